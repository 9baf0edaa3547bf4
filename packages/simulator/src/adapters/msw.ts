/**
 * MSW request handlers of a simulator: one handler that takes every request under the base URL
 * and hands it to the simulator's own router (operations, control routes, and the 404 of an
 * unknown path). It matches by a prefix test on the URL, with no path pattern, so a request costs
 * MSW one cheap check. It imports only msw's HTTP handler module, never msw's main entry, whose
 * WebSocket client manager opens a BroadcastChannel that keeps a Deno process alive. It works with `setupServer` (Node) and
 * `setupWorker` (browser).
 */
import { ENVIRONMENTS } from '@payments-platform/sdk/core';
import type { RequestHandler } from 'msw';
import { http } from 'msw/core/http';
import { errorResponse } from '../http/envelope.js';
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
  const prefix = `${baseUrl}/`;
  const handler = http.all(
    ({ request }) => request.url.startsWith(prefix) || request.url === baseUrl,
    async ({ request }) => {
      const outcome = await dispatch(request);
      return outcome.kind === 'network-error' ? Response.error() : outcome.response;
    },
  );
  // What MSW prints for the handler (its debug output and unhandled-request hints).
  handler.info.header = `simulator ${baseUrl}/*`;
  return [handler, ...misdirectedHandlers(baseUrl)];
}

/**
 * A client created without `baseUrl` calls the SDK's default host of its environment. When the
 * simulator answers elsewhere, those requests get a 421 `BASE_URL_MISMATCH` naming both URLs and
 * the fix, instead of reaching the network (or MSW's unhandled-request error, which the client
 * only sees as a connection failure).
 */
function misdirectedHandlers(baseUrl: string): RequestHandler[] {
  return Object.entries(ENVIRONMENTS)
    .filter(([, host]) => host !== baseUrl)
    .map(([environment, host]) => {
      const handler = http.all(
        ({ request }) => request.url.startsWith(`${host}/`) || request.url === host,
        ({ request }) =>
          errorResponse(
            421,
            'BASE_URL_MISMATCH',
            `${request.method} ${request.url} went to the SDK's default ${environment} URL ${host}, but this simulator answers under ${baseUrl}. Create the client with \`baseUrl: simulator.baseUrl\`, or the simulator with \`baseUrl: '${host}'\`.`,
          ),
      );
      handler.info.header = `simulator: not ${host}/*`;
      return handler;
    });
}
