/**
 * Input schemas of the built-in control routes and methods.
 */
import { KEY_TYPES, PERMISSIONS } from '@payments-platform/sdk/contract';
import * as z from 'zod';
import { ENVIRONMENTS, MAX_CLOCK_ADVANCE_MS, MAX_SESSION_TTL_MS, SEED_NAMES } from './config.js';
import { GATE_STATES, MAINTENANCE_STATUSES } from './database.js';
import { FaultRuleSchema } from './faults.js';
import type { Role } from './roles.js';

export const ResetInput = z.object({ seed: z.enum(SEED_NAMES).optional() });
export type ResetInput = z.input<typeof ResetInput>;

export const CreateAppInput = z.object({
  name: z.string().trim().min(1),
  webhookUrl: z
    .url({ protocol: /^https?$/ })
    .nullable()
    .optional(),
  webhookSecret: z.string().min(1).nullable().optional(),
  complianceSuccessUrl: z.url().nullable().optional(),
  complianceCancelUrl: z.url().nullable().optional(),
});
export type CreateAppInput = z.input<typeof CreateAppInput>;

export const CreateApiKeyInput = z.object({
  appId: z.string().min(1),
  name: z.string().min(1).optional(),
  environment: z.enum(ENVIRONMENTS).optional(),
  teamId: z.string().min(1).nullable().optional(),
  profileId: z.string().min(1).nullable().optional(),
  permissions: z.array(z.enum(PERMISSIONS)).optional(),
  type: z.enum(KEY_TYPES).optional(),
});
export type CreateApiKeyInput = z.input<typeof CreateApiKeyInput>;

export const CreateSessionInput = z.object({
  profileId: z.string().min(1),
  /** At most a year (`MAX_SESSION_TTL_MS`). */
  ttlMs: z.number().int().positive().max(MAX_SESSION_TTL_MS).optional(),
  /** A platform administrator's session (admin metadata: reads any transaction by id). */
  admin: z.boolean().optional(),
});
export type CreateSessionInput = z.input<typeof CreateSessionInput>;

export const OutboxQuery = z.object({ to: z.string().optional() });

/** At most ten years in one step ({@link MAX_CLOCK_ADVANCE_MS}). */
export const AdvanceClockInput = z.object({ ms: z.number().int().min(0).max(MAX_CLOCK_ADVANCE_MS) });

export const MaintenanceInput = z.object({ status: z.enum(MAINTENANCE_STATUSES) });

export const GatesInput = z.object({
  otp: z.enum(GATE_STATES).optional(),
  kyc: z.enum(GATE_STATES).optional(),
});
export type GatesInput = z.input<typeof GatesInput>;

export const FaultsInput = z.object({ rules: z.array(FaultRuleSchema) });

/** Team roles (spec: Roles). */
const CONTROL_ROLES = [
  'admin',
  'member',
  'viewer',
  'developer',
  'analyst',
  'blocked',
  'api',
] as const satisfies readonly Role[];

export const AddProfileInput = z
  .object({
    /** The user who gets the profile: by id, or by the e-mail of an existing user. */
    userId: z.string().trim().min(1).optional(),
    email: z.email().trim().toLowerCase().optional(),
    /** The team the profile joins (its app is the profile's app). */
    teamId: z.string().trim().min(1),
    role: z.enum(CONTROL_ROLES).default('member'),
    /** 4 to 50 letters, digits, `_` and `-`, not starting with `api_`; unique in the app. */
    nickname: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{4,50}$/, '4 to 50 letters, digits, "_" and "-"')
      .refine((value) => !value.toLowerCase().startsWith('api_'), 'Cannot start with "api_"')
      .optional(),
    /** Make it the user's default profile. */
    makeDefault: z.boolean().default(false),
  })
  .refine((body) => (body.userId === undefined) !== (body.email === undefined), {
    message: 'Send exactly one of userId and email.',
  });
export type AddProfileInput = z.input<typeof AddProfileInput>;
