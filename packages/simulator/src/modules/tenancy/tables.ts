/**
 * The tables of the tenancy module and the types of their rows. Only this module writes
 * them; other modules read them, import the row types through its index, or call the functions
 * the index exports.
 */
import { KEY_TYPES, type KeyType, PERMISSIONS, type Permission } from '@payments-platform/sdk/contract';
import * as z from 'zod';
import type { JsonObject } from '../../kernel/json.js';
import { rowFields, rowSchema } from '../../kernel/row-schema.js';
import { Table } from '../../kernel/table.js';
import { ENVIRONMENTS, type SimulatorEnvironment } from '../../platform/config.js';
import { defineTables, type TablesOf } from '../../platform/database.js';
import { type Role, TEAM_ROLES } from '../../platform/roles.js';

/** An application (dashboard app) that owns keys, teams and a webhook endpoint. */
export type AppRow = {
  readonly id: string;
  readonly name: string;
  readonly webhookUrl: string | null;
  readonly webhookSecret: string | null;
  readonly createdAt: string;
  /** Default redirect URLs of the compliance checkout (absent or null: not configured). */
  readonly complianceSuccessUrl?: string | null;
  readonly complianceCancelUrl?: string | null;
};

/** An API key. `teamId` / `profileId` scope it; a profile-scoped key also carries its team. */
export type ApiKeyRow = {
  readonly id: string;
  readonly key: string;
  readonly appId: string;
  readonly name: string;
  readonly environment: SimulatorEnvironment;
  readonly type: KeyType;
  readonly permissions: Permission[];
  readonly teamId: string | null;
  readonly profileId: string | null;
  readonly createdAt: string;
  readonly revokedAt: string | null;
};

/** A user; users are global, their profiles belong to teams of apps. */
export type UserRow = {
  readonly id: string;
  readonly email: string;
  readonly username: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly country: string;
  readonly language: 'en' | 'es';
  readonly referralCode: string;
  readonly referredBy: string | null;
  /** How many users signed up with this user's referral code. */
  readonly referralsCount: number;
  readonly defaultProfileId: string | null;
  readonly orgId: string;
  readonly createdAt: string;
  readonly updatedAt: string;
};

/** A team of an app. */
export type TeamRow = {
  readonly id: string;
  readonly appId: string;
  readonly name: string;
  readonly description: string | null;
  readonly isBusiness: boolean;
  readonly metadata: JsonObject;
  readonly countries: string[];
  readonly defaultReceiverWallet: string | null;
  readonly notificationEmail: string | null;
  readonly imagePath: string | null;
  /** Whether the team is approved for OTC (logins through an OTC_PROVIDER key need one). */
  readonly otcApproved: boolean;
  readonly createdAt: string;
  readonly updatedAt: string;
};

/** A profile: one user acting in one team. */
export type ProfileRow = {
  readonly id: string;
  readonly userId: string;
  readonly teamId: string;
  readonly appId: string;
  readonly nickname: string;
  readonly metadata: JsonObject;
  readonly suborgId: string;
  readonly imagePath: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
};

/** The membership of a profile in its team. */
export type MemberRow = {
  readonly profileId: string;
  readonly teamId: string;
  readonly role: Role;
  readonly joinedAt: string;
  readonly addedBy: string | null;
};

/** A bearer session. */
export type SessionRow = {
  readonly token: string;
  readonly userId: string;
  readonly profileId: string;
  readonly teamId: string;
  readonly appId: string;
  readonly createdAt: string;
  /** Epoch ms after which the session is invalid. */
  readonly expiresAt: number;
  /**
   * The session's admin metadata: a platform administrator's session reads any transaction of
   * the app by id. Only the control API mints such sessions.
   */
  readonly admin?: boolean;
  /** The user type chosen at verify-otp (`admin` included); absent when none was requested. */
  readonly userType?: 'individual' | 'business' | 'admin';
};

/** An OTP challenge opened by send-otp and consumed by a successful verify-otp. */
export type OtpChallengeRow = {
  /** The `otpId` returned by send-otp. */
  readonly id: string;
  readonly appId: string;
  readonly userId: string;
  readonly email: string;
  readonly code: string;
  readonly identifier: string;
  readonly language: 'en' | 'es';
  readonly userType: 'individual' | 'business' | 'admin' | null;
  readonly createdAt: string;
  /** Epoch ms after which the code no longer verifies. */
  readonly expiresAt: number;
  /** Failed verifications so far. */
  readonly failedAttempts: number;
  /** When a verification succeeded; the challenge cannot be used again. */
  readonly consumedAt: string | null;
};

/** The session the platform keeps for a user in an app (refresh-session compares against it). */
export type StoredSessionRow = {
  /** `<userId>:<appId>`. */
  readonly id: string;
  readonly token: string;
  readonly updatedAt: string;
};

const appsRow = rowSchema(() =>
  z.strictObject({
    id: rowFields.key(),
    name: z.string(),
    webhookUrl: z.string().nullable(),
    webhookSecret: z.string().nullable(),
    createdAt: rowFields.instant(),
    complianceSuccessUrl: z.string().nullable().optional(),
    complianceCancelUrl: z.string().nullable().optional(),
  }),
);
const apiKeysRow = rowSchema(() =>
  z.strictObject({
    id: rowFields.key(),
    key: rowFields.key(),
    appId: z.string(),
    name: z.string(),
    environment: z.enum(ENVIRONMENTS),
    type: z.enum(KEY_TYPES),
    permissions: z.array(z.enum(PERMISSIONS)),
    teamId: z.string().nullable(),
    profileId: z.string().nullable(),
    createdAt: rowFields.instant(),
    revokedAt: rowFields.instant().nullable(),
  }),
);
const usersRow = rowSchema(() =>
  z.strictObject({
    id: rowFields.key(),
    email: z.string(),
    username: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    country: z.string(),
    language: z.enum(['en', 'es']),
    referralCode: z.string(),
    referredBy: z.string().nullable(),
    referralsCount: rowFields.count(),
    defaultProfileId: z.string().nullable(),
    orgId: z.string(),
    createdAt: rowFields.instant(),
    updatedAt: rowFields.instant(),
  }),
);
const teamsRow = rowSchema(() =>
  z.strictObject({
    id: rowFields.key(),
    appId: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    isBusiness: z.boolean(),
    metadata: rowFields.object(),
    countries: z.array(z.string()),
    defaultReceiverWallet: z.string().nullable(),
    notificationEmail: z.string().nullable(),
    imagePath: z.string().nullable(),
    otcApproved: z.boolean(),
    createdAt: rowFields.instant(),
    updatedAt: rowFields.instant(),
  }),
);
const profilesRow = rowSchema(() =>
  z.strictObject({
    id: rowFields.key(),
    userId: z.string(),
    teamId: z.string(),
    appId: z.string(),
    nickname: z.string(),
    metadata: rowFields.object(),
    suborgId: z.string(),
    imagePath: z.string().nullable(),
    createdAt: rowFields.instant(),
    updatedAt: rowFields.instant(),
  }),
);
const membersRow = rowSchema(() =>
  z.strictObject({
    profileId: rowFields.key(),
    teamId: z.string(),
    role: z.enum(TEAM_ROLES),
    joinedAt: rowFields.instant(),
    addedBy: z.string().nullable(),
  }),
);
const sessionsRow = rowSchema(() =>
  z.strictObject({
    token: rowFields.key(),
    userId: z.string(),
    profileId: z.string(),
    teamId: z.string(),
    appId: z.string(),
    createdAt: rowFields.instant(),
    expiresAt: rowFields.instantMs(),
    admin: z.boolean().optional(),
    userType: z.enum(['individual', 'business', 'admin']).optional(),
  }),
);
const otpChallengesRow = rowSchema(() =>
  z.strictObject({
    id: rowFields.key(),
    appId: z.string(),
    userId: z.string(),
    email: z.string(),
    code: z.string(),
    identifier: z.string(),
    language: z.enum(['en', 'es']),
    userType: z.enum(['individual', 'business', 'admin']).nullable(),
    createdAt: rowFields.instant(),
    expiresAt: rowFields.instantMs(),
    failedAttempts: rowFields.count(),
    consumedAt: rowFields.instant().nullable(),
  }),
);
const storedSessionsRow = rowSchema(() =>
  z.strictObject({
    id: rowFields.key(),
    token: z.string(),
    updatedAt: rowFields.instant(),
  }),
);

/** The tables of the tenancy module, by name. */
export const tenancyTables = defineTables({
  apps: () => new Table<AppRow>({ name: 'apps', row: appsRow, key: (row) => row.id }),
  apiKeys: () =>
    new Table<ApiKeyRow, 'byKey' | 'byApp'>({
      name: 'apiKeys',
      row: apiKeysRow,
      key: (row) => row.id,
      indexes: { byKey: (row) => row.key, byApp: (row) => row.appId },
    }),
  users: () =>
    new Table<UserRow, 'byEmail' | 'byUsername' | 'byReferralCode'>({
      name: 'users',
      row: usersRow,
      key: (row) => row.id,
      indexes: {
        byEmail: (row) => row.email.toLowerCase(),
        byUsername: (row) => row.username.toLowerCase(),
        byReferralCode: (row) => row.referralCode.toUpperCase(),
      },
    }),
  teams: () =>
    new Table<TeamRow, 'byApp'>({
      name: 'teams',
      row: teamsRow,
      key: (row) => row.id,
      indexes: { byApp: (row) => row.appId },
    }),
  profiles: () =>
    new Table<ProfileRow, 'byUser' | 'byTeam' | 'byApp' | 'byNickname'>({
      name: 'profiles',
      row: profilesRow,
      key: (row) => row.id,
      indexes: {
        byUser: (row) => row.userId,
        byTeam: (row) => row.teamId,
        byApp: (row) => row.appId,
        byNickname: (row) => row.nickname.toLowerCase(),
      },
    }),
  members: () =>
    new Table<MemberRow, 'byTeam'>({
      name: 'members',
      row: membersRow,
      key: (row) => row.profileId,
      indexes: { byTeam: (row) => row.teamId },
    }),
  sessions: () =>
    new Table<SessionRow, 'byUser'>({
      name: 'sessions',
      row: sessionsRow,
      key: (row) => row.token,
      secretKey: true,
      indexes: { byUser: (row) => row.userId },
    }),
  otpChallenges: () =>
    new Table<OtpChallengeRow, 'byUser'>({
      name: 'otpChallenges',
      row: otpChallengesRow,
      key: (row) => row.id,
      indexes: { byUser: (row) => row.userId },
    }),
  storedSessions: () =>
    new Table<StoredSessionRow>({ name: 'storedSessions', row: storedSessionsRow, key: (row) => row.id }),
});

/** The tenancy module's tables as the store holds them. */
export type TenancyTables = TablesOf<typeof tenancyTables>;

declare module '../../platform/database.js' {
  interface Tables extends TenancyTables {}
}
