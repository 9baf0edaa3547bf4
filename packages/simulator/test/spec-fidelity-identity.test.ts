/**
 * Spec fidelity of the identity areas (auth, teams, profiles, compliance, config, notifications)
 * and of the control API a tester reaches for, over raw HTTP against the standalone server. Each
 * test names the sentence of the specification it holds the simulator to.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CHAIN_IDS, DEMO } from '../src/index.js';
import { type Receiver, startReceiver } from './receiver.js';
import { bearer, data, failure, request, useRawServer } from './support/raw-http.js';

const { keys, profiles, teams, users } = DEMO;

const raw = useRawServer({ randomSeed: 'spec-fidelity' });
const { send, sessionFor } = raw;

const newcomer = {
  email: 'nora.diaz@example.org',
  firstName: 'Nora',
  lastName: 'Diaz',
  username: 'nora_diaz',
  country: 'MX',
  isBusiness: false,
  termsOfService: true,
};

describe('Header context (spec: "Header context = key plus one of: valid session, both x-profile-id and x-team-id, or a key scoped to both profile and team")', () => {
  test('a key scoped only to a team answers GET /v1/teams/members with its missing-context code', async () => {
    expect(failure(await send('/v1/teams/members', request('GET', keys.team)))).toEqual({
      status: 400,
      code: 'APP_V1_TEAMS_MEMBERS_ROUTE_01',
    });
  });

  test('a key scoped only to a team answers GET /v1/teams/banks with its missing-context code', async () => {
    expect(failure(await send('/v1/teams/banks', request('GET', keys.team)))).toEqual({
      status: 400,
      code: 'APP_V1_TEAMS_BANKS_ROUTE_01',
    });
  });

  test('a key scoped to both profile and team, and both headers, still list the members', async () => {
    const byKey = data(await send('/v1/teams/members', request('GET', keys.profile)));
    expect(byKey.map((member: { profileId: string }) => member.profileId)).toContain(profiles.bruno.id);
    const byHeaders = data(
      await send(
        '/v1/teams/members',
        request('GET', keys.app, undefined, {
          'x-profile-id': profiles.carmen.id,
          'x-team-id': teams.business.id,
        }),
      ),
    );
    expect(byHeaders).toHaveLength(byKey.length);
  });

  test('notifications keep their own rule: "The notification team comes from the key\'s team id when present"', async () => {
    expect(data(await send('/v1/notifications', request('GET', keys.team)))).toEqual({ items: [] });
  });
});

describe('Compliance context (spec: "Invalid context gives 401 or 400")', () => {
  test.each([['/v1/compliance/checkout'], ['/v1/compliance/pay-via-request']])(
    'POST %s: headers naming a team the profile is not in answer 401 CONTEXT_INVALID',
    async (path) => {
      const headers = { 'x-profile-id': profiles.alice.id, 'x-team-id': teams.business.id };
      expect(failure(await send(path, request('POST', keys.app, {}, headers)))).toEqual({
        status: 401,
        code: 'CONTEXT_INVALID',
      });
    },
  );
});

describe('Username uniqueness (spec: GET /v1/config/username "Data { available }"; onboard "409 APP_V1_AUTH_ONBOARD_ROUTE_05 username taken")', () => {
  test('a name used as a profile nickname in the app is not available, and onboarding refuses it', async () => {
    const nickname = DEMO.profiles.aliceAtBusiness.nickname;
    expect(data(await send(`/v1/config/username?username=${nickname}`, request('GET', keys.app)))).toEqual({
      available: false,
    });
    expect(
      failure(await send('/v1/auth/onboard', request('POST', keys.app, { ...newcomer, username: nickname }))),
    ).toEqual({ status: 409, code: 'APP_V1_AUTH_ONBOARD_ROUTE_05' });
  });

  test('a name onboarding accepts is available, and a user name is not', async () => {
    expect(data(await send('/v1/config/username?username=nora_diaz', request('GET', keys.app)))).toEqual({
      available: true,
    });
    expect(
      data(await send(`/v1/config/username?username=${users.bruno.username}`, request('GET', keys.app))),
    ).toEqual({ available: false });
    expect((await send('/v1/auth/onboard', request('POST', keys.app, newcomer))).status).toBe(201);
    expect(data(await send('/v1/config/username?username=NORA_DIAZ', request('GET', keys.app)))).toEqual({
      available: false,
    });
  });
});

describe('Bank accounts (spec: POST /v1/profile/banks "body `accountName`, `accountAlias` (non-empty)")', () => {
  test('an empty accountName is a malformed body, and no account is created', async () => {
    const token = await sessionFor(profiles.carmen.id);
    const body = {
      accountName: '',
      accountAlias: 'Payroll',
      accountType: 'CHECKING',
      accountNumber: '012345678901234567',
      country: 'MX',
      currencySymbol: 'MXN',
      bankSlug: 'banamex',
      additionalData: { clabe: '002010077777777771' },
    };
    const before = data(await send('/v1/profile/banks', request('GET', keys.app, undefined, bearer(token))));
    expect(failure(await send('/v1/profile/banks', request('POST', keys.app, body, bearer(token))))).toEqual({
      status: 400,
      code: 'BODY_PARSER_ERROR',
    });
    expect(data(await send('/v1/profile/banks', request('GET', keys.app, undefined, bearer(token))))).toEqual(
      before,
    );
  });
});

describe('Pages (spec: activity "`limit` (integer 1 to 100, default 50)", "400 `..._03` invalid limit"; "`exclusiveStartKey` (opt cursor)")', () => {
  test('an empty limit is an invalid limit: 400 APP_V1_TEAMS_ACTIVITY_03', async () => {
    const token = await sessionFor(profiles.bruno.id);
    for (const limit of ['', '0', '101', 'ten']) {
      expect(
        failure(
          await send(
            `/v1/teams/${teams.business.id}/activity?limit=${limit}`,
            request('GET', keys.app, undefined, bearer(token)),
          ),
        ),
      ).toEqual({ status: 400, code: 'APP_V1_TEAMS_ACTIVITY_03' });
    }
  });

  test('an empty exclusiveStartKey on activity is the first page, not the end of the list', async () => {
    const token = await sessionFor(profiles.bruno.id);
    for (const description of ['one', 'two', 'three']) {
      const patched = await send(
        '/v1/teams/metadata',
        request('PATCH', keys.app, { description }, bearer(token)),
      );
      expect(patched.status).toBe(200);
    }
    const path = `/v1/teams/${teams.business.id}/activity?limit=2`;
    const first = data(await send(path, request('GET', keys.app, undefined, bearer(token))));
    expect(first.items).toHaveLength(2);
    expect(first.lastEvaluatedKey).toEqual(expect.any(String));
    expect(
      data(await send(`${path}&exclusiveStartKey=`, request('GET', keys.app, undefined, bearer(token)))),
    ).toEqual(first);
  });

  test('an empty exclusiveStartKey on notifications is the first page', async () => {
    const token = await sessionFor(profiles.bruno.id);
    for (const email of ['one@example.net', 'two@example.net', 'three@example.net']) {
      await send('/v1/teams/invitations', request('POST', keys.app, { email }, bearer(token)));
    }
    const first = data(await send('/v1/notifications?limit=2', request('GET', keys.team)));
    expect(first.items).toHaveLength(2);
    expect(first.lastEvaluatedKey).toEqual(expect.any(String));
    expect(
      data(await send('/v1/notifications?limit=2&exclusiveStartKey=', request('GET', keys.team))),
    ).toEqual(first);
  });
});

describe('Image uploads (spec: "Allowed extensions `jpg`, `jpeg`, `png`, `webp`, `gif`; allowed MIME `image/jpeg`, `image/jpg`, `image/png`, `image/webp`, `image/gif`"; profile image: "same extension/MIME lists as team image")', () => {
  test('logo.png as image/jpeg gets an upload URL on the team route as on the profile route', async () => {
    const token = await sessionFor(profiles.bruno.id);
    const body = { fileName: 'logo.png', contentType: 'image/jpeg' };
    const team = data(
      await send(
        `/v1/teams/${teams.business.id}/image/upload-url`,
        request('POST', keys.app, body, bearer(token)),
      ),
    );
    const profile = data(
      await send('/v1/profile/image/upload-url', request('POST', keys.app, body, bearer(token))),
    );
    expect(team.filePath).toMatch(/\.png$/);
    expect(profile.filePath).toMatch(/\.png$/);
  });

  test('an extension off the list is refused on both routes', async () => {
    const token = await sessionFor(profiles.bruno.id);
    const body = { fileName: 'logo.svg', contentType: 'image/png' };
    for (const path of [`/v1/teams/${teams.business.id}/image/upload-url`, '/v1/profile/image/upload-url']) {
      expect(failure(await send(path, request('POST', keys.app, body, bearer(token))))).toEqual({
        status: 400,
        code: 'BODY_PARSER_ERROR',
      });
    }
  });
});

describe('Onboarding (spec: username "min 4"; Profile nickname "string, 4 to 50 chars")', () => {
  test('a 67-character username gives a profile whose nickname keeps the 4 to 50 rule', async () => {
    const username = `n${'o'.repeat(60)}_diaz1`;
    expect(username).toHaveLength(67);
    const onboarded = data(
      await send('/v1/auth/onboard', request('POST', keys.app, { ...newcomer, username })),
    );
    expect(onboarded.profile.nickname).toBe(username.slice(0, 50));
    const token = await sessionFor(onboarded.profile.id);
    const view = data(await send('/v1/profile', request('GET', keys.app, undefined, bearer(token))));
    expect(view.profile.nickname).toHaveLength(50);
    expect(view.user.username).toBe(username);
    const renamed = data(
      await send(
        '/v1/profile/username',
        request('PATCH', keys.app, { nickname: view.profile.nickname }, bearer(token)),
      ),
    );
    expect(renamed.nickname).toBe(username.slice(0, 50));
  });

  test('a username whose first 50 characters are a nickname of the app is taken', async () => {
    const username = `${'z'.repeat(50)}_more`;
    await send('/v1/auth/onboard', request('POST', keys.app, { ...newcomer, username: 'z'.repeat(50) }));
    expect(data(await send(`/v1/config/username?username=${username}`, request('GET', keys.app)))).toEqual({
      available: false,
    });
    expect(
      failure(
        await send(
          '/v1/auth/onboard',
          request('POST', keys.app, { ...newcomer, email: 'other@example.org', username }),
        ),
      ),
    ).toEqual({ status: 409, code: 'APP_V1_AUTH_ONBOARD_ROUTE_05' });
  });

  test('spec: "400 `APP_V1_AUTH_ONBOARD_ROUTE_04` invalid referral code", a malformed one included', async () => {
    for (const referralCode of ['AB12', 'ABCD12345', 'AB CD1234']) {
      expect(
        failure(await send('/v1/auth/onboard', request('POST', keys.app, { ...newcomer, referralCode }))),
      ).toEqual({ status: 400, code: 'APP_V1_AUTH_ONBOARD_ROUTE_04' });
    }
    expect(
      failure(
        await send('/v1/auth/onboard', request('POST', keys.app, { ...newcomer, referralCode: 'ZZZZ9999' })),
      ),
    ).toEqual({ status: 400, code: 'APP_V1_AUTH_ONBOARD_ROUTE_04' });
  });
});

describe('Refresh session (spec: "`userType` is `individual`, `business` or `admin`")', () => {
  test('a session verified with userType admin refreshes as admin, and the refreshed one too', async () => {
    const email = users.bruno.email;
    const sent = data(
      await send('/v1/auth/send-otp', request('POST', keys.app, { email, userType: 'admin' })),
    );
    const outbox = data(await send(`/_simulator/outbox?to=${email}`, request('GET', null)));
    const otp = outbox.messages.at(-1).otp;
    const verified = data(
      await send(
        '/v1/auth/verify-otp',
        request('POST', keys.app, {
          otp,
          otpId: sent.otpId,
          email,
          profileId: profiles.bruno.id,
          userType: 'admin',
        }),
      ),
    );
    expect(verified.userType).toBe('admin');
    const refreshed = data(
      await send('/v1/auth/refresh-session', request('GET', keys.app, undefined, bearer(verified.session))),
    );
    expect(refreshed.userType).toBe('admin');
    const again = data(
      await send('/v1/auth/refresh-session', request('GET', keys.app, undefined, bearer(refreshed.session))),
    );
    expect(again.userType).toBe('admin');
  });

  test('without a requested type the session carries the profile type', async () => {
    const token = await sessionFor(profiles.bruno.id);
    const refreshed = data(
      await send('/v1/auth/refresh-session', request('GET', keys.app, undefined, bearer(token))),
    );
    expect(refreshed.userType).toBe('business');
  });
});

describe('Accepted tokens (spec: chains "tokens[] { ..., accepted, ... }")', () => {
  test('DAI, which payment requests take, is accepted in GET /v1/config/chains and /chains/tokens', async () => {
    const chains = data(await send('/v1/config/chains', request('GET', keys.app))).chains;
    const dai = chains.flatMap((chain: { tokens: { symbol: string; accepted: boolean }[] }) =>
      chain.tokens.filter((token) => token.symbol === 'DAI'),
    );
    expect(dai.length).toBeGreaterThan(0);
    expect(dai.every((token: { accepted: boolean }) => token.accepted)).toBe(true);
    const tokens = data(await send('/v1/config/chains/tokens', request('GET', keys.app))).tokens;
    expect(tokens.find((token: { symbol: string }) => token.symbol === 'DAI')?.accepted).toBe(true);
    const created = await send(
      '/channel/core/request/create',
      request('POST', keys.profileWrite, {
        targetAddress: DEMO.wallets.bruno,
        amount: 5,
        channelParams: { requestedToken: 'DAI' },
      }),
    );
    expect(created.status).toBe(200);
  });
});

describe('Control API', () => {
  test("POST /_simulator/chain/fund takes token 'native' as the native coin, as leaving it out", async () => {
    const address = `0x${'ab'.repeat(20)}`;
    const chainId = CHAIN_IDS.baseSepolia;
    const byName = data(
      await send(
        '/_simulator/chain/fund',
        request('POST', null, { chainId, address, token: 'native', amount: '1' }),
      ),
    );
    const implicit = data(
      await send('/_simulator/chain/fund', request('POST', null, { chainId, address, amount: '1' })),
    );
    expect(byName.tokenAddress).toBe(implicit.tokenAddress);
    expect(BigInt(implicit.amount)).toBe(2n * 10n ** 18n);
  });

  test('revoking a key makes it 403 API_KEY_INVALID (spec: "Missing or invalid key ... | 403")', async () => {
    expect((await send('/v1/config/chains', request('GET', keys.appWrite))).status).toBe(200);
    const revoked = data(
      await send(`/_simulator/api-keys/${keys.appWrite}/revoke`, request('POST', null, {})),
    );
    expect(revoked.revokedAt).toEqual(expect.any(String));
    expect(failure(await send('/v1/config/chains', request('GET', keys.appWrite)))).toEqual({
      status: 403,
      code: 'API_KEY_INVALID',
    });
    expect(
      failure(await send('/_simulator/api-keys/sk_sandbox_unknown/revoke', request('POST', null, {}))),
    ).toEqual({
      status: 404,
      code: 'API_KEY_NOT_FOUND',
    });
  });

  test('adding a profile makes a new member of a team and a second profile of the user', async () => {
    const added = data(
      await send(
        '/_simulator/profiles',
        request('POST', null, { email: users.diego.email, teamId: teams.individual.id, role: 'viewer' }),
      ),
    );
    expect(added.member).toMatchObject({ teamId: teams.individual.id, role: 'viewer' });
    expect(added.profile.nickname).toBe('diego_2');
    const members = data(
      await send(
        '/v1/teams/members',
        request('GET', keys.app, undefined, {
          'x-profile-id': profiles.alice.id,
          'x-team-id': teams.individual.id,
        }),
      ),
    );
    expect(members.map((member: { profileId: string }) => member.profileId)).toContain(added.profile.id);
    const token = await sessionFor(added.profile.id);
    const own = data(await send('/v1/user/profiles', request('GET', keys.app, undefined, bearer(token))));
    expect(own.profiles.map((profile: { id: string }) => profile.id)).toEqual([
      profiles.diego.id,
      added.profile.id,
    ]);
    expect(
      failure(
        await send(
          '/_simulator/profiles',
          request('POST', null, { userId: users.diego.id, teamId: teams.individual.id }),
        ),
      ),
    ).toEqual({ status: 409, code: 'PROFILE_EXISTS' });
  });

  describe('delivering a webhook on demand', () => {
    let receiver: Receiver;
    beforeAll(async () => {
      receiver = await startReceiver();
    });
    afterAll(async () => {
      await receiver.close();
    });

    test('POST /_simulator/webhooks/deliver sends requestPaid of an existing request (spec: "Header `X-Webhook-Secret` carries the shared secret")', async () => {
      receiver.received.length = 0;
      raw.server.simulator.services.store.apps.update(DEMO.apps.main.id, { webhookUrl: receiver.url });
      const created = data(
        await send(
          '/channel/core/request/create',
          request('POST', keys.profileWrite, {
            targetAddress: DEMO.wallets.bruno,
            amount: 12,
            channelParams: {},
          }),
        ),
      );
      const delivery = data(
        await send(
          '/_simulator/webhooks/deliver',
          request('POST', null, { event: 'requestPaid', requestId: created.id }),
        ),
      );
      expect(delivery).toMatchObject({ event: 'requestPaid', status: 'delivered', responseStatus: 200 });
      expect(receiver.received).toHaveLength(1);
      expect(receiver.received[0]?.headers['x-webhook-secret']).toBe(DEMO.apps.main.webhookSecret);
      expect(receiver.received[0]?.body).toMatchObject({
        event: 'requestPaid',
        data: { id: created.txId, requestId: created.id, amount: 12 },
      });
      expect(
        failure(
          await send(
            '/_simulator/webhooks/deliver',
            request('POST', null, { event: 'requestPaid', requestId: 'nope' }),
          ),
        ),
      ).toEqual({ status: 404, code: 'PAYMENT_REQUEST_NOT_FOUND' });
    });
  });
});
