/**
 * The team activity log (spec: Activity item): every team mutation writes one entry; the list
 * route pages through it newest first with an opaque cursor.
 */

import type { JsonObject } from '../../kernel/json.js';
import type { Store } from '../../platform/database.js';
import type { ActivityRow } from './tables.js';

/** What happened, for {@link recordActivity}. */
export interface ActivityInput {
  readonly teamId: string;
  /** The acting profile (null for a team-scoped key). */
  readonly profileId: string | null;
  /** The family of the action, for example `TEAM_MEMBER`. */
  readonly actionType: string;
  /** The action, for example `ROLE_UPDATED`. */
  readonly actionName: string;
  /** Fields of the action. */
  readonly details?: JsonObject;
}

/** Width of the sequence number in a sort key, so keys sort as numbers. */
const SEQUENCE_WIDTH = 10;

/**
 * Writes one activity entry at the current virtual instant.
 *
 * @example
 * ```ts
 * recordActivity(store, clock.iso(), { teamId, profileId, actionType: 'TEAM', actionName: 'COUNTRY_ADDED' });
 * ```
 */
export function recordActivity(store: Store, at: string, input: ActivityInput): ActivityRow {
  const sequence = String(store.activity.size + 1).padStart(SEQUENCE_WIDTH, '0');
  return store.activity.insert({
    PK: `TEAM#${input.teamId}`,
    SK: `ACTIVITY#${at}#${sequence}`,
    ActionType: input.actionType,
    ActionName: input.actionName,
    Status: 'SUCCESS',
    TeamId: input.teamId,
    ProfileId: input.profileId,
    CreatedAt: at,
    Details: input.details ?? {},
  });
}

/** One page of a team's activity. */
export interface ActivityPage {
  readonly items: ActivityRow[];
  /** The cursor of the next page; absent on the last page. */
  readonly lastEvaluatedKey?: string;
}

/**
 * A page of a team's activity, newest first, starting after the entry whose sort key is
 * `exclusiveStartKey`.
 *
 * @example
 * ```ts
 * const first = activityPage(store, teamId, { limit: 50 });
 * const second = activityPage(store, teamId, { limit: 50, exclusiveStartKey: first.lastEvaluatedKey });
 * ```
 */
export function activityPage(
  store: Store,
  teamId: string,
  options: {
    readonly limit: number;
    readonly profileId?: string | undefined;
    readonly exclusiveStartKey?: string | undefined;
  },
): ActivityPage {
  const { profileId } = options;
  return store.activity.page(teamId, {
    limit: options.limit,
    exclusiveStartKey: options.exclusiveStartKey,
    filter: profileId === undefined ? undefined : (row) => row.ProfileId === profileId,
  });
}
