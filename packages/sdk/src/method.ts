/**
 * The type of one SDK method: its params, its result (a plain or paged promise) and its error
 * guard, all derived from the operation's declaration.
 */

import type { PlatformErrorCode } from './contract/platform-errors.js';
import type { OperationDescriptor } from './contract/shape.js';
import type { ApiPromise } from './core/api-promise.js';
import { type ApiError, isOperationError } from './core/errors.js';
import type { PagePromise } from './core/pagination.js';
import type { RequestOptions } from './core/transport.js';
import type { OperationId, OperationTypes } from './generated/operation-types.js';

export type { OperationFailureCode } from './contract/platform-errors.js';

/**
 * An operation, named by its id (`'createInvitation'`) or by its declaration's type
 * (`typeof createInvitation`).
 */
export type OperationRef = OperationId | { readonly id: OperationId };

type IdOf<Op extends OperationRef> = Op extends OperationId
  ? Op
  : Op extends { readonly id: infer Id extends OperationId }
    ? Id
    : never;

/** The declared types of an operation: params, result, page item and documented error codes. */
export type OperationTypesOf<Op extends OperationRef> = OperationTypes[IdOf<Op>];

/** The codes a method's failure can carry: the operation's documented codes and the platform-wide ones. */
export type MethodFailureCode<Op extends OperationRef> =
  | OperationTypesOf<Op>['errorCode']
  | PlatformErrorCode;

/** What a method of the operation returns: a paged promise for list routes that page. */
export type OperationResult<Op extends OperationRef> = OperationTypesOf<Op>['paged'] extends true
  ? PagePromise<OperationTypesOf<Op>['result'], OperationTypesOf<Op>['item'], MethodFailureCode<Op>>
  : ApiPromise<OperationTypesOf<Op>['result'], MethodFailureCode<Op>>;

/**
 * The error an operation fails with when the server answers: `code` typed with its documented
 * codes and the platform-wide ones.
 */
export type OperationApiError<Op extends OperationRef> = ApiError<MethodFailureCode<Op>>;

/** Members every SDK method carries besides its call signature. */
export interface OperationMethodMembers<Op extends OperationRef> {
  /**
   * The operation's declaration: route, auth, documented errors and paging. Its zod schemas are
   * on the same value; their types are on `@payments-platform/sdk/contract`.
   */
  readonly operation: OperationTypesOf<Op>['operation'];
  /**
   * Whether `error` is an API error thrown by this operation, optionally with the given
   * documented or platform-wide code. Narrows `error.code` to the operation's documented codes
   * and the platform-wide ones (`API_KEY_INVALID`, `RATE_LIMITED`, ...), the codes it can fail
   * with, so an exhaustive `switch` covers them.
   *
   * @example
   * ```ts
   * try {
   *   await client.teams.invitations.create({ email });
   * } catch (error) {
   *   if (client.teams.invitations.create.isError(error, 'APP_V1_TEAMS_INVITATIONS_ROUTE_02')) {
   *     // the e-mail already has a profile in this app
   *   }
   * }
   * ```
   */
  isError<const Code extends MethodFailureCode<Op> = MethodFailureCode<Op>>(
    error: unknown,
    code?: Code,
  ): error is OperationApiError<Op> & { readonly code: Code };
}

/** An SDK method of one operation. The params object is optional when no field is required. */
export type OperationMethod<Op extends OperationRef> = (Record<
  never,
  never
> extends OperationTypesOf<Op>['params']
  ? (params?: OperationTypesOf<Op>['params'], options?: RequestOptions) => OperationResult<Op>
  : (params: OperationTypesOf<Op>['params'], options?: RequestOptions) => OperationResult<Op>) &
  OperationMethodMembers<Op>;

/** The error guard of an operation's method. */
export function operationErrorGuard(operation: OperationDescriptor) {
  return (error: unknown, code?: string): boolean => isOperationError(error, operation, code as never);
}
