/**
 * What the wallet routes share: the teams and profiles a key may name, chains and tokens by the
 * forms the routes accept, amounts in base units, and the wallet record view.
 */

import { fail } from '../../kernel/fail.js';
import type { Store } from '../../platform/database.js';
import { toBaseUnits } from '../chain/index.js';
import type { ChainRow, TokenDeploymentRow } from '../reference/index.js';
import { findChain, NATIVE_TOKEN_ADDRESS } from '../reference/index.js';
import {
  type Caller,
  canRead,
  canWrite,
  ownerInTeam,
  type ProfileRow,
  type TeamRow,
  teamOwner,
} from '../tenancy/index.js';
import type { WalletRow } from './tables.js';

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** The addresses that stand for a chain's native coin (the contract's `NATIVE_TOKEN_ADDRESSES`). */
const NATIVE_PLACEHOLDERS: readonly string[] = [
  NATIVE_TOKEN_ADDRESS,
  '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
];

/** Whether a string is an EVM address. */
export const isEvmAddress = (value: string): boolean => EVM_ADDRESS.test(value);

/** The team `teamId` names when the caller may see its wallets (the ownership rule), else undefined. */
export function teamOfWallets(store: Store, caller: Caller, teamId: string): TeamRow | undefined {
  const team = store.teams.get(teamId);
  return team && canRead(caller, 'wallet', teamOwner(team)) ? team : undefined;
}

/**
 * The team `teamId` names, when the key may see it: a team of the key's app, and the key's own
 * team when the key is scoped to one.
 *
 * @throws SimulatorError 404 `TEAM_NOT_FOUND` otherwise.
 */
export function visibleTeam(store: Store, caller: Caller, teamId: string): TeamRow {
  const team = teamOfWallets(store, caller, teamId);
  if (!team) fail('TEAM_NOT_FOUND', `No team ${teamId} in this app.`);
  return team;
}

/** The profile `profileId` names, when the key may see it (same rule as {@link visibleTeam}). */
export function visibleProfile(store: Store, caller: Caller, profileId: string): ProfileRow | undefined {
  const profile = store.profiles.get(profileId);
  const owner = profile && ownerInTeam(store, profile.teamId, null);
  return profile && owner && canRead(caller, 'wallet', owner) ? profile : undefined;
}

/** Whether a wallet is the caller's own profile's (the ownership rule's `personalWallet`). */
export function isPersonalWallet(store: Store, caller: Caller, wallet: WalletRow): boolean {
  const owner = ownerInTeam(store, wallet.teamId, wallet.profileId);
  return owner !== undefined && canWrite(caller, 'personalWallet', owner);
}

/**
 * Whether the caller may move the funds of a wallet (the ownership rule's `walletFunds`): a
 * wallet of the caller's team that is a team wallet, the caller's own, or any for an admin.
 *
 * @example
 * ```ts
 * if (!canUseWallet(store, caller, wallet)) throw forbidden();
 * ```
 */
export function canUseWallet(store: Store, caller: Caller, wallet: WalletRow): boolean {
  const owner = ownerInTeam(store, wallet.teamId, wallet.profileId);
  return owner !== undefined && canWrite(caller, 'walletFunds', owner);
}

const BECH32_PREFIX = /^(?:bc1|tb1|bcrt1)/i;

/** Whether an address compares case-insensitively: EVM wallets, EVM-shaped addresses, bech32 BTC. */
const caseInsensitive = (walletType: WalletRow['walletType'], address: string): boolean =>
  walletType === 'EVM' || isEvmAddress(address) || (walletType === 'BTC' && BECH32_PREFIX.test(address));

/**
 * An address as the wallet routes store it: EVM and bech32 BTC addresses lowercase (their case
 * carries no meaning), other addresses as given.
 */
export function storedAddress(walletType: WalletRow['walletType'], address: string): string {
  const trimmed = address.trim();
  const folded = walletType === 'EVM' || (walletType === 'BTC' && BECH32_PREFIX.test(trimmed));
  return folded ? trimmed.toLowerCase() : trimmed;
}

/** Whether a wallet row holds an address (EVM and bech32 BTC addresses compare case-insensitively). */
export function sameAddress(wallet: WalletRow, address: string): boolean {
  const wanted = address.trim();
  return caseInsensitive(wallet.walletType, wanted)
    ? wallet.address.toLowerCase() === wanted.toLowerCase()
    : wallet.address === wanted;
}

/** The wallet of a team with this address. */
export function teamWallet(store: Store, teamId: string, address: string): WalletRow | undefined {
  return store.wallets.by('byTeam', teamId).find((wallet) => sameAddress(wallet, address));
}

/** A wallet record as the wallet routes answer it. */
export function walletRecord(wallet: WalletRow) {
  return {
    id: wallet.id,
    address: wallet.address,
    walletType: wallet.walletType,
    custody: wallet.custody,
    profileId: wallet.profileId,
    teamId: wallet.teamId,
    alias: wallet.alias,
    metadata: { ...wallet.metadata },
    isCompliance: wallet.isCompliance,
    createdAt: wallet.createdAt,
  };
}

/**
 * A simulated chain by numeric id (number or digits) or by slug.
 *
 * @throws SimulatorError 400 `WALLET_CHAIN_UNSUPPORTED` for any other chain.
 */
export function supportedChain(store: Store, chain: string | number): ChainRow {
  const text = String(chain).trim();
  const row = findChain(store, text);
  if (!row) fail('WALLET_CHAIN_UNSUPPORTED', `Chain ${text} is not supported.`);
  return row;
}

/**
 * The deployment of a token on a chain by contract address; either native-coin placeholder
 * (`0x000…0`, `0xeee…e`) names the chain's native coin.
 */
export function deploymentAt(store: Store, chain: ChainRow, address: string): TokenDeploymentRow | undefined {
  const given = address.trim().toLowerCase();
  const wanted = NATIVE_PLACEHOLDERS.includes(given) ? NATIVE_TOKEN_ADDRESS : given;
  return store.tokenDeployments
    .by('byChain', chain.id)
    .find((deployment) => deployment.address.toLowerCase() === wanted);
}

/**
 * An ERC-20 token of a chain by contract address.
 *
 * @throws SimulatorError 400 `WALLET_TOKEN_UNSUPPORTED` for the native coin or a token the chain
 * does not have.
 */
export function erc20At(store: Store, chain: ChainRow, address: string): TokenDeploymentRow {
  const deployment = deploymentAt(store, chain, address);
  if (deployment?.type !== 'erc20') {
    fail(
      'WALLET_TOKEN_UNSUPPORTED',
      `${address} is not an ERC-20 token of ${chain.slug}; the native coin has no allowance.`,
    );
  }
  return deployment;
}

/** The symbol of a token deployment. */
export function symbolOf(store: Store, deployment: TokenDeploymentRow): string {
  return store.tokens.get(deployment.tokenId)?.symbol ?? deployment.tokenId;
}

/**
 * Whole tokens (`'12.5'`, `12.5`) in base units.
 *
 * @throws SimulatorError 400 `WALLET_AMOUNT_INVALID` for more decimals than the token has.
 */
export function baseUnits(amount: string | number, decimals: number, field = 'amount'): bigint {
  try {
    return toBaseUnits(amount, decimals);
  } catch (error) {
    fail('WALLET_AMOUNT_INVALID', `${field}: ${(error as Error).message}.`);
  }
}
