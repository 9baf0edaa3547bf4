/**
 * The standalone HTTP server over the same pipeline: 1 MiB JSON limit (413), malformed JSON in
 * the envelope (400), dropped connections for `network: 'reset'` faults, CORS for browser apps,
 * and a clean shutdown.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorResponse, responseForError } from '../http/envelope.js';
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

async function writeResponse(target: ServerResponse, response: Response, extra: Record<string, string> = {}) {
  const body = Buffer.from(await response.arrayBuffer());
  const headers: Record<string, string> = { ...CORS_HEADERS, ...extra };
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  headers['content-length'] = String(body.length);
  target.writeHead(response.status, headers);
  target.end(body);
}

async function serve(
  simulator: Simulator,
  origin: string,
  incoming: IncomingMessage,
  outgoing: ServerResponse,
) {
  try {
    const method = (incoming.method ?? 'GET').toUpperCase();
    if (method === 'OPTIONS') {
      outgoing.writeHead(204, CORS_HEADERS);
      outgoing.end();
      return;
    }
    const target = incoming.url ?? '/';
    const url = new URL(`${origin}${target.startsWith('/') ? target : `/${target}`}`);
    const isControl = url.pathname === CONTROL_PREFIX || url.pathname.startsWith(`${CONTROL_PREFIX}/`);
    const limit = isControl ? CONTROL_BODY_LIMIT_BYTES : BODY_LIMIT_BYTES;
    const read = await readBody(incoming, limit);
    if (read.kind === 'too-large') {
      const response = errorResponse(413, 'PAYLOAD_TOO_LARGE', `The body is larger than ${limit} bytes.`);
      if (!read.drained) outgoing.once('finish', () => incoming.socket.destroy());
      await writeResponse(outgoing, response, read.drained ? {} : { connection: 'close' });
      return;
    }
    const aborter = new AbortController();
    outgoing.once('close', () => {
      if (!outgoing.writableFinished) aborter.abort(new Error('The client closed the connection'));
    });
    const hasBody = method !== 'GET' && method !== 'HEAD' && read.bytes.length > 0;
    const request = new Request(url, {
      method,
      headers: headersOf(incoming),
      signal: aborter.signal,
      ...(hasBody ? { body: new Uint8Array(read.bytes) } : {}),
    });
    const outcome = await simulator.dispatch(request);
    if (outcome.kind === 'network-error') {
      incoming.socket.destroy();
      return;
    }
    await writeResponse(outgoing, outcome.response);
  } catch (error) {
    if (!outgoing.headersSent && outgoing.writable) {
      await writeResponse(outgoing, responseForError(error, 'the HTTP server')).catch(() =>
        outgoing.destroy(),
      );
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
  let simulator: Simulator | undefined = options.simulator;
  let origin = '';
  const server: Server = createServer((incoming, outgoing) => {
    if (!simulator) {
      outgoing.writeHead(503).end();
      return;
    }
    void serve(simulator, origin, incoming, outgoing);
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
  if (!simulator) {
    const { host: _host, port: _port, simulator: _simulator, ...simulatorOptions } = options;
    simulator = createSimulator({ ...simulatorOptions, baseUrl: url });
  }
  const served = simulator;
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
