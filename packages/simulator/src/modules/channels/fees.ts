/**
 * The one fee model of the simulator (spec: Resources > "Fee configuration: `send` and `request`,
 * each `{ type, style, value }` ... plus `minSurchargeBps` and `minCommissionBps`"). Every place
 * that names or moves a fee reads it here: GET /v1/channels/fees, the send preview and sends, the
 * payment of a payment request, the top-up preview, quote and withdrawal, the ramp quotes, orders
 * and configuration, and the transaction views that show the fee.
 *
 * - A **commission** is taken from what the receiver gets: the payer pays the amount, the
 *   receiver gets the amount less the fee.
 * - A **surcharge** is added to what the payer pays: the payer pays the amount plus the fee, the
 *   receiver gets the amount.
 * - A `percentage` fee is `value` percent of the amount, a `fixed` fee `value` whole tokens; either
 *   is at least the floor of its style (`minSurchargeBps` / `minCommissionBps` of the amount), and
 *   is rounded up to the token's smallest unit.
 * - A ramp order prices in its fiat: the ramp channel's `send` rule is the on-ramp's, its `request`
 *   rule the off-ramp's, and the market's fixed provider fee (fiat) is added to either.
 */

import type { JsonObject, JsonValue } from '../../kernel/json.js';
import type { Store } from '../../platform/database.js';
import { toBaseUnits } from '../chain/index.js';

/** How one fee is computed and who bears it. */
export interface FeeRule {
  /** `percentage` of the amount, or a `fixed` amount of tokens. */
  readonly type: 'percentage' | 'fixed';
  /** `surcharge`: added to what the payer pays; `commission`: taken from what the receiver gets. */
  readonly style: 'surcharge' | 'commission';
  /** Percent (0.5 is 0.5%) or whole tokens. */
  readonly value: number;
}

/** A channel's fee configuration: the fee of its sends and of its requests, and the floors. */
export interface ChannelFees {
  readonly send: FeeRule;
  readonly request: FeeRule;
  readonly minSurchargeBps: number;
  readonly minCommissionBps: number;
}

/** What one amount costs the payer and brings the receiver, in the token's base units. */
export interface FeeSplit {
  readonly fee: bigint;
  readonly payerPays: bigint;
  readonly receiverGets: bigint;
}

/**
 * The platform wallet that receives the fees of sends, payment requests and top-ups: last 20 bytes
 * of `keccak256("payments-platform:send-fee-collector")`, lowercase.
 */
export const PLATFORM_FEE_COLLECTOR = '0xb64ffcbe07535ba979f4f2849f7f59e8d03686c2';

/** No fee. */
export const NO_FEE: FeeRule = { type: 'fixed', style: 'surcharge', value: 0 };

const NO_FEES: ChannelFees = { send: NO_FEE, request: NO_FEE, minSurchargeBps: 0, minCommissionBps: 0 };

const isObject = (value: JsonValue | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const nonNegative = (value: JsonValue | undefined, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;

function ruleOf(value: JsonValue | undefined, fallback: FeeRule): FeeRule {
  if (!isObject(value)) return fallback;
  const { type, style } = value;
  return {
    type: type === 'percentage' || type === 'fixed' ? type : fallback.type,
    style: style === 'surcharge' || style === 'commission' ? style : fallback.style,
    value: nonNegative(value.value, fallback.value),
  };
}

/** Reads a fee configuration as the channel catalog stores it, `fallback` for what it lacks. */
export function parseFees(fees: JsonValue | undefined, fallback: ChannelFees = NO_FEES): ChannelFees {
  const object = isObject(fees) ? fees : {};
  return {
    send: ruleOf(object.send, fallback.send),
    request: ruleOf(object.request, fallback.request),
    minSurchargeBps: nonNegative(object.minSurchargeBps, fallback.minSurchargeBps),
    minCommissionBps: nonNegative(object.minCommissionBps, fallback.minCommissionBps),
  };
}

/** The fee configuration of a channel of the catalog by slug; `fallback` when the catalog has none. */
export function channelFees(store: Store, slug: string, fallback: ChannelFees = NO_FEES): ChannelFees {
  const channel = store.channels.first('bySlug', slug);
  return channel ? parseFees(channel.fees, fallback) : fallback;
}

/** The fee configuration as GET /v1/channels/fees answers it. */
export function feeConfigurationView(fees: ChannelFees) {
  return {
    send: { ...fees.send },
    request: { ...fees.request },
    minSurchargeBps: fees.minSurchargeBps,
    minCommissionBps: fees.minCommissionBps,
  };
}

const ceilDiv = (numerator: bigint, denominator: bigint) => (numerator + denominator - 1n) / denominator;

/**
 * The fee of an amount (base units of a token with `decimals`) under a rule and the floors, and
 * what the payer pays and the receiver gets.
 *
 * @example
 * ```ts
 * applyFee(12_500_000n, 6, { type: 'percentage', style: 'commission', value: 1 }, fees);
 * // { fee: 125_000n, payerPays: 12_500_000n, receiverGets: 12_375_000n }
 * ```
 */
export function applyFee(
  amount: bigint,
  decimals: number,
  rule: FeeRule,
  floors: Pick<ChannelFees, 'minSurchargeBps' | 'minCommissionBps'>,
): FeeSplit {
  const base =
    rule.type === 'fixed'
      ? toBaseUnits(rule.value.toFixed(decimals), decimals)
      : ceilDiv(amount * BigInt(Math.round(rule.value * 100)), 10_000n);
  const floorBps = rule.style === 'surcharge' ? floors.minSurchargeBps : floors.minCommissionBps;
  const floor = ceilDiv(amount * BigInt(Math.round(floorBps)), 10_000n);
  let fee = base; // bigints: no Math.max
  if (floor > fee) fee = floor;
  return rule.style === 'commission'
    ? { fee, payerPays: amount, receiverGets: amount - fee }
    : { fee, payerPays: amount + fee, receiverGets: amount };
}

/** The fee as transactions show it: the rule, the fee and both sides' amounts as decimal strings. */
export function feeView(rule: FeeRule, split: FeeSplit, format: (units: bigint) => string): JsonObject {
  return {
    type: rule.type,
    style: rule.style,
    value: rule.value,
    amount: format(split.fee),
    payerPays: format(split.payerPays),
    receiverGets: format(split.receiverGets),
  };
}

/** A ramp direction: buying tokens with fiat, or selling them for fiat. */
export type RampDirection = 'onramp' | 'offramp';

/** The slug of the ramp channel, whose fee configuration prices ramp orders. */
export const RAMP_CHANNEL_SLUG = 'ramp';

/** Which entry of the ramp channel's fee configuration prices each direction. */
export const RAMP_FEE_ENTRY = { onramp: 'send', offramp: 'request' } as const;

/**
 * The fee of a ramp order in its fiat. The payer's side is the fiat paid (on-ramp) or the fiat
 * value of the tokens sold (off-ramp); the receiver's side the fiat value of the tokens delivered
 * (on-ramp) or the fiat paid out (off-ramp).
 */
export interface RampFee {
  /** The ramp channel's rule of the direction. */
  readonly rule: FeeRule;
  /** Percent of the side the style names, never below the style's floor. */
  readonly percent: number;
  /** The fixed part in the fiat: the market's fixed fee, plus a `fixed` rule's tokens at the rate. */
  readonly fixed: number;
  /** The market's fiat. */
  readonly currency: string;
}

/**
 * The fee of a ramp direction in a market: the ramp channel's rule for the direction (its floor
 * applied) and the market's fixed fee.
 *
 * @example
 * ```ts
 * rampFee(store, 'onramp', { fiat: 'MXN', rate: 18.5, fixedFee: 10 });
 * // { rule: { type: 'percentage', style: 'commission', value: 1.5 }, percent: 1.5, fixed: 10, currency: 'MXN' }
 * ```
 */
export function rampFee(
  store: Store,
  direction: RampDirection,
  market: { readonly fiat: string; readonly rate: number; readonly fixedFee: number },
): RampFee {
  const fees = channelFees(store, RAMP_CHANNEL_SLUG);
  const rule = fees[RAMP_FEE_ENTRY[direction]];
  const floorBps = rule.style === 'surcharge' ? fees.minSurchargeBps : fees.minCommissionBps;
  const percent = Math.max(rule.type === 'percentage' ? rule.value : 0, floorBps / 100);
  const fixed = market.fixedFee + (rule.type === 'fixed' ? rule.value * market.rate : 0);
  return { rule, percent, fixed, currency: market.fiat };
}

/**
 * The fee (fiat, unrounded) of a ramp order whose payer's side is `payerValue`: a commission is
 * `percent` of it plus the fixed part; a surcharge is `percent` of what is left for the receiver
 * plus the fixed part.
 *
 * @example
 * ```ts
 * rampFeeOfPayer(rampFee(store, 'onramp', { fiat: 'MXN', rate: 18.5, fixedFee: 10 }), 1000); // 25 (1.5 % + 10)
 * ```
 */
export function rampFeeOfPayer(fee: RampFee, payerValue: number): number {
  const rate = fee.percent / 100;
  if (fee.rule.style === 'commission') return payerValue * rate + fee.fixed;
  return payerValue - (payerValue - fee.fixed) / (1 + rate);
}

/**
 * What the payer's side of a ramp order must be (fiat, unrounded) for the receiver's side to be
 * `receiverValue`: the inverse of {@link rampFeeOfPayer}.
 *
 * @example
 * ```ts
 * rampPayerValue(rampFee(store, 'onramp', { fiat: 'MXN', rate: 18.5, fixedFee: 10 }), 975); // 1000
 * ```
 */
export function rampPayerValue(fee: RampFee, receiverValue: number): number {
  const rate = fee.percent / 100;
  return fee.rule.style === 'commission'
    ? (receiverValue + fee.fixed) / (1 - rate)
    : receiverValue * (1 + rate) + fee.fixed;
}

/** An amount of a currency, as quotes show it. */
export interface Money {
  readonly value: number;
  readonly currency: string;
}

/**
 * A ramp order's fee as quotes, orders and their transactions show it: the rule, its effective
 * percent and fixed part, the fee, and both sides' amounts.
 */
export function rampFeeView(
  fee: RampFee,
  amounts: { readonly fee: number; readonly payerPays: Money; readonly receiverGets: Money },
): JsonObject {
  return {
    type: fee.rule.type,
    style: fee.rule.style,
    value: fee.rule.value,
    percent: fee.percent,
    fixed: fee.fixed,
    currency: fee.currency,
    amount: amounts.fee,
    payerPays: { ...amounts.payerPays },
    receiverGets: { ...amounts.receiverGets },
  };
}
