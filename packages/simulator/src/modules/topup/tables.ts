/**
 * The tables of the topup module. Only this module writes them; other modules read them or call
 * the functions its index exports.
 */
import { Table } from '../../kernel/table.js';
import { defineTables, type TablesOf } from '../../platform/database.js';
import type { TopupWithdrawalRow } from '../../platform/rows.js';

/** The tables of the topup module, by name. */
export const topupTables = defineTables({
  topupWithdrawals: () =>
    new Table<TopupWithdrawalRow>({
      name: 'topupWithdrawals',
      key: (row) => row.id,
    }),
});

/** The topup module's tables as the store holds them. */
export type TopupTables = TablesOf<typeof topupTables>;

declare module '../../platform/database.js' {
  // biome-ignore lint/suspicious/noEmptyInterface: merges this module's tables into the store
  interface Tables extends TopupTables {}
}
