/**
 * Adding a wallet: the one way the modules and the seeds (onboarding, fixtures, the control
 * route) create wallets, with the module's defaults.
 */
import type { Store } from '../../platform/database.js';
import type { WalletRow } from './tables.js';

/** A wallet to add: of a profile, of a team, or of both. */
export interface NewWallet {
  readonly id: string;
  /** Stored lowercase. */
  readonly address: string;
  readonly custody: WalletRow['custody'];
  readonly profileId?: string | null;
  readonly teamId?: string | null;
  readonly alias?: string | null;
}

/**
 * Adds an EVM wallet at the instant `at`, without metadata, not a compliance wallet.
 *
 * @example
 * ```ts
 * addWallet(store, { id: ids.prefixed('wal'), address: ids.hex(20), custody: 'platform', profileId, teamId }, at);
 * ```
 */
export function addWallet(store: Store, input: NewWallet, at: string): WalletRow {
  return store.wallets.insert({
    id: input.id,
    address: input.address.toLowerCase(),
    walletType: 'EVM',
    custody: input.custody,
    profileId: input.profileId ?? null,
    teamId: input.teamId ?? null,
    alias: input.alias ?? null,
    metadata: {},
    isCompliance: false,
    createdAt: at,
  });
}
