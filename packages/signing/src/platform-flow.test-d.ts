import type { Address, Hex } from 'viem';
import { describe, expectTypeOf, test } from 'vitest';
import type { SplitApprovalTypedData } from './otc/split-approval.js';
import { signSplitApproval, verifySplitApproval } from './otc/split-approval.js';
import { signSponsoredSend, verifySponsoredSend } from './sponsored/native-send.js';
import { tryVerify, type VerifyFailure } from './verification.js';

declare const account: Parameters<typeof signSplitApproval>[0]['signer'];
declare const typedData: SplitApprovalTypedData;
declare const signature: Hex;

describe('platform flow types', () => {
  test('sign: takes typed data or fields, not both', () => {
    expectTypeOf(signSplitApproval).returns.resolves.toEqualTypeOf<Hex>();
    // @ts-expect-error typedData and fields exclude each other
    void signSplitApproval({ signer: account, typedData, fields: { chainId: 1 } });
    // @ts-expect-error a payload is required
    void signSplitApproval({ signer: account });
    void signSponsoredSend({ signer: account, payload: {} });
  });

  test('verify: resolves to a valid result with the typed payload', () => {
    expectTypeOf(verifySplitApproval).returns.resolves.toEqualTypeOf<{
      readonly valid: true;
      readonly signer: Address;
      readonly typedData: SplitApprovalTypedData;
    }>();
    expectTypeOf(verifySplitApproval).parameter(0).toHaveProperty('now').toEqualTypeOf<number | undefined>();
    // @ts-expect-error chainId is required
    void verifySplitApproval({ typedData, signature });
  });

  test('tryVerify: narrows on valid', async () => {
    const outcome = await tryVerify(verifySponsoredSend, { payload: {}, signature, chainId: 8453 });
    if (outcome.valid) expectTypeOf(outcome.typedData.message.amount).toEqualTypeOf<bigint>();
    else expectTypeOf(outcome).toEqualTypeOf<VerifyFailure>();
  });
});
