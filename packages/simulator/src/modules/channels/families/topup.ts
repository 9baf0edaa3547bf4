/**
 * Fixed data of the top-up channel. The channels area is not simulated yet, so the top-up
 * channel's capabilities, its destination countries with their exchange rates, and the
 * settlement wallet live here as documented constants.
 */

/** The capability ids of the top-up channel (one per destination country); `validate-phone` signs for these. */
export const TOPUP_CAPABILITY_IDS = {
  GT: '7a1c0e52-4f0b-4d6e-9a51-0c3b2f6d1e01',
  SV: '7a1c0e52-4f0b-4d6e-9a51-0c3b2f6d1e02',
  MX: '7a1c0e52-4f0b-4d6e-9a51-0c3b2f6d1e03',
  CO: '7a1c0e52-4f0b-4d6e-9a51-0c3b2f6d1e04',
} as const;

/** A destination country of top-ups: its currency and the fixed rate in local units per USD. */
export interface TopupCountry {
  readonly country: string;
  readonly currency: string;
  readonly usdRate: number;
}

/** Destination countries and their fixed rates. */
export const TOPUP_COUNTRIES: readonly TopupCountry[] = [
  { country: 'GT', currency: 'GTQ', usdRate: 7.75 },
  { country: 'SV', currency: 'USD', usdRate: 1 },
  { country: 'MX', currency: 'MXN', usdRate: 18.5 },
  { country: 'CO', currency: 'COP', usdRate: 4100 },
];

/** Tokens a top-up can be paid with (all priced at 1 USD). */
export const TOPUP_TOKENS = ['USDC', 'USDT', 'DAI'] as const;

/** The top-up service fee, percent of the amount. */
export const TOPUP_FEE_PERCENT = 1;

/** Smallest and largest withdrawal, in tokens (USD). */
export const TOPUP_LIMITS = { min: 1, max: 1000 } as const;

/** The wallet that receives every top-up withdrawal (the message's `to`). */
export const TOPUP_SETTLEMENT_ADDRESS = '0x70b0000000000000000000000000000000000701';

/** How long a sign payload can be signed and submitted: 10 minutes of virtual time. */
export const TOPUP_SIGN_PAYLOAD_TTL_MS = 10 * 60 * 1000;

/** The HMAC-SHA256 key of validate-phone signatures. */
export const TOPUP_SIGNATURE_SECRET = 'topup-simulator-signing-secret';

/** The format of a `codigopaq`: 8 to 12 digits. */
export const CODIGOPAQ_PATTERN = /^\d{8,12}$/;
