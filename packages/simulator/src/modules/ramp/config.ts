/**
 * The on-ramp and off-ramp configuration: the markets, payment methods, chains, fees and limits of
 * the enabled ramp capabilities (the fees from the fee model, see `channels/fees.ts`).
 */
import type { Store } from '../../platform/database.js';
import {
  CHANNEL_IDS,
  chainRef,
  RAMP_CHECKOUT_MS,
  RAMP_DEPOSIT_WINDOW_MS,
  RAMP_URL_TTL_MS,
} from '../channels/index.js';
import { capabilityFee, paymentsOf, type RampService } from './pricing.js';

/** The configuration of one ramp direction. */
export function rampConfig(store: Store, service: RampService) {
  const rows = store.channelCapabilities
    .by('byChannel', CHANNEL_IDS.ramp)
    .filter((row) => row.serviceType === service && row.enabled);
  const countries = [...new Set(rows.map((row) => row.countryCode ?? ''))];
  const cryptos = [...new Set(rows.map((row) => row.cryptoSymbol ?? ''))];
  return {
    serviceType: service,
    markets: countries.map((country) => {
      const inCountry = rows.filter((row) => row.countryCode === country);
      const first = inCountry[0];
      return {
        country,
        fiat: first?.fiatSymbol ?? null,
        payments: first ? paymentsOf(first) : [],
        rate: first?.pricing.rate ?? null,
        feePercent: first ? capabilityFee(store, first).percent : null,
        fixedFee: first ? capabilityFee(store, first).fixed : null,
        limits: first?.limits ?? null,
        capabilities: inCountry.map((row) => ({
          capabilityId: row.id,
          crypto: row.cryptoSymbol,
          chainId: row.chainId,
        })),
      };
    }),
    cryptos: cryptos.map((symbol) => ({
      symbol,
      chains: [...new Set(rows.filter((row) => row.cryptoSymbol === symbol).map((row) => row.chainId))]
        .map((chainId) => chainRef(store, chainId))
        .filter((chain) => chain !== null),
    })),
    languages: ['en', 'es'],
    urlTtlMs: RAMP_URL_TTL_MS,
    checkoutMs: RAMP_CHECKOUT_MS,
    ...(service === 'offramp' ? { depositWindowMs: RAMP_DEPOSIT_WINDOW_MS } : {}),
  };
}
