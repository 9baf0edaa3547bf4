/**
 * The seeded reliability run of `npm test`: at least 20,000 requests in random sequences and
 * parallel batches over two apps and three teams, with the invariants of docs/reliability.md
 * checked after every step. `npm run reliability` runs the same model longer.
 */
import { describe, expect, test } from 'vitest';
import { runReliability } from './model.js';

describe('reliability', () => {
  test('20,000 random requests in sequences and parallel batches keep every invariant', async () => {
    const figures = await runReliability({ seed: 20_251_125, minRequests: 20_000 });
    expect(figures.requests).toBeGreaterThanOrEqual(20_000);
    expect(figures.batches).toBeGreaterThan(1000);
    expect(figures.failures).toBeGreaterThan(0);
    expect(figures.rolledBackChecked).toBeGreaterThan(100);
  }, 600_000);
});
