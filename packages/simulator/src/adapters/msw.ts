/**
 * MSW request handlers of a simulator: one handler that takes every request under the base URL
 * and hands it to the simulator's own router (operations, control routes, and the 404 of an
 * unknown path). It matches by a prefix test on the URL, with no path pattern, so a request costs
 * MSW one cheap check. It works with `setupServer` (Node) and `setupWorker` (browser).
 *
 * msw is the app's own (a peer dependency, 2.12 or later, or 3): handlers built by another copy of
 * msw would not be the app's server's handlers (msw 3's `server.close()` disposes of each one).
 * It is loaded on first use, not when the simulator is imported: a test that only calls
 * `simulator.fetch` never pays for it, and an app that never reads the handlers needs no msw.
 * Where the runtime offers a synchronous loader (Node, Bun and Deno through
 * `process.getBuiltinModule`) the handlers are built at once; elsewhere (a browser page)
 * {@link loadMswHandlers} loads msw with `import()`. In Node, Bun and Deno only msw's HTTP handler
 * module is loaded (`msw/core/http` in msw 2, `msw/http` in msw 3), never msw's main entry, whose
 * WebSocket client manager opens a BroadcastChannel that keeps a Deno process alive.
 */
import { ENVIRONMENTS, UNHANDLED_BY_MSW, type UnhandledByMsw } from '@payments-platform/sdk/contract';
import type { RequestHandler } from 'msw';
import { errorResponse } from '../http/envelope.js';
import type { Dispatch } from './fetch.js';

type HttpModule = Pick<typeof import('msw'), 'http'>;

/** msw's HTTP handler module once loaded, shared by every simulator of the process. */
let httpModule: HttpModule | undefined;

/** msw's HTTP handler module in msw 2, then in msw 3 (each major exports only its own). */
const HTTP_MODULES = ['msw/core/http', 'msw/http'] as const;

/** What a user without msw reads when the handlers are asked for. */
export const MSW_MISSING =
  'simulator.handlers are built with your own msw, which is not installed: `npm install -D msw` (2.12 or later, or 3; `simulator.fetch` and the Node server need no msw).';

/** Node's `require`, for runtimes that offer it without a static import of `node:module`. */
function nodeRequire(): ((id: string) => unknown) | undefined {
  const nodeProcess = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  const nodeModule = nodeProcess?.getBuiltinModule?.('module') as typeof import('node:module') | undefined;
  if (nodeModule === undefined) return undefined;
  // The CommonJS build has no import.meta.url; its module's own file name resolves the same way.
  return nodeModule.createRequire(typeof __filename === 'string' ? __filename : import.meta.url);
}

/** An error a loader throws when the module, or the subpath in this major of msw, is not there. */
const isNotFound = (error: unknown) =>
  ['MODULE_NOT_FOUND', 'ERR_MODULE_NOT_FOUND', 'ERR_PACKAGE_PATH_NOT_EXPORTED'].includes(
    (error as { code?: unknown } | null)?.code as string,
  );

/** msw's HTTP handler module, loaded synchronously where the runtime can; undefined elsewhere. */
function httpNow(): HttpModule | undefined {
  if (httpModule !== undefined) return httpModule;
  const load = nodeRequire();
  if (load === undefined) return undefined;
  for (const id of HTTP_MODULES) {
    try {
      httpModule = load(id) as HttpModule;
      return httpModule;
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }
  throw new Error(MSW_MISSING);
}

/** How many URLs the note of unhandled requests keeps; the oldest goes first. */
const UNHANDLED_LIMIT = 100;

/**
 * Notes on a well-known global whether a simulator's handler takes a URL MSW passed it: a URL
 * none takes is kept with the base URLs of the simulators that left it, so that the SDK, when a
 * call to it then fails to connect, can say that MSW is installed but not handling that host
 * (the SDK imports neither msw nor the simulator; the global is their only link).
 */
function noteHandled(url: string, baseUrl: string, handled: boolean): boolean {
  const global = globalThis as { [UNHANDLED_BY_MSW]?: UnhandledByMsw };
  const noted = global[UNHANDLED_BY_MSW] ?? new Map<string, readonly string[]>();
  global[UNHANDLED_BY_MSW] = noted;
  const left = noted.get(url);
  if (handled) noted.delete(url);
  else if (left === undefined) {
    if (noted.size >= UNHANDLED_LIMIT) noted.delete(noted.keys().next().value as string);
    noted.set(url, [baseUrl]);
  } else if (!left.includes(baseUrl)) noted.set(url, [...left, baseUrl]);
  return handled;
}

function build(http: HttpModule['http'], dispatch: Dispatch, baseUrl: string): RequestHandler[] {
  const prefix = `${baseUrl}/`;
  const handler = http.all(
    ({ request }) =>
      noteHandled(request.url, baseUrl, request.url.startsWith(prefix) || request.url === baseUrl),
    async ({ request }) => {
      const outcome = await dispatch(request);
      return outcome.kind === 'network-error' ? Response.error() : outcome.response;
    },
  );
  // What MSW prints for the handler (its debug output and unhandled-request hints).
  handler.info.header = `simulator ${baseUrl}/*`;
  return [handler, ...misdirectedHandlers(http, baseUrl)];
}

/**
 * A client created without `baseUrl` calls the SDK's default host of its environment. When the
 * simulator answers elsewhere, those requests get a 421 `BASE_URL_MISMATCH` naming both URLs and
 * the fix, instead of reaching the network (or MSW's unhandled-request error, which the client
 * only sees as a connection failure).
 */
function misdirectedHandlers(http: HttpModule['http'], baseUrl: string): RequestHandler[] {
  return Object.entries(ENVIRONMENTS)
    .filter(([, host]) => host !== baseUrl)
    .map(([environment, host]) => {
      const handler = http.all(
        ({ request }) =>
          (request.url.startsWith(`${host}/`) || request.url === host) &&
          noteHandled(request.url, baseUrl, true),
        async ({ request }) =>
          withLength(
            errorResponse(
              421,
              'BASE_URL_MISMATCH',
              `${request.method} ${request.url} went to the SDK's default ${environment} URL ${host}, but this simulator answers under ${baseUrl}. Create the client with \`baseUrl: simulator.baseUrl\`, or the simulator with \`baseUrl: '${host}'\`.`,
            ),
          ),
      );
      handler.info.header = `simulator: not ${host}/*`;
      return handler;
    });
}

/**
 * The response with a `content-length`. Node's fetch takes a 421 (Misdirected Request) as a cue to
 * send the request again on a new connection; under msw 3, a mocked 421 without a stated length
 * is sent that way, with a body already read, and the client sees a failed connection
 * (`UND_ERR_REQ_CONTENT_LENGTH_MISMATCH`) instead of the answer.
 */
async function withLength(response: Response): Promise<Response> {
  const body = await response.arrayBuffer();
  const headers = new Headers(response.headers);
  headers.set('content-length', String(body.byteLength));
  return new Response(body, { status: response.status, headers });
}

/**
 * Builds the handlers of a simulator for its base URL, synchronously: msw is required on first
 * use. In a runtime without a synchronous loader (a browser page), call
 * {@link loadMswHandlers} once first; this then returns at once.
 *
 * @example
 * ```ts
 * const server = setupServer(...createMswHandlers(dispatch, 'http://127.0.0.1:4010'));
 * ```
 */
export function createMswHandlers(dispatch: Dispatch, baseUrl: string): RequestHandler[] {
  const http = httpNow();
  if (http === undefined) {
    throw new Error(
      'This runtime cannot load msw synchronously: use `await simulator.loadHandlers()` instead of `simulator.handlers`.',
    );
  }
  return build(http.http, dispatch, baseUrl);
}

/**
 * Builds the handlers of a simulator for its base URL in any runtime, loading msw with
 * `import()` where it cannot be required.
 *
 * @example
 * ```ts
 * const worker = setupWorker(...(await loadMswHandlers(dispatch, 'https://api.example.com')));
 * ```
 */
export async function loadMswHandlers(dispatch: Dispatch, baseUrl: string): Promise<RequestHandler[]> {
  // A page's bundler resolves the one specifier both majors export: msw's main entry.
  httpModule ??=
    httpNow() ??
    (await import('msw').catch((error: unknown) => {
      throw isNotFound(error) ? new Error(MSW_MISSING) : error;
    }));
  return build(httpModule.http, dispatch, baseUrl);
}
