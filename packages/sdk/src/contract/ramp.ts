/**
 * Hosted fiat on-ramp and off-ramp orders of the `ramp` channel family
 * (spec: Endpoints > Native payment request and send, top-up, and ramp channel routes).
 */
import * as z from 'zod/mini';
import { auth } from './auth.js';
import { BODY_PARSER_CODE, defineOperation, lazySchemas } from './operation.js';
import {
  dateString,
  evmAddress,
  loose,
  openEnum,
  positiveDecimalString,
  positiveNumber,
  printedAs,
  queryInt,
} from './schemas.js';

/** A required, non-empty string. */
const requiredString = /* @__NO_SIDE_EFFECTS__ */ () => z.string().check(z.minLength(1));

/**
 * Whether a URL a hosted ramp page returns to is an http(s) URL, or blank for none: the rule of
 * `redirectUrl` on the ramp routes and of the ramp capabilities' `redirectUrl` param.
 *
 * @example
 * ```ts
 * isRedirectUrl('https://app.example/done'); // true
 * isRedirectUrl('javascript:alert(1)'); // false
 * ```
 */
export const isRedirectUrl = /* @__NO_SIDE_EFFECTS__ */ (value: string): boolean => {
  const text = value.trim();
  if (text === '') return true;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** The URL a hosted ramp page returns to: an http(s) URL, or blank for none. */
const redirectUrl = /* @__NO_SIDE_EFFECTS__ */ () =>
  printedAs(z.string().check(z.refine(isRedirectUrl, 'Expected an http(s) URL')), {
    anyOf: [
      { type: 'string', format: 'uri', pattern: '^[hH][tT][tT][pP][sS]?://[^/?#\\s]' },
      { type: 'string', maxLength: 0 },
    ],
  });

/** Body fields shared by on-ramp and off-ramp order creation. */
const orderBody = {
  amount: /* @__PURE__ */ positiveNumber(),
  fiat: /* @__PURE__ */ requiredString(),
  payment: /* @__PURE__ */ requiredString(),
  crypto: /* @__PURE__ */ requiredString(),
  chainId: /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.positive()),
  country: /* @__PURE__ */ requiredString(),
  wallet: /* @__PURE__ */ z.optional(/* @__PURE__ */ evmAddress()),
  language: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
};

/** Query fields shared by the on-ramp and off-ramp quotes. */
const quoteQuery = {
  amount: /* @__PURE__ */ positiveDecimalString(),
  fiat: /* @__PURE__ */ requiredString(),
  payment: /* @__PURE__ */ requiredString(),
  crypto: /* @__PURE__ */ requiredString(),
  chainId: /* @__PURE__ */ z
    .string()
    .check(/* @__PURE__ */ z.regex(/^[1-9]\d*$/, 'Expected a positive integer chain id')),
  country: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  language: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
};

const OrderBody = /* @__PURE__ */ z.object(orderBody);
const QuoteQuery = /* @__PURE__ */ z.object(quoteQuery);

/** The transaction shape returned by channel execution and by a ramp URL refresh. */
const RampCreateTx = /* @__PURE__ */ loose({
  txId: /* @__PURE__ */ z.string(),
  channelTableType: /* @__PURE__ */ openEnum(['ch_ramp_onramp', 'ch_ramp_offramp']),
  recordId: /* @__PURE__ */ z.string(),
  walletFlow: /* @__PURE__ */ openEnum(['internal', 'external']),
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

/** What a quote or an order answers for its selection of market, payment, token and amount. */
const selectionErrors = [
  { status: 400, code: 'RAMP_UNSUPPORTED_SELECTION' },
  { status: 400, code: 'RAMP_CAPABILITY_DISABLED' },
  { status: 400, code: 'RAMP_AMOUNT_OUT_OF_LIMITS' },
] as const;

/** What an order answers: its selection's errors, then the caller's role and wallet. */
const orderErrors = [
  ...selectionErrors,
  { status: 403, code: 'RAMP_ROLE_FORBIDDEN' },
  { status: 403, code: 'RAMP_WALLET_NOT_OWNED' },
  { status: 400, code: 'RAMP_WALLET_REQUIRED' },
] as const;

/** What an off-ramp order answers: an order's errors, then the wallet's balance of the tokens sold. */
const offrampOrderErrors = [...orderErrors, { status: 400 }] as const;

/** Order directions of the orders listing. */
export const RAMP_ORDER_METHODS = ['onramp', 'offramp', 'all'] as const;

/** POST /channel/ramp/offramp */
export const createOfframpOrder = /* @__PURE__ */ defineOperation({
  id: 'createOfframpOrder',
  sdk: 'ramp.offramp.create',
  area: 'ramp',
  method: 'POST',
  path: '/channel/ramp/offramp',
  auth: /* @__PURE__ */ auth.headerContext(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    body: OrderBody,
    response: /* @__PURE__ */ z.unknown(),
  })),
  errors: offrampOrderErrors,
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /channel/ramp/offramp/config */
export const getOfframpConfig = /* @__PURE__ */ defineOperation({
  id: 'getOfframpConfig',
  sdk: 'ramp.offramp.config',
  area: 'ramp',
  method: 'GET',
  path: '/channel/ramp/offramp/config',
  auth: /* @__PURE__ */ auth.headerContext(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({ response: /* @__PURE__ */ z.unknown() })),
  errors: [],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /channel/ramp/offramp/quote */
export const getOfframpQuote = /* @__PURE__ */ defineOperation({
  id: 'getOfframpQuote',
  sdk: 'ramp.offramp.quote',
  area: 'ramp',
  method: 'GET',
  path: '/channel/ramp/offramp/quote',
  auth: /* @__PURE__ */ auth.headerContext(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    query: /* @__PURE__ */ z.extend(QuoteQuery, {
      calcByFiat: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.enum(['true', 'false'])),
    }),
    response: /* @__PURE__ */ z.unknown(),
  })),
  errors: selectionErrors,
  invalidInputCode: BODY_PARSER_CODE,
});

/** POST /channel/ramp/onramp */
export const createOnrampOrder = /* @__PURE__ */ defineOperation({
  id: 'createOnrampOrder',
  sdk: 'ramp.onramp.create',
  area: 'ramp',
  method: 'POST',
  path: '/channel/ramp/onramp',
  auth: /* @__PURE__ */ auth.headerContext(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    body: /* @__PURE__ */ z.extend(OrderBody, {
      redirectUrl: /* @__PURE__ */ z.optional(/* @__PURE__ */ redirectUrl()),
    }),
    response: /* @__PURE__ */ z.unknown(),
  })),
  errors: orderErrors,
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /channel/ramp/onramp/config */
export const getOnrampConfig = /* @__PURE__ */ defineOperation({
  id: 'getOnrampConfig',
  sdk: 'ramp.onramp.config',
  area: 'ramp',
  method: 'GET',
  path: '/channel/ramp/onramp/config',
  auth: /* @__PURE__ */ auth.headerContext(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({ response: /* @__PURE__ */ z.unknown() })),
  errors: [],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /channel/ramp/onramp/quote */
export const getOnrampQuote = /* @__PURE__ */ defineOperation({
  id: 'getOnrampQuote',
  sdk: 'ramp.onramp.quote',
  area: 'ramp',
  method: 'GET',
  path: '/channel/ramp/onramp/quote',
  auth: /* @__PURE__ */ auth.headerContext(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    query: /* @__PURE__ */ z.extend(QuoteQuery, {
      isAmountCrypto: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.enum(['true', 'false'])),
    }),
    response: /* @__PURE__ */ z.unknown(),
  })),
  errors: selectionErrors,
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /channel/ramp/orders */
export const listRampOrders = /* @__PURE__ */ defineOperation({
  id: 'listRampOrders',
  sdk: 'ramp.orders.list',
  area: 'ramp',
  method: 'GET',
  path: '/channel/ramp/orders',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    query: /* @__PURE__ */ z.object({
      limit: /* @__PURE__ */ z.optional(/* @__PURE__ */ queryInt(1)),
      offset: /* @__PURE__ */ z.optional(/* @__PURE__ */ queryInt(0)),
      walletId: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
      walletAddress: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
      email: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
      status: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
      from: /* @__PURE__ */ z.optional(/* @__PURE__ */ dateString()),
      to: /* @__PURE__ */ z.optional(/* @__PURE__ */ dateString()),
      method: /* @__PURE__ */ z._default(/* @__PURE__ */ z.enum(RAMP_ORDER_METHODS), 'all'),
    }),
    response: /* @__PURE__ */ z.unknown(),
  })),
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
export const getRampOrder = /* @__PURE__ */ defineOperation({
  id: 'getRampOrder',
  sdk: 'ramp.orders.retrieve',
  area: 'ramp',
  method: 'GET',
  path: '/channel/ramp/orders/{orderId}',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    params: /* @__PURE__ */ z.object({ orderId: /* @__PURE__ */ requiredString() }),
    response: /* @__PURE__ */ z.unknown(),
  })),
  errors: [],
  invalidInputCode: BODY_PARSER_CODE,
});

/** POST /channel/ramp/{txId}/refresh-url */
export const refreshRampUrl = /* @__PURE__ */ defineOperation({
  id: 'refreshRampUrl',
  sdk: 'ramp.refreshUrl',
  area: 'ramp',
  method: 'POST',
  path: '/channel/ramp/{txId}/refresh-url',
  auth: /* @__PURE__ */ auth.session(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    params: /* @__PURE__ */ z.object({ txId: /* @__PURE__ */ requiredString() }),
    body: /* @__PURE__ */ z.object({
      amount: /* @__PURE__ */ positiveNumber(),
      redirectUrl: /* @__PURE__ */ z.optional(/* @__PURE__ */ redirectUrl()),
      language: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
    }),
    response: RampCreateTx,
  })),
  errors: [{ status: 400 }, { status: 403 }, { status: 404 }, { status: 500 }, { status: 501 }],
  invalidInputCode: BODY_PARSER_CODE,
});

/** Every operation of the ramp area, in spec order. */
export const rampOperations: readonly [
  typeof createOfframpOrder,
  typeof getOfframpConfig,
  typeof getOfframpQuote,
  typeof createOnrampOrder,
  typeof getOnrampConfig,
  typeof getOnrampQuote,
  typeof listRampOrders,
  typeof getRampOrder,
  typeof refreshRampUrl,
] = [
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
