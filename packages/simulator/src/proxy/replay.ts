/**
 * Replay of a recorded session (a HAR file of `proxy --record`): sends its requests in order to
 * another server (a fresh simulator, or any base URL) and compares each answer with the recorded
 * one: the status, the error code, and the shape of the body (types and keys, not values). Ids,
 * tokens and URLs the earlier answers created are carried into the later requests: wherever an
 * answer holds an identifier that differs from the recording's (or a masked secret), the live
 * value replaces the recorded one in every later request.
 */
import type { Har, HarEntry } from './har.js';
import { maskedApiKey } from './har.js';

/** What kind of difference a replay found. */
export const REPLAY_DIFFERENCE_KINDS = ['status', 'error-code', 'shape', 'unreachable'] as const;
export type ReplayDifferenceKind = (typeof REPLAY_DIFFERENCE_KINDS)[number];

/** One way a replayed answer departs from the recorded one. */
export interface ReplayDifference {
  readonly kind: ReplayDifferenceKind;
  readonly message: string;
}

/** One replayed exchange. */
export interface ReplayedExchange {
  /** Position in the recording, from 1. */
  readonly sequence: number;
  readonly method: string;
  /** The path (without query) as sent. */
  readonly path: string;
  readonly recordedStatus: number;
  /** `null` when the target could not be reached. */
  readonly status: number | null;
  readonly differences: readonly ReplayDifference[];
}

/** What a replay found. */
export interface ReplayReport {
  readonly target: string;
  readonly exchanges: readonly ReplayedExchange[];
  /** Exchanges with at least one difference. */
  readonly withDifferences: number;
  /** Differences by kind. */
  readonly byKind: Partial<Record<ReplayDifferenceKind, number>>;
}

/** Options of {@link replayHar}. */
export interface ReplayOptions {
  /** Base URL requests go to (the recorded origin is replaced by it). */
  readonly baseUrl: string;
  /** What sends a request: the global `fetch`, or an in-process simulator's. */
  readonly fetch?: (input: string, init: RequestInit) => Promise<Response>;
  /** API keys the masked ones of the recording may stand for (matched by fingerprint). */
  readonly keys?: readonly string[];
  /** Receives one line per exchange. */
  readonly log?: (line: string) => void;
}

/** Request headers never replayed: they describe the recorded connection. */
const SKIPPED_HEADERS = new Set([
  'host',
  'content-length',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'accept-encoding',
  'origin',
  'referer',
]);

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const PLACEHOLDER = /\[masked [^\]]+\]/;

/** Whether a recorded string is one a later request may carry: an id, a token, a URL, a mask. */
function isCarried(recorded: string): boolean {
  if (PLACEHOLDER.test(recorded)) return true;
  if (recorded.length < 6 || /\s/.test(recorded) || ISO_INSTANT.test(recorded)) return false;
  return /[\d_]/.test(recorded) || /^https?:\/\//.test(recorded);
}

/** Learns the live values of the recording's identifiers from one recorded and one live body. */
function learn(recorded: unknown, live: unknown, into: Map<string, string>): void {
  if (typeof recorded === 'string' && typeof live === 'string') {
    if (recorded !== live && isCarried(recorded) && !into.has(recorded)) into.set(recorded, live);
    return;
  }
  if (Array.isArray(recorded) && Array.isArray(live)) {
    for (let index = 0; index < Math.min(recorded.length, live.length); index += 1) {
      learn(recorded[index], live[index], into);
    }
    return;
  }
  if (recorded && live && typeof recorded === 'object' && typeof live === 'object') {
    for (const [key, value] of Object.entries(recorded)) {
      if (Object.hasOwn(live, key)) learn(value, (live as Record<string, unknown>)[key], into);
    }
  }
}

const kindOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/**
 * Where the shape of `live` departs from `recorded`: a type, a missing or an extra key; `null`
 * when they match. A `null` on either side matches anything (a field not set yet).
 */
export function shapeDifference(recorded: unknown, live: unknown, path = 'body'): string | null {
  if (recorded === null || live === null || recorded === undefined || live === undefined) {
    return recorded === undefined && live !== undefined
      ? `${path}: a value where the recording had none`
      : live === undefined && recorded !== undefined
        ? `${path}: missing`
        : null;
  }
  const recordedKind = kindOf(recorded);
  const liveKind = kindOf(live);
  if (recordedKind !== liveKind) return `${path}: ${liveKind} where the recording had ${recordedKind}`;
  if (Array.isArray(recorded) && Array.isArray(live)) {
    return recorded.length > 0 && live.length > 0
      ? shapeDifference(recorded[0], live[0], `${path}[0]`)
      : null;
  }
  if (recordedKind === 'object') {
    const left = recorded as Record<string, unknown>;
    const right = live as Record<string, unknown>;
    const missing = Object.keys(left).filter((key) => !Object.hasOwn(right, key));
    const extra = Object.keys(right).filter((key) => !Object.hasOwn(left, key));
    if (missing.length > 0 || extra.length > 0) {
      return `${path}: ${[
        missing.length > 0 ? `missing ${missing.join(', ')}` : '',
        extra.length > 0 ? `extra ${extra.join(', ')}` : '',
      ]
        .filter((part) => part !== '')
        .join('; ')}`;
    }
    for (const key of Object.keys(left)) {
      const found = shapeDifference(left[key], right[key], `${path}.${key}`);
      if (found !== null) return found;
    }
  }
  return null;
}

function parseJson(text: string | undefined): unknown {
  if (text === undefined || text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const errorCodeOf = (body: unknown): string | undefined => {
  const code = (body as { error?: { code?: unknown } } | null | undefined)?.error?.code;
  return typeof code === 'string' ? code : undefined;
};

/** Replaces every learnt recorded value in `text`, the longest first. */
function carry(text: string, values: Map<string, string>): string {
  let result = text;
  for (const [recorded, live] of [...values].sort((a, b) => b[0].length - a[0].length)) {
    if (result.includes(recorded)) result = result.replaceAll(recorded, live);
  }
  return result;
}

/** The request of a recorded entry with the learnt values carried in. */
function requestOf(entry: HarEntry, baseUrl: string, values: Map<string, string>) {
  const recorded = new URL(entry.request.url);
  const target = carry(`${recorded.pathname}${recorded.search}`, values);
  const headers = new Headers();
  for (const { name, value } of entry.request.headers) {
    if (SKIPPED_HEADERS.has(name.toLowerCase())) continue;
    headers.append(name, carry(value, values));
  }
  const postData = entry.request.postData;
  const body =
    postData === undefined
      ? undefined
      : postData.encoding === 'base64'
        ? Buffer.from(postData.text, 'base64')
        : carry(postData.text, values);
  return { url: `${baseUrl.replace(/\/+$/, '')}${target}`, headers, body };
}

/**
 * The log line of one replayed exchange.
 *
 * @example
 * ```ts
 * formatReplayed(exchange); // 'ok   GET /v1/core/requests/req_1 200'
 * ```
 */
export function formatReplayed(exchange: ReplayedExchange): string {
  const head = `${exchange.method} ${exchange.path} ${exchange.status ?? 'ERR'}`;
  if (exchange.differences.length === 0) return `ok   ${head}`;
  return `DIFF ${head}: ${exchange.differences.map((item) => `${item.kind}: ${item.message}`).join(' | ')}`;
}

/**
 * Sends the recorded requests in order and compares each answer with the recording.
 *
 * @example
 * ```ts
 * const report = await replayHar(JSON.parse(readFileSync('session.har', 'utf8')), {
 *   baseUrl: simulator.baseUrl,
 *   fetch: simulator.fetch,
 *   keys: Object.values(DEMO.keys),
 * });
 * ```
 */
export async function replayHar(har: Har, options: ReplayOptions): Promise<ReplayReport> {
  const entries = har?.log?.entries;
  if (!Array.isArray(entries)) throw new TypeError('Not a HAR file: it has no log.entries list.');
  const send = options.fetch ?? ((input: string, init: RequestInit) => fetch(input, init));
  const values = new Map<string, string>();
  for (const key of options.keys ?? []) values.set(maskedApiKey(key), key);
  const exchanges: ReplayedExchange[] = [];
  const byKind: Partial<Record<ReplayDifferenceKind, number>> = {};
  for (const [index, entry] of entries.entries()) {
    const request = requestOf(entry, options.baseUrl, values);
    const method = entry.request.method.toUpperCase();
    const differences: ReplayDifference[] = [];
    let status: number | null = null;
    let liveBody: unknown;
    try {
      const response = await send(request.url, {
        method,
        headers: request.headers,
        redirect: 'manual',
        ...(request.body === undefined || method === 'GET' || method === 'HEAD'
          ? {}
          : { body: request.body as BodyInit }),
      });
      status = response.status;
      liveBody = parseJson(await response.text());
    } catch (error) {
      differences.push({ kind: 'unreachable', message: (error as Error).message });
    }
    const recordedStatus = entry.response.status;
    const recordedBody = parseJson(
      entry.response.content.encoding === 'base64' ? undefined : entry.response.content.text,
    );
    if (status !== null) {
      if (status !== recordedStatus) {
        differences.push({ kind: 'status', message: `${status} where the recording had ${recordedStatus}` });
      }
      const recordedCode = errorCodeOf(recordedBody);
      const liveCode = errorCodeOf(liveBody);
      if (recordedCode !== liveCode) {
        differences.push({
          kind: 'error-code',
          message: `${liveCode ?? 'no error code'} where the recording had ${recordedCode ?? 'none'}`,
        });
      }
      if (status === recordedStatus) {
        const shape = shapeDifference(recordedBody, liveBody);
        if (shape !== null) differences.push({ kind: 'shape', message: shape });
        if (status < 300) learn(recordedBody, liveBody, values);
      }
    }
    const exchange: ReplayedExchange = {
      sequence: index + 1,
      method,
      path: new URL(request.url).pathname,
      recordedStatus,
      status,
      differences,
    };
    for (const difference of differences) byKind[difference.kind] = (byKind[difference.kind] ?? 0) + 1;
    exchanges.push(exchange);
    options.log?.(formatReplayed(exchange));
  }
  return {
    target: options.baseUrl,
    exchanges,
    withDifferences: exchanges.filter((item) => item.differences.length > 0).length,
    byKind,
  };
}
