/**
 * The standalone HTTP server over the same pipeline: 1 MiB JSON limit (413), malformed JSON in
 * the envelope (400), dropped connections for `network: 'reset'` faults, CORS for browser apps,
 * and a clean shutdown.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorData, errorDataFor } from '../http/envelope.js';
import {
  type DataOutcome,
  type HeaderReader,
  payloadTooLarge,
  type RequestData,
  type ResponseData,
} from '../http/request-data.js';
import { describeRequest, type RequestLogEntry } from '../http/request-log.js';
import { CONTROL_PREFIX } from '../kernel/control.js';
import { BODY_LIMIT_BYTES, CONTROL_BODY_LIMIT_BYTES, type SimulatorOptions } from '../platform/config.js';
import { createSimulator, type Simulator } from '../simulator.js';

/** Options of {@link startServer}. */
export interface ServerOptions extends SimulatorOptions {
  /** Port; `0` picks a free one. Default 4010. */
  readonly port?: number;
  /** Interface to listen on. Default `127.0.0.1`. */
  readonly host?: string;
  /** Serve this simulator instead of creating one (its `baseUrl` is then left as it is). */
  readonly simulator?: Simulator;
  /**
   * Called once per request after the response is sent (method, redacted path, status,
   * duration, error code, key name, reason); never sees a key, token or secret.
   */
  readonly onRequest?: (entry: RequestLogEntry) => void;
  /** Runs once the simulator exists, before the first request is served (load state, ...). */
  readonly setup?: (simulator: Simulator) => void | Promise<void>;
}

/** A listening server. */
export interface SimulatorServer {
  /** `http://<host>:<port>`. */
  readonly url: string;
  readonly host: string;
  readonly port: number;
  readonly simulator: Simulator;
  /** Stops accepting requests, closes every connection and resolves once closed. */
  close(): Promise<void>;
}

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-allow-headers': 'content-type, x-api-key, authorization, x-profile-id, x-team-id',
  'access-control-expose-headers': 'retry-after',
} as const;

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
  url: string,
  bytes: Buffer,
): RequestData {
  const hasBody = method !== 'GET' && method !== 'HEAD' && bytes.length > 0;
  let aborter: AbortController | undefined;
  return {
    method,
    url,
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

function writeData(target: ServerResponse, data: ResponseData, extra: Record<string, string> = {}): Buffer {
  const body =
    typeof data.body === 'string'
      ? Buffer.from(data.body)
      : Buffer.from(data.body.buffer, data.body.byteOffset, data.body.byteLength);
  const headers: Record<string, string> = { ...CORS_HEADERS, ...extra };
  for (const [name, value] of Object.entries(data.headers)) headers[name.toLowerCase()] = value;
  headers['content-length'] = String(body.byteLength);
  target.writeHead(data.status, headers);
  target.end(body);
  return body;
}

type RequestLogHook = ((entry: RequestLogEntry) => void) | undefined;

function logRequest(
  hook: RequestLogHook,
  simulator: Simulator,
  incoming: IncomingMessage,
  startedAt: number,
  started: number,
  status: number,
  body: Buffer | undefined,
): void {
  if (!hook) return;
  const apiKey = incoming.headers['x-api-key'];
  hook(
    describeRequest(simulator.services.store, {
      startedAt,
      method: (incoming.method ?? 'GET').toUpperCase(),
      target: incoming.url ?? '/',
      status,
      durationMs: performance.now() - started,
      apiKey: Array.isArray(apiKey) ? apiKey[0] : apiKey,
      errorBody: status >= 400 ? body : undefined,
    }),
  );
}

/** Answers one request given as plain data; {@link startServer} passes the simulator's. */
type DispatchData = (request: RequestData) => Promise<DataOutcome>;

async function serve(
  dispatch: DispatchData,
  simulator: Simulator,
  origin: string,
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  onRequest: RequestLogHook,
) {
  const startedAt = onRequest ? Date.now() : 0;
  const started = onRequest ? performance.now() : 0;
  const log = (status: number, body?: Buffer) =>
    logRequest(onRequest, simulator, incoming, startedAt, started, status, body);
  try {
    const method = (incoming.method ?? 'GET').toUpperCase();
    if (method === 'OPTIONS') {
      outgoing.writeHead(204, CORS_HEADERS);
      outgoing.end();
      log(204);
      return;
    }
    const target = incoming.url ?? '/';
    const url = `${origin}${target.startsWith('/') ? target : `/${target}`}`;
    const pathname = new URL(url).pathname;
    const isControl = pathname === CONTROL_PREFIX || pathname.startsWith(`${CONTROL_PREFIX}/`);
    const limit = isControl ? CONTROL_BODY_LIMIT_BYTES : BODY_LIMIT_BYTES;
    const read = await readBody(incoming, limit);
    if (read.kind === 'too-large') {
      if (!read.drained) outgoing.once('finish', () => incoming.socket.destroy());
      log(
        413,
        writeData(
          outgoing,
          errorData(413, 'PAYLOAD_TOO_LARGE', `The body is larger than ${limit} bytes.`),
          read.drained ? {} : { connection: 'close' },
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
 * Starts the standalone server.
 *
 * @example
 * ```ts
 * import { startServer } from '@payments-platform/simulator/node';
 *
 * const server = await startServer({ port: 0 });
 * await fetch(`${server.url}/v1/maintenance`);
 * await server.close();
 * ```
 */
export async function startServer(options: ServerOptions = {}): Promise<SimulatorServer> {
  const host = options.host ?? '127.0.0.1';
  let simulator: Simulator | undefined;
  let origin = '';
  // Every request passes through this one function: the place for per-request hooks (a log).
  const dispatch: DispatchData = (request) => (simulator as Simulator).dispatchData(request);
  const server: Server = createServer((incoming, outgoing) => {
    if (!simulator) {
      outgoing.writeHead(503).end();
      return;
    }
    void serve(dispatch, simulator, origin, incoming, outgoing, options.onRequest);
  });
  server.on('clientError', (_error, socket) => {
    if (socket.writable)
      socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    else socket.destroy();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4010, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const hostInUrl = host.includes(':') ? `[${host}]` : host;
  const url = `http://${hostInUrl}:${port}`;
  origin = url;
  let served: Simulator;
  try {
    if (options.simulator) served = options.simulator;
    else {
      const {
        host: _host,
        port: _port,
        simulator: _simulator,
        onRequest: _onRequest,
        setup: _setup,
        ...simulatorOptions
      } = options;
      served = createSimulator({ ...simulatorOptions, baseUrl: url });
    }
    if (options.setup) await options.setup(served);
  } catch (error) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    throw error;
  }
  simulator = served;
  let closing: Promise<void> | undefined;
  return {
    url,
    host,
    port,
    simulator: served,
    close: () => {
      closing ??= new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
