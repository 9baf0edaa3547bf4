/**
 * The runtime-independent core of the webhook handlers: method check, secret, parsing,
 * deduplication and dispatch to callbacks, answered as a status and a JSON body. The fetch and
 * Node adapters only translate requests and responses.
 */
import type { WebhookDedupeStore } from './dedupe.js';
import {
  parseWebhookEvent,
  type UnknownWebhookEvent,
  type WebhookEvent,
  type WebhookEventName,
  type WebhookEventOf,
} from './events.js';
import { verifyWebhookSecret, type WebhookHeaders } from './secret.js';

/**
 * A callback for one kind of event. A thrown error or rejected promise answers the delivery
 * with 500.
 *
 * @example
 * ```ts
 * const onPaid: WebhookEventCallback<RequestPaidEvent> = async (event) => {
 *   await db.payments.upsert({ id: event.data.id, status: 'paid' });
 * };
 * ```
 */
export type WebhookEventCallback<Event> = (event: Event) => void | Promise<void>;

/**
 * Callbacks per known event name; each receives the event narrowed to its name.
 *
 * @example
 * ```ts
 * const on: WebhookEventHandlers = {
 *   requestPaid: (event) => console.log(event.data.amount, event.data.amountCurrencySymbol),
 * };
 * ```
 */
export type WebhookEventHandlers = {
  readonly [Name in WebhookEventName]?: WebhookEventCallback<WebhookEventOf<Name>>;
};

/**
 * Options of {@link createFetchWebhookHandler} and {@link createNodeWebhookHandler}.
 *
 * @example
 * ```ts
 * const options: WebhookHandlerOptions = {
 *   secret: process.env.WEBHOOK_SECRET!,
 *   on: { requestPaid: (event) => markPaid(event.data.requestId) },
 *   onUnknown: (event) => console.warn('unhandled webhook', event.receivedEvent),
 *   dedupe: createWebhookDeduper({ ttlMs: 24 * 60 * 60 * 1000 }),
 * };
 * ```
 */
export interface WebhookHandlerOptions {
  /** The secret configured for the webhook; deliveries without it are answered 401. */
  readonly secret: string;
  /** Callbacks per event name. A known event without a callback is acknowledged and dropped. */
  readonly on: WebhookEventHandlers;
  /** Callback for events whose name this SDK version does not know. */
  readonly onUnknown?: WebhookEventCallback<UnknownWebhookEvent>;
  /**
   * Skips events already handled. A duplicate is answered 200 with `duplicate: true` and its
   * callback does not run; when a callback fails, the event's mark is removed (`forget`) so a
   * later delivery is handled again.
   */
  readonly dedupe?: WebhookDedupeStore;
  /** Called with a duplicate delivery, instead of the event's callback. */
  readonly onDuplicate?: WebhookEventCallback<WebhookEvent>;
  /** Called when a callback or the dedupe store fails, before the 500 answer; for logging. */
  readonly onError?: (error: unknown, event: WebhookEvent) => void;
}

/** Error codes of the JSON bodies the handlers answer with. */
export const WEBHOOK_HANDLER_ERRORS = {
  405: 'method_not_allowed',
  401: 'unauthorized',
  400: 'invalid_body',
  500: 'handler_failed',
} as const;

/** The JSON body of a handler's answer. */
export type WebhookHandlerResponseBody =
  | { readonly received: true; readonly duplicate?: true }
  | { readonly error: (typeof WEBHOOK_HANDLER_ERRORS)[keyof typeof WEBHOOK_HANDLER_ERRORS] };

/** A handler's answer, before an adapter writes it. */
export interface WebhookHandlerResult {
  readonly status: 200 | keyof typeof WEBHOOK_HANDLER_ERRORS;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: WebhookHandlerResponseBody;
}

/** A delivery as an adapter sees it; the body is read only once the secret has verified. */
export interface WebhookDelivery {
  readonly method: string;
  readonly headers: WebhookHeaders;
  readonly readBody: () => Promise<unknown>;
}

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' } as const;

const fail = (
  status: keyof typeof WEBHOOK_HANDLER_ERRORS,
  headers: Readonly<Record<string, string>> = {},
): WebhookHandlerResult => ({
  status,
  headers: { ...JSON_HEADERS, ...headers },
  body: { error: WEBHOOK_HANDLER_ERRORS[status] },
});

const received = (duplicate: boolean): WebhookHandlerResult => ({
  status: 200,
  headers: JSON_HEADERS,
  body: duplicate ? { received: true, duplicate: true } : { received: true },
});

function callbackFor(
  options: WebhookHandlerOptions,
  event: WebhookEvent,
): WebhookEventCallback<WebhookEvent> | undefined {
  // Each callback is typed for its own event; the event's name selects it, so the widening is safe.
  if (event.event === 'unknown') return options.onUnknown as WebhookEventCallback<WebhookEvent> | undefined;
  return options.on[event.event] as WebhookEventCallback<WebhookEvent> | undefined;
}

/**
 * Builds the adapter-independent handler: one delivery in, one answer out. Never rejects.
 *
 * @throws TypeError when `secret` is empty.
 */
export function createWebhookDeliveryHandler(
  options: WebhookHandlerOptions,
): (delivery: WebhookDelivery) => Promise<WebhookHandlerResult> {
  if (typeof options.secret !== 'string' || options.secret === '') {
    throw new TypeError('The webhook secret must be a non-empty string');
  }
  return async (delivery) => {
    if (delivery.method.toUpperCase() !== 'POST') return fail(405, { allow: 'POST' });
    try {
      verifyWebhookSecret(delivery.headers, options.secret);
    } catch {
      return fail(401);
    }
    let event: WebhookEvent;
    try {
      event = parseWebhookEvent(await delivery.readBody());
    } catch {
      return fail(400);
    }
    const { dedupe } = options;
    let marked = false;
    try {
      if (dedupe) {
        if (await dedupe.seen(event)) {
          await options.onDuplicate?.(event);
          return received(true);
        }
        marked = true;
      }
      await callbackFor(options, event)?.(event);
      return received(false);
    } catch (error) {
      if (marked) await Promise.resolve(dedupe?.forget?.(event)).catch(() => undefined);
      try {
        options.onError?.(error, event);
      } catch {
        // A failing logger must not turn the 500 answer into a rejection.
      }
      return fail(500);
    }
  };
}
