/**
 * The error check: every failure a built-in handler answers must be one its operation declares
 * (`declaredErrors`: the route's own errors and the platform checks it runs). With
 * `validateResponses` on, a handler that throws anything else answers 500 `INTERNAL_ERROR`
 * naming the failure, the way a success that breaks its response schema does, so a test run
 * finds a gap between the simulator and its contract at the request that opened it.
 */
import { declaredErrors, type OperationDefinition } from '@payments-platform/sdk/contract';
import { isSimulatorError, SimulatorError } from '../kernel/simulator-error.js';
import { isPromiseLike } from '../platform/transactions.js';
import type { AnyHandler } from './pipeline.js';

/**
 * Whether the operation declares the failure: the same status with the same code, or the same
 * status with no code named (any code of the simulator's own catalogue).
 *
 * @example
 * ```ts
 * declaresFailure(findOperation('GET', '/v1/config/chains')!, 403, 'API_KEY_REQUIRED'); // true
 * ```
 */
export function declaresFailure(operation: OperationDefinition, status: number, code: string): boolean {
  return declaredErrors(operation).some(
    (declared) => declared.status === status && (declared.code === undefined || declared.code === code),
  );
}

/** The error a handler's failure becomes: itself when declared, a 500 naming it otherwise. */
function checkedFailure(operation: OperationDefinition, error: unknown): unknown {
  if (!isSimulatorError(error) || declaresFailure(operation, error.status, error.code)) return error;
  return new SimulatorError(
    500,
    'INTERNAL_ERROR',
    `The simulated failure ${error.status} ${error.code} of ${operation.id} is not declared in its contract: ${error.message}`,
    { cause: error },
  );
}

/**
 * The handler, answering only failures its operation declares.
 *
 * @example
 * ```ts
 * handlers.set(operation.id, declaredFailuresOnly(operation, handler));
 * ```
 */
export function declaredFailuresOnly(operation: OperationDefinition, handler: AnyHandler): AnyHandler {
  const rethrow = (error: unknown): never => {
    throw checkedFailure(operation, error);
  };
  return (request) => {
    let result: unknown;
    try {
      result = handler(request);
    } catch (error) {
      rethrow(error);
    }
    return isPromiseLike(result) ? Promise.resolve(result).then(undefined, rethrow) : result;
  };
}
