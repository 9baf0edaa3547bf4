/**
 * The writers of the profile module's bank accounts, for the seeds.
 */
import type { Store } from '../../platform/database.js';
import type { BankAccountRow } from './tables.js';

/**
 * Adds a bank account row.
 *
 * @example
 * ```ts
 * insertBankAccount(store, row);
 * ```
 */
export function insertBankAccount(store: Store, row: BankAccountRow): BankAccountRow {
  return store.bankAccounts.insert(row);
}
