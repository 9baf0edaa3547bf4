/**
 * The profile area through the SDK client with strict response validation: the session
 * profile view, bank accounts, metadata and nickname.
 */
import { describe, expect, test } from 'vitest';
import { DEMO, SimulatorError } from '../src/index.js';
import type { HandlerRequest } from '../src/kernel/module.js';
import { profileHandlers } from '../src/modules/profile/handlers.js';
import { ANONYMOUS_CALLER } from '../src/modules/tenancy/caller.js';
import { clientFor, demoSimulator, failure } from './profile-user-client.js';

const bruno = DEMO.profiles.bruno;
const alice = DEMO.profiles.alice;
const DAY = 86_400_000;

const mxBank = {
  accountName: 'Bruno Méndez',
  accountAlias: 'Banamex savings',
  accountType: 'SAVINGS',
  accountNumber: '5566778899',
  country: 'MX',
  currencySymbol: 'MXN',
  bankSlug: 'banamex',
  additionalData: { clabe: '002180701234567891' },
} as const;

async function setup(profileId: string = bruno.id) {
  const simulator = demoSimulator();
  return { simulator, client: await clientFor(simulator, { profileId }), store: simulator.services.store };
}

describe('GET /v1/profile', () => {
  test('answers the session profile with its banks, user summary, KYC state and wallets', async () => {
    const { client } = await setup();
    const data = await client.profile.retrieve();
    expect(data.profile).toMatchObject({
      id: bruno.id,
      nickname: 'bruno',
      metadata: {},
      suborgId: 'suborg_bruno',
      teamMembers: { role: 'admin' },
      team: { id: DEMO.teams.business.id, name: 'Acme Imports' },
    });
    expect(data.profile.imageUrl).toBeUndefined();
    expect(data.banks).toEqual([
      {
        bank: expect.objectContaining({
          id: DEMO.bankAccounts.bruno,
          accountAlias: 'Acme BBVA',
          country: 'MX',
          bankSlug: 'bbva-mexico',
          additionalData: { clabe: '012180001234567897' },
        }),
        currency: { symbol: 'MXN' },
      },
    ]);
    expect(data.user).toMatchObject({
      country: 'MX',
      firstName: 'Bruno',
      lastName: 'Méndez',
      language: 'es',
      username: 'bruno',
      referralCode: 'BRUN0002',
      referralsCount: 0,
    });
    expect(data.kyc).toEqual({ isVerified: false, status: 'none' });
    expect(data.wallets).toEqual([
      expect.objectContaining({ address: DEMO.wallets.bruno, walletType: 'EVM', profileId: bruno.id }),
    ]);
    expect('imageUrl' in data).toBe(false);
  });

  test('a profile without banks or wallets answers empty lists', async () => {
    const { client } = await setup(DEMO.profiles.diego.id);
    const data = await client.profile.retrieve();
    expect(data.profile.teamMembers).toEqual({ role: 'viewer' });
    expect(data.banks).toEqual([]);
    expect(data.wallets).toEqual([]);
  });

  test('imageUrl is the stored image path when the profile has an image', async () => {
    const { client, store } = await setup();
    store.profiles.update(bruno.id, { imagePath: '/uploads/profiles/bruno.png' });
    const data = await client.profile.retrieve();
    expect(data.imageUrl).toBe('/uploads/profiles/bruno.png');
    expect(data.profile.imageUrl).toBe('/uploads/profiles/bruno.png');
  });

  test("referralsCount is the user's stored count of referrals", async () => {
    const { client, store } = await setup();
    store.users.update(DEMO.users.bruno.id, { referralsCount: 2 });
    expect((await client.profile.retrieve()).user.referralsCount).toBe(2);
  });

  test('401 SESSION_REQUIRED without a session, SESSION_INVALID once it has expired', async () => {
    const { simulator, client } = await setup();
    expect(await failure((await clientFor(simulator)).profile.retrieve())).toEqual({
      status: 401,
      code: 'SESSION_REQUIRED',
    });
    await simulator.clock.advance(DAY + 1);
    expect(await failure(client.profile.retrieve())).toEqual({ status: 401, code: 'SESSION_INVALID' });
  });

  test('404 USER_NOT_FOUND when the profile lookup finds no user', async () => {
    const { client, store } = await setup();
    store.users.delete(DEMO.users.bruno.id);
    expect(await failure(client.profile.retrieve())).toEqual({ status: 404, code: 'USER_NOT_FOUND' });
  });
});

describe('GET /v1/profile/banks', () => {
  test('answers the bank accounts of the session profile only, paired with their currency', async () => {
    const { simulator, client } = await setup();
    expect(await client.profile.banks.list()).toEqual([
      {
        bank: expect.objectContaining({ id: DEMO.bankAccounts.bruno, accountType: 'BUSINESS' }),
        currency: { symbol: 'MXN' },
      },
    ]);
    const aliceBanks = await (await clientFor(simulator, { profileId: alice.id })).profile.banks.list();
    expect(aliceBanks.map((entry) => entry.bank.id)).toEqual([DEMO.bankAccounts.alice]);
    expect(
      await (await clientFor(simulator, { profileId: DEMO.profiles.carmen.id })).profile.banks.list(),
    ).toEqual([]);
  });

  test('401 SESSION_REQUIRED without a session', async () => {
    const { simulator } = await setup();
    expect(await failure((await clientFor(simulator)).profile.banks.list())).toEqual({
      status: 401,
      code: 'SESSION_REQUIRED',
    });
  });
});

describe('POST /v1/profile/banks', () => {
  test('201: creates the bank account of the session profile', async () => {
    const { client, simulator } = await setup();
    const { data, response } = await client.profile.banks.create(mxBank).withResponse();
    expect(response.status).toBe(201);
    expect(data).toMatchObject({
      accountName: 'Bruno Méndez',
      accountAlias: 'Banamex savings',
      accountType: 'SAVINGS',
      accountNumber: '5566778899',
      country: 'MX',
      bankSlug: 'banamex',
      additionalData: { clabe: '002180701234567891' },
      currency: { symbol: 'MXN' },
      profileId: bruno.id,
      teamId: DEMO.teams.business.id,
      createdAt: simulator.clock.iso(),
    });
    expect(data.id).toMatch(/^[0-9a-f-]{36}$/);
    const listed = await client.profile.banks.list();
    expect(listed.map((entry) => entry.bank.id)).toEqual([DEMO.bankAccounts.bruno, data.id]);
  });

  test('country, currency and bank slug are matched without regard to case; additionalData defaults to {} where the country requires nothing', async () => {
    const { client, store } = await setup();
    const created = await client.profile.banks.create({
      ...mxBank,
      country: 'mx',
      currencySymbol: 'mxn',
      bankSlug: 'BANAMEX',
      additionalData: { clabe: '002180701234567891', rfc: 'MEBR800101AB1', note: 'kept' },
    });
    expect(created).toMatchObject({
      country: 'MX',
      bankSlug: 'banamex',
      currency: { symbol: 'MXN' },
      additionalData: { clabe: '002180701234567891', rfc: 'MEBR800101AB1', note: 'kept' },
    });
    store.bankFieldSchemas.update('MX', { fields: [] });
    const { additionalData: _omitted, ...withoutData } = mxBank;
    expect((await client.profile.banks.create(withoutData)).additionalData).toEqual({});
  });

  test('400 APP_V1_PROFILE_BANKS_ROUTE_01 for a currency the country does not support', async () => {
    const { client } = await setup();
    expect(await failure(client.profile.banks.create({ ...mxBank, currencySymbol: 'USD' }))).toEqual({
      status: 400,
      code: 'APP_V1_PROFILE_BANKS_ROUTE_01',
    });
    // Costa Rica supports CRC and USD.
    const cr = {
      ...mxBank,
      country: 'CR',
      bankSlug: 'bac-credomatic-cr',
      additionalData: { iban: 'CR05015202001026284066' },
    };
    expect((await client.profile.banks.create({ ...cr, currencySymbol: 'USD' })).currency).toEqual({
      symbol: 'USD',
    });
    expect(await failure(client.profile.banks.create({ ...cr, currencySymbol: 'EUR' }))).toEqual({
      status: 400,
      code: 'APP_V1_PROFILE_BANKS_ROUTE_01',
    });
  });

  test('400 BODY_PARSER_ERROR when additionalData misses a required field or breaks a pattern', async () => {
    const { client } = await setup();
    const cases = [
      {},
      { clabe: '' },
      { clabe: '00218070123456789' },
      { clabe: 2180701234567891 },
      { clabe: '002180701234567891', rfc: 'not-an-rfc' },
    ];
    for (const additionalData of cases) {
      expect(await failure(client.profile.banks.create({ ...mxBank, additionalData }))).toEqual({
        status: 400,
        code: 'BODY_PARSER_ERROR',
      });
    }
    expect(await client.profile.banks.list()).toHaveLength(1);
  });

  test('400 BODY_PARSER_ERROR for an unknown country or a bank of another country', async () => {
    const { client } = await setup();
    expect(await failure(client.profile.banks.create({ ...mxBank, country: 'ZZ' }))).toEqual({
      status: 400,
      code: 'BODY_PARSER_ERROR',
    });
    expect(await failure(client.profile.banks.create({ ...mxBank, bankSlug: 'chase' }))).toEqual({
      status: 400,
      code: 'BODY_PARSER_ERROR',
    });
  });

  test('400 BODY_PARSER_ERROR for a malformed body', async () => {
    const { simulator } = await setup();
    const loose = await clientFor(simulator, { profileId: bruno.id, validation: 'off' });
    const bad = [
      { ...mxBank, accountType: 'checking' },
      { ...mxBank, accountAlias: '' },
      { ...mxBank, country: 'MEX' },
      { ...mxBank, additionalData: 'clabe' },
    ];
    for (const body of bad) {
      expect(await failure(loose.profile.banks.create(body as unknown as typeof mxBank))).toEqual({
        status: 400,
        code: 'BODY_PARSER_ERROR',
      });
    }
  });

  test('401 SESSION_REQUIRED without a session', async () => {
    const { simulator } = await setup();
    expect(await failure((await clientFor(simulator)).profile.banks.create(mxBank))).toEqual({
      status: 401,
      code: 'SESSION_REQUIRED',
    });
  });
});

describe('GET /v1/profile/banks/{id}', () => {
  test('answers a bank account of the session profile', async () => {
    const { client } = await setup();
    expect(await client.profile.banks.retrieve({ id: DEMO.bankAccounts.bruno })).toMatchObject({
      id: DEMO.bankAccounts.bruno,
      accountName: 'Acme Imports SA de CV',
      accountType: 'BUSINESS',
      currency: { symbol: 'MXN' },
    });
  });

  test('404 APP_V1_PROFILE_BANKS_ID_ROUTE_01 for an unknown id or a bank of another profile', async () => {
    const { client } = await setup();
    for (const id of ['30000000-0000-4000-8000-000000000099', DEMO.bankAccounts.alice]) {
      expect(await failure(client.profile.banks.retrieve({ id }))).toEqual({
        status: 404,
        code: 'APP_V1_PROFILE_BANKS_ID_ROUTE_01',
      });
    }
  });

  test('400 APP_V1_PROFILE_BANKS_ID_ROUTE_01 for a blank bank id', async () => {
    const { client } = await setup();
    expect(await failure(client.profile.banks.retrieve({ id: ' ' }))).toEqual({
      status: 400,
      code: 'APP_V1_PROFILE_BANKS_ID_ROUTE_01',
    });
  });
});

describe('PATCH /v1/profile/banks/{id}', () => {
  test('renames a bank account of the session profile', async () => {
    const { client, simulator } = await setup();
    await simulator.clock.advance(1000);
    const updated = await client.profile.banks.update({
      id: DEMO.bankAccounts.bruno,
      accountName: 'Acme Imports',
      accountAlias: 'Main',
    });
    expect(updated).toMatchObject({
      id: DEMO.bankAccounts.bruno,
      accountName: 'Acme Imports',
      accountAlias: 'Main',
      accountNumber: '0123456789',
      updatedAt: simulator.clock.iso(),
    });
    const aliasOnly = await client.profile.banks.update({ id: DEMO.bankAccounts.bruno, accountAlias: 'Ops' });
    expect(aliasOnly).toMatchObject({ accountName: 'Acme Imports', accountAlias: 'Ops' });
    expect(await client.profile.banks.retrieve({ id: DEMO.bankAccounts.bruno })).toMatchObject({
      accountAlias: 'Ops',
    });
  });

  test('an empty body answers the bank account unchanged', async () => {
    const { client, simulator } = await setup();
    await simulator.clock.advance(1000);
    const same = await client.profile.banks.update({ id: DEMO.bankAccounts.bruno });
    expect(same).toMatchObject({ accountAlias: 'Acme BBVA', updatedAt: '2024-12-02T00:00:00.000Z' });
  });

  test('404 BANK_ACCOUNT_NOT_FOUND for an unknown id or a bank of another profile', async () => {
    const { client, store } = await setup();
    for (const id of ['unknown-bank', DEMO.bankAccounts.alice]) {
      expect(await failure(client.profile.banks.update({ id, accountAlias: 'Mine' }))).toEqual({
        status: 404,
        code: 'BANK_ACCOUNT_NOT_FOUND',
      });
    }
    expect(store.bankAccounts.get(DEMO.bankAccounts.alice)?.accountAlias).toBe('Chase checking');
  });

  test('400 BODY_PARSER_ERROR for an empty name or a blank bank id', async () => {
    const { simulator, client } = await setup();
    const loose = await clientFor(simulator, { profileId: bruno.id, validation: 'off' });
    expect(
      await failure(loose.profile.banks.update({ id: DEMO.bankAccounts.bruno, accountName: '' })),
    ).toEqual({
      status: 400,
      code: 'BODY_PARSER_ERROR',
    });
    expect(await failure(client.profile.banks.update({ id: ' ', accountName: 'Name' }))).toEqual({
      status: 400,
      code: 'BODY_PARSER_ERROR',
    });
  });
});

describe('DELETE /v1/profile/banks/{id}', () => {
  test('deletes a bank account of the session profile', async () => {
    const { client } = await setup();
    expect(await client.profile.banks.delete({ id: DEMO.bankAccounts.bruno })).toEqual({ deleted: true });
    expect(await client.profile.banks.list()).toEqual([]);
    expect(await failure(client.profile.banks.retrieve({ id: DEMO.bankAccounts.bruno }))).toEqual({
      status: 404,
      code: 'APP_V1_PROFILE_BANKS_ID_ROUTE_01',
    });
  });

  test('403 BANK_ACCOUNT_NOT_OWNED for a bank of another profile or an unknown id', async () => {
    const { client, store } = await setup();
    for (const id of [DEMO.bankAccounts.alice, 'unknown-bank']) {
      expect(await failure(client.profile.banks.delete({ id }))).toEqual({
        status: 403,
        code: 'BANK_ACCOUNT_NOT_OWNED',
      });
    }
    expect(store.bankAccounts.has(DEMO.bankAccounts.alice)).toBe(true);
  });

  test('400 APP_V1_PROFILE_BANKS_ID_ROUTE_01 for a blank bank id', async () => {
    const { client } = await setup();
    expect(await failure(client.profile.banks.delete({ id: ' ' }))).toEqual({
      status: 400,
      code: 'APP_V1_PROFILE_BANKS_ID_ROUTE_01',
    });
  });
});

describe('PATCH /v1/profile/metadata', () => {
  test('merges name, image and other keys into the metadata and answers the profile', async () => {
    const { client, simulator } = await setup();
    await simulator.clock.advance(1000);
    const first = await client.profile.metadata.update({
      name: 'Bruno M.',
      image: 'https://images.example.com/bruno.png',
      theme: { dark: true },
    });
    expect(first).toMatchObject({
      id: bruno.id,
      nickname: 'bruno',
      metadata: { name: 'Bruno M.', image: 'https://images.example.com/bruno.png', theme: { dark: true } },
      teamMembers: { role: 'admin' },
      team: { id: DEMO.teams.business.id, name: 'Acme Imports' },
      updatedAt: simulator.clock.iso(),
    });
    expect(first.imageUrl).toBeUndefined();
    const second = await client.profile.metadata.update({ name: 'Bruno', locale: null });
    expect(second.metadata).toEqual({
      name: 'Bruno',
      image: 'https://images.example.com/bruno.png',
      theme: { dark: true },
      locale: null,
    });
    expect((await client.profile.retrieve()).profile.metadata).toEqual(second.metadata);
  });

  test('answers imageUrl when the profile has a stored image', async () => {
    const { client, store } = await setup();
    store.profiles.update(bruno.id, { imagePath: '/uploads/profiles/bruno.png' });
    expect((await client.profile.metadata.update({ name: 'Bruno' })).imageUrl).toBe(
      '/uploads/profiles/bruno.png',
    );
  });

  test('400 BODY_PARSER_ERROR when image is not a URL or name is not a string', async () => {
    const { simulator, store } = await setup();
    const loose = await clientFor(simulator, { profileId: bruno.id, validation: 'off' });
    for (const body of [{ image: 'not a url' }, { name: 42 }]) {
      expect(await failure(loose.profile.metadata.update(body as unknown as { name?: string }))).toEqual({
        status: 400,
        code: 'BODY_PARSER_ERROR',
      });
    }
    expect(store.profiles.get(bruno.id)?.metadata).toEqual({});
  });
});

describe('PATCH /v1/profile/username', () => {
  test('changes the nickname of the session profile', async () => {
    const { client, simulator, store } = await setup();
    await simulator.clock.advance(1000);
    const updated = await client.profile.username.update({ nickname: ' Bruno_Mx ' });
    expect(updated).toMatchObject({ id: bruno.id, nickname: 'Bruno_Mx', updatedAt: simulator.clock.iso() });
    expect(store.profiles.get(bruno.id)?.nickname).toBe('Bruno_Mx');
    expect((await client.profile.retrieve()).profile.nickname).toBe('Bruno_Mx');
  });

  test('the profile may change the case of its own nickname; a nickname of another app is free', async () => {
    const { client } = await setup();
    expect((await client.profile.username.update({ nickname: 'BRUNO' })).nickname).toBe('BRUNO');
    expect((await client.profile.username.update({ nickname: 'pablo' })).nickname).toBe('pablo');
  });

  test('409 NICKNAME_TAKEN when another profile of the app has the nickname, in any case', async () => {
    const { client, store } = await setup();
    for (const nickname of ['carmen', 'CARMEN', 'Alice-Acme']) {
      expect(await failure(client.profile.username.update({ nickname }))).toEqual({
        status: 409,
        code: 'NICKNAME_TAKEN',
      });
    }
    expect(store.profiles.get(bruno.id)?.nickname).toBe('bruno');
  });

  test('400 BODY_PARSER_ERROR for a nickname breaking the rules', async () => {
    const { simulator } = await setup();
    const loose = await clientFor(simulator, { profileId: bruno.id, validation: 'off' });
    for (const nickname of ['abc', 'api_bruno', 'bruno mx', 'x'.repeat(51)]) {
      expect(await failure(loose.profile.username.update({ nickname }))).toEqual({
        status: 400,
        code: 'BODY_PARSER_ERROR',
      });
    }
  });
});

describe('missing context', () => {
  test('each profile route answers its own 400 code for a caller without a profile', () => {
    const simulator = demoSimulator();
    const cases = [
      ['getProfile', 'APP_V1_PROFILE_ROUTE_01'],
      ['listProfileBanks', 'APP_V1_PROFILE_BANKS_ROUTE_02'],
      ['createProfileBank', 'APP_V1_PROFILE_BANKS_ROUTE_01'],
      ['getProfileBank', 'APP_V1_PROFILE_BANKS_ID_ROUTE_01'],
      ['updateProfileBank', 'BODY_PARSER_ERROR'],
      ['deleteProfileBank', 'APP_V1_PROFILE_BANKS_ID_ROUTE_01'],
      ['updateProfileMetadata', 'APP_V1_PROFILE_METADATA_ROUTE_01'],
      ['updateProfileUsername', 'APP_V1_PROFILE_USERNAME_ROUTE_01'],
    ] as const;
    for (const [id, code] of cases) {
      const handler = profileHandlers[id] as (request: HandlerRequest) => unknown;
      const request = {
        ...simulator.services,
        operation: { invalidInputCode: 'BODY_PARSER_ERROR' },
        params: { id: DEMO.bankAccounts.bruno },
        query: undefined,
        body: {},
        caller: ANONYMOUS_CALLER,
      } as unknown as HandlerRequest;
      let thrown: unknown;
      try {
        handler(request);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(SimulatorError);
      expect(thrown).toMatchObject({ status: 400, code });
    }
  });
});
