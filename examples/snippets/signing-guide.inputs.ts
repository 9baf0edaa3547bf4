/**
 * What the functions of signing-guide.ts take, as the page at that point of docs/signing.md has
 * it: the guide's JSON examples (signing-guide.examples.json, the blocks of the guide), the key
 * that signed them, a wallet's EIP-1193 provider holding that key, and the guide's clock. The
 * documentation site calls each function with these when its Run button is pressed; the test
 * beside it uses the same.
 */
import type { EIP1193Provider, Hex, TypedDataDefinition } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import guideExamples from './signing-guide.examples.json' with { type: 'json' };

/** The first secp256k1 scalar: a publicly known test key that signed the guide's examples. */
export const KEY = '0x0000000000000000000000000000000000000000000000000000000000000001';
export const account = privateKeyToAccount(KEY);
/** The guide's clock: 2026-01-01T00:00:00Z, fifteen minutes before its examples expire. */
export const NOW = 1_767_225_600_000;
export const clock = { now: () => NOW };

/** The JSON examples of docs/signing.md, in the guide's order. */
export const examples: readonly Record<string, unknown>[] = guideExamples;

type Example = { typedData: TypedDataDefinition & { message: Record<string, unknown> }; signature?: Hex };

/** The guide's example of typed data of `primaryType`, with its signature. */
export function byPrimaryType(primaryType: string): Example {
  const found = examples.find(
    (example) => (example.typedData as { primaryType?: string } | undefined)?.primaryType === primaryType,
  );
  if (!found) throw new Error(`docs/signing.md has no ${primaryType} example`);
  return found as Example;
}

/** Typed data as JSON (integers as decimal strings) with its integers as bigints again. */
export function withBigints(typedData: TypedDataDefinition): TypedDataDefinition {
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

/** A wallet's provider that holds the test key, on chain `chainId`; `sent` keeps what it sent. */
export function testWallet(chainId = 8453): { ethereum: EIP1193Provider; sent: Hex[] } {
  const sent: Hex[] = [];
  const ethereum = {
    request: async ({ method, params }: { method: string; params?: unknown[] }) => {
      switch (method) {
        case 'eth_requestAccounts':
        case 'eth_accounts':
          return [account.address];
        case 'eth_chainId':
          return `0x${chainId.toString(16)}`;
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
  return { ethereum, sent };
}

/** The received OTC payloads of the guide, as `otc` takes them. */
export function otcPayloads() {
  const submission = byPrimaryType('ProofSubmission').typedData.message;
  return {
    split: byPrimaryType('SplitApproval').typedData,
    escrow: byPrimaryType('EscrowCreation').typedData,
    proofSubmission: {
      otcRequestId: submission.otcRequestId as string,
      expiresAtMs: Number(submission.expiresAtMs),
    },
    proofVerification: byPrimaryType('ProofVerification').typedData,
    proofDenial: byPrimaryType('ProofDenial').typedData,
  };
}

/** USDT on Ethereum, and the spender of the guide's approve example. */
export const USDT = '0xdAC17F958D2ee523a2206206994597C13D831ec7';
export const SPENDER = '0x08c59e30d9fafd50f31109d380b43ba1ac48c557';

/** The arguments of each function of signing-guide.ts. */
export const inputs = {
  signers: () => [KEY, byPrimaryType('SplitApproval').typedData, testWallet().ethereum],
  checkSend: async () => [
    byPrimaryType('SponsoredSend'),
    await account.signTypedData(withBigints(byPrimaryType('SponsoredSend').typedData)),
    clock,
  ],
  permit: () => [account, testWallet().ethereum, NOW],
  approve: () => [account, testWallet(1).ethereum, USDT, SPENDER],
  otc: () => [account, testWallet().ethereum, otcPayloads(), NOW],
  sponsoredSend: () => {
    const send = byPrimaryType('SponsoredSend');
    return [
      { data: send },
      testWallet().ethereum,
      account.address,
      BigInt(send.typedData.message.nonce as string),
      clock,
    ];
  },
  topUp: () => {
    const withdrawal = byPrimaryType('TopUpWithdrawal');
    return [{ data: withdrawal }, account, BigInt(withdrawal.typedData.message.nonce as string), NOW];
  },
};
