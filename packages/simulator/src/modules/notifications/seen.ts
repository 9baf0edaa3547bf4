/**
 * Seen tracking: a profile marks a notification seen; once every non-API member of the team
 * (blocked members left out) has seen it, it is deleted.
 */

import type { Store } from '../../platform/database.js';
import { notificationAudience } from './notify.js';
import type { NotificationRow } from './tables.js';

/** The reader and the team members a seen call works with. */
export interface SeenContext {
  readonly profileId: string;
  /** Profile ids of the members every notification of the team waits for. */
  readonly audience: readonly string[];
}

/** What marking one notification did. */
export interface SeenOutcome {
  /** The notification after the call (as it was when deleted). */
  readonly row: NotificationRow;
  /** Whether the profile had not seen it before. */
  readonly newlySeen: boolean;
  /** Whether it was deleted because every member has now seen it. */
  readonly deleted: boolean;
}

/** The context of a seen call by `profileId` in `teamId`; reads the members once. */
export function seenContext(store: Store, teamId: string, profileId: string): SeenContext {
  return { profileId, audience: notificationAudience(store, teamId).map((member) => member.profileId) };
}

/**
 * Marks a notification seen by the context's profile (already seen: unchanged) and deletes it
 * when every member of the audience has seen it.
 */
export function markSeen(store: Store, context: SeenContext, row: NotificationRow): SeenOutcome {
  const newlySeen = !row.seenBy.includes(context.profileId);
  const next = newlySeen
    ? store.notifications.update(row.SK, { seenBy: [...row.seenBy, context.profileId] })
    : row;
  const deleted = context.audience.every((profileId) => next.seenBy.includes(profileId));
  if (deleted) store.notifications.delete(next.SK);
  return { row: next, newlySeen, deleted };
}

/** The API view of a notification. */
export function notificationView(row: NotificationRow) {
  return {
    PK: row.PK,
    SK: row.SK,
    notificationId: row.SK,
    teamId: row.teamId,
    type: row.type,
    kind: row.kind,
    title: row.title,
    body: row.body,
    data: row.data,
    createdAt: row.createdAt,
    seenBy: [...row.seenBy],
  };
}
