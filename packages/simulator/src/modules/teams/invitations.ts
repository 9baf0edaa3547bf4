/**
 * Invitation lifetime: an invitation stays `pending` for {@link INVITATION_TTL_MS} of virtual
 * time, then a durable job marks it `expired`.
 */

import type { JsonValue } from '../../kernel/json.js';
import type { Services } from '../../kernel/services.js';
import { DEFAULT_INVITATION_TTL_MS } from '../../platform/config.js';
import type { Store } from '../../platform/database.js';
import { notifyTeam } from '../notifications/index.js';
import type { InvitationRow } from './tables.js';

/** How long an invitation stays pending: 7 days. */
export const INVITATION_TTL_MS = DEFAULT_INVITATION_TTL_MS;

/** The job kind that expires an invitation. */
export const INVITATION_EXPIRY_JOB = 'teams.invitation.expire';

/** Marks the invitation of the job payload `expired` if it is still pending. */
export function expireInvitation(payload: JsonValue, { store, clock }: Services): void {
  const invitation = typeof payload === 'string' ? store.invitations.get(payload) : undefined;
  if (invitation?.status !== 'pending') return;
  store.invitations.update(invitation.id, { status: 'expired', updatedAt: clock.iso() });
  notifyTeam(store, clock.iso(), {
    teamId: invitation.teamId,
    kind: 'invitation.expired',
    title: 'Invitation expired',
    body: `The invitation of ${invitation.email} expired before it was accepted.`,
    data: { invitationId: invitation.id, email: invitation.email, role: invitation.role },
  });
}

/** The newest pending invitation of an e-mail to a team of an app. */
export function pendingInvitationFor(store: Store, appId: string, email: string): InvitationRow | undefined {
  return store.invitations
    .by('byEmail', email.toLowerCase())
    .filter((invitation) => invitation.appId === appId && invitation.status === 'pending')
    .at(-1);
}
