/**
 * Runs the blocks of docs/signing.md on the guide's own JSON examples (signed by the first
 * secp256k1 test key), with a wallet client over an EIP-1193 provider that holds that key, and
 * checks each signature against the example's.
 */
import { readFileSync } from 'node:fs';
import { parseTransaction, recoverTransactionAddress } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, test } from 'vitest';
import {
  account,
  byPrimaryType,
  clock,
  examples,
  KEY,
  NOW,
  otcPayloads,
  SPENDER,
  testWallet,
  USDT,
  withBigints,
} from './signing-guide.inputs.js';
import { approve, checkSend, otc, permit, signers, sponsoredSend, topUp } from './signing-guide.js';

const markdown = readFileSync(new URL('../../docs/signing.md', import.meta.url), 'utf8');
const { ethereum } = testWallet();

describe('docs/signing.md', () => {
  test("the guide's JSON blocks are the examples its Run buttons and these tests use", () => {
    const blocks = [...markdown.matchAll(/```json\n([\s\S]*?)```/g)].map((match) =>
      JSON.parse(match[1] ?? ''),
    );
    expect(blocks).toEqual(examples);
  });

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
    const onEthereum = testWallet(1);
    const { hash, raw } = await approve(account, onEthereum.ethereum, USDT, SPENDER);
    expect(onEthereum.sent).toContain(hash);
    expect(parseTransaction(raw).to?.toLowerCase()).toBe(USDT.toLowerCase());
    expect(await recoverTransactionAddress({ serializedTransaction: raw as never })).toBe(account.address);
  });

  test('OTC: every signature of the guide is made and verified', async () => {
    const signed = await otc(account, ethereum, otcPayloads(), NOW);
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
