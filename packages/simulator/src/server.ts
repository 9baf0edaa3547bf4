/**
 * The standalone server: a Node HTTP server composed with a simulator through the Node adapter,
 * with its access policy (see `adapters/access-policy.ts`), a request log hook and a setup step,
 * and a clean shutdown. It refuses to serve the control routes without an admin token on an
 * interface other than loopback.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAccessPolicy, isLoopbackHost } from './adapters/access-policy.js';
import { createNodeListener, type DispatchData, type NodeExchange } from './adapters/node.js';
import { describeRequest, type RequestLogEntry } from './http/request-log.js';
import { checkOptionKinds, SIMULATOR_OPTIONS, type SimulatorOptions } from './platform/config.js';
import { serveScenarios } from './scenario-control.js';
import { createSimulator, type Simulator } from './simulator.js';
import * as scenarios from './testing/scenarios.js';

/** Options of {@link startServer}. */
export interface ServerOptions extends SimulatorOptions {
  /** Port; `0` picks a free one. Default 4010. */
  readonly port?: number;
  /**
   * Interface to listen on. Default `127.0.0.1`. Any other than loopback needs `adminToken` (or
   * a `simulator` made with one): the start fails without it.
   */
  readonly host?: string;
  /**
   * Host names a request's `Host` header may carry besides the bound host, loopback names and IP
   * addresses (a container's service name, say); `'*'` allows any. Others get 403
   * `HOST_NOT_ALLOWED`, which keeps pages of a name rebound to this machine out.
   */
  readonly allowedHosts?: readonly string[];
  /** Serve this simulator instead of creating one (its `baseUrl` is then left as it is). */
  readonly simulator?: Simulator;
  /**
   * Called once per request after the response is sent (method, redacted path, status,
   * duration, error code, key name, reason); never sees a key, token or secret.
   */
  readonly onRequest?: (entry: RequestLogEntry) => void;
  /**
   * Check every success response against the operation's response schema (a mismatch answers
   * 500). Default `false` for the standalone server, which serves apps rather than tests of the
   * simulator; `createSimulator()` checks by default. Ignored when `simulator` is given.
   */
  readonly validateResponses?: boolean;
  /** Runs once the simulator exists, before the first request is served (load state, ...). */
  readonly setup?: (simulator: Simulator) => void | Promise<void>;
}

/** Every option of {@link startServer}: the simulator's and the server's own. */
export const SERVER_OPTIONS: readonly string[] = [
  ...SIMULATOR_OPTIONS,
  ...Object.keys({
    port: true,
    host: true,
    allowedHosts: true,
    simulator: true,
    onRequest: true,
    setup: true,
  } satisfies Record<Exclude<keyof ServerOptions, keyof SimulatorOptions>, true>),
];

/** Checks the options of {@link startServer}: unknown ones, and values of the wrong kind. */
function checkServerOptions(options: ServerOptions): void {
  checkOptionKinds(options, SERVER_OPTIONS, 'startServer');
  const { port, host, allowedHosts, onRequest, setup } = options;
  if (port !== undefined && (!Number.isInteger(port) || port < 0 || port > 65_535)) {
    throw new TypeError(
      `port must be a whole number from 0 to 65535 (0 picks a free one), got ${String(port)}.`,
    );
  }
  if (host !== undefined && (typeof host !== 'string' || host.trim() === '')) {
    throw new TypeError(
      `host must be an interface to listen on, such as '127.0.0.1', got ${JSON.stringify(host)}.`,
    );
  }
  if (
    allowedHosts !== undefined &&
    (!Array.isArray(allowedHosts) || allowedHosts.some((name) => typeof name !== 'string' || name === ''))
  ) {
    throw new TypeError(
      `allowedHosts must be an array of host names, such as ['simulator'], or ['*'] for any.`,
    );
  }
  for (const [name, value] of [
    ['onRequest', onRequest],
    ['setup', setup],
  ] as const) {
    if (value !== undefined && typeof value !== 'function')
      throw new TypeError(`${name} must be a function.`);
  }
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
  checkServerOptions(options);
  const host = options.host ?? '127.0.0.1';
  const adminToken = options.simulator
    ? options.simulator.services.config.adminToken
    : options.adminToken === undefined || options.adminToken === ''
      ? null
      : options.adminToken;
  if (!isLoopbackHost(host) && adminToken === null) {
    throw new Error(
      `Listening on ${host} would open the control routes to other machines without an admin token; pass adminToken (--admin-token), or listen on 127.0.0.1.`,
    );
  }
  let simulator: Simulator | undefined;
  let origin = '';
  // Every request passes through this one function: the place for per-request hooks (a log).
  const dispatch: DispatchData = (request) => (simulator as Simulator).dispatchData(request);
  const listener = createNodeListener({
    dispatch,
    origin: () => origin,
    admit: createAccessPolicy({
      host,
      ...(options.allowedHosts === undefined ? {} : { allowedHosts: options.allowedHosts }),
      basePath: () => simulator?.services.config.basePath ?? '',
    }),
    ...(options.onRequest === undefined
      ? {}
      : {
          onExchange: (exchange: NodeExchange) => {
            if (simulator) options.onRequest?.(describeRequest(simulator.services.store, exchange));
          },
        }),
  });
  const server: Server = createServer((incoming, outgoing) => {
    if (!simulator) {
      outgoing.writeHead(503).end();
      return;
    }
    listener(incoming, outgoing);
  });
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (socket.writable) socket.end(malformedRequestAnswer(error.code));
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
  // A wildcard interface is no address to call: URLs name loopback (reach others by their name).
  const named = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  const hostInUrl = named.includes(':') ? `[${named}]` : named;
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
        allowedHosts: _allowedHosts,
        ...simulatorOptions
      } = options;
      served = createSimulator({
        ...simulatorOptions,
        validateResponses: options.validateResponses ?? false,
        baseUrl: url,
      });
    }
    // Its scenario route runs the scenarios of the testing entry on it.
    serveScenarios(served, scenarios);
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

/**
 * What the server writes for a request Node's HTTP parser refuses before any route sees it (a
 * header value with a character HTTP forbids, a broken request line, headers over Node's limit):
 * the error envelope like every other answer, 431 for too many header bytes and 400 otherwise.
 */
function malformedRequestAnswer(parserCode: string | undefined): string {
  const tooLarge = parserCode === 'HPE_HEADER_OVERFLOW';
  const body = JSON.stringify({
    success: false,
    error: {
      code: 'MALFORMED_REQUEST',
      message: tooLarge
        ? 'The request headers are larger than the server accepts.'
        : `The request is not valid HTTP${parserCode ? ` (${parserCode})` : ''}: check the request line and that header names and values hold only the characters HTTP allows.`,
    },
  });
  const status = tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request';
  return `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
}
