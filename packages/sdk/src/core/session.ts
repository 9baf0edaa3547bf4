/**
 * Bearer sessions: where they are kept, when they are refreshed, and the single-flight refresh.
 */

/** A stored session. */
export interface Session {
  /** The bearer token. */
  readonly token: string;
  /** When the token expires (ms since the epoch), when known. */
  readonly expiresAt?: number;
  /** The profile and team the session acts as. */
  readonly profileId?: string;
  readonly teamId?: string;
  readonly userType?: string;
}

/**
 * Where the client keeps its session. Browsers can back it with `localStorage`, servers with a
 * cookie or a database row.
 *
 * @example
 * ```ts
 * const store: SessionStore = {
 *   get: () => JSON.parse(localStorage.getItem('session') ?? 'null') ?? undefined,
 *   set: (session) => localStorage.setItem('session', JSON.stringify(session)),
 *   clear: () => localStorage.removeItem('session'),
 * };
 * ```
 */
export interface SessionStore {
  get(): Session | undefined | Promise<Session | undefined>;
  set(session: Session): void | Promise<void>;
  clear(): void | Promise<void>;
}

/**
 * A session store in memory (the default).
 *
 * @example
 * ```ts
 * const store = memorySessionStore({ token: 'abc' });
 * ```
 */
export function memorySessionStore(initial?: Session): SessionStore {
  let current = initial;
  return {
    get: () => current,
    set: (session) => {
      current = session;
    },
    clear: () => {
      current = undefined;
    },
  };
}

/** Milliseconds since the epoch from an `expirationTimestamp` in seconds or milliseconds. */
export function toEpochMs(timestamp: number): number {
  return timestamp < 1e12 ? timestamp * 1000 : timestamp;
}

const decodeBase64Url = (value: string): string => {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
  return new TextDecoder().decode(bytes);
};

/** The `exp` of a JWT in ms, or undefined when the token is not a JWT with an expiry. */
export function tokenExpiry(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(decodeBase64Url(payload)) as { exp?: unknown };
    return typeof claims.exp === 'number' ? toEpochMs(claims.exp) : undefined;
  } catch {
    return undefined;
  }
}

/** What a refresh returns. */
export interface RefreshOutcome {
  readonly session?: string;
  readonly expirationTimestamp?: number;
  readonly userType?: string;
}

/**
 * Keeps the session: reads it from the store, refreshes it ahead of expiry, and makes sure
 * concurrent callers share one refresh.
 */
export class SessionManager {
  readonly #store: SessionStore;
  readonly #refreshAheadMs: number;
  readonly #now: () => number;
  readonly #onChange: ((session: Session | undefined) => void) | undefined;
  #refreshing: Promise<Session | undefined> | undefined;

  constructor(options: {
    store: SessionStore;
    refreshAheadMs: number;
    now: () => number;
    onChange?: ((session: Session | undefined) => void) | undefined;
  }) {
    this.#store = options.store;
    this.#refreshAheadMs = options.refreshAheadMs;
    this.#now = options.now;
    this.#onChange = options.onChange;
  }

  /** The stored session, if any. */
  async current(): Promise<Session | undefined> {
    return await this.#store.get();
  }

  /** Stores a session and tells `onSessionChange`. */
  async set(session: Session): Promise<void> {
    await this.#store.set(session);
    this.#onChange?.(session);
  }

  /** Forgets the session. */
  async clear(): Promise<void> {
    await this.#store.clear();
    this.#onChange?.(undefined);
  }

  /** Whether a session is due for refresh. */
  isDue(session: Session): boolean {
    return session.expiresAt !== undefined && session.expiresAt - this.#refreshAheadMs <= this.#now();
  }

  /**
   * Refreshes the session once for every concurrent caller.
   *
   * @param run performs the refresh call with the current token.
   */
  refresh(run: (token: string) => Promise<RefreshOutcome>): Promise<Session | undefined> {
    this.#refreshing ??= (async () => {
      try {
        const session = await this.current();
        if (!session) return undefined;
        const outcome = await run(session.token);
        const token = outcome.session ?? session.token;
        const expiresAt =
          outcome.expirationTimestamp !== undefined
            ? toEpochMs(outcome.expirationTimestamp)
            : tokenExpiry(token);
        const next: Session = {
          ...session,
          token,
          ...(expiresAt === undefined ? {} : { expiresAt }),
          ...(outcome.userType === undefined ? {} : { userType: outcome.userType }),
        };
        if (expiresAt === undefined) delete (next as { expiresAt?: number }).expiresAt;
        await this.set(next);
        return next;
      } finally {
        this.#refreshing = undefined;
      }
    })();
    return this.#refreshing;
  }
}
