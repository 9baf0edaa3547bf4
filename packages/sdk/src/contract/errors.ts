/**
 * The error-code catalogue. Route codes come from the operation declarations (each code is
 * written once, in the route that owns it); platform codes are the codes of the cross-cutting
 * failures the spec names only by status (missing key, missing session, rate limit, gates, ...).
 */

import type { ErrorCodesOf, OperationDefinition } from './operation.js';
import { docsOf, type OperationDocs } from './operation-docs.js';
import { type ErrorCodeInfo, PLATFORM_ERRORS, type PlatformErrorCode } from './platform-errors.js';

export {
  type ErrorCodeInfo,
  type OperationFailureCode,
  PLATFORM_ERRORS,
  type PlatformErrorCode,
} from './platform-errors.js';

/** The documented codes of a set of operations, as a union of literals. */
export type RouteErrorCode<Ops extends readonly OperationDefinition[]> = ErrorCodesOf<
  Ops[number]['errors'][number]
>;

/**
 * Builds the catalogue of route codes from operation declarations, merged with the platform
 * codes. The meaning of a route code is its error's description in the operation's docs (by
 * default the docs of this package's operations).
 *
 * @example
 * ```ts
 * const catalogue = buildErrorCatalogue(operations);
 * catalogue.APP_V1_TEAMS_INVITATIONS_ROUTE_02.statuses; // [409]
 * ```
 */
export function buildErrorCatalogue<const Ops extends readonly OperationDefinition[]>(
  operations: Ops,
  docs: (operation: OperationDefinition) => OperationDocs = docsOf,
): Record<RouteErrorCode<Ops> | PlatformErrorCode, ErrorCodeInfo> {
  const entries = new Map<
    string,
    { statuses: Set<number>; meanings: Map<string, string[]>; operations: Set<string> }
  >();
  for (const [code, info] of Object.entries(PLATFORM_ERRORS)) {
    entries.set(code, {
      statuses: new Set(info.statuses),
      meanings: new Map([[info.meaning, []]]),
      operations: new Set(),
    });
  }
  for (const operation of operations) {
    const descriptions = docs(operation).errors;
    for (const [index, error] of operation.errors.entries()) {
      if (error.code === undefined) continue;
      const description = descriptions[index] ?? '';
      let entry = entries.get(error.code);
      if (!entry) {
        entry = { statuses: new Set(), meanings: new Map(), operations: new Set() };
        entries.set(error.code, entry);
      }
      entry.statuses.add(error.status);
      entry.operations.add(operation.id);
      const routes = entry.meanings.get(description) ?? [];
      routes.push(`${operation.method} ${operation.path}`);
      entry.meanings.set(description, routes);
    }
  }
  const catalogue: Record<string, ErrorCodeInfo> = {};
  for (const [code, entry] of entries) {
    const meanings = [...entry.meanings];
    catalogue[code] = {
      statuses: [...entry.statuses].sort((a, b) => a - b),
      meaning:
        meanings.length === 1
          ? (meanings[0]?.[0] ?? '')
          : meanings.map(([meaning, routes]) => `${routes.join(', ')}: ${meaning}`).join(' | '),
      operations: [...entry.operations],
    };
  }
  return catalogue as Record<RouteErrorCode<Ops> | PlatformErrorCode, ErrorCodeInfo>;
}
