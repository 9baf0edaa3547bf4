/**
 * The writers of the tenancy tables. Other modules and the seeds create and change apps, keys,
 * users, teams, profiles and members only through these functions, so every write of those
 * records passes through the module that owns them.
 */
import type { Store } from '../../platform/database.js';
import type { ApiKeyRow, AppRow, MemberRow, ProfileRow, TeamRow, UserRow } from './tables.js';

/** A patch of a row: the fields to replace, or a function from the old row to the new one. */
export type RowPatch<Row> = Partial<Row> | ((row: Row) => Row);

/**
 * Adds a app row.
 *
 * @example
 * ```ts
 * insertApp(store, row);
 * ```
 */
export function insertApp(store: Store, row: AppRow): AppRow {
  return store.apps.insert(row);
}

/** Replaces a app row with a patched copy; throws when it is absent. */
export function updateApp(store: Store, key: string, patch: RowPatch<AppRow>): AppRow {
  return store.apps.update(key, patch);
}

/**
 * Adds a apiKey row.
 *
 * @example
 * ```ts
 * insertApiKey(store, row);
 * ```
 */
export function insertApiKey(store: Store, row: ApiKeyRow): ApiKeyRow {
  return store.apiKeys.insert(row);
}

/** Replaces an API key row with a patched copy (revocation); throws when it is absent. */
export function updateApiKey(store: Store, key: string, patch: RowPatch<ApiKeyRow>): ApiKeyRow {
  return store.apiKeys.update(key, patch);
}

/**
 * Adds a user row.
 *
 * @example
 * ```ts
 * insertUser(store, row);
 * ```
 */
export function insertUser(store: Store, row: UserRow): UserRow {
  return store.users.insert(row);
}

/** Replaces a user row with a patched copy; throws when it is absent. */
export function updateUser(store: Store, key: string, patch: RowPatch<UserRow>): UserRow {
  return store.users.update(key, patch);
}

/**
 * Adds a team row.
 *
 * @example
 * ```ts
 * insertTeam(store, row);
 * ```
 */
export function insertTeam(store: Store, row: TeamRow): TeamRow {
  return store.teams.insert(row);
}

/** Replaces a team row with a patched copy; throws when it is absent. */
export function updateTeam(store: Store, key: string, patch: RowPatch<TeamRow>): TeamRow {
  return store.teams.update(key, patch);
}

/**
 * Adds a profile row.
 *
 * @example
 * ```ts
 * insertProfile(store, row);
 * ```
 */
export function insertProfile(store: Store, row: ProfileRow): ProfileRow {
  return store.profiles.insert(row);
}

/** Replaces a profile row with a patched copy; throws when it is absent. */
export function updateProfile(store: Store, key: string, patch: RowPatch<ProfileRow>): ProfileRow {
  return store.profiles.update(key, patch);
}

/**
 * Adds a member row.
 *
 * @example
 * ```ts
 * insertMember(store, row);
 * ```
 */
export function insertMember(store: Store, row: MemberRow): MemberRow {
  return store.members.insert(row);
}

/** Replaces a member row with a patched copy; throws when it is absent. */
export function updateMember(store: Store, key: string, patch: RowPatch<MemberRow>): MemberRow {
  return store.members.update(key, patch);
}

/** How long an expired OTP challenge is kept (its attempts still count against the e-mail). */
export const OTP_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * Drops expired sessions, and OTP challenges a day after they expire; answers how many rows went.
 * The retention sweep calls it.
 *
 * @example
 * ```ts
 * sweepExpiredLogins(store, clock.now());
 * ```
 */
export function sweepExpiredLogins(store: Store, now: number): number {
  let dropped = 0;
  for (const session of store.sessions.all()) {
    if (session.expiresAt <= now) dropped += Number(store.sessions.delete(session.token));
  }
  for (const challenge of store.otpChallenges.all()) {
    if (challenge.expiresAt + OTP_GRACE_MS <= now)
      dropped += Number(store.otpChallenges.delete(challenge.id));
  }
  return dropped;
}
