/**
 * The one writer of the transactions table: every module that records or changes a transaction (payment requests, sends, OTC, top-up, ramp, the chain) goes through these.
 */
import type { Store } from '../../platform/database.js';
import type { TransactionRow } from './tables.js';

/**
 * Records a new transaction.
 *
 * @example
 * ```ts
 * recordTransaction(store, row);
 * ```
 */
export function recordTransaction(store: Store, row: TransactionRow): TransactionRow {
  return store.transactions.insert(row);
}

/** Replaces a transaction with a patched copy; throws when it is absent. */
export function updateTransaction(
  store: Store,
  key: string,
  patch: Partial<TransactionRow> | ((row: TransactionRow) => TransactionRow),
): TransactionRow {
  return store.transactions.update(key, patch);
}
