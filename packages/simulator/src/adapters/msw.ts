/**
 * MSW request handlers of a simulator: one handler that takes every request under the base URL
 * and hands it to the simulator's own router (operations, control routes, and the 404 of an
 * unknown path), so MSW matches one pattern per request instead of one per operation. It works
 * with `setupServer` (Node) and `setupWorker` (browser).
 */
import { HttpResponse, http, type RequestHandler } from 'msw';
import type { Dispatch } from './fetch.js';

/**
 * Builds the handlers of a simulator for its base URL.
 *
 * @example
 * ```ts
 * const server = setupServer(...createMswHandlers(dispatch, 'http://127.0.0.1:4010'));
 * ```
 */
export function createMswHandlers(dispatch: Dispatch, baseUrl: string): RequestHandler[] {
  const resolver = async ({ request }: { request: Request }) => {
    const outcome = await dispatch(request);
    return outcome.kind === 'network-error' ? HttpResponse.error() : outcome.response;
  };
  return [http.all(`${baseUrl}/*`, resolver)];
}
