export {
  AUTH_PATTERNS,
  type AuthPattern,
  type AuthRequirement,
  auth,
  CONTEXT_SOURCES,
  type ContextSource,
  KEY_TYPES,
  type KeyType,
  PERMISSIONS,
  type Permission,
} from './auth.js';
export { type AuthErrorCodes, authErrorCodes, documentedError, type StatusCode } from './auth-errors.js';
export {
  ACCESS_GATES,
  type CheckFailure,
  checkFailures,
  type DeclaredError,
  declaredErrorCodes,
  declaredErrors,
  ERROR_SOURCE_MEANINGS,
  type ErrorSource,
  PLATFORM_CHECKS,
  type PlatformCheck,
} from './declared-errors.js';
export { ENVIRONMENTS, type Environment } from './environments.js';
export {
  buildErrorCatalogue,
  type ErrorCodeInfo,
  PLATFORM_ERRORS,
  type PlatformErrorCode,
  type RouteErrorCode,
} from './errors.js';
export { MAX_ID_LENGTH, MAX_TEXT_LENGTH } from './input-bounds.js';
export {
  englishErrors,
  type InputIssue,
  kindOf,
  nearestKey,
  teachingIssues,
  unknownOption,
} from './input-errors.js';
export {
  createOpenApiDocument,
  ERROR_ENVELOPE_SCHEMA,
  type OpenApiOptions,
  type OperationExample,
  type OperationExamples,
} from './openapi.js';
export {
  AREAS,
  type Area,
  BODY_PARSER_CODE,
  defineOperation,
  ERROR_ROLES,
  type ErrorRole,
  type ErrorSpec,
  type HttpMethod,
  type InputErrorCode,
  lazySchemas,
  type OperationDefinition,
  type OperationErrorCode,
  type OperationInput,
  type OperationOutput,
  type OperationSchemas,
  type Pagination,
} from './operation.js';
export { docsOf, type OperationDocs, operationDocs } from './operation-docs.js';
export {
  type ErrorCode,
  errorCatalogue,
  findOperation,
  type Operation,
  type OperationById,
  type OperationId,
  operations,
  registry,
} from './operations.js';
export { isRedirectUrl } from './ramp.js';
export { buildPath, type OperationMatch, OperationRegistry, pathParamNames } from './registry.js';
export {
  contentTypeOfFileName,
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_EXTENSIONS,
  DOCUMENT_FILE_NAME_PATTERN,
  IMAGE_EXTENSIONS,
  IMAGE_MIME_TYPES,
  MAX_AMOUNT,
  MAX_AMOUNT_DECIMALS,
  MAX_AMOUNT_WHOLE_DIGITS,
} from './schemas.js';
export { SIMULATORS_IN_PROCESS, UNHANDLED_BY_MSW, type UnhandledByMsw } from './unhandled-requests.js';
