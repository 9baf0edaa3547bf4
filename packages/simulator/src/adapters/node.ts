/**
 * The Node HTTP adapter: turns Node requests into the plain data the simulator's router reads
 * and writes its answers back, with the 1 MiB JSON limit (413), dropped connections for
 * `network: 'reset'` faults and CORS for browser apps. It takes a dispatch function; the
 * standalone server (`server.ts`) composes it with a simulator.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { errorData, errorDataFor } from '../http/envelope.js';
import {
  bodyLimitOf,
  type DataOutcome,
  type HeaderReader,
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

/** Bodies beyond this many times the limit are not drained: the connection is closed after the 413. */
const DRAIN_FACTOR = 8;

type BodyRead =
  | { readonly kind: 'ok'; readonly bytes: Buffer }
  | { readonly kind: 'too-large'; readonly drained: boolean };

function readBody(request: IncomingMessage, limit: number): Promise<BodyRead> {
  return new Promise((resolve, reject) => {
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit * DRAIN_FACTOR) {
      request.pause();
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
        request.pause();
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
function headerReaderOf(request: IncomingMessage): HeaderReader {
  return {
    get: (name) => {
      const value = request.headers[name.toLowerCase()];
      if (value === undefined) return null;
      return Array.isArray(value) ? value.join(', ') : value;
    },
  };
}

/** The plain-data request of an incoming message whose body has been read. */
function requestDataOf(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  method: string,
  url: URL,
  bytes: Buffer,
): RequestData {
  const hasBody = method !== 'GET' && method !== 'HEAD' && bytes.length > 0;
  let aborter: AbortController | undefined;
  return {
    method,
    url: url.href,
    parsedUrl: url,
    headers: headerReaderOf(incoming),
    fetchHeaders: () => headersOf(incoming),
    readBody: async (limitBytes) => {
      if (!hasBody) return new Uint8Array();
      if (bytes.length > limitBytes) throw payloadTooLarge(limitBytes);
      return new Uint8Array(bytes);
    },
    // Made on first read (only fault latency waits on it), aborted once the client goes away.
    get signal() {
      if (!aborter) {
        const controller = new AbortController();
        const abort = () => controller.abort(new Error('The client closed the connection'));
        if (outgoing.destroyed && !outgoing.writableFinished) abort();
        else
          outgoing.once('close', () => {
            if (!outgoing.writableFinished) abort();
          });
        aborter = controller;
      }
      return aborter.signal;
    },
  };
}

function writeData(target: ServerResponse, data: ResponseData, extra?: Record<string, string>): Buffer {
  const body =
    typeof data.body === 'string'
      ? Buffer.from(data.body)
      : Buffer.from(data.body.buffer, data.body.byteOffset, data.body.byteLength);
  // Assigned one by one: an object spread followed by more properties is slow in V8.
  const headers: Record<string, string> = {};
  for (const name of CORS_NAMES) headers[name] = CORS_HEADERS[name];
  if (extra !== undefined) for (const name of Object.keys(extra)) headers[name] = extra[name] as string;
  for (const name of Object.keys(data.headers)) headers[name.toLowerCase()] = data.headers[name] as string;
  headers['content-length'] = String(body.byteLength);
  target.writeHead(data.status, headers);
  target.end(body);
  return body;
}

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

/** Options of {@link createNodeListener}. */
export interface NodeListenerOptions {
  /** Answers a request. */
  readonly dispatch: DispatchData;
  /** The origin requests are resolved against (`http://host:port`). */
  readonly origin: () => string;
  /** Called once per request after the answer is sent. */
  readonly onExchange?: (exchange: NodeExchange) => void;
}

async function serve(options: NodeListenerOptions, incoming: IncomingMessage, outgoing: ServerResponse) {
  const { dispatch, onExchange } = options;
  const origin = options.origin();
  const startedAt = onExchange ? Date.now() : 0;
  const started = onExchange ? performance.now() : 0;
  const log = (status: number, body?: Buffer) => {
    if (!onExchange) return;
    const apiKey = incoming.headers['x-api-key'];
    onExchange({
      startedAt,
      method: (incoming.method ?? 'GET').toUpperCase(),
      target: incoming.url ?? '/',
      status,
      durationMs: performance.now() - started,
      apiKey: Array.isArray(apiKey) ? apiKey[0] : apiKey,
      errorBody: status >= 400 ? body : undefined,
    });
  };
  try {
    const method = (incoming.method ?? 'GET').toUpperCase();
    if (method === 'OPTIONS') {
      outgoing.writeHead(204, CORS_HEADERS);
      outgoing.end();
      log(204);
      return;
    }
    const target = incoming.url ?? '/';
    // Parsed once here and handed to the router with the request.
    const url = new URL(`${origin}${target.startsWith('/') ? target : `/${target}`}`);
    const limit = bodyLimitOf(url.pathname);
    const read = await readBody(incoming, limit);
    if (read.kind === 'too-large') {
      if (!read.drained) outgoing.once('finish', () => incoming.socket.destroy());
      log(
        413,
        writeData(
          outgoing,
          errorData(413, 'PAYLOAD_TOO_LARGE', `The body is larger than ${limit} bytes.`),
          read.drained ? undefined : { connection: 'close' },
        ),
      );
      return;
    }
    const outcome = await dispatch(requestDataOf(incoming, outgoing, method, url, read.bytes));
    if (outcome.kind === 'network-error') {
      incoming.socket.destroy();
      log(0);
      return;
    }
    log(outcome.response.status, writeData(outgoing, outcome.response));
  } catch (error) {
    if (!outgoing.headersSent && outgoing.writable) {
      try {
        const data = errorDataFor(error, 'the HTTP server');
        log(data.status, writeData(outgoing, data));
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
