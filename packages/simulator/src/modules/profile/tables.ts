/**
 * The tables of the profile module. Only this module writes them; other modules read them or call
 * the functions its index exports.
 */
import { Table } from '../../kernel/table.js';
import { defineTables, type TablesOf } from '../../platform/database.js';
import type { BankAccountRow } from '../../platform/rows.js';

/** The tables of the profile module, by name. */
export const profileTables = defineTables({
  bankAccounts: () =>
    new Table<BankAccountRow, 'byProfile' | 'byTeam'>({
      name: 'bankAccounts',
      key: (row) => row.id,
      indexes: { byProfile: (row) => row.profileId, byTeam: (row) => row.teamId },
    }),
});

/** The profile module's tables as the store holds them. */
export type ProfileTables = TablesOf<typeof profileTables>;

declare module '../../platform/database.js' {
  // biome-ignore lint/suspicious/noEmptyInterface: merges this module's tables into the store
  interface Tables extends ProfileTables {}
}
