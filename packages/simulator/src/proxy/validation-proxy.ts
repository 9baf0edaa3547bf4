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
import type { RecordedExchange } from './har.js';

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
  /**
   * Wall-clock time the upstream gets to answer, body included; past it the client gets 504
   * `PROXY_UPSTREAM_TIMEOUT`. Default 30 s.
   */
  readonly timeoutMs?: number;
  /**
   * Largest body read, of a request or of an answer once decoded (a compressed answer is counted
   * as it inflates): a larger request gets 413 `PAYLOAD_TOO_LARGE`, a larger answer 502
   * `PROXY_UPSTREAM_TOO_LARGE`. Default 32 MiB.
   */
  readonly maxBodyBytes?: number;
  /**
   * Keep every exchange, bodies included (control routes too), for {@link ValidationProxy.recorded}:
   * what `proxy --record session.har` writes. Off by default (nothing is kept).
   */
  readonly record?: boolean;
}

/** Default of {@link ValidationProxyOptions.timeoutMs}. */
export const DEFAULT_PROXY_TIMEOUT_MS = 30_000;
/** Default of {@link ValidationProxyOptions.maxBodyBytes}. */
export const DEFAULT_PROXY_MAX_BODY_BYTES = 32 * 1024 * 1024;

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
  /** The exchanges kept so far, in order (empty unless `record` is set). */
  recorded(): readonly RecordedExchange[];
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

/** A body over the proxy's bound. */
class TooLarge extends Error {
  override readonly name = 'TooLarge' as const;
}

/** The body of a request, or {@link TooLarge} past `limit` bytes (the rest is not kept). */
function readBody(incoming: IncomingMessage, limit: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const declared = Number(incoming.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      reject(new TooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    incoming.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        chunks.length = 0;
        reject(new TooLarge());
        return;
      }
      chunks.push(chunk);
    });
    incoming.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    incoming.on('error', reject);
  });
}

/** The body of an answer as it streams in (decoded), or {@link TooLarge} past `limit` bytes. */
async function readAnswer(answer: Response, limit: number): Promise<Uint8Array> {
  if (answer.body === null) return new Uint8Array();
  const reader = answer.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new TooLarge();
    }
    chunks.push(value);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/** An answer of the proxy itself, in the platform's error envelope. */
function proxyError(status: number, code: string, message: string): CheckedResponse {
  return {
    status,
    headers: new Headers({ 'content-type': 'application/json; charset=utf-8' }),
    body: new TextEncoder().encode(JSON.stringify({ success: false, error: { code, message } })),
  };
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
  // By request order (answers may come back in another).
  const recorded: { readonly sequence: number; readonly exchange: RecordedExchange }[] = [];

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

  const timeoutMs = options.timeoutMs ?? DEFAULT_PROXY_TIMEOUT_MS;
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_PROXY_MAX_BODY_BYTES;

  const handle = async (incoming: IncomingMessage, outgoing: ServerResponse) => {
    requests += 1;
    const sequence = requests;
    const method = (incoming.method ?? 'GET').toUpperCase();
    const target = incoming.url?.startsWith('/') ? incoming.url : `/${incoming.url ?? ''}`;
    const pathname = new URL(target, 'http://proxy.invalid').pathname;
    const headers = requestHeaders(incoming);
    let body: Uint8Array;
    try {
      body = await readBody(incoming, maxBodyBytes);
    } catch (error) {
      if (!(error instanceof TooLarge)) throw error;
      // The rest of the body is not read: the connection closes after the answer.
      outgoing.setHeader('connection', 'close');
      await writeResponse(
        outgoing,
        proxyError(413, 'PAYLOAD_TOO_LARGE', `The body is larger than ${maxBodyBytes} bytes.`),
      );
      return;
    }
    let response: CheckedResponse | null = null;
    let answered: CheckedResponse;
    const startedAt = new Date();
    const startedMs = performance.now();
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const answer = await send(`${upstream}${target}`, {
        method,
        headers,
        redirect: 'manual',
        signal,
        ...(method === 'GET' || method === 'HEAD' || body.byteLength === 0 ? {} : { body: body as BodyInit }),
      });
      response = {
        status: answer.status,
        headers: answer.headers,
        body: await readAnswer(answer, maxBodyBytes),
      };
      answered = response;
    } catch (error) {
      response = null;
      answered =
        error instanceof TooLarge
          ? proxyError(
              502,
              'PROXY_UPSTREAM_TOO_LARGE',
              `The upstream's answer is larger than ${maxBodyBytes} bytes once decoded.`,
            )
          : signal.aborted
            ? proxyError(
                504,
                'PROXY_UPSTREAM_TIMEOUT',
                `The upstream ${upstream} did not answer within ${timeoutMs} ms.`,
              )
            : proxyError(502, 'PROXY_UPSTREAM_UNREACHABLE', `The upstream ${upstream} could not be reached.`);
    }
    if (!isUnchecked(method, pathname)) {
      record(checkExchange({ method, target, headers, body }, response), sequence);
    }
    if (options.record === true) {
      recorded.push({
        sequence,
        exchange: {
          startedAt,
          durationMs: Math.round(performance.now() - startedMs),
          method,
          url: `${upstream}${target}`,
          requestHeaders: headers,
          requestBody: body,
          status: answered.status,
          responseHeaders: answered.headers,
          responseBody: answered.body,
        },
      });
    }
    await writeResponse(outgoing, answered);
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
    recorded: () => [...recorded].sort((a, b) => a.sequence - b.sequence).map((item) => item.exchange),
    close: () => {
      closing ??= new Promise<ValidationReport>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve(report())));
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
