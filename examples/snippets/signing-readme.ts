// #region sign-and-verify
import { signSponsoredSend, verifySponsoredSend } from '@payments-platform/signing';
import type { Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

/** Signs the data of POST /channel/core/send/{id}/prepare-sponsored-tx, and checks it as the platform does. */
export async function signPrepared(privateKey: Hex, payload: unknown, now = Date.now()) {
  const signature = await signSponsoredSend({ signer: privateKeyToAccount(privateKey), payload });
  const { signer } = await verifySponsoredSend({ payload, signature, chainId: 84532, now });
  return { signature, signer }; // signer: the wallet's address
}
// #endregion sign-and-verify
