/**
 * The type of one SDK method: its params, its result (a plain or paged promise) and its error
 * guard, all derived from the operation's declaration.
 */

import type { OperationFailureCode } from './contract/errors.js';

export type { OperationFailureCode } from './contract/errors.js';

import type {
  OperationDefinition,
  OperationInput,
  OperationOutput,
  Pagination,
} from './contract/operation.js';
import type { Operation } from './contract/operation-list.js';
import type { ApiPromise } from './core/api-promise.js';
import { type ApiError, isOperationError } from './core/errors.js';
import type { PagePromise } from './core/pagination.js';
import type { RequestOptions } from './core/transport.js';

type ItemOf<Output, P> = P extends { kind: 'cursor'; itemsField: infer F extends string }
  ? Output extends { [K in F]?: readonly (infer Item)[] }
    ? Item
    : unknown
  : P extends { kind: 'offset'; itemsField: null }
    ? Output extends readonly (infer Item)[]
      ? Item
      : unknown
    : P extends { kind: 'offset'; itemsField: infer F extends string }
      ? Output extends { [K in F]?: readonly (infer Item)[] }
        ? Item
        : unknown
      : unknown;

/** What a method of the operation returns: a paged promise for list routes that page. */
export type OperationResult<Op extends Operation> = Op extends { pagination: infer P extends Pagination }
  ? PagePromise<OperationOutput<Op>, ItemOf<OperationOutput<Op>, P>, OperationFailureCode<Op>>
  : ApiPromise<OperationOutput<Op>, OperationFailureCode<Op>>;

/**
 * The error an operation fails with when the server answers: `code` typed with its documented
 * codes and the platform-wide ones.
 */
export type OperationApiError<Op extends Operation> = ApiError<OperationFailureCode<Op>>;

/** Members every SDK method carries besides its call signature. */
export interface OperationMethodMembers<Op extends Operation> {
  /** The operation's declaration (route, auth, schemas, documented errors). */
  readonly operation: Op;
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
  isError<const Code extends OperationFailureCode<Op> = OperationFailureCode<Op>>(
    error: unknown,
    code?: Code,
  ): error is OperationApiError<Op> & { readonly code: Code };
}

/** An SDK method of one operation. The params object is optional when no field is required. */
export type OperationMethod<Op extends Operation> = (Record<never, never> extends OperationInput<Op>
  ? (params?: OperationInput<Op>, options?: RequestOptions) => OperationResult<Op>
  : (params: OperationInput<Op>, options?: RequestOptions) => OperationResult<Op>) &
  OperationMethodMembers<Op>;

/** The error guard of an operation's method. */
export function operationErrorGuard(operation: OperationDefinition) {
  return (error: unknown, code?: string): boolean => isOperationError(error, operation, code as never);
}
