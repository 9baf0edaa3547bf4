/**
 * The tables of the tenancy module and the types of their rows. Only this module writes
 * them; other modules read them, import the row types through its index, or call the functions
 * the index exports.
 */
import type { KeyType, Permission } from '@payments-platform/sdk/contract';
import type { JsonObject } from '../../kernel/json.js';
import { Table } from '../../kernel/table.js';
import type { SimulatorEnvironment } from '../../platform/config.js';
import { defineTables, type TablesOf } from '../../platform/database.js';
import type { Role } from '../../platform/roles.js';

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

/** The tables of the tenancy module, by name. */
export const tenancyTables = defineTables({
  apps: () => new Table<AppRow>({ name: 'apps', key: (row) => row.id }),
  apiKeys: () =>
    new Table<ApiKeyRow, 'byKey' | 'byApp'>({
      name: 'apiKeys',
      key: (row) => row.id,
      indexes: { byKey: (row) => row.key, byApp: (row) => row.appId },
    }),
  users: () =>
    new Table<UserRow, 'byEmail' | 'byUsername' | 'byReferralCode'>({
      name: 'users',
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
      key: (row) => row.id,
      indexes: { byApp: (row) => row.appId },
    }),
  profiles: () =>
    new Table<ProfileRow, 'byUser' | 'byTeam' | 'byApp' | 'byNickname'>({
      name: 'profiles',
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
      key: (row) => row.profileId,
      indexes: { byTeam: (row) => row.teamId },
    }),
  sessions: () =>
    new Table<SessionRow, 'byUser'>({
      name: 'sessions',
      key: (row) => row.token,
      indexes: { byUser: (row) => row.userId },
    }),
  otpChallenges: () =>
    new Table<OtpChallengeRow, 'byUser'>({
      name: 'otpChallenges',
      key: (row) => row.id,
      indexes: { byUser: (row) => row.userId },
    }),
  storedSessions: () => new Table<StoredSessionRow>({ name: 'storedSessions', key: (row) => row.id }),
});

/** The tenancy module's tables as the store holds them. */
export type TenancyTables = TablesOf<typeof tenancyTables>;

declare module '../../platform/database.js' {
  interface Tables extends TenancyTables {}
}
