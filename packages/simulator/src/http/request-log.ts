/**
 * The request log of the standalone server: one entry per request (time, method, path, status,
 * duration, error code, key name and, for a 4xx, the reason), as a coloured line for a terminal
 * or a JSON line for machines. Nothing secret gets in: API keys are named, never shown; query
 * strings of control routes and the tokens of signed upload and file URLs are redacted; and any
 * text that looks like a key, session token or webhook secret is masked.
 */
import type { Store } from '../platform/database.js';

/** One request as the server saw it. */
export interface RequestLogEntry {
  /** Wall-clock instant the request arrived, ISO 8601. */
  readonly time: string;
  readonly method: string;
  /** The request path, redacted: tokens in control paths and query strings are masked. */
  readonly path: string;
  /** HTTP status; 0 when the connection was dropped (a `network: 'reset'` fault). */
  readonly status: number;
  readonly durationMs: number;
  /** The error code of an error response. */
  readonly code: string | null;
  /** The name of the API key of the request, never the key. */
  readonly keyName: string | null;
  /** The error message of a 4xx, masked. */
  readonly reason: string | null;
}

/** What the server reports of one request; {@link describeRequest} turns it into an entry. */
export interface RequestLogInput {
  readonly startedAt: number;
  readonly method: string;
  /** The raw request target (`/v1/x?y=z`). */
  readonly target: string;
  readonly status: number;
  readonly durationMs: number;
  /** The `x-api-key` header. */
  readonly apiKey: string | undefined;
  /** The response body of an error (status 400 and above), to read its code and message. */
  readonly errorBody: Uint8Array | undefined;
}

const MASK = '[redacted]';

/** Secrets by shape: API keys, webhook secrets, JWT-shaped session tokens, upload and file tokens. */
const SECRET_PATTERNS: readonly RegExp[] = [
  /\bsk_(?:sandbox|live|test)_[A-Za-z0-9_-]+/g,
  /\bwhsec_[A-Za-z0-9_-]+/g,
  /\beyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/g,
  /\bupl_[A-Za-z0-9_-]+/g,
  /\btxf_[A-Za-z0-9_-]+/g,
];

/** Control characters (C0, DEL, C1) and the line and paragraph separators. */
const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029]/gu;

/**
 * Text with every control character written as a `\uXXXX` escape, so a request value can neither
 * start a new log line nor send escape sequences to the terminal.
 *
 * @example
 * ```ts
 * escapeControls('a\nb\u001b[31m'); // 'a\\u000ab\\u001b[31m'
 * ```
 */
export function escapeControls(text: string): string {
  return text.replace(
    CONTROL_CHARACTERS,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Control path prefixes whose next segments are secrets (signed URLs). */
const SIGNED_PREFIXES = ['/_simulator/uploads/', '/_simulator/tx-files/'];

/**
 * Masks text that looks like a key, token or secret.
 *
 * @example
 * ```ts
 * maskSecrets('key sk_sandbox_abc is revoked'); // 'key [redacted] is revoked'
 * ```
 */
export function maskSecrets(text: string): string {
  let masked = text;
  for (const pattern of SECRET_PATTERNS) masked = masked.replace(pattern, MASK);
  return masked;
}

/**
 * The path of a request target as it may be logged: control routes lose their query string
 * (`?[redacted]`), signed upload and file URLs lose their token, and anything secret-shaped is
 * masked. API routes keep their query (it holds filters and addresses, not credentials).
 *
 * @example
 * ```ts
 * redactPath('/_simulator/uploads/upl_x1?sig=abc'); // '/_simulator/uploads/[redacted]?[redacted]'
 * ```
 */
export function redactPath(target: string): string {
  const queryAt = target.indexOf('?');
  let path = queryAt === -1 ? target : target.slice(0, queryAt);
  let query = queryAt === -1 ? '' : target.slice(queryAt);
  const isControl = path === '/_simulator' || path.startsWith('/_simulator/');
  for (const prefix of SIGNED_PREFIXES) {
    if (path.startsWith(prefix) && path.length > prefix.length) path = `${prefix}${MASK}`;
  }
  if (isControl && query !== '') query = `?${MASK}`;
  return maskSecrets(`${path}${query}`);
}

/** The name of the key of an `x-api-key` value, if it is a key of the store. */
export function keyNameOf(store: Store, apiKey: string | undefined): string | null {
  const value = apiKey?.trim();
  if (!value) return null;
  return store.apiKeys.first('byKey', value)?.name ?? null;
}

function errorOf(body: Uint8Array | undefined): { code: string | null; message: string | null } {
  if (!body || body.length === 0) return { code: null, message: null };
  try {
    const parsed = JSON.parse(new TextDecoder().decode(body)) as {
      error?: { code?: unknown; message?: unknown };
    };
    const code = typeof parsed.error?.code === 'string' ? parsed.error.code : null;
    const message = typeof parsed.error?.message === 'string' ? parsed.error.message : null;
    return { code, message };
  } catch {
    return { code: null, message: null };
  }
}

/**
 * Builds the log entry of one request.
 *
 * @example
 * ```ts
 * describeRequest(store, { startedAt: Date.now(), method: 'GET', target: '/v1/maintenance',
 *   status: 200, durationMs: 1.2, apiKey: undefined, errorBody: undefined });
 * ```
 */
export function describeRequest(store: Store, input: RequestLogInput): RequestLogEntry {
  const { code, message } = input.status >= 400 ? errorOf(input.errorBody) : { code: null, message: null };
  return {
    time: new Date(input.startedAt).toISOString(),
    method: input.method,
    path: redactPath(input.target),
    status: input.status,
    durationMs: Math.round(input.durationMs * 10) / 10,
    code: code ?? (input.status === 0 ? 'CONNECTION_RESET' : null),
    keyName: keyNameOf(store, input.apiKey),
    reason: input.status >= 400 && input.status < 500 && message !== null ? maskSecrets(message) : null,
  };
}

/** Formats of the request log. */
export const LOG_FORMATS = ['text', 'json', 'off'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

const COLOURS = { dim: 2, red: 31, green: 32, yellow: 33, cyan: 36 } as const;
const paint = (on: boolean, colour: keyof typeof COLOURS, text: string) =>
  on ? `\u001b[${COLOURS[colour]}m${text}\u001b[0m` : text;

const two = (value: number) => String(value).padStart(2, '0');

/**
 * One line of the text log: `14:03:07.120 POST /v1/teams/invitations 403 2.1ms key="..." CODE reason`.
 *
 * @example
 * ```ts
 * formatLogLine(entry, { colour: process.stdout.isTTY });
 * ```
 */
export function formatLogLine(entry: RequestLogEntry, options: { readonly colour: boolean }): string {
  const date = new Date(entry.time);
  const time = `${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}.${String(date.getMilliseconds()).padStart(3, '0')}`;
  const colour =
    entry.status === 0 || entry.status >= 500
      ? 'red'
      : entry.status >= 400
        ? 'yellow'
        : entry.status >= 300
          ? 'cyan'
          : 'green';
  // Every value that comes from a request is escaped; the colours are the line's own.
  const parts = [
    paint(options.colour, 'dim', time),
    escapeControls(entry.method).padEnd(6),
    escapeControls(entry.path),
    paint(options.colour, colour, String(entry.status)),
    `${entry.durationMs}ms`,
  ];
  if (entry.keyName !== null) parts.push(`key=${escapeControls(JSON.stringify(entry.keyName))}`);
  if (entry.code !== null) parts.push(paint(options.colour, colour, escapeControls(entry.code)));
  if (entry.reason !== null) parts.push(escapeControls(entry.reason));
  return parts.join(' ');
}

/**
 * One line of the JSON log.
 *
 * @example
 * ```ts
 * JSON.parse(formatLogJson(entry)).status; // 200
 * ```
 */
export function formatLogJson(entry: RequestLogEntry): string {
  // JSON escapes C0 controls itself; DEL, C1 and the separators are escaped too.
  return escapeControls(JSON.stringify(entry));
}
