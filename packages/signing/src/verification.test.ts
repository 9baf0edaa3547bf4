import { describe, expect, test } from 'vitest';
import { alice, now } from '../test/fixtures/keys.js';
import { InvalidPayloadError } from './errors.js';
import { buildSplitApprovalTypedData, signSplitApproval, verifySplitApproval } from './otc/split-approval.js';
import { tryVerify } from './verification.js';

const typedData = buildSplitApprovalTypedData({
  chainId: 8453,
  otcRequestId: 'otc_01HZX3',
  splitIndex: 0,
  userWalletAddress: alice.address,
  expiresAtMs: now,
});

describe('verification', () => {
  test('tryVerify: rethrows errors that are not signing errors', async () => {
    const broken = async () => {
      throw new TypeError('bug');
    };
    await expect(tryVerify(broken, {})).rejects.toThrow(TypeError);
  });

  test('tryVerify: keeps the thrown error beside the reason', async () => {
    const outcome = await tryVerify(verifySplitApproval, {
      typedData,
      signature: '0x12',
      chainId: 8453,
      now,
    });
    expect(outcome.valid).toBe(false);
    if (!outcome.valid) {
      expect(outcome.reason).toBe('malformed-signature');
      expect(outcome.error.name).toBe('MalformedSignatureError');
    }
  });

  test('verify: accepts the recovery byte as 27/28 or as 0/1', async () => {
    const signature = await signSplitApproval({ signer: alice, typedData });
    const v = Number.parseInt(signature.slice(-2), 16);
    const compactV = `${signature.slice(0, -2)}${(v - 27).toString(16).padStart(2, '0')}` as const;
    await expect(
      verifySplitApproval({ typedData, signature: compactV as `0x${string}`, chainId: 8453, now }),
    ).resolves.toMatchObject({ signer: alice.address });
  });

  test('verify: a non-finite clock is refused', async () => {
    const signature = await signSplitApproval({ signer: alice, typedData });
    await expect(
      verifySplitApproval({ typedData, signature, chainId: 8453, now: Number.NaN }),
    ).rejects.toThrow(InvalidPayloadError);
  });

  test('verify: checks run chain, domain, expiry, then signature', async () => {
    const expired = { typedData, signature: '0x12' as const, now: now + 1 };
    await expect(verifySplitApproval({ ...expired, chainId: 1 })).rejects.toMatchObject({
      reason: 'chain-mismatch',
    });
    await expect(verifySplitApproval({ ...expired, chainId: 8453 })).rejects.toMatchObject({
      reason: 'expired',
    });
  });
});
