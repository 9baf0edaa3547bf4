import { describe, expect, test } from 'vitest';
import {
  createSimulator,
  DEMO,
  DEMO_FIXTURE,
  FixtureError,
  type FixtureInput,
  parseFixture,
} from '../src/index.js';

const TEAM = '70000000-0000-4000-8000-000000000001';
const PROFILE = '70000000-0000-4000-8000-000000000002';

const shop = {
  lifetimes: { invitationMs: 60_000 },
  apps: [{ id: 'app_shop', name: 'Shop' }],
  keys: [
    { id: 'key_shop', app: 'app_shop', key: 'sk_sandbox_shop_12345678', permissions: ['WRITE'] },
    { id: 'key_olga', app: 'app_shop', key: 'sk_sandbox_olga_12345678', profile: PROFILE },
  ],
  teams: [{ id: TEAM, app: 'app_shop', name: 'Shop Team', isBusiness: true }],
  users: [
    { id: 'usr_olga', email: 'olga@shop.example', firstName: 'Olga', lastName: 'Owner', country: 'MX' },
  ],
  profiles: [{ id: PROFILE, user: 'usr_olga', team: TEAM, role: 'admin' }],
  bankAccounts: [
    {
      id: 'bank_olga',
      profile: PROFILE,
      accountName: 'Olga Owner',
      accountType: 'CHECKING',
      accountNumber: '0001',
      country: 'MX',
      bankSlug: 'bbva-mexico',
      currencySymbol: 'MXN',
    },
  ],
  wallets: [
    {
      id: 'wal_olga',
      address: '0x5E11E70000000000000000000000000000000001',
      profile: PROFILE,
      balances: [
        { chainId: 84532, token: 'USDC', amount: '12.25' },
        { chainId: 84532, token: 'native', amount: '0.001' },
      ],
    },
  ],
} satisfies FixtureInput;

describe('scenarios.fixtures', () => {
  test('load: apps, scoped keys, users in teams with roles, bank accounts, wallets and balances', async () => {
    const simulator = createSimulator({ seed: 'empty', fixtures: shop });
    const { store } = simulator.services;
    expect(store.apiKeys.get('key_olga')).toMatchObject({
      teamId: TEAM,
      profileId: PROFILE,
      permissions: [],
    });
    expect(store.members.get(PROFILE)).toMatchObject({ teamId: TEAM, role: 'admin', addedBy: null });
    expect(store.users.get('usr_olga')).toMatchObject({ username: 'olga', defaultProfileId: PROFILE });
    expect(store.bankAccounts.get('bank_olga')).toMatchObject({ teamId: TEAM, accountAlias: 'Olga Owner' });
    expect(store.wallets.get('wal_olga')).toMatchObject({
      address: '0x5e11e70000000000000000000000000000000001',
      teamId: TEAM,
    });
    expect(
      store.balances.by('byAddress', '0x5e11e70000000000000000000000000000000001').map((row) => row.amount),
    ).toEqual(['12250000', '1000000000000000']);
    const response = await simulator.fetch('/v1/config/chains', {
      headers: { 'x-api-key': 'sk_sandbox_shop_12345678' },
    });
    expect(response.status).toBe(200);
  });

  test('load: on top of the demo seed, referring to its apps; a reset loads the fixture again', () => {
    const simulator = createSimulator({
      fixtures: {
        keys: [
          {
            id: 'key_extra',
            app: DEMO.apps.main.id,
            key: 'sk_sandbox_extra_1234',
            team: DEMO.teams.business.id,
          },
        ],
      },
    });
    expect(simulator.services.store.apiKeys.get('key_extra')?.teamId).toBe(DEMO.teams.business.id);
    simulator.reset();
    expect(simulator.services.store.apiKeys.get('key_extra')).toBeDefined();
    expect(simulator.services.store.apiKeys.get('key_demo_app')).toBeDefined();
  });

  test('lifetimes: a fixture shortens the invitation lifetime', () => {
    const simulator = createSimulator({ seed: 'empty', fixtures: shop });
    expect(simulator.services.config.invitationTtlMs).toBe(60_000);
  });

  test('the demo seed is a fixture that passes the schema', () => {
    const fixture = parseFixture(DEMO_FIXTURE);
    expect(fixture.keys.find((key) => key.key === DEMO.keys.otcProvider)).toMatchObject({
      permissions: ['WRITE', 'OTC_PROVIDER'],
      profile: DEMO.profiles.omar.id,
    });
  });

  test('the demo seed is written complete: the schema returns it unchanged, so the seed loads it without a parse', () => {
    // Every default spelled out and every string already trimmed: the seed uses the constant itself.
    expect(parseFixture(DEMO_FIXTURE)).toStrictEqual(DEMO_FIXTURE);
  });

  test('error: the schema names the path of the bad field', () => {
    const attempt = () =>
      parseFixture({ keys: [{ id: 'k', app: 'a', key: 'sk_sandbox_12345678', permissions: ['FLY'] }] });
    expect(attempt).toThrow(FixtureError);
    expect(attempt).toThrow(/keys\[0\]\.permissions\[0\]: /);
    expect(() => parseFixture({ wallets: [{ id: 'w', address: '0x12' }] })).toThrow(
      /wallets\[0\]\.address: /,
    );
    expect(() => parseFixture({ unknown: [] })).toThrow(/\(fixture\): .*unknown/);
  });

  test('error: a reference to nothing, a duplicate id or an unknown token names the field', () => {
    expect(() =>
      createSimulator({ seed: 'empty', fixtures: { teams: [{ id: 't', app: 'app_none', name: 'T' }] } }),
    ).toThrow('teams[0].app: no app "app_none"');
    expect(() => createSimulator({ fixtures: { apps: [{ id: DEMO.apps.main.id, name: 'Again' }] } })).toThrow(
      /apps\[0\]\.id: Duplicate key "app_demo"/,
    );
    expect(() =>
      createSimulator({
        seed: 'empty',
        fixtures: {
          ...shop,
          wallets: [
            {
              id: 'w',
              address: '0x5e11e70000000000000000000000000000000001',
              profile: PROFILE,
              balances: [{ chainId: 84532, token: 'DOGE', amount: '1' }],
            },
          ],
        },
      }),
    ).toThrow('wallets[0].balances[0].token: no token "DOGE" on chain 84532');
  });
});
