/**
 * The operations on the tenancy records: creating apps, keys, users, teams, profiles and
 * members, and the changes other modules make to them. Each takes a typed input and the instant
 * of the change, fills in the module's defaults and timestamps, and returns the row. Other
 * modules and the seeds change these records only through them.
 */
import type { KeyType, Permission } from '@payments-platform/sdk/contract';
import type { JsonObject } from '../../kernel/json.js';
import type { SimulatorEnvironment } from '../../platform/config.js';
import type { Store } from '../../platform/database.js';
import type { Role } from '../../platform/roles.js';
import type { ApiKeyRow, AppRow, MemberRow, ProfileRow, TeamRow, UserRow } from './tables.js';

/** An app to create; the webhook is off unless given. */
export interface NewApp {
  readonly id: string;
  readonly name: string;
  readonly webhookUrl?: string | null;
  readonly webhookSecret?: string | null;
  /** Default redirect URLs of the compliance checkout; left out of the row when not given. */
  readonly complianceSuccessUrl?: string | null;
  readonly complianceCancelUrl?: string | null;
}

/**
 * Creates an app at the instant `at`.
 *
 * @example
 * ```ts
 * createApp(store, { id: ids.prefixed('app'), name: 'Shop' }, clock.iso());
 * ```
 */
export function createApp(store: Store, input: NewApp, at: string): AppRow {
  const { complianceSuccessUrl, complianceCancelUrl } = input;
  return store.apps.insert({
    id: input.id,
    name: input.name,
    webhookUrl: input.webhookUrl ?? null,
    webhookSecret: input.webhookSecret ?? null,
    createdAt: at,
    ...(complianceSuccessUrl === undefined ? {} : { complianceSuccessUrl }),
    ...(complianceCancelUrl === undefined ? {} : { complianceCancelUrl }),
  });
}

/** Sets the default redirect URLs of an app's compliance checkout. */
export function setComplianceRedirects(
  store: Store,
  appId: string,
  urls: { readonly successUrl: string | null; readonly cancelUrl: string | null },
): AppRow {
  return store.apps.update(appId, {
    complianceSuccessUrl: urls.successUrl,
    complianceCancelUrl: urls.cancelUrl,
  });
}

/** An API key to issue; a profile-scoped key names its profile's team too. */
export interface NewApiKey {
  readonly id: string;
  readonly key: string;
  readonly appId: string;
  readonly name: string;
  readonly environment: SimulatorEnvironment;
  readonly type: KeyType;
  /** Repeated permissions count once. */
  readonly permissions: readonly Permission[];
  readonly teamId?: string | null;
  readonly profileId?: string | null;
}

/**
 * Issues an API key at the instant `at`; it is live until revoked.
 *
 * @example
 * ```ts
 * issueApiKey(store, { id, key, appId, name: 'Backend', environment: 'sandbox', type: 'STANDARD', permissions: ['WRITE'] }, at);
 * ```
 */
export function issueApiKey(store: Store, input: NewApiKey, at: string): ApiKeyRow {
  return store.apiKeys.insert({
    id: input.id,
    key: input.key,
    appId: input.appId,
    name: input.name,
    environment: input.environment,
    type: input.type,
    permissions: [...new Set(input.permissions)],
    teamId: input.teamId ?? null,
    profileId: input.profileId ?? null,
    createdAt: at,
    revokedAt: null,
  });
}

/** Revokes an API key at the instant `at`; a key already revoked keeps its first revocation. */
export function revokeApiKey(store: Store, keyId: string, at: string): ApiKeyRow {
  const row = store.apiKeys.get(keyId);
  if (row?.revokedAt) return row;
  return store.apiKeys.update(keyId, { revokedAt: at });
}

/** A user to create: the row's fields but the counters and timestamps, with the links optional. */
export type NewUser = Omit<
  UserRow,
  'referredBy' | 'referralsCount' | 'defaultProfileId' | 'createdAt' | 'updatedAt'
> & {
  readonly referredBy?: string | null;
  readonly defaultProfileId?: string | null;
};

/**
 * Creates a user at the instant `at`, with no referrals yet.
 *
 * @example
 * ```ts
 * createUser(store, { id, email, username, firstName, lastName, country: 'US', language: 'en', referralCode, orgId }, at);
 * ```
 */
export function createUser(store: Store, input: NewUser, at: string): UserRow {
  return store.users.insert({
    id: input.id,
    email: input.email,
    username: input.username,
    firstName: input.firstName,
    lastName: input.lastName,
    country: input.country,
    language: input.language,
    referralCode: input.referralCode,
    referredBy: input.referredBy ?? null,
    referralsCount: 0,
    defaultProfileId: input.defaultProfileId ?? null,
    orgId: input.orgId,
    createdAt: at,
    updatedAt: at,
  });
}

/** Counts one more sign-up with a user's referral code. */
export function countReferral(store: Store, userId: string, at: string): UserRow {
  return store.users.update(userId, (row) => ({
    ...row,
    referralsCount: row.referralsCount + 1,
    updatedAt: at,
  }));
}

/** Makes a profile the user's default one. */
export function setDefaultProfile(store: Store, userId: string, profileId: string, at: string): UserRow {
  return store.users.update(userId, { defaultProfileId: profileId, updatedAt: at });
}

/** A team to create; it starts without an image, a default wallet or OTC approval unless given. */
export interface NewTeam {
  readonly id: string;
  readonly appId: string;
  readonly name: string;
  readonly description?: string | null;
  readonly isBusiness?: boolean;
  readonly metadata?: JsonObject;
  readonly countries?: readonly string[];
  readonly defaultReceiverWallet?: string | null;
  readonly notificationEmail?: string | null;
  readonly otcApproved?: boolean;
}

/**
 * Creates a team at the instant `at`.
 *
 * @example
 * ```ts
 * createTeam(store, { id: ids.uuid(), appId, name: 'Shop', isBusiness: true, countries: ['US'] }, at);
 * ```
 */
export function createTeam(store: Store, input: NewTeam, at: string): TeamRow {
  return store.teams.insert({
    id: input.id,
    appId: input.appId,
    name: input.name,
    description: input.description ?? null,
    isBusiness: input.isBusiness ?? false,
    metadata: input.metadata ?? {},
    countries: [...(input.countries ?? [])],
    defaultReceiverWallet: input.defaultReceiverWallet?.toLowerCase() ?? null,
    notificationEmail: input.notificationEmail ?? null,
    imagePath: null,
    otcApproved: input.otcApproved ?? false,
    createdAt: at,
    updatedAt: at,
  });
}

/** The fields of a team its admins edit. */
export type TeamDetails = Partial<
  Pick<
    TeamRow,
    | 'name'
    | 'description'
    | 'metadata'
    | 'countries'
    | 'notificationEmail'
    | 'imagePath'
    | 'defaultReceiverWallet'
  >
>;

/** Changes a team's details at the instant `at`; `change` gets the current row. */
export function changeTeamDetails(
  store: Store,
  teamId: string,
  change: (team: TeamRow) => TeamDetails,
  at: string,
): TeamRow {
  return store.teams.update(teamId, (row) => ({ ...row, ...change(row), updatedAt: at }));
}

/** Sets the wallet a team receives payments to by default. */
export function setDefaultReceiverWallet(store: Store, teamId: string, address: string, at: string): TeamRow {
  return store.teams.update(teamId, { defaultReceiverWallet: address, updatedAt: at });
}

/** A profile to create: a user acting in a team (of the team's app). */
export interface NewProfile {
  readonly id: string;
  readonly userId: string;
  readonly teamId: string;
  readonly appId: string;
  readonly nickname: string;
  readonly suborgId: string;
}

/**
 * Creates a profile at the instant `at`, without metadata or an image.
 *
 * @example
 * ```ts
 * createProfile(store, { id, userId, teamId, appId, nickname: 'ana', suborgId: `suborg_${ids.nanoid(16)}` }, at);
 * ```
 */
export function createProfile(store: Store, input: NewProfile, at: string): ProfileRow {
  return store.profiles.insert({ ...input, metadata: {}, imagePath: null, createdAt: at, updatedAt: at });
}

/** The fields of a profile its owner edits. */
export type ProfileDetails = Partial<Pick<ProfileRow, 'nickname' | 'metadata' | 'imagePath'>>;

/** Changes a profile's nickname, metadata or image at the instant `at`. */
export function changeProfile(
  store: Store,
  profileId: string,
  details: ProfileDetails,
  at: string,
): ProfileRow {
  return store.profiles.update(profileId, { ...details, updatedAt: at });
}

/** The membership to add: a profile in its team, with a role, added by an admin or by nobody. */
export interface NewMember {
  readonly profileId: string;
  readonly teamId: string;
  readonly role: Role;
  readonly addedBy?: string | null;
}

/** Adds a profile to its team as a member who joined at the instant `at`. */
export function addMember(store: Store, input: NewMember, at: string): MemberRow {
  return store.members.insert({
    profileId: input.profileId,
    teamId: input.teamId,
    role: input.role,
    joinedAt: at,
    addedBy: input.addedBy ?? null,
  });
}

/** Gives a member another role (`blocked` blocks them). */
export function changeMemberRole(store: Store, profileId: string, role: Role): MemberRow {
  return store.members.update(profileId, { role });
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
