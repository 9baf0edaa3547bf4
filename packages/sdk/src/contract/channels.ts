/**
 * Generic channels: listing, discovery, validate, quote, execute and channel actions
 * (spec: Endpoints > Channels (generic)).
 */
import * as z from 'zod/mini';
import { auth } from './auth.js';
import { BODY_PARSER_CODE, defineOperation, lazySchemas } from './operation.js';
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
import { jsonObject, loose, openEnum, queryFlag, timestamp, uuid } from './schemas.js';

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
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    query: /* @__PURE__ */ z.object({
      country: /* @__PURE__ */ z.optional(
        /* @__PURE__ */ z
          .string()
          .check(/* @__PURE__ */ z.regex(/^\s*(?:[A-Za-z]{2})?\s*$/, 'Expected a two-letter country code')),
      ),
      fiat_asset: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
      crypto_asset: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
      service_type: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.enum(SERVICE_TYPES)),
      category: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
    }),
    response: /* @__PURE__ */ z.array(ChannelSummary),
  })),
  errors: [{ status: 400 }, { status: 403, code: 'CH-01', role: 'invalidKey' }, { status: 500 }],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /channels/categories */
export const listChannelCategories = /* @__PURE__ */ defineOperation({
  id: 'listChannelCategories',
  sdk: 'channels.categories.list',
  area: 'channels',
  method: 'GET',
  path: '/channels/categories',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    query: /* @__PURE__ */ z.object({
      includeUnknown: /* @__PURE__ */ z.optional(/* @__PURE__ */ queryFlag()),
    }),
    response: /* @__PURE__ */ loose({ categories: /* @__PURE__ */ z.array(Category) }),
  })),
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
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    response: DiscoveryTree,
  })),
  errors: [{ status: 503 }],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /channels/discovery/capability/{capabilityId} */
export const getDiscoveryCapability = /* @__PURE__ */ defineOperation({
  id: 'getDiscoveryCapability',
  sdk: 'channels.discovery.capabilities.retrieve',
  area: 'channels',
  method: 'GET',
  path: '/channels/discovery/capability/{capabilityId}',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    params: /* @__PURE__ */ z.object({ capabilityId: /* @__PURE__ */ uuid() }),
    response: /* @__PURE__ */ loose({ capability: Capability, updatedAt: /* @__PURE__ */ timestamp() }),
  })),
  errors: [{ status: 400 }, { status: 404 }, { status: 500 }, { status: 503 }],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /channels/discovery/{gateId} */
export const getDiscoveryGate = /* @__PURE__ */ defineOperation({
  id: 'getDiscoveryGate',
  sdk: 'channels.discovery.gates.retrieve',
  area: 'channels',
  method: 'GET',
  path: '/channels/discovery/{gateId}',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    params: /* @__PURE__ */ z.object({ gateId: /* @__PURE__ */ uuid() }),
    response: /* @__PURE__ */ loose({ gate: Gate, updatedAt: /* @__PURE__ */ timestamp() }),
  })),
  errors: [{ status: 400 }, { status: 404 }, { status: 500 }, { status: 503 }],
  invalidInputCode: BODY_PARSER_CODE,
});

/** The transaction created by an execute call. */
export const ExecuteResult = /* @__PURE__ */ loose({
  txId: /* @__PURE__ */ z.string(),
  channelTableType: /* @__PURE__ */ z.string(),
  recordId: /* @__PURE__ */ z.string(),
  walletFlow: /* @__PURE__ */ openEnum(WALLET_FLOWS),
  /**
   * Channel-specific (spec: "example fields `url`, `orderCustomId`, `expiresAt`,
   * `refreshUrlEndpoint`"), so the example fields are named without a type: any value.
   */
  providerPayload: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.nullable(
      /* @__PURE__ */ loose({
        url: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.unknown()),
        orderCustomId: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.unknown()),
        expiresAt: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.unknown()),
        refreshUrlEndpoint: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.unknown()),
      }),
    ),
  ),
});

/** POST /channels/execute */
export const executeChannel = /* @__PURE__ */ defineOperation({
  id: 'executeChannel',
  sdk: 'channels.execute',
  area: 'channels',
  method: 'POST',
  path: '/channels/execute',
  auth: /* @__PURE__ */ auth.session(),
  successStatus: 201,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    body: /* @__PURE__ */ capabilityRunBody(),
    response: ExecuteResult,
  })),
  errors: [{ status: 400 }, { status: 403 }, { status: 500 }, { status: 501 }],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /channels/methods/{channelSlug} */
export const listChannelMethods = /* @__PURE__ */ defineOperation({
  id: 'listChannelMethods',
  sdk: 'channels.methods.list',
  area: 'channels',
  method: 'GET',
  path: '/channels/methods/{channelSlug}',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
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
  })),
  errors: [{ status: 400 }, { status: 403 }, { status: 404 }, { status: 500 }],
  invalidInputCode: BODY_PARSER_CODE,
});

/** POST /channels/onboarding/complete */
export const completeChannelOnboarding = /* @__PURE__ */ defineOperation({
  id: 'completeChannelOnboarding',
  sdk: 'channels.onboarding.complete',
  area: 'channels',
  method: 'POST',
  path: '/channels/onboarding/complete',
  auth: /* @__PURE__ */ auth.session(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    body: /* @__PURE__ */ z.object({
      channelId: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1)),
    }),
    response: /* @__PURE__ */ loose({
      scope: /* @__PURE__ */ openEnum(ONBOARDING_SCOPES),
      channelId: /* @__PURE__ */ z.string(),
    }),
  })),
  errors: [{ status: 400 }, { status: 403 }, { status: 404 }, { status: 500 }],
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
  auth: /* @__PURE__ */ auth.headerContext(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    body: /* @__PURE__ */ capabilityRunBody(),
    response: ChannelQuote,
  })),
  errors: [
    { status: 400 },
    { status: 401 },
    { status: 403 },
    { status: 429 },
    { status: 500 },
    { status: 501 },
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
  auth: /* @__PURE__ */ auth.public(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
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
  })),
  errors: [{ status: 404, code: 'CH-01' }],
  invalidInputCode: BODY_PARSER_CODE,
});

/** POST /channels/{channelSlug}/action/{actionName}/{actionId} */
export const runChannelAction = /* @__PURE__ */ defineOperation({
  id: 'runChannelAction',
  sdk: 'channels.actions.run',
  area: 'channels',
  method: 'POST',
  path: '/channels/{channelSlug}/action/{actionName}/{actionId}',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    params: /* @__PURE__ */ z.object({
      channelSlug: /* @__PURE__ */ pathSegment(),
      actionName: /* @__PURE__ */ pathSegment(),
      actionId: /* @__PURE__ */ pathSegment(),
    }),
    body: /* @__PURE__ */ jsonObject(),
    response: /* @__PURE__ */ z.unknown(),
  })),
  errors: [
    { status: 400, code: 'CH-06' },
    { status: 403, code: 'CH-01', role: 'invalidKey' },
    { status: 404, code: 'CH-02', role: 'actionNotFound' },
    { status: 409 },
    { status: 418, code: 'CH-05', role: 'invalidMethod' },
    { status: 500, code: 'CH-07' },
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
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    params: /* @__PURE__ */ z.object({
      channelSlug: /* @__PURE__ */ pathSegment(),
      methodName: /* @__PURE__ */ pathSegment(),
    }),
    response: /* @__PURE__ */ loose({
      httpMethod: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
      params: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.unknown()),
    }),
  })),
  errors: [
    { status: 400 },
    { status: 403, code: 'CH-01', role: 'invalidKey' },
    { status: 403, code: 'CH-03' },
    { status: 404, code: 'CH-02' },
    { status: 500 },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** Result of a parameter validation; adapter-defined, `{ ok, signature }` for signed-input validators. */
export const ValidationResult = /* @__PURE__ */ loose({
  ok: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  /** A signed-input validator's signature; other adapters may send none, or null for a value that is not valid. */
  signature: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string())),
});

/** POST /channels/{channelSlug}/validate */
export const validateChannelParam = /* @__PURE__ */ defineOperation({
  id: 'validateChannelParam',
  sdk: 'channels.validate',
  area: 'channels',
  method: 'POST',
  path: '/channels/{channelSlug}/validate',
  auth: /* @__PURE__ */ auth.optionalContext(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    params: /* @__PURE__ */ z.object({ channelSlug: /* @__PURE__ */ pathSegment() }),
    body: /* @__PURE__ */ z.object({
      paramKey: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1)),
      value: /* @__PURE__ */ z
        .unknown()
        .check(/* @__PURE__ */ z.refine((value) => value !== undefined, 'Required')),
      capabilityId: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1)),
    }),
    response: ValidationResult,
  })),
  errors: [{ status: 400, unknownId: true }, { status: 500 }],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /channels/{channelSlug}/{txId} */
export const getChannelTransaction = /* @__PURE__ */ defineOperation({
  id: 'getChannelTransaction',
  sdk: 'channels.transactions.retrieve',
  area: 'channels',
  method: 'GET',
  path: '/channels/{channelSlug}/{txId}',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
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
  })),
  errors: [
    { status: 400 },
    { status: 403, code: 'CHID#GET-01', role: 'invalidKey' },
    { status: 404, code: 'CHID#GET-03' },
    { status: 500 },
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
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    response: /* @__PURE__ */ z.array(
      /* @__PURE__ */ loose({
        appChannels: /* @__PURE__ */ z.unknown(),
        channel: /* @__PURE__ */ z.unknown(),
      }),
    ),
  })),
  errors: [{ status: 500 }],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /v1/channels/fees */
export const getChannelFees = /* @__PURE__ */ defineOperation({
  id: 'getChannelFees',
  sdk: 'channels.fees.retrieve',
  area: 'channels',
  method: 'GET',
  path: '/v1/channels/fees',
  auth: /* @__PURE__ */ auth.headerContext(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    query: /* @__PURE__ */ z.object({
      channelSlug: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1)),
    }),
    response: FeeConfiguration,
  })),
  errors: [
    { status: 400 },
    // Statuses 200, 400, 500 only: no usable context is a 400 here, not the generic 401.
    { status: 400, role: 'missingContext' },
    { status: 500 },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

export const channelsOperations: readonly [
  typeof listChannels,
  typeof listChannelCategories,
  typeof getDiscovery,
  typeof getDiscoveryCapability,
  typeof getDiscoveryGate,
  typeof executeChannel,
  typeof listChannelMethods,
  typeof completeChannelOnboarding,
  typeof quoteChannel,
  typeof getChannel,
  typeof runChannelAction,
  typeof getChannelMethod,
  typeof validateChannelParam,
  typeof getChannelTransaction,
  typeof listAppChannels,
  typeof getChannelFees,
] = [
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
