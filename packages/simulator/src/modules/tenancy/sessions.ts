/**
 * Bearer sessions. The OTP area mints them at verify-otp; tests mint them directly. A session
 * expires on the virtual clock after the configured lifetime. Tokens are JWT-shaped (header,
 * claims with `iat` and `exp` in seconds, and an opaque random signature part), so clients can
 * read the expiry from the token as they would from the platform's.
 */
import type { VirtualClock } from '../../kernel/clock.js';
import type { Ids } from '../../kernel/ids.js';
import type { Store } from '../../platform/database.js';
import type { SessionRow } from './tables.js';

const base64Url = (value: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(value)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const TOKEN_HEADER = base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

declare module '../../kernel/services.js' {
  interface Services {
    /** Bearer sessions. */
    readonly sessions: Sessions;
  }
}

/**
 * A JWT-shaped session token: its claims name the user and profile and carry `iat` and `exp`.
 *
 * @example
 * ```ts
 * sessionToken({ sub: 'usr_1', profileId: 'p', iat: 1735689600, exp: 1735776000 }, 'Zx8...');
 * ```
 */
export function sessionToken(
  claims: { sub: string; profileId: string; iat: number; exp: number },
  signature: string,
): string {
  return `${TOKEN_HEADER}.${base64Url(JSON.stringify(claims))}.${signature}`;
}

/** What a session is opened for. */
export interface SessionInput {
  readonly userId: string;
  readonly profileId: string;
  readonly teamId: string;
  readonly appId: string;
  /** Lifetime; the simulator's `sessionTtlMs` when omitted. */
  readonly ttlMs?: number;
  /** Admin metadata (a platform administrator's session). */
  readonly admin?: boolean;
  /** The user type chosen at verify-otp. */
  readonly userType?: 'individual' | 'business' | 'admin';
}

/**
 * Creates, reads and revokes sessions.
 *
 * @example
 * ```ts
 * const session = sessions.create({ userId, profileId, teamId, appId });
 * fetch(url, { headers: { authorization: `Bearer ${session.token}` } });
 * ```
 */
export class Sessions {
  readonly #store: Store;
  readonly #clock: VirtualClock;
  readonly #ids: Ids;
  readonly #ttlMs: number;

  constructor(store: Store, clock: VirtualClock, ids: Ids, ttlMs: number) {
    this.#store = store;
    this.#clock = clock;
    this.#ids = ids;
    this.#ttlMs = ttlMs;
  }

  /** The default lifetime in ms. */
  get ttlMs(): number {
    return this.#ttlMs;
  }

  /** Opens a session. */
  create(input: SessionInput): SessionRow {
    const now = this.#clock.now();
    // Whole seconds, so that the token's `exp` and the stored expiry agree exactly.
    const expiresAt = Math.floor((now + (input.ttlMs ?? this.#ttlMs)) / 1000) * 1000;
    const token = sessionToken(
      { sub: input.userId, profileId: input.profileId, iat: Math.floor(now / 1000), exp: expiresAt / 1000 },
      this.#ids.token(43),
    );
    return this.#store.sessions.insert({
      token,
      userId: input.userId,
      profileId: input.profileId,
      teamId: input.teamId,
      appId: input.appId,
      createdAt: new Date(now).toISOString(),
      expiresAt,
      ...(input.admin ? { admin: true } : {}),
      ...(input.userType ? { userType: input.userType } : {}),
    });
  }

  /** The session of a token if it exists and has not expired. */
  get(token: string): SessionRow | undefined {
    const session = this.#store.sessions.get(token);
    if (!session || session.expiresAt <= this.#clock.now()) return undefined;
    return session;
  }

  /** Ends a session; returns whether it existed. */
  revoke(token: string): boolean {
    return this.#store.sessions.delete(token);
  }
}
