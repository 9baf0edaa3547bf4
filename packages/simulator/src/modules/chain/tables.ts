/**
 * The tables of the chain module. Only this module writes them; other modules read them or call
 * the functions its index exports.
 */
import { Table } from '../../kernel/table.js';
import { defineTables, type TablesOf } from '../../platform/database.js';
import type { AllowanceRow, BalanceRow, ChainTxRow, ForwarderNonceRow } from '../../platform/rows.js';

/** The tables of the chain module, by name. */
export const chainTables = defineTables({
  balances: () =>
    new Table<BalanceRow, 'byAddress' | 'byChain'>({
      name: 'balances',
      key: (row) => row.id,
      indexes: { byAddress: (row) => row.address.toLowerCase(), byChain: (row) => String(row.chainId) },
    }),
  chainTxs: () =>
    new Table<ChainTxRow, 'byAddress' | 'byChain'>({
      name: 'chainTxs',
      key: (row) => row.hash,
      indexes: {
        byAddress: (row) => [...new Set([row.from, row.to, row.gasPayer])],
        byChain: (row) => String(row.chainId),
      },
    }),
  forwarderNonces: () => new Table<ForwarderNonceRow>({ name: 'forwarderNonces', key: (row) => row.id }),
  allowances: () =>
    new Table<AllowanceRow, 'byOwner'>({
      name: 'allowances',
      key: (row) => row.id,
      indexes: { byOwner: (row) => row.owner },
    }),
});

/** The chain module's tables as the store holds them. */
export type ChainTables = TablesOf<typeof chainTables>;

declare module '../../platform/database.js' {
  // biome-ignore lint/suspicious/noEmptyInterface: merges this module's tables into the store
  interface Tables extends ChainTables {}
}
