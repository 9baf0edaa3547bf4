/**
 * The one-call entry for receivers: verify the sender, then parse the body.
 */
import { parseWebhookEvent, type WebhookEvent } from './events.js';
import { verifyWebhookSecret, type WebhookHeaders } from './secret.js';

/**
 * What {@link constructWebhookEvent} takes.
 *
 * @example
 * ```ts
 * const parameters: ConstructWebhookEventParameters = {
 *   body: await request.text(),
 *   headers: request.headers,
 *   secret: process.env.WEBHOOK_SECRET!,
 * };
 * ```
 */
export interface ConstructWebhookEventParameters {
  /** The raw body (text or bytes) or the value a framework parsed from it. */
  readonly body: unknown;
  /** The request headers. */
  readonly headers: WebhookHeaders;
  /** The secret configured for the webhook. */
  readonly secret: string;
}

/**
 * Verifies the `X-Webhook-Secret` header and parses the body into a typed event.
 *
 * Delivery has no retries, idempotency keys or ordering: act idempotently (upsert by
 * `data.id`, or use {@link createWebhookDeduper}) and confirm the final state by reading the
 * transaction.
 *
 * @throws {@link WebhookVerificationError} when the secret is missing or wrong (answer 401).
 * @throws {@link WebhookParseError} when the body is not an event (answer 400).
 *
 * @example
 * ```ts
 * import { constructWebhookEvent } from '@payments-platform/sdk/webhooks';
 *
 * const event = constructWebhookEvent({
 *   body: await request.text(),
 *   headers: request.headers,
 *   secret: process.env.WEBHOOK_SECRET!,
 * });
 * if (event.event === 'requestPaid') await markPaid(event.data.requestId);
 * ```
 */
export function constructWebhookEvent({
  body,
  headers,
  secret,
}: ConstructWebhookEventParameters): WebhookEvent {
  verifyWebhookSecret(headers, secret);
  return parseWebhookEvent(body);
}
