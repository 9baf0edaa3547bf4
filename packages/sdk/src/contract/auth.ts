/**
 * Auth patterns of the Payments Platform API (spec: Authentication, Endpoints > Conventions).
 *
 * Each operation declares one {@link AuthRequirement}. The SDK uses it to decide which headers
 * to send; the simulator uses it to resolve the caller and its context.
 */

/** The base patterns the spec names. */
export const AUTH_PATTERNS = [
  'public',
  'key',
  'session',
  'headerContext',
  'scoped',
  'optionalContext',
] as const;
export type AuthPattern = (typeof AUTH_PATTERNS)[number];

/** Where a profile/team context may come from on routes that need one. */
export const CONTEXT_SOURCES = [
  /** the profile and team selected by a valid bearer session */
  'session',
  /** both `x-profile-id` and `x-team-id`, the profile a member of the team */
  'headers',
  /** a key scoped to a profile (its team is the profile's team) */
  'profileKey',
  /** a key scoped to a team */
  'teamKey',
] as const;
export type ContextSource = (typeof CONTEXT_SOURCES)[number];

/** Key permission flags named by the spec. */
export const PERMISSIONS = ['WRITE', 'OTC_PROVIDER', 'EMAIL'] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Key types. A MASTER key has special file and transaction access. */
export const KEY_TYPES = ['STANDARD', 'MASTER'] as const;
export type KeyType = (typeof KEY_TYPES)[number];

/** What an operation requires of its caller. */
export interface AuthRequirement {
  /** The base pattern. */
  readonly pattern: AuthPattern;
  /** The auth text of the route exactly as `routes.tsv` gives it. */
  readonly label: string;
  /** Accepted context sources, in order of precedence (session first). Empty for public and key routes. */
  readonly contextFrom: readonly ContextSource[];
  /** Permissions the key must carry. */
  readonly permissions: readonly Permission[];
  /** Role requirement in the resolved team: `admin`, plain `membership`, or none. */
  readonly role: 'admin' | 'membership' | 'none';
  /** How a MASTER key is treated: `bypass` skips ownership checks, `needsSession` requires a session. */
  readonly masterKey?: 'bypass' | 'needsSession';
}

const ALL_CONTEXT: readonly ContextSource[] = ['session', 'headers', 'profileKey', 'teamKey'];
/**
 * Header context (spec: Endpoints > Conventions): a session, both headers, or a key scoped to both
 * profile and team. A key scoped only to a team has no acting profile and does not qualify; routes
 * whose own text accepts a team-scoped key list `teamKey` themselves.
 */
const HEADER_CONTEXT: readonly ContextSource[] = ['session', 'headers', 'profileKey'];

interface AuthOptions {
  readonly label?: string;
  readonly permissions?: readonly Permission[];
  readonly role?: 'admin' | 'membership' | 'none';
  readonly contextFrom?: readonly ContextSource[];
  readonly masterKey?: 'bypass' | 'needsSession';
}

/* @__NO_SIDE_EFFECTS__ */ function requirement(
  pattern: AuthPattern,
  defaultLabel: string,
  defaultContext: readonly ContextSource[],
  options: AuthOptions,
): AuthRequirement {
  return {
    pattern,
    label: options.label ?? defaultLabel,
    contextFrom: options.contextFrom ?? defaultContext,
    permissions: options.permissions ?? [],
    role: options.role ?? 'none',
    ...(options.masterKey ? { masterKey: options.masterKey } : {}),
  };
}

/**
 * Builders for each auth pattern.
 *
 * @example
 * ```ts
 * auth.headerContext({ role: 'admin' })
 * auth.session({ permissions: ['WRITE'], label: 'Session + WRITE' })
 * ```
 */
export const auth = {
  /** No headers at all. */
  public: (options: AuthOptions = {}) => requirement('public', 'Public', [], options),
  /** `x-api-key` only. */
  key: (options: AuthOptions = {}) => requirement('key', 'Key', [], options),
  /** Key plus `Authorization: Bearer <session>`. */
  session: (options: AuthOptions = {}) => requirement('session', 'Session', ['session'], options),
  /** Key plus a valid session, both profile/team headers, or a key scoped to both. */
  headerContext: (options: AuthOptions = {}) =>
    requirement('headerContext', 'Header context', HEADER_CONTEXT, options),
  /** Session or scoped key; profile/team headers are ignored. */
  scoped: (options: AuthOptions = {}) =>
    requirement('scoped', 'Scoped', ['session', 'profileKey', 'teamKey'], options),
  /** Context used when present, not required (an app-level key alone is accepted). */
  optionalContext: (options: AuthOptions = {}) =>
    requirement('optionalContext', 'Optional context', ALL_CONTEXT, options),
} as const;
