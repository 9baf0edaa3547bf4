import { describe, expect, test } from 'vitest';
import { SeededRandom } from '../kernel/random.js';
import { Faults } from './faults.js';

const chains = {
  operationId: 'listChains',
  method: 'GET',
  path: '/v1/config/chains',
  template: '/v1/config/chains',
};
const bank = {
  operationId: 'getProfileBank',
  method: 'GET',
  path: '/v1/profile/banks/b-1',
  template: '/v1/profile/banks/{id}',
};

describe('engine.faults', () => {
  test('first matching rule wins; rules match by operation id, method, concrete path or template', () => {
    const faults = new Faults(new SeededRandom(1));
    faults.set([
      { operationId: 'getProfileBank', status: 500 },
      { path: '/v1/profile/banks/{id}', status: 502 },
      { method: 'get', path: '/v1/config/chains', status: 503 },
    ]);
    expect(faults.hit(bank)?.status).toBe(500);
    expect(faults.hit(chains)?.status).toBe(503);
    faults.set([{ path: '/v1/profile/banks/{id}', status: 502 }]);
    expect(faults.hit(bank)?.status).toBe(502);
    expect(faults.hit(chains)).toBeUndefined();
  });

  test('count: a rule is used up after its hits', () => {
    const faults = new Faults(new SeededRandom(1));
    faults.set([{ operationId: 'listChains', status: 503, count: 2 }]);
    expect(faults.list()[0]?.remaining).toBe(2);
    expect(faults.hit(chains)?.status).toBe(503);
    expect(faults.list()[0]?.remaining).toBe(1);
    expect(faults.hit(chains)?.status).toBe(503);
    expect(faults.hit(chains)).toBeUndefined();
    expect(faults.list()).toEqual([]);
  });

  test('probability: rolled on the seeded generator, so the same seed hits the same requests', () => {
    const pattern = (seed: number) => {
      const faults = new Faults(new SeededRandom(seed));
      faults.set([{ operationId: 'listChains', status: 500, probability: 0.5 }]);
      return Array.from({ length: 40 }, () => faults.hit(chains) !== undefined);
    };
    const first = pattern(7);
    expect(pattern(7)).toEqual(first);
    expect(first.filter(Boolean).length).toBeGreaterThan(5);
    expect(first.filter(Boolean).length).toBeLessThan(35);
    const never = new Faults(new SeededRandom(7));
    never.set([{ operationId: 'listChains', status: 500, probability: 0 }]);
    expect(Array.from({ length: 20 }, () => never.hit(chains))).toEqual(Array(20).fill(undefined));
  });

  test('invalid rules are refused', () => {
    const faults = new Faults(new SeededRandom(1));
    expect(() => faults.set([{ operationId: 'listChains' }])).toThrow(/status, network or latencyMs/);
    expect(() => faults.set([{ operationId: 'noSuchOperation', status: 500 }])).toThrow(
      /Unknown operation id/,
    );
    expect(() => faults.set([{ status: 500, network: 'reset' }])).toThrow(/not both/);
    expect(() => faults.set([{ status: 200 }])).toThrow();
  });

  test('restore: keeps remaining counts and refuses invalid rules', () => {
    const faults = new Faults(new SeededRandom(1));
    faults.restore([{ operationId: 'listChains', status: 503, count: 3, remaining: 1 }]);
    expect(faults.hit(chains)?.status).toBe(503);
    expect(faults.hit(chains)).toBeUndefined();
    expect(() => faults.restore([{ operationId: 'listChains', status: 503, remaining: 0 }])).toThrow();
    expect(() => faults.restore([{ status: 'often' }])).toThrow();
  });
});

describe('engine.faults: count with a probability', () => {
  test('only a hit uses up the count: a missed roll leaves it as it was', () => {
    const faults = new Faults(new SeededRandom(3));
    faults.set([{ operationId: 'listChains', status: 503, probability: 0.3, count: 3 }]);
    let hits = 0;
    let misses = 0;
    for (let request = 0; request < 200 && faults.active; request += 1) {
      const before = faults.list()[0]?.remaining;
      if (faults.hit(chains)) {
        hits += 1;
      } else {
        misses += 1;
        expect(faults.list()[0]?.remaining).toBe(before);
      }
    }
    expect(misses).toBeGreaterThan(0);
    expect(hits).toBe(3);
    expect(faults.list()).toEqual([]);
  });
});
