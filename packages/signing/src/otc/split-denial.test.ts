import { describe, expect, test } from 'vitest';
import { runFlowSuite } from '../../test/fixtures/flow-suite.js';
import { alice, now } from '../../test/fixtures/keys.js';
import { contracts } from '../contracts.js';
import { DomainMismatchError } from '../errors.js';
import {
  type BuildSplitDenialTypedDataParameters,
  buildSplitDenialTypedData,
  signSplitDenial,
  verifySplitDenial,
} from './split-denial.js';

const fields: BuildSplitDenialTypedDataParameters = {
  chainId: 42161,
  otcRequestId: 'otc_01HZX3',
  splitIndex: 0,
  userWalletAddress: alice.address,
  expiresAtMs: now + 15 * 60_000,
};

describe('otc.splitDenial', () => {
  runFlowSuite({
    fields,
    chainId: 42161,
    otherChainId: 1,
    build: buildSplitDenialTypedData,
    sign: signSplitDenial,
    verify: verifySplitDenial,
    withSigner: (input, userWalletAddress) => ({ ...input, userWalletAddress }),
    onChain: (input, chainId) => ({ ...input, chainId }),
    lastValidMs: (typedData) => Number(typedData.message.expiresAtMs),
    tamper: { field: 'otcRequestId', value: 'otc_01HZX4' },
    relabelledError: DomainMismatchError,
  });

  test('build: signs a split denial against the OTC escrow factory of the chain', () => {
    const typedData = buildSplitDenialTypedData(fields);
    expect(typedData.domain).toEqual({
      name: 'Payments Platform OTC Escrow',
      version: '1',
      chainId: 42161,
      verifyingContract: contracts[42161].otcEscrowFactory,
    });
    expect(typedData.primaryType).toBe('SplitDenial');
    expect(typedData.message).toEqual({
      otcRequestId: 'otc_01HZX3',
      splitIndex: 0n,
      userWalletAddress: alice.address,
      expiresAtMs: BigInt(now + 15 * 60_000),
    });
  });
});
