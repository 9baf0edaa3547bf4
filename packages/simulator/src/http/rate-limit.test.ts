import { describe, expect, test } from 'vitest';
import { type RateLimitSettings, resolveRateLimit } from '../platform/config.js';
import { RateLimiter } from './rate-limit.js';

describe('auth.rateLimit', () => {
  test('a full bucket allows its capacity, then answers with the seconds until a token is back', () => {
    const limiter = new RateLimiter({ capacity: 2, refillPerSecond: 0.5 });
    expect(limiter.take('k', 0)).toEqual({ allowed: true });
    expect(limiter.take('k', 0)).toEqual({ allowed: true });
    expect(limiter.take('k', 0)).toEqual({ allowed: false, retryAfterSeconds: 2 });
  });

  test('tokens come back with virtual time, up to the capacity', () => {
    const limiter = new RateLimiter({ capacity: 1, refillPerSecond: 1 });
    expect(limiter.take('k', 0).allowed).toBe(true);
    expect(limiter.take('k', 500).allowed).toBe(false);
    expect(limiter.take('k', 1_000).allowed).toBe(true);
    expect(limiter.take('k', 60_000).allowed).toBe(true);
    expect(limiter.take('k', 60_000).allowed).toBe(false);
  });

  test('buckets are per key, and false turns the limit off', () => {
    const limiter = new RateLimiter({ capacity: 1, refillPerSecond: 1 });
    expect(limiter.take('a', 0).allowed).toBe(true);
    expect(limiter.take('b', 0).allowed).toBe(true);
    const off = new RateLimiter(false);
    for (let index = 0; index < 1_000; index++) expect(off.take('a', 0).allowed).toBe(true);
  });

  test('snapshot and restore keep the buckets', () => {
    const limiter = new RateLimiter({ capacity: 1, refillPerSecond: 1 });
    limiter.take('k', 0);
    const copy = new RateLimiter({ capacity: 1, refillPerSecond: 1 });
    copy.restore(limiter.snapshot());
    expect(copy.take('k', 0).allowed).toBe(false);
  });

  test('settings are checked', () => {
    expect(() => new RateLimiter({ capacity: 0, refillPerSecond: 1 })).toThrow(RangeError);
    expect(() => new RateLimiter({ capacity: 1, refillPerSecond: 0 })).toThrow(RangeError);
  });
});

describe('auth.rateLimit option', () => {
  test('a number is requests per minute: that burst, refilled over the minute', () => {
    expect(resolveRateLimit(120)).toEqual({ capacity: 120, refillPerSecond: 2 });
    expect(resolveRateLimit(false)).toBe(false);
    expect(resolveRateLimit(undefined)).toEqual({ capacity: 100, refillPerSecond: 50 });
    expect(() => resolveRateLimit(0)).toThrow(RangeError);
  });

  test('Retry-After is the seconds until a token is back at the per-minute rate', () => {
    const limiter = new RateLimiter(resolveRateLimit(6) as RateLimitSettings);
    for (let index = 0; index < 6; index++) expect(limiter.take('k', 0).allowed).toBe(true);
    expect(limiter.take('k', 0)).toEqual({ allowed: false, retryAfterSeconds: 10 });
    expect(limiter.take('k', 10_000).allowed).toBe(true);
  });
});
