/**
 * The tables of the wallets module. Only this module writes them; other modules read them or call
 * the functions its index exports.
 */
import { Table } from '../../kernel/table.js';
import { defineTables, type TablesOf } from '../../platform/database.js';
import type { GasSponsorshipRow, WalletRow } from '../../platform/rows.js';

/** The tables of the wallets module, by name. */
export const walletsTables = defineTables({
  wallets: () =>
    new Table<WalletRow, 'byAddress' | 'byProfile' | 'byTeam'>({
      name: 'wallets',
      key: (row) => row.id,
      indexes: {
        byAddress: (row) => row.address.toLowerCase(),
        byProfile: (row) => row.profileId,
        byTeam: (row) => row.teamId,
      },
    }),
  gasSponsorships: () =>
    new Table<GasSponsorshipRow, 'byUser'>({
      name: 'gasSponsorships',
      key: (row) => row.id,
      indexes: { byUser: (row) => row.userId },
    }),
});

/** The wallets module's tables as the store holds them. */
export type WalletsTables = TablesOf<typeof walletsTables>;

declare module '../../platform/database.js' {
  // biome-ignore lint/suspicious/noEmptyInterface: merges this module's tables into the store
  interface Tables extends WalletsTables {}
}
