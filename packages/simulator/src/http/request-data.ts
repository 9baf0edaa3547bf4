/**
 * Requests and responses as plain data: what the pipeline takes and gives. The Node server
 * builds them straight from `node:http` messages; the fetch and MSW adapters convert fetch
 * `Request` and `Response` objects with {@link requestDataOf} and {@link responseOf}.
 */
import { PLATFORM_ERRORS } from '@payments-platform/sdk/contract';
import { CONTROL_PREFIX } from '../kernel/control.js';
import { SimulatorError } from '../kernel/simulator-error.js';
import { BODY_LIMIT_BYTES, CONTROL_BODY_LIMIT_BYTES } from '../platform/config.js';

/** Reads one header by name (case-insensitive; several values joined with `, `), or `null`. */
export interface HeaderReader {
  get(name: string): string | null;
}

/** A request as plain data. */
export interface RequestData {
  /** Upper-case method. */
  readonly method: string;
  /** The absolute URL. */
  readonly url: string;
  /** `url` already parsed, when the adapter had to parse it (so it is parsed once per request). */
  readonly parsedUrl?: URL | undefined;
  /**
   * The pathname and search (`?...` or `''`) of `url`, when the adapter knows them to be what
   * parsing `url` gives: the router then parses no URL unless a handler reads one.
   */
  readonly target?: { readonly pathname: string; readonly search: string } | undefined;
  /** The headers the pipeline reads. */
  readonly headers: HeaderReader;
  /** Every header as a fetch `Headers`, for handlers (built on demand where none is held). */
  readonly fetchHeaders: () => Headers;
  /**
   * The body bytes (empty when none); a 413 `SimulatorError` beyond `limitBytes`. Read once. An
   * adapter that holds the bytes already may return them as they are, without a promise.
   */
  readonly readBody: (limitBytes: number) => Uint8Array | Promise<Uint8Array>;
  /** Aborts when the client goes away (fault latency stops waiting). */
  readonly signal?: AbortSignal | undefined;
}

/** A response as plain data. */
export interface ResponseData {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  /** JSON text, or bytes for binary routes. */
  readonly body: string | Uint8Array;
  /**
   * Send only this many bytes of the body (with the full `Content-Length`), then drop the
   * connection: a `body: 'truncated'` fault.
   */
  readonly truncateAt?: number | undefined;
}

/** What the pipeline decided: a response, or a dropped connection. */
export type DataOutcome =
  | { readonly kind: 'response'; readonly response: ResponseData }
  | { readonly kind: 'network-error'; readonly message: string };

/** Whether a path (without the base path) is one of the control routes under `/_simulator`. */
export function isControlPath(pathname: string): boolean {
  return pathname === CONTROL_PREFIX || pathname.startsWith(`${CONTROL_PREFIX}/`);
}

/**
 * The most body bytes an adapter reads for a path before the router sees the request: the API
 * limit (1 MiB), or the control routes' (64 MiB, a state restore). The router then applies the
 * limit of the route itself.
 */
export function bodyLimitOf(pathname: string): number {
  return isControlPath(pathname) ? CONTROL_BODY_LIMIT_BYTES : BODY_LIMIT_BYTES;
}

/** The 413 of a body over `limitBytes`. */
export function payloadTooLarge(limitBytes: number): SimulatorError {
  return new SimulatorError(
    PLATFORM_ERRORS.PAYLOAD_TOO_LARGE.statuses[0],
    'PAYLOAD_TOO_LARGE',
    `The body is larger than ${limitBytes} bytes.`,
  );
}

/** The body of a fetch `Request`; 413 over `limitBytes` (checked on `Content-Length`, then on the bytes). */
export async function readRequestBody(request: Request, limitBytes: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > limitBytes) throw payloadTooLarge(limitBytes);
  if (request.body === null) return new Uint8Array();
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.byteLength > limitBytes) throw payloadTooLarge(limitBytes);
  return bytes;
}

/**
 * The plain-data view of a fetch `Request` (its body is read when the pipeline asks for it).
 *
 * @example
 * ```ts
 * const outcome = await pipeline.handle(requestDataOf(new Request('http://127.0.0.1:4010/v1/maintenance')));
 * ```
 */
export function requestDataOf(request: Request): RequestData {
  return {
    method: request.method.toUpperCase(),
    url: request.url,
    headers: request.headers,
    fetchHeaders: () => request.headers,
    readBody: (limitBytes) => readRequestBody(request, limitBytes),
    signal: request.signal,
  };
}

/**
 * The fetch `Response` of a plain-data response.
 *
 * @example
 * ```ts
 * const response = responseOf({ status: 200, headers: {}, body: '{"success":true,"data":null}' });
 * ```
 */
export function responseOf(data: ResponseData): Response {
  if (data.truncateAt !== undefined) return truncatedResponse(data, data.truncateAt);
  return new Response(data.body as BodyInit, { status: data.status, headers: data.headers });
}

/** Node's tick queue (Node, Bun and Deno), which fake timers leave alone; absent in a browser. */
type NextTick = (callback: () => void) => void;

/**
 * Resolves after two turns of the tick queue (a browser: after one task). A socket-level
 * interceptor (msw 3's on Node) writes the head and the first part of a mocked body on the next
 * tick, and the client reads them on the tick after: a connection dropped sooner loses them, so
 * the client would see no response at all instead of a cut one.
 */
function afterTwoTicks(): Promise<void> {
  const nextTick = (globalThis as { process?: { nextTick?: NextTick } }).process?.nextTick;
  if (nextTick === undefined) return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => nextTick(() => nextTick(resolve)));
}

/**
 * A response that announces the full `Content-Length`, whose body stream gives the first `at`
 * bytes and then fails as a dropped connection does. Over a socket (msw 3), the length is what
 * makes the client see the body as cut: without it, the closed connection would end the body.
 */
function truncatedResponse(data: ResponseData, at: number): Response {
  const bytes = typeof data.body === 'string' ? new TextEncoder().encode(data.body) : data.body;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes.slice(0, at));
    },
    async pull(controller) {
      await afterTwoTicks();
      const cause = Object.assign(new Error('read ECONNRESET (simulated truncated body)'), {
        code: 'ECONNRESET',
      });
      controller.error(new TypeError('terminated', { cause }));
    },
  });
  const headers = new Headers(data.headers);
  headers.set('content-length', String(bytes.byteLength));
  return new Response(stream, { status: data.status, headers });
}
