/**
 * Options of a simulator and their defaults. Where the spec gives no number (session lifetime,
 * rate limit, ...) the default is the simulator's documented choice.
 */
import { kindOf, unknownOption } from '@payments-platform/sdk/contract';
import { CLOCK_MODES, type ClockMode } from '../kernel/clock.js';
import type { AreaModule, HandlerOverrides } from '../kernel/module.js';
import type { FixtureInput } from './fixtures.js';
import { DEFAULT_RETENTION, type RetentionSettings } from './retention.js';

/** The environments a key can belong to; each has its own key prefix. */
export const ENVIRONMENTS = ['sandbox', 'production'] as const;
export type SimulatorEnvironment = (typeof ENVIRONMENTS)[number];

/** Seed names: `demo` (ready-made tenants, keys and balances) or `empty` (reference data only). */
export const SEED_NAMES = ['demo', 'empty'] as const;
export type SeedName = (typeof SEED_NAMES)[number];

/** Rate-limit settings. */
export interface RateLimitSettings {
  /** Bucket size: the burst a key may send at once. */
  readonly capacity: number;
  /** Tokens added per second of virtual time. */
  readonly refillPerSecond: number;
}

/** Rate-limit defaults (the spec does not give the numbers). */
export const DEFAULT_RATE_LIMIT: RateLimitSettings = { capacity: 100, refillPerSecond: 50 };

/** Where a simulator listens when nothing else is said. */
export const DEFAULT_BASE_URL = 'http://127.0.0.1:4010';
/** The start instant when `now` is not given. */
export const DEFAULT_START = '2025-01-01T00:00:00.000Z';
/** The random seed when `randomSeed` is not given. */
export const DEFAULT_RANDOM_SEED = 'payments-simulator';
/** Session lifetime: 24 hours. */
export const DEFAULT_SESSION_TTL_MS = 24 * 60 * 60 * 1000;
/** Team invitation lifetime: 7 days. */
export const DEFAULT_INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** OTP lifetime: 10 minutes. */
export const DEFAULT_OTP_TTL_MS = 10 * 60 * 1000;
/** Block time of the simulated chains: 2 seconds. */
export const DEFAULT_BLOCK_TIME_MS = 2000;
/** Largest JSON body of an API request: 1 MiB. */
export const BODY_LIMIT_BYTES = 1024 * 1024;
/** Largest body of a control request (state restore): 64 MiB. */
export const CONTROL_BODY_LIMIT_BYTES = 64 * 1024 * 1024;
/** Wall-clock time a webhook receiver gets to answer. */
export const DEFAULT_WEBHOOK_TIMEOUT_MS = 5000;
/** Longest single clock advance: 10 years. */
export const MAX_CLOCK_ADVANCE_MS = 10 * 366 * 24 * 60 * 60 * 1000;
/** Longest session lifetime: 1 year. */
export const MAX_SESSION_TTL_MS = 366 * 24 * 60 * 60 * 1000;

/** Waits `ms` of wall time (fault latency); rejects when `signal` aborts. */
export type Wait = (ms: number, signal?: AbortSignal) => Promise<void>;

/** Options of {@link createSimulator}. */
export interface SimulatorOptions {
  /** Data to start from: `demo` (default) or `empty` (reference data only). */
  readonly seed?: SeedName;
  /** The environment this simulator serves; keys of the other environment get 403. Default `sandbox`. */
  readonly environment?: SimulatorEnvironment;
  /** Origin (and optional path prefix) the MSW handlers answer. Default `http://127.0.0.1:4010`. */
  readonly baseUrl?: string;
  /**
   * How the clock moves: `frozen` (default) only when advanced, or `wall` with real time, due
   * timers then running on their own.
   */
  readonly clock?: ClockMode;
  /**
   * The start instant of the clock. Default `2025-01-01T00:00:00.000Z` when frozen, the current
   * time in wall mode.
   */
  readonly now?: Date | string | number;
  /**
   * Apps, keys, users with their teams and roles, bank accounts, wallets, balances and lifetimes
   * loaded on top of the seed (and again on every reset).
   */
  readonly fixtures?: FixtureInput | readonly FixtureInput[];
  /** Seed of every id, token, OTP and fault roll. Default `payments-simulator`. */
  readonly randomSeed?: string | number;
  /**
   * Per-key token bucket refilled in clock time: settings, a number of requests per minute (the
   * burst is the same number), or `false` to turn rate limiting off. Default 100 burst, 50 per
   * second.
   */
  readonly rateLimit?: Partial<RateLimitSettings> | number | false;
  /** Session lifetime in ms. Default 24 hours. */
  readonly sessionTtlMs?: number;
  /** OTP lifetime in ms. Default 10 minutes. */
  readonly otpTtlMs?: number;
  /** Team invitation lifetime in ms. Default 7 days. */
  readonly invitationTtlMs?: number;
  /** Block time of the simulated chains in ms. Default 2000. */
  readonly blockTimeMs?: number;
  /**
   * Check every answer against the contract and answer 500 when it does not match: a success's
   * data against the operation's response schema, and a failure of a built-in handler against the
   * operation's declared errors (`declaredErrors`: its status, and its code where the declaration
   * names one). Default `true`.
   */
  readonly validateResponses?: boolean;
  /**
   * The key of signed download URLs, 64 hex digits. Default: 32 random bytes drawn at creation
   * (never from `randomSeed`); snapshots carry it, so a restore keeps URLs valid. Give one only
   * where two simulators must produce equal snapshots.
   */
  readonly urlSigningKey?: string;
  /** When set, control routes need `Authorization: Bearer <adminToken>`. */
  readonly adminToken?: string;
  /** Wall-clock time a webhook receiver gets to answer. Default 5000 ms. */
  readonly webhookTimeoutMs?: number;
  /** Extra areas (handlers, jobs, control routes), applied after the built-in ones. */
  readonly areas?: readonly AreaModule[];
  /** Handlers that replace or add to the built-in ones, by operation id; `null` removes one (501). */
  readonly handlers?: HandlerOverrides;
  /** How fault latency waits. Default: a real timer. */
  readonly wait?: Wait;
  /**
   * How many rows the journals keep (outbox, webhook deliveries, activity, notifications, chain
   * transactions; 10,000 each by default) and whether expired sessions are dropped.
   */
  readonly retention?: Partial<RetentionSettings>;
  /** Failures of timers that ran on their own (wall mode). Default: ignored. */
  readonly onTimerError?: (error: unknown) => void;
  /** Called after timers ran on their own (wall mode), for example to save the state. */
  readonly onTimersRun?: () => void;
  /**
   * Whether the documented magic values (a recipient address or amount whose chain transfer
   * fails or stays pending, an invalid top-up phone code, ...) steer outcomes. Default `true`;
   * `false` makes them plain inputs. The table is in `docs/magic-values.md`.
   */
  readonly magicValues?: boolean;
}

/** Every option of {@link createSimulator}; the compiler keeps the list equal to {@link SimulatorOptions}. */
export const SIMULATOR_OPTIONS = Object.keys({
  seed: true,
  environment: true,
  baseUrl: true,
  clock: true,
  now: true,
  fixtures: true,
  randomSeed: true,
  rateLimit: true,
  sessionTtlMs: true,
  otpTtlMs: true,
  invitationTtlMs: true,
  blockTimeMs: true,
  validateResponses: true,
  urlSigningKey: true,
  adminToken: true,
  webhookTimeoutMs: true,
  areas: true,
  handlers: true,
  wait: true,
  retention: true,
  onTimerError: true,
  onTimersRun: true,
  magicValues: true,
} satisfies Record<keyof SimulatorOptions, true>);

/** The kind of value each option takes where the checks of {@link resolveOptions} do not say it. */
const OPTION_KINDS: Readonly<
  Partial<Record<keyof SimulatorOptions, 'string' | 'boolean' | 'function' | 'object' | 'array'>>
> = {
  baseUrl: 'string',
  validateResponses: 'boolean',
  magicValues: 'boolean',
  urlSigningKey: 'string',
  adminToken: 'string',
  areas: 'array',
  handlers: 'object',
  retention: 'object',
  wait: 'function',
  onTimerError: 'function',
  onTimersRun: 'function',
};

const kindMatches = (value: unknown, kind: string) =>
  kind === 'array'
    ? Array.isArray(value)
    : kind === 'object'
      ? typeof value === 'object' && value !== null && !Array.isArray(value)
      : typeof value === kind;

/**
 * Checks an options object where it is given: an unknown option (a `TypeError` naming the closest
 * known one, `sead: unknown option; did you mean "seed"?`) or a value of the wrong kind (naming
 * the option). `known` and `takes` let a caller with more options (`startServer`) check its own.
 *
 * @example
 * ```ts
 * checkOptionKinds({ sead: 'x' }); // TypeError: sead: unknown option; did you mean "seed"?
 * ```
 */
export function checkOptionKinds(
  options: object,
  known: readonly string[] = SIMULATOR_OPTIONS,
  takes = 'createSimulator',
): void {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw new TypeError(`${takes} takes an options object, received ${kindOf(options)}.`);
  }
  const unknown = unknownOption(options, known, takes);
  if (unknown) throw new TypeError(unknown.message);
  for (const [name, kind] of Object.entries(OPTION_KINDS)) {
    const value = (options as Record<string, unknown>)[name];
    if (value !== undefined && !kindMatches(value, kind)) {
      throw new TypeError(
        `${name} must be ${kind === 'array' ? 'an array' : `a ${kind}`}, received ${kindOf(value)}.`,
      );
    }
  }
  const { randomSeed, rateLimit, retention } = options as SimulatorOptions;
  if (
    randomSeed !== undefined &&
    (typeof randomSeed === 'number'
      ? !Number.isFinite(randomSeed)
      : typeof randomSeed !== 'string' || randomSeed === '')
  ) {
    throw new TypeError(`randomSeed must be a string or a number, received ${kindOf(randomSeed)}.`);
  }
  if (typeof rateLimit === 'object' && rateLimit !== null) {
    const problem = unknownOption(rateLimit, Object.keys(DEFAULT_RATE_LIMIT), 'rateLimit');
    if (problem) throw new TypeError(`rateLimit.${problem.message}`);
  }
  if (retention !== undefined) {
    const problem = unknownOption(retention, Object.keys(DEFAULT_RETENTION), 'retention');
    if (problem) throw new TypeError(`retention.${problem.message}`);
  }
}

/** The resolved options, as services see them. */
export interface SimulatorConfig {
  readonly seed: SeedName;
  readonly environment: SimulatorEnvironment;
  readonly baseUrl: string;
  /** Path prefix of `baseUrl` (empty for an origin). */
  readonly basePath: string;
  readonly clock: ClockMode;
  readonly startMs: number;
  readonly randomSeed: string;
  readonly rateLimit: RateLimitSettings | false;
  readonly sessionTtlMs: number;
  readonly otpTtlMs: number;
  readonly invitationTtlMs: number;
  readonly blockTimeMs: number;
  readonly validateResponses: boolean;
  readonly adminToken: string | null;
  readonly webhookTimeoutMs: number;
  /** Whether magic values steer outcomes. */
  readonly magicValues: boolean;
}

const positive = (name: string, value: number) => {
  if (!Number.isFinite(value) || value <= 0)
    throw new RangeError(`${name} must be a positive number, got ${value}`);
  return value;
};

const atMost = (name: string, value: number, max: number) => {
  if (value > max) throw new RangeError(`${name} must be at most ${max}, got ${value}`);
  return value;
};

/**
 * Applies defaults and checks the options.
 *
 * @example
 * ```ts
 * resolveOptions({ seed: 'empty' }).environment; // 'sandbox'
 * ```
 */
export function resolveOptions(options: SimulatorOptions): SimulatorConfig {
  const seed = options.seed ?? 'demo';
  if (!SEED_NAMES.includes(seed))
    throw new RangeError(`Unknown seed "${seed}"; use one of ${SEED_NAMES.join(', ')}`);
  const environment = options.environment ?? 'sandbox';
  if (!ENVIRONMENTS.includes(environment)) {
    throw new RangeError(`Unknown environment "${environment}"; use one of ${ENVIRONMENTS.join(', ')}`);
  }
  const base = baseUrlOf(options.baseUrl ?? DEFAULT_BASE_URL);
  const basePath = base.pathname.replace(/\/+$/, '');
  const clock = options.clock ?? 'frozen';
  if (!CLOCK_MODES.includes(clock)) {
    throw new RangeError(`Unknown clock mode "${clock}"; use one of ${CLOCK_MODES.join(', ')}`);
  }
  const startMs = new Date(options.now ?? (clock === 'wall' ? Date.now() : DEFAULT_START)).getTime();
  if (Number.isNaN(startMs)) {
    throw new RangeError(
      `now must be a Date, an ISO 8601 instant or epoch ms, got ${JSON.stringify(options.now) ?? String(options.now)}`,
    );
  }
  return {
    seed,
    environment,
    baseUrl: `${base.origin}${basePath}`,
    basePath,
    clock,
    startMs,
    randomSeed: String(options.randomSeed ?? DEFAULT_RANDOM_SEED),
    rateLimit: resolveRateLimit(options.rateLimit),
    sessionTtlMs: atMost(
      'sessionTtlMs',
      positive('sessionTtlMs', options.sessionTtlMs ?? DEFAULT_SESSION_TTL_MS),
      MAX_SESSION_TTL_MS,
    ),
    otpTtlMs: positive('otpTtlMs', options.otpTtlMs ?? DEFAULT_OTP_TTL_MS),
    invitationTtlMs: positive('invitationTtlMs', options.invitationTtlMs ?? DEFAULT_INVITATION_TTL_MS),
    blockTimeMs: positive('blockTimeMs', options.blockTimeMs ?? DEFAULT_BLOCK_TIME_MS),
    validateResponses: options.validateResponses ?? true,
    adminToken: options.adminToken === undefined || options.adminToken === '' ? null : options.adminToken,
    webhookTimeoutMs: positive('webhookTimeoutMs', options.webhookTimeoutMs ?? DEFAULT_WEBHOOK_TIMEOUT_MS),
    magicValues: options.magicValues ?? true,
  };
}

/** The `baseUrl` option as a URL: absolute, http or https. */
function baseUrlOf(baseUrl: string): URL {
  let url: URL | undefined;
  try {
    url = new URL(baseUrl);
  } catch {
    url = undefined;
  }
  if (url === undefined || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new TypeError(
      `baseUrl ${JSON.stringify(baseUrl)} is not an absolute http(s) URL: write it with its scheme, for example baseUrl: 'http://127.0.0.1:4010'.`,
    );
  }
  return url;
}

/**
 * The bucket of a `rateLimit` option: `false` stays off, a number is requests per minute (burst
 * and refill), settings fill in the defaults.
 *
 * @example
 * ```ts
 * resolveRateLimit(120); // { capacity: 120, refillPerSecond: 2 }
 * ```
 */
export function resolveRateLimit(option: SimulatorOptions['rateLimit']): RateLimitSettings | false {
  if (option === false) return false;
  if (typeof option === 'number') {
    if (!Number.isFinite(option) || option < 1) {
      throw new RangeError(`rateLimit must be at least 1 request per minute, got ${option}`);
    }
    return { capacity: option, refillPerSecond: option / 60 };
  }
  return {
    capacity: option?.capacity ?? DEFAULT_RATE_LIMIT.capacity,
    refillPerSecond: option?.refillPerSecond ?? DEFAULT_RATE_LIMIT.refillPerSecond,
  };
}
