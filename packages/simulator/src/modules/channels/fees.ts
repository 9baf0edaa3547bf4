/**
 * The one fee model of the simulator (spec: Resources > "Fee configuration: `send` and `request`,
 * each `{ type, style, value }` ... plus `minSurchargeBps` and `minCommissionBps`"). Every place
 * that names or moves a fee reads it here: GET /v1/channels/fees, the send preview and sends, the
 * payment of a payment request, the top-up preview, quote and withdrawal, and the transaction
 * views that show the fee.
 *
 * - A **commission** is taken from what the receiver gets: the payer pays the amount, the
 *   receiver gets the amount less the fee.
 * - A **surcharge** is added to what the payer pays: the payer pays the amount plus the fee, the
 *   receiver gets the amount.
 * - A `percentage` fee is `value` percent of the amount, a `fixed` fee `value` whole tokens; either
 *   is at least the floor of its style (`minSurchargeBps` / `minCommissionBps` of the amount), and
 *   is rounded up to the token's smallest unit.
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
