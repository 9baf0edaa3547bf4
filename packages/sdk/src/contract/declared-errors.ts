/**
 * Every failure an operation can answer, derived once from its declaration: the route's own
 * documented errors, and the cross-cutting ones the platform's checks give every route of its
 * kind (spec: Authentication > Failure statuses, Errors, Limits). Nothing here is written per
 * operation: the auth pattern, permissions, role, context sources, method, schemas and path
 * params of a declaration decide, in the order a request meets the checks:
 *
 * 0. the request itself: 400 when it is not valid HTTP (a header value with a character HTTP
 *    forbids), from the HTTP layer before any route, so with no code of a route;
 * 1. the body (any method but GET): 413 `PAYLOAD_TOO_LARGE` over 1 MiB, 400 with the route's
 *    invalid-input code when it is not JSON;
 * 2. the API key (every route but the public ones): 403 `API_KEY_REQUIRED`, `API_KEY_INVALID`,
 *    `API_KEY_WRONG_ENVIRONMENT`, or the route's own invalid-key code where it documents one
 *    (the channel routes' `CH-01`); then 429 `RATE_LIMITED`;
 * 3. the caller: 403 `PERMISSION_DENIED` where the key needs a permission; a required or accepted
 *    bearer session missing or invalid (401 `SESSION_REQUIRED` / `SESSION_INVALID`, or the
 *    route's invalid-context code); an invalid context (403 `CONTEXT_INVALID`, or the route's
 *    code or status); no usable context on a header-context or scoped route (401
 *    `CONTEXT_REQUIRED`, or the route's code); the team role (403 `ROLE_REQUIRED`, or the
 *    route's code);
 * 4. an access gate: 503 `OTP_GATE_CLOSED` / `KYC_GATE_CLOSED` on the operations it guards;
 * 5. the input: 400 with the route's invalid-input code, and the route's codes for particular
 *    fields (`inputErrorCodes`);
 * 6. the record a path id names: 404 when there is none, unless the route documents another
 *    answer for it (an error marked `unknownId`) or the param is a closed set of values; and on
 *    any route with a path param, 404 when one is empty or `.`, which the URL resolves away, so
 *    no route serves the path;
 * 7. anything unexpected: 500 `INTERNAL_ERROR`.
 *
 * The simulator runs these checks from the same declarations (`packages/simulator/src/http`),
 * and its tests keep the two in step.
 */
import { authErrorCodes } from './auth-errors.js';
import type { OperationDefinition } from './operation.js';
import type { OperationId } from './operation-list.js';
import { PLATFORM_ERRORS, type PlatformErrorCode } from './platform-errors.js';
import { pathParamNames } from './registry.js';

/**
 * The platform's checks, each a failure of its own: the request (not valid HTTP, headers too
 * large), the body (too
 * large, not JSON), the key
 * (missing, unknown or revoked, of the other environment), the rate limit, the key's permission,
 * the bearer session (invalid, missing), the context (invalid, missing), the team role, an access
 * gate, the input, a path id naming no record, a path param that leaves no route, and an
 * unexpected failure.
 */
export const PLATFORM_CHECKS = [
  'malformedRequest',
  'headersTooLarge',
  'bodyTooLarge',
  'bodyNotJson',
  'missingKey',
  'invalidKey',
  'wrongEnvironment',
  'rateLimit',
  'permission',
  'invalidSession',
  'missingSession',
  'invalidContext',
  'missingContext',
  'role',
  'gate',
  'invalidInput',
  'unknownId',
  'emptyPathSegment',
  'internal',
] as const;
export type PlatformCheck = (typeof PLATFORM_CHECKS)[number];

/** Why an operation may answer a failure: its own route, or one of the platform's checks. */
export type ErrorSource = 'route' | PlatformCheck;

/** A failure of one check: its status, and its code where the spec or the platform gives one. */
export interface CheckFailure {
  readonly status: number;
  readonly code?: string;
}

/** One failure an operation can answer, and why. */
export interface DeclaredError extends CheckFailure {
  readonly source: ErrorSource;
}

/**
 * The access gates and the operations each guards (spec: Authentication > Failure statuses,
 * "Required OTP or KYC access gate closed"): a closed gate answers 503 with its code.
 */
export const ACCESS_GATES = {
  otp: { code: 'OTP_GATE_CLOSED', operations: ['sendOtp', 'verifyOtp'] },
  kyc: { code: 'KYC_GATE_CLOSED', operations: ['createKycSession', 'getKycStatus', 'listKycVerifications'] },
} as const satisfies Record<
  string,
  { readonly code: PlatformErrorCode; readonly operations: readonly OperationId[] }
>;

/** What each platform check means, worded once for every operation it applies to. */
export const ERROR_SOURCE_MEANINGS: Readonly<Record<PlatformCheck, string>> = {
  malformedRequest:
    'The request is not valid HTTP (a header value with a character HTTP forbids); the HTTP layer answers it before any route.',
  headersTooLarge:
    'The request line and headers are larger than the HTTP layer accepts (16 KiB on the standalone server: long query values, a long path, many headers); answered before any route.',
  bodyTooLarge: 'The body is larger than 1 MiB.',
  bodyNotJson: 'The body is not JSON, or nests too deep.',
  missingKey: 'The x-api-key header is missing.',
  invalidKey: 'The API key is unknown or revoked.',
  wrongEnvironment: 'The API key belongs to another environment than the request host.',
  rateLimit: 'Rate or burst limit of the API key exceeded; `Retry-After` gives the seconds to wait.',
  permission: 'The API key lacks a permission the operation needs.',
  invalidSession: 'The bearer session is unknown, expired or malformed.',
  missingSession: 'The operation needs a bearer session and none was sent.',
  invalidContext:
    'The profile/team context is not valid: one header without the other, or a profile outside the team.',
  missingContext:
    'No usable profile/team context: send a session, both x-profile-id and x-team-id, or use a scoped key.',
  role: 'The acting profile lacks the team role the operation needs.',
  gate: 'The access gate that guards the operation is closed.',
  invalidInput: 'The path params, query or body fail validation.',
  unknownId: 'No record has the id the path names.',
  emptyPathSegment: 'A path param is empty or `.`, which the URL resolves away, so no route serves the path.',
  internal: 'Unexpected failure.',
};

const platform = (code: PlatformErrorCode): CheckFailure => ({
  status: PLATFORM_ERRORS[code].statuses[0],
  code,
});

type Failures = { -readonly [Check in PlatformCheck]?: CheckFailure };

/** The failures of the checks on the key and the caller, by check. */
function callerFailures(operation: OperationDefinition): Failures {
  const { auth } = operation;
  if (auth.pattern === 'public') return {};
  const codes = authErrorCodes(operation);
  const failures: Failures = {
    // A route's own invalid-key code answers every key failure.
    missingKey: codes.invalidKey ?? platform('API_KEY_REQUIRED'),
    invalidKey: codes.invalidKey ?? platform('API_KEY_INVALID'),
    wrongEnvironment: codes.invalidKey ?? platform('API_KEY_WRONG_ENVIRONMENT'),
    rateLimit: platform('RATE_LIMITED'),
  };
  if (auth.permissions.length > 0) failures.permission = platform('PERMISSION_DENIED');
  if (auth.contextFrom.includes('session')) {
    failures.invalidSession = codes.invalidContext ?? platform('SESSION_INVALID');
  }
  if (auth.pattern === 'session' || auth.masterKey === 'needsSession') {
    failures.missingSession = codes.invalidContext ?? platform('SESSION_REQUIRED');
  }
  // A key-only route reads no context, so no context of its key can fail it.
  if (auth.pattern !== 'key' && auth.contextFrom.length > 0) {
    failures.invalidContext =
      codes.invalidContext ??
      (codes.invalidContextStatus === undefined
        ? platform('CONTEXT_INVALID')
        : { status: codes.invalidContextStatus, code: 'CONTEXT_INVALID' });
  }
  if (auth.pattern === 'headerContext' || auth.pattern === 'scoped') {
    failures.missingContext = codes.missingContext ?? platform('CONTEXT_REQUIRED');
  }
  if (auth.role !== 'none') failures.role = codes.role ?? platform('ROLE_REQUIRED');
  return failures;
}

/** Whether a zod schema (optional or not) is a closed enum: a value outside it is invalid input. */
function isClosedEnum(schema: unknown): boolean {
  let current = schema as { _zod?: { def?: { type?: string; innerType?: unknown } } } | undefined;
  while (current?._zod?.def?.type === 'optional') current = current._zod.def.innerType as typeof current;
  return current?._zod?.def?.type === 'enum';
}

/** Whether the path has a param that names a record: any but a closed set of values. */
function hasPathId(operation: OperationDefinition): boolean {
  const names = pathParamNames(operation.path);
  const params = operation.schemas.params as
    | { _zod?: { def?: { shape?: Record<string, unknown> } } }
    | undefined;
  const shape = params?._zod?.def?.shape;
  return names.some((name) => !isClosedEnum(shape?.[name]));
}

/**
 * The failure each platform check gives the operation, by check; a check the operation does not
 * run is absent. The route's own codes replace the platform's where it documents them.
 *
 * @example
 * ```ts
 * checkFailures(findOperation('GET', '/channels')!).missingKey; // { status: 403, code: 'CH-01' }
 * ```
 */
export function checkFailures(operation: OperationDefinition): Readonly<Failures> {
  const invalid = { status: 400, code: operation.invalidInputCode };
  const { schemas } = operation;
  const gate = Object.values(ACCESS_GATES).find((candidate) =>
    (candidate.operations as readonly string[]).includes(operation.id),
  );
  const answersUnknownIdItself = operation.errors.some((error) => error.unknownId);
  return {
    malformedRequest: { status: 400 },
    headersTooLarge: { status: 431 },
    ...(operation.method === 'GET'
      ? {}
      : { bodyTooLarge: platform('PAYLOAD_TOO_LARGE'), bodyNotJson: invalid }),
    ...callerFailures(operation),
    ...(gate ? { gate: platform(gate.code) } : {}),
    ...(schemas.params || schemas.query || schemas.body ? { invalidInput: invalid } : {}),
    ...(hasPathId(operation) && !answersUnknownIdItself ? { unknownId: { status: 404 } } : {}),
    ...(pathParamNames(operation.path).length > 0 ? { emptyPathSegment: { status: 404 } } : {}),
    internal: platform('INTERNAL_ERROR'),
  };
}

/** Whether `list` already holds an error that says what `failure` says. */
const covers = (list: readonly DeclaredError[], failure: CheckFailure) =>
  list.some(
    (known) => known.status === failure.status && (known.code === failure.code || failure.code === undefined),
  );

const cache = new WeakMap<OperationDefinition, readonly DeclaredError[]>();

/**
 * Every failure the operation can answer: its documented errors (source `route`), then the
 * failures of the platform's checks it runs ({@link checkFailures}) and its input codes, each once.
 *
 * @example
 * ```ts
 * import { declaredErrors, findOperation } from '@payments-platform/sdk/contract';
 * const listChains = findOperation('GET', '/v1/config/chains');
 * declaredErrors(listChains!).map((error) => `${error.status} ${error.code ?? ''}`);
 * // ['500 ', '403 API_KEY_REQUIRED', '403 API_KEY_INVALID', '403 API_KEY_WRONG_ENVIRONMENT', '429 RATE_LIMITED', '500 INTERNAL_ERROR']
 * ```
 */
export function declaredErrors(operation: OperationDefinition): readonly DeclaredError[] {
  const cached = cache.get(operation);
  if (cached) return cached;
  const errors: DeclaredError[] = operation.errors.map(({ status, code }) => ({
    status,
    ...(code === undefined ? {} : { code }),
    source: 'route' as const,
  }));
  const add = (failure: CheckFailure, source: PlatformCheck) => {
    if (!covers(errors, failure)) errors.push({ ...failure, source });
  };
  const failures = checkFailures(operation);
  for (const check of PLATFORM_CHECKS) {
    const failure = failures[check];
    if (failure) add(failure, check);
    if (check === 'invalidInput') {
      for (const rule of operation.inputErrorCodes ?? [])
        add({ status: rule.status, code: rule.code }, check);
    }
  }
  cache.set(operation, errors);
  return errors;
}

/**
 * The codes of every failure the operation can answer, each once, in declaration order.
 *
 * @example
 * ```ts
 * declaredErrorCodes(getMaintenance); // ['INTERNAL_ERROR']
 * ```
 */
export function declaredErrorCodes(operation: OperationDefinition): readonly string[] {
  return [
    ...new Set(declaredErrors(operation).flatMap((error) => (error.code === undefined ? [] : [error.code]))),
  ];
}
