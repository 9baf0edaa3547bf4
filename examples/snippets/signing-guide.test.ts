/**
 * Runs the blocks of docs/signing.md on the guide's own JSON examples (signed by the first
 * secp256k1 test key), with a wallet client over an EIP-1193 provider that holds that key, and
 * checks each signature against the example's.
 */
import { readFileSync } from 'node:fs';
import {
  type EIP1193Provider,
  type Hex,
  parseTransaction,
  recoverTransactionAddress,
  type TypedDataDefinition,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, test } from 'vitest';
import { approve, checkSend, otc, permit, signers, sponsoredSend, topUp } from './signing-guide.js';

/** The first secp256k1 scalar: a publicly known test key that signed the guide's examples. */
const KEY = '0x0000000000000000000000000000000000000000000000000000000000000001';
const account = privateKeyToAccount(KEY);
/** The guide's clock: 2026-01-01T00:00:00Z, fifteen minutes before its examples expire. */
const NOW = 1_767_225_600_000;
const clock = { now: () => NOW };

const markdown = readFileSync(new URL('../../docs/signing.md', import.meta.url), 'utf8');
const examples = [...markdown.matchAll(/```json\n([\s\S]*?)```/g)].map(
  (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
);
const byPrimaryType = (primaryType: string) => {
  const found = examples.find(
    (example) => (example.typedData as { primaryType?: string } | undefined)?.primaryType === primaryType,
  );
  if (!found) throw new Error(`docs/signing.md has no ${primaryType} example`);
  return found as { typedData: TypedDataDefinition & { message: Record<string, unknown> }; signature?: Hex };
};

/** Typed data as JSON (integers as decimal strings) with its integers as bigints again. */
function withBigints(typedData: TypedDataDefinition): TypedDataDefinition {
  const types = typedData.types as Record<string, readonly { name: string; type: string }[]>;
  const convert = (type: string, value: unknown): unknown => {
    if (/^u?int\d*$/.test(type)) return BigInt(value as string);
    const fields = types[type];
    if (!fields) return value;
    const record = value as Record<string, unknown>;
    return Object.fromEntries(fields.map((field) => [field.name, convert(field.type, record[field.name])]));
  };
  const domain = { ...typedData.domain, chainId: Number(typedData.domain?.chainId) };
  return {
    ...typedData,
    domain,
    message: convert(typedData.primaryType, typedData.message),
  } as TypedDataDefinition;
}

/** A wallet's provider that holds the test key, on the chain `wallet.chainId` names. */
const sent: Hex[] = [];
const wallet = { chainId: 8453 };
const ethereum = {
  request: async ({ method, params }: { method: string; params?: unknown[] }) => {
    switch (method) {
      case 'eth_requestAccounts':
      case 'eth_accounts':
        return [account.address];
      case 'eth_chainId':
        return `0x${wallet.chainId.toString(16)}`;
      case 'eth_signTypedData_v4':
        return account.signTypedData(withBigints(JSON.parse(params?.[1] as string) as TypedDataDefinition));
      case 'eth_call':
        return `0x${'0'.repeat(64)}`;
      case 'eth_sendTransaction': {
        const hash = `0x${'ab'.repeat(32)}` as Hex;
        sent.push(hash);
        return hash;
      }
      default:
        throw new Error(`The test wallet does not answer ${method}`);
    }
  },
  on: () => undefined,
  removeListener: () => undefined,
} as unknown as EIP1193Provider;

describe('docs/signing.md', () => {
  test('signers: a local account and a wallet client give the example signature', async () => {
    const { typedData, signature } = byPrimaryType('SplitApproval');
    const result = await signers(KEY, typedData, ethereum);
    expect(result).toEqual({ signature, fromWallet: signature });
  });

  test('tryVerify: the example send verifies, a signature by another key is refused', async () => {
    const payload = byPrimaryType('SponsoredSend') as never;
    const good = await account.signTypedData(withBigints(byPrimaryType('SponsoredSend').typedData));
    expect(await checkSend(payload, good, clock)).toEqual({ status: 200, signer: account.address });
    const other = await privateKeyToAccount(`0x${'0'.repeat(63)}2`).signTypedData(
      withBigints(byPrimaryType('SponsoredSend').typedData),
    );
    expect(await checkSend(payload, other, clock)).toEqual({ status: 400, reason: 'signer-mismatch' });
  });

  test('permit: signed with the on-chain nonce, checked, and made into a call', async () => {
    const call = await permit(account, ethereum, NOW);
    expect(call).toMatchObject({
      to: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
      value: '0',
      chainId: 8453,
    });
  });

  test('approve: sent by the wallet, or signed by the account', async () => {
    const usdt = '0xdAC17F958D2ee523a2206206994597C13D831ec7';
    const spender = '0x08c59e30d9fafd50f31109d380b43ba1ac48c557';
    wallet.chainId = 1;
    const { hash, raw } = await approve(account, ethereum, usdt, spender).finally(() => {
      wallet.chainId = 8453;
    });
    expect(sent).toContain(hash);
    expect(parseTransaction(raw).to?.toLowerCase()).toBe(usdt.toLowerCase());
    expect(await recoverTransactionAddress({ serializedTransaction: raw as never })).toBe(account.address);
  });

  test('OTC: every signature of the guide is made and verified', async () => {
    const submission = byPrimaryType('ProofSubmission').typedData.message;
    const signed = await otc(
      account,
      ethereum,
      {
        split: byPrimaryType('SplitApproval').typedData,
        escrow: byPrimaryType('EscrowCreation').typedData,
        proofSubmission: {
          otcRequestId: submission.otcRequestId as string,
          expiresAtMs: Number(submission.expiresAtMs),
        },
        proofVerification: byPrimaryType('ProofVerification').typedData,
        proofDenial: byPrimaryType('ProofDenial').typedData,
      },
      NOW,
    );
    expect(signed[0]).toBe(byPrimaryType('SplitApproval').signature);
    expect(signed[1]).toBe(account.address);
    expect(signed).toContain(byPrimaryType('EscrowCreation').signature);
    expect(signed).toContain(byPrimaryType('ProofDenial').signature);
  });

  test('sponsored send and top-up: signed by the wallet, checked with the next nonce', async () => {
    const send = byPrimaryType('SponsoredSend');
    const typedData = await sponsoredSend(
      { data: send as never },
      ethereum,
      account.address,
      BigInt(send.typedData.message.nonce as string),
      clock,
    );
    expect(typedData.primaryType).toBe('SponsoredSend');
    const withdrawal = byPrimaryType('TopUpWithdrawal');
    const signature = await topUp(
      { data: withdrawal as never },
      account,
      BigInt(withdrawal.typedData.message.nonce as string),
      NOW,
    );
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/);
  });
});
