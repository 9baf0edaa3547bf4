/**
 * The webhook handler for runtimes built on the fetch API: Deno, Bun, Cloudflare Workers and
 * other edge runtimes, Next.js route handlers, Hono, and Node through an adapter.
 */
import { createWebhookDeliveryHandler, type WebhookHandlerOptions } from './handler.js';

/**
 * Creates a `(request: Request) => Promise<Response>` handler for the webhook endpoint.
 *
 * It answers 405 to anything but POST, 401 when `X-Webhook-Secret` is missing or wrong, 400 when
 * the body is not an event, 500 when a callback throws, and otherwise 200 with
 * `{ received: true }` (plus `duplicate: true` for a delivery `dedupe` has seen). The body is
 * read only after the secret verified.
 *
 * @throws TypeError when `secret` is empty.
 *
 * @example
 * ```ts
 * import { createFetchWebhookHandler, createWebhookDeduper } from '@payments-platform/sdk/webhooks';
 *
 * const handler = createFetchWebhookHandler({
 *   secret: Deno.env.get('WEBHOOK_SECRET')!,
 *   on: {
 *     requestPaid: async (event) => {
 *       await markPaid(event.data.requestId, event.data.tokenAmount);
 *     },
 *   },
 *   dedupe: createWebhookDeduper(),
 * });
 *
 * Deno.serve(handler);
 * ```
 */
export function createFetchWebhookHandler(
  options: WebhookHandlerOptions,
): (request: Request) => Promise<Response> {
  const handle = createWebhookDeliveryHandler(options);
  return async (request) => {
    const result = await handle({
      method: request.method,
      headers: request.headers,
      readBody: () => request.text(),
    });
    return new Response(JSON.stringify(result.body), { status: result.status, headers: result.headers });
  };
}
