/**
 * The user area through the SDK client with strict response validation: the profiles of the
 * context user and the default profile.
 */
import { describe, expect, test } from 'vitest';
import { DEMO } from '../src/index.js';
import { clientFor, demoSimulator, failure } from './profile-user-client.js';

const { alice, aliceAtBusiness, bruno, elena } = DEMO.profiles;
const DAY = 86_400_000;

describe('GET /v1/user/profiles', () => {
  test('a session lists every profile of its user with team, app and isDefault', async () => {
    const simulator = demoSimulator();
    const data = await (await clientFor(simulator, { profileId: aliceAtBusiness.id })).user.profiles.list();
    expect(data.profiles).toEqual([
      {
        id: alice.id,
        teamId: DEMO.teams.individual.id,
        teamName: 'Alice Rivera',
        appId: DEMO.apps.main.id,
        appName: 'Demo Payments App',
        nickname: 'alice',
        isDefault: true,
      },
      {
        id: aliceAtBusiness.id,
        teamId: DEMO.teams.business.id,
        teamName: 'Acme Imports',
        appId: DEMO.apps.main.id,
        appName: 'Demo Payments App',
        nickname: 'alice-acme',
        isDefault: false,
      },
    ]);
  });

  test('a profile-scoped key lists the profiles of its profile user', async () => {
    const simulator = demoSimulator();
    const data = await (await clientFor(simulator, { apiKey: DEMO.keys.profile })).user.profiles.list();
    expect(data.profiles).toEqual([
      expect.objectContaining({ id: bruno.id, nickname: 'bruno', isDefault: true }),
    ]);
  });

  test('profiles of the user in other apps are listed with their app', async () => {
    const simulator = demoSimulator();
    const { store } = simulator.services;
    const profileId = '20000000-0000-4000-8000-000000000099';
    store.profiles.insert({
      ...(store.profiles.get(DEMO.profiles.pablo.id) as NonNullable<ReturnType<typeof store.profiles.get>>),
      id: profileId,
      userId: DEMO.users.alice.id,
      nickname: 'alice-other',
    });
    const data = await (await clientFor(simulator, { profileId: alice.id })).user.profiles.list();
    expect(data.profiles.at(-1)).toEqual({
      id: profileId,
      teamId: DEMO.teams.otherApp.id,
      teamName: 'Other App Team',
      appId: DEMO.apps.other.id,
      appName: 'Other App',
      nickname: 'alice-other',
      isDefault: false,
    });
  });

  test('400 APP_V1_USER_PROFILES_ROUTE_01 without a session or profile-scoped key; headers are ignored', async () => {
    const simulator = demoSimulator();
    const appClient = await clientFor(simulator);
    expect(await failure(appClient.user.profiles.list())).toEqual({
      status: 400,
      code: 'APP_V1_USER_PROFILES_ROUTE_01',
    });
    const headers = { 'x-profile-id': bruno.id, 'x-team-id': DEMO.teams.business.id };
    expect(await failure(appClient.user.profiles.list(undefined, { headers }))).toEqual({
      status: 400,
      code: 'APP_V1_USER_PROFILES_ROUTE_01',
    });
    expect(
      await failure((await clientFor(simulator, { apiKey: DEMO.keys.team })).user.profiles.list()),
    ).toEqual({
      status: 400,
      code: 'APP_V1_USER_PROFILES_ROUTE_01',
    });
  });

  test('403 CONTEXT_INVALID for a blocked profile; 401 SESSION_INVALID for an expired session', async () => {
    const simulator = demoSimulator();
    expect(
      await failure((await clientFor(simulator, { apiKey: DEMO.keys.blockedProfile })).user.profiles.list()),
    ).toEqual({ status: 403, code: 'CONTEXT_INVALID' });
    const client = await clientFor(simulator, { profileId: alice.id });
    await simulator.clock.advance(DAY + 1);
    expect(await failure(client.user.profiles.list())).toEqual({ status: 401, code: 'SESSION_INVALID' });
  });
});

describe.each([
  ['PUT', 'set'],
  ['PATCH', 'update'],
] as const)('%s /v1/user/default-profile', (_method, method) => {
  test('sets the default profile of the context user', async () => {
    const simulator = demoSimulator();
    const client = await clientFor(simulator, { profileId: alice.id });
    expect(await client.user.defaultProfile[method]({ profileId: aliceAtBusiness.id })).toEqual({
      defaultProfileId: aliceAtBusiness.id,
    });
    const { profiles } = await client.user.profiles.list();
    expect(profiles.map((profile) => [profile.id, profile.isDefault])).toEqual([
      [alice.id, false],
      [aliceAtBusiness.id, true],
    ]);
    expect(simulator.services.store.users.get(DEMO.users.alice.id)?.defaultProfileId).toBe(
      aliceAtBusiness.id,
    );
    expect(await client.user.defaultProfile[method]({ profileId: aliceAtBusiness.id })).toEqual({
      defaultProfileId: aliceAtBusiness.id,
    });
  });

  test('works with a profile-scoped key', async () => {
    const simulator = demoSimulator();
    const client = await clientFor(simulator, { apiKey: DEMO.keys.individualProfile });
    expect(await client.user.defaultProfile[method]({ profileId: aliceAtBusiness.id })).toEqual({
      defaultProfileId: aliceAtBusiness.id,
    });
  });

  test('404 APP_V1_USER_DEFAULT_PROFILE_ROUTE_02 for an unknown profile', async () => {
    const simulator = demoSimulator();
    const client = await clientFor(simulator, { profileId: alice.id });
    expect(
      await failure(
        client.user.defaultProfile[method]({ profileId: '20000000-0000-4000-8000-000000000099' }),
      ),
    ).toEqual({ status: 404, code: 'APP_V1_USER_DEFAULT_PROFILE_ROUTE_02' });
  });

  test("403 APP_V1_USER_DEFAULT_PROFILE_ROUTE_03 for another user's profile", async () => {
    const simulator = demoSimulator();
    const client = await clientFor(simulator, { profileId: alice.id });
    expect(await failure(client.user.defaultProfile[method]({ profileId: bruno.id }))).toEqual({
      status: 403,
      code: 'APP_V1_USER_DEFAULT_PROFILE_ROUTE_03',
    });
    expect(simulator.services.store.users.get(DEMO.users.alice.id)?.defaultProfileId).toBe(alice.id);
  });

  test('400 APP_V1_USER_DEFAULT_PROFILE_ROUTE_01 without a context profile; headers are ignored', async () => {
    const simulator = demoSimulator();
    const headers = { 'x-profile-id': alice.id, 'x-team-id': DEMO.teams.individual.id };
    for (const client of [
      await clientFor(simulator),
      await clientFor(simulator, { apiKey: DEMO.keys.teamWrite }),
    ]) {
      expect(
        await failure(client.user.defaultProfile[method]({ profileId: aliceAtBusiness.id }, { headers })),
      ).toEqual({ status: 400, code: 'APP_V1_USER_DEFAULT_PROFILE_ROUTE_01' });
    }
  });

  test('400 BODY_PARSER_ERROR for a profileId that is not a UUID', async () => {
    const simulator = demoSimulator();
    const client = await clientFor(simulator, { profileId: alice.id, validation: 'off' });
    expect(await failure(client.user.defaultProfile[method]({ profileId: 'alice' }))).toEqual({
      status: 400,
      code: 'BODY_PARSER_ERROR',
    });
  });

  test('403 CONTEXT_INVALID for a blocked profile (invalid active context)', async () => {
    const simulator = demoSimulator();
    const client = await clientFor(simulator, { apiKey: DEMO.keys.blockedProfile });
    expect(await failure(client.user.defaultProfile[method]({ profileId: elena.id }))).toEqual({
      status: 403,
      code: 'CONTEXT_INVALID',
    });
  });
});
