export {
  type ClientExtras,
  createClient,
  type MethodFailureCode,
  type OperationApiError,
  type OperationFailureCode,
  type OperationMethod,
  type OperationMethodMembers,
  type OperationNamespaces,
  type OperationRef,
  type OperationResult,
  type OperationTypesOf,
  PaymentsClient,
} from './client.js';
export { ApiPromise, type SafeResult } from './core/api-promise.js';
export { type ClientOptions, type CoreClient, call, createCore } from './core/call.js';
export {
  AbortError,
  ApiError,
  type ApiErrorInit,
  AuthenticationError,
  BadRequestError,
  ConfigurationError,
  ConflictError,
  ConnectionError,
  InputValidationError,
  InternalServerError,
  isApiError,
  isOperationError,
  isPaymentsError,
  NotFoundError,
  NotImplementedError,
  PaymentsError,
  PermissionDeniedError,
  RateLimitError,
  type RequestSummary,
  ResponseValidationError,
  ServiceUnavailableError,
  TimeoutError,
} from './core/errors.js';
export type { Logger, LogLevel } from './core/logger.js';
export { PagePromise, type ToArrayOptions } from './core/pagination.js';
export { memorySessionStore, type Session, type SessionStore } from './core/session.js';
export {
  ENVIRONMENTS,
  type Environment,
  type RawResult,
  type RequestContext,
  type RequestOptions,
  type ValidationMode,
} from './core/transport.js';
export type * from './generated/operation-types.js';
export type { AuthHelpers, LoginAttempt, VerifyOptions } from './helpers/login.js';
export type { ImageFile, UploadBody, UploadFile, UploadHelpers, UploadSource } from './helpers/uploads.js';
