/**
 * The route codes an operation answers for auth failures, read from its documented errors:
 * "missing context" (400 on most routes), "insufficient permissions" / "admin required" (403),
 * "invalid session or context" (401) and "invalid API key" (403). Routes without such codes fall
 * back to platform codes.
 */
import type { OperationDefinition } from './operation.js';

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

const MISSING_CONTEXT =
  /missing (profile(\/| or )team |profile or team |team id|)?context|context (is )?required|missing team id|missing [a-z ]+ or context/i;
const ROLE = /insufficient permissions|admin (role )?required/i;
const INVALID_CONTEXT = /invalid session or context/i;
const UNCODED_INVALID_CONTEXT = /^invalid context/i;
const INVALID_KEY = /invalid api key/i;

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

function readAuthErrorCodes(operation: OperationDefinition): AuthErrorCodes {
  const find = (pattern: RegExp, status?: number) => {
    const found = operation.errors.find(
      (error) =>
        error.code !== undefined &&
        pattern.test(error.description) &&
        (status === undefined || error.status === status),
    );
    return found?.code === undefined ? undefined : { status: found.status, code: found.code };
  };
  // A route that gives missing context a status but no code answers the platform code with it.
  const uncoded = operation.errors.find(
    (error) => error.code === undefined && MISSING_CONTEXT.test(error.description),
  );
  const missingContext =
    find(MISSING_CONTEXT, 400) ??
    find(MISSING_CONTEXT) ??
    (uncoded ? { status: uncoded.status, code: 'CONTEXT_REQUIRED' } : undefined);
  const role = find(ROLE, 403);
  const invalidContext = find(INVALID_CONTEXT, 401);
  const invalidKey = find(INVALID_KEY, 403);
  const uncodedInvalid = operation.errors.find(
    (error) => error.code === undefined && UNCODED_INVALID_CONTEXT.test(error.description),
  );
  return {
    ...(missingContext ? { missingContext } : {}),
    ...(role ? { role } : {}),
    ...(invalidContext ? { invalidContext } : {}),
    ...(invalidKey ? { invalidKey } : {}),
    ...(uncodedInvalid ? { invalidContextStatus: uncodedInvalid.status } : {}),
  };
}
