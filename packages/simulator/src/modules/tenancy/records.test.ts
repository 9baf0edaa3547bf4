import { describe, expect, test } from 'vitest';
import { createStore } from '../../platform/database.js';
import {
  addMember,
  changeTeamDetails,
  countReferral,
  createApp,
  createTeam,
  createUser,
  issueApiKey,
  revokeApiKey,
} from './records.js';
import { tenancyTables } from './tables.js';

const AT = '2025-01-01T00:00:00.000Z';
const LATER = '2025-01-02T00:00:00.000Z';
const setup = () => createStore([tenancyTables]);

describe('tenancy operations', () => {
  test('an app without compliance redirects leaves them out; given ones are kept, null included', () => {
    const store = setup();
    expect(createApp(store, { id: 'app_a', name: 'A' }, AT)).toEqual({
      id: 'app_a',
      name: 'A',
      webhookUrl: null,
      webhookSecret: null,
      createdAt: AT,
    });
    expect(
      createApp(
        store,
        { id: 'app_b', name: 'B', complianceSuccessUrl: null, complianceCancelUrl: 'https://b/x' },
        AT,
      ),
    ).toMatchObject({ complianceSuccessUrl: null, complianceCancelUrl: 'https://b/x' });
  });

  test('a key counts each permission once and keeps its first revocation', () => {
    const store = setup();
    const key = issueApiKey(
      store,
      {
        id: 'key_1',
        key: 'sk_test_1',
        appId: 'app_a',
        name: 'Backend',
        environment: 'sandbox',
        type: 'STANDARD',
        permissions: ['WRITE', 'WRITE'],
      },
      AT,
    );
    expect(key).toMatchObject({ permissions: ['WRITE'], teamId: null, profileId: null, revokedAt: null });
    expect(revokeApiKey(store, 'key_1', AT).revokedAt).toBe(AT);
    expect(revokeApiKey(store, 'key_1', LATER).revokedAt).toBe(AT);
  });

  test('a team starts without image, default wallet or OTC approval, and stores its wallet lowercase', () => {
    const store = setup();
    const team = createTeam(
      store,
      { id: 'team_1', appId: 'app_a', name: 'Shop', defaultReceiverWallet: '0xABCDEF' },
      AT,
    );
    expect(team).toEqual({
      id: 'team_1',
      appId: 'app_a',
      name: 'Shop',
      description: null,
      isBusiness: false,
      metadata: {},
      countries: [],
      defaultReceiverWallet: '0xabcdef',
      notificationEmail: null,
      imagePath: null,
      otcApproved: false,
      createdAt: AT,
      updatedAt: AT,
    });
    const renamed = changeTeamDetails(store, 'team_1', (row) => ({ name: `${row.name} 2` }), LATER);
    expect(renamed).toMatchObject({ name: 'Shop 2', createdAt: AT, updatedAt: LATER });
  });

  test('a user starts with no referrals; each sign-up with its code counts one', () => {
    const store = setup();
    createUser(
      store,
      {
        id: 'usr_1',
        email: 'ana@example.com',
        username: 'ana',
        firstName: 'Ana',
        lastName: 'Ruiz',
        country: 'ES',
        language: 'es',
        referralCode: 'ANAX0001',
        orgId: 'org_ana',
      },
      AT,
    );
    expect(store.users.get('usr_1')).toMatchObject({
      referralsCount: 0,
      referredBy: null,
      defaultProfileId: null,
    });
    expect(countReferral(store, 'usr_1', LATER)).toMatchObject({ referralsCount: 1, updatedAt: LATER });
  });

  test('a member joins at the instant given, added by nobody unless named', () => {
    const store = setup();
    expect(addMember(store, { profileId: 'prf_1', teamId: 'team_1', role: 'admin' }, AT)).toEqual({
      profileId: 'prf_1',
      teamId: 'team_1',
      role: 'admin',
      joinedAt: AT,
      addedBy: null,
    });
  });
});
