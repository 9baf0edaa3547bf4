/**
 * The rules the top-up routes share: chain and token lookup, amounts, the estimate of what a
 * top-up delivers, and the validate-phone signature.
 */

import { failure } from '../../kernel/fail.js';
import type { JsonObject } from '../../kernel/json.js';
import type { Store } from '../../platform/database.js';
import { fromBaseUnits, toBaseUnits } from '../chain/index.js';
import {
  applyFee,
  type ChannelFees,
  channelFees,
  type FeeRule,
  type FeeSplit,
  feeView,
  NO_FEE,
  TOPUP_COUNTRIES,
  TOPUP_FEE_PERCENT,
  TOPUP_LIMITS,
  TOPUP_SIGNATURE_SECRET,
  TOPUP_TOKENS,
  type TopupCountry,
} from '../channels/index.js';
import type { ChainRow } from '../reference/index.js';
import { type ChainToken, findChain, findToken } from '../reference/index.js';

/** The top-up fees when the catalog has no top-up channel: the seed's surcharge. */
const TOPUP_DEFAULT_FEES: ChannelFees = {
  send: { type: 'percentage', style: 'surcharge', value: TOPUP_FEE_PERCENT },
  request: NO_FEE,
  minSurchargeBps: TOPUP_FEE_PERCENT * 100,
  minCommissionBps: 0,
};

/** The code of every top-up input failure the contract leaves without its own code. */
export const TOPUP_INPUT_CODE = 'BODY_PARSER_ERROR';

const invalid = (message: string) => failure(TOPUP_INPUT_CODE, message);

/** A chain by slug or numeric chain id. */
export function topupChain(store: Store, chain: string): ChainRow {
  const row = findChain(store, chain);
  if (!row) throw invalid(`chain: ${chain} is not a supported chain.`);
  return row;
}

/** A top-up token (USDC, USDT or DAI) of a chain, by contract address or symbol. */
export function topupToken(store: Store, chain: ChainRow, token: string): ChainToken {
  const found = findToken(store, chain, token, { erc20Only: true, symbols: TOPUP_TOKENS });
  if (found) return found;
  throw invalid(`token: ${token} is not a top-up token on ${chain.slug} (${TOPUP_TOKENS.join(', ')}).`);
}

/** A destination country of top-ups (case-insensitive). */
export function topupCountry(country: string): TopupCountry {
  const found = TOPUP_COUNTRIES.find((entry) => entry.country === country.trim().toUpperCase());
  if (!found) {
    throw invalid(
      `destinationCountry: ${country} is not a top-up destination (${TOPUP_COUNTRIES.map((entry) => entry.country).join(', ')}).`,
    );
  }
  return found;
}

/** An amount in base units; 400 when it has more decimals than the token or is not positive. */
export function topupUnits(amount: string | number, decimals: number, field = 'amount'): bigint {
  let units: bigint;
  try {
    units = toBaseUnits(amount, decimals);
  } catch (error) {
    throw invalid(`${field}: ${(error as Error).message}.`);
  }
  if (units <= 0n) throw invalid(`${field}: must be positive.`);
  return units;
}

/** Checks the withdrawal limits. */
export function checkTopupLimits(amount: number): void {
  if (amount < TOPUP_LIMITS.min || amount > TOPUP_LIMITS.max) {
    throw invalid(`amount: a top-up is between ${TOPUP_LIMITS.min} and ${TOPUP_LIMITS.max} tokens.`);
  }
}

const cents = (value: number) => Math.floor(value * 100 + 1e-6) / 100;

/** The top-up channel's fee rule (its `send` fee in the fee model) and the fee of an amount in base units. */
export function topupFee(
  store: Store,
  units: bigint,
  decimals: number,
): { readonly rule: FeeRule; readonly split: FeeSplit } {
  const fees = channelFees(store, 'topup', TOPUP_DEFAULT_FEES);
  return { rule: fees.send, split: applyFee(units, decimals, fees.send, fees) };
}

/** A top-up's fee as its transaction shows it. */
export function topupFeeView(rule: FeeRule, split: FeeSplit, decimals: number): JsonObject {
  return feeView(rule, split, (value) => fromBaseUnits(value, decimals));
}

/**
 * What a top-up of `amount` tokens (1 USD each, `decimals` of the token) costs and delivers, by
 * the fee model: with the channel's surcharge the wallet pays `totalUsd` (amount plus fee) and the
 * phone gets the whole amount (`estimatedUsd`); a commission would come out of `estimatedUsd`.
 */
export function topupEstimate(
  store: Store,
  amount: number,
  decimals: number,
): {
  readonly amountUsd: number;
  readonly feeUsd: number;
  readonly totalUsd: number;
  readonly estimatedUsd: number;
  readonly feeType: FeeRule['type'];
  readonly feeStyle: FeeRule['style'];
} {
  const { rule, split } = topupFee(store, topupUnits(amount, decimals), decimals);
  const usd = (value: bigint) => Number(fromBaseUnits(value, decimals));
  return {
    amountUsd: cents(amount),
    feeUsd: usd(split.fee),
    totalUsd: usd(split.payerPays),
    estimatedUsd: cents(usd(split.receiverGets)),
    feeType: rule.type,
    feeStyle: rule.style,
  };
}

/** The estimate in a destination country's currency. */
export function localEstimate(country: TopupCountry, estimatedUsd: number): JsonObject {
  return {
    country: country.country,
    currency: country.currency,
    usdRate: country.usdRate,
    estimatedAmount: cents(estimatedUsd * country.usdRate),
  };
}

/** HMAC-SHA256 over `<capabilityId>:<codigopaq>` with the top-up secret, as hex. */
export async function topupPhoneSignature(capabilityId: string, codigopaq: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(TOPUP_SIGNATURE_SECRET),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(`${capabilityId}:${codigopaq}`));
  return [...new Uint8Array(mac)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
