/**
 * The tables of the otc module. Only this module writes them; other modules read them or call
 * the functions its index exports.
 */
import { Table } from '../../kernel/table.js';
import { defineTables, type TablesOf } from '../../platform/database.js';
import type { OtcOfferRow, OtcRequestRow } from '../../platform/rows.js';

/** The tables of the otc module, by name. */
export const otcTables = defineTables({
  otcRequests: () =>
    new Table<OtcRequestRow, 'byApp' | 'byTeam'>({
      name: 'otcRequests',
      key: (row) => row.id,
      indexes: { byApp: (row) => row.appId, byTeam: (row) => row.teamId },
    }),
  otcOffers: () =>
    new Table<OtcOfferRow, 'byRequest'>({
      name: 'otcOffers',
      key: (row) => row.id,
      indexes: { byRequest: (row) => row.requestId },
    }),
});

/** The otc module's tables as the store holds them. */
export type OtcTables = TablesOf<typeof otcTables>;

declare module '../../platform/database.js' {
  // biome-ignore lint/suspicious/noEmptyInterface: merges this module's tables into the store
  interface Tables extends OtcTables {}
}
