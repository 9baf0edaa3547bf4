/**
 * The HTTP core: one ky instance per client, the envelope, input checks, and the mapping of
 * every failure to a typed error. Retries, `Retry-After`, backoff, timeouts and aborts are ky's.
 * Fetch only, no Node built-ins.
 */
import ky, {
  type AfterResponseHook,
  type BeforeRequestHook,
  type BeforeRetryHook,
  isHTTPError,
  isTimeoutError,
  type KyInstance,
  type Options as KyOptions,
} from 'ky';
import { ENVIRONMENTS } from '../contract/environments.js';
import {
  acceptsUnknownKeys,
  describeParams,
  englishErrors,
  type InputIssue,
  kindOf,
  methodName,
  nearestKey,
  shapeKeys,
  teachingIssues,
  unknownOption,
} from '../contract/input-errors.js';
import type { OperationDefinition } from '../contract/operation.js';
import { buildPath, pathParamNames } from '../contract/registry.js';
import { isQueryFlag } from '../contract/schemas.js';
import type { OperationShape } from '../contract/shape.js';
import { simulatorsInProcess, takeUnhandledByMsw } from '../contract/unhandled-requests.js';
import {
  AbortError,
  apiErrorFor,
  ConfigurationError,
  ConnectionError,
  InputValidationError,
  isPaymentsError,
  PaymentsError,
  type RequestSummary,
  ResponseValidationError,
  redactHeaders,
  TimeoutError,
} from './errors.js';
import type { LevelledLogger } from './logger.js';

export { ENVIRONMENTS, type Environment } from '../contract/environments.js';

/** How the SDK checks response `data` against the operation's schema. */
export type ValidationMode = 'strict' | 'warn' | 'off';

/** A profile/team context, sent as `x-profile-id` and `x-team-id`. Both or none. */
export interface RequestContext {
  readonly profileId: string;
  readonly teamId: string;
}

/** Options of one call. */
export interface RequestOptions {
  /** Aborts the call, also during the wait before a retry. */
  readonly signal?: AbortSignal;
  /** Per-attempt timeout in ms, to the end of the body; default from the client. */
  readonly timeoutMs?: number;
  /** Retries for this call; `0` disables them. */
  readonly maxRetries?: number;
  /** Extra headers. */
  readonly headers?: Record<string, string>;
  /** Profile/team context for this call. */
  readonly context?: RequestContext;
  /**
   * Body fields the contract does not know (yet), sent as given and not checked. Params are
   * checked against the contract and an unknown key is an error; this is the way to send one.
   */
  readonly extraBody?: Record<string, unknown>;
  /** Query fields the contract does not know (yet), sent as given and not checked. */
  readonly extraQuery?: Record<string, string | number | boolean>;
}

/** Every option of one call; the compiler keeps the list equal to {@link RequestOptions}. */
const REQUEST_OPTIONS = Object.keys({
  signal: true,
  timeoutMs: true,
  maxRetries: true,
  headers: true,
  context: true,
  extraBody: true,
  extraQuery: true,
} satisfies Record<keyof RequestOptions, true>);

/** The raw exchange behind a result. */
export interface RawResult<T> {
  readonly data: T;
  readonly response: Response;
}

/** How the transport reads and renews the bearer session. */
export interface SessionAccess {
  /** The token to send on a session route; `refreshAhead` refreshes one that is due first. */
  token(refreshAhead: boolean): Promise<string | undefined>;
  /** A new token after `token` was refused with a 401; `undefined` when there is none. */
  renew(token: string): Promise<string | undefined>;
}

/** Settings of a transport. */
export interface TransportSettings {
  readonly baseUrl: string;
  readonly apiKey: string | undefined;
  readonly fetch: typeof fetch;
  readonly timeoutMs: number;
  readonly maxRetries: number;
  readonly headers: Record<string, string>;
  readonly logger: LevelledLogger;
  /** Where a response that does not match its schema is reported in `warn` mode. */
  readonly warnings: 'logger' | 'console' | 'none';
  readonly validation: ValidationMode;
  /** Random source for retry jitter (0 <= x < 1). */
  readonly random: () => number;
  /** ky options and hooks of the app, applied over the SDK's. */
  readonly ky?: KyOptions | undefined;
  readonly sessions?: SessionAccess | undefined;
}

/** What one call sends besides the operation's own params. */
export interface CallCredentials {
  /** A token to send as is (the refresh call sends the token it refreshes). */
  readonly session?: string | undefined;
  readonly context?: RequestContext | undefined;
}

/** The longest delay `setTimeout` keeps (about 24.8 days); a longer timeout is no timeout. */
const MAX_TIMER_MS = 2_147_483_647;

/** The retry rules: ky's retry, with the platform's methods, statuses and `Retry-After` cap. */
const RETRY_METHODS = ['get', 'put', 'delete', 'head'];
const RETRY_STATUSES = [408, 429, 502, 503, 504];
const RETRY_AFTER_STATUSES = [429, 503];
const MAX_RETRY_AFTER_MS = 60_000;
const BASE_DELAY_MS = 500;
const MAX_DELAY_MS = 8_000;

interface SplitInput {
  readonly path: Record<string, unknown>;
  readonly query: Record<string, unknown>;
  readonly body: Record<string, unknown> | undefined;
}

/** What a call of one operation needs from its declaration, read once per operation. */
interface OperationPlan {
  readonly pathNames: ReadonlySet<string>;
  readonly queryNames: ReadonlySet<string>;
  /** Whether a field that is neither a path param nor a query field goes to the query. */
  readonly restToQuery: boolean;
  readonly hasBody: boolean;
  readonly hasInputSchemas: boolean;
  /** Every field the params object may carry; `undefined` when the contract cannot tell. */
  readonly known: ReadonlySet<string> | undefined;
  readonly accept: string;
  readonly retriable: boolean;
  readonly usesSession: boolean;
}

const plans = new WeakMap<OperationDefinition, OperationPlan>();

function planOf(operation: OperationDefinition): OperationPlan {
  let plan = plans.get(operation);
  if (!plan) {
    const { params, query, body } = operation.schemas;
    const pathNames = pathParamNames(operation.path);
    const queryNames = shapeKeys(query) ?? [];
    const restToQuery = !body && query !== undefined;
    // The schema that takes the fields which are neither path params nor query fields.
    const rest = body ?? query;
    const restKeys = rest === undefined ? [] : shapeKeys(rest);
    const open = rest !== undefined && (restKeys === undefined || acceptsUnknownKeys(rest));
    plan = {
      pathNames: new Set(pathNames),
      queryNames: new Set(queryNames),
      restToQuery,
      hasBody: body !== undefined,
      hasInputSchemas: params !== undefined || query !== undefined || body !== undefined,
      known: open ? undefined : new Set([...pathNames, ...queryNames, ...(restKeys ?? [])]),
      accept: operation.responseType === 'binary' ? 'application/pdf, application/json' : 'application/json',
      retriable: RETRY_METHODS.includes(operation.method.toLowerCase()),
      usesSession: operation.auth.pattern !== 'public' && operation.auth.contextFrom.includes('session'),
    };
    plans.set(operation, plan);
  }
  return plan;
}

/** Splits the single params object of an SDK method into path params, query and body. */
export function splitInput(operation: OperationShape, input: Record<string, unknown>): SplitInput {
  const plan = planOf(operation as OperationDefinition);
  const path: Record<string, unknown> = {};
  const query: Record<string, unknown> = {};
  const body: Record<string, unknown> = {};
  for (const key in input) {
    const value = input[key];
    if (value === undefined || !Object.hasOwn(input, key)) continue;
    if (plan.pathNames.has(key)) path[key] = value;
    else if (plan.queryNames.has(key) || plan.restToQuery) query[key] = value;
    else body[key] = value;
  }
  return { path, query, body: plan.hasBody ? body : undefined };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function invalidInput(operation: OperationDefinition, issues: readonly InputIssue[], hint = ''): never {
  const summary = issues.map((issue) => `${issue.path.join('.') || '(params)'}: ${issue.message}`).join('; ');
  throw new InputValidationError(`Invalid input for ${methodName(operation)}: ${summary}${hint}`, issues);
}

/** The params object checked: its shape, its keys, then each part against the contract. */
function checkedInput(
  operation: OperationDefinition,
  input: unknown,
  validation: ValidationMode,
): SplitInput {
  const plan = planOf(operation);
  if (input !== undefined && !isPlainObject(input)) {
    invalidInput(
      operation,
      [{ path: [], message: `expected the params object, received ${kindOf(input)}` }],
      `. It takes ${describeParams(operation)}.`,
    );
  }
  const params = input ?? {};
  const split = splitInput(operation, params);
  if (validation === 'off' || !plan.hasInputSchemas) {
    if (plan.known && validation !== 'off') checkKeys(operation, params, plan.known);
    return split;
  }
  const issues: InputIssue[] = [];
  if (plan.known) {
    for (const key of Object.keys(params)) {
      if (plan.known.has(key) || params[key] === undefined) continue;
      const near = nearestKey(key, plan.known);
      issues.push({
        path: [key],
        message: `unknown key${near ? `; did you mean "${near}"?` : ''}`,
      });
    }
  }
  const { params: paramsSchema, query, body } = operation.schemas;
  for (const [schema, value] of [
    [paramsSchema, split.path],
    [query, split.query],
    [body, split.body],
  ] as const) {
    if (!schema) continue;
    const result = schema.safeParse(value ?? {}, { error: englishErrors as never, reportInput: true });
    if (!result.success) {
      // Unknown keys were reported above, with the nearest known key.
      issues.push(
        ...teachingIssues(result.error.issues).filter((issue) => !issue.message.startsWith('unknown key')),
      );
    }
  }
  for (const [key, value] of Object.entries(split.query)) {
    const schema = (query as { shape?: Record<string, unknown> } | undefined)?.shape?.[key];
    if (isQueryFlag(schema) && typeof value !== 'boolean' && value !== 'true' && value !== 'false') {
      issues.push({ path: [key], message: `expected true or false, received ${kindOf(value)}` });
    }
  }
  if (issues.length === 0) return split;
  const unknown = issues.some((issue) => issue.message.startsWith('unknown key'));
  const required = input === undefined || issues.some((issue) => issue.message.startsWith('is required'));
  invalidInput(
    operation,
    issues,
    `${required ? `. It takes ${describeParams(operation)}.` : ''}${
      unknown
        ? ' To send a field the contract does not know yet, pass it in the extraBody or extraQuery option.'
        : ''
    }`,
  );
}

function checkKeys(
  operation: OperationDefinition,
  params: Record<string, unknown>,
  known: ReadonlySet<string>,
) {
  const unknown = Object.keys(params).filter((key) => !known.has(key) && params[key] !== undefined);
  if (unknown.length === 0) return;
  invalidInput(
    operation,
    unknown.map((key) => {
      const near = nearestKey(key, known);
      return { path: [key], message: `unknown key${near ? `; did you mean "${near}"?` : ''}` };
    }),
    ` It takes ${describeParams(operation)}. To send a field the contract does not know yet, pass it in the extraBody or extraQuery option.`,
  );
}

function searchParams(query: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return params;
}

/**
 * The URL of a path under a base URL, keeping the base URL's own path (`https://host/api` +
 * `/v1/profile` is `https://host/api/v1/profile`).
 */
export function joinUrl(baseUrl: string, path: string): URL {
  const base = new URL(baseUrl);
  base.pathname = `${base.pathname.replace(/\/+$/, '')}${path}`;
  return base;
}

/** Checks a timeout option and gives ky's form of it: ms, or `false` for none. */
export function kyTimeout(option: string, value: unknown): number | false {
  if (typeof value !== 'number' || Number.isNaN(value) || value < 0) {
    const hint =
      typeof value === 'string' && /^\s*\d+(\.\d+)?\s*s\s*$/.test(value)
        ? `for ${value.trim()} pass ${option}: ${Number.parseFloat(value) * 1000}`
        : `for example ${option}: 30000 for 30 seconds`;
    throw new ConfigurationError(
      option,
      `${option} must be a number of milliseconds, received ${kindOf(value)}: ${hint} (0 or Infinity for none).`,
    );
  }
  return value === 0 || value > MAX_TIMER_MS ? false : value;
}

/** Checks a retry count. */
export function retryLimit(option: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw new ConfigurationError(
      option,
      `${option} must be a whole number of retries (0 for none), received ${kindOf(value)}: for example ${option}: 2.`,
    );
  }
  return value;
}

/** A failure of the app's `fetch` (no answer), kept apart from errors of hooks or of the SDK. */
class FetchFailure extends Error {
  override name = 'FetchFailure';
  readonly request: Request;
  constructor(cause: unknown, request: Request) {
    super('fetch failed', { cause });
    this.request = request;
  }
}

/** An error that is the call's outcome as it stands: never retried, unwrapped before it is thrown. */
class Settled extends Error {
  readonly error: unknown;
  constructor(error: unknown) {
    super('settled');
    this.error = error;
  }
}

/**
 * The app's `fetch`, reading the whole body inside ky's timeout: ky times an attempt until its
 * `fetch` settles, so a body that stalls times out too, and the answer can be read again.
 */
/** The ky option (passed on to `fetch`) of a call whose answer is handed over with its body unread. */
const UNREAD = 'paymentsSdkUnread';

/** The bytes of each answer `bufferedFetch` read, so the call decodes them without a second read. */
const bodies = new WeakMap<Response, Uint8Array>();
const decoder = new TextDecoder();

/** The text of an answer: from the bytes read inside the timeout, else (a hook replaced it) its body. */
const textOf = (response: Response): Promise<string> | string => {
  const bytes = bodies.get(response);
  return bytes === undefined ? response.text() : decoder.decode(bytes);
};

function bufferedFetch(fetchImpl: typeof fetch) {
  return async (input: Request, init?: RequestInit & { [UNREAD]?: boolean }): Promise<Response> => {
    const { signal } = input;
    // An already-aborted call sends nothing.
    if (signal.aborted) throw signal.reason;
    try {
      if (init?.[UNREAD]) {
        const { [UNREAD]: _unread, ...rest } = init;
        return await fetchImpl(input, rest);
      }
      const response = await fetchImpl(input, init);
      const bytes = new Uint8Array(await response.arrayBuffer());
      const read = new Response(bytes.byteLength === 0 || response.status === 204 ? null : bytes, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
      bodies.set(read, bytes);
      return read;
    } catch (error) {
      if (signal.aborted) throw error;
      throw new FetchFailure(error, input);
    }
  };
}

/** The innermost cause of an error, as `code address:port` or its message: `ECONNREFUSED 127.0.0.1:4999`. */
export function rootCause(error: unknown): string {
  let current = error;
  for (let depth = 0; depth < 8; depth++) {
    const next =
      current instanceof AggregateError && current.errors.length > 0
        ? current.errors[0]
        : (current as { cause?: unknown } | undefined)?.cause;
    if (next === undefined || next === null) break;
    current = next;
  }
  const { code, address, port, message } = (current ?? {}) as {
    code?: unknown;
    address?: unknown;
    port?: unknown;
    message?: unknown;
  };
  if (typeof code === 'string') {
    return typeof address === 'string' ? `${code} ${address}${port === undefined ? '' : `:${port}`}` : code;
  }
  return typeof message === 'string' && message ? message : String(current);
}

/** What a ky 1 hook read from its first argument: a `Request`, or the `HTTPError` of `beforeError`. */
const KY1_ARGUMENT = new Set([
  'headers',
  'url',
  'method',
  'body',
  'bodyUsed',
  'signal',
  'clone',
  'json',
  'text',
  'arrayBuffer',
  'blob',
  'formData',
  'credentials',
  'status',
  'ok',
  'message',
  'name',
  'stack',
]);

/** The hooks whose arguments ky 2 changed from `(request, options, ...)` or `(error)` to one state object. */
const CHANGED_HOOKS = {
  beforeRequest: '({ request, options })',
  afterResponse: '({ request, options, response })',
  beforeError: '({ error, request, options })',
} as const;

function ky1HookError(where: string, form: string, detail: string): ConfigurationError {
  return new ConfigurationError(
    'ky',
    `${where} is written for ky 1 (${detail}). The SDK runs on ky 2, which passes each hook one state object: write it as ${form} => ..., for example beforeRequest: [({ request }) => request.headers.set('x-trace-id', id)]. The SDK README's "Hooks in ky 2" lists every change.`,
  );
}

/**
 * The app's ky options, checked for ky 1 forms: a `prefixUrl` (ky 2's `prefix`), and hooks that
 * take ky 1's arguments, which fail at once (two or more parameters) or, when called, on the
 * first read of a `Request` or error property from the state object, with a message that says so.
 */
export function checkedKyOptions(options: KyOptions): KyOptions {
  if (options === null || typeof options !== 'object') return options;
  if ('prefixUrl' in options) {
    throw new ConfigurationError(
      'ky',
      'ky.prefixUrl is the ky 1 name; the SDK runs on ky 2, which calls it prefix. The SDK sets its own base URL from baseUrl or environment: pass baseUrl to createClient instead.',
    );
  }
  const hooks = options.hooks as Record<string, unknown> | undefined;
  if (!hooks || typeof hooks !== 'object') return options;
  const checked: Record<string, unknown> = { ...hooks };
  for (const [name, form] of Object.entries(CHANGED_HOOKS)) {
    const list = hooks[name];
    if (!Array.isArray(list)) continue;
    checked[name] = list.map((hook: unknown, index) => {
      if (typeof hook !== 'function') return hook;
      const where = `ky.hooks.${name}[${index}]`;
      if (hook.length >= 2) throw ky1HookError(where, form, `it takes ${hook.length} arguments`);
      return (state: object) => {
        const guarded = new Proxy(state, {
          get(target, key, receiver) {
            if (typeof key === 'string' && !(key in target) && KY1_ARGUMENT.has(key)) {
              throw ky1HookError(
                where,
                form,
                `it reads .${key} of its argument, which is no longer the ${name === 'beforeError' ? 'error' : 'request'}`,
              );
            }
            return Reflect.get(target, key, receiver);
          },
        });
        const result = (hook as (state: object) => unknown)(guarded);
        if (name === 'beforeError' && result === guarded) {
          throw ky1HookError(where, form, 'it returns its argument, which is no longer the error');
        }
        return result;
      };
    });
  }
  return { ...options, hooks: checked as KyOptions['hooks'] };
}

/** What a call keeps in ky's `context`, for the SDK's hooks. */
interface CallState {
  readonly operation: OperationDefinition;
  readonly credentials: CallCredentials;
  /** Headers the call sets itself, which the auth hook leaves as they are. */
  readonly own: ReadonlySet<string>;
  /** The ky options of the call, to send it again after a session refresh. */
  options?: KyOptions;
  /** The token the last attempt sent. */
  sent?: string | undefined;
  /** Whether the call was sent again after a 401 already. */
  renewed: boolean;
}

const stateOf = (options: { context?: Record<string, unknown> }) =>
  options.context?.sdkCall as CallState | undefined;

/** Validation warnings already written to the console, by operation and shape of the mismatch. */
const warned = new Set<string>();

/**
 * Sends HTTP requests for operations through ky, over the client's `fetch`.
 *
 * ky does the retries (GET, PUT, DELETE and HEAD on 408, 429, 502, 503 and 504 and on
 * connection errors, after `Retry-After` on a 429 or 503 capped at a minute, else 500 ms doubling
 * up to 8 s with jitter; never after a timeout), the per-attempt timeout, the caller's signal,
 * the base URL (`prefixUrl`) and the `fetch`. The SDK adds its auth headers and the session
 * refresh after a 401 in hooks, and logs each retry from one. The app's own ky options and hooks
 * are applied over the SDK's.
 */
export class Transport {
  readonly settings: TransportSettings;
  /** The base URL without trailing slashes, to which a path is appended. */
  readonly #base: string;
  readonly #ky: KyInstance;
  readonly #uploadKy: KyInstance;
  readonly #renewHook: AfterResponseHook;

  constructor(settings: TransportSettings) {
    this.settings = settings;
    this.#base = joinUrl(settings.baseUrl, '')
      .href.replace(/[?#].*$/, '')
      .replace(/\/+$/, '');
    const { logger, random } = settings;
    // Synchronous for a public route (no header to set), a promise only when a session is read.
    const authorize: BeforeRequestHook = ({ request, options }) => {
      const state = stateOf(options);
      if (!state || state.operation.auth.pattern === 'public') return;
      return sendCredentials(request, state);
    };
    const sendCredentials = async (request: Request, state: CallState) => {
      const { operation, credentials, own } = state;
      const set = (name: string, value: string) => {
        if (!own.has(name)) request.headers.set(name, value);
      };
      if (settings.apiKey) set('x-api-key', settings.apiKey);
      const plan = planOf(operation);
      if (plan.usesSession || credentials.session) {
        const token =
          credentials.session ?? (await settings.sessions?.token(operation.id !== 'refreshSession'));
        state.sent = token;
        if (token) set('authorization', `Bearer ${token}`);
      }
      if (credentials.context && operation.auth.contextFrom.includes('headers')) {
        set('x-profile-id', credentials.context.profileId);
        set('x-team-id', credentials.context.teamId);
      }
    };
    const logRequest: BeforeRequestHook = ({ request, options }) => {
      const state = stateOf(options);
      if (state && logger.logs('debug'))
        logger.debug('Request', { operationId: state.operation.id, ...summaryOf(request) });
    };
    const retryLogger =
      (shownUrl: (url: string) => string): BeforeRetryHook =>
      ({ request, error, retryCount }) => {
        if (!logger.logs('info')) return;
        const reason = isHTTPError(error)
          ? error.response.status
          : error instanceof FetchFailure && error.cause instanceof Error
            ? error.cause.name
            : error.name;
        logger.info('Retrying request', {
          method: request.method,
          url: shownUrl(request.url),
          retryCount,
          reason,
        });
      };
    const logRetry = retryLogger((url) => url);
    // A 401 on a session route: renew the session once and send the call again.
    this.#renewHook = async ({ options, response }) => {
      const state = stateOf(options);
      if (response.status !== 401 || !state || state.renewed || !state.sent || !settings.sessions) return;
      state.renewed = true;
      const token = await settings.sessions.renew(state.sent).catch(() => undefined);
      if (!token || token === state.sent) return;
      try {
        return await this.#ky(state.operation.path.slice(1), state.options);
      } catch (error) {
        throw new Settled(error);
      }
    };
    const retry: KyOptions['retry'] = {
      limit: settings.maxRetries,
      methods: RETRY_METHODS,
      statusCodes: RETRY_STATUSES,
      afterStatusCodes: RETRY_AFTER_STATUSES,
      maxRetryAfter: MAX_RETRY_AFTER_MS,
      delay: (attempt) => Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** (attempt - 1)),
      backoffLimit: MAX_DELAY_MS,
      jitter: (delay) => delay / 2 + random() * (delay / 2),
      retryOnTimeout: false,
      // Only answers and connection failures are retried; an error of a hook or of the SDK is not.
      // ky 2 retries only the network errors it recognises, so a failed fetch is named here.
      shouldRetry: ({ error }) =>
        error instanceof FetchFailure
          ? true
          : isHTTPError(error) || isTimeoutError(error)
            ? undefined
            : false,
    };
    // Signed upload URLs: the same fetch, timeout and retries, none of the API's credentials.
    this.#uploadKy = ky.create({
      fetch: bufferedFetch(settings.fetch) as NonNullable<KyOptions['fetch']>,
      timeout: kyTimeout('timeoutMs', settings.timeoutMs),
      retry,
      hooks: { beforeRetry: [retryLogger(redactedUploadUrl)] },
    });
    this.#ky = ky
      .create({
        prefix: `${this.#base}/`,
        fetch: bufferedFetch(settings.fetch) as NonNullable<KyOptions['fetch']>,
        timeout: kyTimeout('timeoutMs', settings.timeoutMs),
        headers: settings.headers,
        retry,
        hooks: { beforeRequest: [authorize, logRequest], beforeRetry: [logRetry] },
      })
      .extend(settings.ky === undefined ? {} : checkedKyOptions(settings.ky));
  }

  /** Whether a call sends an API key: the client's, or an `x-api-key` header of the client, its ky options or the call. */
  #sendsApiKey(options: RequestOptions): boolean {
    const { apiKey, headers, ky: kyOptions } = this.settings;
    return (
      Boolean(apiKey) ||
      [headers, kyOptions?.headers, options.headers].some(
        (given) => given !== undefined && new Headers(given as HeadersInit).has('x-api-key'),
      )
    );
  }

  /** The URL an operation's path has under the base URL. */
  urlOf(path: string, search = ''): string {
    return `${this.#base}${path}${search ? `?${search}` : ''}`;
  }

  /** Calls an operation; returns its `data` and the raw response. */
  async call<T>(
    shape: OperationShape,
    input: unknown,
    credentials: CallCredentials,
    options: RequestOptions = {},
    unread = false,
  ): Promise<RawResult<T>> {
    // Every operation value is a declaration of the contract; its type is read without zod's.
    const operation = shape as OperationDefinition;
    const { settings } = this;
    const { logger } = settings;
    const plan = planOf(operation);
    const unknown = unknownOption(options, REQUEST_OPTIONS, 'a call');
    if (unknown) throw new ConfigurationError(unknown.option, unknown.message);
    if (operation.auth.pattern !== 'public' && !this.#sendsApiKey(options)) {
      throw new ConfigurationError(
        'apiKey',
        `${methodName(operation)} needs an API key (x-api-key), and this client has none: create it with createClient({ apiKey }). Without a key a client can call only the public routes.`,
      );
    }
    const timeout = options.timeoutMs === undefined ? undefined : kyTimeout('timeoutMs', options.timeoutMs);
    const limit = options.maxRetries === undefined ? undefined : retryLimit('maxRetries', options.maxRetries);
    const split = checkedInput(operation, input, settings.validation);

    const path = plan.pathNames.size === 0 ? operation.path : buildPath(operation.path, split.path);
    const query = options.extraQuery ? { ...split.query, ...options.extraQuery } : split.query;
    const search = Object.keys(query).length > 0 ? searchParams(query) : undefined;
    const own = new Set<string>();
    const headers: Record<string, string> = { accept: plan.accept };
    if (options.headers) {
      for (const [name, value] of Object.entries(options.headers)) {
        headers[name] = value;
        own.add(name.toLowerCase());
      }
    }
    const state: CallState = { operation, credentials, own, renewed: false };
    const kyOptions: KyOptions = { method: operation.method, headers, context: { sdkCall: state } };
    if (search) kyOptions.searchParams = search;
    if (split.body !== undefined)
      kyOptions.json = options.extraBody ? { ...split.body, ...options.extraBody } : split.body;
    if (options.signal) kyOptions.signal = options.signal;
    if (timeout !== undefined) kyOptions.timeout = timeout;
    if (limit !== undefined) kyOptions.retry = { limit };
    if (unread) (kyOptions as Record<string, unknown>)[UNREAD] = true;
    if (plan.usesSession && operation.id !== 'refreshSession') {
      kyOptions.hooks = { afterResponse: [this.#renewHook] };
    }
    state.options = kyOptions;
    const url = this.urlOf(path, search?.toString());

    // An already-aborted call sends nothing.
    if (options.signal?.aborted) {
      throw new AbortError(`${methodName(operation)} was aborted before it was sent`, {
        cause: options.signal.reason,
      });
    }
    let response: Response;
    try {
      response = await this.#ky(path.slice(1), kyOptions);
    } catch (caught) {
      throw await this.#failure(
        operation,
        url,
        caught instanceof Settled ? caught.error : caught,
        options.signal,
      );
    }
    logger.debug('Response', { operationId: operation.id, status: response.status });
    if (unread) return { data: undefined as T, response };
    const binary =
      operation.responseType === 'binary' && !response.headers.get('content-type')?.includes('json');
    if (binary) {
      const bytes = bodies.get(response) ?? new Uint8Array(await response.arrayBuffer());
      return { data: bytes as T, response };
    }
    const envelope = parsedBody(await textOf(response)) as { success?: unknown; data?: unknown } | undefined;
    if (!envelope || typeof envelope !== 'object' || envelope.success !== true || !('data' in envelope)) {
      throw new PaymentsError(
        `Unexpected response for ${operation.id}: status ${response.status} without a success envelope`,
      );
    }
    return { data: this.#checkData(operation, envelope.data) as T, response };
  }

  /**
   * PUTs bytes to a signed upload URL through ky, with the client's `fetch`, timeout and retries
   * (a PUT is retried like any idempotent call). It sends none of the client's credentials or
   * default headers: the signed URL is its own authorisation, and the API key, session and
   * context stay with the API. Errors name the file and show the URL without its secret part.
   */
  async upload(
    url: string,
    upload: { readonly body: BodyInit; readonly contentType: string; readonly fileName: string },
    options: RequestOptions = {},
  ): Promise<void> {
    const shown = redactedUploadUrl(url);
    const what = `Upload of ${upload.fileName} (PUT ${shown})`;
    const kyOptions: KyOptions = {
      method: 'put',
      body: upload.body,
      headers: { 'content-type': upload.contentType },
    };
    if (options.signal) kyOptions.signal = options.signal;
    if (options.timeoutMs !== undefined) kyOptions.timeout = kyTimeout('timeoutMs', options.timeoutMs);
    if (options.maxRetries !== undefined) {
      kyOptions.retry = { limit: retryLimit('maxRetries', options.maxRetries) };
    }
    if (options.signal?.aborted) {
      throw new AbortError(`${what} was aborted before it was sent`, { cause: options.signal.reason });
    }
    const request: RequestSummary = {
      method: 'PUT',
      url: shown,
      headers: { 'content-type': upload.contentType },
    };
    try {
      await this.#uploadKy(url, kyOptions);
    } catch (error) {
      if (isHTTPError(error)) {
        const { response } = error;
        const body = parsedBody(await textOf(response));
        const code = (body as { error?: { code?: unknown } } | undefined)?.error?.code;
        throw apiErrorFor({
          status: response.status,
          code: code === undefined || code === null ? undefined : String(code),
          message: `${what} failed with status ${response.status}`,
          body,
          headers: response.headers,
          request,
        });
      }
      if (isTimeoutError(error)) {
        throw new TimeoutError(`${what} timed out: no complete answer within the timeout (timeoutMs).`, {
          cause: error,
          request,
        });
      }
      if (options.signal?.aborted)
        throw new AbortError(`${what} was aborted`, { cause: options.signal.reason });
      if (error instanceof FetchFailure) {
        throw new ConnectionError(`${what}: could not reach ${originOf(url)} (${rootCause(error.cause)}).`, {
          cause: error.cause,
          request,
        });
      }
      throw error;
    }
  }

  /** The typed error of a call that failed. */
  async #failure(
    operation: OperationDefinition,
    url: string,
    error: unknown,
    signal: AbortSignal | undefined,
  ): Promise<unknown> {
    const name = methodName(operation);
    if (isHTTPError(error)) {
      return this.#apiError(operation, error.response, summaryOf(error.request), error.data);
    }
    if (isTimeoutError(error)) {
      return new TimeoutError(
        `${name} timed out: no complete answer from ${error.request.method} ${error.request.url} within the timeout (timeoutMs). Is the server at ${originOf(url)} slow or stalled? Raise timeoutMs for a slow route.`,
        { cause: error, request: summaryOf(error.request), operationId: operation.id },
      );
    }
    if (signal?.aborted) return new AbortError(`${name} was aborted`, { cause: signal.reason });
    if (error instanceof FetchFailure) {
      if (isPaymentsError(error.cause)) return error.cause;
      const simulators = takeUnhandledByMsw(error.request.url);
      const created = simulatorsInProcess();
      const apiHost = Object.values(ENVIRONMENTS).some((base) => originOf(base) === originOf(url));
      const advice =
        simulators !== undefined
          ? `MSW is installed in this process but is not handling ${originOf(url)}: its simulator handlers answer ${simulators.join(', ')}. Create the client with baseUrl: simulator.baseUrl, or give the simulator this base URL.`
          : apiHost && created.length > 0
            ? `A simulator was created in this process (baseUrl ${created.at(-1)}), but this client calls the API's own host: create it with fetch: simulator.fetch to call the simulator in process, or with baseUrl: simulator.baseUrl when the simulator listens (payments-simulator --port).`
            : `Is the simulator or server at ${originOf(url)} running, and is baseUrl right?`;
      return new ConnectionError(
        `${name}: could not reach ${error.request.method} ${error.request.url} (${rootCause(error.cause)}). ${advice}`,
        { cause: error.cause, request: summaryOf(error.request), operationId: operation.id },
      );
    }
    if (error instanceof Error && error.name === 'AbortError') {
      return new AbortError(`${name} was aborted`, { cause: error });
    }
    return error;
  }

  /** The typed error of a failed answer, from its error envelope. */
  async #apiError(
    operation: OperationDefinition,
    response: Response,
    request: RequestSummary,
    data?: unknown,
  ): Promise<PaymentsError> {
    // An answer handed over unread was read by ky for its error's `data`.
    const body = bodies.has(response) || !response.bodyUsed ? parsedBody(await textOf(response)) : data;
    const envelope = body as { error?: { code?: unknown; message?: unknown } } | undefined;
    const code = envelope?.error?.code;
    const given =
      typeof envelope?.error?.message === 'string' && envelope.error.message !== ''
        ? envelope.error.message
        : `${operation.method} ${operation.path} failed with status ${response.status}`;
    const message = withCodeMeaning(operation, response.status, code, given);
    const apiError = apiErrorFor({
      status: response.status,
      code: code === undefined || code === null ? undefined : String(code),
      message,
      body,
      headers: response.headers,
      request,
      operationId: operation.id,
    });
    this.settings.logger.warn('Request failed', {
      operationId: operation.id,
      status: apiError.status,
      code: apiError.code,
    });
    return apiError;
  }

  #checkData(operation: OperationDefinition, data: unknown): unknown {
    const mode = this.settings.validation;
    if (mode === 'off') return data;
    const result = operation.schemas.response.safeParse(data, {
      error: englishErrors as never,
      reportInput: true,
    });
    if (result.success) return result.data;
    const issues = teachingIssues(result.error.issues);
    const message = `Response of ${operation.id} does not match its schema`;
    if (mode === 'strict') throw new ResponseValidationError(message, issues, data);
    const { warnings, logger } = this.settings;
    if (warnings === 'logger') logger.warn(message, { issues });
    else if (warnings === 'console') {
      const key = `${operation.id} ${issues.map((issue) => `${issue.path.join('.')}:${issue.message}`).join('|')}`;
      if (!warned.has(key) && warned.size < 1000) {
        warned.add(key);
        console.warn(
          `[@payments-platform/sdk] ${message} (shown once per operation and mismatch): ${issues
            .map((issue) => `${issue.path.join('.') || '(data)'}: ${issue.message}`)
            .join(
              '; ',
            )}. The data is returned as received. Pass validation: 'strict' to throw instead, 'off' to skip the check, or a logger to route this warning.`,
        );
      }
    }
    return data;
  }
}

/**
 * A message with what a bare numeric code means on its route, which the code alone does not say:
 * `No payment request req_1. (404 code 1 of getPaymentRequest: payment request not found)`.
 */
function withCodeMeaning(
  operation: OperationDefinition,
  status: number,
  code: unknown,
  message: string,
): string {
  if ((typeof code !== 'string' && typeof code !== 'number') || !/^\d+$/.test(String(code))) return message;
  const meaning = operation.errors.find(
    (error) => error.code === String(code) && error.status === status && error.meaning !== undefined,
  )?.meaning;
  return meaning === undefined
    ? message
    : `${message} (${status} code ${code} of ${operation.id}: ${meaning})`;
}

/** The parsed JSON of an answer's text; the text itself when it is not JSON; `undefined` when empty. */
function parsedBody(text: string): unknown {
  if (text.length === 0) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const summaryOf = (request: Request): RequestSummary => ({
  method: request.method,
  url: request.url,
  headers: redactHeaders(request.headers),
});

/**
 * A signed URL as errors and logs show it: no query string, and the last path segment (the
 * token of the simulator's upload URLs) replaced, since the URL is the upload's credential.
 */
function redactedUploadUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const path = parsed.pathname.replace(/\/[^/]+$/, '/[redacted]');
    return `${parsed.origin}${path}`;
  } catch {
    return '[redacted]';
  }
}

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
};
