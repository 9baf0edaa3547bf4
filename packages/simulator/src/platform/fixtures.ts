/**
 * Fixtures: the data a simulator starts with, declared as JSON. Apps with their API keys (scope
 * and permissions), teams, users, profiles (a user in a team with a role), bank accounts, wallets
 * with balances on the simulated chains, and lifetimes (invitation, session, OTP). A fixture is
 * loaded on top of a seed (`demo` or `empty`), so it may refer to the seed's apps and teams; the
 * demo seed itself is the fixture `DEMO_FIXTURE` in `scenarios/demo.ts`; `scenarios/fixture-loader.ts`
 * loads them.
 *
 * Records are stamped before the start instant: apps 60 days, keys 59, users 45, teams, profiles
 * and wallets 40, bank accounts 30.
 */
import { KEY_TYPES, PERMISSIONS } from '@payments-platform/sdk/contract';
import * as z from 'zod';
import { jsonValueProblem, MAX_JSON_DEPTH } from '../kernel/json.js';
import { TEAM_ROLES } from './roles.js';

/** Team roles a fixture may give: every team role. */
export const FIXTURE_ROLES = TEAM_ROLES;

const id = z.string().trim().min(1);
const evmAddress = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'an EVM address (0x and 40 hex digits)');
const country = z.string().regex(/^[A-Z]{2}$/, 'an ISO 3166-1 alpha-2 country code');
const jsonObject = z.record(z.string(), z.json());

/** An API key of an app. Its prefix (`sk_sandbox_` or `sk_live_`) names its environment. */
export const FixtureKey = z.strictObject({
  id,
  app: id,
  key: z
    .string()
    .regex(/^sk_(sandbox|live)_[A-Za-z0-9_]{8,}$/, 'sk_sandbox_ or sk_live_ and at least 8 more characters'),
  name: z.string().min(1).optional(),
  type: z.enum(KEY_TYPES).default('STANDARD'),
  permissions: z.array(z.enum(PERMISSIONS)).default([]),
  /** Scope: a team of the app. */
  team: id.optional(),
  /** Scope: a profile of the app (the key then carries the profile's team). */
  profile: id.optional(),
});

/** An app with its webhook endpoint. */
export const FixtureApp = z.strictObject({
  id,
  name: z.string().trim().min(1),
  webhookUrl: z
    .url({ protocol: /^https?$/ })
    .nullable()
    .default(null),
  webhookSecret: z.string().min(1).nullable().default(null),
});

/** A team of an app. */
export const FixtureTeam = z.strictObject({
  id,
  app: id,
  name: z.string().trim().min(1),
  isBusiness: z.boolean().default(false),
  description: z.string().nullable().default(null),
  countries: z.array(country).default([]),
  notificationEmail: z.email().nullable().default(null),
  defaultReceiverWallet: evmAddress.nullable().default(null),
  otcApproved: z.boolean().default(false),
  metadata: jsonObject.default({}),
});

/** A user (users are global; their profiles put them in teams). */
export const FixtureUser = z.strictObject({
  id,
  email: z.email(),
  username: z
    .string()
    .regex(/^[a-z0-9_.-]{3,30}$/, '3 to 30 of a-z, 0-9, _, . and -')
    .optional(),
  firstName: z.string().trim().min(1),
  lastName: z.string().trim().min(1),
  country,
  language: z.enum(['en', 'es']).default('en'),
  referralCode: z
    .string()
    .regex(/^[A-Z0-9]{4,12}$/, '4 to 12 of A-Z and 0-9')
    .optional(),
});

/** A profile: a user in a team with a role. */
export const FixtureProfile = z.strictObject({
  id,
  user: id,
  team: id,
  role: z.enum(FIXTURE_ROLES),
  nickname: z.string().trim().min(1).optional(),
});

/** A bank account of a profile. */
export const FixtureBankAccount = z.strictObject({
  id,
  profile: id,
  accountName: z.string().trim().min(1),
  accountAlias: z.string().trim().min(1).optional(),
  accountType: z.enum(['CHECKING', 'SAVINGS', 'BUSINESS', 'CURRENT', 'MONEY_MARKET']),
  accountNumber: z.string().trim().min(1),
  country,
  bankSlug: z.string().trim().min(1),
  currencySymbol: z.string().regex(/^[A-Z]{3}$/, 'an ISO 4217 currency code'),
  additionalData: jsonObject.default({}),
});

/** A balance of a wallet: whole tokens as a decimal string (`"1000"`, `"0.5"`). */
export const FixtureBalance = z.strictObject({
  chainId: z.number().int().positive(),
  /** `native`, a token symbol deployed on the chain (`USDC`) or a token address. */
  token: z.string().min(1),
  amount: z.string().regex(/^\d+(\.\d+)?$/, 'whole tokens as a decimal string, like "1000" or "0.5"'),
});

/** An EVM wallet of a team (and optionally of a profile of it), with balances. */
export const FixtureWallet = z
  .strictObject({
    id,
    address: evmAddress,
    team: id.optional(),
    profile: id.optional(),
    alias: z.string().min(1).nullable().default(null),
    custody: z.enum(['platform', 'external']).default('platform'),
    balances: z.array(FixtureBalance).default([]),
  })
  .refine((wallet) => wallet.team !== undefined || wallet.profile !== undefined, {
    message: 'a wallet needs a team or a profile',
    path: ['team'],
  });

/** Lifetimes that replace the simulator's options (shorten them to see expiries quickly). */
export const FixtureLifetimes = z.strictObject({
  invitationMs: z.number().int().positive().optional(),
  sessionMs: z.number().int().positive().optional(),
  otpMs: z.number().int().positive().optional(),
});

const fixtureSchema = z.strictObject({
  /** Where the schema is described (editors use it); ignored. */
  $schema: z.string().optional(),
  lifetimes: FixtureLifetimes.optional(),
  apps: z.array(FixtureApp).default([]),
  keys: z.array(FixtureKey).default([]),
  teams: z.array(FixtureTeam).default([]),
  users: z.array(FixtureUser).default([]),
  profiles: z.array(FixtureProfile).default([]),
  bankAccounts: z.array(FixtureBankAccount).default([]),
  wallets: z.array(FixtureWallet).default([]),
});

/** A fixture as written (defaults optional). */
export type FixtureInput = z.input<typeof fixtureSchema>;
/** A checked fixture with its defaults applied. */
export type Fixture = z.output<typeof fixtureSchema>;

/**
 * A whole fixture. Every list is optional; unknown fields are refused. Typed by what it takes and
 * gives ({@link FixtureInput}, {@link Fixture}) rather than by its shape, which says the same at
 * far greater length.
 *
 * @example
 * ```ts
 * FixtureSchema.safeParse(JSON.parse(text)).success;
 * ```
 */
export const FixtureSchema: z.ZodType<Fixture, FixtureInput> = fixtureSchema;

/** Deeply read-only: what a loader may take without copying (arrays and records as written). */
type ReadOnlyDeep<T> = T extends readonly (infer Item)[]
  ? readonly ReadOnlyDeep<Item>[]
  : T extends object
    ? { readonly [K in keyof T]: ReadOnlyDeep<T[K]> }
    : T;

/**
 * A {@link Fixture} that may be read-only throughout: what the loader takes. A constant written
 * complete (every default spelled out, like the demo seed's) is one without a parse.
 */
export type CheckedFixture = ReadOnlyDeep<Fixture>;

/**
 * A fixture that does not match the schema or names a record that does not exist.
 *
 * @example
 * ```ts
 * try { parseFixture(input); } catch (error) { if (isFixtureError(error)) console.error(error.problems); }
 * ```
 */
export class FixtureError extends Error {
  override readonly name = 'FixtureError' as const;
  /** One line per problem: `path: message`. */
  readonly problems: readonly string[];

  constructor(problems: readonly string[], options?: ErrorOptions) {
    super(`Invalid fixture:\n${problems.map((problem) => `  ${problem}`).join('\n')}`, options);
    this.problems = problems;
  }
}

/**
 * Whether a value is a {@link FixtureError} (also across realms).
 *
 * @example
 * ```ts
 * isFixtureError(new FixtureError(['apps[0].id: Required'])); // true
 * ```
 */
export function isFixtureError(error: unknown): error is FixtureError {
  return error instanceof FixtureError || (error instanceof Error && error.name === 'FixtureError');
}

/** `keys[1].permissions[0]` from a zod path. */
export function fieldPath(path: readonly PropertyKey[]): string {
  let text = '';
  for (const part of path) {
    if (typeof part === 'number') text += `[${part}]`;
    else text += text === '' ? String(part) : `.${String(part)}`;
  }
  return text === '' ? '(fixture)' : text;
}

/**
 * Why a fixture cannot be read as data (nested deeper than {@link MAX_JSON_DEPTH}, or a number out
 * of range), as `path: problem` naming the record's field (`teams[0].metadata`), or `undefined`.
 */
function nestingProblem(input: unknown): string | undefined {
  const problem = jsonValueProblem(input, MAX_JSON_DEPTH);
  if (problem === undefined) return undefined;
  // Sections hold arrays of records: the field is three levels down.
  const fieldDepth = MAX_JSON_DEPTH - 3;
  for (const [section, records] of Object.entries(input as object)) {
    if (!Array.isArray(records)) continue;
    for (const [index, record] of records.entries()) {
      if (typeof record !== 'object' || record === null) continue;
      for (const [field, value] of Object.entries(record)) {
        if (jsonValueProblem(value, fieldDepth) !== undefined)
          return `${section}[${index}].${field}: ${problem}`;
      }
    }
  }
  return `(fixture): ${problem}`;
}

/**
 * Checks a fixture against the schema and applies its defaults.
 *
 * @example
 * ```ts
 * const fixture = parseFixture({ apps: [{ id: 'app_shop', name: 'Shop' }] });
 * fixture.apps[0]?.webhookUrl; // null
 * ```
 */
export function parseFixture(input: unknown): Fixture {
  // A fixture nests no deeper than an API body may: deeper ones are refused before any walk.
  const deep = nestingProblem(input);
  if (deep !== undefined) throw new FixtureError([deep]);
  const result = FixtureSchema.safeParse(input);
  if (result.success) return result.data;
  throw new FixtureError(
    result.error.issues.map((issue) => `${fieldPath(issue.path)}: ${issue.message}`),
    { cause: result.error },
  );
}
