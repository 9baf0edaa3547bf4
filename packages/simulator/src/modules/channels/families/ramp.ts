/**
 * Fixed data of the ramp channel: the fiat markets with their rates, fees, payment methods and
 * limits, the chains and token it serves, the provider's liquidity wallet, and the timings of an
 * order on the virtual clock. The channels seed turns the markets into discovery capabilities.
 */

/** A fiat market of the ramp: one country and its currency. */
export interface RampMarket {
  readonly country: string;
  readonly fiat: string;
  /** Fiat units per 1 USDC. */
  readonly rate: number;
  /** Payment methods the hosted page offers, lowercase. */
  readonly payments: readonly string[];
  /** Fixed provider fee per order, in the fiat. */
  readonly fixedFee: number;
  /** Smallest and largest on-ramp order, in the fiat. */
  readonly onrampLimits: { readonly min: number; readonly max: number };
}

/** The fiat markets of the ramp. */
export const RAMP_MARKETS: readonly RampMarket[] = [
  {
    country: 'MX',
    fiat: 'MXN',
    rate: 18.5,
    payments: ['spei', 'card'],
    fixedFee: 10,
    onrampLimits: { min: 200, max: 100_000 },
  },
  {
    country: 'CO',
    fiat: 'COP',
    rate: 4100,
    payments: ['pse', 'card'],
    fixedFee: 2000,
    onrampLimits: { min: 40_000, max: 20_000_000 },
  },
  {
    country: 'US',
    fiat: 'USD',
    rate: 1,
    payments: ['ach', 'card'],
    fixedFee: 0.5,
    onrampLimits: { min: 10, max: 5000 },
  },
];

/** The token the ramp buys and sells. */
export const RAMP_CRYPTO = 'USDC';

/** The chains the ramp delivers on and takes deposits from. */
export const RAMP_CHAIN_IDS = [84532, 8453] as const;

/** Percentage fees of each direction. */
export const RAMP_FEE_PERCENT = { onramp: 1.5, offramp: 1 } as const;

/** Smallest and largest off-ramp order, in USDC. */
export const RAMP_OFFRAMP_LIMITS = { min: 10, max: 5000 } as const;

/** The capability that is listed in the catalog but disabled (on-ramp CO on Base). */
export const RAMP_DISABLED_CAPABILITY = 'onramp:CO:8453';

/** The provider's liquidity wallet: it sends on-ramp deliveries. Funded by every seed. */
export const RAMP_PROVIDER_ADDRESS = '0x7a3d000000000000000000000000000000000a01';

/** USDC of the provider on each ramp chain, whole tokens. */
export const RAMP_PROVIDER_FUNDS = 1_000_000;

/** Hosted pages live under this reserved domain (not served). */
export const RAMP_HOSTED_ORIGIN = 'https://ramp.payments-platform.test';

/** A hosted URL is valid this long: 15 minutes. */
export const RAMP_URL_TTL_MS = 15 * 60 * 1000;

/** The user finishes the hosted page (pays the fiat, or confirms the sale) after 5 minutes. */
export const RAMP_CHECKOUT_MS = 5 * 60 * 1000;

/** An off-ramp order checks its deposit address every minute. */
export const RAMP_DEPOSIT_POLL_MS = 60 * 1000;

/** An off-ramp order without a deposit expires 30 minutes after its deposit window opens. */
export const RAMP_DEPOSIT_WINDOW_MS = 30 * 60 * 1000;

/** The capability id of a ramp market, service and chain (`<service>:<country>:<chainId>`). */
export function rampCapabilityId(service: 'onramp' | 'offramp', country: string, chainId: number): string {
  const market = RAMP_MARKETS.findIndex((entry) => entry.country === country);
  const chain = RAMP_CHAIN_IDS.indexOf(chainId as (typeof RAMP_CHAIN_IDS)[number]);
  const index = (service === 'onramp' ? 0 : 1) * 100 + market * 10 + chain + 1;
  return `5e1a7c30-2b4d-4c8e-9f10-${index.toString().padStart(12, '0')}`;
}
