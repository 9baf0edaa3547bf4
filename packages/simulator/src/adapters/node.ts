/**
 * The Node HTTP adapter: turns Node requests into the plain data the simulator's router reads
 * and writes its answers back, with the 1 MiB JSON limit (413, sent before the connection is
 * closed gently), dropped connections for `network: 'reset'` faults and CORS for browser apps on
 * the requests its `admit` hook opens to them. It takes a dispatch function; the standalone
 * server (`server.ts`) composes it with a simulator and its access policy.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { errorData, errorDataFor } from '../http/envelope.js';
import {
  bodyLimitOf,
  type DataOutcome,
  type HeaderReader,
  isControlPath,
  payloadTooLarge,
  type RequestData,
  type ResponseData,
} from '../http/request-data.js';

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-allow-headers': 'content-type, x-api-key, authorization, x-profile-id, x-team-id',
  'access-control-expose-headers': 'retry-after',
} as const;
const CORS_NAMES = Object.keys(CORS_HEADERS) as Array<keyof typeof CORS_HEADERS>;

/**
 * How long a connection closed after a 413 keeps reading (and discarding) what the client still
 * sends: closing with unread bytes makes the kernel send a reset, which can overtake the answer.
 */
const LINGER_MS = 2000;

/** Bodies beyond this many times the limit are not drained: the connection is closed after the 413. */
const DRAIN_FACTOR = 8;

type BodyRead =
  | { readonly kind: 'ok'; readonly bytes: Buffer }
  | { readonly kind: 'too-large'; readonly drained: boolean };

function readBody(request: IncomingMessage, limit: number): Promise<BodyRead> {
  return new Promise((resolve, reject) => {
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit * DRAIN_FACTOR) {
      // Not kept, but read on (and thrown away) until the connection closes: a socket that stops
      // reading would close with unread bytes, and the reset would overtake the 413.
      request.resume();
      resolve({ kind: 'too-large', drained: false });
      return;
    }
    let tooLarge = Number.isFinite(declared) && declared > limit;
    let size = 0;
    const chunks: Buffer[] = [];
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) tooLarge = true;
      if (!tooLarge) chunks.push(chunk);
      else chunks.length = 0;
      if (size > limit * DRAIN_FACTOR) {
        request.off('data', onData);
        request.resume();
        resolve({ kind: 'too-large', drained: false });
      }
    };
    request.on('data', onData);
    request.on('end', () =>
      resolve(tooLarge ? { kind: 'too-large', drained: true } : { kind: 'ok', bytes: Buffer.concat(chunks) }),
    );
    request.on('error', reject);
  });
}

function headersOf(request: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

/** The headers of an incoming message as the pipeline reads them, without building `Headers`. */
class NodeHeaderReader implements HeaderReader {
  readonly #incoming: IncomingMessage;

  constructor(incoming: IncomingMessage) {
    this.#incoming = incoming;
  }

  get(name: string): string | null {
    const value = this.#incoming.headers[name.toLowerCase()];
    if (value === undefined) return null;
    return Array.isArray(value) ? value.join(', ') : value;
  }
}

/**
 * Whether a request has a body by its framing (HTTP/1.1): a `Transfer-Encoding`, or a
 * `Content-Length` other than 0. Without either, there is nothing to read.
 */
function hasFramedBody(incoming: IncomingMessage): boolean {
  const length = incoming.headers['content-length'];
  return incoming.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * A request target whose path and query the URL parser leaves as they are: no percent-escape,
 * dot segment, backslash, space or other character it would encode or resolve in the path, and
 * none it would encode in the query. Its pathname and search are then plain slices of it.
 */
const PLAIN_TARGET = /^\/[A-Za-z0-9\-_~!$&()*+,;=:@/.]*(?:\?[A-Za-z0-9\-._~!$&()*+,;=:@/?%]*)?$/;

/** The pathname and search of a plain target (see {@link PLAIN_TARGET}), or `undefined`. */
function plainTarget(target: string): { readonly pathname: string; readonly search: string } | undefined {
  if (!PLAIN_TARGET.test(target)) return undefined;
  const query = target.indexOf('?');
  const pathname = query === -1 ? target : target.slice(0, query);
  if (pathname.includes('/.')) return undefined;
  const search = query === -1 || query === target.length - 1 ? '' : target.slice(query);
  return { pathname, search };
}

const NO_BYTES = new Uint8Array(0);

/**
 * The plain-data request of an incoming message whose body has been read. The URL is parsed on
 * first read when the target is plain (the router needs only its pathname and search); the
 * abort signal is made on first read (only fault latency waits on it).
 */
class NodeRequest implements RequestData {
  readonly method: string;
  readonly target: { readonly pathname: string; readonly search: string } | undefined;
  readonly headers: HeaderReader;
  readonly #incoming: IncomingMessage;
  readonly #outgoing: ServerResponse;
  readonly #href: string;
  readonly #bytes: Buffer | undefined;
  #url: URL | undefined;
  #aborter: AbortController | undefined;

  constructor(
    incoming: IncomingMessage,
    outgoing: ServerResponse,
    method: string,
    href: string,
    location: URL | { readonly pathname: string; readonly search: string },
    bytes: Buffer | undefined,
  ) {
    this.method = method;
    this.headers = new NodeHeaderReader(incoming);
    this.#incoming = incoming;
    this.#outgoing = outgoing;
    this.#href = href;
    if (location instanceof URL) {
      this.#url = location;
      this.target = undefined;
    } else {
      this.target = location;
    }
    this.#bytes =
      method !== 'GET' && method !== 'HEAD' && bytes !== undefined && bytes.length > 0 ? bytes : undefined;
  }

  get url(): string {
    return this.parsedUrl.href;
  }

  get parsedUrl(): URL {
    this.#url ??= new URL(this.#href);
    return this.#url;
  }

  fetchHeaders(): Headers {
    return headersOf(this.#incoming);
  }

  readBody(limitBytes: number): Uint8Array {
    const bytes = this.#bytes;
    if (bytes === undefined) return NO_BYTES;
    if (bytes.length > limitBytes) throw payloadTooLarge(limitBytes);
    return new Uint8Array(bytes);
  }

  // Aborted once the client goes away.
  get signal(): AbortSignal {
    if (!this.#aborter) {
      const outgoing = this.#outgoing;
      const controller = new AbortController();
      const abort = () => controller.abort(new Error('The client closed the connection'));
      if (outgoing.destroyed && !outgoing.writableFinished) abort();
      else
        outgoing.once('close', () => {
          if (!outgoing.writableFinished) abort();
        });
      this.#aborter = controller;
    }
    return this.#aborter.signal;
  }
}

/**
 * Closes a connection the way a lingering close does: the write side ends once the answer is out,
 * while the request (left flowing, without a listener) goes on reading what the client still
 * sends and throwing it away, until the client stops or {@link LINGER_MS} pass, so the answer is
 * not lost to a reset.
 */
function lingerOnClose(socket: Socket): void {
  socket.destroySoon = () => {
    if (socket.destroyed) return;
    const close = () => {
      clearTimeout(timer);
      socket.destroy();
    };
    const timer = setTimeout(close, LINGER_MS);
    timer.unref();
    socket.once('end', close);
    socket.once('close', () => clearTimeout(timer));
    socket.end();
  };
}

/** Writes an answer: CORS when asked, then `extra`, then the answer's own headers and its length. */
function writeData(
  target: ServerResponse,
  data: ResponseData,
  cors: boolean,
  extra?: Record<string, string>,
): void {
  // Assigned one by one: an object spread followed by more properties is slow in V8.
  const headers: Record<string, string> = {};
  if (cors) for (const name of CORS_NAMES) headers[name] = CORS_HEADERS[name];
  if (extra !== undefined) for (const name of Object.keys(extra)) headers[name] = extra[name] as string;
  for (const name of Object.keys(data.headers)) headers[name.toLowerCase()] = data.headers[name] as string;
  const { body } = data;
  if (data.truncateAt !== undefined) {
    // The full length is announced, part of the body sent, and the connection dropped.
    const bytes = bytesOf(body);
    headers['content-length'] = String(bytes.length);
    target.writeHead(data.status, headers);
    target.write(bytes.subarray(0, data.truncateAt), () => target.socket?.destroy());
    return;
  }
  if (typeof body === 'string') {
    // JSON text goes out as it is, in one write with the head.
    headers['content-length'] = String(Buffer.byteLength(body));
    target.writeHead(data.status, headers);
    target.end(body);
    return;
  }
  headers['content-length'] = String(body.byteLength);
  target.writeHead(data.status, headers);
  target.end(Buffer.from(body.buffer, body.byteOffset, body.byteLength));
}

/** The body of an answer as bytes, for the request log. */
const bytesOf = (body: string | Uint8Array): Buffer =>
  typeof body === 'string' ? Buffer.from(body) : Buffer.from(body.buffer, body.byteOffset, body.byteLength);

/** Answers one request given as plain data: the simulator's `dispatchData`. */
export type DispatchData = (request: RequestData) => Promise<DataOutcome>;

/** One answered request, as the adapter saw it: what a request log is made from. */
export interface NodeExchange {
  /** Epoch ms when the request arrived. */
  readonly startedAt: number;
  readonly method: string;
  /** The request target (path and query) as sent. */
  readonly target: string;
  /** The status sent; 0 for a dropped connection. */
  readonly status: number;
  readonly durationMs: number;
  /** The `x-api-key` header, for the log to name the key (never to print it). */
  readonly apiKey: string | undefined;
  /** The body of an error answer. */
  readonly errorBody: Buffer | undefined;
}

/**
 * What the server's access policy decided for one request, before its body is read: whether
 * its answer carries the CORS headers a browser app on another origin needs, and an answer that
 * refuses it (`refusal`), if any.
 */
export interface Admission {
  readonly cors: boolean;
  readonly refusal?: ResponseData | undefined;
}

/** The access policy of a listener: called once per request with its method and pathname. */
export type Admit = (incoming: IncomingMessage, method: string, pathname: string) => Admission;

/** Without a policy: CORS on every route but the control routes. */
const DEFAULT_ADMIT: Admit = (_incoming, _method, pathname) => ({ cors: !isControlPath(pathname) });

/** Options of {@link createNodeListener}. */
export interface NodeListenerOptions {
  /** Answers a request. */
  readonly dispatch: DispatchData;
  /** Decides, before the body is read, whether a request is served and whether it gets CORS headers. */
  readonly admit?: Admit;
  /** The origin requests are resolved against (`http://host:port`). */
  readonly origin: () => string;
  /** Called once per request after the answer is sent. */
  readonly onExchange?: (exchange: NodeExchange) => void;
}

async function serve(options: NodeListenerOptions, incoming: IncomingMessage, outgoing: ServerResponse) {
  const { dispatch, onExchange } = options;
  const startedAt = onExchange ? Date.now() : 0;
  const started = onExchange ? performance.now() : 0;
  let cors = false;
  /** Writes an answer and logs it. */
  const answer = (data: ResponseData, extra?: Record<string, string>) => {
    writeData(outgoing, data, cors, extra);
    if (onExchange) log(data.status, data.status >= 400 ? bytesOf(data.body) : undefined);
  };
  const log = (status: number, errorBody?: Buffer) => {
    if (!onExchange) return;
    const apiKey = incoming.headers['x-api-key'];
    onExchange({
      startedAt,
      method: (incoming.method ?? 'GET').toUpperCase(),
      target: incoming.url ?? '/',
      status,
      durationMs: performance.now() - started,
      apiKey: Array.isArray(apiKey) ? apiKey[0] : apiKey,
      errorBody,
    });
  };
  try {
    const method = (incoming.method ?? 'GET').toUpperCase();
    const raw = incoming.url ?? '/';
    const target = raw.startsWith('/') ? raw : `/${raw}`;
    const href = `${options.origin()}${target}`;
    // A plain target is not parsed here: the router reads its pathname and search as they are.
    const location = plainTarget(target) ?? new URL(href);
    const admission = (options.admit ?? DEFAULT_ADMIT)(incoming, method, location.pathname);
    cors = admission.cors;
    if (admission.refusal !== undefined) {
      // The body is not read: the connection closes after the answer, gently.
      if (hasFramedBody(incoming)) {
        incoming.resume();
        lingerOnClose(incoming.socket);
      }
      answer(admission.refusal, hasFramedBody(incoming) ? { connection: 'close' } : undefined);
      return;
    }
    if (method === 'OPTIONS') {
      outgoing.writeHead(204, cors ? CORS_HEADERS : {});
      outgoing.end();
      log(204);
      return;
    }
    let bytes: Buffer | undefined;
    if (hasFramedBody(incoming)) {
      const limit = bodyLimitOf(location.pathname);
      const read = await readBody(incoming, limit);
      if (read.kind === 'too-large') {
        if (!read.drained) lingerOnClose(incoming.socket);
        answer(
          errorData(413, 'PAYLOAD_TOO_LARGE', `The body is larger than ${limit} bytes.`),
          read.drained ? undefined : { connection: 'close' },
        );
        return;
      }
      bytes = read.bytes;
    }
    const outcome = await dispatch(new NodeRequest(incoming, outgoing, method, href, location, bytes));
    if (outcome.kind === 'network-error') {
      incoming.socket.destroy();
      log(0);
      return;
    }
    answer(outcome.response);
  } catch (error) {
    if (!outgoing.headersSent && outgoing.writable) {
      try {
        answer(errorDataFor(error, 'the HTTP server'));
      } catch {
        outgoing.destroy();
      }
    } else {
      outgoing.destroy();
    }
  }
}

/**
 * A Node `request` listener that answers through `dispatch`.
 *
 * @example
 * ```ts
 * const server = createServer(createNodeListener({ dispatch: simulator.dispatchData, origin: () => url }));
 * ```
 */
export function createNodeListener(
  options: NodeListenerOptions,
): (incoming: IncomingMessage, outgoing: ServerResponse) => void {
  return (incoming, outgoing) => {
    void serve(options, incoming, outgoing);
  };
}
