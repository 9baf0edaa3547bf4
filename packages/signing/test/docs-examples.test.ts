import { readFileSync } from 'node:fs';
import type { Hex } from 'viem';
import { describe, expect, test } from 'vitest';
import {
  parseApproveTransaction,
  verifyEscrowCreation,
  verifyPermit,
  verifyProofDenial,
  verifyProofSubmission,
  verifyProofVerification,
  verifySplitApproval,
  verifySplitDenial,
  verifySponsoredSend,
  verifyTopUpWithdrawal,
} from '../src/index.js';
import { now } from './fixtures/keys.js';

const markdown = readFileSync(new URL('../../../docs/signing.md', import.meta.url), 'utf8');
const blocks = [...markdown.matchAll(/```json\n([\s\S]*?)```/g)].map(
  (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
);

type Verify = (parameters: { typedData: unknown; signature: Hex; chainId: number; now: number }) => Promise<{
  signer: string;
}>;

const verifiers: Record<string, Verify> = {
  Permit: verifyPermit,
  SplitApproval: verifySplitApproval,
  SplitDenial: verifySplitDenial,
  EscrowCreation: verifyEscrowCreation,
  ProofSubmission: verifyProofSubmission,
  ProofVerification: verifyProofVerification,
  ProofDenial: verifyProofDenial,
};

function chainOf(typedData: unknown): number {
  return Number((typedData as { domain: { chainId: number } }).domain.chainId);
}

describe('docs/signing.md', () => {
  test('examples: every signed typed-data example verifies for its signer', async () => {
    const signed = blocks.filter((block) => 'typedData' in block && 'signature' in block);
    expect(signed.map((block) => (block.typedData as { primaryType: string }).primaryType)).toEqual(
      Object.keys(verifiers),
    );
    for (const { typedData, signature } of signed) {
      const primaryType = (typedData as { primaryType: string }).primaryType;
      const verify = verifiers[primaryType];
      if (!verify) throw new Error(`no verifier for ${primaryType}`);
      const result = await verify({
        typedData,
        signature: signature as Hex,
        chainId: chainOf(typedData),
        now,
      });
      expect(result.signer, primaryType).toMatch(/^0x[0-9a-fA-F]{40}$/);
    }
  });

  test('examples: the sponsored payloads verify with the signature of the following request body', async () => {
    const sendIndex = blocks.findIndex((block) => 'prepareId' in block && 'typedData' in block);
    const sendBody = blocks[sendIndex + 1] ?? {};
    const payload = blocks[sendIndex];
    await expect(
      verifySponsoredSend({
        payload,
        signature: sendBody.userSignature as Hex,
        chainId: chainOf(payload?.typedData),
        now,
      }),
    ).resolves.toMatchObject({ valid: true });
    expect(sendBody).toMatchObject({ prepareId: payload?.prepareId, attestation: payload?.attestation });

    const topUpIndex = blocks.findIndex(
      (block) => 'signerAddress' in block && 'typedData' in block && !('prepareId' in block),
    );
    const topUp = blocks[topUpIndex];
    const topUpBody = blocks[topUpIndex + 1] ?? {};
    await expect(
      verifyTopUpWithdrawal({
        payload: topUp,
        signature: topUpBody.userSignature as Hex,
        chainId: chainOf(topUp?.typedData),
        now,
      }),
    ).resolves.toMatchObject({ valid: true });
  });

  test('examples: the approve transaction example decodes as an approve', () => {
    const approve = blocks.find((block) => 'data' in block && block.value === '0');
    expect(parseApproveTransaction(approve)).toMatchObject({ chainId: 1, amount: 250_000_000n });
  });
});
