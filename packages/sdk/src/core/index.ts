export { ApiPromise, type SafeResult } from './api-promise.js';
export {
  type ClientOptions,
  type CoreClient,
  call,
  createCore,
  refreshStoredSession,
  withCoreContext,
  withCoreOptions,
} from './call.js';
export {
  AbortError,
  ApiError,
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
  ResponseValidationError,
  ServiceUnavailableError,
  TimeoutError,
} from './errors.js';
export { PagePromise, type ToArrayOptions } from './pagination.js';
export { memorySessionStore, type Session, type SessionStore } from './session.js';
export { ENVIRONMENTS, type RequestContext, type RequestOptions } from './transport.js';
