/**
 * The Express webhook receivers of docs/webhooks.md: the SDK's handler on the raw body, and the
 * event built from a body Express has already parsed.
 */
import {
  constructWebhookEvent,
  createNodeWebhookHandler,
  createWebhookDeduper,
  isWebhookVerificationError,
} from '@payments-platform/sdk/webhooks';
import express from 'express';
import type { MarkPaid } from './webhook-receivers.js';

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
