/**
 * The HTTP core: one ky instance per client, the envelope, retries, timeouts, aborts, and the
 * mapping of every failure to a typed error. Fetch only, no Node built-ins.
 */
import ky, { HTTPError, type KyInstance, TimeoutError as KyTimeoutError } from 'ky';
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
import type { Logger } from './logger.js';

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
  readonly logger: Logger;
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

/** Splits the single params object of an SDK method into path params, query and body. */
export function splitInput(operation: OperationDefinition, input: Record<string, unknown>): SplitInput {
  const pathNames = new Set(pathParamNames(operation.path));
  const queryNames = new Set(shapeKeys(operation.schemas.query) ?? []);
  const path: Record<string, unknown> = {};
  const query: Record<string, unknown> = {};
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    if (pathNames.has(key)) path[key] = value;
    else if (queryNames.has(key) || (!operation.schemas.body && operation.schemas.query)) query[key] = value;
    else body[key] = value;
  }
  return { path, query, body: operation.schemas.body ? body : undefined };
}

function issuesOf(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }) {
  return error.issues.map((issue) => ({ path: issue.path, message: issue.message }));
}

function validateInput(operation: OperationDefinition, split: SplitInput): void {
  const parts = [
    ['params', operation.schemas.params, split.path],
    ['query', operation.schemas.query, split.query],
    ['body', operation.schemas.body, split.body],
  ] as const;
  const issues: { path: readonly PropertyKey[]; message: string }[] = [];
  for (const [, schema, value] of parts) {
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

/** Which credentials an operation sends. */
function authHeaders(
  operation: OperationDefinition,
  settings: TransportSettings,
  credentials: CallCredentials,
): Record<string, string> {
  const headers: Record<string, string> = {};
  const { pattern, contextFrom } = operation.auth;
  if (pattern === 'public') return headers;
  if (settings.apiKey) headers['x-api-key'] = settings.apiKey;
  if (credentials.session && contextFrom.includes('session')) {
    headers.authorization = `Bearer ${credentials.session}`;
  }
  if (credentials.context && contextFrom.includes('headers')) {
    headers['x-profile-id'] = credentials.context.profileId;
    headers['x-team-id'] = credentials.context.teamId;
  }
  return headers;
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

/**
 * Sends HTTP requests for operations. Holds one ky instance.
 */
export class Transport {
  readonly settings: TransportSettings;
  readonly #ky: KyInstance;

  constructor(settings: TransportSettings) {
    this.settings = settings;
    this.#ky = ky.create({
      fetch: settings.fetch,
      throwHttpErrors: true,
      hooks: {
        beforeRetry: [
          ({ request, retryCount, error }) => {
            settings.logger.info('Retrying request', {
              method: request.method,
              url: request.url,
              retryCount,
              reason: error instanceof HTTPError ? error.response.status : error.name,
            });
          },
        ],
      },
    });
  }

  /** Calls an operation; returns its `data` and the raw response. */
  async call<T>(
    operation: OperationDefinition,
    input: Record<string, unknown>,
    credentials: CallCredentials,
    options: RequestOptions = {},
  ): Promise<RawResult<T>> {
    const { settings } = this;
    const split = splitInput(operation, input);
    if (settings.validation !== 'off') validateInput(operation, split);

    const url = joinUrl(settings.baseUrl, buildPath(operation.path, split.path));
    url.search = searchParams(split.query).toString();
    const headers: Record<string, string> = {
      accept: operation.responseType === 'binary' ? 'application/pdf, application/json' : 'application/json',
      ...settings.headers,
      ...authHeaders(operation, settings, credentials),
      ...options.headers,
    };
    const request: RequestSummary = {
      method: operation.method,
      url: url.toString(),
      headers: redactHeaders(headers),
    };
    const retries = options.maxRetries ?? settings.maxRetries;
    settings.logger.debug('Request', { operationId: operation.id, ...request });

    let response: Response;
    try {
      response = await this.#ky(url, {
        method: operation.method,
        headers,
        ...(split.body === undefined ? {} : { json: split.body }),
        timeout: options.timeoutMs ?? settings.timeoutMs,
        ...(options.signal ? { signal: options.signal } : {}),
        retry: {
          limit: Math.max(0, retries),
          methods: [...RETRY_METHODS],
          statusCodes: RETRY_STATUSES,
          afterStatusCodes: [429, 503],
          maxRetryAfter: MAX_RETRY_AFTER_MS,
          retryOnTimeout: false,
          delay: (attempt) => Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** (attempt - 1)),
          jitter: (delay) => delay / 2 + settings.random() * (delay / 2),
        },
      });
    } catch (error) {
      throw await this.#failure(error, operation, request, options.signal);
    }
    settings.logger.debug('Response', { operationId: operation.id, status: response.status });

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
