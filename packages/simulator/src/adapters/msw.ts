/**
 * MSW request handlers: one per operation plus the control routes and a fallback for unknown
 * paths under the base URL, all answering through the same pipeline. They work with
 * `setupServer` (Node) and `setupWorker` (browser).
 */
import { type Operation, registry } from '@payments-platform/sdk/contract';
import { HttpResponse, http, type RequestHandler } from 'msw';
import { CONTROL_PREFIX, type ControlRoute } from '../kernel/control.js';
import type { Dispatch } from './fetch.js';

const METHOD_HANDLERS = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
} as const;

const toMswPath = (template: string) => template.replace(/\{(\w+)\}/g, ':$1');

/**
 * Builds the handlers of a simulator for its base URL.
 *
 * @example
 * ```ts
 * const server = setupServer(...createMswHandlers(dispatch, 'http://127.0.0.1:4010', routes));
 * ```
 */
export function createMswHandlers(
  dispatch: Dispatch,
  baseUrl: string,
  controlRoutes: readonly ControlRoute[],
): RequestHandler[] {
  const resolver = async ({ request }: { request: Request }) => {
    const outcome = await dispatch(request);
    return outcome.kind === 'network-error' ? HttpResponse.error() : outcome.response;
  };
  const operations: readonly Operation[] = registry.all();
  return [
    ...operations.map((operation) =>
      METHOD_HANDLERS[operation.method](`${baseUrl}${toMswPath(operation.path)}`, resolver),
    ),
    ...controlRoutes.map((route) =>
      METHOD_HANDLERS[route.method](`${baseUrl}${CONTROL_PREFIX}${toMswPath(route.path)}`, resolver),
    ),
    http.all(`${baseUrl}/*`, resolver),
  ];
}
