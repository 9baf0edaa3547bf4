/**
 * The HTTP core: one ky instance per client, the envelope, retries, timeouts, aborts, and the
 * mapping of every failure to a typed error. Fetch only, no Node built-ins.
 */
import ky, { HTTPError, type KyInstance, TimeoutError as KyTimeoutError, type Options } from 'ky';
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

const RETRY_METHODS = ['get', 'put', 'delete', 'head'] as const;
const RETRY_STATUSES = [408, 429, 502, 503, 504];
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

const readBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (text.length === 0) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

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

/** The retry settings ky gets for a retry limit. */
type RetrySettings = Exclude<NonNullable<Options['retry']>, number>;

/**
 * Sends HTTP requests for operations. Holds one ky instance.
 *
 * Everything that does not change between calls (the base URL, the retry settings per limit,
 * what each operation reads from its declaration) is worked out once, so a call only builds its
 * URL, its headers and the ky options of that call.
 */
export class Transport {
  readonly settings: TransportSettings;
  readonly #ky: KyInstance;
  /** The base URL without trailing slashes, to which a path is appended; read on first call. */
  #base: string | undefined;
  readonly #retries = new Map<number, RetrySettings>();

  constructor(settings: TransportSettings) {
    this.settings = settings;
    const { logger } = settings;
    // Retries are logged at `info`; without that level ky runs no hook at all.
    this.#ky = ky.create({
      fetch: settings.fetch,
      ...(logger.logs('info')
        ? {
            hooks: {
              beforeRetry: [
                ({ request, retryCount, error }) => {
                  logger.info('Retrying request', {
                    method: request.method,
                    url: request.url,
                    retryCount,
                    reason: error instanceof HTTPError ? error.response.status : error.name,
                  });
                },
              ],
            },
          }
        : {}),
    });
  }

  #retry(limit: number): RetrySettings {
    let retry = this.#retries.get(limit);
    if (!retry) {
      const { random } = this.settings;
      retry = {
        limit,
        methods: [...RETRY_METHODS],
        statusCodes: RETRY_STATUSES,
        afterStatusCodes: [429, 503],
        maxRetryAfter: MAX_RETRY_AFTER_MS,
        retryOnTimeout: false,
        delay: (attempt) => Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** (attempt - 1)),
        jitter: (delay) => delay / 2 + random() * (delay / 2),
      };
      this.#retries.set(limit, retry);
    }
    return retry;
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
    // The redacted copy of the request is made only for a log line or an error.
    const summary = (): RequestSummary => ({
      method: operation.method,
      url: new URL(url).href,
      headers: redactHeaders(headers),
    });
    if (logger.logs('debug')) logger.debug('Request', { operationId: operation.id, ...summary() });

    let response: Response;
    try {
      response = await this.#ky(url, {
        method: operation.method,
        headers,
        json: split.body,
        timeout: options.timeoutMs ?? settings.timeoutMs,
        signal: options.signal ?? null,
        retry: this.#retry(Math.max(0, options.maxRetries ?? settings.maxRetries)),
      });
    } catch (error) {
      throw await this.#failure(error, operation, summary(), options.signal);
    }
    logger.debug('Response', { operationId: operation.id, status: response.status });

    if (operation.responseType === 'binary' && !response.headers.get('content-type')?.includes('json')) {
      const bytes = new Uint8Array(await response.arrayBuffer());
      return { data: bytes as T, response };
    }
    // The body is read once, without a clone: `withResponse()` gives the status and headers, and
    // the parsed envelope is the body.
    const body = (await readBody(response)) as { success?: unknown; data?: unknown } | undefined;
    if (!body || typeof body !== 'object' || body.success !== true || !('data' in body)) {
      throw new PaymentsError(
        `Unexpected response for ${operation.id}: status ${response.status} without a success envelope`,
      );
    }
    return { data: this.#checkData(operation, body.data) as T, response };
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

  async #failure(
    error: unknown,
    operation: OperationDefinition,
    request: RequestSummary,
    signal: AbortSignal | undefined,
  ): Promise<PaymentsError> {
    if (error instanceof HTTPError) {
      const body = await readBody(error.response);
      const envelope = body as { error?: { code?: unknown; message?: unknown } } | undefined;
      const code = envelope?.error?.code;
      const message =
        typeof envelope?.error?.message === 'string'
          ? envelope.error.message
          : `${operation.method} ${operation.path} failed with status ${error.response.status}`;
      const apiError = apiErrorFor({
        status: error.response.status,
        code: code === undefined || code === null ? undefined : String(code),
        message,
        body,
        headers: error.response.headers,
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
    if (error instanceof KyTimeoutError) {
      return new TimeoutError(`${operation.id} timed out`, { cause: error });
    }
    if (signal?.aborted || (error instanceof Error && error.name === 'AbortError')) {
      return new AbortError(`${operation.id} was aborted`, { cause: error });
    }
    if (error instanceof PaymentsError) return error;
    return new ConnectionError(`${operation.id}: connection failed`, { cause: error });
  }
}
