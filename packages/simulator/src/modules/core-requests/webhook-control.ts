/**
 * Delivering a webhook event of an existing payment request on demand (`POST
 * /_simulator/webhooks/deliver`): a receiver's idempotency, a redelivery or a reserved event can
 * be tested without paying a request again.
 */
import * as z from 'zod';
import { defineControlRoute, parseControlInput } from '../../kernel/control.js';
import { fail } from '../../kernel/fail.js';
import type { JsonObject } from '../../kernel/json.js';
import type { Services } from '../../kernel/services.js';
import type { WebhookDeliveryRow } from '../../platform/database.js';
import { requestPaidData } from './settlement.js';
import type { PaymentRequestRow } from './tables.js';

/** The events a payment request can raise (the deployment events have no record here). */
export const REQUEST_WEBHOOK_EVENTS = ['requestPaid', 'requestCancelled', 'requestClientEmailSet'] as const;

export const DeliverWebhookInput = z.object({
  event: z.enum(REQUEST_WEBHOOK_EVENTS),
  /** The payment request the event is about. */
  requestId: z.string().trim().min(1),
});
export type DeliverWebhookInput = z.input<typeof DeliverWebhookInput>;

function eventData(services: Services, event: DeliverWebhookInput['event'], request: PaymentRequestRow) {
  if (event === 'requestPaid') return requestPaidData(services.store, request);
  const data: JsonObject = { id: request.txId, requestId: request.id, status: request.status };
  return data;
}

/**
 * Delivers one webhook event of a payment request to its app's webhook URL now, the way the
 * platform does (one POST, the secret header, no retry), and answers the delivery record after
 * the attempt. The request keeps its state.
 *
 * @example
 * ```ts
 * const delivery = await deliverRequestWebhook(services, { event: 'requestPaid', requestId });
 * delivery.status; // 'delivered' or 'failed'
 * ```
 */
export async function deliverRequestWebhook(
  services: Services,
  input: DeliverWebhookInput,
): Promise<WebhookDeliveryRow> {
  const body = parseControlInput(DeliverWebhookInput, input);
  const { store, webhooks, clock } = services;
  const request = store.paymentRequests.get(body.requestId);
  if (!request) {
    fail('PAYMENT_REQUEST_NOT_FOUND', `No payment request ${body.requestId}.`);
  }
  const scheduled = webhooks.deliver(body.event, eventData(services, body.event, request), {
    appId: request.appId,
  });
  if (!scheduled) {
    fail('WEBHOOK_URL_MISSING', `App ${request.appId} has no webhook URL to deliver ${body.event} to.`);
  }
  // Runs the delivery job due now (and only jobs already due): the answer is the attempted delivery.
  await clock.advance(0);
  return store.webhookDeliveries.get(scheduled.id) ?? scheduled;
}

/** Control routes of payment requests. */
export const CORE_REQUEST_CONTROL_ROUTES = [
  defineControlRoute({
    method: 'POST',
    path: '/webhooks/deliver',
    summary: 'Deliver a webhook event of an existing payment request now; answers the delivery.',
    body: DeliverWebhookInput,
    // Like the clock advance, it runs the delivery job, which takes the request lock itself.
    lock: false,
    run: ({ body, services }) => deliverRequestWebhook(services, body),
  }),
];
