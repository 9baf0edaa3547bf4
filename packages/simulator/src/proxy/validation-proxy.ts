/**
 * The validation proxy: an HTTP server that forwards every request unchanged to an upstream (the
 * sandbox, production or a simulator), hands the answer back unchanged, and checks both against
 * the contract on the way. Each exchange gets one log line; the report sums them up.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isControlPath } from '../http/request-data.js';
import {
  type CheckedResponse,
  type ContractDifference,
  checkExchange,
  type DifferenceKind,
  type ExchangeCheck,
} from './contract-check.js';

/** Options of {@link createValidationProxy}. */
export interface ValidationProxyOptions {
  /** Where requests go: an origin with an optional path prefix, for example `https://sandbox.example.com`. */
  readonly upstream: string;
  /** Port to listen on; `0` (the default) picks a free one. */
  readonly port?: number;
  /** Interface to listen on. Default `127.0.0.1`. */
  readonly host?: string;
  /** Receives one line per exchange; `false` keeps quiet. Default: standard output. */
  readonly log?: ((line: string) => void) | false;
  /** The `fetch` that reaches the upstream. Default: the global one. */
  readonly fetch?: typeof fetch;
}

/** One exchange with differences, as the report lists it. */
export interface ReportedExchange extends ExchangeCheck {
  /** Position of the exchange among every request the proxy saw, from 1. */
  readonly sequence: number;
}

/** What the proxy saw, summed up. */
export interface ValidationReport {
  readonly upstream: string;
  /** Every request forwarded. */
  readonly requests: number;
  /** Requests checked against the contract (control routes and preflights are forwarded unchecked). */
  readonly checked: number;
  /** Checked exchanges with at least one difference. */
  readonly withDifferences: number;
  /** Differences by kind. */
  readonly byKind: Partial<Record<DifferenceKind, number>>;
  /** How many times each operation was called. */
  readonly operations: Readonly<Record<string, number>>;
  /** The exchanges with differences, in order. */
  readonly exchanges: readonly ReportedExchange[];
}

/** A running validation proxy. */
export interface ValidationProxy {
  /** `http://<host>:<port>`: point the client here instead of the upstream. */
  readonly url: string;
  readonly port: number;
  readonly upstream: string;
  /** The report so far. */
  report(): ValidationReport;
  /** Stops the server and resolves with the final report. */
  close(): Promise<ValidationReport>;
}

/** Headers that describe one connection, not the request: never forwarded. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
]);

function readBody(incoming: IncomingMessage): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    incoming.on('error', reject);
  });
}

function requestHeaders(incoming: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

async function writeResponse(outgoing: ServerResponse, response: CheckedResponse): Promise<void> {
  response.headers.forEach((value, name) => {
    // The body is handed back decoded, with its own length.
    if (name === 'content-encoding' || name === 'set-cookie' || HOP_BY_HOP.has(name)) return;
    outgoing.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) outgoing.setHeader('set-cookie', cookies);
  outgoing.setHeader('content-length', String(response.body.byteLength));
  outgoing.writeHead(response.status);
  await new Promise<void>((resolve) => outgoing.end(response.body, () => resolve()));
}

/**
 * The log line of one exchange: method, path template, status, operation, differences. No header values.
 *
 * @example
 * ```ts
 * formatExchange(checkExchange(request, response)); // 'ok   GET /v1/maintenance 200 getMaintenance'
 * ```
 */
export function formatExchange(check: ExchangeCheck): string {
  const status = check.status === null ? 'ERR' : String(check.status);
  const head = `${status} ${check.method} ${check.path}${check.operationId ? ` (${check.operationId})` : ''}`;
  if (check.differences.length === 0) return `ok   ${head}`;
  const list = check.differences
    .map((difference: ContractDifference) => `${difference.side} ${difference.kind}: ${difference.message}`)
    .join(' | ');
  return `DIFF ${head}: ${list}`;
}

/**
 * A few lines that sum up a report, for the end of a run.
 *
 * @example
 * ```ts
 * process.stdout.write(`${formatReport(proxy.report())}\n`);
 * ```
 */
export function formatReport(report: ValidationReport): string {
  const lines = [
    `Checked ${report.checked} of ${report.requests} requests against the contract: ${report.withDifferences} with differences.`,
  ];
  for (const [kind, count] of Object.entries(report.byKind)) lines.push(`  ${kind}: ${count}`);
  return lines.join('\n');
}

function isUnchecked(method: string, pathname: string): boolean {
  return method === 'OPTIONS' || method === 'HEAD' || isControlPath(pathname);
}

/**
 * Starts a validation proxy.
 *
 * @example
 * ```ts
 * import { createValidationProxy } from '@payments-platform/simulator/node';
 *
 * const proxy = await createValidationProxy({ upstream: 'https://sandbox.example.com', log: false });
 * // ... point the SDK's baseUrl at proxy.url and run the flow ...
 * const report = await proxy.close();
 * console.log(report.withDifferences);
 * ```
 */
export async function createValidationProxy(options: ValidationProxyOptions): Promise<ValidationProxy> {
  const upstreamUrl = new URL(options.upstream);
  if (upstreamUrl.protocol !== 'http:' && upstreamUrl.protocol !== 'https:') {
    throw new Error(`The upstream must be an http or https URL, got ${upstreamUrl.protocol}`);
  }
  const upstream = `${upstreamUrl.origin}${upstreamUrl.pathname.replace(/\/+$/, '')}`;
  const send = options.fetch ?? fetch;
  const log =
    options.log === false
      ? () => undefined
      : (options.log ?? ((line: string) => void process.stdout.write(`${line}\n`)));

  let requests = 0;
  let checked = 0;
  const byKind: Partial<Record<DifferenceKind, number>> = {};
  const operations: Record<string, number> = {};
  const exchanges: ReportedExchange[] = [];

  const record = (check: ExchangeCheck, sequence: number) => {
    checked += 1;
    if (check.operationId) operations[check.operationId] = (operations[check.operationId] ?? 0) + 1;
    if (check.differences.length > 0) {
      exchanges.push({ sequence, ...check });
      for (const difference of check.differences)
        byKind[difference.kind] = (byKind[difference.kind] ?? 0) + 1;
    }
    log(formatExchange(check));
  };

  const handle = async (incoming: IncomingMessage, outgoing: ServerResponse) => {
    requests += 1;
    const sequence = requests;
    const method = (incoming.method ?? 'GET').toUpperCase();
    const target = incoming.url?.startsWith('/') ? incoming.url : `/${incoming.url ?? ''}`;
    const pathname = new URL(target, 'http://proxy.invalid').pathname;
    const headers = requestHeaders(incoming);
    const body = await readBody(incoming);
    let response: CheckedResponse | null = null;
    try {
      const answer = await send(`${upstream}${target}`, {
        method,
        headers,
        redirect: 'manual',
        ...(method === 'GET' || method === 'HEAD' || body.byteLength === 0 ? {} : { body: body as BodyInit }),
      });
      response = {
        status: answer.status,
        headers: answer.headers,
        body: new Uint8Array(await answer.arrayBuffer()),
      };
    } catch {
      response = null;
    }
    if (!isUnchecked(method, pathname)) {
      record(checkExchange({ method, target, headers, body }, response), sequence);
    }
    if (response === null) {
      const envelope = JSON.stringify({
        success: false,
        error: {
          code: 'PROXY_UPSTREAM_UNREACHABLE',
          message: `The upstream ${upstream} could not be reached.`,
        },
      });
      await writeResponse(outgoing, {
        status: 502,
        headers: new Headers({ 'content-type': 'application/json; charset=utf-8' }),
        body: new TextEncoder().encode(envelope),
      });
      return;
    }
    await writeResponse(outgoing, response);
  };

  const server: Server = createServer((incoming, outgoing) => {
    handle(incoming, outgoing).catch(() => outgoing.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const host = options.host ?? '127.0.0.1';
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;

  const report = (): ValidationReport => ({
    upstream,
    requests,
    checked,
    withDifferences: exchanges.length,
    byKind: { ...byKind },
    operations: { ...operations },
    exchanges: [...exchanges],
  });
  let closing: Promise<ValidationReport> | undefined;
  return {
    url,
    port: address.port,
    upstream,
    report,
    close: () => {
      closing ??= new Promise<ValidationReport>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve(report())));
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
