import { describe, expect, test } from 'vitest';
import { runFlowSuite } from '../../test/fixtures/flow-suite.js';
import { alice, now } from '../../test/fixtures/keys.js';
import { contracts } from '../contracts.js';
import { DomainMismatchError, InvalidSignatureError } from '../errors.js';
import {
  type BuildProofSubmissionTypedDataParameters,
  buildProofSubmissionTypedData,
  signProofSubmission,
  verifyProofSubmission,
} from './proof-submission.js';

const fields: BuildProofSubmissionTypedDataParameters = {
  chainId: 137,
  otcRequestId: 'otc_01HZX3',
  splitIndex: 2,
  walletAddress: alice.address,
  expiresAtMs: now + 15 * 60_000,
};

describe('otc.proofSubmission', () => {
  runFlowSuite({
    fields,
    chainId: 137,
    otherChainId: 8453,
    build: buildProofSubmissionTypedData,
    sign: signProofSubmission,
    verify: verifyProofSubmission,
    withSigner: (input, walletAddress) => ({ ...input, walletAddress }),
    onChain: (input, chainId) => ({ ...input, chainId }),
    lastValidMs: (typedData) => Number(typedData.message.expiresAtMs),
    tamper: { field: 'forceNewProof', value: true },
    relabelledError: DomainMismatchError,
  });

  test('build: signs a proof submission against the OTC escrow factory of the chain', () => {
    const typedData = buildProofSubmissionTypedData(fields);
    expect(typedData.domain).toEqual({
      name: 'Payments Platform OTC Escrow',
      version: '1',
      chainId: 137,
      verifyingContract: contracts[137].otcEscrowFactory,
    });
    expect(typedData.primaryType).toBe('ProofSubmission');
    expect(typedData.message).toEqual({
      otcRequestId: 'otc_01HZX3',
      splitIndex: 2n,
      walletAddress: alice.address,
      forceNewProof: false,
      expiresAtMs: BigInt(now + 15 * 60_000),
    });
  });

  test('build: forceNewProof defaults to false and is part of the signed message', async () => {
    const forced = buildProofSubmissionTypedData({ ...fields, forceNewProof: true });
    expect(forced.message.forceNewProof).toBe(true);
    const signature = await signProofSubmission({ signer: alice, typedData: forced });
    await expect(verifyProofSubmission({ fields, signature, chainId: 137, now })).rejects.toThrow(
      InvalidSignatureError,
    );
    await expect(
      verifyProofSubmission({ typedData: forced, signature, chainId: 137, now }),
    ).resolves.toMatchObject({
      valid: true,
    });
  });
});
