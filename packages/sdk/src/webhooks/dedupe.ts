/**
 * Duplicate detection for deliveries. The platform gives no idempotency key and no exactly-once
 * guarantee, so the same event may arrive twice; these helpers remember what was handled, keyed
 * on the event name and `data.id`.
 */
import type { WebhookEvent } from './events.js';

/**
 * Where a webhook handler records the events it has seen. Implement it over Redis or a database
 * to share the record between processes; methods may be async.
 *
 * @example
 * ```ts
 * const redisStore: WebhookDedupeStore = {
 *   async seen(event) {
 *     const key = webhookDedupeKey(event);
 *     if (key === undefined) return false;
 *     // SET NX answers null when the key already exists
 *     return (await redis.set(`webhook:${key}`, '1', 'PX', 86_400_000, 'NX')) === null;
 *   },
 *   async forget(event) {
 *     const key = webhookDedupeKey(event);
 *     if (key !== undefined) await redis.del(`webhook:${key}`);
 *   },
 * };
 * ```
 */
export interface WebhookDedupeStore {
  /**
   * Marks the event as seen and answers whether it had been seen before. An event without a
   * usable id is never a duplicate.
   */
  seen(event: WebhookEvent): boolean | Promise<boolean>;
  /**
   * Removes the mark, so a later delivery of the event is handled again. Handlers call it when
   * processing fails.
   */
  forget?(event: WebhookEvent): void | Promise<void>;
}

/**
 * Options of {@link createWebhookDeduper}.
 *
 * @example
 * ```ts
 * const options: WebhookDeduperOptions = { ttlMs: 24 * 60 * 60 * 1000, maxEntries: 50_000 };
 * ```
 */
export interface WebhookDeduperOptions {
  /** How long a key is remembered after it was first marked, in ms. Default: until evicted. */
  readonly ttlMs?: number;
  /** How many keys are kept; the least recently seen is evicted first. Default: 10,000. */
  readonly maxEntries?: number;
  /** The clock, in ms since the epoch. Default: `Date.now`. */
  readonly now?: () => number;
}

/**
 * An in-memory {@link WebhookDedupeStore} with bounded memory, from
 * {@link createWebhookDeduper}.
 *
 * @example
 * ```ts
 * const deduper: WebhookDeduper = createWebhookDeduper();
 * if (!deduper.seen(event)) await handle(event);
 * ```
 */
export interface WebhookDeduper extends WebhookDedupeStore {
  /** Marks the event as seen and answers whether it had been seen (and not expired) before. */
  seen(event: WebhookEvent): boolean;
  /** Removes the event's mark. */
  forget(event: WebhookEvent): void;
  /** Removes every mark. */
  clear(): void;
  /** How many unexpired keys are held. */
  readonly size: number;
}

/** Default {@link WebhookDeduperOptions.maxEntries}. */
const DEFAULT_MAX_ENTRIES = 10_000;

/**
 * The key an event is deduplicated on: its name (the name as received, for an unknown event)
 * and `data.id`. `undefined` when `data.id` is not a non-empty string or a finite number.
 *
 * @example
 * ```ts
 * webhookDedupeKey(event); // 'requestPaid:tx_123'
 * ```
 */
export function webhookDedupeKey(event: WebhookEvent): string | undefined {
  const name = event.event === 'unknown' ? event.receivedEvent : event.event;
  const id: unknown = event.data.id;
  const usable = (typeof id === 'string' && id !== '') || (typeof id === 'number' && Number.isFinite(id));
  // The name is encoded so that the first `:` always ends it.
  return usable ? `${encodeURIComponent(name)}:${String(id)}` : undefined;
}

const checkPositive = (name: string, value: number, integer: boolean): void => {
  if (!(value > 0) || (integer ? !Number.isInteger(value) : !Number.isFinite(value))) {
    throw new RangeError(`${name} must be a positive ${integer ? 'integer' : 'finite number'}`);
  }
};

/**
 * Creates an in-memory deduper: `seen(event)` marks the event and answers `true` when the same
 * event name and `data.id` were marked before. Memory is bounded by `maxEntries` (the least
 * recently seen key is evicted first) and, optionally, by `ttlMs`.
 *
 * It lives in one process; give a handler a {@link WebhookDedupeStore} over shared storage when
 * several processes receive webhooks.
 *
 * @throws RangeError when `ttlMs` or `maxEntries` is not positive.
 *
 * @example
 * ```ts
 * import { createWebhookDeduper } from '@payments-platform/sdk/webhooks';
 *
 * const deduper = createWebhookDeduper({ ttlMs: 24 * 60 * 60 * 1000 });
 * if (deduper.seen(event)) return; // already handled
 * await handle(event);
 * ```
 */
export function createWebhookDeduper(options: WebhookDeduperOptions = {}): WebhookDeduper {
  const { ttlMs, maxEntries = DEFAULT_MAX_ENTRIES, now = Date.now } = options;
  if (ttlMs !== undefined) checkPositive('ttlMs', ttlMs, false);
  checkPositive('maxEntries', maxEntries, true);

  // Key to expiry time; Map iteration order is recency order (oldest first).
  const entries = new Map<string, number>();
  const isLive = (expiresAt: number, at: number): boolean => expiresAt > at;

  return {
    seen(event) {
      const key = webhookDedupeKey(event);
      if (key === undefined) return false;
      const at = now();
      const expiresAt = entries.get(key);
      if (expiresAt !== undefined) {
        entries.delete(key);
        if (isLive(expiresAt, at)) {
          entries.set(key, expiresAt);
          return true;
        }
      }
      entries.set(key, ttlMs === undefined ? Number.POSITIVE_INFINITY : at + ttlMs);
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
      return false;
    },
    forget(event) {
      const key = webhookDedupeKey(event);
      if (key !== undefined) entries.delete(key);
    },
    clear() {
      entries.clear();
    },
    get size() {
      const at = now();
      for (const [key, expiresAt] of entries) if (!isLive(expiresAt, at)) entries.delete(key);
      return entries.size;
    },
  };
}
