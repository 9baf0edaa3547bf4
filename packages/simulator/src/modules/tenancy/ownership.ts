/**
 * The one ownership rule: which app, team and profile may read or change each kind of record.
 * Every route asks here ({@link canRead}, {@link canWrite}); none compares ids on its own.
 *
 * - A record belongs to its app: a caller of another app never sees it (the route's 404).
 * - A record of a team belongs to that team; one without a team to its profile.
 * - A key scoped to a team or profile bounds everything done with it, a session presented with
 *   it included: a session of another team than the key's is refused.
 * - App-level routes (`auth.key()`) called with an unscoped key act for the whole app; with a
 *   scoped key they see only the records of the key's team (or profile).
 * - A refusal never names another team's resources.
 *
 * {@link OWNERSHIP_RULES} gives the reach of each kind of record; `docs/reliability.md` shows it
 * as a table.
 */

import type { Store } from '../../platform/database.js';
import type { Caller } from './caller.js';
import type { ApiKeyRow, TeamRow } from './tables.js';

/** Who a record belongs to. */
export interface Owner {
  readonly appId: string;
  /** The owning team; null for a record of a profile alone. */
  readonly teamId: string | null;
  /** The owning (or creating) profile, when the record has one. */
  readonly profileId?: string | null;
  /**
   * Other teams the record is shared with (the accepted provider of an OTC request): they reach
   * it as its own team does.
   */
  readonly sharedWith?: readonly (string | null)[];
}

/**
 * How far a caller reaches:
 * - `app`: any caller of the record's app (a payment request is paid by another team).
 * - `scope`: the whole app for an unscoped key without context, else the team (or profile) the
 *   caller is bounded to: its context, else its key's scope.
 * - `party`: like `scope`, with the team of a bearer session sent to an app-level route counted
 *   as the caller's team (OTC requests: their creator and their accepted provider).
 * - `context`: the caller's context team, or for a record without a team its profile.
 * - `member`: the caller's context team, or the record's own profile (transaction files).
 * - `profile`: the caller's own profile only.
 * - `walletUser`: the caller's context team, and a team wallet (no profile), the caller's own
 *   wallet, or any wallet of the team for an admin.
 */
export type Reach = 'app' | 'scope' | 'party' | 'context' | 'member' | 'profile' | 'walletUser';

/** The kinds of record the rule covers. */
export type RecordKind =
  | 'rampOrder'
  | 'channelTransaction'
  | 'transaction'
  | 'transactionFile'
  | 'otcRequest'
  | 'send'
  | 'paymentRequest'
  | 'wallet'
  | 'walletFunds'
  | 'personalWallet'
  | 'notification'
  | 'team'
  | 'member'
  | 'invitation'
  | 'bankAccount'
  | 'teamImage'
  | 'profileImage';

/** The reach of reading and of changing each kind of record. */
export const OWNERSHIP_RULES: Readonly<Record<RecordKind, { readonly read: Reach; readonly write: Reach }>> =
  {
    rampOrder: { read: 'scope', write: 'scope' },
    channelTransaction: { read: 'scope', write: 'scope' },
    transaction: { read: 'context', write: 'context' },
    transactionFile: { read: 'member', write: 'member' },
    otcRequest: { read: 'party', write: 'party' },
    send: { read: 'context', write: 'context' },
    paymentRequest: { read: 'app', write: 'scope' },
    wallet: { read: 'scope', write: 'scope' },
    walletFunds: { read: 'walletUser', write: 'walletUser' },
    personalWallet: { read: 'profile', write: 'profile' },
    notification: { read: 'context', write: 'context' },
    team: { read: 'context', write: 'context' },
    member: { read: 'context', write: 'context' },
    invitation: { read: 'context', write: 'context' },
    bankAccount: { read: 'profile', write: 'profile' },
    teamImage: { read: 'context', write: 'context' },
    profileImage: { read: 'profile', write: 'profile' },
  };

/** Whether a key's scope admits a team and profile (an unscoped key admits any of its app). */
export function keyScopeAllows(key: ApiKeyRow, teamId: string, profileId: string | null): boolean {
  if (key.teamId !== null && key.teamId !== teamId) return false;
  if (key.profileId !== null && key.profileId !== profileId) return false;
  return true;
}

/** Whether a record is of the caller's app. */
export function inCallerApp(caller: Caller, owner: Pick<Owner, 'appId'>): boolean {
  return caller.app !== null && caller.app.id === owner.appId;
}

/** The teams that reach a record as its own: its team and the teams it is shared with. */
const ownerTeams = (owner: Owner): readonly (string | null)[] => [owner.teamId, ...(owner.sharedWith ?? [])];

/** Whether a team reaches the record: it is the record's team or one the record is shared with. */
const teamReaches = (owner: Owner, teamId: string | null): boolean =>
  teamId !== null && ownerTeams(owner).includes(teamId);

/**
 * Whether the caller's context owns the record: the same app, and its team, or (for a record
 * without a team) its profile. Routes that act within a team context use this.
 */
export function ownsRecord(caller: Caller, owner: Owner): boolean {
  if (!inCallerApp(caller, owner)) return false;
  if (owner.teamId !== null) return teamReaches(owner, caller.team?.id ?? null);
  return caller.profile !== null && owner.profileId != null && caller.profile.id === owner.profileId;
}

/** The team and profile the caller is bounded to (context first, then the key's scope). */
function callerScope(caller: Caller): { readonly teamId: string | null; readonly profileId: string | null } {
  return {
    teamId: caller.team?.id ?? caller.key?.teamId ?? null,
    profileId: caller.profile?.id ?? caller.key?.profileId ?? null,
  };
}

/** Whether a caller bounded to `scope` reaches the record (no bound: the whole app). */
function scopeReaches(
  owner: Owner,
  scope: { readonly teamId: string | null; readonly profileId: string | null },
): boolean {
  if (scope.teamId === null && scope.profileId === null) return true;
  if (owner.teamId !== null) return teamReaches(owner, scope.teamId);
  return scope.profileId !== null && owner.profileId === scope.profileId;
}

/**
 * Whether an app-level route may show or change the record: the same app and, when the caller is
 * bounded to a team or profile (a scoped key, a context), the record is that team's or profile's.
 */
export function withinCallerScope(caller: Caller, owner: Owner): boolean {
  return inCallerApp(caller, owner) && scopeReaches(owner, callerScope(caller));
}

/**
 * The team acting on an app-level route: the caller's team (its context or its key's), else the
 * team of a valid bearer session; null for an app key without a session.
 */
export function actingTeamId(caller: Caller): string | null {
  return caller.team?.id ?? caller.session?.teamId ?? null;
}

/** Whether the caller may use a wallet: its team's, and a team wallet, its own, or any as admin. */
function usesWallet(caller: Caller, owner: Owner): boolean {
  if (!inCallerApp(caller, owner) || caller.team === null || owner.teamId !== caller.team.id) return false;
  return owner.profileId == null || owner.profileId === caller.profile?.id || caller.role === 'admin';
}

function reaches(caller: Caller, reach: Reach, owner: Owner): boolean {
  switch (reach) {
    case 'app':
      return inCallerApp(caller, owner);
    case 'scope':
      return withinCallerScope(caller, owner);
    case 'party':
      return (
        inCallerApp(caller, owner) &&
        scopeReaches(owner, { teamId: actingTeamId(caller), profileId: callerScope(caller).profileId })
      );
    case 'context':
      return ownsRecord(caller, owner);
    case 'member':
      return (
        inCallerApp(caller, owner) &&
        (teamReaches(owner, caller.team?.id ?? null) ||
          (caller.profile !== null && owner.profileId === caller.profile.id))
      );
    case 'profile':
      return inCallerApp(caller, owner) && caller.profile !== null && owner.profileId === caller.profile.id;
    case 'walletUser':
      return usesWallet(caller, owner);
  }
}

/**
 * Whether the caller may read a record of this kind.
 *
 * @example
 * ```ts
 * if (!canRead(caller, 'rampOrder', order)) throw notFound();
 * ```
 */
export function canRead(caller: Caller, kind: RecordKind, owner: Owner): boolean {
  return reaches(caller, OWNERSHIP_RULES[kind].read, owner);
}

/**
 * Whether the caller may change a record of this kind.
 *
 * @example
 * ```ts
 * if (!canWrite(caller, 'invitation', invitation)) throw forbidden();
 * ```
 */
export function canWrite(caller: Caller, kind: RecordKind, owner: Owner): boolean {
  return reaches(caller, OWNERSHIP_RULES[kind].write, owner);
}

/** The owner of a team's record (a team, its members, wallets and notifications). */
export function teamOwner(team: Pick<TeamRow, 'id' | 'appId'>, profileId: string | null = null): Owner {
  return { appId: team.appId, teamId: team.id, profileId };
}

/**
 * The owner of a record that names its team (and profile) but not its app, the app read from the
 * team; undefined when the team is gone.
 *
 * @example
 * ```ts
 * const owner = ownerInTeam(store, wallet.teamId, wallet.profileId);
 * ```
 */
export function ownerInTeam(
  store: Store,
  teamId: string | null,
  profileId: string | null,
): Owner | undefined {
  if (teamId !== null) {
    const team = store.teams.get(teamId);
    return team ? teamOwner(team, profileId) : undefined;
  }
  const profile = profileId === null ? undefined : store.profiles.get(profileId);
  return profile ? { appId: profile.appId, teamId: null, profileId } : undefined;
}
