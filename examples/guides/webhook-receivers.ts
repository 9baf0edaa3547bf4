/**
 * The webhook receivers of docs/webhooks.md: Node `http`, Express, Hono and a fetch handler (a
 * Next.js route handler, Deno, Bun, Workers), each checking the shared secret and skipping
 * duplicates with the SDK.
 */
import { createServer } from 'node:http';
import {
  constructWebhookEvent,
  createFetchWebhookHandler,
  createNodeWebhookHandler,
  createWebhookDeduper,
  isWebhookVerificationError,
  type RequestPaidData,
} from '@payments-platform/sdk/webhooks';
import express from 'express';
import { Hono } from 'hono';

/** What the app does with a paid request: upsert by transaction id, then confirm with the API. */
export type MarkPaid = (data: RequestPaidData) => void | Promise<void>;

export function nodeReceiver(secret: string, markPaid: MarkPaid) {
  // #region node
  const server = createServer(
    createNodeWebhookHandler({
      secret,
      on: { requestPaid: (event) => markPaid(event.data) },
      dedupe: createWebhookDeduper(),
    }),
  );
  // server.listen(3000);
  // #endregion node
  return server;
}

export function expressReceiver(secret: string, markPaid: MarkPaid) {
  // #region express
  const app = express();
  // Mount the webhook route before any body parser, or give it the raw body: the handler reads
  // the stream itself, and accepts a req.body that a parser has already filled.
  app.post(
    '/webhooks/payments',
    createNodeWebhookHandler({
      secret,
      on: { requestPaid: (event) => markPaid(event.data) },
      dedupe: createWebhookDeduper(),
    }),
  );
  app.use(express.json()); // the rest of the app
  // #endregion express
  return app;
}

export function expressParsedReceiver(secret: string, markPaid: MarkPaid) {
  // #region express-parsed
  const app = express();
  app.use(express.json()); // parses every JSON body before the routes
  app.post('/webhooks/payments', async (req, res) => {
    try {
      // With a parsed body, build the event from req.body and the headers.
      const event = constructWebhookEvent({ body: req.body, headers: req.headers, secret });
      if (event.event === 'requestPaid') await markPaid(event.data);
      res.json({ received: true });
    } catch (error) {
      res.status(isWebhookVerificationError(error) ? 401 : 400).json({ received: false });
    }
  });
  // #endregion express-parsed
  return app;
}

export function honoReceiver(secret: string, markPaid: MarkPaid) {
  // #region hono
  const handler = createFetchWebhookHandler({
    secret,
    on: { requestPaid: (event) => markPaid(event.data) },
    dedupe: createWebhookDeduper(),
  });
  const app = new Hono();
  app.post('/webhooks/payments', (c) => handler(c.req.raw)); // the untouched Request
  // #endregion hono
  return app;
}

export function fetchReceiver(secret: string, markPaid: MarkPaid) {
  // #region fetch
  // app/webhooks/payments/route.ts in Next.js (App Router); the same function serves Deno.serve,
  // Bun.serve and a Worker's fetch.
  const POST = createFetchWebhookHandler({
    secret,
    on: { requestPaid: (event) => markPaid(event.data) },
    dedupe: createWebhookDeduper(),
  });
  // export { POST };
  // #endregion fetch
  return POST;
}
