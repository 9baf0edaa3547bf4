/**
 * The one ownership rule: which app, team and profile may read or change a record (ramp orders,
 * channel transaction views, OTC requests, sends, payment requests, files, wallets,
 * notifications). Every route asks here; none decides on its own.
 *
 * - A record belongs to its app: a caller of another app never sees it (404).
 * - A record of a team belongs to that team; one without a team to its profile.
 * - A key scoped to a team or profile bounds everything done with it, a session presented with
 *   it included: a session of another team than the key's is refused.
 * - App-level routes (`auth.key()`) called with an unscoped key act for the whole app; with a
 *   scoped key they see only the records of the key's team (or profile).
 * - A refusal never names another team's resources.
 */

import type { Caller } from './caller.js';
import type { ApiKeyRow } from './tables.js';

/** Who a record belongs to. */
export interface Owner {
  readonly appId: string;
  /** The owning team; null for a record of a profile alone. */
  readonly teamId: string | null;
  /** The owning (or creating) profile, when the record has one. */
  readonly profileId?: string | null;
}

/** Whether a key's scope admits a team and profile (an unscoped key admits any of its app). */
export function keyScopeAllows(key: ApiKeyRow, teamId: string, profileId: string | null): boolean {
  if (key.teamId !== null && key.teamId !== teamId) return false;
  if (key.profileId !== null && key.profileId !== profileId) return false;
  return true;
}

/** Whether a record is of the caller's app. */
export function inCallerApp(caller: Caller, owner: Owner): boolean {
  return caller.app !== null && caller.app.id === owner.appId;
}

/**
 * Whether the caller's context owns the record: the same app, and its team, or (for a record
 * without a team) its profile. Routes that act within a team context use this.
 */
export function ownsRecord(caller: Caller, owner: Owner): boolean {
  if (!inCallerApp(caller, owner)) return false;
  if (owner.teamId !== null) return caller.team !== null && caller.team.id === owner.teamId;
  return caller.profile !== null && owner.profileId != null && caller.profile.id === owner.profileId;
}

/** The team and profile the caller is bounded to (context first, then the key's scope). */
function callerScope(caller: Caller): { readonly teamId: string | null; readonly profileId: string | null } {
  return {
    teamId: caller.team?.id ?? caller.key?.teamId ?? null,
    profileId: caller.profile?.id ?? caller.key?.profileId ?? null,
  };
}

/**
 * Whether an app-level route may show or change the record: the same app and, when the caller is
 * bounded to a team or profile (a scoped key, a context), the record is that team's or profile's.
 */
export function withinCallerScope(caller: Caller, owner: Owner): boolean {
  if (!inCallerApp(caller, owner)) return false;
  const scope = callerScope(caller);
  if (scope.teamId === null && scope.profileId === null) return true;
  if (owner.teamId !== null) return scope.teamId === owner.teamId;
  return scope.profileId !== null && owner.profileId === scope.profileId;
}
