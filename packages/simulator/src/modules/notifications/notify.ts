/**
 * Team notifications written by platform events (spec: Resources > Notification). Areas call
 * {@link notifyTeam} once per event; the notifications area lists them and tracks who has seen
 * them.
 */

import type { JsonObject } from '../../kernel/json.js';
import type { Store } from '../../platform/database.js';
import type { Role } from '../../platform/roles.js';
import type { MemberRow } from '../tenancy/index.js';
import type { NotificationRow } from './tables.js';

/**
 * The events that notify a team. The simulator's own areas raise the first five; the payment
 * areas raise `payment.received` when a payment to the team is confirmed.
 */
export const NOTIFICATION_KINDS = [
  'invitation.created',
  'invitation.accepted',
  'invitation.expired',
  'member.roleUpdated',
  'member.blocked',
  'payment.received',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What happened, for {@link notifyTeam}. */
export interface NotifyTeamInput {
  readonly teamId: string;
  readonly kind: NotificationKind;
  /** A short headline. */
  readonly title: string;
  /** One or two sentences for people. */
  readonly body: string;
  /** Machine-readable fields of the event (ids, amounts). */
  readonly data?: JsonObject;
}

/**
 * Writes one notification of a team at the instant `at`, unseen by everyone.
 *
 * @example
 * ```ts
 * notifyTeam(store, clock.iso(), {
 *   teamId,
 *   kind: 'payment.received',
 *   title: 'Payment received',
 *   body: '25 USDC received for request 8f1c.',
 *   data: { requestId, amount: 25, token: 'USDC' },
 * });
 * ```
 */
export function notifyTeam(store: Store, at: string, input: NotifyTeamInput): NotificationRow {
  return store.notifications.insert({
    PK: `TEAM#${input.teamId}`,
    SK: store.notifications.nextSortKey(at),
    teamId: input.teamId,
    type: 'default',
    kind: input.kind,
    title: input.title,
    body: input.body,
    data: input.data ?? {},
    createdAt: at,
    seenBy: [],
  });
}

/** Roles that do not count for "every member has seen it": API members and blocked ones. */
const ROLES_WITHOUT_AUDIENCE: readonly Role[] = ['api', 'blocked'];

/** The members a notification of the team waits for before it is deleted. */
export function notificationAudience(store: Store, teamId: string): MemberRow[] {
  return store.members.by('byTeam', teamId).filter((member) => !ROLES_WITHOUT_AUDIENCE.includes(member.role));
}
