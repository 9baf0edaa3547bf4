/**
 * Documentation text of the generic channel operations, keyed by operation id: read by the
 * OpenAPI document, the generated TSDoc and the error catalogue, never by a client at run time.
 */
import type { OperationDocs } from './types.js';

export const channelsDocs = {
  listChannels: {
    summary: 'List the channels available to the app, optionally filtered.',
    description:
      'Optional query filters `country`, `fiat_asset`, `crypto_asset`, `service_type` (`onramp` or `offramp`) and `category`. Returns an array of channel summaries (`name`, `slug`, `methods`).',
    errors: [
      // 400
      'Invalid query.',
      // 403 CH-01
      'Invalid API key.',
      // 500
      'Channel lookup failed.',
    ],
  },
  listChannelCategories: {
    summary: 'List channel categories.',
    description:
      'Unknown categories are excluded unless query `includeUnknown` is `true`. Returns `{ categories }`.',
    errors: [],
  },
  getDiscovery: {
    summary: 'Read the discovery tree of gates, filters and capabilities.',
    description:
      'Returns the discovery tree: `filters` (countries, tokens, currencies, categories, chains, service types), `gates` and `updatedAt`.',
    errors: [
      // 503
      'Discovery is temporarily unavailable.',
    ],
  },
  getDiscoveryCapability: {
    summary: 'Read one capability of the discovery tree.',
    description: 'Returns `{ capability, updatedAt }`.',
    errors: [
      // 400
      'Invalid capability id.',
      // 404
      'Capability not found.',
      // 500
      'Discovery lookup failed.',
      // 503
      'Discovery is temporarily unavailable.',
    ],
  },
  getDiscoveryGate: {
    summary: 'Read one gate of the discovery tree with its providers and capabilities.',
    description: 'Returns `{ gate, updatedAt }`; the single-gate view adds `providers` and `capabilities`.',
    errors: [
      // 400
      'Invalid gate id.',
      // 404
      'Gate not found.',
      // 500
      'Discovery lookup failed.',
      // 503
      'Discovery is temporarily unavailable.',
    ],
  },
  executeChannel: {
    summary: 'Run a capability and create its transaction.',
    description:
      'Body `capabilityId`, optional `targetAddress` (defaults to the team default wallet when configured), `amount` and `params`. Returns `{ txId, channelTableType, recordId, walletFlow, providerPayload }`; `providerPayload` is channel-specific and omitted for some internal flows. When the service can sign for the wallet the transfer may complete server-side; otherwise the response carries transaction data for the user to sign.',
    errors: [
      // 400
      'Invalid input.',
      // 403
      'Capability missing or disabled, or access denied.',
      // 500
      'Execution failed.',
      // 501
      'Adapter does not support execute.',
    ],
  },
  listChannelMethods: {
    summary: 'List the methods of a channel with their parameters.',
    description:
      'Optional query `method` restricts `methods` to that one. Returns `{ channelId, slug, methods }`, each method with its `httpMethod` and `params` (`type`, `required`).',
    errors: [
      // 400
      'Invalid input.',
      // 403
      'Channel not available.',
      // 404
      'Channel or method not found.',
      // 500
      'Method lookup failed.',
    ],
  },
  completeChannelOnboarding: {
    summary: 'Mark the onboarding of a channel as complete.',
    description: 'Body `channelId`. Returns `{ scope, channelId }`, where `scope` is `team` or `user`.',
    errors: [
      // 400
      'Invalid input.',
      // 403
      'Access denied.',
      // 404
      'Channel not found.',
      // 500
      'Onboarding update failed.',
    ],
  },
  quoteChannel: {
    summary: 'Quote a capability before executing it.',
    description:
      'Profile context is mandatory (session, both headers, or a profile-and-team-scoped key). Body as for execute: `capabilityId`, optional `targetAddress`, `amount`, `params`. Returns `{ capabilityId, channelSlug, serviceType, selection, quote }`, with `context` only when the adapter supplies it.',
    errors: [
      // 400
      'Invalid client input.',
      // 401
      'Missing session or profile context.',
      // 403
      'Capability missing or disabled.',
      // 429
      'Rate limit exceeded.',
      // 500
      'Unexpected failure.',
      // 501
      'Adapter or quote not supported.',
    ],
  },
  getChannel: {
    summary: 'Describe a channel and its methods.',
    description:
      'Public. Returns `{ channelSlug, methods }`, each method with its `httpMethod`, `description` and `parameters`.',
    errors: [
      // 404 CH-01
      'Channel not found.',
    ],
  },
  runChannelAction: {
    summary: 'Run a named action of a channel on an existing record.',
    description:
      'The body depends on the action and is passed through as a JSON object. The response shape depends on the action.',
    errors: [
      // 400 CH-06
      'Invalid request body.',
      // 403 CH-01
      'Invalid API key.',
      // 404 CH-02
      'Action not found.',
      // 409
      'The ramp order can no longer be cancelled (`RAMP_ORDER_NOT_CANCELLABLE`).',
      // 418 CH-05
      'Invalid HTTP method.',
      // 500 CH-07
      'Action function failed.',
    ],
  },
  getChannelMethod: {
    summary: 'Describe one method of a channel.',
    description: 'Returns the method map for that method.',
    errors: [
      // 400
      'Invalid input.',
      // 403 CH-01
      'Invalid API key.',
      // 403 CH-03
      'Channel not available for app.',
      // 404 CH-02
      'Method not found.',
      // 500
      'Method lookup failed.',
    ],
  },
  validateChannelParam: {
    summary: 'Validate one capability parameter before quoting or executing.',
    description:
      'Body `paramKey`, `value` (any JSON value) and `capabilityId`, all required. Context is optional: an app-level key alone is accepted and the adapter receives the key team id when available. The result is adapter-defined; a signed-input validator returns `{ ok, signature }`, and the value and signature are then sent together in execute params.',
    errors: [
      // 400
      'Invalid input or value.',
      // 500
      'Validation failed.',
    ],
  },
  getChannelTransaction: {
    summary: 'Read a transaction of a channel with its detail and next steps.',
    description:
      'Returns `{ tx, detail, actionNeeded, steps }`, plus `team` (`id`, `name`, `image`) and `offers` when available.',
    errors: [
      // 400
      'Invalid input.',
      // 403 CHID#GET-01
      'Invalid API key.',
      // 404 CHID#GET-03
      'Transaction not found.',
      // 500
      'Transaction lookup failed.',
    ],
  },
  listAppChannels: {
    summary: "List the channels enabled for the key's app.",
    description: 'Returns an array of `{ appChannels, channel }`.',
    errors: [
      // 500
      'Lookup failed.',
    ],
  },
  getChannelFees: {
    summary: 'Read the fee configuration of a channel.',
    description:
      'Query `channelSlug` is required. Returns the fee configuration: `send` and `request` entries plus `minSurchargeBps` and `minCommissionBps`.',
    errors: [
      // 400
      'Missing or invalid channelSlug.',
      // 400
      'Missing context.',
      // 500
      'Fee lookup failed.',
    ],
  },
} as const satisfies Record<string, OperationDocs>;
