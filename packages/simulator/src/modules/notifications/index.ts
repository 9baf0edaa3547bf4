/**
 * Notifications (spec: Endpoints > Notifications): the notifications of a team, newest first with
 * a cursor, and the seen route with its single, `all`, `multiple` and admin-delete variants. A
 * notification is deleted once every non-API member of its team has seen it.
 */

import { fail } from '../../kernel/fail.js';
import { defineArea, defineHandlers } from '../../kernel/module.js';
import type { Store } from '../../platform/database.js';
import {
  type Caller,
  canRead,
  canWrite,
  type SessionRow,
  type TeamRow,
  teamOwner,
} from '../tenancy/index.js';
import { markSeen, notificationView, seenContext } from './seen.js';
import { type NotificationRow, notificationsTables } from './tables.js';

export { notifyTeam } from './notify.js';
export type { NotificationRow } from './tables.js';

/** Path values of the seen route that address more than one notification. */
const SEEN_ALL = 'all';
const SEEN_MULTIPLE = 'multiple';

/** Page size of `GET /v1/notifications` without `limit`. */
export const DEFAULT_NOTIFICATION_LIMIT = 20;

/** How many notifications `POST .../all/seen` fetches: the team's newest. */
export const SEEN_ALL_LIMIT = 1000;

/** Codes the simulator answers where the spec gives only a status. */
export const NOTIFICATION_ERRORS = {
  teamRequired: 'NOTIFICATION_TEAM_REQUIRED',
  contextRequired: 'NOTIFICATION_CONTEXT_REQUIRED',
  idRequired: 'NOTIFICATION_ID_REQUIRED',
  idsRequired: 'NOTIFICATION_IDS_REQUIRED',
  deleteNotAllowed: 'NOTIFICATION_DELETE_NOT_ALLOWED',
  adminRequired: 'NOTIFICATION_DELETE_FORBIDDEN',
  notFound: 'NOTIFICATION_NOT_FOUND',
} as const;

/** The session's current team, else the team of the session's profile. */
function sessionTeamId(store: Store, session: SessionRow | null): string | undefined {
  if (!session) return undefined;
  if (store.teams.has(session.teamId)) return session.teamId;
  return store.profiles.get(session.profileId)?.teamId;
}

/**
 * The team whose notifications are listed: the key's team, else the session's; profile and team
 * headers never select it.
 */
function listedTeam(store: Store, caller: Caller): TeamRow {
  const teamId = caller.key?.teamId ?? sessionTeamId(store, caller.session);
  const team = teamId === undefined ? undefined : store.teams.get(teamId);
  if (!team || !canRead(caller, 'notification', teamOwner(team))) {
    fail(
      NOTIFICATION_ERRORS.teamRequired,
      'No team for notifications: use a team- or profile-scoped key or a bearer session (x-team-id does not select it).',
    );
  }
  return team;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The notification `id` when it is of a team the caller may change notifications of. */
function ownNotification(store: Store, caller: Caller, id: string): NotificationRow | undefined {
  const row = store.notifications.get(id);
  const team = row && store.teams.get(row.teamId);
  return row && team && canWrite(caller, 'notification', teamOwner(team)) ? row : undefined;
}

/** Handlers of the notifications area. */
export const notificationsHandlers = defineHandlers({
  listNotifications: ({ query, caller, store }) => {
    const team = listedTeam(store, caller);
    const page = store.notifications.page(team.id, {
      limit: query.limit ?? DEFAULT_NOTIFICATION_LIMIT,
      exclusiveStartKey: query.exclusiveStartKey,
    });
    const reader = query.profileId?.trim() || undefined;
    const items =
      reader === undefined ? page.items : page.items.filter((row) => !row.seenBy.includes(reader));
    return {
      items: items.map(notificationView),
      ...(page.lastEvaluatedKey === undefined ? {} : { lastEvaluatedKey: page.lastEvaluatedKey }),
    };
  },

  markNotificationSeen: ({ params, query, caller, store, fail }) => {
    if (!caller.profile || !caller.team) {
      throw fail(NOTIFICATION_ERRORS.contextRequired, 'The session has no profile or team.');
    }
    const id = params.notificationId.trim();
    if (id === '') {
      throw fail(NOTIFICATION_ERRORS.idRequired, 'The notification id is missing.');
    }
    const many = id === SEEN_ALL || id === SEEN_MULTIPLE;
    if (id === SEEN_MULTIPLE && query.ids === undefined) {
      throw fail(NOTIFICATION_ERRORS.idsRequired, '`ids` is required with `multiple`.');
    }
    if (many && query.delete === true) {
      throw fail(NOTIFICATION_ERRORS.deleteNotAllowed, 'Deletion is only allowed for a single notification.');
    }
    const context = seenContext(store, caller.team.id, caller.profile.id);

    if (id === SEEN_ALL) {
      const rows = store.notifications.page(caller.team.id, { limit: SEEN_ALL_LIMIT }).items;
      const outcomes = rows.map((row) => markSeen(store, context, row));
      const count = outcomes.filter((outcome) => outcome.newlySeen).length;
      const deletedCount = outcomes.filter((outcome) => outcome.deleted).length;
      return {
        markedAsSeen: true as const,
        count,
        deletedCount,
        message: `${plural(count, 'notification')} marked as seen, ${deletedCount} deleted.`,
      };
    }

    if (id === SEEN_MULTIPLE) {
      const invalidIds: string[] = [];
      let count = 0;
      let deletedCount = 0;
      for (const key of new Set(query.ids)) {
        const row = ownNotification(store, caller, key);
        if (!row) {
          invalidIds.push(key);
          continue;
        }
        const outcome = markSeen(store, context, row);
        if (outcome.newlySeen) count += 1;
        if (outcome.deleted) deletedCount += 1;
      }
      return {
        markedAsSeen: true as const,
        count,
        invalidIds,
        deletedCount,
        message: `${plural(count, 'notification')} marked as seen, ${deletedCount} deleted, ${invalidIds.length} invalid.`,
      };
    }

    if (query.delete === true && caller.role !== 'admin') {
      throw fail(NOTIFICATION_ERRORS.adminRequired, 'Only a team admin can delete a notification.');
    }
    const row = ownNotification(store, caller, id);
    if (!row) {
      throw fail(NOTIFICATION_ERRORS.notFound, `Notification ${id} not found.`);
    }
    if (query.delete === true) {
      store.notifications.delete(row.SK);
      return { deleted: true as const, notificationId: row.SK };
    }
    const outcome = markSeen(store, context, row);
    if (outcome.deleted) {
      return {
        markedAsSeen: true as const,
        deleted: true as const,
        notificationId: row.SK,
        message: 'Every member of the team has seen the notification; it was deleted.',
      };
    }
    return { markedAsSeen: true as const, notification: notificationView(outcome.row) };
  },
});

/** The notifications area. */
export const notificationsArea = defineArea({
  tables: notificationsTables,
  name: 'notifications',
  handlers: notificationsHandlers,
});
