/**
 * User types of profiles (spec: send-otp and verify-otp `userType`): a profile in a business
 * team is `business`, one in an individual team `individual`; `admin` selects the profiles whose
 * role is `admin`.
 */

import type { Store } from '../../platform/database.js';
import type { ProfileRow } from './tables.js';

/** A user type. */
export type UserType = 'individual' | 'business' | 'admin';

/** The user type a profile reports: `business` or `individual`, from its team. */
export function userTypeOf(store: Store, profile: ProfileRow): 'individual' | 'business' {
  return store.teams.get(profile.teamId)?.isBusiness === true ? 'business' : 'individual';
}

/** Whether a profile is of the requested user type. */
export function matchesUserType(store: Store, profile: ProfileRow, userType: UserType): boolean {
  if (userType === 'admin') return store.members.get(profile.id)?.role === 'admin';
  return userTypeOf(store, profile) === userType;
}

/**
 * The profiles a user can sign in to through a key of an app: its profiles in the app's teams
 * that are not blocked; for a key with the OTC_PROVIDER permission only those of OTC-approved
 * teams.
 */
export function signInProfiles(
  store: Store,
  userId: string,
  appId: string,
  otcOnly: boolean,
): { readonly all: ProfileRow[]; readonly usable: ProfileRow[] } {
  const all = store.profiles
    .by('byUser', userId)
    .filter((profile) => profile.appId === appId && store.members.get(profile.id)?.role !== 'blocked');
  const usable = otcOnly
    ? all.filter((profile) => store.teams.get(profile.teamId)?.otcApproved === true)
    : all;
  return { all, usable };
}
