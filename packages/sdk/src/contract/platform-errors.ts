/**
 * The platform-wide error codes: the codes of the cross-cutting failures the spec names only by
 * status (missing key, missing session, rate limit, gates, ...), and the codes an operation's
 * failure can carry. No zod types here, so the client's public types load none.
 */
import { BODY_PARSER_CODE, type ErrorCodesOf, type ErrorSpec } from './shape.js';

/** One catalogue entry. */
export interface ErrorCodeInfo {
  /** Every HTTP status the code is answered with. */
  readonly statuses: readonly number[];
  /** What the code means, per route where it differs. */
  readonly meaning: string;
  /** Ids of the operations that document the code; empty for platform codes. */
  readonly operations: readonly string[];
}

/**
 * Codes of failures that are not owned by one route (spec: Authentication > Failure statuses,
 * Errors, Limits). The spec gives their statuses but not their codes; these are the codes the
 * platform simulator answers with and the SDK recognises.
 */
export const PLATFORM_ERRORS = {
  API_KEY_REQUIRED: { statuses: [403], meaning: 'The x-api-key header is missing.', operations: [] },
  API_KEY_INVALID: { statuses: [403], meaning: 'The API key is unknown or revoked.', operations: [] },
  API_KEY_WRONG_ENVIRONMENT: {
    statuses: [403],
    meaning: 'The API key belongs to another environment than the request host.',
    operations: [],
  },
  PERMISSION_DENIED: {
    statuses: [403],
    meaning: 'The API key lacks a permission the route needs (WRITE, OTC_PROVIDER, EMAIL or MASTER).',
    operations: [],
  },
  SESSION_REQUIRED: {
    statuses: [401],
    meaning: 'The route needs a bearer session and none was sent.',
    operations: [],
  },
  SESSION_INVALID: { statuses: [401], meaning: 'The bearer session is unknown or expired.', operations: [] },
  CONTEXT_REQUIRED: {
    statuses: [401, 400],
    meaning:
      'No usable profile/team context: send a session, both x-profile-id and x-team-id, or use a scoped key.',
    operations: [],
  },
  CONTEXT_INVALID: {
    statuses: [403, 401],
    meaning:
      'The profile/team context is not valid: one header without the other, or a profile outside the team.',
    operations: [],
  },
  ROLE_REQUIRED: {
    statuses: [403],
    meaning: 'The acting profile lacks the team role the route needs.',
    operations: [],
  },
  RATE_LIMITED: { statuses: [429], meaning: 'Rate or burst limit of the API key exceeded.', operations: [] },
  OTP_GATE_CLOSED: { statuses: [503], meaning: 'The OTP access gate is closed.', operations: [] },
  KYC_GATE_CLOSED: { statuses: [503], meaning: 'The KYC access gate is closed.', operations: [] },
  [BODY_PARSER_CODE]: {
    statuses: [400],
    meaning: 'The body, query or path params failed validation, or the body is not valid JSON.',
    operations: [],
  },
  PAYLOAD_TOO_LARGE: { statuses: [413], meaning: 'The JSON body is larger than 1 MiB.', operations: [] },
  ROUTE_NOT_FOUND: { statuses: [404], meaning: 'No operation serves this method and path.', operations: [] },
  INTERNAL_ERROR: { statuses: [500], meaning: 'Unexpected failure.', operations: [] },
} as const satisfies Record<string, ErrorCodeInfo>;

/** A platform error code. */
export type PlatformErrorCode = keyof typeof PLATFORM_ERRORS;

/**
 * The codes an operation's failure can carry: its documented codes and the platform-wide ones
 * (missing or invalid key, session or context, rate limit, gates, body parser, internal error).
 */
export type OperationFailureCode<Op extends { readonly errors: readonly ErrorSpec[] }> =
  | ErrorCodesOf<Op['errors'][number]>
  | PlatformErrorCode;
