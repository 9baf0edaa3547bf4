/**
 * Operations on invitations that other modules call (onboarding accepts one).
 */
import type { Store } from '../../platform/database.js';
import type { InvitationRow } from './tables.js';

/** Marks an invitation accepted at the instant `at`. */
export function acceptInvitation(store: Store, invitationId: string, at: string): InvitationRow {
  return store.invitations.update(invitationId, { status: 'accepted', updatedAt: at });
}
