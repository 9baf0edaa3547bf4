/**
 * The events the platform sends, as zod schemas with the types inferred from them, and the parser
 * that turns a delivery body into a typed event.
 */
import * as z from 'zod/mini';
import { decimalString, jsonObject, loose } from '../contract/schemas.js';
import { WebhookParseError, type WebhookParseIssue } from './errors.js';

/**
 * Every event name in the subscription schema, with whether the platform delivers it today.
 * Reserved events are typed so a handler can be written ahead of time, but are not sent yet.
 *
 * @example
 * ```ts
 * const delivered = Object.entries(WEBHOOK_EVENTS).filter(([, state]) => state === 'delivered');
 * // [['requestPaid', 'delivered']]
 * ```
 */
export const WEBHOOK_EVENTS = {
  requestPaid: 'delivered',
  requestCancelled: 'reserved',
  requestClientEmailSet: 'reserved',
  deploymentPaid: 'reserved',
  deploymentIssue: 'reserved',
} as const;

/**
 * A known event name.
 *
 * @example
 * ```ts
 * const name: WebhookEventName = 'requestPaid';
 * ```
 */
export type WebhookEventName = keyof typeof WEBHOOK_EVENTS;

/**
 * Whether a string is one of the {@link WEBHOOK_EVENTS} names.
 *
 * @example
 * ```ts
 * isWebhookEventName('requestPaid'); // true
 * isWebhookEventName('sendCompleted'); // false
 * ```
 */
export /* @__NO_SIDE_EFFECTS__ */ function isWebhookEventName(value: string): value is WebhookEventName {
  return Object.hasOwn(WEBHOOK_EVENTS, value);
}

/**
 * The data of `requestPaid`. Unknown keys are kept, so fields the platform adds never break
 * parsing.
 *
 * @example
 * ```ts
 * const data = requestPaidDataSchema.parse(body.data);
 * console.log(data.tokenAmount, data.token); // '25.5', 'USDC'
 * ```
 */
export const requestPaidDataSchema = /* @__PURE__ */ loose({
  /** Transaction id; upsert by it. */
  id: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1)),
  /** Payment request id. */
  requestId: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1)),
  /** Token symbol. */
  token: /* @__PURE__ */ z.string(),
  /** Amount in the request's currency. */
  amount: /* @__PURE__ */ z.number(),
  /** Symbol of the currency of `amount`. */
  amountCurrencySymbol: /* @__PURE__ */ z.string(),
  /** Amount in the token, as a decimal string. */
  tokenAmount: /* @__PURE__ */ decimalString(),
  /** Explorer URL of the payment transaction. */
  hashUrl: /* @__PURE__ */ z.url(),
  /** Network the payment was made on. */
  network: /* @__PURE__ */ z.string(),
});

/**
 * The data of a reserved event. Its fields are not documented yet, so only `id` is required and
 * everything else is kept as it comes.
 *
 * @example
 * ```ts
 * const data = reservedEventDataSchema.parse({ id: 'req_1', reason: 'expired' });
 * console.log(data.id, data.reason); // 'req_1', 'expired'
 * ```
 */
export const reservedEventDataSchema = /* @__PURE__ */ loose({
  id: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1)),
});

const eventSchema = /* @__NO_SIDE_EFFECTS__ */ <
  const Name extends WebhookEventName,
  const Data extends z.ZodMiniType,
>(
  event: Name,
  data: Data,
) => loose({ event: z.literal(event), data });

/**
 * The schema of each known event's envelope `{ event, data }`, keyed by event name.
 *
 * @example
 * ```ts
 * const result = webhookEventSchemas.requestPaid.safeParse(JSON.parse(body));
 * if (result.success) console.log(result.data.data.amount);
 * ```
 */
export const webhookEventSchemas = {
  requestPaid: /* @__PURE__ */ eventSchema('requestPaid', requestPaidDataSchema),
  requestCancelled: /* @__PURE__ */ eventSchema('requestCancelled', reservedEventDataSchema),
  requestClientEmailSet: /* @__PURE__ */ eventSchema('requestClientEmailSet', reservedEventDataSchema),
  deploymentPaid: /* @__PURE__ */ eventSchema('deploymentPaid', reservedEventDataSchema),
  deploymentIssue: /* @__PURE__ */ eventSchema('deploymentIssue', reservedEventDataSchema),
} as const satisfies { readonly [Name in WebhookEventName]: z.ZodMiniType };

/**
 * The schema of an event whose name this version of the SDK does not know. It parses to
 * `{ event: 'unknown', receivedEvent, data }`, so a new event never breaks a receiver and a
 * `switch` on `event` still narrows the known names.
 *
 * @example
 * ```ts
 * const event = unknownWebhookEventSchema.parse({ event: 'payoutSent', data: { id: 'po_1' } });
 * console.log(event.event, event.receivedEvent); // 'unknown', 'payoutSent'
 * ```
 */
export const unknownWebhookEventSchema = /* @__PURE__ */ z.pipe(
  /* @__PURE__ */ loose({
    event: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1)),
    data: /* @__PURE__ */ jsonObject(),
  }),
  /* @__PURE__ */ z.transform(({ event, data }) => ({
    event: 'unknown' as const,
    receivedEvent: event,
    data,
  })),
);

/**
 * The data of `requestPaid`.
 *
 * @example
 * ```ts
 * const upsert = (data: RequestPaidData) => db.payments.upsert({ id: data.id, amount: data.amount });
 * ```
 */
export type RequestPaidData = z.infer<typeof requestPaidDataSchema>;

/**
 * The data of a reserved event: an `id` and any other fields.
 *
 * @example
 * ```ts
 * const log = (data: ReservedEventData) => console.log(data.id);
 * ```
 */
export type ReservedEventData = z.infer<typeof reservedEventDataSchema>;

/**
 * A payment request is confirmed paid. The only event delivered today.
 *
 * @example
 * ```ts
 * const onPaid = (event: RequestPaidEvent) => console.log(event.data.requestId, event.data.amount);
 * ```
 */
export type RequestPaidEvent = z.infer<(typeof webhookEventSchemas)['requestPaid']>;

/**
 * A payment request was cancelled (reserved, not delivered yet).
 *
 * @example
 * ```ts
 * const onCancelled = (event: RequestCancelledEvent) => console.log(event.data.id);
 * ```
 */
export type RequestCancelledEvent = z.infer<(typeof webhookEventSchemas)['requestCancelled']>;

/**
 * The client e-mail of a payment request was set (reserved, not delivered yet).
 *
 * @example
 * ```ts
 * const onEmail = (event: RequestClientEmailSetEvent) => console.log(event.data.id);
 * ```
 */
export type RequestClientEmailSetEvent = z.infer<(typeof webhookEventSchemas)['requestClientEmailSet']>;

/**
 * A deployment payment completed (reserved, not delivered yet).
 *
 * @example
 * ```ts
 * const onDeploymentPaid = (event: DeploymentPaidEvent) => console.log(event.data.id);
 * ```
 */
export type DeploymentPaidEvent = z.infer<(typeof webhookEventSchemas)['deploymentPaid']>;

/**
 * A deployment encountered an issue (reserved, not delivered yet).
 *
 * @example
 * ```ts
 * const onIssue = (event: DeploymentIssueEvent) => console.log(event.data.id);
 * ```
 */
export type DeploymentIssueEvent = z.infer<(typeof webhookEventSchemas)['deploymentIssue']>;

/**
 * An event with a known name.
 *
 * @example
 * ```ts
 * const describe = (event: KnownWebhookEvent) => `${event.event} ${event.data.id}`;
 * ```
 */
export type KnownWebhookEvent = {
  [Name in WebhookEventName]: z.infer<(typeof webhookEventSchemas)[Name]>;
}[WebhookEventName];

/**
 * An event whose name this version of the SDK does not know; `receivedEvent` is the name as sent.
 *
 * @example
 * ```ts
 * const log = (event: UnknownWebhookEvent) => console.warn('unhandled webhook', event.receivedEvent);
 * ```
 */
export type UnknownWebhookEvent = z.infer<typeof unknownWebhookEventSchema>;

/**
 * Any parsed event. Narrow it on `event`.
 *
 * @example
 * ```ts
 * function handle(event: WebhookEvent) {
 *   switch (event.event) {
 *     case 'requestPaid': return markPaid(event.data.requestId, event.data.amount);
 *     case 'unknown': return console.warn('unhandled', event.receivedEvent);
 *   }
 * }
 * ```
 */
export type WebhookEvent = KnownWebhookEvent | UnknownWebhookEvent;

/**
 * The event type of one known name.
 *
 * @example
 * ```ts
 * type Paid = WebhookEventOf<'requestPaid'>; // RequestPaidEvent
 * ```
 */
export type WebhookEventOf<Name extends WebhookEventName> = Extract<KnownWebhookEvent, { event: Name }>;

const envelopeSchema = /* @__PURE__ */ loose({
  event: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1)),
  data: /* @__PURE__ */ jsonObject(),
});

const decoder = /* @__PURE__ */ new TextDecoder();

const toIssues = /* @__NO_SIDE_EFFECTS__ */ (error: z.core.$ZodError): WebhookParseIssue[] =>
  error.issues.map((issue) => ({ path: issue.path, message: issue.message }));

const describeIssues = /* @__NO_SIDE_EFFECTS__ */ (issues: readonly WebhookParseIssue[]): string =>
  issues.map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`).join('; ');

/** The JSON value of a body given as text or bytes; other values are taken as already parsed. */
/* @__NO_SIDE_EFFECTS__ */ function decodeBody(body: unknown): unknown {
  let text: string;
  if (typeof body === 'string') text = body;
  else if (body instanceof Uint8Array) text = decoder.decode(body);
  else if (body instanceof ArrayBuffer) text = decoder.decode(new Uint8Array(body));
  else return body;
  try {
    return JSON.parse(text) as unknown;
  } catch (cause) {
    throw new WebhookParseError('invalid_json', 'The webhook body is not valid JSON', [], { cause });
  }
}

/**
 * Parses a delivery body into a typed event.
 *
 * `body` is the raw body as text (`string`) or bytes (`Uint8Array`, Node's `Buffer`,
 * `ArrayBuffer`), or a value a framework already parsed from JSON. A known event is checked
 * against its schema; an event with any other name becomes an {@link UnknownWebhookEvent}
 * rather than an error. Unknown keys are kept everywhere. Parsing does not verify the sender:
 * use {@link constructWebhookEvent} (or {@link verifyWebhookSecret} first).
 *
 * @throws {@link WebhookParseError} with `reason` `'invalid_json'` (not JSON), `'invalid_envelope'`
 * (not an object with a string `event` and an object `data`) or `'invalid_data'` (the data of a
 * known event does not match its schema).
 *
 * @example
 * ```ts
 * import { parseWebhookEvent } from '@payments-platform/sdk/webhooks';
 *
 * const event = parseWebhookEvent(await request.text());
 * if (event.event === 'requestPaid') console.log(event.data.tokenAmount, event.data.token);
 * ```
 */
export /* @__NO_SIDE_EFFECTS__ */ function parseWebhookEvent(body: unknown): WebhookEvent {
  const value = decodeBody(body);
  const envelope = envelopeSchema.safeParse(value);
  if (!envelope.success) {
    const issues = toIssues(envelope.error);
    throw new WebhookParseError(
      'invalid_envelope',
      `The webhook body is not an { event, data } object: ${describeIssues(issues)}`,
      issues,
    );
  }
  const name = envelope.data.event;
  if (!isWebhookEventName(name)) return unknownWebhookEventSchema.parse(envelope.data);
  const result = webhookEventSchemas[name].safeParse(envelope.data);
  if (!result.success) {
    const issues = toIssues(result.error);
    throw new WebhookParseError(
      'invalid_data',
      `The data of the ${name} event does not match its schema: ${describeIssues(issues)}`,
      issues,
    );
  }
  return result.data;
}
