/**
 * Requests and responses as plain data: what the pipeline takes and gives. The Node server
 * builds them straight from `node:http` messages; the fetch and MSW adapters convert fetch
 * `Request` and `Response` objects with {@link requestDataOf} and {@link responseOf}.
 */
import { PLATFORM_ERRORS } from '@payments-platform/sdk/contract';
import { SimulatorError } from '../kernel/simulator-error.js';

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
  /** The headers the pipeline reads. */
  readonly headers: HeaderReader;
  /** Every header as a fetch `Headers`, for handlers (built on demand where none is held). */
  readonly fetchHeaders: () => Headers;
  /** The body bytes (empty when none); a 413 `SimulatorError` beyond `limitBytes`. Read once. */
  readonly readBody: (limitBytes: number) => Promise<Uint8Array>;
  /** Aborts when the client goes away (fault latency stops waiting). */
  readonly signal?: AbortSignal | undefined;
}

/** A response as plain data. */
export interface ResponseData {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  /** JSON text, or bytes for binary routes. */
  readonly body: string | Uint8Array;
}

/** What the pipeline decided: a response, or a dropped connection. */
export type DataOutcome =
  | { readonly kind: 'response'; readonly response: ResponseData }
  | { readonly kind: 'network-error'; readonly message: string };

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
  return new Response(data.body as BodyInit, { status: data.status, headers: data.headers });
}
