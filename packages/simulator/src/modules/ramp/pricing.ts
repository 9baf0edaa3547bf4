/**
 * Ramp selections and quotes: the capability a selection names, and what an order of an amount
 * costs and delivers at the capability's fixed rate and the fee model's ramp fee (the ramp
 * channel's rule of the direction plus the market's fixed fee, see `channels/fees.ts`). Fiat
 * amounts are rounded to the cent, token amounts to 6 decimals, always in the platform's favour.
 */

import { fail, failure } from '../../kernel/fail.js';
import type { JsonObject } from '../../kernel/json.js';
import type { Store } from '../../platform/database.js';
import type { ChannelCapabilityRow, RampFee } from '../channels/index.js';
import { CHANNEL_IDS, rampFee, rampFeeOfPayer, rampFeeView, rampPayerValue } from '../channels/index.js';

/** On-ramp or off-ramp. */
export type RampService = 'onramp' | 'offramp';

/** What a ramp order or quote names. */
export interface RampSelection {
  readonly fiat: string;
  readonly payment: string;
  readonly crypto: string;
  readonly chainId: number;
  readonly country?: string | undefined;
}

/** A computed quote. */
export interface RampQuote {
  readonly serviceType: RampService;
  readonly capabilityId: string;
  readonly fiat: string;
  readonly crypto: string;
  readonly chainId: number;
  readonly country: string;
  readonly payment: string;
  /** What the user pays: fiat (onramp) or tokens (offramp). */
  readonly amountIn: number;
  /** What the user gets: tokens (onramp) or fiat (offramp). */
  readonly amountOut: number;
  readonly fiatAmount: number;
  readonly cryptoAmount: number;
  readonly rate: number;
  readonly feeTotal: number;
  readonly feePercentPart: number;
  readonly fixedFee: number;
  /** The fee model's view of the fee (see `rampFeeView`). */
  readonly fee: JsonObject;
}

const num = (value: unknown, fallback = 0) => (typeof value === 'number' ? value : fallback);

const scale = (decimals: number) => 10 ** decimals;
const floorTo = (value: number, decimals: number) =>
  Math.floor(value * scale(decimals) + 1e-7) / scale(decimals);
const ceilTo = (value: number, decimals: number) =>
  Math.ceil(value * scale(decimals) - 1e-7) / scale(decimals);
const roundTo = (value: number, decimals: number) => Math.round(value * scale(decimals)) / scale(decimals);

/** Token decimals of quotes (USDC). */
export const CRYPTO_DECIMALS = 6;

/** The payment methods of a ramp capability. */
export function paymentsOf(row: ChannelCapabilityRow): string[] {
  const payments = row.pricing.payments;
  return Array.isArray(payments)
    ? payments.filter((entry): entry is string => typeof entry === 'string')
    : [];
}

/**
 * The enabled ramp capability a selection names. An unsupported combination answers 400
 * `RAMP_UNSUPPORTED_SELECTION`, a disabled capability 400 `RAMP_CAPABILITY_DISABLED`.
 */
export function rampCapability(
  store: Store,
  service: RampService,
  selection: RampSelection,
): ChannelCapabilityRow {
  const fiat = selection.fiat.trim().toUpperCase();
  const crypto = selection.crypto.trim().toUpperCase();
  const country = selection.country?.trim().toUpperCase();
  const payment = selection.payment.trim().toLowerCase();
  const candidates = store.channelCapabilities
    .by('byChannel', CHANNEL_IDS.ramp)
    .filter(
      (row) =>
        row.serviceType === service &&
        row.fiatSymbol === fiat &&
        row.cryptoSymbol === crypto &&
        row.chainId === selection.chainId &&
        (country === undefined || country === '' || row.countryCode === country),
    );
  const found = candidates.find((row) => paymentsOf(row).includes(payment));
  if (!found) {
    const detail =
      candidates.length > 0
        ? `payment ${selection.payment} is not offered (${paymentsOf(candidates[0] as ChannelCapabilityRow).join(', ')})`
        : `no ${service} for ${fiat}${country ? ` in ${country}` : ''} with ${crypto} on chain ${selection.chainId}`;
    fail('RAMP_UNSUPPORTED_SELECTION', `Unsupported selection: ${detail}.`);
  }
  if (!found.enabled) {
    fail('RAMP_CAPABILITY_DISABLED', `The ${service} capability ${found.id} is disabled.`);
  }
  return found;
}

const outOfLimits = (message: string) => failure('RAMP_AMOUNT_OUT_OF_LIMITS', message);

/** The ramp fee of a capability: its direction's rule in the fee model and its market's fixed fee. */
export function capabilityFee(store: Store, row: ChannelCapabilityRow): RampFee {
  return rampFee(store, row.serviceType === 'onramp' ? 'onramp' : 'offramp', {
    fiat: row.fiatSymbol ?? '',
    rate: num(row.pricing.rate, 1),
    fixedFee: num(row.pricing.fixedFee),
  });
}

/**
 * Quotes an order with the fee model's ramp fee. On-ramp `amount` is fiat to pay (tokens to
 * receive with `amountIsCrypto`); off-ramp `amount` is tokens to sell (fiat to receive with
 * `amountIsFiat`).
 */
export function quoteRamp(
  store: Store,
  row: ChannelCapabilityRow,
  amount: number,
  options: { readonly amountIsCrypto?: boolean; readonly amountIsFiat?: boolean; readonly payment: string },
): RampQuote {
  const rate = num(row.pricing.rate, 1);
  const fee = capabilityFee(store, row);
  const limits = (row.limits ?? {}) as JsonObject;
  const service = row.serviceType;
  let fiatAmount: number;
  let cryptoAmount: number;
  let feeTotal: number;
  if (service === 'onramp') {
    if (options.amountIsCrypto) {
      cryptoAmount = floorTo(amount, CRYPTO_DECIMALS);
      fiatAmount = ceilTo(rampPayerValue(fee, cryptoAmount * rate), 2);
    } else {
      fiatAmount = floorTo(amount, 2);
      const charged = roundTo(rampFeeOfPayer(fee, fiatAmount), 2);
      cryptoAmount = floorTo((fiatAmount - charged) / rate, CRYPTO_DECIMALS);
    }
    feeTotal = roundTo(fiatAmount - cryptoAmount * rate, 2);
    const [min, max] = [num(limits.min), num(limits.max, Number.POSITIVE_INFINITY)];
    if (fiatAmount < min || fiatAmount > max || cryptoAmount <= 0) {
      throw outOfLimits(
        `An on-ramp order pays between ${min} and ${max} ${row.fiatSymbol}; this one pays ${fiatAmount}.`,
      );
    }
  } else {
    if (options.amountIsFiat) {
      fiatAmount = floorTo(amount, 2);
      cryptoAmount = ceilTo(rampPayerValue(fee, fiatAmount) / rate, CRYPTO_DECIMALS);
    } else {
      cryptoAmount = floorTo(amount, CRYPTO_DECIMALS);
      const gross = cryptoAmount * rate;
      fiatAmount = floorTo(gross - rampFeeOfPayer(fee, gross), 2);
    }
    feeTotal = roundTo(cryptoAmount * rate - fiatAmount, 2);
    const [min, max] = [num(limits.min), num(limits.max, Number.POSITIVE_INFINITY)];
    if (cryptoAmount < min || cryptoAmount > max || fiatAmount <= 0) {
      throw outOfLimits(
        `An off-ramp order sells between ${min} and ${max} ${row.cryptoSymbol}; this one sells ${cryptoAmount}.`,
      );
    }
  }
  const fiat = row.fiatSymbol ?? '';
  const crypto = row.cryptoSymbol ?? '';
  const fiatSide = { value: fiatAmount, currency: fiat };
  const cryptoSide = { value: cryptoAmount, currency: crypto };
  return {
    serviceType: service,
    capabilityId: row.id,
    fiat,
    crypto,
    chainId: row.chainId ?? 0,
    country: row.countryCode ?? '',
    payment: options.payment.trim().toLowerCase(),
    amountIn: service === 'onramp' ? fiatAmount : cryptoAmount,
    amountOut: service === 'onramp' ? cryptoAmount : fiatAmount,
    fiatAmount,
    cryptoAmount,
    rate,
    feeTotal,
    feePercentPart: roundTo(feeTotal - fee.fixed, 2),
    fixedFee: fee.fixed,
    fee: rampFeeView(fee, {
      fee: feeTotal,
      payerPays: service === 'onramp' ? fiatSide : cryptoSide,
      receiverGets: service === 'onramp' ? cryptoSide : fiatSide,
    }),
  };
}

/** The quote as the ramp routes and the generic quote route show it. */
export function quoteView(quote: RampQuote) {
  const inCurrency = quote.serviceType === 'onramp' ? quote.fiat : quote.crypto;
  const outCurrency = quote.serviceType === 'onramp' ? quote.crypto : quote.fiat;
  return {
    serviceType: quote.serviceType,
    capabilityId: quote.capabilityId,
    fiat: quote.fiat,
    crypto: quote.crypto,
    chainId: quote.chainId,
    country: quote.country,
    payment: quote.payment,
    amountIn: { value: quote.amountIn, currency: inCurrency },
    amountOut: { value: quote.amountOut, currency: outCurrency },
    exchangeRate: { value: quote.rate, pair: `${quote.crypto}/${quote.fiat}` },
    fees: {
      total: { value: quote.feeTotal, currency: quote.fiat },
      breakdown: [
        { type: 'percentage', value: quote.feePercentPart, currency: quote.fiat },
        { type: 'fixed', value: quote.fixedFee, currency: quote.fiat },
      ],
    },
    fee: quote.fee,
  };
}
