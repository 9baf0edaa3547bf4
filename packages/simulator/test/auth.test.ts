/**
 * The auth area through the SDK client with strict validation: onboarding, referral codes, OTP
 * login and session refresh, with every status and code the spec lists for them.
 */
import { describe, expect, test } from 'vitest';
import { DEMO } from '../src/index.js';
import { OTP_MAX_ATTEMPTS } from '../src/modules/tenancy/otp.js';
import { failure, lastOtp, newSimulator, otpsFor, sdk } from './auth-teams-client.js';

/** Session tokens are JWT-shaped: header, claims and signature, base64url. */
const JWT_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]+$/;

const newcomer = {
  email: '  Nora.Diaz@Example.org ',
  firstName: ' Nora ',
  lastName: 'Díaz',
  username: ' Nora_D ',
  country: 'mx',
  isBusiness: false,
  termsOfService: true,
} as const;

describe('POST /v1/auth/onboard', () => {
  test('creates a user, an individual team with the profile as admin and an EVM wallet', async () => {
    const simulator = newSimulator();
    const client = await sdk(simulator);
    const data = await client.auth.onboard(newcomer).withResponse();
    expect(data.response.status).toBe(201);
    const { team, profile, teamMember, invitationAccepted, walletCreated } = data.data;
    expect(invitationAccepted).toBe(false);
    expect(walletCreated).toBe(true);
    expect(profile.nickname).toBe('nora_d');
    expect(teamMember).toEqual({ profileId: profile.id, teamId: team.id, role: 'admin' });
    const { store } = simulator.services;
    const user = store.users.first('byEmail', 'nora.diaz@example.org');
    expect(user).toMatchObject({
      username: 'nora_d',
      firstName: 'Nora',
      country: 'MX',
      language: 'en',
      referralsCount: 0,
      defaultProfileId: profile.id,
    });
    expect(user?.referralCode).toMatch(/^NORA[0-9]{4}$/);
    expect(store.teams.get(team.id)).toMatchObject({
      name: 'Nora Díaz',
      isBusiness: false,
      countries: ['MX'],
      appId: DEMO.apps.main.id,
    });
    const wallets = store.wallets.by('byProfile', profile.id);
    expect(wallets).toHaveLength(1);
    expect(wallets[0]?.address).toMatch(/^0x[0-9a-f]{40}$/);
  });

  test('the wallet address is deterministic for the same random seed', async () => {
    const addresses = [];
    for (let run = 0; run < 2; run += 1) {
      const simulator = newSimulator();
      const { profile } = await (await sdk(simulator)).auth.onboard(newcomer);
      addresses.push(simulator.services.store.wallets.by('byProfile', profile.id)[0]?.address);
    }
    expect(addresses[0]).toBeDefined();
    expect(addresses[0]).toBe(addresses[1]);
  });

  test('a business onboarding names the team after businessName, with description and metadata', async () => {
    const simulator = newSimulator();
    const { team } = await (await sdk(simulator)).auth.onboard({
      ...newcomer,
      isBusiness: true,
      businessName: 'Díaz Trading',
      teamDescription: 'Coffee exports',
      teamMetadata: { sector: 'coffee' },
      language: 'es',
    });
    expect(simulator.services.store.teams.get(team.id)).toMatchObject({
      name: 'Díaz Trading',
      isBusiness: true,
      description: 'Coffee exports',
      metadata: { sector: 'coffee' },
    });
  });

  test('country SV gets no wallet', async () => {
    const simulator = newSimulator();
    const data = await (await sdk(simulator)).auth.onboard({ ...newcomer, country: 'SV' });
    expect(data.walletCreated).toBe(false);
    expect(simulator.services.store.wallets.by('byProfile', data.profile.id)).toEqual([]);
  });

  test('a referral code (any case) links the referrer and grows its count', async () => {
    const simulator = newSimulator();
    const client = await sdk(simulator);
    await client.auth.onboard({ ...newcomer, referralCode: 'brun0002' });
    await client.auth.onboard({
      ...newcomer,
      email: 'second@example.org',
      username: 'second',
      referralCode: DEMO.users.bruno.referralCode,
    });
    const { store } = simulator.services;
    expect(store.users.get(DEMO.users.bruno.id)?.referralsCount).toBe(2);
    expect(store.users.first('byEmail', 'nora.diaz@example.org')?.referredBy).toBe(DEMO.users.bruno.id);
  });

  test('400 APP_V1_AUTH_ONBOARD_ROUTE_04 for a well-formed referral code that does not exist', async () => {
    const simulator = newSimulator();
    expect(
      await failure((await sdk(simulator)).auth.onboard({ ...newcomer, referralCode: 'ZZZZ9999' })),
    ).toEqual({
      status: 400,
      code: 'APP_V1_AUTH_ONBOARD_ROUTE_04',
    });
    expect(simulator.services.store.users.first('byEmail', 'nora.diaz@example.org')).toBeUndefined();
  });

  test('400 APP_V1_AUTH_ONBOARD_ROUTE_04 for a malformed referral code', async () => {
    const simulator = newSimulator();
    const client = await sdk(simulator, { validation: 'off' });
    expect(await failure(client.auth.onboard({ ...newcomer, referralCode: 'AB12' }))).toEqual({
      status: 400,
      code: 'APP_V1_AUTH_ONBOARD_ROUTE_04',
    });
    expect(simulator.services.store.users.first('byEmail', 'nora.diaz@example.org')).toBeUndefined();
  });

  test('409 APP_V1_AUTH_ONBOARD_ROUTE_01 when the e-mail already has a user', async () => {
    const simulator = newSimulator();
    expect(
      await failure(
        (await sdk(simulator)).auth.onboard({ ...newcomer, email: 'BRUNO@example.com', username: 'brunito' }),
      ),
    ).toEqual({ status: 409, code: 'APP_V1_AUTH_ONBOARD_ROUTE_01' });
  });

  test('409 APP_V1_AUTH_ONBOARD_ROUTE_05 when the username is taken, in any case', async () => {
    const simulator = newSimulator();
    expect(await failure((await sdk(simulator)).auth.onboard({ ...newcomer, username: 'Carmen' }))).toEqual({
      status: 409,
      code: 'APP_V1_AUTH_ONBOARD_ROUTE_05',
    });
  });

  test.each([
    ['"+" sub-addressing on a domain outside the allowlist', { email: 'nora+pay@gmail.com' }],
    ['a short first name', { firstName: ' N ' }],
    ['a username starting with api_', { username: 'api_nora' }],
    ['terms of service not accepted', { termsOfService: false }],
    ['a business without businessName', { isBusiness: true }],
    ['an unsupported country', { country: 'FR' }],
    ['reserved team metadata keys', { teamMetadata: { devAccess: true } }],
  ])('400 BODY_PARSER_ERROR for %s', async (_name, patch) => {
    const simulator = newSimulator();
    const client = await sdk(simulator, { validation: 'off' });
    expect(await failure(client.auth.onboard({ ...newcomer, ...patch } as never))).toEqual({
      status: 400,
      code: 'BODY_PARSER_ERROR',
    });
  });

  test('"+" sub-addressing is accepted on an allowlisted domain', async () => {
    const simulator = newSimulator();
    const data = await (await sdk(simulator)).auth.onboard({ ...newcomer, email: 'nora+test@example.com' });
    expect(simulator.services.store.profiles.get(data.profile.id)).toBeDefined();
  });

  test('500 failures of the sub-operations (organization id) are reached through fault rules', async () => {
    const simulator = newSimulator();
    await simulator.control.platform.setFaults({
      rules: [{ operationId: 'onboardUser', status: 500, code: 'APP_V1_AUTH_ONBOARD_ROUTE_03', count: 1 }],
    });
    expect(await failure((await sdk(simulator)).auth.onboard(newcomer))).toEqual({
      status: 500,
      code: 'APP_V1_AUTH_ONBOARD_ROUTE_03',
    });
  });
});

describe('GET /v1/auth/referral/validate', () => {
  test('answers whether the code exists, trimmed and uppercased', async () => {
    const client = await sdk(newSimulator());
    expect(await client.auth.validateReferral({ referralCode: ' omar0006 ' })).toEqual({ exists: true });
    expect(await client.auth.validateReferral({ referralCode: 'NONE0000' })).toEqual({ exists: false });
  });

  test('400 _ROUTE_01 when missing and _ROUTE_02 for a bad format', async () => {
    const client = await sdk(newSimulator(), { validation: 'off' });
    expect(await failure(client.auth.validateReferral({} as never))).toEqual({
      status: 400,
      code: 'APP_V1_AUTH_REFERRAL_VALIDATE_ROUTE_01',
    });
    expect(await failure(client.auth.validateReferral({ referralCode: 'bad!' }))).toEqual({
      status: 400,
      code: 'APP_V1_AUTH_REFERRAL_VALIDATE_ROUTE_02',
    });
  });
});

describe('POST /v1/auth/send-otp', () => {
  test('mails a 9-character code, generates an identifier and lists the profiles (201)', async () => {
    const simulator = newSimulator();
    const sent = await (await sdk(simulator)).auth.sendOtp({ email: 'ALICE@example.com' }).withResponse();
    expect(sent.response.status).toBe(201);
    expect(sent.data.identifier.length).toBeGreaterThanOrEqual(10);
    expect(sent.data.profiles).toEqual([
      {
        id: DEMO.profiles.alice.id,
        nickname: 'alice',
        team: { id: DEMO.teams.individual.id, name: 'Alice Rivera' },
        userType: 'individual',
      },
      {
        id: DEMO.profiles.aliceAtBusiness.id,
        nickname: 'alice-acme',
        team: { id: DEMO.teams.business.id, name: 'Acme Imports' },
        userType: 'business',
      },
    ]);
    const [message] = (await simulator.control.platform.outbox({ to: 'alice@example.com' })).messages;
    expect(message?.otp).toMatch(/^\d{9}$/);
    expect(message?.data).toMatchObject({ otpId: sent.data.otpId, identifier: sent.data.identifier });
  });

  test('keeps a given identifier; the language falls back to the user language, then en', async () => {
    const simulator = newSimulator();
    const client = await sdk(simulator);
    const sent = await client.auth.sendOtp({ email: DEMO.users.bruno.email, identifier: 'device-0001' });
    expect(sent.identifier).toBe('device-0001');
    await client.auth.sendOtp({ email: DEMO.users.bruno.email, language: 'en' });
    await client.auth.sendOtp({ email: DEMO.users.alice.email });
    const subjects = (await simulator.control.platform.outbox()).messages.map((message) => [
      message.to,
      message.subject,
      message.data?.language,
    ]);
    expect(subjects).toEqual([
      ['bruno@example.com', 'Tu código de acceso', 'es'],
      ['bruno@example.com', 'Your sign-in code', 'en'],
      ['alice@example.com', 'Your sign-in code', 'en'],
    ]);
  });

  test('userType filters the profiles; admin keeps the admin profiles', async () => {
    const client = await sdk(newSimulator());
    const business = await client.auth.sendOtp({ email: DEMO.users.alice.email, userType: 'business' });
    expect(business.profiles.map((profile) => profile.id)).toEqual([DEMO.profiles.aliceAtBusiness.id]);
    const admin = await client.auth.sendOtp({ email: DEMO.users.alice.email, userType: 'admin' });
    expect(admin.profiles.map((profile) => profile.id)).toEqual([DEMO.profiles.alice.id]);
  });

  test('404 _ROUTE_01 for an unknown e-mail', async () => {
    expect(await failure((await sdk(newSimulator())).auth.sendOtp({ email: 'nobody@example.com' }))).toEqual({
      status: 404,
      code: 'APP_V1_AUTH_SEND_OTP_ROUTE_01',
    });
  });

  test('404 _ROUTE_02 when the user has no usable profile in the app of the key', async () => {
    const client = await sdk(newSimulator());
    expect(await failure(client.auth.sendOtp({ email: DEMO.users.pablo.email }))).toEqual({
      status: 404,
      code: 'APP_V1_AUTH_SEND_OTP_ROUTE_02',
    });
    expect(await failure(client.auth.sendOtp({ email: DEMO.users.elena.email }))).toEqual({
      status: 404,
      code: 'APP_V1_AUTH_SEND_OTP_ROUTE_02',
    });
  });

  test('401 _ROUTE_03 through an OTC_PROVIDER key for a user without an OTC-approved team', async () => {
    const client = await sdk(newSimulator(), { apiKey: DEMO.keys.otcProvider });
    expect(await failure(client.auth.sendOtp({ email: DEMO.users.bruno.email }))).toEqual({
      status: 401,
      code: 'APP_V1_AUTH_SEND_OTP_ROUTE_03',
    });
    const omar = await client.auth.sendOtp({ email: DEMO.users.omar.email });
    expect(omar.profiles.map((profile) => profile.id)).toEqual([DEMO.profiles.omar.id]);
  });

  test('404 _ROUTE_04 when no profile is of the requested userType', async () => {
    expect(
      await failure(
        (await sdk(newSimulator())).auth.sendOtp({ email: DEMO.users.carmen.email, userType: 'individual' }),
      ),
    ).toEqual({ status: 404, code: 'APP_V1_AUTH_SEND_OTP_ROUTE_04' });
  });

  test('400 for a malformed body and 503 OTP_GATE_CLOSED while the OTP gate is closed', async () => {
    const simulator = newSimulator();
    const client = await sdk(simulator, { validation: 'off' });
    expect(await failure(client.auth.sendOtp({ email: 'bruno@example.com', identifier: 'short' }))).toEqual({
      status: 400,
      code: 'BODY_PARSER_ERROR',
    });
    await simulator.control.platform.setGates({ otp: 'closed' });
    expect(await failure(client.auth.sendOtp({ email: 'bruno@example.com' }))).toEqual({
      status: 503,
      code: 'OTP_GATE_CLOSED',
    });
  });
});

describe('POST /v1/auth/verify-otp', () => {
  async function sendTo(email: string, apiKey: string = DEMO.keys.app) {
    const simulator = newSimulator();
    const client = await sdk(simulator, { apiKey });
    const sent = await client.auth.sendOtp({ email });
    return { simulator, client, sent, otp: await lastOtp(simulator, email) };
  }

  test('answers the session, organization, country, user type and the teams of the user', async () => {
    const { client, sent, otp, simulator } = await sendTo(DEMO.users.bruno.email);
    const data = await client.auth.verifyOtp({ otp, otpId: sent.otpId, email: DEMO.users.bruno.email });
    expect(data).toEqual({
      session: expect.stringMatching(JWT_SHAPE),
      orgId: 'org_bruno',
      country: 'MX',
      userType: 'business',
      teams: [
        {
          teamId: DEMO.teams.business.id,
          teamName: 'Acme Imports',
          profileId: DEMO.profiles.bruno.id,
          profileNickname: 'bruno',
          profileSuborgId: 'suborg_bruno',
          profileRole: 'admin',
          userType: 'business',
          teamDefaultReceiverWallet: DEMO.wallets.business,
          teamProfileSuborgId: 'suborg_bruno',
        },
      ],
    });
    const session = simulator.services.sessions.get(data.session);
    expect(session).toMatchObject({ profileId: DEMO.profiles.bruno.id, teamId: DEMO.teams.business.id });
  });

  test('profileId selects the profile and team of the session', async () => {
    const { client, sent, otp, simulator } = await sendTo(DEMO.users.alice.email);
    const data = await client.auth.verifyOtp({
      otp,
      otpId: sent.otpId,
      email: DEMO.users.alice.email,
      profileId: DEMO.profiles.aliceAtBusiness.id,
      userType: 'business',
    });
    expect(data.teams.map((team) => team.profileId)).toEqual([
      DEMO.profiles.alice.id,
      DEMO.profiles.aliceAtBusiness.id,
    ]);
    expect(simulator.services.sessions.get(data.session)?.teamId).toBe(DEMO.teams.business.id);
  });

  test('404 _ROUTE_01 for an unknown e-mail', async () => {
    const { client, sent, otp } = await sendTo(DEMO.users.bruno.email);
    expect(
      await failure(client.auth.verifyOtp({ otp, otpId: sent.otpId, email: 'nobody@example.com' })),
    ).toEqual({
      status: 404,
      code: 'APP_V1_AUTH_VERIFY_OTP_ROUTE_01',
    });
  });

  test('404 _ROUTE_02 with several profiles and no profileId; the code stays usable', async () => {
    const { client, sent, otp } = await sendTo(DEMO.users.alice.email);
    const input = { otp, otpId: sent.otpId, email: DEMO.users.alice.email };
    expect(await failure(client.auth.verifyOtp(input))).toEqual({
      status: 404,
      code: 'APP_V1_AUTH_VERIFY_OTP_ROUTE_02',
    });
    const data = await client.auth.verifyOtp({ ...input, profileId: DEMO.profiles.alice.id });
    expect(data.userType).toBe('individual');
  });

  test('404 _ROUTE_03 for a profile the user cannot sign in to', async () => {
    const { client, sent, otp } = await sendTo(DEMO.users.alice.email);
    expect(
      await failure(
        client.auth.verifyOtp({
          otp,
          otpId: sent.otpId,
          email: DEMO.users.alice.email,
          profileId: DEMO.profiles.bruno.id,
        }),
      ),
    ).toEqual({ status: 404, code: 'APP_V1_AUTH_VERIFY_OTP_ROUTE_03' });
  });

  test('404 _ROUTE_04 when the profile does not match userType', async () => {
    const { client, sent, otp } = await sendTo(DEMO.users.carmen.email);
    expect(
      await failure(
        client.auth.verifyOtp({ otp, otpId: sent.otpId, email: DEMO.users.carmen.email, userType: 'admin' }),
      ),
    ).toEqual({ status: 404, code: 'APP_V1_AUTH_VERIFY_OTP_ROUTE_04' });
  });

  test('500 OTP_INVALID for a wrong code, another e-mail, another identifier, an unknown or used otpId', async () => {
    const { client, sent, otp, simulator } = await sendTo(DEMO.users.bruno.email);
    const email = DEMO.users.bruno.email;
    const invalid = { status: 500, code: 'OTP_INVALID' };
    expect(await failure(client.auth.verifyOtp({ otp: '000000000', otpId: sent.otpId, email }))).toEqual(
      invalid,
    );
    await client.auth.sendOtp({ email: DEMO.users.carmen.email });
    expect(
      await failure(client.auth.verifyOtp({ otp, otpId: sent.otpId, email: DEMO.users.carmen.email })),
    ).toEqual(invalid);
    expect(
      await failure(client.auth.verifyOtp({ otp, otpId: sent.otpId, email, identifier: 'another-device' })),
    ).toEqual(invalid);
    expect(await failure(client.auth.verifyOtp({ otp, otpId: 'otp_unknown', email }))).toEqual(invalid);
    await client.auth.verifyOtp({ otp, otpId: sent.otpId, email, identifier: sent.identifier });
    expect(await failure(client.auth.verifyOtp({ otp, otpId: sent.otpId, email }))).toEqual(invalid);
    expect(await otpsFor(simulator, email)).toHaveLength(1);
  });

  test(`an otpId takes ${OTP_MAX_ATTEMPTS} wrong codes, then not even the right one`, async () => {
    const { client, sent, otp } = await sendTo(DEMO.users.bruno.email);
    const email = DEMO.users.bruno.email;
    for (let attempt = 1; attempt < OTP_MAX_ATTEMPTS; attempt += 1) {
      expect(await failure(client.auth.verifyOtp({ otp: '111111111', otpId: sent.otpId, email }))).toEqual({
        status: 500,
        code: 'OTP_INVALID',
      });
    }
    expect(await failure(client.auth.verifyOtp({ otp: '111111111', otpId: sent.otpId, email }))).toEqual({
      status: 500,
      code: 'OTP_ATTEMPTS_EXCEEDED',
    });
    expect(await failure(client.auth.verifyOtp({ otp, otpId: sent.otpId, email }))).toEqual({
      status: 500,
      code: 'OTP_ATTEMPTS_EXCEEDED',
    });
  });

  test('500 OTP_EXPIRED once the OTP lifetime has passed on the virtual clock', async () => {
    const { client, sent, otp, simulator } = await sendTo(DEMO.users.bruno.email);
    await simulator.clock.advance(simulator.services.config.otpTtlMs - 1);
    const early = await client.auth.sendOtp({ email: DEMO.users.bruno.email });
    await simulator.clock.advance(1);
    expect(
      await failure(client.auth.verifyOtp({ otp, otpId: sent.otpId, email: DEMO.users.bruno.email })),
    ).toEqual({
      status: 500,
      code: 'OTP_EXPIRED',
    });
    const data = await client.auth.verifyOtp({
      otp: await lastOtp(simulator, DEMO.users.bruno.email),
      otpId: early.otpId,
      email: DEMO.users.bruno.email,
    });
    expect(data.session).toMatch(JWT_SHAPE);
    const claims = JSON.parse(atob((data.session.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/')));
    expect(claims).toMatchObject({ sub: DEMO.users.bruno.id, profileId: DEMO.profiles.bruno.id });
    expect(claims.exp * 1000).toBe(simulator.clock.now() + simulator.services.config.sessionTtlMs);
  });

  test('400 for a malformed body', async () => {
    const client = await sdk(newSimulator(), { validation: 'off' });
    expect(
      await failure(client.auth.verifyOtp({ otp: '123', otpId: 'x', email: 'bruno@example.com' })),
    ).toEqual({
      status: 400,
      code: 'BODY_PARSER_ERROR',
    });
  });
});

describe('GET /v1/auth/refresh-session', () => {
  test('mints a new session with the expiration and user type', async () => {
    const simulator = newSimulator();
    const client = await sdk(simulator);
    const login = await client.auth.login({ email: DEMO.users.bruno.email });
    const { session } = await login.verify(await lastOtp(simulator, DEMO.users.bruno.email));
    await simulator.clock.advance(60_000);
    const refreshed = await client.auth.refreshSession();
    expect(refreshed).toEqual({
      session: expect.stringMatching(JWT_SHAPE),
      expirationTimestamp: simulator.clock.now() + simulator.services.config.sessionTtlMs,
      userType: 'business',
    });
    expect('session' in refreshed && refreshed.session).not.toBe(session);
  });

  test('answers the synchronized variant when the token differs from the stored session', async () => {
    const simulator = newSimulator();
    const first = await sdk(simulator);
    await (await first.auth.login({ email: DEMO.users.carmen.email })).verify(
      await lastOtp(simulator, DEMO.users.carmen.email),
    );
    const firstToken = (await first.session())?.token;
    const second = await sdk(simulator);
    await (await second.auth.login({ email: DEMO.users.carmen.email })).verify(
      await lastOtp(simulator, DEMO.users.carmen.email),
    );
    const data = await first.auth.refreshSession();
    const stored = simulator.services.sessions.get(firstToken ?? '');
    expect(data).toEqual({
      message: expect.any(String),
      expirationTimestamp: stored?.expiresAt,
      userType: 'business',
    });
    const again = await first.auth.refreshSession();
    expect(again).toMatchObject({ session: expect.stringMatching(JWT_SHAPE) });
  });

  test('401 SESSION_REQUIRED without a session and SESSION_INVALID with an expired one', async () => {
    const simulator = newSimulator();
    expect(await failure((await sdk(simulator)).auth.refreshSession())).toEqual({
      status: 401,
      code: 'SESSION_REQUIRED',
    });
    const client = await sdk(simulator, { sessionFor: DEMO.profiles.diego.id });
    await simulator.clock.advance(simulator.services.config.sessionTtlMs);
    expect(await failure(client.auth.refreshSession())).toEqual({ status: 401, code: 'SESSION_INVALID' });
  });

  test('404 _01 (keypair missing) and 500 _02 are produced by fault rules only', async () => {
    const simulator = newSimulator();
    const client = await sdk(simulator, { sessionFor: DEMO.profiles.diego.id });
    await simulator.control.platform.setFaults({
      rules: [
        { operationId: 'refreshSession', status: 404, code: 'APP_V1_AUTH_REFRESH_SESSION_01', count: 1 },
        { operationId: 'refreshSession', status: 500, code: 'APP_V1_AUTH_REFRESH_SESSION_02', count: 1 },
      ],
    });
    expect(await failure(client.auth.refreshSession())).toEqual({
      status: 404,
      code: 'APP_V1_AUTH_REFRESH_SESSION_01',
    });
    expect(await failure(client.auth.refreshSession())).toEqual({
      status: 500,
      code: 'APP_V1_AUTH_REFRESH_SESSION_02',
    });
  });
});
