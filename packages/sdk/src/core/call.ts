/**
 * The functional core: a small client object and `call()`, which runs one operation. The full
 * client is built on it, and tree-shaken apps can use it directly with one declaration.
 */

import type { Options as KyOptions } from 'ky';
import { kindOf, unknownOption } from '../contract/input-errors.js';
import type { OperationFailureCode } from '../contract/platform-errors.js';
import { refreshSession } from '../contract/refresh-session.js';
import type { OperationInput, OperationOutput, OperationShape } from '../contract/shape.js';
import { ApiPromise } from './api-promise.js';
import { ConfigurationError } from './errors.js';
import { LOG_LEVELS, type Logger, type LogLevel, levelledLogger } from './logger.js';
import { PagePromise } from './pagination.js';
import { envLogLevel, sdkUserAgent } from './runtime.js';
import {
  memorySessionStore,
  type Session,
  SessionManager,
  type SessionStore,
  tokenExpiry,
} from './session.js';
import {
  ENVIRONMENTS,
  type Environment,
  kyTimeout,
  type RawResult,
  type RequestContext,
  type RequestOptions,
  retryLimit,
  Transport,
  type ValidationMode,
} from './transport.js';

/** Options of a client. */
export interface ClientOptions {
  /** The application key sent as `x-api-key`. */
  readonly apiKey?: string;
  /** Base URL of the API; overrides `environment`. */
  readonly baseUrl?: string;
  /** Named environment; default `sandbox`. */
  readonly environment?: Environment;
  /** The fetch to use; default the global one. Tests can pass a simulator's `fetch`. */
  readonly fetch?: typeof fetch;
  /** Per-attempt timeout in ms, to the end of the body; default 60 000. `0` or `Infinity`: none. */
  readonly timeoutMs?: number;
  /** Automatic retries of GET, PUT, DELETE and HEAD; default 2. POST and PATCH are never retried. */
  readonly maxRetries?: number;
  /**
   * Headers sent with every request. Outside browsers the SDK sends
   * `User-Agent: payments-platform-sdk/<version> <runtime>/<version>`; a `User-Agent` here wins.
   */
  readonly headers?: Record<string, string>;
  /**
   * Where logs go; `console` fits. Without one the SDK logs nothing, except that a response that
   * does not match its schema in `validation: 'warn'` is reported once per operation and mismatch
   * with `console.warn` (`logLevel: 'error'` or `validation: 'off'` silences it).
   */
  readonly logger?: Logger;
  /**
   * Lowest level logged; default `warn`, or the level the `PAYMENTS_LOG` environment variable
   * names (`debug`, `info`, `warn`, `error`, `off`), which also logs to `console` when there is no
   * `logger`. An explicit `logLevel` wins over `PAYMENTS_LOG`.
   */
  readonly logLevel?: LogLevel;
  /**
   * How response data is checked against the contract; default `warn` (reported, data returned
   * as received); `strict` throws a `ResponseValidationError`; `off` checks neither responses nor
   * params.
   */
  readonly validation?: ValidationMode;
  /** Where the bearer session is kept; default in memory. */
  readonly sessionStore?: SessionStore;
  /** A session to start with. */
  readonly session?: Session;
  /** Called whenever the session is stored, refreshed or cleared. */
  readonly onSessionChange?: (session: Session | undefined) => void;
  /** Refresh the session this long before it expires; default 60 000 ms. */
  readonly refreshAheadMs?: number;
  /** Current time in ms; default `Date.now`. */
  readonly now?: () => number;
  /** Random source for retry jitter; default `Math.random`. */
  readonly random?: () => number;
  /**
   * ky options applied over the SDK's, for every request of the client: hooks (logging,
   * tracing, extra headers), `retry` settings, `credentials`, anything ky takes. Hooks run after
   * the SDK's own (which set the auth headers and refresh the session).
   *
   * @example
   * ```ts
   * const client = createClient({
   *   apiKey,
   *   ky: {
   *     hooks: {
   *       beforeRequest: [({ request }) => request.headers.set('x-trace-id', crypto.randomUUID())],
   *       afterResponse: [({ request, response }) => console.log(request.method, request.url, response.status)],
   *     },
   *     retry: { statusCodes: [408, 429, 500, 502, 503, 504] },
   *   },
   * });
   * ```
   */
  readonly ky?: KyOptions;
}

/** The state shared by a client and every client derived from it. */
export interface CoreClient {
  readonly transport: Transport;
  readonly sessions: SessionManager;
  /** Profile/team context sent with every call that accepts headers. */
  readonly context: RequestContext | undefined;
  /** The options the core was created with, which a derived core starts from. */
  readonly options?: ClientOptions;
}

const noopLogger: Logger = { debug() {}, info() {}, warn() {}, error() {} };

/**
 * Creates the core a client runs on.
 *
 * @example
 * ```ts
 * const core = createCore({ apiKey: 'sk_sandbox_...', baseUrl: 'http://127.0.0.1:4010' });
 * const maintenance = await call(core, getMaintenance, {});
 * ```
 */
export function createCore(options: ClientOptions = {}): CoreClient {
  return coreWith(options);
}

/** A core of `options`; with `sessions`, one that shares them (and their store) with another core. */
export function coreWith(options: ClientOptions, shared?: SessionManager): CoreClient {
  const checked = checkedOptions(options);
  const fetchImpl =
    options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const now = options.now ?? Date.now;
  let sessions = shared;
  if (!sessions) {
    const store = options.sessionStore ?? memorySessionStore(options.session);
    if (options.sessionStore && options.session) void options.sessionStore.set(options.session);
    sessions = new SessionManager({
      store,
      refreshAheadMs: options.refreshAheadMs ?? 60_000,
      now,
      onChange: options.onSessionChange,
    });
  }
  const fromEnv = options.logLevel === undefined ? envLogLevel() : undefined;
  const logLevel = options.logLevel ?? fromEnv ?? 'warn';
  const headers = { ...options.headers };
  const agent = sdkUserAgent();
  if (agent && !Object.keys(headers).some((name) => name.toLowerCase() === 'user-agent')) {
    headers['user-agent'] = agent;
  }
  const core: CoreClient = {
    options,
    transport: new Transport({
      ...checked,
      apiKey: options.apiKey,
      fetch: fetchImpl,
      headers,
      logger: levelledLogger(options.logger ?? (fromEnv ? console : noopLogger), logLevel),
      warnings: options.logger
        ? 'logger'
        : LOG_LEVELS.indexOf(logLevel) <= LOG_LEVELS.indexOf('warn')
          ? 'console'
          : 'none',
      random: options.random ?? Math.random,
      ky: options.ky,
      sessions: {
        async token(refreshAhead) {
          let session = await sessions.current();
          if (refreshAhead && session && sessions.isDue(session)) {
            session = (await refreshStoredSession(core)) ?? session;
          }
          return session?.token;
        },
        async renew() {
          return (await refreshStoredSession(core))?.token;
        },
      },
    }),
    sessions,
    context: undefined,
  };
  return core;
}

const VALIDATION_MODES: readonly string[] = ['strict', 'warn', 'off'];

/** Every option of a client; the compiler keeps the list equal to {@link ClientOptions}. */
const CLIENT_OPTIONS = Object.keys({
  apiKey: true,
  baseUrl: true,
  environment: true,
  fetch: true,
  timeoutMs: true,
  maxRetries: true,
  headers: true,
  logger: true,
  logLevel: true,
  validation: true,
  sessionStore: true,
  session: true,
  onSessionChange: true,
  refreshAheadMs: true,
  now: true,
  random: true,
  ky: true,
} satisfies Record<keyof ClientOptions, true>);

/** The options that take a function, and the options that take an object. */
const FUNCTION_OPTIONS = ['onSessionChange', 'now', 'random'] as const;
const OBJECT_OPTIONS = ['headers', 'logger', 'sessionStore', 'session', 'ky'] as const;

/** The options a transport takes from the client's, checked: a wrong one is a ConfigurationError now. */
function checkedOptions(options: ClientOptions) {
  const fail = (option: string, message: string): never => {
    throw new ConfigurationError(option, message);
  };
  if (options === null || typeof options !== 'object') {
    fail(
      'options',
      `createClient takes an options object, received ${kindOf(options)}: createClient({ apiKey, baseUrl }).`,
    );
  }
  const unknown = unknownOption(options, CLIENT_OPTIONS, 'createClient');
  if (unknown) fail(unknown.option, unknown.message);
  const { environment, baseUrl } = options;
  if (environment !== undefined && !Object.hasOwn(ENVIRONMENTS, environment)) {
    fail(
      'environment',
      `environment ${JSON.stringify(environment)} is not one of ${Object.keys(ENVIRONMENTS).join(', ')}: pick one of them, or pass baseUrl for another server (baseUrl: 'http://127.0.0.1:4010' for a local simulator).`,
    );
  }
  if (baseUrl !== undefined) {
    let url: URL | undefined;
    try {
      url = typeof baseUrl === 'string' ? new URL(baseUrl) : undefined;
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      const given = typeof baseUrl === 'string' ? JSON.stringify(baseUrl) : kindOf(baseUrl);
      fail(
        'baseUrl',
        `baseUrl ${given} is not an absolute http(s) URL: write it with its scheme, for example baseUrl: ${JSON.stringify(
          typeof baseUrl === 'string' && baseUrl && !baseUrl.includes('://')
            ? `http://${baseUrl}`
            : 'http://127.0.0.1:4010',
        )}.`,
      );
    }
  }
  if (options.validation !== undefined && !VALIDATION_MODES.includes(options.validation)) {
    fail(
      'validation',
      `validation must be one of ${VALIDATION_MODES.join(', ')}, received ${JSON.stringify(options.validation)}.`,
    );
  }
  if (options.logLevel !== undefined && !(LOG_LEVELS as readonly string[]).includes(options.logLevel)) {
    fail(
      'logLevel',
      `logLevel must be one of ${LOG_LEVELS.join(', ')}, received ${JSON.stringify(options.logLevel)}.`,
    );
  }
  if (options.fetch !== undefined && typeof options.fetch !== 'function') {
    fail('fetch', `fetch must be a function like the global fetch, received ${kindOf(options.fetch)}.`);
  }
  if (options.apiKey !== undefined && (typeof options.apiKey !== 'string' || options.apiKey.trim() === '')) {
    fail(
      'apiKey',
      `apiKey must be the application key, a string, received ${kindOf(options.apiKey)}: pass the key (for example apiKey: process.env.PAYMENTS_API_KEY, which is then unset or empty), or leave apiKey out to call only the public routes.`,
    );
  }
  for (const option of FUNCTION_OPTIONS) {
    if (options[option] !== undefined && typeof options[option] !== 'function') {
      fail(option, `${option} must be a function, received ${kindOf(options[option])}.`);
    }
  }
  for (const option of OBJECT_OPTIONS) {
    const value = options[option];
    if (value !== undefined && (value === null || typeof value !== 'object' || Array.isArray(value))) {
      fail(option, `${option} must be an object, received ${kindOf(value)}.`);
    }
  }
  if (
    options.refreshAheadMs !== undefined &&
    (typeof options.refreshAheadMs !== 'number' || !(options.refreshAheadMs >= 0))
  ) {
    fail(
      'refreshAheadMs',
      `refreshAheadMs must be a number of milliseconds (0 or more), received ${kindOf(options.refreshAheadMs)}: for example refreshAheadMs: 60000.`,
    );
  }
  const timeoutMs = options.timeoutMs ?? 60_000;
  kyTimeout('timeoutMs', timeoutMs);
  return {
    baseUrl: baseUrl ?? ENVIRONMENTS[environment ?? 'sandbox'],
    timeoutMs,
    maxRetries: retryLimit('maxRetries', options.maxRetries ?? 2),
    validation: options.validation ?? 'warn',
  } as const;
}

/**
 * A core that sends a profile/team context with every call.
 *
 * @example
 * ```ts
 * const teamCore = withCoreContext(core, { profileId, teamId });
 * await call(teamCore, listTeamMembers, {});
 * ```
 */
export function withCoreContext(core: CoreClient, context: RequestContext): CoreClient {
  return { ...core, context };
}

/** Options that belong to the session, which a derived core shares rather than replaces. */
const SESSION_OPTIONS = ['sessionStore', 'session', 'onSessionChange', 'refreshAheadMs', 'now'] as const;

/**
 * A core with other options (timeout, retries, headers, logging, ...) that shares the session
 * of `core` and its `fetch`, and keeps its context. `headers` are added to the core's.
 *
 * @example
 * ```ts
 * const patient = withCoreOptions(core, { timeoutMs: 120_000, maxRetries: 5 });
 * await call(patient, listCountries, {});
 * ```
 */
export function withCoreOptions(core: CoreClient, options: ClientOptions): CoreClient {
  if (options === null || typeof options !== 'object') {
    throw new ConfigurationError(
      'options',
      `withOptions takes an options object, received ${kindOf(options)}.`,
    );
  }
  for (const option of SESSION_OPTIONS) {
    if (options[option] !== undefined) {
      throw new ConfigurationError(
        option,
        `${option} cannot be changed by withOptions: the copy shares the session of the client it comes from. Create another client with createClient for a session of its own.`,
      );
    }
  }
  const base = core.options ?? {};
  const merged: ClientOptions = {
    ...base,
    ...options,
    headers: { ...base.headers, ...options.headers },
  };
  return { ...coreWith(merged, core.sessions), context: core.context };
}

async function refreshWith(core: CoreClient, token: string) {
  const { data } = await core.transport.call<{
    session?: string;
    expirationTimestamp?: number;
    userType?: string;
  }>(refreshSession, {}, { session: token }, { maxRetries: 0 });
  return data;
}

/**
 * Refreshes the stored session now (single-flight).
 *
 * @example
 * ```ts
 * const session = await refreshStoredSession(core);
 * session?.expiresAt;
 * ```
 */
export function refreshStoredSession(core: CoreClient): Promise<Session | undefined> {
  return core.sessions.refresh((token) => refreshWith(core, token));
}

function send<T>(
  core: CoreClient,
  operation: OperationShape,
  input: unknown,
  options: RequestOptions,
  unread = false,
): Promise<RawResult<T>> {
  // The session, its refresh ahead of expiry and after a 401 are the transport's ky hooks.
  return core.transport.call<T>(
    operation,
    input,
    { context: options.context ?? core.context },
    options,
    unread,
  );
}

/**
 * Runs one operation and returns its `data`. Await the result, or call `.withResponse()` or
 * `.asResponse()` on it.
 *
 * @example
 * ```ts
 * import { createCore, call } from '@payments-platform/sdk/core';
 * import { listCountries } from '@payments-platform/sdk/contract';
 * const { countries } = await call(createCore({ apiKey }), listCountries, {});
 * ```
 */
export function call<Op extends OperationShape>(
  core: CoreClient,
  operation: Op,
  input: OperationInput<Op>,
  options: RequestOptions = {},
): ApiPromise<OperationOutput<Op>, OperationFailureCode<Op>> {
  const unread = async (params: unknown) => (await send(core, operation, params, options, true)).response;
  if (operation.pagination) {
    return new PagePromise<OperationOutput<Op>, unknown, OperationFailureCode<Op>>(
      operation.pagination,
      (input ?? {}) as Record<string, unknown>,
      (page) => send(core, operation, page, options),
      unread,
    );
  }
  return new ApiPromise(
    () => send(core, operation, input, options),
    false,
    () => unread(input),
  );
}

/** The session a successful OTP verification yields. */
export function sessionFromVerification(
  data: { session: string; teams?: readonly { profileId?: string; teamId?: string; userType?: string }[] },
  profileId: string | undefined,
): Session {
  const team = data.teams?.find((entry) => entry.profileId === profileId) ?? data.teams?.[0];
  const expiresAt = tokenExpiry(data.session);
  return {
    token: data.session,
    ...(expiresAt === undefined ? {} : { expiresAt }),
    ...(team?.profileId ? { profileId: team.profileId } : {}),
    ...(team?.teamId ? { teamId: team.teamId } : {}),
    ...(team?.userType ? { userType: team.userType } : {}),
  };
}
