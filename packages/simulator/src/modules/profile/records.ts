/**
 * Adding a bank account of a profile, for the seeds.
 */
import type { Store } from '../../platform/database.js';
import type { BankAccountRow } from './tables.js';

/** A bank account to add to a profile (and its team). */
export type NewBankAccount = Omit<BankAccountRow, 'accountAlias' | 'createdAt' | 'updatedAt'> & {
  /** The account name when left out. */
  readonly accountAlias?: string;
};

/**
 * Adds a bank account at the instant `at`.
 *
 * @example
 * ```ts
 * addBankAccount(store, { id, profileId, teamId, accountName: 'Main', accountType: 'CHECKING', ... }, at);
 * ```
 */
export function addBankAccount(store: Store, input: NewBankAccount, at: string): BankAccountRow {
  return store.bankAccounts.insert({
    ...input,
    accountAlias: input.accountAlias ?? input.accountName,
    createdAt: at,
    updatedAt: at,
  });
}
