/**
 * MSW request handlers of a simulator: one handler that takes every request under the base URL
 * and hands it to the simulator's own router (operations, control routes, and the 404 of an
 * unknown path). It matches by a prefix test on the URL, with no path pattern and no cookie
 * parsing, so a request costs MSW one cheap check. It works with `setupServer` (Node) and
 * `setupWorker` (browser).
 */
import { HttpResponse, RequestHandler, type ResponseResolver } from 'msw';
import type { Dispatch } from './fetch.js';

/** What MSW shows of the handler. */
interface SimulatorHandlerInfo {
  readonly header: string;
  readonly baseUrl: string;
}

/** A handler for every method and path under one base URL. */
class SimulatorHandler extends RequestHandler<SimulatorHandlerInfo> {
  readonly #baseUrl: string;
  readonly #prefix: string;

  constructor(baseUrl: string, resolver: ResponseResolver) {
    super({ info: { header: `simulator ${baseUrl}/*`, baseUrl }, resolver });
    this.#baseUrl = baseUrl;
    this.#prefix = `${baseUrl}/`;
  }

  override predicate(args: { request: Request }): boolean {
    const { url } = args.request;
    return url.startsWith(this.#prefix) || url === this.#baseUrl;
  }

  override log(args: { request: Request; response: Response }): void {
    console.log(`[simulator] ${args.request.method} ${args.request.url} (${args.response.status})`);
  }
}

/**
 * Builds the handlers of a simulator for its base URL.
 *
 * @example
 * ```ts
 * const server = setupServer(...createMswHandlers(dispatch, 'http://127.0.0.1:4010'));
 * ```
 */
export function createMswHandlers(dispatch: Dispatch, baseUrl: string): RequestHandler[] {
  const resolver: ResponseResolver = async ({ request }) => {
    const outcome = await dispatch(request);
    return outcome.kind === 'network-error' ? HttpResponse.error() : outcome.response;
  };
  return [new SimulatorHandler(baseUrl, resolver)];
}
