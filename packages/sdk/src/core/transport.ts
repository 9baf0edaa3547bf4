/**
 * The HTTP core: one `fetch` call per attempt, the envelope, retries, timeouts, aborts, and the
 * mapping of every failure to a typed error. Fetch only, no Node built-ins.
 */
import type { OperationDefinition } from '../contract/operation.js';
import { buildPath, pathParamNames } from '../contract/registry.js';
import {
  AbortError,
  apiErrorFor,
  ConnectionError,
  InputValidationError,
  PaymentsError,
  type RequestSummary,
  ResponseValidationError,
  redactHeaders,
  TimeoutError,
} from './errors.js';
import type { LevelledLogger } from './logger.js';

/** Named environments and their base URLs. */
export const ENVIRONMENTS = {
  sandbox: 'https://sandbox.api.payments-platform.com',
  production: 'https://api.payments-platform.com',
} as const;
export type Environment = keyof typeof ENVIRONMENTS;

/** How the SDK checks response `data` against the operation's schema. */
export type ValidationMode = 'strict' | 'warn' | 'off';

/** A profile/team context, sent as `x-profile-id` and `x-team-id`. Both or none. */
export interface RequestContext {
  readonly profileId: string;
  readonly teamId: string;
}

/** Options of one call. */
export interface RequestOptions {
  /** Aborts the call. */
  readonly signal?: AbortSignal;
  /** Per-attempt timeout; default from the client. */
  readonly timeoutMs?: number;
  /** Retries for this call; `0` disables them. */
  readonly maxRetries?: number;
  /** Extra headers. */
  readonly headers?: Record<string, string>;
  /** Profile/team context for this call. */
  readonly context?: RequestContext;
}

/** The raw exchange behind a result. */
export interface RawResult<T> {
  readonly data: T;
  readonly response: Response;
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
  readonly validation: ValidationMode;
  /** Random source for retry jitter (0 <= x < 1). */
  readonly random: () => number;
}

/** What one call sends besides the operation's own params. */
export interface CallCredentials {
  readonly session?: string | undefined;
  readonly context?: RequestContext | undefined;
}

const RETRY_METHODS: ReadonlySet<string> = new Set(['GET', 'PUT', 'DELETE', 'HEAD']);
const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 429, 502, 503, 504]);
const MAX_RETRY_AFTER_MS = 60_000;
const BASE_DELAY_MS = 500;
const MAX_DELAY_MS = 8_000;

interface SplitInput {
  readonly path: Record<string, unknown>;
  readonly query: Record<string, unknown>;
  readonly body: Record<string, unknown> | undefined;
}

const shapeKeys = (schema: unknown): string[] | undefined => {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : undefined;
};

/** What a call of one operation needs from its declaration, read once per operation. */
interface OperationPlan {
  readonly pathNames: ReadonlySet<string>;
  readonly queryNames: ReadonlySet<string>;
  /** Whether a field that is neither a path param nor a query field goes to the query. */
  readonly restToQuery: boolean;
  readonly hasBody: boolean;
  readonly hasInputSchemas: boolean;
  readonly accept: string;
}

const plans = new WeakMap<OperationDefinition, OperationPlan>();

function planOf(operation: OperationDefinition): OperationPlan {
  let plan = plans.get(operation);
  if (!plan) {
    const { params, query, body } = operation.schemas;
    plan = {
      pathNames: new Set(pathParamNames(operation.path)),
      queryNames: new Set(shapeKeys(query) ?? []),
      restToQuery: !body && query !== undefined,
      hasBody: body !== undefined,
      hasInputSchemas: params !== undefined || query !== undefined || body !== undefined,
      accept: operation.responseType === 'binary' ? 'application/pdf, application/json' : 'application/json',
    };
    plans.set(operation, plan);
  }
  return plan;
}

/** Splits the single params object of an SDK method into path params, query and body. */
export function splitInput(operation: OperationDefinition, input: Record<string, unknown>): SplitInput {
  const plan = planOf(operation);
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

function issuesOf(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }) {
  return error.issues.map((issue) => ({ path: issue.path, message: issue.message }));
}

function validateInput(operation: OperationDefinition, split: SplitInput): void {
  const { params, query, body } = operation.schemas;
  const issues: { path: readonly PropertyKey[]; message: string }[] = [];
  for (const [schema, value] of [
    [params, split.path],
    [query, split.query],
    [body, split.body],
  ] as const) {
    if (!schema) continue;
    const result = schema.safeParse(value ?? {});
    if (!result.success) issues.push(...issuesOf(result.error));
  }
  if (issues.length > 0) {
    const summary = issues
      .map((issue) => `${issue.path.join('.') || '(input)'}: ${issue.message}`)
      .join('; ');
    throw new InputValidationError(`Invalid input for ${operation.id}: ${summary}`, issues);
  }
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

/** Adds the credentials an operation sends to `headers`. */
function addAuthHeaders(
  headers: Record<string, string>,
  operation: OperationDefinition,
  settings: TransportSettings,
  credentials: CallCredentials,
): void {
  const { pattern, contextFrom } = operation.auth;
  if (pattern === 'public') return;
  if (settings.apiKey) headers['x-api-key'] = settings.apiKey;
  if (credentials.session && contextFrom.includes('session')) {
    headers.authorization = `Bearer ${credentials.session}`;
  }
  if (credentials.context && contextFrom.includes('headers')) {
    headers['x-profile-id'] = credentials.context.profileId;
    headers['x-team-id'] = credentials.context.teamId;
  }
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

/** A timer id, whatever the runtime's `setTimeout` returns. */
type Timer = ReturnType<typeof setTimeout>;

/** The longest delay `setTimeout` keeps (about 24.8 days); a longer timeout is no timeout. */
const MAX_TIMER_MS = 2_147_483_647;

/** One attempt's answer with its body read: JSON text, or bytes on a binary route. */
interface Answer {
  readonly response: Response;
  readonly body: string | Uint8Array;
}

/** Why an attempt failed without an answer. */
type AttemptFailure =
  | { readonly kind: 'timeout'; readonly cause: unknown }
  | { readonly kind: 'abort'; readonly cause: unknown }
  | { readonly kind: 'connection'; readonly cause: unknown };

class AttemptError extends Error {
  readonly failure: AttemptFailure;
  constructor(failure: AttemptFailure) {
    super(failure.kind);
    this.failure = failure;
  }
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

/**
 * The wait a `Retry-After` header asks for on a 429 or 503: seconds, an HTTP date, or an epoch
 * timestamp in seconds; `undefined` when absent or unreadable. Capped at one minute.
 */
function retryAfterMs(response: Response, now: number): number | undefined {
  if (response.status !== 429 && response.status !== 503) return undefined;
  const header = response.headers.get('retry-after');
  if (header === null || header.trim() === '') return undefined;
  let after = Number(header) * 1000;
  if (Number.isNaN(after)) after = Date.parse(header) - now;
  else if (after >= Date.UTC(2024, 0, 1)) after -= now;
  if (Number.isNaN(after)) return undefined;
  return Math.max(0, Math.min(MAX_RETRY_AFTER_MS, after));
}

/** Resolves after `ms`, or rejects with an {@link AttemptError} of kind `abort` when `signal` aborts first. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new AttemptError({ kind: 'abort', cause: signal.reason }));
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(new AttemptError({ kind: 'abort', cause: signal?.reason }));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Sends HTTP requests for operations over the client's `fetch`.
 *
 * Each attempt is one `fetch(url, init)` call, with no `Request` object built by the SDK: the
 * per-attempt timeout and the caller's signal share one `AbortController`, and the body is read
 * inside the attempt, so the timeout also covers a body that stalls. GET, PUT, DELETE and HEAD
 * are retried on 408, 429, 502, 503 and 504 and on connection errors, after `Retry-After` when
 * a 429 or 503 sends one, else after an exponential delay with jitter. Everything that does not
 * change between calls (the base URL, what each operation reads from its declaration) is worked
 * out once.
 */
export class Transport {
  readonly settings: TransportSettings;
  /** The base URL without trailing slashes, to which a path is appended; read on first call. */
  #base: string | undefined;

  constructor(settings: TransportSettings) {
    this.settings = settings;
  }

  /** Calls an operation; returns its `data` and the raw response. */
  async call<T>(
    operation: OperationDefinition,
    input: Record<string, unknown>,
    credentials: CallCredentials,
    options: RequestOptions = {},
  ): Promise<RawResult<T>> {
    const { settings } = this;
    const { logger } = settings;
    const plan = planOf(operation);
    const split = splitInput(operation, input);
    if (plan.hasInputSchemas && settings.validation !== 'off') validateInput(operation, split);

    // Most calls send no query and many have no path params: skip building either then.
    const search = Object.keys(split.query).length > 0 ? searchParams(split.query).toString() : '';
    this.#base ??= joinUrl(settings.baseUrl, '')
      .href.replace(/[?#].*$/, '')
      .replace(/\/+$/, '');
    const path = plan.pathNames.size === 0 ? operation.path : buildPath(operation.path, split.path);
    const url = `${this.#base}${path}${search ? `?${search}` : ''}`;
    const headers: Record<string, string> = { accept: plan.accept };
    Object.assign(headers, settings.headers);
    addAuthHeaders(headers, operation, settings, credentials);
    if (options.headers) Object.assign(headers, options.headers);
    let body: string | undefined;
    if (split.body !== undefined) {
      body = JSON.stringify(split.body);
      if (!Object.keys(headers).some((name) => name.toLowerCase() === 'content-type')) {
        headers['content-type'] = 'application/json';
      }
    }
    // The redacted copy of the request is made only for a log line or an error.
    const summary = (): RequestSummary => ({
      method: operation.method,
      url: new URL(url).href,
      headers: redactHeaders(headers),
    });
    if (logger.logs('debug')) logger.debug('Request', { operationId: operation.id, ...summary() });

    const answer = await this.#send(operation, url, headers, body, options, summary);
    const { response } = answer;
    logger.debug('Response', { operationId: operation.id, status: response.status });
    if (answer.body instanceof Uint8Array) return { data: answer.body as T, response };
    // The body is read once, without a clone: `withResponse()` gives the status and headers, and
    // the parsed envelope is the body.
    const envelope = parsedBody(answer.body) as { success?: unknown; data?: unknown } | undefined;
    if (!envelope || typeof envelope !== 'object' || envelope.success !== true || !('data' in envelope)) {
      throw new PaymentsError(
        `Unexpected response for ${operation.id}: status ${response.status} without a success envelope`,
      );
    }
    return { data: this.#checkData(operation, envelope.data) as T, response };
  }

  /** Sends the attempts of one call and returns the successful answer, or throws a typed error. */
  async #send(
    operation: OperationDefinition,
    url: string,
    headers: Record<string, string>,
    body: string | undefined,
    options: RequestOptions,
    summary: () => RequestSummary,
  ): Promise<Answer> {
    const { settings } = this;
    const limit = Math.max(0, options.maxRetries ?? settings.maxRetries);
    const retriable = RETRY_METHODS.has(operation.method);
    const { signal } = options;
    const timeoutMs = options.timeoutMs ?? settings.timeoutMs;
    for (let retryCount = 0; ; retryCount++) {
      let delayMs: number;
      let reason: number | string;
      try {
        const answer = await this.#attempt(operation, url, headers, body, timeoutMs, signal);
        const { response } = answer;
        if (response.ok) return answer;
        if (!(retriable && retryCount < limit && RETRY_STATUSES.has(response.status))) {
          throw this.#apiError(operation, answer, summary());
        }
        delayMs = retryAfterMs(response, Date.now()) ?? this.#backoff(retryCount + 1);
        reason = response.status;
      } catch (error) {
        if (!(error instanceof AttemptError)) throw error;
        const { failure } = error;
        if (failure.kind === 'timeout') {
          throw new TimeoutError(`${operation.id} timed out`, { cause: failure.cause });
        }
        if (failure.kind === 'abort') {
          throw new AbortError(`${operation.id} was aborted`, { cause: failure.cause });
        }
        if (failure.cause instanceof PaymentsError) throw failure.cause;
        if (!(retriable && retryCount < limit)) {
          throw new ConnectionError(`${operation.id}: connection failed`, { cause: failure.cause });
        }
        delayMs = this.#backoff(retryCount + 1);
        reason = failure.cause instanceof Error ? failure.cause.name : 'Error';
      }
      try {
        await pause(delayMs, signal);
      } catch (error) {
        const cause = error instanceof AttemptError ? error.failure.cause : error;
        throw new AbortError(`${operation.id} was aborted`, { cause });
      }
      if (settings.logger.logs('info')) {
        settings.logger.info('Retrying request', {
          method: operation.method,
          url,
          retryCount: retryCount + 1,
          reason,
        });
      }
    }
  }

  /** The delay before retry number `retry` (1-based): 500 ms doubling up to 8 s, with jitter. */
  #backoff(retry: number): number {
    const delay = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** (retry - 1));
    return delay / 2 + this.settings.random() * (delay / 2);
  }

  /** One `fetch` with its body read, under the timeout and the caller's signal. */
  async #attempt(
    operation: OperationDefinition,
    url: string,
    headers: Record<string, string>,
    body: string | undefined,
    timeoutMs: number,
    signal: AbortSignal | undefined,
  ): Promise<Answer> {
    if (signal?.aborted) throw new AttemptError({ kind: 'abort', cause: signal.reason });
    const controller = new AbortController();
    let timedOut = false;
    let timer: Timer | undefined;
    if (Number.isFinite(timeoutMs) && timeoutMs > 0 && timeoutMs <= MAX_TIMER_MS) {
      timer = setTimeout(() => {
        timedOut = true;
        controller.abort(new TimeoutError(`${operation.id} timed out after ${timeoutMs} ms`));
      }, timeoutMs);
    }
    const onAbort = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      const init: RequestInit = { method: operation.method, headers, signal: controller.signal };
      if (body !== undefined) init.body = body;
      const response = await this.settings.fetch(url, init);
      const binary =
        operation.responseType === 'binary' &&
        response.ok &&
        !response.headers.get('content-type')?.includes('json');
      return {
        response,
        body: binary ? new Uint8Array(await response.arrayBuffer()) : await response.text(),
      };
    } catch (error) {
      if (timedOut) throw new AttemptError({ kind: 'timeout', cause: error });
      if (signal?.aborted) throw new AttemptError({ kind: 'abort', cause: error });
      if (error instanceof Error && error.name === 'AbortError') {
        throw new AttemptError({ kind: 'abort', cause: error });
      }
      throw new AttemptError({ kind: 'connection', cause: error });
    } finally {
      if (timer !== undefined) clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  }

  /** The typed error of a failed answer, from its error envelope. */
  #apiError(operation: OperationDefinition, answer: Answer, request: RequestSummary): PaymentsError {
    const { response } = answer;
    const body = typeof answer.body === 'string' ? parsedBody(answer.body) : answer.body;
    const envelope = body as { error?: { code?: unknown; message?: unknown } } | undefined;
    const code = envelope?.error?.code;
    const message =
      typeof envelope?.error?.message === 'string'
        ? envelope.error.message
        : `${operation.method} ${operation.path} failed with status ${response.status}`;
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
    const result = operation.schemas.response.safeParse(data);
    if (result.success) return result.data;
    const issues = issuesOf(result.error);
    if (mode === 'strict') {
      throw new ResponseValidationError(
        `Response of ${operation.id} does not match its schema`,
        issues,
        data,
      );
    }
    this.settings.logger.warn(`Response of ${operation.id} does not match its schema`, { issues });
    return data;
  }
}
