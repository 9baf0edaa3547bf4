/**
 * Errors thrown while receiving a webhook: the shared secret did not verify, or the body is not a
 * webhook event.
 */
import { PaymentsError, type PaymentsErrorOptions } from '../core/errors.js';

/**
 * Why a delivery failed verification: the `X-Webhook-Secret` header was absent (or empty), or it
 * did not match the configured secret.
 *
 * @example
 * ```ts
 * const reason: WebhookVerificationFailure = 'missing_header';
 * ```
 */
export type WebhookVerificationFailure = 'missing_header' | 'mismatch';

/** Messages per verification failure. */
const VERIFICATION_MESSAGES = {
  missing_header: 'The X-Webhook-Secret header is missing',
  mismatch: 'The X-Webhook-Secret header does not match the configured secret',
} as const satisfies Record<WebhookVerificationFailure, string>;

/**
 * The `X-Webhook-Secret` header is missing or does not match the configured secret. Answer such a
 * delivery with 401 and do not act on its body.
 *
 * @example
 * ```ts
 * try {
 *   verifyWebhookSecret(request.headers, process.env.WEBHOOK_SECRET!);
 * } catch (error) {
 *   if (isWebhookVerificationError(error)) console.warn('rejected webhook:', error.reason);
 * }
 * ```
 */
export class WebhookVerificationError extends PaymentsError {
  override name = 'WebhookVerificationError' as const;
  /** Which check failed. */
  readonly reason: WebhookVerificationFailure;

  constructor(reason: WebhookVerificationFailure, options: PaymentsErrorOptions = {}) {
    super(VERIFICATION_MESSAGES[reason], options);
    this.reason = reason;
  }
}

/**
 * Why a body is not a webhook event: it is not JSON, it lacks the `{ event, data }` envelope, or
 * the data of a known event does not match that event's schema.
 *
 * @example
 * ```ts
 * const reason: WebhookParseFailure = 'invalid_json';
 * ```
 */
export type WebhookParseFailure = 'invalid_json' | 'invalid_envelope' | 'invalid_data';

/**
 * One schema issue of a body that failed to parse, with the path of the offending field.
 *
 * @example
 * ```ts
 * const issue: WebhookParseIssue = { path: ['data', 'amount'], message: 'Invalid input: expected number' };
 * ```
 */
export interface WebhookParseIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * The body of a delivery is not a webhook event. Answer such a delivery with 400.
 *
 * @example
 * ```ts
 * try {
 *   parseWebhookEvent('{"event":"requestPaid"}');
 * } catch (error) {
 *   if (isWebhookParseError(error)) console.warn(error.reason, error.issues); // 'invalid_envelope'
 * }
 * ```
 */
export class WebhookParseError extends PaymentsError {
  override name = 'WebhookParseError' as const;
  /** Which stage failed. */
  readonly reason: WebhookParseFailure;
  /** The schema issues; empty when the body is not JSON. */
  readonly issues: readonly WebhookParseIssue[];

  constructor(
    reason: WebhookParseFailure,
    message: string,
    issues: readonly WebhookParseIssue[] = [],
    options: PaymentsErrorOptions = {},
  ) {
    super(message, options);
    this.reason = reason;
    this.issues = issues;
  }
}

const VERIFICATION_FAILURES: readonly string[] = ['missing_header', 'mismatch'];
const PARSE_FAILURES: readonly string[] = ['invalid_json', 'invalid_envelope', 'invalid_data'];

const hasReason = (value: Error, reasons: readonly string[]): boolean => {
  const reason = (value as Error & { reason?: unknown }).reason;
  return typeof reason === 'string' && reasons.includes(reason);
};

/**
 * Whether a value is a {@link WebhookVerificationError}, also when it comes from another copy of
 * the package.
 *
 * @example
 * ```ts
 * if (isWebhookVerificationError(error)) return new Response(null, { status: 401 });
 * ```
 */
export function isWebhookVerificationError(value: unknown): value is WebhookVerificationError {
  return (
    value instanceof WebhookVerificationError ||
    (value instanceof Error &&
      value.name === 'WebhookVerificationError' &&
      hasReason(value, VERIFICATION_FAILURES))
  );
}

/**
 * Whether a value is a {@link WebhookParseError}, also when it comes from another copy of the
 * package.
 *
 * @example
 * ```ts
 * if (isWebhookParseError(error)) return new Response(null, { status: 400 });
 * ```
 */
export function isWebhookParseError(value: unknown): value is WebhookParseError {
  return (
    value instanceof WebhookParseError ||
    (value instanceof Error && value.name === 'WebhookParseError' && hasReason(value, PARSE_FAILURES))
  );
}
