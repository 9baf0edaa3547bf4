/**
 * Generic channels: listing, discovery, validate, quote, execute and channel actions
 * (spec: Endpoints > Channels (generic)).
 */
import * as z from 'zod/mini';
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
const pathSegment = /* @__NO_SIDE_EFFECTS__ */ () => z.string().check(z.minLength(1));

/** A value the server may send as a number or as a numeric string. */
const numeric = /* @__NO_SIDE_EFFECTS__ */ () => z.union([z.number(), z.string()]);

/** A value with its currency, as used inside quotes. */
const Money = /* @__PURE__ */ loose({
  value: /* @__PURE__ */ numeric(),
  currency: /* @__PURE__ */ z.string(),
});

/** Wallet flows of an execute result. */
export const WALLET_FLOWS = ['internal', 'external'] as const;

/** Scopes of a completed channel onboarding. */
export const ONBOARDING_SCOPES = ['team', 'user'] as const;

/**
 * Body shared by quote and execute: the capability to run, an optional target wallet, the amount
 * and the capability's parameters.
 */
const capabilityRunBody = /* @__NO_SIDE_EFFECTS__ */ () =>
  z.object({
    capabilityId: z.string().check(z.minLength(1)),
    targetAddress: z.optional(z.string().check(z.minLength(1))),
    amount: z.number(),
    params: jsonObject(),
  });

/** The discovery tree: filters, gates and the time it was built. */
export const DiscoveryTree = /* @__PURE__ */ loose({
  filters: /* @__PURE__ */ loose({
    countries: /* @__PURE__ */ z.array(
      /* @__PURE__ */ loose({
        id: /* @__PURE__ */ z.string(),
        code: /* @__PURE__ */ z.string(),
        name: /* @__PURE__ */ z.string(),
        flag: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string())),
      }),
    ),
    tokens: /* @__PURE__ */ z.array(
      /* @__PURE__ */ loose({
        id: /* @__PURE__ */ z.string(),
        symbol: /* @__PURE__ */ z.string(),
        name: /* @__PURE__ */ z.string(),
      }),
    ),
    currencies: /* @__PURE__ */ z.array(
      /* @__PURE__ */ loose({
        id: /* @__PURE__ */ z.string(),
        symbol: /* @__PURE__ */ z.string(),
        name: /* @__PURE__ */ z.string(),
      }),
    ),
    categories: /* @__PURE__ */ z.array(
      /* @__PURE__ */ loose({
        id: /* @__PURE__ */ z.string(),
        slug: /* @__PURE__ */ z.string(),
        name: /* @__PURE__ */ z.string(),
      }),
    ),
    chains: /* @__PURE__ */ z.array(ChainRef),
    serviceTypes: /* @__PURE__ */ z.array(/* @__PURE__ */ openEnum(SERVICE_TYPES)),
  }),
  gates: /* @__PURE__ */ z.array(Gate),
  updatedAt: /* @__PURE__ */ timestamp(),
});

/** GET /channels */
export const listChannels = /* @__PURE__ */ defineOperation({
  id: 'listChannels',
  sdk: 'channels.list',
  area: 'channels',
  method: 'GET',
  path: '/channels',
  summary: 'List the channels available to the app, optionally filtered.',
  description:
    'Optional query filters `country`, `fiat_asset`, `crypto_asset`, `service_type` (`onramp` or `offramp`) and `category`. Returns an array of channel summaries (`name`, `slug`, `methods`).',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: {
    query: /* @__PURE__ */ z.object({
      country: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
      fiat_asset: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
      crypto_asset: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
      service_type: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.enum(SERVICE_TYPES)),
      category: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
    }),
    response: /* @__PURE__ */ z.array(ChannelSummary),
  },
  errors: [
    { status: 400, description: 'Invalid query.' },
    { status: 403, code: 'CH-01', role: 'invalidKey', description: 'Invalid API key.' },
    { status: 500, description: 'Channel lookup failed.' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /channels/categories */
export const listChannelCategories = /* @__PURE__ */ defineOperation({
  id: 'listChannelCategories',
  sdk: 'channels.categories.list',
  area: 'channels',
  method: 'GET',
  path: '/channels/categories',
  summary: 'List channel categories.',
  description:
    'Unknown categories are excluded unless query `includeUnknown` is `true`. Returns `{ categories }`.',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: {
    query: /* @__PURE__ */ z.object({
      includeUnknown: /* @__PURE__ */ z.optional(/* @__PURE__ */ queryFlag()),
    }),
    response: /* @__PURE__ */ loose({ categories: /* @__PURE__ */ z.array(Category) }),
  },
  errors: [],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /channels/discovery */
export const getDiscovery = /* @__PURE__ */ defineOperation({
  id: 'getDiscovery',
  sdk: 'channels.discovery.retrieve',
  area: 'channels',
  method: 'GET',
  path: '/channels/discovery',
  summary: 'Read the discovery tree of gates, filters and capabilities.',
  description:
    'Returns the discovery tree: `filters` (countries, tokens, currencies, categories, chains, service types), `gates` and `updatedAt`.',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: {
    response: DiscoveryTree,
  },
  errors: [{ status: 503, description: 'Discovery is temporarily unavailable.' }],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /channels/discovery/capability/{capabilityId} */
export const getDiscoveryCapability = /* @__PURE__ */ defineOperation({
  id: 'getDiscoveryCapability',
  sdk: 'channels.discovery.capabilities.retrieve',
  area: 'channels',
  method: 'GET',
  path: '/channels/discovery/capability/{capabilityId}',
  summary: 'Read one capability of the discovery tree.',
  description: 'Returns `{ capability, updatedAt }`.',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: {
    params: /* @__PURE__ */ z.object({ capabilityId: /* @__PURE__ */ pathSegment() }),
    response: /* @__PURE__ */ loose({ capability: Capability, updatedAt: /* @__PURE__ */ timestamp() }),
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
export const getDiscoveryGate = /* @__PURE__ */ defineOperation({
  id: 'getDiscoveryGate',
  sdk: 'channels.discovery.gates.retrieve',
  area: 'channels',
  method: 'GET',
  path: '/channels/discovery/{gateId}',
  summary: 'Read one gate of the discovery tree with its providers and capabilities.',
  description: 'Returns `{ gate, updatedAt }`; the single-gate view adds `providers` and `capabilities`.',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: {
    params: /* @__PURE__ */ z.object({ gateId: /* @__PURE__ */ pathSegment() }),
    response: /* @__PURE__ */ loose({ gate: Gate, updatedAt: /* @__PURE__ */ timestamp() }),
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
export const ExecuteResult = /* @__PURE__ */ loose({
  txId: /* @__PURE__ */ z.string(),
  channelTableType: /* @__PURE__ */ z.string(),
  recordId: /* @__PURE__ */ z.string(),
  walletFlow: /* @__PURE__ */ openEnum(WALLET_FLOWS),
  providerPayload: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ loose({
      url: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
      orderCustomId: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
      expiresAt: /* @__PURE__ */ z.optional(
        /* @__PURE__ */ z.union([/* @__PURE__ */ timestamp(), /* @__PURE__ */ z.number()]),
      ),
      refreshUrlEndpoint: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
    }),
  ),
});

/** POST /channels/execute */
export const executeChannel = /* @__PURE__ */ defineOperation({
  id: 'executeChannel',
  sdk: 'channels.execute',
  area: 'channels',
  method: 'POST',
  path: '/channels/execute',
  summary: 'Run a capability and create its transaction.',
  description:
    'Body `capabilityId`, optional `targetAddress` (defaults to the team default wallet when configured), `amount` and `params`. Returns `{ txId, channelTableType, recordId, walletFlow, providerPayload }`; `providerPayload` is channel-specific and omitted for some internal flows. When the service can sign for the wallet the transfer may complete server-side; otherwise the response carries transaction data for the user to sign.',
  auth: /* @__PURE__ */ auth.session(),
  successStatus: 201,
  schemas: {
    body: /* @__PURE__ */ capabilityRunBody(),
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
export const listChannelMethods = /* @__PURE__ */ defineOperation({
  id: 'listChannelMethods',
  sdk: 'channels.methods.list',
  area: 'channels',
  method: 'GET',
  path: '/channels/methods/{channelSlug}',
  summary: 'List the methods of a channel with their parameters.',
  description:
    'Optional query `method` restricts `methods` to that one. Returns `{ channelId, slug, methods }`, each method with its `httpMethod` and `params` (`type`, `required`).',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: {
    params: /* @__PURE__ */ z.object({ channelSlug: /* @__PURE__ */ pathSegment() }),
    query: /* @__PURE__ */ z.object({ method: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()) }),
    response: /* @__PURE__ */ loose({
      channelId: /* @__PURE__ */ z.string(),
      slug: /* @__PURE__ */ z.string(),
      methods: /* @__PURE__ */ z.record(
        /* @__PURE__ */ z.string(),
        /* @__PURE__ */ loose({
          httpMethod: /* @__PURE__ */ z.string(),
          params: /* @__PURE__ */ z.record(
            /* @__PURE__ */ z.string(),
            /* @__PURE__ */ loose({
              type: /* @__PURE__ */ z.string(),
              required: /* @__PURE__ */ z.boolean(),
            }),
          ),
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
export const completeChannelOnboarding = /* @__PURE__ */ defineOperation({
  id: 'completeChannelOnboarding',
  sdk: 'channels.onboarding.complete',
  area: 'channels',
  method: 'POST',
  path: '/channels/onboarding/complete',
  summary: 'Mark the onboarding of a channel as complete.',
  description: 'Body `channelId`. Returns `{ scope, channelId }`, where `scope` is `team` or `user`.',
  auth: /* @__PURE__ */ auth.session(),
  successStatus: 200,
  schemas: {
    body: /* @__PURE__ */ z.object({
      channelId: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1)),
    }),
    response: /* @__PURE__ */ loose({
      scope: /* @__PURE__ */ openEnum(ONBOARDING_SCOPES),
      channelId: /* @__PURE__ */ z.string(),
    }),
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
export const ChannelQuote = /* @__PURE__ */ loose({
  capabilityId: /* @__PURE__ */ z.string(),
  channelSlug: /* @__PURE__ */ z.string(),
  serviceType: /* @__PURE__ */ openEnum(SERVICE_TYPES),
  selection: /* @__PURE__ */ loose({
    amount: /* @__PURE__ */ numeric(),
    fiat: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string())),
    payment: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string())),
    crypto: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string())),
    chainId: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ numeric())),
    country: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string())),
  }),
  quote: /* @__PURE__ */ loose({
    amountIn: Money,
    amountOut: Money,
    exchangeRate: /* @__PURE__ */ loose({
      value: /* @__PURE__ */ numeric(),
      pair: /* @__PURE__ */ z.string(),
    }),
    fees: /* @__PURE__ */ loose({
      total: Money,
      breakdown: /* @__PURE__ */ z.array(
        /* @__PURE__ */ loose({
          type: /* @__PURE__ */ z.string(),
          value: /* @__PURE__ */ numeric(),
          currency: /* @__PURE__ */ z.string(),
        }),
      ),
    }),
    raw: /* @__PURE__ */ z.unknown(),
  }),
  context: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.unknown()),
});

/** POST /channels/quote */
export const quoteChannel = /* @__PURE__ */ defineOperation({
  id: 'quoteChannel',
  sdk: 'channels.quote',
  area: 'channels',
  method: 'POST',
  path: '/channels/quote',
  summary: 'Quote a capability before executing it.',
  description:
    'Profile context is mandatory (session, both headers, or a profile-and-team-scoped key). Body as for execute: `capabilityId`, optional `targetAddress`, `amount`, `params`. Returns `{ capabilityId, channelSlug, serviceType, selection, quote }`, with `context` only when the adapter supplies it.',
  auth: /* @__PURE__ */ auth.headerContext(),
  successStatus: 200,
  schemas: {
    body: /* @__PURE__ */ capabilityRunBody(),
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
export const getChannel = /* @__PURE__ */ defineOperation({
  id: 'getChannel',
  sdk: 'channels.retrieve',
  area: 'channels',
  method: 'GET',
  path: '/channels/{channelSlug}',
  summary: 'Describe a channel and its methods.',
  description:
    'Public. Returns `{ channelSlug, methods }`, each method with its `httpMethod`, `description` and `parameters`.',
  auth: /* @__PURE__ */ auth.public(),
  successStatus: 200,
  schemas: {
    params: /* @__PURE__ */ z.object({ channelSlug: /* @__PURE__ */ pathSegment() }),
    response: /* @__PURE__ */ loose({
      channelSlug: /* @__PURE__ */ z.string(),
      methods: /* @__PURE__ */ z.record(
        /* @__PURE__ */ z.string(),
        /* @__PURE__ */ loose({
          httpMethod: /* @__PURE__ */ z.string(),
          description: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string())),
          parameters: /* @__PURE__ */ z.unknown(),
        }),
      ),
    }),
  },
  errors: [{ status: 404, code: 'CH-01', description: 'Channel not found.' }],
  invalidInputCode: BODY_PARSER_CODE,
});

/** POST /channels/{channelSlug}/action/{actionName}/{actionId} */
export const runChannelAction = /* @__PURE__ */ defineOperation({
  id: 'runChannelAction',
  sdk: 'channels.actions.run',
  area: 'channels',
  method: 'POST',
  path: '/channels/{channelSlug}/action/{actionName}/{actionId}',
  summary: 'Run a named action of a channel on an existing record.',
  description:
    'The body depends on the action and is passed through as a JSON object. The response shape depends on the action.',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: {
    params: /* @__PURE__ */ z.object({
      channelSlug: /* @__PURE__ */ pathSegment(),
      actionName: /* @__PURE__ */ pathSegment(),
      actionId: /* @__PURE__ */ pathSegment(),
    }),
    body: /* @__PURE__ */ jsonObject(),
    response: /* @__PURE__ */ z.unknown(),
  },
  errors: [
    { status: 400, code: 'CH-06', description: 'Invalid request body.' },
    { status: 403, code: 'CH-01', role: 'invalidKey', description: 'Invalid API key.' },
    { status: 404, code: 'CH-02', role: 'actionNotFound', description: 'Action not found.' },
    { status: 418, code: 'CH-05', role: 'invalidMethod', description: 'Invalid HTTP method.' },
    { status: 500, code: 'CH-07', description: 'Action function failed.' },
  ],
  invalidInputCode: 'CH-06',
});

/** GET /channels/{channelSlug}/method/{methodName} */
export const getChannelMethod = /* @__PURE__ */ defineOperation({
  id: 'getChannelMethod',
  sdk: 'channels.methods.retrieve',
  area: 'channels',
  method: 'GET',
  path: '/channels/{channelSlug}/method/{methodName}',
  summary: 'Describe one method of a channel.',
  description: 'Returns the method map for that method.',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: {
    params: /* @__PURE__ */ z.object({
      channelSlug: /* @__PURE__ */ pathSegment(),
      methodName: /* @__PURE__ */ pathSegment(),
    }),
    response: /* @__PURE__ */ loose({
      httpMethod: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
      params: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.unknown()),
    }),
  },
  errors: [
    { status: 400, description: 'Invalid input.' },
    { status: 403, code: 'CH-01', role: 'invalidKey', description: 'Invalid API key.' },
    { status: 403, code: 'CH-03', description: 'Channel not available for app.' },
    { status: 404, code: 'CH-02', description: 'Method not found.' },
    { status: 500, description: 'Method lookup failed.' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** Result of a parameter validation; adapter-defined, `{ ok, signature }` for signed-input validators. */
export const ValidationResult = /* @__PURE__ */ loose({
  ok: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  signature: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
});

/** POST /channels/{channelSlug}/validate */
export const validateChannelParam = /* @__PURE__ */ defineOperation({
  id: 'validateChannelParam',
  sdk: 'channels.validate',
  area: 'channels',
  method: 'POST',
  path: '/channels/{channelSlug}/validate',
  summary: 'Validate one capability parameter before quoting or executing.',
  description:
    'Body `paramKey`, `value` (any JSON value) and `capabilityId`, all required. Context is optional: an app-level key alone is accepted and the adapter receives the key team id when available. The result is adapter-defined; a signed-input validator returns `{ ok, signature }`, and the value and signature are then sent together in execute params.',
  auth: /* @__PURE__ */ auth.optionalContext(),
  successStatus: 200,
  schemas: {
    params: /* @__PURE__ */ z.object({ channelSlug: /* @__PURE__ */ pathSegment() }),
    body: /* @__PURE__ */ z.object({
      paramKey: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1)),
      value: /* @__PURE__ */ z
        .unknown()
        .check(/* @__PURE__ */ z.refine((value) => value !== undefined, 'Required')),
      capabilityId: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1)),
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
export const getChannelTransaction = /* @__PURE__ */ defineOperation({
  id: 'getChannelTransaction',
  sdk: 'channels.transactions.retrieve',
  area: 'channels',
  method: 'GET',
  path: '/channels/{channelSlug}/{txId}',
  summary: 'Read a transaction of a channel with its detail and next steps.',
  description:
    'Returns `{ tx, detail, actionNeeded, steps }`, plus `team` (`id`, `name`, `image`) and `offers` when available.',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: {
    params: /* @__PURE__ */ z.object({
      channelSlug: /* @__PURE__ */ pathSegment(),
      txId: /* @__PURE__ */ pathSegment(),
    }),
    response: /* @__PURE__ */ loose({
      tx: Transaction,
      detail: /* @__PURE__ */ z.unknown(),
      actionNeeded: /* @__PURE__ */ z.boolean(),
      steps: /* @__PURE__ */ z.array(/* @__PURE__ */ z.unknown()),
      team: /* @__PURE__ */ z.optional(
        /* @__PURE__ */ loose({
          id: /* @__PURE__ */ z.string(),
          name: /* @__PURE__ */ z.string(),
          image: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string())),
        }),
      ),
      offers: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.unknown()),
    }),
  },
  errors: [
    { status: 400, description: 'Invalid input.' },
    { status: 403, code: 'CHID#GET-01', role: 'invalidKey', description: 'Invalid API key.' },
    { status: 404, code: 'CHID#GET-03', description: 'Transaction not found.' },
    { status: 500, description: 'Transaction lookup failed.' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /v1/apps/channels */
export const listAppChannels = /* @__PURE__ */ defineOperation({
  id: 'listAppChannels',
  sdk: 'channels.app.list',
  area: 'channels',
  method: 'GET',
  path: '/v1/apps/channels',
  summary: "List the channels enabled for the key's app.",
  description: 'Returns an array of `{ appChannels, channel }`.',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: {
    response: /* @__PURE__ */ z.array(
      /* @__PURE__ */ loose({
        appChannels: /* @__PURE__ */ z.unknown(),
        channel: /* @__PURE__ */ z.unknown(),
      }),
    ),
  },
  errors: [{ status: 500, description: 'Lookup failed.' }],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /v1/channels/fees */
export const getChannelFees = /* @__PURE__ */ defineOperation({
  id: 'getChannelFees',
  sdk: 'channels.fees.retrieve',
  area: 'channels',
  method: 'GET',
  path: '/v1/channels/fees',
  summary: 'Read the fee configuration of a channel.',
  description:
    'Query `channelSlug` is required. Returns the fee configuration: `send` and `request` entries plus `minSurchargeBps` and `minCommissionBps`.',
  auth: /* @__PURE__ */ auth.headerContext(),
  successStatus: 200,
  schemas: {
    query: /* @__PURE__ */ z.object({
      channelSlug: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1)),
    }),
    response: FeeConfiguration,
  },
  errors: [
    { status: 400, description: 'Missing or invalid channelSlug.' },
    // Statuses 200, 400, 500 only: no usable context is a 400 here, not the generic 401.
    { status: 400, role: 'missingContext', description: 'Missing context.' },
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
