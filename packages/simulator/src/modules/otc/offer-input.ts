/**
 * The body of the control route that makes an offer, apart from the offer logic: the control
 * action's input type is public, and the offer logic's declarations name the signing package's
 * typed data, which an app that only reads this type should not load.
 */
import * as z from 'zod';
import { OTC_MAX_SPLITS } from './rules.js';

/** Body of the control route that makes an offer. */
export const MakeOfferInput = z.object({
  /** An OTC-approved team of the request's app; the first one other than the creator by default. */
  providerTeamId: z.string().min(1).optional(),
  /** The offering profile, a member of the provider team. */
  providerProfileId: z.string().min(1).optional(),
  /** The provider's EVM wallet; the team's default receiver wallet, else its first wallet, by default. */
  providerWallet: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/, 'Expected an EVM address')
    .optional(),
  /** Fiat units per token; the reference rate by default. */
  rate: z.number().positive().optional(),
  /** How many splits the settlement is made of (1 to 10, default 1). */
  splits: z.number().int().min(1).max(OTC_MAX_SPLITS).optional(),
  /** How long the offer can be accepted, in ms of virtual time (default 24 hours). */
  expiresInMs: z.number().int().positive().optional(),
});
export type MakeOfferInput = z.input<typeof MakeOfferInput>;
