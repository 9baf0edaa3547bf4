/**
 * Errors thrown by the SDK. Every class has a `name`, so guards work across two copies of the
 * package (for example one bundled by a library and one installed by the app).
 */
import type { OperationFailureCode } from '../contract/platform-errors.js';
import type { OperationDescriptor } from '../contract/shape.js';

/** Headers whose values never appear in logs or error objects. */
export const REDACTED_HEADERS = ['x-api-key', 'authorization'] as const;

/** A copy of headers as a plain object with secrets replaced by `[redacted]`. */
export function redactHeaders(headers: Headers | Record<string, string> | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  if (!headers) return result;
  const entries = headers instanceof Headers ? [...headers.entries()] : Object.entries(headers);
  for (const [name, value] of entries) {
    result[name.toLowerCase()] = (REDACTED_HEADERS as readonly string[]).includes(name.toLowerCase())
      ? '[redacted]'
      : value;
  }
  return result;
}

/** Options every SDK error accepts. */
export interface PaymentsErrorOptions {
  readonly cause?: unknown;
}

/**
 * Base class of every error the SDK throws.
 *
 * @example
 * ```ts
 * try { await client.profile.retrieve(); } catch (error) { if (isPaymentsError(error)) console.log(error.name); }
 * ```
 */
export class PaymentsError extends Error {
  override name: string = 'PaymentsError';
  constructor(message: string, options: PaymentsErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
  }
}

/** The request of a failed call, with secrets redacted. */
export interface RequestSummary {
  readonly method: string;
  readonly url: string;
  readonly headers: Record<string, string>;
}

/** What an {@link ApiError} is built from. */
export interface ApiErrorInit<Code extends string = string> {
  readonly status: number;
  readonly code: Code | undefined;
  readonly message: string;
  readonly body: unknown;
  readonly headers: Headers;
  readonly request?: RequestSummary;
  readonly operationId?: string;
}

/**
 * The server answered with an error status. Branch on `status` and `code`, never on `message`.
 *
 * @example
 * ```ts
 * if (isApiError(error, 'APP_V1_AUTH_ONBOARD_ROUTE_05')) console.log('username taken');
 * ```
 */
export class ApiError<Code extends string = string> extends PaymentsError {
  override name: string = 'ApiError';
  /** HTTP status. */
  readonly status: number;
  /** The envelope's `error.code`; a documented code of the operation, or any other string. */
  readonly code: Code | (string & {}) | undefined;
  /** The parsed response body (the error envelope). */
  readonly body: unknown;
  /** Response headers. */
  readonly headers: Headers;
  /** The request, with `x-api-key` and `Authorization` redacted. */
  readonly request: RequestSummary | undefined;
  /** Id of the operation that failed. */
  readonly operationId: string | undefined;

  constructor(init: ApiErrorInit<Code>) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.body = init.body;
    this.headers = init.headers;
    this.request = init.request;
    this.operationId = init.operationId;
  }
}

/**
 * 400
 *
 * @example
 * ```ts
 * try {
 *   await client.teams.countries.add({ country: 'ZZ' });
 * } catch (error) {
 *   if (error instanceof BadRequestError) error.code; // 'APP_V1_TEAMS_COUNTRIES_03'
 * }
 * ```
 */
export class BadRequestError<Code extends string = string> extends ApiError<Code> {
  override name = 'BadRequestError';
}
/**
 * 401
 *
 * @example
 * ```ts
 * try {
 *   await client.profile.get();
 * } catch (error) {
 *   if (error instanceof AuthenticationError) await client.auth.login({ email }); // a new session
 * }
 * ```
 */
export class AuthenticationError<Code extends string = string> extends ApiError<Code> {
  override name = 'AuthenticationError';
}
/**
 * 403
 *
 * @example
 * ```ts
 * try {
 *   await client.teams.invitations.create({ email });
 * } catch (error) {
 *   if (error instanceof PermissionDeniedError) error.code; // the route's insufficient-permissions code
 * }
 * ```
 */
export class PermissionDeniedError<Code extends string = string> extends ApiError<Code> {
  override name = 'PermissionDeniedError';
}
/**
 * 404
 *
 * @example
 * ```ts
 * try {
 *   await client.profile.banks.get({ id: 'missing' });
 * } catch (error) {
 *   if (error instanceof NotFoundError) error.status; // 404
 * }
 * ```
 */
export class NotFoundError<Code extends string = string> extends ApiError<Code> {
  override name = 'NotFoundError';
}
/**
 * 409
 *
 * @example
 * ```ts
 * try {
 *   await client.auth.onboard(input);
 * } catch (error) {
 *   if (error instanceof ConflictError) error.code; // 'APP_V1_AUTH_ONBOARD_ROUTE_01' or '_05'
 * }
 * ```
 */
export class ConflictError<Code extends string = string> extends ApiError<Code> {
  override name = 'ConflictError';
}
/**
 * 429, with the server's `Retry-After` in seconds when it sent one.
 *
 * @example
 * ```ts
 * try {
 *   await client.config.chains.list();
 * } catch (error) {
 *   if (error instanceof RateLimitError) error.retryAfter; // seconds, from Retry-After
 * }
 * ```
 */
export class RateLimitError<Code extends string = string> extends ApiError<Code> {
  override name = 'RateLimitError';
  /** Seconds to wait before trying again, from a `Retry-After` in seconds. */
  readonly retryAfter: number | undefined;
  constructor(init: ApiErrorInit<Code>) {
    super(init);
    // Delta-seconds, as the platform sends it; the raw header (an HTTP date, say) is in `headers`.
    const seconds = Number(init.headers.get('retry-after') ?? Number.NaN);
    this.retryAfter = Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
  }
}
/**
 * 500
 *
 * @example
 * ```ts
 * try {
 *   await client.config.chains.list();
 * } catch (error) {
 *   if (error instanceof InternalServerError) error.code; // the route's or the called service's code
 * }
 * ```
 */
export class InternalServerError<Code extends string = string> extends ApiError<Code> {
  override name = 'InternalServerError';
}
/**
 * 501
 *
 * @example
 * ```ts
 * try {
 *   await client.channels.quote(input);
 * } catch (error) {
 *   if (error instanceof NotImplementedError) error.status; // 501
 * }
 * ```
 */
export class NotImplementedError<Code extends string = string> extends ApiError<Code> {
  override name = 'NotImplementedError';
}
/**
 * 503
 *
 * @example
 * ```ts
 * try {
 *   await client.auth.sendOtp({ email });
 * } catch (error) {
 *   if (error instanceof ServiceUnavailableError) error.status; // 503: an access gate is closed
 * }
 * ```
 */
export class ServiceUnavailableError<Code extends string = string> extends ApiError<Code> {
  override name = 'ServiceUnavailableError';
}

/** What a {@link ConnectionError} or {@link TimeoutError} is built from. */
export interface TransportErrorInit {
  readonly cause?: unknown;
  /** The request, with `x-api-key` and `Authorization` redacted. */
  readonly request?: RequestSummary | undefined;
  /** Id of the operation that failed. */
  readonly operationId?: string | undefined;
}

/**
 * No response: the connection failed. The message names the operation, the URL and the cause
 * (`ECONNREFUSED 127.0.0.1:4010`) and says what to check.
 *
 * @example
 * ```ts
 * try {
 *   await client.config.chains.list();
 * } catch (error) {
 *   if (error instanceof ConnectionError) error.request?.url; // the URL that could not be reached
 * }
 * ```
 */
export class ConnectionError extends PaymentsError {
  override name = 'ConnectionError';
  /** The request, with `x-api-key` and `Authorization` redacted. */
  readonly request: RequestSummary | undefined;
  /** Id of the operation that failed. */
  readonly operationId: string | undefined;
  constructor(message: string, init: TransportErrorInit = {}) {
    super(message, { cause: init.cause });
    this.request = init.request;
    this.operationId = init.operationId;
  }
}
/**
 * No response within `timeoutMs` (the time to the whole body, per attempt).
 *
 * @example
 * ```ts
 * try {
 *   await client.config.chains.list({}, { timeoutMs: 100 });
 * } catch (error) {
 *   if (error instanceof TimeoutError) error.request?.url;
 * }
 * ```
 */
export class TimeoutError extends PaymentsError {
  override name = 'TimeoutError';
  /** The request, with `x-api-key` and `Authorization` redacted. */
  readonly request: RequestSummary | undefined;
  /** Id of the operation that failed. */
  readonly operationId: string | undefined;
  constructor(message: string, init: TransportErrorInit = {}) {
    super(message, { cause: init.cause });
    this.request = init.request;
    this.operationId = init.operationId;
  }
}
/**
 * An option of `createClient` or of one call is not usable: a `baseUrl` without a scheme, a
 * timeout that is not a number, an unknown environment. Thrown at once, before any request; the
 * message says how to fix it.
 *
 * @example
 * ```ts
 * try {
 *   createClient({ baseUrl: '127.0.0.1:4010' });
 * } catch (error) {
 *   if (error instanceof ConfigurationError) error.option; // 'baseUrl'
 * }
 * ```
 */
export class ConfigurationError extends PaymentsError {
  override name = 'ConfigurationError';
  /** The option at fault. */
  readonly option: string;
  constructor(option: string, message: string) {
    super(message);
    this.option = option;
  }
}
/**
 * The caller's `signal` aborted the request.
 *
 * @example
 * ```ts
 * try {
 *   await client.config.chains.list({}, { signal: controller.signal });
 * } catch (error) {
 *   if (error instanceof AbortError) error.message;
 * }
 * ```
 */
export class AbortError extends PaymentsError {
  override name = 'AbortError';
}
/**
 * The input failed the operation's schema before anything was sent.
 *
 * @example
 * ```ts
 * try {
 *   await client.teams.countries.add({ country: '' });
 * } catch (error) {
 *   if (error instanceof InputValidationError) error.issues; // [{ path: ['country'], message: '...' }]
 * }
 * ```
 */
export class InputValidationError extends PaymentsError {
  override name = 'InputValidationError';
  /** The schema issues, with the path of each field. */
  readonly issues: readonly { path: readonly PropertyKey[]; message: string }[];
  constructor(message: string, issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
    super(message);
    this.issues = issues;
  }
}
/**
 * `validation: 'strict'` and the response `data` did not match the operation's schema.
 *
 * @example
 * ```ts
 * try {
 *   await client.config.chains.list();
 * } catch (error) {
 *   if (error instanceof ResponseValidationError) error.data; // what the server sent
 * }
 * ```
 */
export class ResponseValidationError extends PaymentsError {
  override name = 'ResponseValidationError';
  readonly issues: readonly { path: readonly PropertyKey[]; message: string }[];
  readonly data: unknown;
  constructor(
    message: string,
    issues: readonly { path: readonly PropertyKey[]; message: string }[],
    data: unknown,
  ) {
    super(message);
    this.issues = issues;
    this.data = data;
  }
}

const STATUS_CLASSES: Record<number, new (init: ApiErrorInit) => ApiError> = {
  400: BadRequestError,
  401: AuthenticationError,
  403: PermissionDeniedError,
  404: NotFoundError,
  409: ConflictError,
  429: RateLimitError,
  500: InternalServerError,
  501: NotImplementedError,
  503: ServiceUnavailableError,
};

/** Builds the error class that fits the status. */
export function apiErrorFor(init: ApiErrorInit): ApiError {
  const ErrorClass = STATUS_CLASSES[init.status] ?? ApiError;
  return new ErrorClass(init);
}

// Names as literals: class names do not survive minification.
const API_ERROR_NAMES = new Set([
  'ApiError',
  'BadRequestError',
  'AuthenticationError',
  'PermissionDeniedError',
  'NotFoundError',
  'ConflictError',
  'RateLimitError',
  'InternalServerError',
  'NotImplementedError',
  'ServiceUnavailableError',
]);

/**
 * Whether a value is an SDK error (from this or another copy of the package).
 *
 * @example
 * ```ts
 * if (isPaymentsError(error)) console.log(error.name);
 * ```
 */
export function isPaymentsError(value: unknown): value is PaymentsError {
  return (
    value instanceof PaymentsError ||
    (value instanceof Error &&
      (API_ERROR_NAMES.has(value.name) ||
        [
          'PaymentsError',
          'ConnectionError',
          'TimeoutError',
          'AbortError',
          'InputValidationError',
          'ResponseValidationError',
          'ConfigurationError',
        ].includes(value.name)))
  );
}

/**
 * Whether a value is an {@link ApiError}, optionally with a given code. Works across two copies
 * of the package.
 *
 * @example
 * ```ts
 * if (isApiError(error, 'APP_V1_TEAMS_INVITATIONS_ROUTE_02')) console.log(error.status); // 409
 * ```
 */
export function isApiError<const Code extends string = string>(
  value: unknown,
  code?: Code,
): value is ApiError<Code> & { code: Code } {
  if (!(value instanceof ApiError) && !(value instanceof Error && API_ERROR_NAMES.has(value.name)))
    return false;
  const candidate = value as ApiError;
  if (typeof candidate.status !== 'number') return false;
  return code === undefined || candidate.code === code;
}

/**
 * Whether a value is an {@link ApiError} thrown by the given operation, optionally with one of
 * its documented or platform-wide codes; narrows `code` to those codes. The functional counterpart of a
 * client method's `isError`.
 *
 * @example
 * ```ts
 * import { call, isOperationError } from '@payments-platform/sdk/core';
 * import { createInvitation } from '@payments-platform/sdk/contract/teams';
 *
 * try {
 *   await call(core, createInvitation, { email });
 * } catch (error) {
 *   if (isOperationError(error, createInvitation, 'APP_V1_TEAMS_INVITATIONS_ROUTE_02')) console.log('already in the team');
 * }
 * ```
 */
export function isOperationError<
  Op extends OperationDescriptor,
  const Code extends OperationFailureCode<Op> = OperationFailureCode<Op>,
>(
  value: unknown,
  operation: Op,
  code?: Code,
): value is ApiError<OperationFailureCode<Op>> & { readonly code: Code } {
  return (
    isApiError(value) && value.operationId === operation.id && (code === undefined || value.code === code)
  );
}
