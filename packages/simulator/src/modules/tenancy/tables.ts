/**
 * The tables of the tenancy module. Only this module writes them; other modules read them or call
 * the functions its index exports.
 */
import { Table } from '../../kernel/table.js';
import { defineTables, type TablesOf } from '../../platform/database.js';
import type {
  ApiKeyRow,
  AppRow,
  MemberRow,
  OtpChallengeRow,
  ProfileRow,
  SessionRow,
  StoredSessionRow,
  TeamRow,
  UserRow,
} from '../../platform/rows.js';

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
  // biome-ignore lint/suspicious/noEmptyInterface: merges this module's tables into the store
  interface Tables extends TenancyTables {}
}
