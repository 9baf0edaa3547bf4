/**
 * Generic channels: listing, discovery, validate, quote, execute and channel actions
 * (spec: Endpoints > Channels (generic)).
 */
import * as z from 'zod';
import { auth } from './auth.js';
import { BODY_PARSER_CODE, defineOperation } from './operation.js';
import {
  Capability,
  Category,
  ChainRef,
  ChannelSummary,
  FeeConfiguration,
  Gate,
  SERVICE_TYPES,
  Transaction,
} from './resources.js';
import { jsonObject, loose, openEnum, queryFlag, timestamp } from './schemas.js';

/** A path segment naming a channel, a method, an action or a record. */
const pathSegment = () => z.string().min(1);

/** A value the server may send as a number or as a numeric string. */
const numeric = () => z.union([z.number(), z.string()]);

/** A value with its currency, as used inside quotes. */
const Money = loose({ value: numeric(), currency: z.string() });

/** Wallet flows of an execute result. */
export const WALLET_FLOWS = ['internal', 'external'] as const;

/** Scopes of a completed channel onboarding. */
export const ONBOARDING_SCOPES = ['team', 'user'] as const;

/**
 * Body shared by quote and execute: the capability to run, an optional target wallet, the amount
 * and the capability's parameters.
 */
const capabilityRunBody = () =>
  z.object({
    capabilityId: z.string().min(1),
    targetAddress: z.string().min(1).optional(),
    amount: z.number(),
    params: jsonObject(),
  });

/** The discovery tree: filters, gates and the time it was built. */
export const DiscoveryTree = loose({
  filters: loose({
    countries: z.array(
      loose({ id: z.string(), code: z.string(), name: z.string(), flag: z.string().nullable().optional() }),
    ),
    tokens: z.array(loose({ id: z.string(), symbol: z.string(), name: z.string() })),
    currencies: z.array(loose({ id: z.string(), symbol: z.string(), name: z.string() })),
    categories: z.array(loose({ id: z.string(), slug: z.string(), name: z.string() })),
    chains: z.array(ChainRef),
    serviceTypes: z.array(openEnum(SERVICE_TYPES)),
  }),
  gates: z.array(Gate),
  updatedAt: timestamp(),
});

/** GET /channels */
export const listChannels = defineOperation({
  id: 'listChannels',
  sdk: 'channels.list',
  area: 'channels',
  method: 'GET',
  path: '/channels',
  summary: 'List the channels available to the app, optionally filtered.',
  description:
    'Optional query filters `country`, `fiat_asset`, `crypto_asset`, `service_type` (`onramp` or `offramp`) and `category`. Returns an array of channel summaries (`name`, `slug`, `methods`).',
  auth: auth.key(),
  successStatus: 200,
  schemas: {
    query: z.object({
      country: z.string().optional(),
      fiat_asset: z.string().optional(),
      crypto_asset: z.string().optional(),
      service_type: z.enum(SERVICE_TYPES).optional(),
      category: z.string().optional(),
    }),
    response: z.array(ChannelSummary),
  },
  errors: [
    { status: 400, description: 'Invalid query.' },
    { status: 403, code: 'CH-01', description: 'Invalid API key.' },
    { status: 500, description: 'Channel lookup failed.' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /channels/categories */
export const listChannelCategories = defineOperation({
  id: 'listChannelCategories',
  sdk: 'channels.categories.list',
  area: 'channels',
  method: 'GET',
  path: '/channels/categories',
  summary: 'List channel categories.',
  description:
    'Unknown categories are excluded unless query `includeUnknown` is `true`. Returns `{ categories }`.',
  auth: auth.key(),
  successStatus: 200,
  schemas: {
    query: z.object({
      includeUnknown: queryFlag().optional(),
    }),
    response: loose({ categories: z.array(Category) }),
  },
  errors: [],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /channels/discovery */
export const getDiscovery = defineOperation({
  id: 'getDiscovery',
  sdk: 'channels.discovery.retrieve',
  area: 'channels',
  method: 'GET',
  path: '/channels/discovery',
  summary: 'Read the discovery tree of gates, filters and capabilities.',
  description:
    'Returns the discovery tree: `filters` (countries, tokens, currencies, categories, chains, service types), `gates` and `updatedAt`.',
  auth: auth.key(),
  successStatus: 200,
  schemas: {
    response: DiscoveryTree,
  },
  errors: [{ status: 503, description: 'Discovery is temporarily unavailable.' }],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /channels/discovery/capability/{capabilityId} */
export const getDiscoveryCapability = defineOperation({
  id: 'getDiscoveryCapability',
  sdk: 'channels.discovery.capabilities.retrieve',
  area: 'channels',
  method: 'GET',
  path: '/channels/discovery/capability/{capabilityId}',
  summary: 'Read one capability of the discovery tree.',
  description: 'Returns `{ capability, updatedAt }`.',
  auth: auth.key(),
  successStatus: 200,
  schemas: {
    params: z.object({ capabilityId: pathSegment() }),
    response: loose({ capability: Capability, updatedAt: timestamp() }),
  },
  errors: [
    { status: 400, description: 'Invalid capability id.' },
    { status: 404, description: 'Capability not found.' },
    { status: 500, description: 'Discovery lookup failed.' },
    { status: 503, description: 'Discovery is temporarily unavailable.' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /channels/discovery/{gateId} */
export const getDiscoveryGate = defineOperation({
  id: 'getDiscoveryGate',
  sdk: 'channels.discovery.gates.retrieve',
  area: 'channels',
  method: 'GET',
  path: '/channels/discovery/{gateId}',
  summary: 'Read one gate of the discovery tree with its providers and capabilities.',
  description: 'Returns `{ gate, updatedAt }`; the single-gate view adds `providers` and `capabilities`.',
  auth: auth.key(),
  successStatus: 200,
  schemas: {
    params: z.object({ gateId: pathSegment() }),
    response: loose({ gate: Gate, updatedAt: timestamp() }),
  },
  errors: [
    { status: 400, description: 'Invalid gate id.' },
    { status: 404, description: 'Gate not found.' },
    { status: 500, description: 'Discovery lookup failed.' },
    { status: 503, description: 'Discovery is temporarily unavailable.' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** The transaction created by an execute call. */
export const ExecuteResult = loose({
  txId: z.string(),
  channelTableType: z.string(),
  recordId: z.string(),
  walletFlow: openEnum(WALLET_FLOWS),
  providerPayload: loose({
    url: z.string().optional(),
    orderCustomId: z.string().optional(),
    expiresAt: z.union([timestamp(), z.number()]).optional(),
    refreshUrlEndpoint: z.string().optional(),
  }).optional(),
});

/** POST /channels/execute */
export const executeChannel = defineOperation({
  id: 'executeChannel',
  sdk: 'channels.execute',
  area: 'channels',
  method: 'POST',
  path: '/channels/execute',
  summary: 'Run a capability and create its transaction.',
  description:
    'Body `capabilityId`, optional `targetAddress` (defaults to the team default wallet when configured), `amount` and `params`. Returns `{ txId, channelTableType, recordId, walletFlow, providerPayload }`; `providerPayload` is channel-specific and omitted for some internal flows. When the service can sign for the wallet the transfer may complete server-side; otherwise the response carries transaction data for the user to sign.',
  auth: auth.session(),
  successStatus: 201,
  schemas: {
    body: capabilityRunBody(),
    response: ExecuteResult,
  },
  errors: [
    { status: 400, description: 'Invalid input.' },
    { status: 403, description: 'Capability missing or disabled, or access denied.' },
    { status: 500, description: 'Execution failed.' },
    { status: 501, description: 'Adapter does not support execute.' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /channels/methods/{channelSlug} */
export const listChannelMethods = defineOperation({
  id: 'listChannelMethods',
  sdk: 'channels.methods.list',
  area: 'channels',
  method: 'GET',
  path: '/channels/methods/{channelSlug}',
  summary: 'List the methods of a channel with their parameters.',
  description:
    'Optional query `method` restricts `methods` to that one. Returns `{ channelId, slug, methods }`, each method with its `httpMethod` and `params` (`type`, `required`).',
  auth: auth.key(),
  successStatus: 200,
  schemas: {
    params: z.object({ channelSlug: pathSegment() }),
    query: z.object({ method: z.string().optional() }),
    response: loose({
      channelId: z.string(),
      slug: z.string(),
      methods: z.record(
        z.string(),
        loose({
          httpMethod: z.string(),
          params: z.record(z.string(), loose({ type: z.string(), required: z.boolean() })),
        }),
      ),
    }),
  },
  errors: [
    { status: 400, description: 'Invalid input.' },
    { status: 403, description: 'Channel not available.' },
    { status: 404, description: 'Channel or method not found.' },
    { status: 500, description: 'Method lookup failed.' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** POST /channels/onboarding/complete */
export const completeChannelOnboarding = defineOperation({
  id: 'completeChannelOnboarding',
  sdk: 'channels.onboarding.complete',
  area: 'channels',
  method: 'POST',
  path: '/channels/onboarding/complete',
  summary: 'Mark the onboarding of a channel as complete.',
  description: 'Body `channelId`. Returns `{ scope, channelId }`, where `scope` is `team` or `user`.',
  auth: auth.session(),
  successStatus: 200,
  schemas: {
    body: z.object({ channelId: z.string().min(1) }),
    response: loose({ scope: openEnum(ONBOARDING_SCOPES), channelId: z.string() }),
  },
  errors: [
    { status: 400, description: 'Invalid input.' },
    { status: 403, description: 'Access denied.' },
    { status: 404, description: 'Channel not found.' },
    { status: 500, description: 'Onboarding update failed.' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** A quote for a capability. */
export const ChannelQuote = loose({
  capabilityId: z.string(),
  channelSlug: z.string(),
  serviceType: openEnum(SERVICE_TYPES),
  selection: loose({
    amount: numeric(),
    fiat: z.string().nullable().optional(),
    payment: z.string().nullable().optional(),
    crypto: z.string().nullable().optional(),
    chainId: numeric().nullable().optional(),
    country: z.string().nullable().optional(),
  }),
  quote: loose({
    amountIn: Money,
    amountOut: Money,
    exchangeRate: loose({ value: numeric(), pair: z.string() }),
    fees: loose({
      total: Money,
      breakdown: z.array(loose({ type: z.string(), value: numeric(), currency: z.string() })),
    }),
    raw: z.unknown(),
  }),
  context: z.unknown().optional(),
});

/** POST /channels/quote */
export const quoteChannel = defineOperation({
  id: 'quoteChannel',
  sdk: 'channels.quote',
  area: 'channels',
  method: 'POST',
  path: '/channels/quote',
  summary: 'Quote a capability before executing it.',
  description:
    'Profile context is mandatory (session, both headers, or a profile-and-team-scoped key). Body as for execute: `capabilityId`, optional `targetAddress`, `amount`, `params`. Returns `{ capabilityId, channelSlug, serviceType, selection, quote }`, with `context` only when the adapter supplies it.',
  auth: auth.headerContext(),
  successStatus: 200,
  schemas: {
    body: capabilityRunBody(),
    response: ChannelQuote,
  },
  errors: [
    { status: 400, description: 'Invalid client input.' },
    { status: 401, description: 'Missing session or profile context.' },
    { status: 403, description: 'Capability missing or disabled.' },
    { status: 429, description: 'Rate limit exceeded.' },
    { status: 500, description: 'Unexpected failure.' },
    { status: 501, description: 'Adapter or quote not supported.' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /channels/{channelSlug} */
export const getChannel = defineOperation({
  id: 'getChannel',
  sdk: 'channels.retrieve',
  area: 'channels',
  method: 'GET',
  path: '/channels/{channelSlug}',
  summary: 'Describe a channel and its methods.',
  description:
    'Public. Returns `{ channelSlug, methods }`, each method with its `httpMethod`, `description` and `parameters`.',
  auth: auth.public(),
  successStatus: 200,
  schemas: {
    params: z.object({ channelSlug: pathSegment() }),
    response: loose({
      channelSlug: z.string(),
      methods: z.record(
        z.string(),
        loose({
          httpMethod: z.string(),
          description: z.string().nullable().optional(),
          parameters: z.unknown(),
        }),
      ),
    }),
  },
  errors: [{ status: 404, code: 'CH-01', description: 'Channel not found.' }],
  invalidInputCode: BODY_PARSER_CODE,
});

/** POST /channels/{channelSlug}/action/{actionName}/{actionId} */
export const runChannelAction = defineOperation({
  id: 'runChannelAction',
  sdk: 'channels.actions.run',
  area: 'channels',
  method: 'POST',
  path: '/channels/{channelSlug}/action/{actionName}/{actionId}',
  summary: 'Run a named action of a channel on an existing record.',
  description:
    'The body depends on the action and is passed through as a JSON object. The response shape depends on the action.',
  auth: auth.key(),
  successStatus: 200,
  schemas: {
    params: z.object({
      channelSlug: pathSegment(),
      actionName: pathSegment(),
      actionId: pathSegment(),
    }),
    body: jsonObject(),
    response: z.unknown(),
  },
  errors: [
    { status: 400, code: 'CH-06', description: 'Invalid request body.' },
    { status: 403, code: 'CH-01', description: 'Invalid API key.' },
    { status: 404, code: 'CH-02', description: 'Action not found.' },
    { status: 418, code: 'CH-05', description: 'Invalid HTTP method.' },
    { status: 500, code: 'CH-07', description: 'Action function failed.' },
  ],
  invalidInputCode: 'CH-06',
});

/** GET /channels/{channelSlug}/method/{methodName} */
export const getChannelMethod = defineOperation({
  id: 'getChannelMethod',
  sdk: 'channels.methods.retrieve',
  area: 'channels',
  method: 'GET',
  path: '/channels/{channelSlug}/method/{methodName}',
  summary: 'Describe one method of a channel.',
  description: 'Returns the method map for that method.',
  auth: auth.key(),
  successStatus: 200,
  schemas: {
    params: z.object({ channelSlug: pathSegment(), methodName: pathSegment() }),
    response: loose({
      httpMethod: z.string().optional(),
      params: z.unknown().optional(),
    }),
  },
  errors: [
    { status: 400, description: 'Invalid input.' },
    { status: 403, code: 'CH-01', description: 'Invalid API key.' },
    { status: 403, code: 'CH-03', description: 'Channel not available for app.' },
    { status: 404, code: 'CH-02', description: 'Method not found.' },
    { status: 500, description: 'Method lookup failed.' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** Result of a parameter validation; adapter-defined, `{ ok, signature }` for signed-input validators. */
export const ValidationResult = loose({
  ok: z.boolean().optional(),
  signature: z.string().optional(),
});

/** POST /channels/{channelSlug}/validate */
export const validateChannelParam = defineOperation({
  id: 'validateChannelParam',
  sdk: 'channels.validate',
  area: 'channels',
  method: 'POST',
  path: '/channels/{channelSlug}/validate',
  summary: 'Validate one capability parameter before quoting or executing.',
  description:
    'Body `paramKey`, `value` (any JSON value) and `capabilityId`, all required. Context is optional: an app-level key alone is accepted and the adapter receives the key team id when available. The result is adapter-defined; a signed-input validator returns `{ ok, signature }`, and the value and signature are then sent together in execute params.',
  auth: auth.optionalContext(),
  successStatus: 200,
  schemas: {
    params: z.object({ channelSlug: pathSegment() }),
    body: z.object({
      paramKey: z.string().min(1),
      value: z.unknown().refine((value) => value !== undefined, 'Required'),
      capabilityId: z.string().min(1),
    }),
    response: ValidationResult,
  },
  errors: [
    { status: 400, description: 'Invalid input or value.' },
    { status: 500, description: 'Validation failed.' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /channels/{channelSlug}/{txId} */
export const getChannelTransaction = defineOperation({
  id: 'getChannelTransaction',
  sdk: 'channels.transactions.retrieve',
  area: 'channels',
  method: 'GET',
  path: '/channels/{channelSlug}/{txId}',
  summary: 'Read a transaction of a channel with its detail and next steps.',
  description:
    'Returns `{ tx, detail, actionNeeded, steps }`, plus `team` (`id`, `name`, `image`) and `offers` when available.',
  auth: auth.key(),
  successStatus: 200,
  schemas: {
    params: z.object({ channelSlug: pathSegment(), txId: pathSegment() }),
    response: loose({
      tx: Transaction,
      detail: z.unknown(),
      actionNeeded: z.boolean(),
      steps: z.array(z.unknown()),
      team: loose({ id: z.string(), name: z.string(), image: z.string().nullable().optional() }).optional(),
      offers: z.unknown().optional(),
    }),
  },
  errors: [
    { status: 400, description: 'Invalid input.' },
    { status: 403, code: 'CHID#GET-01', description: 'Invalid API key.' },
    { status: 404, code: 'CHID#GET-03', description: 'Transaction not found.' },
    { status: 500, description: 'Transaction lookup failed.' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /v1/apps/channels */
export const listAppChannels = defineOperation({
  id: 'listAppChannels',
  sdk: 'channels.app.list',
  area: 'channels',
  method: 'GET',
  path: '/v1/apps/channels',
  summary: "List the channels enabled for the key's app.",
  description: 'Returns an array of `{ appChannels, channel }`.',
  auth: auth.key(),
  successStatus: 200,
  schemas: {
    response: z.array(loose({ appChannels: z.unknown(), channel: z.unknown() })),
  },
  errors: [{ status: 500, description: 'Lookup failed.' }],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /v1/channels/fees */
export const getChannelFees = defineOperation({
  id: 'getChannelFees',
  sdk: 'channels.fees.retrieve',
  area: 'channels',
  method: 'GET',
  path: '/v1/channels/fees',
  summary: 'Read the fee configuration of a channel.',
  description:
    'Query `channelSlug` is required. Returns the fee configuration: `send` and `request` entries plus `minSurchargeBps` and `minCommissionBps`.',
  auth: auth.headerContext(),
  successStatus: 200,
  schemas: {
    query: z.object({ channelSlug: z.string().min(1) }),
    response: FeeConfiguration,
  },
  errors: [
    { status: 400, description: 'Missing or invalid channelSlug.' },
    // Statuses 200, 400, 500 only: no usable context is a 400 here, not the generic 401.
    { status: 400, description: 'Missing context.' },
    { status: 500, description: 'Fee lookup failed.' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

export const channelsOperations = [
  listChannels,
  listChannelCategories,
  getDiscovery,
  getDiscoveryCapability,
  getDiscoveryGate,
  executeChannel,
  listChannelMethods,
  completeChannelOnboarding,
  quoteChannel,
  getChannel,
  runChannelAction,
  getChannelMethod,
  validateChannelParam,
  getChannelTransaction,
  listAppChannels,
  getChannelFees,
] as const;
