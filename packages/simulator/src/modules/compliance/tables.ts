/**
 * The tables of the compliance module. Only this module writes them; other modules read them or call
 * the functions its index exports.
 */
import { Table } from '../../kernel/table.js';
import { defineTables, type TablesOf } from '../../platform/database.js';
import type { ComplianceCheckoutRow, ComplianceSettingsRow } from '../../platform/rows.js';

/** The tables of the compliance module, by name. */
export const complianceTables = defineTables({
  complianceCheckouts: () =>
    new Table<ComplianceCheckoutRow, 'byTeam'>({
      name: 'complianceCheckouts',
      key: (row) => row.id,
      indexes: { byTeam: (row) => row.teamId },
    }),
  complianceSettings: () =>
    new Table<ComplianceSettingsRow>({
      name: 'complianceSettings',
      key: (row) => row.id,
    }),
});

/** The compliance module's tables as the store holds them. */
export type ComplianceTables = TablesOf<typeof complianceTables>;

declare module '../../platform/database.js' {
  // biome-ignore lint/suspicious/noEmptyInterface: merges this module's tables into the store
  interface Tables extends ComplianceTables {}
}
