/**
 * The teams area through the SDK client with strict validation: members and roles, invitations,
 * countries, banks, default receiver wallet, metadata, notification e-mail, tax info, activity
 * and image, with every status and code the spec lists for them.
 */
import { describe, expect, test } from 'vitest';
import { createSimulator, DEMO } from '../src/index.js';
import { INVITATION_TTL_MS } from '../src/modules/teams/invitations.js';
import { UPLOAD_URL_TTL_MS } from '../src/modules/uploads/uploads.js';
import { failure, newSimulator, sdk } from './auth-teams-client.js';

const { bruno, carmen, diego, elena, aliceAtBusiness, alice } = DEMO.profiles;
const business = DEMO.teams.business;

/** Bruno (business admin) through a session, and the simulator. */
async function asAdmin() {
  const simulator = newSimulator();
  return {
    simulator,
    client: await sdk(simulator, { sessionFor: bruno.id }),
    store: simulator.services.store,
  };
}

const headerContext = (profileId: string) => ({ profileId, teamId: business.id });

describe('GET /v1/teams/members', () => {
  test('lists the members with profile and user, to any member', async () => {
    const simulator = newSimulator();
    const members = await (await sdk(simulator)).withContext(headerContext(diego.id)).teams.members.list();
    expect(members.map((member) => [member.profileId, member.role])).toEqual([
      [bruno.id, 'admin'],
      [carmen.id, 'member'],
      [diego.id, 'viewer'],
      [elena.id, 'blocked'],
      [aliceAtBusiness.id, 'developer'],
    ]);
    expect(members[1]).toMatchObject({
      addedBy: bruno.id,
      profile: { id: carmen.id, nickname: 'carmen' },
      user: { id: DEMO.users.carmen.id, email: 'carmen@example.com', country: 'CO', language: 'es' },
    });
  });

  test('400 APP_V1_TEAMS_MEMBERS_ROUTE_01 without a context', async () => {
    expect(await failure((await sdk(newSimulator())).teams.members.list())).toEqual({
      status: 400,
      code: 'APP_V1_TEAMS_MEMBERS_ROUTE_01',
    });
  });
});

describe('PATCH /v1/teams/members/{profileId}/role', () => {
  test('changes the role and answers { profileId, role }', async () => {
    const { client, store } = await asAdmin();
    expect(await client.teams.members.updateRole({ profileId: carmen.id, role: 'admin' })).toEqual({
      profileId: carmen.id,
      role: 'admin',
    });
    expect(store.members.get(carmen.id)?.role).toBe('admin');
  });

  test('403 LAST_ADMIN_REQUIRED when the only admin would lose the role', async () => {
    const { client, store } = await asAdmin();
    expect(await failure(client.teams.members.updateRole({ profileId: bruno.id, role: 'member' }))).toEqual({
      status: 403,
      code: 'LAST_ADMIN_REQUIRED',
    });
    expect(store.members.get(bruno.id)?.role).toBe('admin');
  });

  test('403 MEMBER_NOT_IN_TEAM for a profile of another team', async () => {
    const { client } = await asAdmin();
    expect(await failure(client.teams.members.updateRole({ profileId: alice.id, role: 'member' }))).toEqual({
      status: 403,
      code: 'MEMBER_NOT_IN_TEAM',
    });
  });

  test('400 _ROLE_ROUTE_01 without context, 403 _ROLE_ROUTE_01 for a non-admin, 400 for a bad role', async () => {
    const simulator = newSimulator();
    expect(
      await failure(
        (await sdk(simulator)).teams.members.updateRole({ profileId: carmen.id, role: 'member' }),
      ),
    ).toEqual({
      status: 400,
      code: 'APP_V1_TEAMS_MEMBERS_PROFILEID_ROLE_ROUTE_01',
    });
    const member = await sdk(simulator, { sessionFor: carmen.id });
    expect(await failure(member.teams.members.updateRole({ profileId: diego.id, role: 'member' }))).toEqual({
      status: 403,
      code: 'APP_V1_TEAMS_MEMBERS_PROFILEID_ROLE_ROUTE_01',
    });
    const loose = await sdk(simulator, { sessionFor: bruno.id, validation: 'off' });
    expect(
      await failure(loose.teams.members.updateRole({ profileId: diego.id, role: 'owner' as never })),
    ).toEqual({
      status: 400,
      code: 'BODY_PARSER_ERROR',
    });
  });

  test('400 _ROLE_ROUTE_02 for an empty profile id', async () => {
    const simulator = newSimulator();
    const response = await simulator.fetch('/v1/teams/members/%20/role', {
      method: 'PATCH',
      headers: {
        'x-api-key': DEMO.keys.profileWrite,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ role: 'member' }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      'APP_V1_TEAMS_MEMBERS_PROFILEID_ROLE_ROUTE_02',
    );
  });
});

describe('DELETE /v1/teams/members/{profileId}', () => {
  test('blocks the member: role blocked, { profileId, blocked: true }', async () => {
    const { client, store } = await asAdmin();
    expect(await client.teams.members.block({ profileId: diego.id })).toEqual({
      profileId: diego.id,
      blocked: true,
    });
    expect(store.members.get(diego.id)?.role).toBe('blocked');
  });

  test('403 LAST_ADMIN_REQUIRED when the only admin blocks themself; 403 MEMBER_NOT_IN_TEAM outside the team', async () => {
    const { client } = await asAdmin();
    expect(await failure(client.teams.members.block({ profileId: bruno.id }))).toEqual({
      status: 403,
      code: 'LAST_ADMIN_REQUIRED',
    });
    expect(await failure(client.teams.members.block({ profileId: DEMO.profiles.omar.id }))).toEqual({
      status: 403,
      code: 'MEMBER_NOT_IN_TEAM',
    });
  });

  test('400 _ROUTE_01 without context; 403 _ROUTE_01 for a non-admin', async () => {
    const simulator = newSimulator();
    expect(await failure((await sdk(simulator)).teams.members.block({ profileId: diego.id }))).toEqual({
      status: 400,
      code: 'APP_V1_TEAMS_MEMBERS_PROFILEID_ROUTE_01',
    });
    expect(
      await failure(
        (await sdk(simulator, { apiKey: DEMO.keys.memberProfile })).teams.members.block({
          profileId: diego.id,
        }),
      ),
    ).toEqual({ status: 403, code: 'APP_V1_TEAMS_MEMBERS_PROFILEID_ROUTE_01' });
  });

  test('400 _ROUTE_02 for an empty profile id', async () => {
    const simulator = newSimulator();
    const response = await simulator.fetch('/v1/teams/members/%20', {
      method: 'DELETE',
      headers: { 'x-api-key': DEMO.keys.profileWrite },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      'APP_V1_TEAMS_MEMBERS_PROFILEID_ROUTE_02',
    );
  });
});

describe('invitations', () => {
  test('POST creates a pending invitation with an expiry (201); no e-mail without EMAIL', async () => {
    const { client, simulator } = await asAdmin();
    const created = await client.teams.invitations.create({ email: 'New.Person@Example.org' }).withResponse();
    expect(created.response.status).toBe(201);
    expect(created.data).toEqual({
      id: expect.any(String),
      teamId: business.id,
      email: 'new.person@example.org',
      role: 'member',
      invitedBy: bruno.id,
      status: 'pending',
      expiresAt: new Date(simulator.clock.now() + INVITATION_TTL_MS).toISOString(),
      createdAt: simulator.clock.iso(),
      updatedAt: simulator.clock.iso(),
    });
    expect((await simulator.control.platform.outbox()).messages).toEqual([]);
  });

  test('an EMAIL key mails the invitation', async () => {
    const simulator = newSimulator();
    const client = await sdk(simulator, { apiKey: DEMO.keys.email, sessionFor: bruno.id });
    const invitation = await client.teams.invitations.create({ email: 'new@example.org', role: 'viewer' });
    expect((await simulator.control.platform.outbox({ to: 'new@example.org' })).messages).toEqual([
      expect.objectContaining({
        kind: 'invitation',
        data: { invitationId: invitation.id, teamId: business.id, role: 'viewer' },
      }),
    ]);
  });

  test('409 _ROUTE_02 when the e-mail already has a profile in the app', async () => {
    const { client } = await asAdmin();
    expect(await failure(client.teams.invitations.create({ email: DEMO.users.omar.email }))).toEqual({
      status: 409,
      code: 'APP_V1_TEAMS_INVITATIONS_ROUTE_02',
    });
    const other = await client.teams.invitations.create({ email: DEMO.users.pablo.email });
    expect(other.status).toBe('pending');
  });

  test('POST: 400 _ROUTE_01 without context, 403 _ROUTE_01 for a non-admin, 400 for a bad e-mail', async () => {
    const simulator = newSimulator();
    expect(
      await failure((await sdk(simulator)).teams.invitations.create({ email: 'x@example.org' })),
    ).toEqual({
      status: 400,
      code: 'APP_V1_TEAMS_INVITATIONS_ROUTE_01',
    });
    expect(
      await failure(
        (await sdk(simulator, { sessionFor: carmen.id })).teams.invitations.create({
          email: 'x@example.org',
        }),
      ),
    ).toEqual({ status: 403, code: 'APP_V1_TEAMS_INVITATIONS_ROUTE_01' });
    const loose = await sdk(simulator, { sessionFor: bruno.id, validation: 'off' });
    expect(await failure(loose.teams.invitations.create({ email: 'not-an-email' }))).toEqual({
      status: 400,
      code: 'BODY_PARSER_ERROR',
    });
  });

  test('GET lists the pending ones; they expire on the clock', async () => {
    const simulator = newSimulator();
    const client = (await sdk(simulator)).withContext(headerContext(bruno.id));
    const first = await client.teams.invitations.create({ email: 'one@example.org' });
    await simulator.clock.advance(INVITATION_TTL_MS / 2);
    const second = await client.teams.invitations.create({ email: 'two@example.org', role: 'analyst' });
    expect((await client.teams.invitations.list()).map((row) => row.id)).toEqual([first.id, second.id]);
    await simulator.clock.advance(INVITATION_TTL_MS / 2);
    expect((await client.teams.invitations.list()).map((row) => row.id)).toEqual([second.id]);
    expect(simulator.services.store.invitations.get(first.id)?.status).toBe('expired');
  });

  test('GET: 400 _ROUTE_01 without context, 403 _ROUTE_03 for a non-admin', async () => {
    const simulator = newSimulator();
    expect(await failure((await sdk(simulator)).teams.invitations.list())).toEqual({
      status: 400,
      code: 'APP_V1_TEAMS_INVITATIONS_ROUTE_01',
    });
    expect(await failure((await sdk(simulator, { sessionFor: diego.id })).teams.invitations.list())).toEqual({
      status: 403,
      code: 'APP_V1_TEAMS_INVITATIONS_ROUTE_03',
    });
  });

  test('DELETE rejects the invitation and answers the full row', async () => {
    const { client, simulator } = await asAdmin();
    const invitation = await client.teams.invitations.create({ email: 'gone@example.org' });
    await simulator.clock.advance(1000);
    const rejected = await client.teams.invitations.delete({ id: invitation.id });
    expect(rejected).toEqual({ ...invitation, status: 'rejected', updatedAt: simulator.clock.iso() });
    expect(await client.teams.invitations.list()).toEqual([]);
  });

  test('DELETE: 404 _04 unknown, 403 _05 other team, 403 _02 non-admin, 401 without session, 400 _03 empty id', async () => {
    const simulator = newSimulator();
    const omar = await sdk(simulator, { sessionFor: DEMO.profiles.omar.id });
    const elsewhere = await omar.teams.invitations.create({ email: 'desk@example.org' });
    const admin = await sdk(simulator, { sessionFor: bruno.id });
    expect(await failure(admin.teams.invitations.delete({ id: 'missing' }))).toEqual({
      status: 404,
      code: 'APP_V1_TEAMS_INVITATIONS_ID_ROUTE_04',
    });
    expect(await failure(admin.teams.invitations.delete({ id: elsewhere.id }))).toEqual({
      status: 403,
      code: 'APP_V1_TEAMS_INVITATIONS_ID_ROUTE_05',
    });
    expect(
      await failure(
        (await sdk(simulator, { sessionFor: carmen.id })).teams.invitations.delete({ id: elsewhere.id }),
      ),
    ).toEqual({
      status: 403,
      code: 'APP_V1_TEAMS_INVITATIONS_ID_ROUTE_02',
    });
    expect(
      (await failure((await sdk(simulator)).teams.invitations.delete({ id: elsewhere.id }))).status,
    ).toBe(401);
    const token = (await simulator.control.tenancy.createSession({ profileId: bruno.id })).token;
    const response = await simulator.fetch('/v1/teams/invitations/%20', {
      method: 'DELETE',
      headers: { 'x-api-key': DEMO.keys.app, authorization: `Bearer ${token}` },
    });
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      'APP_V1_TEAMS_INVITATIONS_ID_ROUTE_03',
    );
    expect(response.status).toBe(400);
  });
});

describe('countries', () => {
  test('POST adds a supported country, uppercased; a duplicate returns the team unchanged', async () => {
    const { client, store } = await asAdmin();
    const team = await client.teams.countries.add({ country: ' gt ' });
    expect(team.countries).toEqual(['MX', 'CO', 'GT']);
    const again = await client.teams.countries.add({ country: 'GT' });
    expect(again).toEqual(team);
    expect(store.activity.by('byTeam', business.id)).toHaveLength(1);
  });

  test('POST: 400 _03 unsupported, 400 _01 without context, 403 _02 non-admin, 400 bad length', async () => {
    const simulator = newSimulator();
    const admin = await sdk(simulator, { sessionFor: bruno.id, validation: 'off' });
    expect(await failure(admin.teams.countries.add({ country: 'FR' }))).toEqual({
      status: 400,
      code: 'APP_V1_TEAMS_COUNTRIES_03',
    });
    expect(await failure(admin.teams.countries.add({ country: 'MEX' }))).toEqual({
      status: 400,
      code: 'BODY_PARSER_ERROR',
    });
    expect(await failure((await sdk(simulator)).teams.countries.add({ country: 'GT' }))).toEqual({
      status: 400,
      code: 'APP_V1_TEAMS_COUNTRIES_01',
    });
    expect(
      await failure((await sdk(simulator, { sessionFor: carmen.id })).teams.countries.add({ country: 'GT' })),
    ).toEqual({
      status: 403,
      code: 'APP_V1_TEAMS_COUNTRIES_02',
    });
  });

  test('DELETE removes a country without the support check', async () => {
    const { client, store } = await asAdmin();
    store.teams.update(business.id, { countries: ['MX', 'CO', 'XX'] });
    expect((await client.teams.countries.remove({ country: 'xx' })).countries).toEqual(['MX', 'CO']);
    expect((await client.teams.countries.remove({ country: 'MX' })).countries).toEqual(['CO']);
  });

  test('DELETE: 400 _01 without context, 403 _02 non-admin', async () => {
    const simulator = newSimulator();
    expect(await failure((await sdk(simulator)).teams.countries.remove({ country: 'MX' }))).toEqual({
      status: 400,
      code: 'APP_V1_TEAMS_COUNTRIES_01',
    });
    expect(
      await failure(
        (await sdk(simulator, { apiKey: DEMO.keys.memberProfile })).teams.countries.remove({ country: 'MX' }),
      ),
    ).toEqual({ status: 403, code: 'APP_V1_TEAMS_COUNTRIES_02' });
  });
});

describe('GET /v1/teams/banks', () => {
  test('lists every profile of the team with its bank accounts, to any member', async () => {
    const banks = await (await sdk(newSimulator(), { sessionFor: diego.id })).teams.banks.list();
    expect(banks.map((entry) => [entry.profile.id, entry.banks.map((bank) => bank.id)])).toEqual([
      [bruno.id, [DEMO.bankAccounts.bruno]],
      [carmen.id, []],
      [diego.id, []],
      [elena.id, []],
      [aliceAtBusiness.id, []],
    ]);
    expect(banks[0]?.banks[0]).toMatchObject({
      accountAlias: 'Acme BBVA',
      accountType: 'BUSINESS',
      currency: { symbol: 'MXN' },
    });
  });

  test('400 APP_V1_TEAMS_BANKS_ROUTE_01 without context', async () => {
    expect(await failure((await sdk(newSimulator())).teams.banks.list())).toEqual({
      status: 400,
      code: 'APP_V1_TEAMS_BANKS_ROUTE_01',
    });
  });
});

describe('PATCH /v1/teams/default-receiver-wallet', () => {
  test('sets and clears (null or omitted) the wallet', async () => {
    const { client } = await asAdmin();
    expect(
      (await client.teams.defaultReceiverWallet.update({ defaultReceiverWallet: DEMO.wallets.bruno }))
        .defaultReceiverWallet,
    ).toBe(DEMO.wallets.bruno);
    expect(
      (await client.teams.defaultReceiverWallet.update({ defaultReceiverWallet: null }))
        .defaultReceiverWallet,
    ).toBeNull();
    await client.teams.defaultReceiverWallet.update({ defaultReceiverWallet: DEMO.wallets.bruno });
    expect((await client.teams.defaultReceiverWallet.update({})).defaultReceiverWallet).toBeNull();
  });

  test('401 without session; 403 _ROUTE_01 for a non-admin; 400 for a malformed body', async () => {
    const simulator = newSimulator();
    expect((await failure((await sdk(simulator)).teams.defaultReceiverWallet.update({}))).status).toBe(401);
    expect(
      await failure((await sdk(simulator, { sessionFor: carmen.id })).teams.defaultReceiverWallet.update({})),
    ).toEqual({
      status: 403,
      code: 'APP_V1_TEAMS_DEFAULT_RECEIVER_WALLET_ROUTE_01',
    });
    const loose = await sdk(simulator, { sessionFor: bruno.id, validation: 'off' });
    expect(
      await failure(loose.teams.defaultReceiverWallet.update({ defaultReceiverWallet: 42 as never })),
    ).toEqual({
      status: 400,
      code: 'BODY_PARSER_ERROR',
    });
  });
});

describe('PATCH /v1/teams/metadata', () => {
  test('updates name and description and merges other keys into metadata', async () => {
    const { client } = await asAdmin();
    await client.teams.metadata.update({ sector: 'parts', tier: 1 } as never);
    const team = await client.teams.metadata.update({
      name: 'Acme Imports SA',
      description: 'New',
      tier: 2,
    } as never);
    expect(team).toMatchObject({
      name: 'Acme Imports SA',
      description: 'New',
      metadata: { sector: 'parts', tier: 2 },
    });
  });

  test('400 for a reserved key or an empty name; 400 _01 without context; 403 _01 non-admin', async () => {
    const simulator = newSimulator();
    const loose = await sdk(simulator, { sessionFor: bruno.id, validation: 'off' });
    for (const body of [{ devAccess: true }, { devAccessRequest: 'x' }, { name: '' }]) {
      expect(await failure(loose.teams.metadata.update(body as never))).toEqual({
        status: 400,
        code: 'BODY_PARSER_ERROR',
      });
    }
    expect(await failure((await sdk(simulator)).teams.metadata.update({ name: 'X' }))).toEqual({
      status: 400,
      code: 'APP_V1_TEAMS_METADATA_ROUTE_01',
    });
    expect(
      await failure((await sdk(simulator, { sessionFor: diego.id })).teams.metadata.update({ name: 'X' })),
    ).toEqual({
      status: 403,
      code: 'APP_V1_TEAMS_METADATA_ROUTE_01',
    });
  });
});

describe('PATCH /v1/teams/notification-email', () => {
  test('sets and clears the notification e-mail', async () => {
    const { client } = await asAdmin();
    expect(
      (await client.teams.notificationEmail.update({ notificationEmail: 'ops@acme.example.com' }))
        .notificationEmail,
    ).toBe('ops@acme.example.com');
    expect(
      (await client.teams.notificationEmail.update({ notificationEmail: null })).notificationEmail,
    ).toBeNull();
  });

  test('400 _01 without context, 403 _03 non-admin, 400 for an invalid e-mail', async () => {
    const simulator = newSimulator();
    expect(await failure((await sdk(simulator)).teams.notificationEmail.update({}))).toEqual({
      status: 400,
      code: 'APP_V1_TEAMS_NOTIFICATION_EMAIL_ROUTE_01',
    });
    expect(
      await failure((await sdk(simulator, { sessionFor: carmen.id })).teams.notificationEmail.update({})),
    ).toEqual({
      status: 403,
      code: 'APP_V1_TEAMS_NOTIFICATION_EMAIL_ROUTE_03',
    });
    const loose = await sdk(simulator, { sessionFor: bruno.id, validation: 'off' });
    expect(await failure(loose.teams.notificationEmail.update({ notificationEmail: 'nope' }))).toEqual({
      status: 400,
      code: 'BODY_PARSER_ERROR',
    });
  });
});

describe('tax info', () => {
  test('upserts entries with per-country and global defaults', async () => {
    const { client } = await asAdmin();
    await client.teams.taxInfo.upsert({ country: 'mx', taxId: 'AIM-010101', name: 'Acme Imports SA de CV' });
    await client.teams.taxInfo.upsert({ country: 'MX', taxId: 'AIM-020202', setAsDefaultForCountry: true });
    await client.teams.taxInfo.upsert({
      country: 'CO',
      taxId: '900123456',
      address: 'Bogotá',
      setAsGlobalDefault: true,
    });
    const team = await client.teams.taxInfo.upsert({ country: 'MX', taxId: 'AIM-010101', address: 'CDMX' });
    expect(team.metadata?.taxInfo).toEqual({
      entries: [
        {
          country: 'MX',
          taxId: 'AIM-010101',
          name: 'Acme Imports SA de CV',
          address: 'CDMX',
          isDefaultForCountry: false,
          isGlobalDefault: false,
        },
        {
          country: 'MX',
          taxId: 'AIM-020202',
          name: null,
          address: null,
          isDefaultForCountry: true,
          isGlobalDefault: false,
        },
        {
          country: 'CO',
          taxId: '900123456',
          name: null,
          address: 'Bogotá',
          isDefaultForCountry: true,
          isGlobalDefault: true,
        },
      ],
      defaultsByCountry: { MX: 'AIM-020202', CO: '900123456' },
      globalDefault: { country: 'CO', taxId: '900123456' },
    });
  });

  test('PATCH default makes an entry the default of its country and of the team; 404 TAX_INFO_NOT_FOUND', async () => {
    const { client } = await asAdmin();
    await client.teams.taxInfo.upsert({ country: 'MX', taxId: 'AIM-010101' });
    await client.teams.taxInfo.upsert({ country: 'MX', taxId: 'AIM-020202' });
    const team = await client.teams.taxInfo.setDefault({ country: 'MX', taxId: 'AIM-020202' });
    expect(team.metadata?.taxInfo).toMatchObject({
      defaultsByCountry: { MX: 'AIM-020202' },
      globalDefault: { country: 'MX', taxId: 'AIM-020202' },
    });
    expect(await failure(client.teams.taxInfo.setDefault({ country: 'MX', taxId: 'NOPE' }))).toEqual({
      status: 404,
      code: 'TAX_INFO_NOT_FOUND',
    });
  });

  test('POST: 400 _01 without context, 403 _02 non-admin, 400 for a bad taxId or an unsupported country', async () => {
    const simulator = newSimulator();
    const body = { country: 'MX', taxId: 'A-1' };
    expect(await failure((await sdk(simulator)).teams.taxInfo.upsert(body))).toEqual({
      status: 400,
      code: 'APP_V1_TEAMS_TAX_INFO_01',
    });
    expect(
      await failure((await sdk(simulator, { sessionFor: carmen.id })).teams.taxInfo.upsert(body)),
    ).toEqual({
      status: 403,
      code: 'APP_V1_TEAMS_TAX_INFO_02',
    });
    const loose = await sdk(simulator, { sessionFor: bruno.id, validation: 'off' });
    expect(await failure(loose.teams.taxInfo.upsert({ country: 'MX', taxId: 'has space' }))).toEqual({
      status: 400,
      code: 'BODY_PARSER_ERROR',
    });
    expect(await failure(loose.teams.taxInfo.upsert({ country: 'FR', taxId: 'A-1' }))).toEqual({
      status: 400,
      code: 'BODY_PARSER_ERROR',
    });
  });

  test('PATCH default: 400 _01 without context, 403 _02 non-admin', async () => {
    const simulator = newSimulator();
    const body = { country: 'MX', taxId: 'A-1' };
    expect(await failure((await sdk(simulator)).teams.taxInfo.setDefault(body))).toEqual({
      status: 400,
      code: 'APP_V1_TEAMS_TAX_INFO_DEFAULT_01',
    });
    expect(
      await failure((await sdk(simulator, { sessionFor: carmen.id })).teams.taxInfo.setDefault(body)),
    ).toEqual({
      status: 403,
      code: 'APP_V1_TEAMS_TAX_INFO_DEFAULT_02',
    });
  });
});

describe('GET /v1/teams/{teamId}/activity', () => {
  test('every team mutation writes an entry, newest first', async () => {
    const { client } = await asAdmin();
    await client.teams.countries.add({ country: 'GT' });
    await client.teams.members.updateRole({ profileId: carmen.id, role: 'analyst' });
    await client.teams.invitations.create({ email: 'log@example.org' });
    const page = await client.teams.activity.list({ teamId: business.id });
    expect(page.lastEvaluatedKey).toBeUndefined();
    expect(page.items.map((item) => [item.ActionType, item.ActionName, item.ProfileId])).toEqual([
      ['INVITATION', 'INVITATION_CREATED', bruno.id],
      ['TEAM_MEMBER', 'ROLE_UPDATED', bruno.id],
      ['TEAM', 'COUNTRY_ADDED', bruno.id],
    ]);
    expect(page.items[1]).toMatchObject({
      PK: `TEAM#${business.id}`,
      Status: 'SUCCESS',
      TeamId: business.id,
      targetProfileId: carmen.id,
      previousRole: 'member',
      role: 'analyst',
    });
  });

  test('profileId filters by actor', async () => {
    const simulator = newSimulator();
    await (await sdk(simulator, { sessionFor: bruno.id })).teams.countries.add({ country: 'GT' });
    simulator.services.store.members.update(carmen.id, { role: 'admin' });
    await (await sdk(simulator, { sessionFor: carmen.id })).teams.countries.add({ country: 'CR' });
    const page = await (await sdk(simulator, { sessionFor: bruno.id })).teams.activity.list({
      teamId: business.id,
      profileId: carmen.id,
    });
    expect(page.items.map((item) => item.ProfileId)).toEqual([carmen.id]);
  });

  test('404 _01 for another team or an unknown one; 400 _03 for an invalid limit; 401 without session', async () => {
    const simulator = newSimulator();
    const client = await sdk(simulator, { sessionFor: carmen.id, validation: 'off' });
    for (const teamId of [DEMO.teams.otcDesk.id, 'missing']) {
      expect(await failure(client.teams.activity.list({ teamId }))).toEqual({
        status: 404,
        code: 'APP_V1_TEAMS_ACTIVITY_01',
      });
    }
    for (const limit of [0, 101, 1.5]) {
      expect(await failure(client.teams.activity.list({ teamId: business.id, limit }))).toEqual({
        status: 400,
        code: 'APP_V1_TEAMS_ACTIVITY_03',
      });
    }
    expect((await failure((await sdk(simulator)).teams.activity.list({ teamId: business.id }))).status).toBe(
      401,
    );
  });
});

describe('team image', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

  test('upload URL, PUT of the bytes to the simulator, confirm: the team gets its imageUrl', async () => {
    const { client, simulator, store } = await asAdmin();
    const slot = await client.teams.image.createUploadUrl({
      teamId: business.id,
      fileName: 'logo.PNG',
      contentType: 'image/png',
    });
    expect(slot).toEqual({
      uploadUrl: expect.stringMatching(new RegExp(`^${simulator.baseUrl}/_simulator/uploads/upl_`)),
      filePath: expect.stringMatching(new RegExp(`^teams/${business.id}/image/upl_\\w+\\.png$`)),
      expiresAt: new Date(simulator.clock.now() + UPLOAD_URL_TTL_MS).toISOString(),
    });
    const put = await simulator.fetch(slot.uploadUrl, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: png,
    });
    expect(put.status).toBe(200);
    expect(await client.teams.image.confirm({ teamId: business.id, filePath: slot.filePath })).toEqual({
      imageUrl: `/${slot.filePath}`,
    });
    expect(store.uploads.first('byFilePath', slot.filePath)?.bytesBase64).toBe(
      btoa(String.fromCharCode(...png)),
    );
    const members = await client.teams.metadata.update({});
    expect(members.imageUrl).toBe(`/${slot.filePath}`);
  });

  test('with an admin token the upload URL still takes the PUT; reading uploads back needs the token', async () => {
    const simulator = createSimulator({ randomSeed: 'test', adminToken: 'secret' });
    const client = await sdk(simulator, { sessionFor: bruno.id });
    const slot = await client.teams.image.createUploadUrl({
      teamId: business.id,
      fileName: 'logo.png',
      contentType: 'image/png',
    });
    const put = await simulator.fetch(slot.uploadUrl, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: png,
    });
    expect(put.status).toBe(200);
    expect((await simulator.fetch(slot.uploadUrl)).status).toBe(401);
    const read = await simulator.fetch(slot.uploadUrl, { headers: { authorization: 'Bearer secret' } });
    expect(((await read.json()) as { data: { size: number } }).data.size).toBe(png.byteLength);
    expect((await simulator.fetch('/_simulator/unknown')).status).toBe(401);
  });

  test('the SDK upload helper does the three steps', async () => {
    const { client } = await asAdmin();
    const { imageUrl } = await client.uploads.teamImage({
      teamId: business.id,
      file: { name: 'logo.webp', contentType: 'image/webp', body: png },
    });
    expect(imageUrl).toMatch(/\.webp$/);
  });

  test('the upload URL refuses another content type, an empty body and, once expired, any PUT', async () => {
    const { client, simulator } = await asAdmin();
    const slot = await client.teams.image.createUploadUrl({
      teamId: business.id,
      fileName: 'a.gif',
      contentType: 'image/gif',
    });
    const put = (init: RequestInit) => simulator.fetch(slot.uploadUrl, { method: 'PUT', ...init });
    expect((await put({ headers: { 'content-type': 'image/png' }, body: png })).status).toBe(400);
    expect((await put({ headers: { 'content-type': 'image/gif' } })).status).toBe(400);
    await simulator.clock.advance(UPLOAD_URL_TTL_MS);
    expect((await put({ headers: { 'content-type': 'image/gif' }, body: png })).status).toBe(403);
  });

  test('400 BODY_PARSER_ERROR before the upload; 400 _01 for another team id', async () => {
    const { client } = await asAdmin();
    const slot = await client.teams.image.createUploadUrl({
      teamId: business.id,
      fileName: 'a.jpg',
      contentType: 'image/jpeg',
    });
    expect(
      await failure(client.teams.image.confirm({ teamId: business.id, filePath: slot.filePath })),
    ).toEqual({
      status: 400,
      code: 'BODY_PARSER_ERROR',
    });
    expect(
      await failure(client.teams.image.confirm({ teamId: DEMO.teams.otcDesk.id, filePath: slot.filePath })),
    ).toEqual({
      status: 400,
      code: 'V1_TEAM_IMAGE_CONFIRM_01',
    });
    expect(
      await failure(
        client.teams.image.createUploadUrl({
          teamId: DEMO.teams.otcDesk.id,
          fileName: 'a.jpg',
          contentType: 'image/jpeg',
        }),
      ),
    ).toEqual({ status: 400, code: 'V1_TEAM_IMAGE_UPLOAD_URL_01' });
  });

  test('401 without session, 403 for a non-admin, 400 for an extension off the list', async () => {
    const simulator = newSimulator();
    const body = { teamId: business.id, fileName: 'a.png', contentType: 'image/png' } as const;
    expect(await failure((await sdk(simulator)).teams.image.createUploadUrl(body))).toEqual({
      status: 401,
      code: 'V1_TEAM_IMAGE_UPLOAD_URL_01',
    });
    expect(
      await failure((await sdk(simulator)).teams.image.confirm({ teamId: business.id, filePath: 'x' })),
    ).toEqual({
      status: 401,
      code: 'V1_TEAM_IMAGE_CONFIRM_01',
    });
    const member = await sdk(simulator, { sessionFor: carmen.id });
    expect(await failure(member.teams.image.createUploadUrl(body))).toEqual({
      status: 403,
      code: 'V1_TEAM_IMAGE_UPLOAD_URL_01',
    });
    expect(await failure(member.teams.image.confirm({ teamId: business.id, filePath: 'x' }))).toEqual({
      status: 403,
      code: 'V1_TEAM_IMAGE_CONFIRM_01',
    });
    const loose = await sdk(simulator, { sessionFor: bruno.id, validation: 'off' });
    expect(await failure(loose.teams.image.createUploadUrl({ ...body, fileName: 'a.svg' }))).toEqual({
      status: 400,
      code: 'BODY_PARSER_ERROR',
    });
  });
});
