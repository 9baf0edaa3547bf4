import { describe, expect, test } from 'vitest';
import { runFlowSuite } from '../../test/fixtures/flow-suite.js';
import { alice, bob, now } from '../../test/fixtures/keys.js';
import { contracts } from '../contracts.js';
import { DomainMismatchError, InvalidPayloadError, UnsupportedChainError } from '../errors.js';
import {
  type BuildSplitApprovalTypedDataParameters,
  buildSplitApprovalTypedData,
  signSplitApproval,
  verifySplitApproval,
} from './split-approval.js';

const fields: BuildSplitApprovalTypedDataParameters = {
  chainId: 8453,
  otcRequestId: 'otc_01HZX3',
  splitIndex: 1,
  userWalletAddress: alice.address,
  expiresAtMs: now + 15 * 60_000,
};

describe('otc.splitApproval', () => {
  runFlowSuite({
    fields,
    chainId: 8453,
    otherChainId: 137,
    build: buildSplitApprovalTypedData,
    sign: signSplitApproval,
    verify: verifySplitApproval,
    withSigner: (input, userWalletAddress) => ({ ...input, userWalletAddress }),
    onChain: (input, chainId) => ({ ...input, chainId }),
    lastValidMs: (typedData) => Number(typedData.message.expiresAtMs),
    tamper: { field: 'splitIndex', value: '2' },
    relabelledError: DomainMismatchError,
  });

  test('build: signs against the OTC escrow factory of the chain', () => {
    const typedData = buildSplitApprovalTypedData(fields);
    expect(typedData).toEqual({
      domain: {
        name: 'Payments Platform OTC Escrow',
        version: '1',
        chainId: 8453,
        verifyingContract: contracts[8453].otcEscrowFactory,
      },
      types: {
        SplitApproval: [
          { name: 'otcRequestId', type: 'string' },
          { name: 'splitIndex', type: 'uint256' },
          { name: 'userWalletAddress', type: 'address' },
          { name: 'expiresAtMs', type: 'uint256' },
        ],
      },
      primaryType: 'SplitApproval',
      message: {
        otcRequestId: 'otc_01HZX3',
        splitIndex: 1n,
        userWalletAddress: alice.address,
        expiresAtMs: BigInt(now + 15 * 60_000),
      },
    });
  });

  test('build: rejects an empty request id, a negative split and an unsupported chain', () => {
    expect(() => buildSplitApprovalTypedData({ ...fields, otcRequestId: '' })).toThrow(InvalidPayloadError);
    expect(() => buildSplitApprovalTypedData({ ...fields, splitIndex: -1 })).toThrow(InvalidPayloadError);
    expect(() => buildSplitApprovalTypedData({ ...fields, chainId: 10 })).toThrow(UnsupportedChainError);
  });

  test('verify: rejects a payload whose verifying contract is not the escrow factory', async () => {
    const typedData = buildSplitApprovalTypedData(fields);
    const forged = { ...typedData, domain: { ...typedData.domain, verifyingContract: bob.address } };
    const signature = await signSplitApproval({ signer: alice, typedData });
    const error = await verifySplitApproval({ typedData: forged, signature, chainId: 8453, now }).catch(
      (caught) => caught,
    );
    expect(error).toBeInstanceOf(DomainMismatchError);
    expect(error).toMatchObject({ field: 'verifyingContract', actual: bob.address });
    await expect(signSplitApproval({ signer: alice, typedData: forged })).rejects.toThrow(
      DomainMismatchError,
    );
  });
});
