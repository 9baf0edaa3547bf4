/**
 * The tables of the kyc module. Only this module writes them; other modules read them or call
 * the functions its index exports.
 */
import { Table } from '../../kernel/table.js';
import { defineTables, type TablesOf } from '../../platform/database.js';
import type { VerificationRow } from '../../platform/rows.js';

/** The tables of the kyc module, by name. */
export const kycTables = defineTables({
  verifications: () =>
    new Table<VerificationRow, 'byUser' | 'byTeam' | 'byVerificationId'>({
      name: 'verifications',
      key: (row) => row.id,
      indexes: {
        byUser: (row) => (row.workflow === 'kyc' ? row.userId : null),
        byTeam: (row) => (row.workflow === 'kyb' ? row.teamId : null),
        byVerificationId: (row) => row.verificationId,
      },
    }),
});

/** The kyc module's tables as the store holds them. */
export type KycTables = TablesOf<typeof kycTables>;

declare module '../../platform/database.js' {
  // biome-ignore lint/suspicious/noEmptyInterface: merges this module's tables into the store
  interface Tables extends KycTables {}
}
