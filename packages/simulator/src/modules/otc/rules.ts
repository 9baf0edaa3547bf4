/**
 * The rules of OTC requests: the crypto leg (an OTC token on a chain) and the fiat leg (a currency
 * with a fixed USD rate), amounts, splits and the fixed lifetimes.
 */

import type { Store } from '../../platform/database.js';
import { decimalTextOf } from '../chain/index.js';
import type { ChainRow } from '../reference/index.js';
import { type ChainToken, findToken } from '../reference/index.js';

/** The tokens an OTC request can trade (all priced 1 USD). */
export const OTC_TOKENS = ['USDC', 'USDT', 'DAI'] as const;

/** Fiat currencies of the fiat leg and their fixed rates, in units per USD. */
export const OTC_FIAT_RATES: Readonly<Record<string, number>> = {
  USD: 1,
  MXN: 18.5,
  GTQ: 7.75,
  COP: 4100,
  ARS: 1050,
  BRL: 5.5,
  CRC: 510,
  EUR: 0.92,
};

/** How long an offer can be accepted: 24 hours of virtual time. */
export const OTC_OFFER_TTL_MS = 24 * 60 * 60 * 1000;

/** How long after acceptance the split signatures stay valid: 7 days of virtual time. */
export const OTC_ESCROW_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** How long a split approval or denial handed out as typed data can be signed: 10 minutes. */
export const OTC_SPLIT_SIGNATURE_TTL_MS = 10 * 60 * 1000;

/** The most splits an offer may have. */
export const OTC_MAX_SPLITS = 10;

/** The decimals of fiat amounts. */
export const FIAT_DECIMALS = 2;

/** Largest number of decimals used for token amounts shown as numbers. */
const TOKEN_DISPLAY_DECIMALS = 6;

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** Whether a string is an EVM address. */
export const isEvmAddress = (value: string) => EVM_ADDRESS.test(value);

export { findChain } from '../reference/index.js';

/** An OTC token of a chain by symbol, token id (`tok_usdc`) or contract address. */
export function findOtcToken(store: Store, chain: ChainRow, token: string): ChainToken | undefined {
  return findToken(store, chain, token, { erc20Only: true, symbols: OTC_TOKENS });
}

/** A fiat currency of the fiat leg (case-insensitive), or undefined. */
export function findFiat(currency: string): string | undefined {
  const code = currency.trim().toUpperCase();
  return OTC_FIAT_RATES[code] === undefined ? undefined : code;
}

/** Rounds down to a number of decimals. */
export function roundDown(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.floor(value * factor + 1e-7) / factor;
}

/** Rounds to the nearest value of a number of decimals. */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/**
 * How many decimal places a number has, written out in full: `1e59` has none (JavaScript prints it
 * with an exponent), `1.5e-7` eight.
 */
export function decimalsOf(value: number): number {
  if (!Number.isFinite(value)) return Number.POSITIVE_INFINITY;
  return decimalTextOf(Math.abs(value)).split('.')[1]?.length ?? 0;
}

/** The token amount shown as a number (at most six decimals). */
export const tokenDisplayDecimals = (decimals: number) => Math.min(decimals, TOKEN_DISPLAY_DECIMALS);

/** The amounts of a request at a rate: the crypto and fiat legs and the USD value. */
export interface OtcAmounts {
  readonly cryptoAmount: number;
  readonly fiatAmount: number;
  readonly amountUsd: number;
}

/**
 * The crypto and fiat amounts of `amount` given in the crypto leg (`amountIsCrypto`) or the fiat
 * leg, at `rate` fiat units per token.
 */
export function otcAmounts(
  amount: number,
  amountIsCrypto: boolean,
  rate: number,
  decimals: number,
): OtcAmounts {
  const display = tokenDisplayDecimals(decimals);
  const cryptoAmount = amountIsCrypto ? amount : roundDown(amount / rate, display);
  const fiatAmount = amountIsCrypto ? roundTo(amount * rate, FIAT_DECIMALS) : amount;
  return { cryptoAmount, fiatAmount, amountUsd: roundTo(cryptoAmount, FIAT_DECIMALS) };
}

/** The buy and sell amounts of a request type from its crypto and fiat amounts. */
export function legAmounts(
  type: 'buy' | 'sell',
  amounts: OtcAmounts,
): { readonly buyAmount: number; readonly sellAmount: number } {
  return type === 'sell'
    ? { sellAmount: amounts.cryptoAmount, buyAmount: amounts.fiatAmount }
    : { buyAmount: amounts.cryptoAmount, sellAmount: amounts.fiatAmount };
}

/** Splits base units into `count` parts; the last part takes the remainder. */
export function splitUnits(total: bigint, count: number): bigint[] {
  const part = total / BigInt(count);
  return Array.from({ length: count }, (_, index) =>
    index === count - 1 ? total - part * BigInt(count - 1) : part,
  );
}

/** Splits an amount of `decimals` into `count` parts; the last part takes the remainder. */
export function splitAmount(total: number, count: number, decimals: number): number[] {
  const factor = 10 ** decimals;
  const units = splitUnits(BigInt(Math.round(total * factor)), count);
  return units.map((part) => Number(part) / factor);
}
