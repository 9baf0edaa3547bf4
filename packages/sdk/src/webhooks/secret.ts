/**
 * Verification of the shared secret a delivery carries in `X-Webhook-Secret`. Uses only
 * `TextEncoder`, so it runs unchanged in browsers, Deno, Bun, edge runtimes and Node.
 */
import { WebhookVerificationError } from './errors.js';

/**
 * Name of the header that carries the shared secret, lowercased (header names are
 * case-insensitive).
 *
 * @example
 * ```ts
 * await fetch(url, { method: 'POST', headers: { [WEBHOOK_SECRET_HEADER]: secret }, body });
 * ```
 */
export const WEBHOOK_SECRET_HEADER = 'x-webhook-secret';

/**
 * Request headers in any of the shapes runtimes hand out: a fetch `Headers`, a plain object, or
 * Node's `IncomingHttpHeaders`, where a value may be an array of strings. Names are matched
 * case-insensitively.
 *
 * @example
 * ```ts
 * const fromFetch: WebhookHeaders = request.headers;
 * const fromNode: WebhookHeaders = req.headers;
 * const plain: WebhookHeaders = { 'X-Webhook-Secret': 'whsec_123' };
 * ```
 */
export type WebhookHeaders = Headers | Readonly<Record<string, string | readonly string[] | undefined>>;

const encoder = new TextEncoder();

const isFetchHeaders = (headers: WebhookHeaders): headers is Headers =>
  (typeof Headers !== 'undefined' && headers instanceof Headers) ||
  typeof (headers as { get?: unknown }).get === 'function';

/** Leading and trailing spaces and tabs, which HTTP does not count as part of a value. */
const OPTIONAL_WHITESPACE = /^[ \t]+|[ \t]+$/g;

/**
 * The value of one header, with repeated values joined by `, ` as `Headers.get` does; `undefined`
 * when the header is absent or empty.
 */
export function readHeader(headers: WebhookHeaders, name: string): string | undefined {
  const wanted = name.toLowerCase();
  let value: string | null;
  if (isFetchHeaders(headers)) {
    value = headers.get(wanted);
  } else {
    const values: string[] = [];
    for (const [key, raw] of Object.entries(headers)) {
      if (key.toLowerCase() !== wanted || raw === undefined) continue;
      if (typeof raw === 'string') values.push(raw.replace(OPTIONAL_WHITESPACE, ''));
      else for (const item of raw) values.push(item.replace(OPTIONAL_WHITESPACE, ''));
    }
    value = values.length === 0 ? null : values.join(', ');
  }
  return value === null || value === '' ? undefined : value;
}

/**
 * Compares two strings as UTF-8 bytes in time that depends only on the length of `received`.
 *
 * The loop visits every byte of `received` without returning early and folds the length
 * difference into the result, so neither where the first differing byte sits nor the length of
 * `expected` shows in the timing. The length of `received` is chosen by the sender, so the time
 * it takes tells them nothing they did not know.
 */
export function timingSafeEqual(received: string, expected: string): boolean {
  const a = encoder.encode(received);
  const b = encoder.encode(expected);
  if (b.length === 0) return a.length === 0;
  let difference = a.length ^ b.length;
  for (let index = 0; index < a.length; index++) {
    difference |= a[index]! ^ b[index % b.length]!;
  }
  return difference === 0;
}

/**
 * Checks the `X-Webhook-Secret` header of a delivery against the secret configured for the
 * webhook, in constant time. Returns nothing when it matches and throws otherwise.
 *
 * The platform omits the header when no secret is configured, so configure one: a delivery
 * without the header fails with `reason: 'missing_header'`.
 *
 * @param headers - The request headers (`Headers`, a plain object or Node's `req.headers`).
 * @param secret - The configured secret; must not be empty.
 * @throws {@link WebhookVerificationError} with `reason` `'missing_header'` or `'mismatch'`.
 * @throws TypeError when `secret` is empty.
 *
 * @example
 * ```ts
 * import { verifyWebhookSecret } from '@payments-platform/sdk/webhooks';
 *
 * verifyWebhookSecret(request.headers, process.env.WEBHOOK_SECRET!);
 * // the sender knows the secret; parse the body next
 * ```
 */
export function verifyWebhookSecret(headers: WebhookHeaders, secret: string): void {
  if (typeof secret !== 'string' || secret === '') {
    throw new TypeError('The webhook secret must be a non-empty string');
  }
  const received = readHeader(headers, WEBHOOK_SECRET_HEADER);
  if (received === undefined) throw new WebhookVerificationError('missing_header');
  if (!timingSafeEqual(received, secret)) throw new WebhookVerificationError('mismatch');
}
