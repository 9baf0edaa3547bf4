/**
 * The SDK end to end against the in-process simulator: sessions on the virtual clock, context,
 * pagination, uploads, typed errors and rate limits, with strict response validation throughout.
 */
import { createSimulator, DEMO, type Simulator } from '@payments-platform/simulator';
import { describe, expect, test } from 'vitest';
import {
  AuthenticationError,
  BadRequestError,
  ConflictError,
  createClient,
  PermissionDeniedError,
  RateLimitError,
  type Session,
} from '../src/index.js';

const HOUR = 60 * 60 * 1000;

/** A simulator and a client on its fetch and its clock, recording the paths the client calls. */
function setup(options: Parameters<typeof createSimulator>[0] = {}, apiKey: string = DEMO.keys.email) {
  const simulator = createSimulator({ randomSeed: 'sdk-e2e', ...options });
  const calls: string[] = [];
  const changes: (Session | undefined)[] = [];
  const client = createClient({
    apiKey,
    baseUrl: simulator.baseUrl,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      calls.push(`${request.method} ${new URL(request.url).pathname}`);
      return simulator.fetch(request);
    },
    validation: 'strict',
    maxRetries: 0,
    now: () => simulator.clock.now(),
    onSessionChange: (session) => changes.push(session),
  });
  return { simulator, client, calls, changes };
}

async function logIn(
  simulator: Simulator,
  client: ReturnType<typeof createClient>,
  email: string,
  profileId?: string,
) {
  const login = await client.auth.login({ email });
  const otp = (await simulator.control.platform.outbox({ to: email })).messages.at(-1)?.otp;
  if (!otp) throw new Error(`no OTP mailed to ${email}`);
  return login.verify(otp, profileId ? { profileId } : {});
}

describe('sdk against the simulator', () => {
  test('the login helper stores the session from the e-mailed code and logout forgets it', async () => {
    const { simulator, client, changes } = setup();
    const login = await client.auth.login({ email: 'Bruno@Example.com' });
    expect(login.profiles.map((profile) => profile.id)).toEqual([DEMO.profiles.bruno.id]);
    const otp =
      (await simulator.control.platform.outbox({ to: 'bruno@example.com' })).messages.at(-1)?.otp ?? '';
    expect(otp).toHaveLength(9);
    const verified = await login.verify(otp);
    expect(verified.teams[0]?.teamId).toBe(DEMO.teams.business.id);
    expect((await client.session())?.profileId).toBe(DEMO.profiles.bruno.id);
    expect(changes).toHaveLength(1);

    const { profile } = await client.profile.retrieve();
    expect(profile.id).toBe(DEMO.profiles.bruno.id);

    await client.auth.logout();
    expect(await client.session()).toBeUndefined();
    const error = await client.profile.retrieve().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(client.profile.retrieve.isError(error)).toBe(true);
    expect(changes.at(-1)).toBeUndefined();
  });

  test('a user with two profiles picks one; the session acts on it', async () => {
    const { simulator, client } = setup();
    const login = await client.auth.login({ email: 'alice@example.com' });
    expect(login.profiles).toHaveLength(2);
    const otp =
      (await simulator.control.platform.outbox({ to: 'alice@example.com' })).messages.at(-1)?.otp ?? '';
    const error = await login.verify(otp).catch((caught: unknown) => caught);
    expect(client.auth.verifyOtp.isError(error, 'APP_V1_AUTH_VERIFY_OTP_ROUTE_02')).toBe(true);

    await logIn(simulator, client, 'alice@example.com', DEMO.profiles.aliceAtBusiness.id);
    const { profile } = await client.profile.retrieve();
    expect(profile.id).toBe(DEMO.profiles.aliceAtBusiness.id);
    expect(profile.team?.id).toBe(DEMO.teams.business.id);
  });

  test('the session is refreshed ahead of expiry on the virtual clock, once for ten parallel calls', async () => {
    const { simulator, client, calls } = setup({ sessionTtlMs: 2 * HOUR });
    await logIn(simulator, client, 'bruno@example.com');
    const first = await client.session();
    expect(first?.expiresAt).toBe(simulator.clock.now() + 2 * HOUR);

    await simulator.clock.advance(2 * HOUR - 30_000);
    calls.length = 0;
    const results = await Promise.all(Array.from({ length: 10 }, () => client.profile.retrieve()));
    expect(results.every((result) => result.profile.id === DEMO.profiles.bruno.id)).toBe(true);
    expect(calls.filter((call) => call === 'GET /v1/auth/refresh-session')).toHaveLength(1);
    expect(calls.filter((call) => call === 'GET /v1/profile')).toHaveLength(10);

    const second = await client.session();
    expect(second?.token).not.toBe(first?.token);
    expect(second?.expiresAt).toBe(simulator.clock.now() + 2 * HOUR);
  });

  test('withContext sends both headers; without them a header-context route has no context', async () => {
    const { client } = setup({}, DEMO.keys.app);
    const members = await client
      .withContext({ profileId: DEMO.profiles.bruno.id, teamId: DEMO.teams.business.id })
      .teams.members.list();
    expect(members.map((member) => member.profileId)).toContain(DEMO.profiles.carmen.id);

    const missing = await client.teams.members.list().catch((caught: unknown) => caught);
    expect(missing).toBeInstanceOf(BadRequestError);
    expect(client.teams.members.list.isError(missing, 'APP_V1_TEAMS_MEMBERS_ROUTE_01')).toBe(true);
  });

  test('a cursor list is iterated page after page until lastEvaluatedKey is absent', async () => {
    const { simulator, client, calls } = setup();
    await logIn(simulator, client, 'bruno@example.com');
    const team = client.withContext({ profileId: DEMO.profiles.bruno.id, teamId: DEMO.teams.business.id });
    for (let round = 0; round < 30; round++) {
      await team.teams.countries.add({ country: 'AR' });
      await team.teams.countries.remove({ country: 'AR' });
    }
    const firstPage = await client.teams.activity.list({ teamId: DEMO.teams.business.id, limit: 25 });
    expect(firstPage.items).toHaveLength(25);
    expect(firstPage.lastEvaluatedKey).toBeDefined();

    calls.length = 0;
    const seen: string[] = [];
    for await (const item of client.teams.activity.list({ teamId: DEMO.teams.business.id, limit: 25 })) {
      seen.push(item.SK);
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThanOrEqual(60);
    expect(calls).toHaveLength(Math.ceil(seen.length / 25) + (seen.length % 25 === 0 ? 1 : 0));
  });

  test('an offset list is iterated page after page until a short page', async () => {
    const { client, calls } = setup({}, DEMO.keys.profileWrite);
    const sell = {
      targetAddress: DEMO.wallets.bruno,
      amount: 10,
      channelParams: {
        requestType: 'sell',
        amountType: 'sell',
        buyCurrency: 'MXN',
        sellCurrency: 'USDC',
        buyChain: 'fiat',
        sellChain: 'base-sepolia',
        userBankId: DEMO.bankAccounts.bruno,
      },
    } as const;
    const created: string[] = [];
    for (let index = 0; index < 7; index++) created.push((await client.otc.requests.create(sell)).id);

    const firstPage = await client.otc.requests.list({ limit: 3 });
    expect(firstPage).toHaveLength(3);
    calls.length = 0;
    const seen: string[] = [];
    for await (const item of client.otc.requests.list({ limit: 3 })) seen.push(item.otcRequest.id);
    expect([...seen].sort()).toEqual([...created].sort());
    expect(calls).toEqual(Array.from({ length: 3 }, () => 'GET /v1/otc'));
  });

  test('the team image upload helper runs upload-url, the PUT and the confirmation', async () => {
    const { simulator, client, calls } = setup();
    await logIn(simulator, client, 'bruno@example.com');
    calls.length = 0;
    const { imageUrl } = await client.uploads.teamImage({
      teamId: DEMO.teams.business.id,
      file: { name: 'logo.png', contentType: 'image/png', body: new Uint8Array([137, 80, 78, 71]) },
    });
    expect(imageUrl).toMatch(new RegExp(`^/teams/${DEMO.teams.business.id}/`));
    expect(calls.map((call) => call.split(' ')[0])).toEqual(['POST', 'PUT', 'POST']);
    const team = await client
      .withContext({ profileId: DEMO.profiles.bruno.id, teamId: DEMO.teams.business.id })
      .teams.metadata.update({});
    expect(team.imageUrl).toBe(imageUrl);
  });

  test('errors carry the documented code, typed per operation; safe() and withResponse() too', async () => {
    const { simulator, client } = setup();
    await logIn(simulator, client, 'bruno@example.com');
    const team = client.withContext({ profileId: DEMO.profiles.bruno.id, teamId: DEMO.teams.business.id });

    const { data, response } = await team.teams.invitations
      .create({ email: 'new.person@example.org' })
      .withResponse();
    expect(response.status).toBe(201);
    expect(data.status).toBe('pending');

    const result = await team.teams.invitations.create({ email: 'carmen@example.com' }).safe();
    expect(result.ok).toBe(false);
    expect(result.error).toBeInstanceOf(ConflictError);
    expect(client.teams.invitations.create.isError(result.error, 'APP_V1_TEAMS_INVITATIONS_ROUTE_02')).toBe(
      true,
    );
  });

  test('a key of the other environment is refused with 403', async () => {
    const { client } = setup({}, DEMO.liveKeys.app);
    const error = await client.config.chains.list().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PermissionDeniedError);
  });

  test('the rate limit answers 429 with Retry-After, and the bucket refills on the virtual clock', async () => {
    const { simulator, client } = setup({ rateLimit: { capacity: 2, refillPerSecond: 1 } });
    await client.config.chains.list();
    await client.config.chains.list();
    const error = await client.config.chains.list().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RateLimitError);
    expect((error as RateLimitError).retryAfter).toBeGreaterThan(0);
    await simulator.clock.advance(1000);
    await expect(client.config.chains.list()).resolves.toHaveProperty('chains');
  });
});
