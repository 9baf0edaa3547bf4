import { describe, expect, test } from 'vitest';
import type { Role } from '../../platform/roles.js';
import { ANONYMOUS_CALLER, type Caller } from './caller.js';
import { actingTeamId, canRead, canWrite, type Owner } from './ownership.js';
import type { ApiKeyRow, AppRow, MemberRow, ProfileRow, SessionRow, TeamRow } from './tables.js';

const NOW = '2025-01-01T00:00:00.000Z';
const app: AppRow = { id: 'app_main', name: 'Main', webhookUrl: null, webhookSecret: null, createdAt: NOW };

const team = (id: string): TeamRow => ({
  id,
  appId: app.id,
  name: id,
  description: null,
  isBusiness: false,
  metadata: {},
  countries: [],
  defaultReceiverWallet: null,
  notificationEmail: null,
  imagePath: null,
  otcApproved: false,
  createdAt: NOW,
  updatedAt: NOW,
});

const key = (scope: { teamId?: string; profileId?: string } = {}): ApiKeyRow => ({
  id: 'key',
  key: 'sk_sandbox_test',
  appId: app.id,
  name: 'test',
  environment: 'sandbox',
  type: 'STANDARD',
  permissions: ['WRITE'],
  teamId: scope.teamId ?? null,
  profileId: scope.profileId ?? null,
  createdAt: NOW,
  revokedAt: null,
});

const profile = (id: string, teamId: string): ProfileRow => ({
  id,
  userId: `usr_${id}`,
  teamId,
  appId: app.id,
  nickname: id,
  metadata: {},
  suborgId: 'suborg',
  imagePath: null,
  createdAt: NOW,
  updatedAt: NOW,
});

/** A caller acting as `profileId` of `teamId` with `role`, through an unscoped key. */
function member(profileId: string, teamId: string, role: Role = 'member'): Caller {
  const row: MemberRow = { profileId, teamId, role, joinedAt: NOW, addedBy: null };
  return {
    ...ANONYMOUS_CALLER,
    app,
    key: key(),
    contextSource: 'headers',
    profile: profile(profileId, teamId),
    team: team(teamId),
    member: row,
    role,
  };
}

/** An app-level caller with a key and no context. */
const keyOnly = (scope: { teamId?: string; profileId?: string } = {}): Caller => ({
  ...ANONYMOUS_CALLER,
  app,
  key: key(scope),
});

const ofTeam = (teamId: string | null, profileId: string | null = null): Owner => ({
  appId: app.id,
  teamId,
  profileId,
});

describe('tenancy.ownership', () => {
  test('a record of another app is reached by no kind', () => {
    const foreign: Owner = { appId: 'app_other', teamId: 'team_a', profileId: 'bruno' };
    const caller = member('bruno', 'team_a', 'admin');
    expect(canRead(caller, 'paymentRequest', foreign)).toBe(false);
    expect(canRead(caller, 'rampOrder', foreign)).toBe(false);
    expect(canWrite(caller, 'walletFunds', foreign)).toBe(false);
    expect(canRead(ANONYMOUS_CALLER, 'paymentRequest', ofTeam('team_a'))).toBe(false);
  });

  test('app: any caller of the app reads a payment request; changing it needs the maker scope', () => {
    expect(canRead(member('alice', 'team_b'), 'paymentRequest', ofTeam('team_a', 'bruno'))).toBe(true);
    expect(canWrite(keyOnly({ teamId: 'team_b' }), 'paymentRequest', ofTeam('team_a', 'bruno'))).toBe(false);
    expect(canWrite(keyOnly({ teamId: 'team_a' }), 'paymentRequest', ofTeam('team_a', 'bruno'))).toBe(true);
    expect(canWrite(keyOnly(), 'paymentRequest', ofTeam('team_a', 'bruno'))).toBe(true);
  });

  test('scope: an unscoped key sees the app, a scoped key or a context only its team or profile', () => {
    expect(canRead(keyOnly(), 'rampOrder', ofTeam('team_a'))).toBe(true);
    expect(canRead(keyOnly({ teamId: 'team_b' }), 'rampOrder', ofTeam('team_a'))).toBe(false);
    expect(canRead(keyOnly({ teamId: 'team_a' }), 'rampOrder', ofTeam('team_a'))).toBe(true);
    expect(canRead(member('alice', 'team_b'), 'wallet', ofTeam('team_a'))).toBe(false);
    expect(canRead(keyOnly({ profileId: 'alice' }), 'rampOrder', ofTeam(null, 'alice'))).toBe(true);
    expect(canRead(keyOnly({ profileId: 'alice' }), 'rampOrder', ofTeam(null, 'bruno'))).toBe(false);
  });

  test('party: the session team counts on a key-only route, and a shared team reads', () => {
    const session: SessionRow = {
      token: 'tok',
      userId: 'usr_alice',
      profileId: 'alice',
      teamId: 'team_b',
      appId: app.id,
      createdAt: NOW,
      expiresAt: Date.parse(NOW) + 60_000,
    };
    const withSession: Caller = { ...keyOnly(), session };
    expect(actingTeamId(withSession)).toBe('team_b');
    expect(canWrite(withSession, 'otcRequest', ofTeam('team_a'))).toBe(false);
    expect(canWrite(keyOnly(), 'otcRequest', ofTeam('team_a'))).toBe(true);
    const shared: Owner = { ...ofTeam('team_a'), sharedWith: ['team_b'] };
    expect(canRead(withSession, 'otcRequest', shared)).toBe(true);
    expect(canRead(member('carl', 'team_c'), 'otcRequest', shared)).toBe(false);
  });

  test('context: the context team owns team records; an app key without context reaches none', () => {
    expect(canWrite(member('bruno', 'team_a'), 'invitation', ofTeam('team_a'))).toBe(true);
    expect(canWrite(member('alice', 'team_b', 'admin'), 'invitation', ofTeam('team_a'))).toBe(false);
    expect(canRead(keyOnly(), 'notification', ofTeam('team_a'))).toBe(false);
    expect(canRead(member('bruno', 'team_a'), 'transaction', ofTeam(null, 'bruno'))).toBe(true);
    expect(canRead(member('carmen', 'team_a'), 'transaction', ofTeam(null, 'bruno'))).toBe(false);
  });

  test('member: transaction files reach the team, the own profile and a shared team', () => {
    const file: Owner = { ...ofTeam('team_a', 'bruno'), sharedWith: [null] };
    expect(canRead(member('carmen', 'team_a'), 'transactionFile', file)).toBe(true);
    expect(canRead(member('alice', 'team_b'), 'transactionFile', file)).toBe(false);
    expect(canRead(member('alice', 'team_b'), 'transactionFile', { ...file, sharedWith: ['team_b'] })).toBe(
      true,
    );
  });

  test('profile: bank accounts and personal wallets are the profile own, not the team', () => {
    expect(canRead(member('bruno', 'team_a'), 'bankAccount', ofTeam('team_a', 'bruno'))).toBe(true);
    expect(canRead(member('carmen', 'team_a', 'admin'), 'bankAccount', ofTeam('team_a', 'bruno'))).toBe(
      false,
    );
    expect(canWrite(member('carmen', 'team_a'), 'personalWallet', ofTeam('team_a', 'bruno'))).toBe(false);
  });

  test('walletUser: a team wallet for any member, a member wallet for its member or an admin', () => {
    expect(canWrite(member('carmen', 'team_a'), 'walletFunds', ofTeam('team_a'))).toBe(true);
    expect(canWrite(member('carmen', 'team_a'), 'walletFunds', ofTeam('team_a', 'carmen'))).toBe(true);
    expect(canWrite(member('carmen', 'team_a'), 'walletFunds', ofTeam('team_a', 'bruno'))).toBe(false);
    expect(canWrite(member('diego', 'team_a', 'admin'), 'walletFunds', ofTeam('team_a', 'bruno'))).toBe(true);
    expect(canWrite(member('alice', 'team_b', 'admin'), 'walletFunds', ofTeam('team_a'))).toBe(false);
    expect(canWrite(keyOnly(), 'walletFunds', ofTeam('team_a'))).toBe(false);
  });
});
