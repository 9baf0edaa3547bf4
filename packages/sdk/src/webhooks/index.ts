/**
 * Receiving the platform's webhooks: secret verification, typed events, handlers for fetch and
 * Node runtimes, and duplicate detection.
 *
 * @packageDocumentation
 */
export { type ConstructWebhookEventParameters, constructWebhookEvent } from './construct.js';
export {
  createWebhookDeduper,
  type WebhookDeduper,
  type WebhookDeduperOptions,
  type WebhookDedupeStore,
  webhookDedupeKey,
} from './dedupe.js';
export {
  isWebhookParseError,
  isWebhookVerificationError,
  WebhookParseError,
  type WebhookParseFailure,
  type WebhookParseIssue,
  WebhookVerificationError,
  type WebhookVerificationFailure,
} from './errors.js';
export {
  type DeploymentIssueEvent,
  type DeploymentPaidEvent,
  isWebhookEventName,
  type KnownWebhookEvent,
  parseWebhookEvent,
  type RequestCancelledEvent,
  type RequestClientEmailSetEvent,
  type RequestPaidData,
  type RequestPaidEvent,
  type ReservedEventData,
  requestPaidDataSchema,
  reservedEventDataSchema,
  type UnknownWebhookEvent,
  unknownWebhookEventSchema,
  WEBHOOK_EVENTS,
  type WebhookEvent,
  type WebhookEventName,
  type WebhookEventOf,
  webhookEventSchemas,
} from './events.js';
export { createFetchWebhookHandler } from './fetch.js';
export type { WebhookEventCallback, WebhookEventHandlers, WebhookHandlerOptions } from './handler.js';
export { createNodeWebhookHandler, type NodeWebhookRequest, type NodeWebhookResponse } from './node.js';
export { verifyWebhookSecret, WEBHOOK_SECRET_HEADER, type WebhookHeaders } from './secret.js';
