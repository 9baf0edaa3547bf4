/**
 * Bearer sessions. The OTP area mints them at verify-otp; tests mint them directly. A session
 * expires on the virtual clock after the configured lifetime.
 */
import type { VirtualClock } from '../engine/clock.js';
import type { Ids } from '../engine/ids.js';
import type { SessionRow } from '../store/rows.js';
import type { Store } from '../store/store.js';

/** Prefix of session tokens. */
export const SESSION_TOKEN_PREFIX = 'ses_';

/** What a session is opened for. */
export interface SessionInput {
  readonly userId: string;
  readonly profileId: string;
  readonly teamId: string;
  readonly appId: string;
  /** Lifetime; the simulator's `sessionTtlMs` when omitted. */
  readonly ttlMs?: number;
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
    return this.#store.sessions.insert({
      token: `${SESSION_TOKEN_PREFIX}${this.#ids.token(40)}`,
      userId: input.userId,
      profileId: input.profileId,
      teamId: input.teamId,
      appId: input.appId,
      createdAt: new Date(now).toISOString(),
      expiresAt: now + (input.ttlMs ?? this.#ttlMs),
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
