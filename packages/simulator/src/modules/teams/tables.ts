/**
 * The tables of the teams module. Only this module writes them; other modules read them or call
 * the functions its index exports.
 */
import { Table } from '../../kernel/table.js';
import { defineTables, type TablesOf } from '../../platform/database.js';
import type { InvitationRow } from '../../platform/rows.js';

/** The tables of the teams module, by name. */
export const teamsTables = defineTables({
  invitations: () =>
    new Table<InvitationRow, 'byTeam' | 'byEmail'>({
      name: 'invitations',
      key: (row) => row.id,
      indexes: { byTeam: (row) => row.teamId, byEmail: (row) => row.email.toLowerCase() },
    }),
});

/** The teams module's tables as the store holds them. */
export type TeamsTables = TablesOf<typeof teamsTables>;

declare module '../../platform/database.js' {
  // biome-ignore lint/suspicious/noEmptyInterface: merges this module's tables into the store
  interface Tables extends TeamsTables {}
}
