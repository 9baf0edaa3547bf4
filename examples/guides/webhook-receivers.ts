/**
 * The webhook receivers of docs/webhooks.md that run in a browser page as well: Node `http` (the
 * docs site stands in for it), Hono and a fetch handler (a Next.js route handler, Deno, Bun,
 * Workers), each checking the shared secret and skipping duplicates with the SDK. The Express
 * ones are in webhook-receivers-express.ts.
 */
import { createServer } from 'node:http';
import {
  createFetchWebhookHandler,
  createNodeWebhookHandler,
  createWebhookDeduper,
  type RequestPaidData,
} from '@payments-platform/sdk/webhooks';
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
