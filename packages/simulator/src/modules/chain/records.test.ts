import { describe, expect, test } from 'vitest';
import { createStore } from '../../platform/database.js';
import { openBalance, setBalance } from './records.js';
import { chainTables } from './tables.js';

const holding = { chainId: 84532, tokenAddress: '0xAAAA', address: '0xBBBB', amount: '100' };

describe('seeded balances', () => {
  test('a balance is keyed by chain, token and holder, all lowercase', () => {
    const store = createStore([chainTables]);
    expect(openBalance(store, holding)).toEqual({
      id: '84532:0xaaaa:0xbbbb',
      chainId: 84532,
      tokenAddress: '0xaaaa',
      address: '0xbbbb',
      amount: '100',
    });
  });

  test('opening a balance twice is an error; setting one replaces the amount', () => {
    const store = createStore([chainTables]);
    openBalance(store, holding);
    expect(() => openBalance(store, { ...holding, amount: '5' })).toThrow();
    expect(setBalance(store, { ...holding, amount: '5' }).amount).toBe('5');
    expect(store.balances.all()).toHaveLength(1);
  });
});
