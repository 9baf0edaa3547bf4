/**
 * The writers of the teams module's invitations, for the modules that change them (onboarding accepts one).
 */
import type { Store } from '../../platform/database.js';
import type { InvitationRow } from './tables.js';

/** Replaces an invitation with a patched copy; throws when it is absent. */
export function updateInvitation(
  store: Store,
  key: string,
  patch: Partial<InvitationRow> | ((row: InvitationRow) => InvitationRow),
): InvitationRow {
  return store.invitations.update(key, patch);
}
