/**
 * The payment requests' control action: deliver a webhook event of an existing payment request on
 * demand, so a receiver's idempotency, a redelivery or a reserved event can be tested without
 * paying a request again.
 */
import * as z from 'zod';
import { defineControlAction } from '../../kernel/control.js';
import { fail } from '../../kernel/fail.js';
import type { JsonObject } from '../../kernel/json.js';
import { lazy } from '../../kernel/lazy.js';
import type { Services } from '../../kernel/services.js';
import type { WebhookDeliveryRow } from '../../platform/database.js';
import { requestPaidData } from './settlement.js';
import type { PaymentRequestRow } from './tables.js';

/** The events a payment request can raise (the deployment events have no record here). */
export const REQUEST_WEBHOOK_EVENTS = ['requestPaid', 'requestCancelled', 'requestClientEmailSet'] as const;

const DeliverWebhookInput = lazy(() =>
  z.object({
    event: z.enum(REQUEST_WEBHOOK_EVENTS),
    /** The payment request the event is about. */
    requestId: z.string().trim().min(1),
  }),
);
type WebhookEvent = (typeof REQUEST_WEBHOOK_EVENTS)[number];

function eventData(services: Services, event: WebhookEvent, request: PaymentRequestRow) {
  if (event === 'requestPaid') return requestPaidData(services.store, request);
  const data: JsonObject = { id: request.txId, requestId: request.id, status: request.status };
  return data;
}

/**
 * Delivers one webhook event of a payment request to its app's webhook URL now, the way the
 * platform does (one POST, the secret header, no retry), and answers the delivery record after
 * the attempt. The request keeps its state.
 */
async function deliverRequestWebhook(
  services: Services,
  body: { readonly event: WebhookEvent; readonly requestId: string },
): Promise<WebhookDeliveryRow> {
  const { store, webhooks, clock } = services;
  const request = store.paymentRequests.get(body.requestId);
  if (!request) {
    fail('PAYMENT_REQUEST_NOT_FOUND', `No payment request ${body.requestId}.`);
  }
  // Delivered as asked: webhook fault rules apply to the platform's own deliveries only.
  const scheduled = webhooks.deliver(body.event, eventData(services, body.event, request), {
    appId: request.appId,
    faults: false,
  });
  if (!scheduled) {
    fail('WEBHOOK_URL_MISSING', `App ${request.appId} has no webhook URL to deliver ${body.event} to.`);
  }
  // Runs the delivery job due now (and only jobs already due): the answer is the attempted delivery.
  await clock.advance(0);
  return store.webhookDeliveries.get(scheduled.id) ?? scheduled;
}

/** The control actions of payment requests. */
export const CORE_REQUESTS_CONTROL = [
  defineControlAction({
    module: 'coreRequests',
    name: 'deliverWebhook',
    method: 'POST',
    path: '/webhooks/deliver',
    summary:
      'Deliver a webhook event (`requestPaid`, ...) of an existing payment request now; answers the attempted delivery.',
    get body() {
      return DeliverWebhookInput();
    },
    // Like the clock advance, it runs the delivery job, which takes the request lock itself.
    lock: false,
    run: ({ body, services }) => deliverRequestWebhook(services, body),
  }),
] as const;
