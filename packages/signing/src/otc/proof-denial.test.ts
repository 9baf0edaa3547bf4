import { describe, expect, test } from 'vitest';
import { runFlowSuite } from '../../test/fixtures/flow-suite.js';
import { alice, now } from '../../test/fixtures/keys.js';
import { contracts } from '../contracts.js';
import { DomainMismatchError } from '../errors.js';
import {
  type BuildProofDenialTypedDataParameters,
  buildProofDenialTypedData,
  signProofDenial,
  verifyProofDenial,
} from './proof-denial.js';

const fields: BuildProofDenialTypedDataParameters = {
  chainId: 8453,
  otcRequestId: 'otc_01HZX3',
  splitIndex: 0,
  walletAddress: alice.address,
  reason: 'Amount does not match',
  expiresAtMs: now + 15 * 60_000,
};

describe('otc.proofDenial', () => {
  runFlowSuite({
    fields,
    chainId: 8453,
    otherChainId: 42161,
    build: buildProofDenialTypedData,
    sign: signProofDenial,
    verify: verifyProofDenial,
    withSigner: (input, walletAddress) => ({ ...input, walletAddress }),
    onChain: (input, chainId) => ({ ...input, chainId }),
    lastValidMs: (typedData) => Number(typedData.message.expiresAtMs),
    tamper: { field: 'reason', value: 'Looks fine' },
    relabelledError: DomainMismatchError,
  });

  test('build: signs a proof denial against the OTC escrow factory of the chain', () => {
    const typedData = buildProofDenialTypedData(fields);
    expect(typedData.domain).toEqual({
      name: 'Payments Platform OTC Escrow',
      version: '1',
      chainId: 8453,
      verifyingContract: contracts[8453].otcEscrowFactory,
    });
    expect(typedData.primaryType).toBe('ProofDenial');
    expect(typedData.message).toEqual({
      otcRequestId: 'otc_01HZX3',
      splitIndex: 0n,
      walletAddress: alice.address,
      reason: 'Amount does not match',
      expiresAtMs: BigInt(now + 15 * 60_000),
    });
  });

  test('build: the reason defaults to an empty string', () => {
    const { reason: _, ...withoutReason } = fields;
    expect(buildProofDenialTypedData(withoutReason).message.reason).toBe('');
  });
});
