/**
 * The tables of the core-sends module. Only this module writes them; other modules read them or call
 * the functions its index exports.
 */
import { Table } from '../../kernel/table.js';
import { defineTables, type TablesOf } from '../../platform/database.js';
import type { CoreSendPrepareRow, CoreSendRow } from '../../platform/rows.js';

/** The tables of the core-sends module, by name. */
export const coreSendsTables = defineTables({
  coreSends: () =>
    new Table<CoreSendRow, 'byTxId'>({
      name: 'coreSends',
      key: (row) => row.id,
      indexes: { byTxId: (row) => row.txId },
    }),
  coreSendPrepares: () =>
    new Table<CoreSendPrepareRow, 'bySend'>({
      name: 'coreSendPrepares',
      key: (row) => row.id,
      indexes: { bySend: (row) => row.sendId },
    }),
});

/** The core-sends module's tables as the store holds them. */
export type CoreSendsTables = TablesOf<typeof coreSendsTables>;

declare module '../../platform/database.js' {
  // biome-ignore lint/suspicious/noEmptyInterface: merges this module's tables into the store
  interface Tables extends CoreSendsTables {}
}
