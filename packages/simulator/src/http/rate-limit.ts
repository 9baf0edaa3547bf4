/**
 * The per-key rate limit: a token bucket refilled on the virtual clock. A request takes one
 * token; an empty bucket answers 429 with `Retry-After` (whole seconds until a token is back).
 */
import type { RateLimitSettings } from '../platform/config.js';

/** The state of one bucket. */
export interface BucketState {
  readonly tokens: number;
  readonly updatedAt: number;
}

/** The outcome of taking a token. */
export type RateLimitDecision =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly retryAfterSeconds: number };

/**
 * Token buckets by key id.
 *
 * @example
 * ```ts
 * const limiter = new RateLimiter({ capacity: 2, refillPerSecond: 1 });
 * limiter.take('key_1', now); // { allowed: true }
 * ```
 */
export class RateLimiter {
  readonly #settings: RateLimitSettings | false;
  #buckets = new Map<string, BucketState>();

  constructor(settings: RateLimitSettings | false) {
    if (settings && (!(settings.capacity >= 1) || !(settings.refillPerSecond > 0))) {
      throw new RangeError('Rate limit capacity must be at least 1 and refillPerSecond above 0');
    }
    this.#settings = settings;
  }

  /** Takes one token from the key's bucket at instant `now` (epoch ms). */
  take(keyId: string, now: number): RateLimitDecision {
    const settings = this.#settings;
    if (!settings) return { allowed: true };
    const previous = this.#buckets.get(keyId) ?? { tokens: settings.capacity, updatedAt: now };
    const elapsed = Math.max(0, now - previous.updatedAt);
    const tokens = Math.min(settings.capacity, previous.tokens + (elapsed / 1000) * settings.refillPerSecond);
    if (tokens >= 1) {
      this.#buckets.set(keyId, { tokens: tokens - 1, updatedAt: now });
      return { allowed: true };
    }
    this.#buckets.set(keyId, { tokens, updatedAt: now });
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / settings.refillPerSecond)),
    };
  }

  /** Every bucket, for snapshots. */
  snapshot(): Record<string, BucketState> {
    return Object.fromEntries(this.#buckets);
  }

  /** Replaces every bucket. */
  restore(buckets: Readonly<Record<string, BucketState>>): void {
    this.#buckets = new Map(Object.entries(buckets));
  }
}
