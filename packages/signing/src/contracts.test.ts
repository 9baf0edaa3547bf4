import { getAddress, keccak256, slice, stringToHex } from 'viem';
import { describe, expect, test } from 'vitest';
import { contracts, getContracts, isSupportedChainId, supportedChainIds } from './contracts.js';
import { getPlatformDomain, platformDomains } from './domains.js';
import { UnsupportedChainError } from './errors.js';

function placeholder(contract: string, chainId: number) {
  return getAddress(slice(keccak256(stringToHex(`payments-platform:${contract}:${chainId}`)), 12));
}

describe('contracts', () => {
  test('map: covers Ethereum, Polygon, Base, Arbitrum and Base Sepolia', () => {
    expect(supportedChainIds).toEqual([1, 137, 8453, 42161, 84532]);
    expect(
      Object.keys(contracts)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([...supportedChainIds]);
  });

  test('map: every address is the documented keccak256 placeholder, checksummed', () => {
    for (const chainId of supportedChainIds) {
      expect(contracts[chainId].otcEscrowFactory).toBe(placeholder('otc-escrow-factory', chainId));
      expect(contracts[chainId].forwarder).toBe(placeholder('forwarder', chainId));
    }
  });

  test('getContracts: returns the chain entry, and UnsupportedChainError for other chains', () => {
    expect(getContracts(8453)).toBe(contracts[8453]);
    expect(isSupportedChainId(84532)).toBe(true);
    expect(isSupportedChainId(10)).toBe(false);
    expect(() => getContracts(10)).toThrow(UnsupportedChainError);
  });
});

describe('domains', () => {
  test('getPlatformDomain: names the platform contract of the chain at version 1', () => {
    expect(getPlatformDomain({ kind: 'otcEscrow', chainId: 137 })).toEqual({
      name: platformDomains.otcEscrow.name,
      version: '1',
      chainId: 137,
      verifyingContract: contracts[137].otcEscrowFactory,
    });
    expect(getPlatformDomain({ kind: 'forwarder', chainId: 42161 })).toEqual({
      name: 'Payments Platform Forwarder',
      version: '1',
      chainId: 42161,
      verifyingContract: contracts[42161].forwarder,
    });
    expect(() => getPlatformDomain({ kind: 'forwarder', chainId: 56 })).toThrow(UnsupportedChainError);
  });
});
