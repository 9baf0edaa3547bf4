import { Wallet } from 'ethers';
import {
  createWalletClient,
  custom,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  hexToNumber,
  maxUint256,
  numberToHex,
  parseTransaction,
  serializeTransaction,
} from 'viem';
import { describe, expect, test } from 'vitest';
import { alice, alicePrivateKey, bob } from '../../test/fixtures/keys.js';
import { contracts } from '../contracts.js';
import {
  ChainMismatchError,
  InvalidPayloadError,
  InvalidSignatureError,
  MalformedSignatureError,
  SignerAccountMissingError,
} from '../errors.js';
import { tryVerify } from '../verification.js';
import {
  buildApproveTransaction,
  parseApproveTransaction,
  sendApproveTransaction,
  signApproveTransaction,
  verifyApproveTransaction,
} from './approve.js';

const usdt = '0xdAC17F958D2ee523a2206206994597C13D831ec7';
const spender = contracts[1].otcEscrowFactory;
const gas = { nonce: 7, gas: 60_000n, maxFeePerGas: 30_000_000_000n, maxPriorityFeePerGas: 1_000_000_000n };
const transaction = buildApproveTransaction({ chainId: 1, token: usdt, spender, amount: 250_000_000n });

type Request = { method: string; params?: unknown };

/** A JSON-RPC wallet on `chainId` that signs and "sends" with ethers, recording every request. */
function jsonRpcWallet(chainId: number) {
  const wallet = new Wallet(alicePrivateKey);
  const requests: Request[] = [];
  const client = createWalletClient({
    transport: custom({
      async request({ method, params }: Request) {
        requests.push({ method, params });
        if (method === 'eth_chainId') return numberToHex(chainId);
        const [request] = params as [Record<string, Hex>];
        if (method === 'eth_signTransaction') {
          return wallet.signTransaction({
            type: 2,
            chainId: hexToNumber(request.chainId ?? '0x0'),
            to: request.to ?? null,
            data: request.data ?? '0x',
            value: request.value ?? '0x0',
            nonce: hexToNumber(request.nonce ?? '0x0'),
            gasLimit: request.gas ?? '0x0',
            maxFeePerGas: request.maxFeePerGas ?? '0x0',
            maxPriorityFeePerGas: request.maxPriorityFeePerGas ?? '0x0',
          });
        }
        if (method === 'eth_sendTransaction') return `0x${'ab'.repeat(32)}`;
        throw new Error(`unexpected ${method}`);
      },
    }),
  });
  return { client, requests };
}

describe('approve', () => {
  test('build: encodes approve(spender, amount) with value "0" for the chain', () => {
    expect(transaction).toEqual({
      to: usdt,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, 250_000_000n] }),
      value: '0',
      chainId: 1,
    });
    const unlimited = buildApproveTransaction({ chainId: 1, token: usdt, spender, amount: 'max' });
    expect(parseApproveTransaction(unlimited).amount).toBe(maxUint256);
  });

  test('parse: reads the unsigned transaction the allowance route returns', () => {
    const fromApi = JSON.parse(JSON.stringify({ ...transaction, to: usdt.toLowerCase() }));
    expect(parseApproveTransaction(fromApi)).toEqual({ ...transaction, spender, amount: 250_000_000n });
  });

  test('parse: rejects a non-approve call, a non-zero value and a missing chain id', () => {
    const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [bob.address, 1n] });
    expect(() => parseApproveTransaction({ ...transaction, data: transfer })).toThrow(InvalidPayloadError);
    expect(() => parseApproveTransaction({ ...transaction, data: '0xdeadbeef' })).toThrow(
      InvalidPayloadError,
    );
    expect(() => parseApproveTransaction({ ...transaction, value: '1' })).toThrow(InvalidPayloadError);
    const { chainId: _, ...withoutChain } = transaction;
    expect(() => parseApproveTransaction(withoutChain)).toThrow(InvalidPayloadError);
  });

  test('sign: a local account signs an EIP-1559 approve that verifies', async () => {
    const raw = await signApproveTransaction({ signer: alice, transaction, ...gas });
    expect(parseTransaction(raw)).toMatchObject({
      type: 'eip1559',
      chainId: 1,
      to: usdt.toLowerCase(),
      data: transaction.data,
      nonce: 7,
      gas: 60_000n,
    });
    const result = await verifyApproveTransaction({
      serializedTransaction: raw,
      chainId: 1,
      expectedSigner: alice.address,
      transaction,
    });
    expect(result).toEqual({
      valid: true,
      signer: alice.address,
      transaction: { ...transaction, spender, amount: 250_000_000n },
    });
  });

  test('sign: a wallet client with a hoisted account and a JSON-RPC wallet sign the same bytes', async () => {
    const local = await signApproveTransaction({ signer: alice, transaction, ...gas });
    const hoisted = createWalletClient({
      account: alice,
      transport: custom({
        request: async ({ method }: Request) => (method === 'eth_chainId' ? '0x1' : null),
      }),
    });
    expect(await signApproveTransaction({ signer: hoisted, transaction, ...gas })).toBe(local);
    const { client, requests } = jsonRpcWallet(1);
    expect(
      await signApproveTransaction({ signer: client, account: alice.address, transaction, ...gas }),
    ).toBe(local);
    expect(requests.map((request) => request.method)).toEqual(['eth_chainId', 'eth_signTransaction']);
  });

  test('sign: refuses when the wallet is on another chain, or has no account', async () => {
    const { client } = jsonRpcWallet(137);
    await expect(
      signApproveTransaction({ signer: client, account: alice.address, transaction, ...gas }),
    ).rejects.toThrow(ChainMismatchError);
    await expect(signApproveTransaction({ signer: client, transaction, ...gas })).rejects.toThrow(
      SignerAccountMissingError,
    );
  });

  test('send: sends through the wallet after checking its chain', async () => {
    const { client, requests } = jsonRpcWallet(1);
    const hash = await sendApproveTransaction({ walletClient: client, account: alice.address, transaction });
    expect(hash).toBe(`0x${'ab'.repeat(32)}`);
    const sent = requests.find((request) => request.method === 'eth_sendTransaction');
    expect(sent?.params).toEqual([
      expect.objectContaining({ from: alice.address, to: usdt, data: transaction.data, value: '0x0' }),
    ]);
    const other = jsonRpcWallet(8453);
    await expect(
      sendApproveTransaction({ walletClient: other.client, account: alice.address, transaction }),
    ).rejects.toThrow(ChainMismatchError);
    expect(other.requests.map((request) => request.method)).toEqual(['eth_chainId']);
  });

  test('verify: rejects a wrong chain id', async () => {
    const raw = await signApproveTransaction({ signer: alice, transaction, ...gas });
    await expect(
      verifyApproveTransaction({ serializedTransaction: raw, chainId: 8453, expectedSigner: alice.address }),
    ).rejects.toMatchObject({ name: 'ChainMismatchError', expectedChainId: 8453, actualChainId: 1 });
  });

  test('verify: rejects a signature by another key', async () => {
    const raw = await signApproveTransaction({ signer: bob, transaction, ...gas });
    const error = await verifyApproveTransaction({
      serializedTransaction: raw,
      chainId: 1,
      expectedSigner: alice.address,
    }).catch((caught) => caught);
    expect(error).toBeInstanceOf(InvalidSignatureError);
    expect(error).toMatchObject({ recoveredSigner: bob.address });
  });

  test('verify: rejects an unsigned transaction, garbage and a non-approve call', async () => {
    const unsigned = serializeTransaction({
      ...gas,
      type: 'eip1559',
      chainId: 1,
      to: usdt,
      data: transaction.data,
    });
    await expect(
      verifyApproveTransaction({
        serializedTransaction: unsigned,
        chainId: 1,
        expectedSigner: alice.address,
      }),
    ).rejects.toThrow(MalformedSignatureError);
    await expect(
      verifyApproveTransaction({
        serializedTransaction: '0x02c0ffee',
        chainId: 1,
        expectedSigner: alice.address,
      }),
    ).rejects.toThrow(InvalidPayloadError);
    const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [bob.address, 1n] });
    const raw = await alice.signTransaction({
      ...gas,
      type: 'eip1559',
      chainId: 1,
      to: usdt,
      data: transfer,
    });
    await expect(
      verifyApproveTransaction({ serializedTransaction: raw, chainId: 1, expectedSigner: alice.address }),
    ).rejects.toMatchObject({ name: 'InvalidPayloadError', path: 'data' });
  });

  test('verify: rejects a signed approve that differs from the expected transaction', async () => {
    const raw = await signApproveTransaction({ signer: alice, transaction, ...gas });
    const expected = buildApproveTransaction({
      chainId: 1,
      token: usdt,
      spender: bob.address,
      amount: 250_000_000n,
    });
    const outcome = await tryVerify(verifyApproveTransaction, {
      serializedTransaction: raw,
      chainId: 1,
      expectedSigner: alice.address,
      transaction: expected,
    });
    expect(outcome).toMatchObject({ valid: false, reason: 'invalid-payload' });
  });
});
