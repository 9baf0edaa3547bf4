/**
 * The tables of the transactions module. Only this module writes them; other modules read them or call
 * the functions its index exports.
 */
import { Table } from '../../kernel/table.js';
import { defineTables, type TablesOf } from '../../platform/database.js';
import type { TransactionFileRow, TransactionRow, TxFileUploadRow } from '../../platform/rows.js';
import { utcDayKey } from './day-count.js';

/** The tables of the transactions module, by name. */
export const transactionsTables = defineTables({
  transactions: () =>
    new Table<TransactionRow, 'byApp' | 'byTeam' | 'byProfile' | 'byChainTx' | 'byCreatedDay'>({
      name: 'transactions',
      key: (row) => row.id,
      indexes: {
        byApp: (row) => row.appId,
        byTeam: (row) => row.teamId,
        byProfile: (row) => row.profileId,
        byChainTx: (row) => row.chainTxHashes,
        byCreatedDay: (row) => utcDayKey(row.createdAt),
      },
    }),
  transactionFiles: () =>
    new Table<TransactionFileRow, 'byTx'>({
      name: 'transactionFiles',
      key: (row) => row.filePath,
      indexes: { byTx: (row) => row.txId },
    }),
  txFileUploads: () =>
    new Table<TxFileUploadRow, 'byToken'>({
      name: 'txFileUploads',
      key: (row) => row.id,
      indexes: { byToken: (row) => row.files.map((file) => file.token) },
    }),
});

/** The transactions module's tables as the store holds them. */
export type TransactionsTables = TablesOf<typeof transactionsTables>;

declare module '../../platform/database.js' {
  // biome-ignore lint/suspicious/noEmptyInterface: merges this module's tables into the store
  interface Tables extends TransactionsTables {}
}
