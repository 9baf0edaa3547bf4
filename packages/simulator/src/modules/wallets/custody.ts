/**
 * Who signs for a platform-custody wallet. The platform holds such a wallet through its custody
 * signer: it signs server-side when a session asks it to (the send routes, top-up withdraw,
 * off-ramps); otherwise the wallet's EIP-712 payloads (whose `signerAddress` stays the wallet, the
 * message's signer) are signed by its owner key, the custody signer, and the routes verify that
 * signature with the signing package like any other.
 * The simulator's custody signer key is fixed and published so a test can sign as the platform.
 */
import type { Caller } from '../tenancy/index.js';

/**
 * The simulator's platform custody signer: the key that signs for every platform-custody wallet
 * (its private key is `keccak256("payments-platform:platform-custody-signer")`).
 *
 * @example
 * ```ts
 * import { privateKeyToAccount } from 'viem/accounts';
 * import { PLATFORM_CUSTODY_SIGNER } from '@payments-platform/simulator';
 *
 * const platform = privateKeyToAccount(PLATFORM_CUSTODY_SIGNER.privateKey);
 * ```
 */
export const PLATFORM_CUSTODY_SIGNER = {
  address: '0xC4e7C281A4500e6a53E8E1b80457ECe7adc941DE',
  privateKey: '0x876ada866315783d65a2ec350b2602d996d95829a5afcbd71861023342ffc41a',
} as const;

/**
 * Whether the platform signs a money move of this wallet within the call: a platform-custody
 * wallet, and a valid session asking (a key and headers alone never have the platform sign).
 */
export function platformSignsFor(
  caller: Caller,
  wallet: { readonly custody: 'platform' | 'external' },
): boolean {
  return wallet.custody === 'platform' && caller.session !== null;
}

/**
 * Whether a verifier's failure is only that a platform-custody wallet's payload was signed by the
 * custody signer (the signing package's `InvalidSignatureError` with that recovered signer): every
 * other check of the verifier (format, chain, domain, nonce, expiry) has passed by then.
 */
export function signedByCustody(error: unknown, custody: 'platform' | 'external'): boolean {
  if (custody !== 'platform' || typeof error !== 'object' || error === null) return false;
  const { name, recoveredSigner } = error as { name?: unknown; recoveredSigner?: unknown };
  return (
    name === 'InvalidSignatureError' &&
    typeof recoveredSigner === 'string' &&
    recoveredSigner.toLowerCase() === PLATFORM_CUSTODY_SIGNER.address.toLowerCase()
  );
}
