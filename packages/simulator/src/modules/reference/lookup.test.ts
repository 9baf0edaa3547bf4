import { describe, expect, test } from 'vitest';
import { createSimulator } from '../../simulator.js';
import { chainSummary, findChain, findToken, tokenSummary } from './lookup.js';

const { store } = createSimulator({ seed: 'empty' }).services;

describe('reference lookups', () => {
  test('a chain by slug, numeric id (digits or number, leading zeros) or row id; nothing else', () => {
    const base = findChain(store, 'base-sepolia');
    expect(base?.chainId).toBe(84532);
    expect(findChain(store, ' BASE-SEPOLIA ')).toBe(base);
    expect(findChain(store, '84532')).toBe(base);
    expect(findChain(store, '084532')).toBe(base);
    expect(findChain(store, 84532)).toBe(base);
    expect(findChain(store, base?.id ?? '')).toBe(base);
    expect(findChain(store, 'atlantis')).toBeUndefined();
    expect(findChain(store, '999999')).toBeUndefined();
  });

  test('a token by symbol, address or token id; erc20Only and symbols narrow it', () => {
    const chain = findChain(store, 'base-sepolia');
    if (!chain) throw new Error('base-sepolia is seeded');
    const usdc = findToken(store, chain, 'usdc');
    expect(usdc?.symbol).toBe('USDC');
    expect(findToken(store, chain, usdc?.deployment.address.toUpperCase() ?? '')?.symbol).toBe('USDC');
    expect(findToken(store, chain, usdc?.deployment.tokenId ?? '')?.symbol).toBe('USDC');
    expect(findToken(store, chain, 'USDC', { symbols: ['DAI'] })).toBeUndefined();
    const native = store.tokenDeployments.by('byChain', chain.id).find((row) => row.type !== 'erc20');
    if (native) {
      const symbol = store.tokens.get(native.tokenId)?.symbol ?? '';
      expect(findToken(store, chain, symbol)?.deployment.type).toBe(native.type);
      expect(findToken(store, chain, symbol, { erc20Only: true })).toBeUndefined();
    }
    expect(findToken(store, chain, 'NOPE')).toBeUndefined();
    if (usdc) {
      expect(tokenSummary(usdc)).toEqual({
        id: usdc.deployment.tokenId,
        symbol: 'USDC',
        address: usdc.deployment.address,
        decimals: 6,
      });
    }
    expect(chainSummary(chain)).toEqual({
      id: chain.id,
      slug: 'base-sepolia',
      name: chain.name,
      chainId: 84532,
    });
  });
});
