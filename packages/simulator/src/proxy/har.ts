/**
 * Recording of the validation proxy: every exchange as a HAR 1.2 entry (request and response with
 * their bodies), with secrets masked before anything is written. API keys become a fingerprint
 * (`[masked api-key 1a2b3c4d]`, the start of the key's SHA-256), so a replay can find the key it
 * stands for among the keys it is given; every other secret (session and admin tokens, OTP codes,
 * webhook secrets, signed-URL tokens and signatures) becomes a numbered placeholder, the same one
 * wherever the value appears in the file, so a replay learns the live value from the answer that
 * first carries it.
 */
import { createHash } from 'node:crypto';

/** One recorded exchange, as the proxy saw it. */
export interface RecordedExchange {
  readonly startedAt: Date;
  readonly durationMs: number;
  readonly method: string;
  /** The absolute URL of the upstream request. */
  readonly url: string;
  readonly requestHeaders: Headers;
  readonly requestBody: Uint8Array;
  /** `null` when the upstream could not be reached. */
  readonly status: number | null;
  readonly responseHeaders: Headers;
  readonly responseBody: Uint8Array;
}

/** A HAR 1.2 name and value pair. */
export interface HarPair {
  name: string;
  value: string;
}

/** One HAR entry. */
export interface HarEntry {
  startedDateTime: string;
  time: number;
  request: {
    method: string;
    url: string;
    httpVersion: string;
    cookies: HarPair[];
    headers: HarPair[];
    queryString: HarPair[];
    postData?: { mimeType: string; text: string; encoding?: 'base64' };
    headersSize: -1;
    bodySize: number;
  };
  response: {
    status: number;
    statusText: string;
    httpVersion: string;
    cookies: HarPair[];
    headers: HarPair[];
    content: { size: number; mimeType: string; text: string; encoding?: 'base64' };
    redirectURL: string;
    headersSize: -1;
    bodySize: number;
  };
  cache: Record<string, never>;
  timings: { send: number; wait: number; receive: number };
}

/** A HAR 1.2 file. */
export interface Har {
  log: {
    version: '1.2';
    creator: { name: string; version: string };
    entries: HarEntry[];
  };
}

/** Headers whose whole value is a secret. */
const SECRET_HEADERS = new Set([
  'x-api-key',
  'authorization',
  'proxy-authorization',
  'cookie',
  'set-cookie',
  'x-admin-token',
  'x-webhook-secret',
]);

/** JSON keys whose string value is a secret, by the kind of placeholder it gets. */
const SECRET_KEYS: Readonly<Record<string, string>> = {
  token: 'token',
  session: 'token',
  accesstoken: 'token',
  refreshtoken: 'token',
  sessiontoken: 'token',
  admintoken: 'token',
  otp: 'otp',
  otpcode: 'otp',
  secret: 'secret',
  webhooksecret: 'secret',
  signingsecret: 'secret',
  clientsecret: 'secret',
  password: 'secret',
  privatekey: 'secret',
  apikey: 'api-key',
};

/** Query params of a URL whose value is a secret (signed URLs). */
const SECRET_PARAMS = new Set(['token', 'signature', 'sig', 'x-amz-signature', 'access_token']);

/** A key's fingerprint: the first 8 hex digits of its SHA-256. */
export const keyFingerprint = (key: string) => createHash('sha256').update(key).digest('hex').slice(0, 8);

/** The placeholder of an API key. */
export const maskedApiKey = (key: string) => `[masked api-key ${keyFingerprint(key)}]`;

/** Every placeholder the recorder writes. */
export const MASK_PATTERN = /\[masked (?:api-key [0-9a-f]{8}|[a-z-]+ \d+)\]/g;

/** Gathers the secrets of a recording and gives each its placeholder. */
class SecretTable {
  readonly #placeholders = new Map<string, string>();
  readonly #counts = new Map<string, number>();

  add(value: string, kind: string): void {
    const secret = value.trim();
    // A value too short to be a secret (an empty string, a flag) is left as it is.
    if (secret.length < 4 || this.#placeholders.has(secret)) return;
    if (kind === 'api-key') {
      this.#placeholders.set(secret, maskedApiKey(secret));
      return;
    }
    const count = (this.#counts.get(kind) ?? 0) + 1;
    this.#counts.set(kind, count);
    this.#placeholders.set(secret, `[masked ${kind} ${count}]`);
  }

  /** `text` with every secret replaced, the longest first (a secret inside another stays covered). */
  mask(text: string): string {
    let masked = text;
    const secrets = [...this.#placeholders.keys()].sort((a, b) => b.length - a.length);
    for (const secret of secrets) {
      if (masked.includes(secret))
        masked = masked.replaceAll(secret, this.#placeholders.get(secret) as string);
    }
    return masked;
  }
}

const decoder = new TextDecoder('utf-8', { fatal: true });

/** A body as text, or `undefined` when it is not UTF-8 (kept as base64). */
function textOf(bytes: Uint8Array): string | undefined {
  try {
    return decoder.decode(bytes);
  } catch {
    return undefined;
  }
}

function parseJson(text: string | undefined): unknown {
  if (text === undefined || text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Collects the secrets of a JSON value: string values under a secret key, and signed URLs' tokens. */
function collectJson(value: unknown, secrets: SecretTable): void {
  if (Array.isArray(value)) {
    for (const item of value) collectJson(item, secrets);
    return;
  }
  if (typeof value === 'string') {
    collectUrl(value, secrets);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  for (const [key, item] of Object.entries(value)) {
    const kind = SECRET_KEYS[key.toLowerCase()];
    if (kind !== undefined && (typeof item === 'string' || typeof item === 'number')) {
      secrets.add(String(item), kind);
    } else collectJson(item, secrets);
  }
}

/** Collects the secret query params of a string that is a URL (absolute, or a path with a query). */
function collectUrl(text: string, secrets: SecretTable): void {
  if (!text.includes('?') || !/^(https?:\/\/|\/)/.test(text)) return;
  let url: URL;
  try {
    url = new URL(text, 'http://recorded.invalid');
  } catch {
    return;
  }
  for (const [name, value] of url.searchParams) {
    if (SECRET_PARAMS.has(name.toLowerCase())) {
      secrets.add(value, 'url-token');
      // The encoded spelling too, as it appears in the URL.
      secrets.add(encodeURIComponent(value), 'url-token');
    }
  }
}

function collectHeaders(headers: Headers, secrets: SecretTable): void {
  headers.forEach((value, name) => {
    const lower = name.toLowerCase();
    if (!SECRET_HEADERS.has(lower)) return;
    if (lower === 'x-api-key') secrets.add(value, 'api-key');
    else if (lower === 'authorization' || lower === 'proxy-authorization') {
      secrets.add(value.replace(/^\s*(bearer|basic)\s+/i, ''), 'token');
    } else if (lower === 'cookie' || lower === 'set-cookie') {
      for (const part of value.split(/;\s*/)) {
        const at = part.indexOf('=');
        if (at > 0) secrets.add(part.slice(at + 1), 'token');
      }
    } else secrets.add(value, 'secret');
  });
}

const pairsOf = (headers: Headers, secrets: SecretTable): HarPair[] => {
  const pairs: HarPair[] = [];
  headers.forEach((value, name) => {
    pairs.push({ name, value: secrets.mask(value) });
  });
  return pairs;
};

function bodyOf(
  bytes: Uint8Array,
  secrets: SecretTable,
): { readonly text: string; readonly encoding?: 'base64'; readonly size: number } {
  const text = textOf(bytes);
  if (text === undefined)
    return { text: Buffer.from(bytes).toString('base64'), encoding: 'base64', size: bytes.byteLength };
  return { text: secrets.mask(text), size: bytes.byteLength };
}

/**
 * The HAR 1.2 of recorded exchanges, with every secret masked.
 *
 * @example
 * ```ts
 * const har = toHar(exchanges, { name: 'payments-simulator', version: '0.1.0' });
 * ```
 */
export function toHar(
  exchanges: readonly RecordedExchange[],
  creator: { readonly name: string; readonly version: string },
): Har {
  const secrets = new SecretTable();
  for (const exchange of exchanges) {
    collectHeaders(exchange.requestHeaders, secrets);
    collectHeaders(exchange.responseHeaders, secrets);
    collectUrl(exchange.url, secrets);
    collectJson(parseJson(textOf(exchange.requestBody)), secrets);
    collectJson(parseJson(textOf(exchange.responseBody)), secrets);
  }
  const entries = exchanges.map((exchange): HarEntry => {
    const url = secrets.mask(exchange.url);
    const request = bodyOf(exchange.requestBody, secrets);
    const response = bodyOf(exchange.responseBody, secrets);
    const requestType = exchange.requestHeaders.get('content-type') ?? 'application/octet-stream';
    return {
      startedDateTime: exchange.startedAt.toISOString(),
      time: exchange.durationMs,
      request: {
        method: exchange.method,
        url,
        httpVersion: 'HTTP/1.1',
        cookies: [],
        headers: pairsOf(exchange.requestHeaders, secrets),
        queryString: [...new URL(url).searchParams].map(([name, value]) => ({ name, value })),
        ...(exchange.requestBody.byteLength === 0
          ? {}
          : {
              postData: {
                mimeType: requestType,
                text: request.text,
                ...(request.encoding ? { encoding: request.encoding } : {}),
              },
            }),
        headersSize: -1,
        bodySize: exchange.requestBody.byteLength,
      },
      response: {
        status: exchange.status ?? 0,
        statusText: '',
        httpVersion: 'HTTP/1.1',
        cookies: [],
        headers: pairsOf(exchange.responseHeaders, secrets),
        content: {
          size: response.size,
          mimeType: exchange.responseHeaders.get('content-type') ?? 'application/octet-stream',
          text: response.text,
          ...(response.encoding ? { encoding: response.encoding } : {}),
        },
        redirectURL: exchange.responseHeaders.get('location') ?? '',
        headersSize: -1,
        bodySize: exchange.responseBody.byteLength,
      },
      cache: {},
      timings: { send: 0, wait: exchange.durationMs, receive: 0 },
    };
  });
  return { log: { version: '1.2', creator: { name: creator.name, version: creator.version }, entries } };
}
