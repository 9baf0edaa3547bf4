/**
 * Retention: the journals of a simulator (outbox, webhook deliveries, activity, notifications,
 * chain transactions, API requests) keep at most a configured number of rows, oldest dropped first, and expired
 * sessions and OTP challenges are dropped, so a server left running for days keeps flat memory.
 * Trimming runs after a transaction commits, outside the journal.
 */
import type { VirtualClock } from '../kernel/clock.js';
import type { Store } from './database.js';

/** How many rows each journal keeps. */
export interface RetentionSettings {
  /** Sent e-mails (`GET /_simulator/outbox`). Default 10,000. */
  readonly outbox: number;
  /** Webhook deliveries; scheduled ones are never dropped. Default 10,000. */
  readonly webhookDeliveries: number;
  /** Team activity entries, all teams together. Default 10,000. */
  readonly activity: number;
  /** Team notifications, all teams together. Default 10,000. */
  readonly notifications: number;
  /**
   * Chain transactions; pending ones and those a platform transaction refers to are never
   * dropped. Default 10,000.
   */
  readonly chainTxs: number;
  /** API requests in the request journal (`GET /_simulator/requests`). Default 1,000. */
  readonly requests: number;
  /**
   * Drop sessions once expired, and OTP challenges a day after they expired (until then a late
   * verification still answers "expired"); checked at most once a virtual minute. Default `true`.
   */
  readonly dropExpired: boolean;
}

/** The default bounds. */
export const DEFAULT_RETENTION: RetentionSettings = {
  outbox: 10_000,
  webhookDeliveries: 10_000,
  activity: 10_000,
  notifications: 10_000,
  chainTxs: 10_000,
  requests: 1_000,
  dropExpired: true,
};

/** Largest bound a journal accepts. */
export const MAX_RETENTION = 10_000_000;

/**
 * Resolves retention options.
 *
 * @example
 * ```ts
 * resolveRetention({ outbox: 500 }).outbox; // 500
 * ```
 */
export function resolveRetention(options: Partial<RetentionSettings> = {}): RetentionSettings {
  const resolved = { ...DEFAULT_RETENTION, ...options };
  for (const [name, value] of Object.entries(resolved)) {
    if (name === 'dropExpired') continue;
    if (!Number.isSafeInteger(value) || (value as number) < 0 || (value as number) > MAX_RETENTION) {
      throw new RangeError(`retention.${name} must be an integer from 0 to ${MAX_RETENTION}, got ${value}`);
    }
  }
  return resolved;
}

const SWEEP_EVERY_MS = 60_000;

/** Drops the oldest rows of a table beyond `bound` (except those `keep` keeps); how many went. */
function trim<Row extends object>(
  table: { size: number; dropOldest(count: number, keep?: (row: Row) => boolean): number },
  bound: number,
  keep?: (row: Row) => boolean,
): number {
  return table.size > bound ? table.dropOldest(table.size - bound, keep) : 0;
}

/** Scheduled webhook deliveries are kept. */
const isScheduled = (row: { readonly status: string }) => row.status === 'scheduled';

/**
 * Keeps the journals of a store within their bounds.
 *
 * @example
 * ```ts
 * const retention = new Retention(store, clock, resolveRetention());
 * retention.apply(); // after each commit
 * ```
 */
export class Retention {
  readonly #sweeps: Array<(now: number) => number> = [];
  readonly #store: Store;
  readonly #clock: VirtualClock;
  readonly #settings: RetentionSettings;
  #lastSweep = Number.NEGATIVE_INFINITY;

  constructor(store: Store, clock: VirtualClock, settings: RetentionSettings) {
    this.#store = store;
    this.#clock = clock;
    this.#settings = settings;
  }

  /** The bounds in force. */
  get settings(): RetentionSettings {
    return this.#settings;
  }

  /**
   * Adds a sweep of expired records that runs with the periodic sweep; a module registers its
   * own (tenancy drops expired sessions and OTP challenges), so only it writes its tables.
   */
  addSweep(sweep: (now: number) => number): void {
    this.#sweeps.push(sweep);
  }

  /** Drops what is over the bounds; returns how many rows went. */
  apply(): number {
    const store = this.#store;
    const settings = this.#settings;
    let dropped = 0;
    dropped += trim(store.outbox, settings.outbox);
    dropped += trim(store.webhookDeliveries, settings.webhookDeliveries, isScheduled);
    dropped += trim(store.activity, settings.activity);
    dropped += trim(store.notifications, settings.notifications);
    dropped += trim(store.chainTxs, settings.chainTxs, this.#chainTxKept);
    const now = this.#clock.now();
    if (settings.dropExpired && now - this.#lastSweep >= SWEEP_EVERY_MS) {
      this.#lastSweep = now;
      for (const sweep of this.#sweeps) dropped += sweep(now);
    }
    return dropped;
  }

  /** Pending chain transactions, and those a platform transaction refers to, are kept. */
  readonly #chainTxKept = (row: { readonly status: string; readonly hash: string }) =>
    row.status === 'pending' || this.#store.transactions.count('byChainTx', row.hash) > 0;

  /** Forgets the last sweep (after a reset or restore moved the clock). */
  rewind(): void {
    this.#lastSweep = Number.NEGATIVE_INFINITY;
  }
}
