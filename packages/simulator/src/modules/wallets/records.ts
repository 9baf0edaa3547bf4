/**
 * The writers of the wallets table, for the modules and seeds that create wallets (onboarding, the demo seed).
 */
import type { Store } from '../../platform/database.js';
import type { WalletRow } from './tables.js';

/**
 * Adds a wallet row.
 *
 * @example
 * ```ts
 * insertWallet(store, row);
 * ```
 */
export function insertWallet(store: Store, row: WalletRow): WalletRow {
  return store.wallets.insert(row);
}
