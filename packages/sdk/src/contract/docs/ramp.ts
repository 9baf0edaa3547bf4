/**
 * Documentation text of the ramp operations, keyed by operation id: read by the
 * OpenAPI document, the generated TSDoc and the error catalogue, never by a client at run time.
 */
import type { OperationDocs } from './types.js';

/** The descriptions of a quote's or an order's selection errors, in their declared order. */
const SELECTION_ERRORS = [
  // 400 RAMP_UNSUPPORTED_SELECTION
  'No ramp capability for the selection: the market (fiat, country), token and chain, or the payment method.',
  // 400 RAMP_CAPABILITY_DISABLED
  'The capability of the selection is disabled.',
  // 400 RAMP_AMOUNT_OUT_OF_LIMITS
  "The amount is outside the capability's limits.",
] as const;

/** The descriptions of an order's errors, in their declared order. */
const ORDER_ERRORS = [
  ...SELECTION_ERRORS,
  // 403 RAMP_ROLE_FORBIDDEN
  'A viewer cannot create orders.',
  // 403 RAMP_WALLET_NOT_OWNED
  '`wallet` is not a wallet of the caller.',
  // 400 RAMP_WALLET_REQUIRED
  'No `wallet` was given and the caller has no EVM wallet.',
] as const;

/** The descriptions of an off-ramp order's errors, in their declared order. */
const OFFRAMP_ORDER_ERRORS = [
  ...ORDER_ERRORS,
  // 400
  'The wallet does not hold the `crypto` amount the order sells (`RAMP_INSUFFICIENT_BALANCE`).',
] as const;

export const rampDocs = {
  createOfframpOrder: {
    summary: 'Create a hosted off-ramp order.',
    description:
      'Creates an order selling `amount` of `crypto` on chain `chainId` for `fiat`, paid out by `payment` in `country`. `wallet` and `language` are optional.',
    errors: OFFRAMP_ORDER_ERRORS,
  },
  getOfframpConfig: {
    summary: 'Read the off-ramp configuration.',
    description: 'Returns the off-ramp options. Takes no parameters.',
    errors: [],
  },
  getOfframpQuote: {
    summary: 'Quote an off-ramp order.',
    description:
      'Quotes selling `amount` of `crypto` on chain `chainId` for `fiat` paid out by `payment`. `country`, `language` and `calcByFiat` are optional.',
    errors: SELECTION_ERRORS,
  },
  createOnrampOrder: {
    summary: 'Create a hosted on-ramp order.',
    description:
      'Creates an order buying `crypto` on chain `chainId` with `amount` of `fiat` paid by `payment` in `country`. `redirectUrl`, `wallet` and `language` are optional.',
    errors: ORDER_ERRORS,
  },
  getOnrampConfig: {
    summary: 'Read the on-ramp configuration.',
    description: 'Returns the on-ramp options. Takes no parameters.',
    errors: [],
  },
  getOnrampQuote: {
    summary: 'Quote an on-ramp order.',
    description:
      'Quotes buying `crypto` on chain `chainId` with `amount` of `fiat` paid by `payment`. `country`, `language` and `isAmountCrypto` are optional.',
    errors: SELECTION_ERRORS,
  },
  listRampOrders: {
    summary: 'List ramp orders of the app.',
    description:
      'Lists the ramp orders of the app, newest first, filtered by wallet, e-mail, status, date range and `method` (`onramp`, `offramp` or `all`, the default). Pages with `limit` and `offset`. Poll orders for status; webhooks are not sent for them.',
    errors: [],
  },
  getRampOrder: {
    summary: 'Read a ramp order by provider order id.',
    description:
      'Read-only view of one order by its provider order id. Poll it for status; outbound webhooks are not relied on for ramp orders.',
    errors: [],
  },
  refreshRampUrl: {
    summary: 'Refresh the hosted URL of a ramp transaction.',
    description:
      'Issues a new hosted URL for `amount` (with optional `redirectUrl` and `language`). Returns the same shape as channel execution, with `channelTableType` `ch_ramp_onramp` or `ch_ramp_offramp` as in the original transaction.',
    errors: [
      // 400
      'Invalid input, the order can no longer be refreshed (`RAMP_ORDER_NOT_REFRESHABLE`), or an off-ramp wallet lacks the amount (`RAMP_INSUFFICIENT_BALANCE`).',
      // 403
      'Access denied: the order belongs to another team (`RAMP_ORDER_FORBIDDEN`).',
      // 404
      'Transaction not found (`RAMP_TX_NOT_FOUND`).',
      // 500
      'Refresh failed.',
      // 501
      'Not supported by the channel adapter: the transaction is no ramp order (`RAMP_REFRESH_NOT_SUPPORTED`).',
    ],
  },
} as const satisfies Record<string, OperationDocs>;
