/**
 * The tables of the core-requests module. Only this module writes them; other modules read them or call
 * the functions its index exports.
 */
import { Table } from '../../kernel/table.js';
import { defineTables, type TablesOf } from '../../platform/database.js';
import type { PaymentRequestRow } from '../../platform/rows.js';

/** The tables of the core-requests module, by name. */
export const coreRequestsTables = defineTables({
  paymentRequests: () =>
    new Table<PaymentRequestRow, 'byMakerTeam' | 'byPayerTeam' | 'byCustomId'>({
      name: 'paymentRequests',
      key: (row) => row.id,
      indexes: {
        byMakerTeam: (row) => row.makerTeamId,
        byPayerTeam: (row) => row.payerTeamId,
        byCustomId: (row) => row.customId,
      },
    }),
});

/** The core-requests module's tables as the store holds them. */
export type CoreRequestsTables = TablesOf<typeof coreRequestsTables>;

declare module '../../platform/database.js' {
  // biome-ignore lint/suspicious/noEmptyInterface: merges this module's tables into the store
  interface Tables extends CoreRequestsTables {}
}
