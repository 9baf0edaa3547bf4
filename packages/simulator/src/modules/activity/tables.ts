/**
 * The tables of the activity module and the types of their rows. Only this module writes
 * them; other modules read them, import the row types through its index, or call the functions
 * the index exports.
 */
import * as z from 'zod';
import type { JsonObject } from '../../kernel/json.js';
import { OrderedTable } from '../../kernel/ordered-table.js';
import { rowFields, rowSchema } from '../../kernel/row-schema.js';
import { defineTables, type TablesOf } from '../../platform/database.js';

/** One entry of a team's activity log. */
export type ActivityRow = {
  /** Unique, and the sort key: `ACTIVITY#<ISO instant>#<sequence>`. */
  readonly SK: string;
  /** `TEAM#<teamId>`. */
  readonly PK: string;
  readonly ActionType: string;
  readonly ActionName: string;
  readonly Status: string;
  readonly TeamId: string;
  /** The acting profile; null for actions without one (a team-scoped key). */
  readonly ProfileId: string | null;
  readonly CreatedAt: string;
  /** Fields that vary by action type. */
  readonly Details: JsonObject;
};

const activityRow = rowSchema(() =>
  z.strictObject({
    SK: rowFields.key(),
    PK: z.string(),
    ActionType: z.string(),
    ActionName: z.string(),
    Status: z.string(),
    TeamId: z.string(),
    ProfileId: z.string().nullable(),
    CreatedAt: rowFields.instant(),
    Details: rowFields.object(),
  }),
);

/** The tables of the activity module, by name. */
export const activityTables = defineTables({
  activity: () =>
    new OrderedTable<ActivityRow, 'byTeam'>({
      name: 'activity',
      row: activityRow,
      key: (row) => row.SK,
      group: (row) => row.TeamId,
      indexes: { byTeam: (row) => row.TeamId },
    }),
});

/** The activity module's tables as the store holds them. */
export type ActivityTables = TablesOf<typeof activityTables>;

declare module '../../platform/database.js' {
  interface Tables extends ActivityTables {}
}
