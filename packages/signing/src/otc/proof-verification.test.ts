import { describe, expect, test } from 'vitest';
import { runFlowSuite } from '../../test/fixtures/flow-suite.js';
import { alice, now } from '../../test/fixtures/keys.js';
import { contracts } from '../contracts.js';
import { DomainMismatchError } from '../errors.js';
import {
  type BuildProofVerificationTypedDataParameters,
  buildProofVerificationTypedData,
  signProofVerification,
  verifyProofVerification,
} from './proof-verification.js';

const fields: BuildProofVerificationTypedDataParameters = {
  chainId: 84532,
  otcRequestId: 'otc_01HZX3',
  splitIndex: 0,
  walletAddress: alice.address,
  expiresAtMs: now + 15 * 60_000,
};

describe('otc.proofVerification', () => {
  runFlowSuite({
    fields,
    chainId: 84532,
    otherChainId: 8453,
    build: buildProofVerificationTypedData,
    sign: signProofVerification,
    verify: verifyProofVerification,
    withSigner: (input, walletAddress) => ({ ...input, walletAddress }),
    onChain: (input, chainId) => ({ ...input, chainId }),
    lastValidMs: (typedData) => Number(typedData.message.expiresAtMs),
    tamper: { field: 'walletAddress', value: '0x0000000000000000000000000000000000000001' },
    relabelledError: DomainMismatchError,
  });

  test('build: signs a proof verification against the OTC escrow factory of the chain', () => {
    const typedData = buildProofVerificationTypedData(fields);
    expect(typedData.domain).toEqual({
      name: 'Payments Platform OTC Escrow',
      version: '1',
      chainId: 84532,
      verifyingContract: contracts[84532].otcEscrowFactory,
    });
    expect(typedData.primaryType).toBe('ProofVerification');
    expect(typedData.message).toEqual({
      otcRequestId: 'otc_01HZX3',
      splitIndex: 0n,
      walletAddress: alice.address,
      expiresAtMs: BigInt(now + 15 * 60_000),
    });
  });
});
