import { decodeFunctionData, maxUint256, parseAbi, parseSignature } from 'viem';
import { describe, expect, test } from 'vitest';
import { runFlowSuite } from '../../test/fixtures/flow-suite.js';
import { alice, bob, now } from '../../test/fixtures/keys.js';
import { contracts } from '../contracts.js';
import {
  DomainMismatchError,
  InvalidPayloadError,
  InvalidSignatureError,
  MalformedSignatureError,
  NonceMismatchError,
} from '../errors.js';
import {
  type BuildPermitTypedDataParameters,
  buildPermitCall,
  buildPermitTypedData,
  signPermit,
  verifyPermit,
} from './permit.js';

const usdcBase = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';
const deadline = BigInt(now / 1000 + 3600);

const fields: BuildPermitTypedDataParameters = {
  chainId: 8453,
  token: usdcBase,
  tokenName: 'USD Coin',
  tokenVersion: '2',
  owner: alice.address,
  spender: contracts[8453].otcEscrowFactory,
  value: 1_000_000_000n,
  nonce: 0n,
  deadline,
};

describe('permit', () => {
  runFlowSuite({
    fields,
    chainId: 8453,
    otherChainId: 1,
    build: buildPermitTypedData,
    sign: signPermit,
    verify: verifyPermit,
    withSigner: (input, owner) => ({ ...input, owner }),
    onChain: (input, chainId) => ({ ...input, chainId }),
    lastValidMs: (typedData) => Number(typedData.message.deadline) * 1000 + 999,
    tamper: { field: 'value', value: '1000000001' },
    relabelledError: InvalidSignatureError,
  });

  test('build: uses the token domain, version 1 by default, and max for an unlimited allowance', () => {
    const { tokenVersion: _, ...withoutVersion } = fields;
    const typedData = buildPermitTypedData({ ...withoutVersion, value: 'max' });
    expect(typedData.domain).toEqual({
      name: 'USD Coin',
      version: '1',
      chainId: 8453,
      verifyingContract: usdcBase,
    });
    expect(typedData.message.value).toBe(maxUint256);
    expect(typedData.message.deadline).toBe(deadline);
  });

  test('build: rejects a value above 2^256 - 1 and an empty token name', () => {
    expect(() => buildPermitTypedData({ ...fields, value: maxUint256 + 1n })).toThrow(InvalidPayloadError);
    expect(() => buildPermitTypedData({ ...fields, tokenName: '' })).toThrow(InvalidPayloadError);
  });

  test('verify: checks the pinned token, domain name and version', async () => {
    const signature = await signPermit({ signer: alice, fields });
    const options = { fields, signature, chainId: 8453, now };
    await expect(
      verifyPermit({ ...options, token: usdcBase, tokenName: 'USD Coin', tokenVersion: '2' }),
    ).resolves.toMatchObject({
      valid: true,
    });
    await expect(verifyPermit({ ...options, token: bob.address })).rejects.toMatchObject({
      name: 'DomainMismatchError',
      field: 'verifyingContract',
    });
    await expect(verifyPermit({ ...options, tokenName: 'Tether USD' })).rejects.toThrow(DomainMismatchError);
    await expect(verifyPermit({ ...options, tokenVersion: '1' })).rejects.toMatchObject({ field: 'version' });
  });

  test('verify: checks the pinned spender and nonce', async () => {
    const signature = await signPermit({ signer: alice, fields });
    const options = { fields, signature, chainId: 8453, now };
    await expect(
      verifyPermit({ ...options, spender: contracts[8453].otcEscrowFactory, nonce: 0 }),
    ).resolves.toMatchObject({
      valid: true,
    });
    await expect(verifyPermit({ ...options, spender: bob.address })).rejects.toMatchObject({
      name: 'InvalidPayloadError',
      path: 'message.spender',
    });
    await expect(verifyPermit({ ...options, nonce: 1n })).rejects.toThrow(NonceMismatchError);
  });

  test('verify: a permit is valid through its deadline second, as block.timestamp <= deadline', async () => {
    const signature = await signPermit({ signer: alice, fields });
    const deadlineMs = Number(deadline) * 1000;
    await expect(
      verifyPermit({ fields, signature, chainId: 8453, now: deadlineMs + 999 }),
    ).resolves.toMatchObject({
      valid: true,
    });
    await expect(
      verifyPermit({ fields, signature, chainId: 8453, now: deadlineMs + 1000 }),
    ).rejects.toMatchObject({
      name: 'SignatureExpiredError',
    });
  });

  test('buildPermitCall: encodes permit(owner, spender, value, deadline, v, r, s) on the token', async () => {
    const typedData = buildPermitTypedData(fields);
    const signature = await signPermit({ signer: alice, typedData });
    const call = buildPermitCall({ typedData, signature });
    expect(call).toMatchObject({ to: usdcBase, value: '0', chainId: 8453 });
    const { r, s, v } = parseSignature(signature);
    const decoded = decodeFunctionData({
      abi: parseAbi(['function permit(address,address,uint256,uint256,uint8,bytes32,bytes32)']),
      data: call.data,
    });
    expect(decoded.args).toEqual([alice.address, fields.spender, 1_000_000_000n, deadline, Number(v), r, s]);
    expect(() => buildPermitCall({ typedData, signature: '0x1234' })).toThrow(MalformedSignatureError);
  });
});
