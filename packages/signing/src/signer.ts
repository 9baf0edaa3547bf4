import type { Account, Address, Hex, LocalAccount, TypedDataDefinition, WalletClient } from 'viem';
import { SignerAccountMissingError } from './errors.js';

/**
 * What signs: a viem local account (private key, mnemonic or HD account, signs in process) or a
 * `WalletClient` (a browser wallet or any JSON-RPC signer, or a local account hoisted on it).
 *
 * @example
 * ```ts
 * import { type Signer } from '@payments-platform/signing';
 * import { privateKeyToAccount } from 'viem/accounts';
 *
 * const signer: Signer = privateKeyToAccount(
 *   '0x0000000000000000000000000000000000000000000000000000000000000001',
 * );
 * ```
 */
export type Signer = LocalAccount | WalletClientSigner;

/**
 * A viem `WalletClient`: a browser wallet or any JSON-RPC signer, or a local account hoisted on
 * the client.
 *
 * @example
 * ```ts
 * import { type WalletClientSigner } from '@payments-platform/signing';
 * import { createWalletClient, custom } from 'viem';
 *
 * const walletClient: WalletClientSigner = createWalletClient({ transport: custom(window.ethereum!) });
 * ```
 */
export type WalletClientSigner = WalletClient;

/**
 * The signer part of every `signX` call.
 *
 * @example
 * ```ts
 * import { type SignerParameters } from '@payments-platform/signing';
 * import { createWalletClient, custom } from 'viem';
 *
 * const walletClient = createWalletClient({ transport: custom(window.ethereum!) });
 * const [address] = await walletClient.requestAddresses();
 * const parameters: SignerParameters = { signer: walletClient, account: address! };
 * ```
 */
export interface SignerParameters {
  /** A local account, or a wallet client. */
  signer: Signer;
  /**
   * The account to sign with when `signer` is a wallet client that has no hoisted account.
   * Ignored for a local account.
   */
  account?: Account | Address | undefined;
}

/** Whether a signer is a local account rather than a wallet client. */
export function isLocalAccount(signer: Signer): signer is LocalAccount {
  return signer.type === 'local';
}

/** Resolves the account of a wallet client signer; a local account is its own account. */
export function signingAccountOf({ signer, account }: SignerParameters): Account | Address {
  if (isLocalAccount(signer)) return signer;
  const signingAccount = account ?? signer.account;
  if (!signingAccount) throw new SignerAccountMissingError();
  return signingAccount;
}

/** Signs EIP-712 typed data with a local account or a wallet client. */
export async function signTypedDataWith(
  parameters: SignerParameters,
  typedData: TypedDataDefinition,
): Promise<Hex> {
  const { signer } = parameters;
  if (isLocalAccount(signer)) return signer.signTypedData(typedData);
  return signer.signTypedData({ ...typedData, account: signingAccountOf(parameters) });
}
