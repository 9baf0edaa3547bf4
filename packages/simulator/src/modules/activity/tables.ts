/**
 * The tables of the activity module. Only this module writes them; other modules read them or call
 * the functions its index exports.
 */
import { OrderedTable } from '../../kernel/ordered-table.js';
import { defineTables, type TablesOf } from '../../platform/database.js';
import type { ActivityRow } from '../../platform/rows.js';

/** The tables of the activity module, by name. */
export const activityTables = defineTables({
  activity: () =>
    new OrderedTable<ActivityRow, 'byTeam'>({
      name: 'activity',
      key: (row) => row.SK,
      group: (row) => row.TeamId,
      indexes: { byTeam: (row) => row.TeamId },
    }),
});

/** The activity module's tables as the store holds them. */
export type ActivityTables = TablesOf<typeof activityTables>;

declare module '../../platform/database.js' {
  // biome-ignore lint/suspicious/noEmptyInterface: merges this module's tables into the store
  interface Tables extends ActivityTables {}
}
