/**
 * The route codes an operation answers for auth failures, read from the `role` of its documented
 * errors: `missingContext` (400 on most routes), `insufficientRole` (403), `invalidContext` (401)
 * and `invalidKey` (403). Routes without such codes fall back to platform codes.
 */
import type { ErrorRole, ErrorSpec, OperationDefinition } from './operation.js';

/** A status and code pair. */
export interface StatusCode {
  readonly status: number;
  readonly code: string;
}

/** Route-owned auth failure codes of one operation. */
export interface AuthErrorCodes {
  /** No usable profile/team context. */
  readonly missingContext?: StatusCode;
  /** The acting profile lacks the role the route needs. */
  readonly role?: StatusCode;
  /** The session or context is present but invalid. */
  readonly invalidContext?: StatusCode;
  /**
   * The status a route gives an invalid context without a code of its own (compliance: "Invalid
   * context gives 401 or 400"); answered with the platform code `CONTEXT_INVALID`.
   */
  readonly invalidContextStatus?: number;
  /** The API key is missing, unknown or revoked (channel routes: `CH-01`, `CHID#GET-01`). */
  readonly invalidKey?: StatusCode;
}

/**
 * The route's own codes for auth failures.
 *
 * @example
 * ```ts
 * authErrorCodes(createInvitation).role; // { status: 403, code: 'APP_V1_TEAMS_INVITATIONS_ROUTE_01' }
 * ```
 */
export function authErrorCodes(operation: OperationDefinition): AuthErrorCodes {
  // Read once per declaration: the simulator asks on every request.
  let codes = cache.get(operation);
  if (!codes) {
    codes = readAuthErrorCodes(operation);
    cache.set(operation, codes);
  }
  return codes;
}

const cache = new WeakMap<OperationDefinition, AuthErrorCodes>();

/**
 * The first documented error of an operation that has a code and plays `role`, with `status`
 * when given.
 *
 * @example
 * ```ts
 * documentedError(getPaymentRequest, 'invalidMethod'); // { status: 400, code: '4', ... }
 * ```
 */
export function documentedError(
  operation: OperationDefinition,
  role: ErrorRole,
  status?: number,
): (ErrorSpec & { readonly code: string }) | undefined {
  return operation.errors.find(
    (error): error is ErrorSpec & { readonly code: string } =>
      error.code !== undefined && error.role === role && (status === undefined || error.status === status),
  );
}

function readAuthErrorCodes(operation: OperationDefinition): AuthErrorCodes {
  const find = (role: ErrorRole, status?: number): StatusCode | undefined => {
    const found = documentedError(operation, role, status);
    return found ? { status: found.status, code: found.code } : undefined;
  };
  const uncoded = (role: ErrorRole) =>
    operation.errors.find((error) => error.code === undefined && error.role === role);
  // A route that gives missing context a status but no code answers the platform code with it.
  const uncodedMissing = uncoded('missingContext');
  const missingContext =
    find('missingContext', 400) ??
    find('missingContext') ??
    (uncodedMissing ? { status: uncodedMissing.status, code: 'CONTEXT_REQUIRED' } : undefined);
  const role = find('insufficientRole', 403);
  const invalidContext = find('invalidContext', 401);
  const invalidKey = find('invalidKey', 403);
  const uncodedInvalid = uncoded('invalidContext');
  return {
    ...(missingContext ? { missingContext } : {}),
    ...(role ? { role } : {}),
    ...(invalidContext ? { invalidContext } : {}),
    ...(invalidKey ? { invalidKey } : {}),
    ...(uncodedInvalid ? { invalidContextStatus: uncodedInvalid.status } : {}),
  };
}
