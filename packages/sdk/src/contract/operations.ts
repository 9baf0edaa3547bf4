/**
 * Every operation of the API with its lookups: the registry by method and path, and the error
 * catalogue. The list itself is declared in `operation-list.ts`, which the client imports alone.
 */
import { buildErrorCatalogue } from './errors.js';
import { type Operation, operations } from './operation-list.js';
import { OperationRegistry } from './registry.js';

export { type Operation, type OperationById, type OperationId, operations } from './operation-list.js';

/**
 * Lookup of operations by id, method + path template, or method + concrete path.
 *
 * @example
 * ```ts
 * registry.find('POST', '/v1/teams/invitations')?.id; // 'createInvitation'
 * registry.match('GET', '/v1/profile/banks/b-1')?.params; // { id: 'b-1' }
 * ```
 */
export const registry: OperationRegistry<Operation> = /* @__PURE__ */ new OperationRegistry<Operation>(
  operations,
);

/**
 * The operation declared with this method and path template.
 *
 * @example
 * ```ts
 * findOperation('GET', '/v1/maintenance')?.successStatus; // 200
 * ```
 */
export function findOperation(method: string, pathTemplate: string): Operation | undefined {
  return registry.find(method, pathTemplate);
}

/**
 * Every error code of the API (route codes and platform codes) with its statuses and meaning.
 *
 * @example
 * ```ts
 * errorCatalogue.APP_V1_AUTH_ONBOARD_ROUTE_05.statuses; // [409]
 * ```
 */
export const errorCatalogue = /* @__PURE__ */ buildErrorCatalogue(operations);

/** Any documented error code. */
export type ErrorCode = keyof typeof errorCatalogue;
