/**
 * The functional core: a small client object and `call()`, which runs one operation. The full
 * client is built on it, and tree-shaken apps can use it directly with one declaration.
 */

import type {
  OperationDefinition,
  OperationErrorCode,
  OperationInput,
  OperationOutput,
} from '../contract/operation.js';
import { refreshSession } from '../contract/refresh-session.js';
import { ApiPromise } from './api-promise.js';
import { isApiError } from './errors.js';
import { type Logger, type LogLevel, levelledLogger } from './logger.js';
import { iterateItems, PagePromise } from './pagination.js';
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
  type RawResult,
  type RequestContext,
  type RequestOptions,
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
  /** Per-attempt timeout in ms; default 60 000. */
  readonly timeoutMs?: number;
  /** Automatic retries of GET, PUT, DELETE and HEAD; default 2. POST and PATCH are never retried. */
  readonly maxRetries?: number;
  /** Headers sent with every request. */
  readonly headers?: Record<string, string>;
  /** Where logs go; default none. `console` fits. */
  readonly logger?: Logger;
  /** Lowest level logged; default `warn`. */
  readonly logLevel?: LogLevel;
  /** How response data is checked against the contract; default `warn`. */
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
}

/** The state shared by a client and every client derived from it. */
export interface CoreClient {
  readonly transport: Transport;
  readonly sessions: SessionManager;
  /** Profile/team context sent with every call that accepts headers. */
  readonly context: RequestContext | undefined;
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
  const fetchImpl =
    options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const now = options.now ?? Date.now;
  const store = options.sessionStore ?? memorySessionStore(options.session);
  if (options.sessionStore && options.session) void options.sessionStore.set(options.session);
  return {
    transport: new Transport({
      baseUrl: options.baseUrl ?? ENVIRONMENTS[options.environment ?? 'sandbox'],
      apiKey: options.apiKey,
      fetch: fetchImpl,
      timeoutMs: options.timeoutMs ?? 60_000,
      maxRetries: options.maxRetries ?? 2,
      headers: options.headers ?? {},
      logger: levelledLogger(options.logger ?? noopLogger, options.logLevel ?? 'warn'),
      validation: options.validation ?? 'warn',
      random: options.random ?? Math.random,
    }),
    sessions: new SessionManager({
      store,
      refreshAheadMs: options.refreshAheadMs ?? 60_000,
      now,
      onChange: options.onSessionChange,
    }),
    context: undefined,
  };
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

const usesSession = (operation: OperationDefinition) => operation.auth.contextFrom.includes('session');

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

async function send<T>(
  core: CoreClient,
  operation: OperationDefinition,
  input: Record<string, unknown>,
  options: RequestOptions,
): Promise<RawResult<T>> {
  const context = options.context ?? core.context;
  if (!usesSession(operation) || operation.id === refreshSession.id) {
    const session = operation.id === refreshSession.id ? await core.sessions.current() : undefined;
    return core.transport.call<T>(operation, input, { session: session?.token, context }, options);
  }
  let session = await core.sessions.current();
  if (session && core.sessions.isDue(session)) session = (await refreshStoredSession(core)) ?? session;
  try {
    return await core.transport.call<T>(operation, input, { session: session?.token, context }, options);
  } catch (error) {
    // A 401 on a session route: refresh once and retry once.
    if (!session || !isApiError(error) || error.status !== 401) throw error;
    const refreshed = await refreshStoredSession(core).catch(() => undefined);
    if (!refreshed || refreshed.token === session.token) throw error;
    return core.transport.call<T>(operation, input, { session: refreshed.token, context }, options);
  }
}

/**
 * Runs one operation and returns its `data`. Await the result, or call `.withResponse()` on it.
 *
 * @example
 * ```ts
 * import { createCore, call } from '@payments-platform/sdk/core';
 * import { listCountries } from '@payments-platform/sdk/contract';
 * const { countries } = await call(createCore({ apiKey }), listCountries, {});
 * ```
 */
export function call<Op extends OperationDefinition>(
  core: CoreClient,
  operation: Op,
  input: OperationInput<Op>,
  options: RequestOptions = {},
): ApiPromise<OperationOutput<Op>, OperationErrorCode<Op>> {
  const params = (input ?? {}) as Record<string, unknown>;
  if (operation.pagination) {
    const pagination = operation.pagination;
    return new PagePromise<OperationOutput<Op>, unknown, OperationErrorCode<Op>>(
      () => send(core, operation, params, options),
      () => iterateItems(pagination, params, (page) => send(core, operation, page, options)),
    );
  }
  return new ApiPromise(() => send(core, operation, params, options));
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
