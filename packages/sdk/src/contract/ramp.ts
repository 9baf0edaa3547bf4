/**
 * Hosted fiat on-ramp and off-ramp orders of the `ramp` channel family
 * (spec: Endpoints > Native payment request and send, top-up, and ramp channel routes).
 */
import * as z from 'zod/mini';
import { auth } from './auth.js';
import { BODY_PARSER_CODE, defineOperation } from './operation.js';
import { loose, openEnum, queryInt } from './schemas.js';

/** A required, non-empty string. */
const requiredString = /* @__NO_SIDE_EFFECTS__ */ () => z.string().check(z.minLength(1));

/** Body fields shared by on-ramp and off-ramp order creation. */
const orderBody = {
  amount: z.number(),
  fiat: requiredString(),
  payment: requiredString(),
  crypto: requiredString(),
  chainId: z.number(),
  country: requiredString(),
  wallet: z.optional(z.string()),
  language: z.optional(z.string()),
};

/** Query fields shared by the on-ramp and off-ramp quotes. */
const quoteQuery = {
  amount: requiredString(),
  fiat: requiredString(),
  payment: requiredString(),
  crypto: requiredString(),
  chainId: requiredString(),
  country: z.optional(z.string()),
  language: z.optional(z.string()),
};

/** The transaction shape returned by channel execution and by a ramp URL refresh. */
const RampCreateTx = loose({
  txId: z.string(),
  channelTableType: openEnum(['ch_ramp_onramp', 'ch_ramp_offramp']),
  recordId: z.string(),
  walletFlow: openEnum(['internal', 'external']),
  providerPayload: z.optional(
    loose({
      url: z.optional(z.string()),
      orderCustomId: z.optional(z.string()),
      expiresAt: z.optional(z.union([z.string(), z.number()])),
      refreshUrlEndpoint: z.optional(z.string()),
    }),
  ),
});

/** Order directions of the orders listing. */
export const RAMP_ORDER_METHODS = ['onramp', 'offramp', 'all'] as const;

/** POST /channel/ramp/offramp */
export const createOfframpOrder = defineOperation({
  id: 'createOfframpOrder',
  sdk: 'ramp.offramp.create',
  area: 'ramp',
  method: 'POST',
  path: '/channel/ramp/offramp',
  summary: 'Create a hosted off-ramp order.',
  description:
    'Creates an order selling `amount` of `crypto` on chain `chainId` for `fiat`, paid out by `payment` in `country`. `wallet` and `language` are optional.',
  auth: /* @__PURE__ */ auth.headerContext(),
  successStatus: 200,
  schemas: {
    body: z.object(orderBody),
    response: z.unknown(),
  },
  errors: [],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /channel/ramp/offramp/config */
export const getOfframpConfig = defineOperation({
  id: 'getOfframpConfig',
  sdk: 'ramp.offramp.config',
  area: 'ramp',
  method: 'GET',
  path: '/channel/ramp/offramp/config',
  summary: 'Read the off-ramp configuration.',
  description: 'Returns the off-ramp options. Takes no parameters.',
  auth: /* @__PURE__ */ auth.headerContext(),
  successStatus: 200,
  schemas: { response: z.unknown() },
  errors: [],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /channel/ramp/offramp/quote */
export const getOfframpQuote = defineOperation({
  id: 'getOfframpQuote',
  sdk: 'ramp.offramp.quote',
  area: 'ramp',
  method: 'GET',
  path: '/channel/ramp/offramp/quote',
  summary: 'Quote an off-ramp order.',
  description:
    'Quotes selling `amount` of `crypto` on chain `chainId` for `fiat` paid out by `payment`. `country`, `language` and `calcByFiat` are optional.',
  auth: /* @__PURE__ */ auth.headerContext(),
  successStatus: 200,
  schemas: {
    query: z.object({ ...quoteQuery, calcByFiat: z.optional(z.string()) }),
    response: z.unknown(),
  },
  errors: [],
  invalidInputCode: BODY_PARSER_CODE,
});

/** POST /channel/ramp/onramp */
export const createOnrampOrder = defineOperation({
  id: 'createOnrampOrder',
  sdk: 'ramp.onramp.create',
  area: 'ramp',
  method: 'POST',
  path: '/channel/ramp/onramp',
  summary: 'Create a hosted on-ramp order.',
  description:
    'Creates an order buying `crypto` on chain `chainId` with `amount` of `fiat` paid by `payment` in `country`. `redirectUrl`, `wallet` and `language` are optional.',
  auth: /* @__PURE__ */ auth.headerContext(),
  successStatus: 200,
  schemas: {
    body: z.object({ ...orderBody, redirectUrl: z.optional(z.string()) }),
    response: z.unknown(),
  },
  errors: [],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /channel/ramp/onramp/config */
export const getOnrampConfig = defineOperation({
  id: 'getOnrampConfig',
  sdk: 'ramp.onramp.config',
  area: 'ramp',
  method: 'GET',
  path: '/channel/ramp/onramp/config',
  summary: 'Read the on-ramp configuration.',
  description: 'Returns the on-ramp options. Takes no parameters.',
  auth: /* @__PURE__ */ auth.headerContext(),
  successStatus: 200,
  schemas: { response: z.unknown() },
  errors: [],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /channel/ramp/onramp/quote */
export const getOnrampQuote = defineOperation({
  id: 'getOnrampQuote',
  sdk: 'ramp.onramp.quote',
  area: 'ramp',
  method: 'GET',
  path: '/channel/ramp/onramp/quote',
  summary: 'Quote an on-ramp order.',
  description:
    'Quotes buying `crypto` on chain `chainId` with `amount` of `fiat` paid by `payment`. `country`, `language` and `isAmountCrypto` are optional.',
  auth: /* @__PURE__ */ auth.headerContext(),
  successStatus: 200,
  schemas: {
    query: z.object({ ...quoteQuery, isAmountCrypto: z.optional(z.string()) }),
    response: z.unknown(),
  },
  errors: [],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /channel/ramp/orders */
export const listRampOrders = defineOperation({
  id: 'listRampOrders',
  sdk: 'ramp.orders.list',
  area: 'ramp',
  method: 'GET',
  path: '/channel/ramp/orders',
  summary: 'List ramp orders of the app.',
  description:
    'Lists the ramp orders of the app, newest first, filtered by wallet, e-mail, status, date range and `method` (`onramp`, `offramp` or `all`, the default). Pages with `limit` and `offset`. Poll orders for status; webhooks are not sent for them.',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: {
    query: z.object({
      limit: z.optional(queryInt(1)),
      offset: z.optional(queryInt(0)),
      walletId: z.optional(z.string()),
      walletAddress: z.optional(z.string()),
      email: z.optional(z.string()),
      status: z.optional(z.string()),
      from: z.optional(z.string()),
      to: z.optional(z.string()),
      method: z._default(z.enum(RAMP_ORDER_METHODS), 'all'),
    }),
    response: z.unknown(),
  },
  errors: [],
  invalidInputCode: BODY_PARSER_CODE,
  pagination: {
    kind: 'offset',
    limitParam: 'limit',
    offsetParam: 'offset',
    itemsField: null,
    defaultLimit: 50,
  },
});

/** GET /channel/ramp/orders/{orderId} */
export const getRampOrder = defineOperation({
  id: 'getRampOrder',
  sdk: 'ramp.orders.retrieve',
  area: 'ramp',
  method: 'GET',
  path: '/channel/ramp/orders/{orderId}',
  summary: 'Read a ramp order by provider order id.',
  description:
    'Read-only view of one order by its provider order id. Poll it for status; outbound webhooks are not relied on for ramp orders.',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: {
    params: z.object({ orderId: requiredString() }),
    response: z.unknown(),
  },
  errors: [],
  invalidInputCode: BODY_PARSER_CODE,
});

/** POST /channel/ramp/{txId}/refresh-url */
export const refreshRampUrl = defineOperation({
  id: 'refreshRampUrl',
  sdk: 'ramp.refreshUrl',
  area: 'ramp',
  method: 'POST',
  path: '/channel/ramp/{txId}/refresh-url',
  summary: 'Refresh the hosted URL of a ramp transaction.',
  description:
    'Issues a new hosted URL for `amount` (with optional `redirectUrl` and `language`). Returns the same shape as channel execution, with `channelTableType` `ch_ramp_onramp` or `ch_ramp_offramp` as in the original transaction.',
  auth: /* @__PURE__ */ auth.session(),
  successStatus: 200,
  schemas: {
    params: z.object({ txId: requiredString() }),
    body: z.object({
      amount: z.number(),
      redirectUrl: z.optional(z.string()),
      language: z.optional(z.string()),
    }),
    response: RampCreateTx,
  },
  errors: [
    { status: 400, description: 'Invalid input.' },
    { status: 403, description: 'Access denied.' },
    { status: 404, description: 'Transaction not found.' },
    { status: 500, description: 'Refresh failed.' },
    { status: 501, description: 'Not supported by the channel adapter.' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** Every operation of the ramp area, in spec order. */
export const rampOperations = [
  createOfframpOrder,
  getOfframpConfig,
  getOfframpQuote,
  createOnrampOrder,
  getOnrampConfig,
  getOnrampQuote,
  listRampOrders,
  getRampOrder,
  refreshRampUrl,
] as const;
