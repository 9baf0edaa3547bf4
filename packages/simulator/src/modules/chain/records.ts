/**
 * The writers of the chain balances, for the seeds that fund addresses.
 */
import type { Store } from '../../platform/database.js';
import type { BalanceRow } from './tables.js';

/**
 * Adds a balance row.
 *
 * @example
 * ```ts
 * insertBalance(store, row);
 * ```
 */
export function insertBalance(store: Store, row: BalanceRow): BalanceRow {
  return store.balances.insert(row);
}

/** Adds or replaces a balance row. */
export function upsertBalance(store: Store, row: BalanceRow): BalanceRow {
  return store.balances.upsert(row);
}
