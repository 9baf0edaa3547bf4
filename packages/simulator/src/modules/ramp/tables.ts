/**
 * The tables of the ramp module. Only this module writes them; other modules read them or call
 * the functions its index exports.
 */
import { Table } from '../../kernel/table.js';
import { defineTables, type TablesOf } from '../../platform/database.js';
import type { RampOrderRow } from '../../platform/rows.js';

/** The tables of the ramp module, by name. */
export const rampTables = defineTables({
  rampOrders: () =>
    new Table<RampOrderRow, 'byApp' | 'byTx'>({
      name: 'rampOrders',
      key: (row) => row.id,
      indexes: { byApp: (row) => row.appId, byTx: (row) => row.txId },
    }),
});

/** The ramp module's tables as the store holds them. */
export type RampTables = TablesOf<typeof rampTables>;

declare module '../../platform/database.js' {
  // biome-ignore lint/suspicious/noEmptyInterface: merges this module's tables into the store
  interface Tables extends RampTables {}
}
