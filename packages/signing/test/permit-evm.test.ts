import { createEVM, type EVM } from '@ethereumjs/evm';
import { createAddressFromString, createZeroAddress } from '@ethereumjs/util';
import { TypedDataEncoder } from 'ethers';
import {
  type Address,
  bytesToHex,
  decodeErrorResult,
  decodeFunctionResult,
  encodeDeployData,
  encodeFunctionData,
  getAddress,
  getTypesForEIP712Domain,
  type Hex,
  hashDomain,
  hexToBytes,
} from 'viem';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  type BuildPermitTypedDataParameters,
  buildApproveTransaction,
  buildPermitCall,
  buildPermitTypedData,
  ChainMismatchError,
  contracts,
  InvalidSignatureError,
  NonceMismatchError,
  SignatureExpiredError,
  signPermit,
  verifyPermit,
} from '../src/index.js';
import { alice, bob } from './fixtures/keys.js';
import { type CompiledPermitToken, compilePermitToken } from './fixtures/permit-token.js';

/** The in-process EVM runs mainnet rules: chain id 1. */
const chainId = 1;
const spender = contracts[1].otcEscrowFactory;
const recipient = '0x000000000000000000000000000000000000bEEF';
const supply = 1_000_000_000_000n;
/** Block time of the test chain: 2026-01-01T00:00:00Z. */
const blockTime = 1_767_225_600n;
const deadline = blockTime + 3_600n;

let compiled: CompiledPermitToken;

beforeAll(() => {
  compiled = compilePermitToken();
}, 30_000);

interface CallResult {
  ok: boolean;
  returnValue: Hex;
  revertReason: string | undefined;
}

/** A fresh chain with the token deployed, alice holding the whole supply. */
async function deployToken() {
  const evm: EVM = await createEVM();
  const block = (timestamp: bigint) => ({
    header: {
      number: 1n,
      coinbase: createZeroAddress(),
      timestamp,
      difficulty: 0n,
      prevRandao: new Uint8Array(32),
      gasLimit: 30_000_000n,
      baseFeePerGas: 0n,
      getBlobGasPrice: () => undefined,
    },
  });

  async function run(
    caller: Address,
    to: Address | undefined,
    data: Hex,
    timestamp = blockTime,
  ): Promise<CallResult> {
    const result = await evm.runCall({
      caller: createAddressFromString(caller),
      ...(to === undefined ? {} : { to: createAddressFromString(to) }),
      data: hexToBytes(data),
      gasLimit: 10_000_000n,
      block: block(timestamp),
    });
    const returnValue = bytesToHex(result.execResult.returnValue);
    const failed = result.execResult.exceptionError !== undefined;
    let revertReason: string | undefined;
    if (failed && returnValue !== '0x') {
      const decoded = decodeErrorResult({ abi: compiled.abi, data: returnValue });
      revertReason = String(decoded.args?.[0]);
    }
    if (to === undefined) {
      if (!result.createdAddress)
        throw new Error(`deployment failed: ${result.execResult.exceptionError?.error}`);
      return { ok: true, returnValue: getAddress(result.createdAddress.toString()), revertReason };
    }
    return { ok: !failed, returnValue, revertReason };
  }

  const deployment = await run(
    bob.address,
    undefined,
    encodeDeployData({
      abi: compiled.abi,
      bytecode: compiled.bytecode,
      args: ['Permit Test USD', 'PTUSD', alice.address, supply],
    }),
  );
  const token = deployment.returnValue as Address;

  async function read(functionName: string, args: readonly unknown[] = []): Promise<unknown> {
    const data = encodeFunctionData({ abi: compiled.abi, functionName, args });
    const result = await run(bob.address, token, data);
    if (!result.ok) throw new Error(`${functionName} reverted`);
    return decodeFunctionResult({ abi: compiled.abi, functionName, data: result.returnValue });
  }

  return { token, run, read };
}

function permitFields(token: Address, overrides: Partial<BuildPermitTypedDataParameters> = {}) {
  return {
    chainId,
    token,
    tokenName: 'Permit Test USD',
    tokenVersion: '1',
    owner: alice.address,
    spender,
    value: 500_000_000n,
    nonce: 0n,
    deadline,
    ...overrides,
  } satisfies BuildPermitTypedDataParameters;
}

describe('permit (EVM)', () => {
  test('execute: the token domain separator equals the domain the helper builds', async () => {
    const { token, read } = await deployToken();
    const { domain } = buildPermitTypedData(permitFields(token));
    const separator = await read('DOMAIN_SEPARATOR');
    const types = { EIP712Domain: getTypesForEIP712Domain({ domain }) };
    expect(separator).toBe(hashDomain({ domain, types } as unknown as Parameters<typeof hashDomain>[0]));
    expect(separator).toBe(TypedDataEncoder.hashDomain(domain));
  });

  test('execute: a permit signed by the helper sets the allowance on chain', async () => {
    const { token, run, read } = await deployToken();
    const typedData = buildPermitTypedData(permitFields(token));
    const signature = await signPermit({ signer: alice, typedData });
    const verified = await verifyPermit({
      typedData,
      signature,
      chainId,
      token,
      nonce: 0n,
      now: Number(blockTime) * 1000,
    });
    expect(verified.signer).toBe(alice.address);

    expect(await read('allowance', [alice.address, spender])).toBe(0n);
    const call = buildPermitCall({ typedData, signature });
    expect(call.to).toBe(token);
    const result = await run(bob.address, call.to, call.data);
    expect(result).toMatchObject({ ok: true, revertReason: undefined });
    expect(await read('allowance', [alice.address, spender])).toBe(500_000_000n);
    expect(await read('nonces', [alice.address])).toBe(1n);
  });

  test('execute: the spender moves tokens with the permitted allowance', async () => {
    const { token, run, read } = await deployToken();
    const typedData = buildPermitTypedData(permitFields(token));
    const signature = await signPermit({ signer: alice, typedData });
    await run(bob.address, token, buildPermitCall({ typedData, signature }).data);
    const transferFrom = encodeFunctionData({
      abi: compiled.abi,
      functionName: 'transferFrom',
      args: [alice.address, recipient, 200_000_000n],
    });
    expect((await run(spender, token, transferFrom)).ok).toBe(true);
    expect(await read('balanceOf', [recipient])).toBe(200_000_000n);
    expect(await read('allowance', [alice.address, spender])).toBe(300_000_000n);
  });

  test('execute: a replayed permit reverts, and the verifier flags its stale nonce', async () => {
    const { token, run, read } = await deployToken();
    const typedData = buildPermitTypedData(permitFields(token));
    const signature = await signPermit({ signer: alice, typedData });
    const { data } = buildPermitCall({ typedData, signature });
    expect((await run(bob.address, token, data)).ok).toBe(true);
    expect(await run(bob.address, token, data)).toMatchObject({ ok: false, revertReason: 'INVALID_SIGNER' });
    const currentNonce = (await read('nonces', [alice.address])) as bigint;
    await expect(
      verifyPermit({ typedData, signature, chainId, nonce: currentNonce, now: Number(blockTime) * 1000 }),
    ).rejects.toThrow(NonceMismatchError);
  });

  test('execute: the token and the verifier agree on the deadline boundary', async () => {
    const { token, run, read } = await deployToken();
    const typedData = buildPermitTypedData(permitFields(token));
    const signature = await signPermit({ signer: alice, typedData });
    const { data } = buildPermitCall({ typedData, signature });

    const afterDeadline = deadline + 1n;
    expect(await run(bob.address, token, data, afterDeadline)).toMatchObject({
      ok: false,
      revertReason: 'PERMIT_EXPIRED',
    });
    await expect(
      verifyPermit({ typedData, signature, chainId, now: Number(afterDeadline) * 1000 }),
    ).rejects.toThrow(SignatureExpiredError);

    await expect(
      verifyPermit({ typedData, signature, chainId, now: Number(deadline) * 1000 + 999 }),
    ).resolves.toMatchObject({ valid: true });
    expect((await run(bob.address, token, data, deadline)).ok).toBe(true);
    expect(await read('allowance', [alice.address, spender])).toBe(500_000_000n);
  });

  test('execute: a permit signed for another chain reverts, and the verifier rejects its chain', async () => {
    const { token, run, read } = await deployToken();
    const typedData = buildPermitTypedData(permitFields(token, { chainId: 8453 }));
    const signature = await signPermit({ signer: alice, typedData });
    const result = await run(bob.address, token, buildPermitCall({ typedData, signature }).data);
    expect(result).toMatchObject({ ok: false, revertReason: 'INVALID_SIGNER' });
    expect(await read('allowance', [alice.address, spender])).toBe(0n);
    await expect(
      verifyPermit({ typedData, signature, chainId, now: Number(blockTime) * 1000 }),
    ).rejects.toThrow(ChainMismatchError);
  });

  test('execute: a permit signed by another key reverts, and the verifier rejects the signer', async () => {
    const { token, run, read } = await deployToken();
    const typedData = buildPermitTypedData(permitFields(token));
    const signature = await signPermit({ signer: bob, typedData });
    const result = await run(bob.address, token, buildPermitCall({ typedData, signature }).data);
    expect(result).toMatchObject({ ok: false, revertReason: 'INVALID_SIGNER' });
    expect(await read('allowance', [alice.address, spender])).toBe(0n);
    await expect(
      verifyPermit({ typedData, signature, chainId, now: Number(blockTime) * 1000 }),
    ).rejects.toThrow(InvalidSignatureError);
  });

  test('execute: the approve transaction of the helper sets the allowance when the holder sends it', async () => {
    const { token, run, read } = await deployToken();
    const transaction = buildApproveTransaction({ chainId, token, spender, amount: 'max' });
    expect((await run(alice.address, transaction.to, transaction.data)).ok).toBe(true);
    expect(await read('allowance', [alice.address, spender])).toBe(2n ** 256n - 1n);
  });
});
