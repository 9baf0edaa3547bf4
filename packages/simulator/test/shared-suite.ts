/**
 * The cases every adapter must pass: configuration routes, the envelope, unknown routes,
 * malformed and oversized bodies, auth failures, control routes, faults and the clock. Each
 * adapter test file runs them through its own {@link HarnessFactory}.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { DEMO } from '../src/index.js';
import { call, type Envelope, type Harness, type HarnessFactory, json } from './harness.js';

const key = (value: string) => ({ headers: { 'x-api-key': value } });
const data = <T>(envelope: Envelope) => envelope.body.data as T;
const errorOf = (envelope: Envelope) => ({ status: envelope.status, code: envelope.body.error?.code });

interface Country {
  readonly code: string;
  readonly flag: string;
  readonly language: string;
  readonly currencies: string[] | null;
}

/** Defines the shared suite for one adapter. */
export function sharedSuite(adapter: string, factory: HarnessFactory): void {
  describe(`${adapter}: shared suite`, () => {
    let harness: Harness;
    beforeAll(async () => {
      harness = await factory();
    });
    afterAll(async () => {
      await harness.close();
    });
    beforeEach(() => {
      harness.simulator.reset();
    });

    describe('config', () => {
      test('countries: public, no key needed, only countries with banks', async () => {
        const result = await call(harness, '/v1/config/countries');
        expect(result.status).toBe(200);
        const countries = data<{ countries: Country[] }>(result).countries;
        expect(countries.map((country) => country.code)).toEqual(['AR', 'CO', 'CR', 'GT', 'MX', 'US']);
        expect(countries.find((country) => country.code === 'MX')).toEqual({
          code: 'MX',
          name: 'Mexico',
          flag: '🇲🇽',
          language: 'es',
          currencies: ['MXN'],
        });
      });

      test('countries: all=true adds the countries without banks; other values are ignored', async () => {
        const all = data<{ countries: Country[] }>(
          await call(harness, '/v1/config/countries?all=true'),
        ).countries;
        expect(all.map((country) => country.code)).toEqual([
          'AR',
          'BR',
          'CO',
          'CR',
          'ES',
          'GT',
          'MX',
          'PE',
          'SV',
          'US',
        ]);
        expect(all.find((country) => country.code === 'PE')?.currencies).toBeNull();
        const other = data<{ countries: Country[] }>(
          await call(harness, '/v1/config/countries?all=yes'),
        ).countries;
        expect(other.map((country) => country.code)).not.toContain('SV');
      });

      test('countries/banks: currencies (symbol equals code) and banks of a country', async () => {
        const result = await call(harness, '/v1/config/countries/banks?country=%20mx%20', key(DEMO.keys.app));
        expect(result.status).toBe(200);
        const body = data<{
          country: string;
          currencies: unknown[];
          banks: Array<{ slug: string; code: string }>;
        }>(result);
        expect(body.country).toBe('MX');
        expect(body.currencies).toEqual([{ code: 'MXN', symbol: 'MXN' }]);
        expect(body.banks).toContainEqual({ slug: 'bbva-mexico', name: 'BBVA México', code: '012' });
      });

      test('countries/banks: 404 for a country without banks or unknown, 400 when missing or malformed', async () => {
        expect(
          errorOf(await call(harness, '/v1/config/countries/banks?country=SV', key(DEMO.keys.app))),
        ).toEqual({
          status: 404,
          code: 'COUNTRY_NOT_FOUND',
        });
        expect(
          (await call(harness, '/v1/config/countries/banks?country=ZZ', key(DEMO.keys.app))).status,
        ).toBe(404);
        expect(errorOf(await call(harness, '/v1/config/countries/banks', key(DEMO.keys.app)))).toEqual({
          status: 400,
          code: 'BODY_PARSER_ERROR',
        });
        expect(
          (await call(harness, '/v1/config/countries/banks?country=MEX', key(DEMO.keys.app))).status,
        ).toBe(400);
      });

      test('bank: every configuration, or the requested countries uppercased and deduplicated', async () => {
        const all = data<{ configurations: Array<{ country: string }> }>(
          await call(harness, '/v1/config/bank', key(DEMO.keys.app)),
        );
        expect(all.configurations.map((row) => row.country)).toEqual(['AR', 'CO', 'CR', 'GT', 'MX', 'US']);
        const some = data<{ configurations: Array<{ country: string; fields: Array<{ key: string }> }> }>(
          await call(harness, '/v1/config/bank?countries=mx,%20co,MX', key(DEMO.keys.app)),
        );
        expect(some.configurations.map((row) => row.country)).toEqual(['MX', 'CO']);
        expect(some.configurations[0]?.fields[0]).toEqual({
          key: 'clabe',
          label: 'CLABE',
          required: true,
          pattern: '^\\d{18}$',
          placeholder: '012180001234567897',
        });
      });

      test('bank: 400 for empty, malformed or unsupported codes', async () => {
        for (const query of ['countries=', 'countries=MEX', 'countries=MX,SV']) {
          expect((await call(harness, `/v1/config/bank?${query}`, key(DEMO.keys.app))).status).toBe(400);
        }
      });

      test('chains: real chain ids, each chain with its tokens, addresses and decimals', async () => {
        const result = await call(harness, '/v1/config/chains', key(DEMO.keys.app));
        const chains = data<{
          chains: Array<{
            slug: string;
            chainId: number;
            tokens: Array<{ symbol: string; address: string; decimals: number }>;
          }>;
        }>(result).chains;
        expect(chains.map((chain) => [chain.slug, chain.chainId])).toEqual([
          ['ethereum', 1],
          ['polygon', 137],
          ['base', 8453],
          ['arbitrum', 42161],
          ['base-sepolia', 84532],
        ]);
        const base = chains.find((chain) => chain.slug === 'base');
        expect(base?.tokens.find((token) => token.symbol === 'USDC')).toMatchObject({
          address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
          decimals: 6,
          type: 'erc20',
          accepted: true,
        });
        expect(base?.tokens.find((token) => token.symbol === 'ETH')).toMatchObject({
          decimals: 18,
          type: 'native',
        });
      });

      test('chains/tokens: the inverse nesting, each token with its chains', async () => {
        const tokens = data<{
          tokens: Array<{
            symbol: string;
            chains: Array<{ slug: string; chainId: number; address: string; tokenType: string }>;
          }>;
        }>(await call(harness, '/v1/config/chains/tokens', key(DEMO.keys.app))).tokens;
        const usdc = tokens.find((token) => token.symbol === 'USDC');
        expect(usdc?.chains.map((chain) => chain.chainId)).toEqual([1, 137, 8453, 42161, 84532]);
        expect(usdc?.chains.find((chain) => chain.slug === 'base-sepolia')).toMatchObject({
          address: '0x036CbD53842c5426634e7929541eC2318f3dCF7e',
          tokenType: 'erc20',
        });
        expect(tokens.find((token) => token.symbol === 'POL')?.chains.map((chain) => chain.slug)).toEqual([
          'polygon',
        ]);
      });

      test('username: taken, free (normalised to lowercase) and malformed', async () => {
        const taken = await call(harness, '/v1/config/username?username=%20ALICE%20', key(DEMO.keys.app));
        expect(data(taken)).toEqual({ available: false });
        const free = await call(harness, '/v1/config/username?username=new_user', key(DEMO.keys.app));
        expect(data(free)).toEqual({ available: true });
        for (const username of ['abc', 'api_user', 'API_user', 'bad%20name']) {
          expect(
            (await call(harness, `/v1/config/username?username=${username}`, key(DEMO.keys.app))).status,
          ).toBe(400);
        }
      });

      test('maintenance: public, ok by default, switched through the control API', async () => {
        expect(data(await call(harness, '/v1/maintenance'))).toEqual({ status: 'ok' });
        const switched = await call(harness, '/_simulator/maintenance', json('PUT', { status: 'limited' }));
        expect(data(switched)).toEqual({ status: 'limited' });
        expect(data(await call(harness, '/v1/maintenance'))).toEqual({ status: 'limited' });
        expect((await call(harness, '/_simulator/maintenance', json('PUT', { status: 'down' }))).status).toBe(
          400,
        );
      });
    });

    describe('envelope', () => {
      test('success: success true, data, JSON content type, the operation status', async () => {
        const response = await harness.send('/v1/maintenance');
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^application\/json/);
        expect(await response.json()).toEqual({ success: true, data: { status: 'ok' } });
      });

      test('error: success false and an error with code and message only', async () => {
        const response = await harness.send('/v1/config/chains');
        expect(response.headers.get('content-type')).toMatch(/^application\/json/);
        const body = (await response.json()) as Envelope['body'];
        expect(body.success).toBe(false);
        expect(Object.keys(body.error ?? {})).toEqual(['code', 'message']);
      });

      test('404: an unknown route answers ROUTE_NOT_FOUND naming the closest routes', async () => {
        const result = await call(harness, '/v1/config/chain', key(DEMO.keys.app));
        expect(errorOf(result)).toEqual({ status: 404, code: 'ROUTE_NOT_FOUND' });
        expect(result.body.error?.message).toContain('GET /v1/config/chains');
      });

      test('405: a known path with another method names the methods it answers, in Allow too', async () => {
        const result = await call(harness, '/v1/maintenance', { method: 'DELETE' });
        expect(errorOf(result)).toEqual({ status: 405, code: 'METHOD_NOT_ALLOWED' });
        expect(result.body.error?.message).toContain('answers GET');
        expect(result.headers.get('allow')).toBe('GET');
        const invitation = await call(harness, '/v1/teams/invitations/i_1', { method: 'GET' });
        expect(errorOf(invitation)).toEqual({ status: 405, code: 'METHOD_NOT_ALLOWED' });
        expect(invitation.headers.get('allow')).toBe('DELETE');
        // An item route's empty id reaches the collection's path: no record, not another method.
        const emptyId = await call(harness, '/v1/profile/banks/', { method: 'PATCH', body: '{}' });
        expect(errorOf(emptyId)).toEqual({ status: 404, code: 'ROUTE_NOT_FOUND' });
      });

      test('a route that documents its own codes for another method or an unknown action answers them', async () => {
        const headers = key(DEMO.keys.app);
        expect(
          errorOf(await call(harness, '/channel/core/request/r1', { ...headers, method: 'PUT' })),
        ).toEqual({
          status: 400,
          code: '4',
        });
        expect(errorOf(await call(harness, '/channel/core/request/r1/refund', headers))).toEqual({
          status: 404,
          code: '3',
        });
        expect(errorOf(await call(harness, '/channels/ramp/action/cancel/o1', headers))).toEqual({
          status: 418,
          code: 'CH-05',
        });
        expect(errorOf(await call(harness, '/channels/ramp/tx_1/extra', headers))).toEqual({
          status: 404,
          code: 'ROUTE_NOT_FOUND',
        });
      });

      test('400: a malformed JSON body answers the route body-parser code', async () => {
        const result = await call(harness, '/v1/auth/onboard', {
          method: 'POST',
          body: '{"email": ',
          headers: { 'content-type': 'application/json', 'x-api-key': DEMO.keys.app },
        });
        expect(errorOf(result)).toEqual({ status: 400, code: 'BODY_PARSER_ERROR' });
      });

      test('400: a body failing the contract schema', async () => {
        const result = await call(
          harness,
          '/v1/auth/onboard',
          json('POST', { email: 'x' }, { 'x-api-key': DEMO.keys.app }),
        );
        expect(errorOf(result)).toEqual({ status: 400, code: 'BODY_PARSER_ERROR' });
        expect(result.body.error?.message).toContain('body.');
      });

      test('413: a JSON body over 1 MiB', async () => {
        const big = JSON.stringify({ email: 'a@example.com', padding: 'x'.repeat(1024 * 1024) });
        const result = await call(harness, '/v1/auth/onboard', {
          method: 'POST',
          body: big,
          headers: { 'content-type': 'application/json', 'x-api-key': DEMO.keys.app },
        });
        expect(errorOf(result)).toEqual({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
      });

      test('501: a known route whose handler was removed names the operation', async () => {
        const bare = await factory({ handlers: { listWallets: null } });
        try {
          const path = `/v1/wallet/list?teamId=${DEMO.teams.business.id}`;
          const result = await call(bare, path, key(DEMO.keys.app));
          expect(errorOf(result)).toEqual({ status: 501, code: 'OPERATION_NOT_SIMULATED' });
          expect(result.body.error?.message).toContain('listWallets');
          expect((await call(harness, path, key(DEMO.keys.app))).status).toBe(200);
        } finally {
          await bare.close();
        }
      });
    });

    describe('auth', () => {
      test('403: missing, unknown and wrong-environment keys', async () => {
        expect(errorOf(await call(harness, '/v1/config/chains'))).toEqual({
          status: 403,
          code: 'API_KEY_REQUIRED',
        });
        expect(errorOf(await call(harness, '/v1/config/chains', key('sk_sandbox_nope')))).toEqual({
          status: 403,
          code: 'API_KEY_INVALID',
        });
        expect(errorOf(await call(harness, '/v1/config/chains', key(DEMO.liveKeys.app)))).toEqual({
          status: 403,
          code: 'API_KEY_WRONG_ENVIRONMENT',
        });
      });

      test('403: a key without a permission the route needs', async () => {
        const body = { chainId: 84532, tokenAddress: '0x0', senderAddress: '0x0', amountToCheck: '1' };
        const result = await call(
          harness,
          '/v1/otc/allowance/check',
          json('POST', body, { 'x-api-key': DEMO.keys.app }),
        );
        expect(errorOf(result)).toEqual({ status: 403, code: 'PERMISSION_DENIED' });
      });

      test('401: a session route without a session, or with an invalid one', async () => {
        expect(errorOf(await call(harness, '/v1/profile', key(DEMO.keys.app)))).toEqual({
          status: 401,
          code: 'SESSION_REQUIRED',
        });
        const invalid = await call(harness, '/v1/profile', {
          headers: { 'x-api-key': DEMO.keys.app, authorization: 'Bearer ses_unknown' },
        });
        expect(errorOf(invalid)).toEqual({ status: 401, code: 'SESSION_INVALID' });
      });

      test('context: the route code without context, 403 for one header alone, the route role code', async () => {
        expect(errorOf(await call(harness, '/v1/teams/members', key(DEMO.keys.app)))).toEqual({
          status: 400,
          code: 'APP_V1_TEAMS_MEMBERS_ROUTE_01',
        });
        const oneHeader = await call(harness, '/v1/teams/members', {
          headers: { 'x-api-key': DEMO.keys.app, 'x-team-id': DEMO.teams.business.id },
        });
        expect(errorOf(oneHeader)).toEqual({ status: 403, code: 'CONTEXT_INVALID' });
        const notAdmin = await call(
          harness,
          '/v1/teams/countries',
          json('POST', { country: 'AR' }, { 'x-api-key': DEMO.keys.memberProfile }),
        );
        expect(errorOf(notAdmin)).toEqual({ status: 403, code: 'APP_V1_TEAMS_COUNTRIES_02' });
      });

      test('sessions: minted by the control API, they expire on the virtual clock', async () => {
        const session = data<{ token: string }>(
          await call(
            harness,
            '/_simulator/sessions',
            json('POST', { profileId: DEMO.profiles.bruno.id, ttlMs: 60_000 }),
          ),
        );
        const init = { headers: { 'x-api-key': DEMO.keys.app, authorization: `Bearer ${session.token}` } };
        const profile = await call(harness, '/v1/profile', init);
        expect(profile.status).toBe(200);
        await call(harness, '/_simulator/clock/advance', json('POST', { ms: 60_000 }));
        expect(errorOf(await call(harness, '/v1/profile', init))).toEqual({
          status: 401,
          code: 'SESSION_INVALID',
        });
      });

      test('429: the per-key bucket empties, answers Retry-After, and refills on the virtual clock', async () => {
        const limited = await factory({ rateLimit: { capacity: 2, refillPerSecond: 1 } });
        try {
          for (let index = 0; index < 2; index++) {
            expect((await call(limited, '/v1/config/chains', key(DEMO.keys.app))).status).toBe(200);
          }
          const refused = await call(limited, '/v1/config/chains', key(DEMO.keys.app));
          expect(errorOf(refused)).toEqual({ status: 429, code: 'RATE_LIMITED' });
          expect(refused.headers.get('retry-after')).toBe('1');
          expect((await call(limited, '/v1/config/chains', key(DEMO.keys.appWrite))).status).toBe(200);
          expect((await call(limited, '/v1/maintenance')).status).toBe(200);
          await call(limited, '/_simulator/clock/advance', json('POST', { ms: 1_000 }));
          expect((await call(limited, '/v1/config/chains', key(DEMO.keys.app))).status).toBe(200);
        } finally {
          await limited.close();
        }
      });

      test('503: closed OTP and KYC gates, switched through the control API', async () => {
        const gates = await call(harness, '/_simulator/gates', json('PUT', { otp: 'closed' }));
        expect(data(gates)).toEqual({ otp: 'closed', kyc: 'open' });
        const otp = await call(
          harness,
          '/v1/auth/send-otp',
          json('POST', { email: DEMO.users.alice.email }, { 'x-api-key': DEMO.keys.app }),
        );
        expect(errorOf(otp)).toEqual({ status: 503, code: 'OTP_GATE_CLOSED' });
        await call(harness, '/_simulator/gates', json('PUT', { otp: 'open', kyc: 'closed' }));
        const session = data<{ token: string }>(
          await call(harness, '/_simulator/sessions', json('POST', { profileId: DEMO.profiles.alice.id })),
        );
        const kyc = await call(harness, '/v1/kyc/status', {
          headers: { 'x-api-key': DEMO.keys.app, authorization: `Bearer ${session.token}` },
        });
        expect(errorOf(kyc)).toEqual({ status: 503, code: 'KYC_GATE_CLOSED' });
        expect(data(await call(harness, '/_simulator/gates'))).toEqual({ otp: 'open', kyc: 'closed' });
      });
    });

    describe('control', () => {
      test('apps and api-keys: 201, and the new key works with a prefix naming its environment', async () => {
        const app = await call(
          harness,
          '/_simulator/apps',
          json('POST', { name: 'Shop', webhookUrl: 'http://127.0.0.1:9/hook', webhookSecret: 's3cret' }),
        );
        expect(app.status).toBe(201);
        const appData = data<{ id: string; name: string; webhookUrl: string }>(app);
        expect(appData).toMatchObject({ name: 'Shop', webhookUrl: 'http://127.0.0.1:9/hook' });
        const created = await call(
          harness,
          '/_simulator/api-keys',
          json('POST', { appId: appData.id, permissions: ['WRITE'] }),
        );
        expect(created.status).toBe(201);
        const apiKey = data<{ id: string; key: string; permissions: string[]; environment: string }>(created);
        expect(apiKey.key).toMatch(/^sk_sandbox_[0-9A-Za-z]{32}$/);
        expect(apiKey).toMatchObject({ permissions: ['WRITE'], environment: 'sandbox' });
        expect((await call(harness, '/v1/config/chains', key(apiKey.key))).status).toBe(200);
        const live = data<{ key: string }>(
          await call(
            harness,
            '/_simulator/api-keys',
            json('POST', { appId: appData.id, environment: 'production' }),
          ),
        );
        expect(live.key).toMatch(/^sk_live_/);
        expect(errorOf(await call(harness, '/v1/config/chains', key(live.key))).code).toBe(
          'API_KEY_WRONG_ENVIRONMENT',
        );
      });

      test('api-keys: scoped to a profile (its team follows), 404 for an unknown app, 400 for a bad body', async () => {
        const scoped = data<{ teamId: string; profileId: string }>(
          await call(
            harness,
            '/_simulator/api-keys',
            json('POST', { appId: DEMO.apps.main.id, profileId: DEMO.profiles.carmen.id }),
          ),
        );
        expect(scoped).toMatchObject({ teamId: DEMO.teams.business.id, profileId: DEMO.profiles.carmen.id });
        expect(
          errorOf(await call(harness, '/_simulator/api-keys', json('POST', { appId: 'app_nope' }))),
        ).toEqual({
          status: 404,
          code: 'APP_NOT_FOUND',
        });
        expect(
          (
            await call(
              harness,
              '/_simulator/api-keys',
              json('POST', { appId: DEMO.apps.main.id, permissions: ['ROOT'] }),
            )
          ).status,
        ).toBe(400);
      });

      test('reset: back to the seed, and to the empty seed on request', async () => {
        const app = data<{ id: string }>(
          await call(harness, '/_simulator/apps', json('POST', { name: 'Temp' })),
        );
        const apiKey = data<{ key: string }>(
          await call(harness, '/_simulator/api-keys', json('POST', { appId: app.id })),
        );
        expect(data(await call(harness, '/_simulator/reset', json('POST', {})))).toEqual({ seed: 'demo' });
        expect(errorOf(await call(harness, '/v1/config/chains', key(apiKey.key))).code).toBe(
          'API_KEY_INVALID',
        );
        await call(harness, '/_simulator/reset', json('POST', { seed: 'empty' }));
        expect(errorOf(await call(harness, '/v1/config/chains', key(DEMO.keys.app))).code).toBe(
          'API_KEY_INVALID',
        );
        expect((await call(harness, '/v1/config/countries')).status).toBe(200);
      });

      test('outbox and webhooks: empty lists in the seed', async () => {
        expect(data(await call(harness, '/_simulator/outbox'))).toEqual({ messages: [] });
        expect(data(await call(harness, `/_simulator/outbox?to=${DEMO.users.alice.email}`))).toEqual({
          messages: [],
        });
        expect(data(await call(harness, '/_simulator/webhooks'))).toEqual({ deliveries: [] });
      });

      test('clock: read and advanced', async () => {
        expect(data(await call(harness, '/_simulator/clock'))).toEqual({
          now: '2025-01-01T00:00:00.000Z',
          epochMs: Date.parse('2025-01-01T00:00:00.000Z'),
          mode: 'frozen',
        });
        const advanced = await call(harness, '/_simulator/clock/advance', json('POST', { ms: 90_000 }));
        expect(data<{ now: string }>(advanced).now).toBe('2025-01-01T00:01:30.000Z');
        expect((await call(harness, '/_simulator/clock/advance', json('POST', { ms: -1 }))).status).toBe(400);
      });

      test('state: a snapshot restores the data it was taken from', async () => {
        const snapshot = data(await call(harness, '/_simulator/state'));
        const app = data<{ id: string }>(
          await call(harness, '/_simulator/apps', json('POST', { name: 'Later' })),
        );
        const apiKey = data<{ key: string }>(
          await call(harness, '/_simulator/api-keys', json('POST', { appId: app.id })),
        );
        expect(data(await call(harness, '/_simulator/state', json('PUT', snapshot)))).toEqual({
          restored: true,
        });
        expect(errorOf(await call(harness, '/v1/config/chains', key(apiKey.key))).code).toBe(
          'API_KEY_INVALID',
        );
        // The same state, but for the refused request in the request journal.
        const after = data<{ requests: { entries: Array<{ operationId: string; status: number }> } }>(
          await call(harness, '/_simulator/state'),
        );
        expect(after.requests.entries.map(({ operationId, status }) => [operationId, status])).toEqual([
          ['listChains', 403],
        ]);
        expect({ ...after, requests: (snapshot as { requests: unknown }).requests }).toEqual(snapshot);
        expect((await call(harness, '/_simulator/state', json('PUT', { not: 'a state' }))).status).toBe(400);
      });

      test('404: an unknown control route names the closest control routes', async () => {
        const result = await call(harness, '/_simulator/clocks');
        expect(errorOf(result)).toEqual({ status: 404, code: 'ROUTE_NOT_FOUND' });
        expect(result.body.error?.message).toContain('GET /_simulator/clock');
      });

      test('admin token: control routes need it, API routes do not', async () => {
        const guarded = await factory({ adminToken: 'letmein' });
        try {
          expect(errorOf(await call(guarded, '/_simulator/clock'))).toEqual({
            status: 401,
            code: 'ADMIN_TOKEN_REQUIRED',
          });
          expect(
            errorOf(await call(guarded, '/_simulator/clock', { headers: { authorization: 'Bearer nope' } })),
          ).toEqual({
            status: 403,
            code: 'ADMIN_TOKEN_INVALID',
          });
          expect(
            (await call(guarded, '/_simulator/clock', { headers: { authorization: 'Bearer letmein' } }))
              .status,
          ).toBe(200);
          expect((await call(guarded, '/v1/maintenance')).status).toBe(200);
        } finally {
          await guarded.close();
        }
      });
    });

    describe('faults', () => {
      test('status: the first matching rule answers its status and code until its count is used up', async () => {
        const set = await call(
          harness,
          '/_simulator/faults',
          json('PUT', {
            rules: [
              { operationId: 'listChains', status: 503, code: 'UPSTREAM_DOWN', count: 1 },
              { method: 'GET', path: '/v1/config/chains', status: 500 },
            ],
          }),
        );
        expect(data<{ rules: unknown[] }>(set).rules).toHaveLength(2);
        expect(errorOf(await call(harness, '/v1/config/chains', key(DEMO.keys.app)))).toEqual({
          status: 503,
          code: 'UPSTREAM_DOWN',
        });
        expect(errorOf(await call(harness, '/v1/config/chains', key(DEMO.keys.app)))).toEqual({
          status: 500,
          code: 'SIMULATED_FAULT',
        });
        await call(harness, '/_simulator/faults', json('PUT', { rules: [] }));
        expect((await call(harness, '/v1/config/chains', key(DEMO.keys.app))).status).toBe(200);
        expect(data(await call(harness, '/_simulator/faults'))).toEqual({ rules: [] });
      });

      test('probability 0 never fires; invalid rules are refused', async () => {
        await call(
          harness,
          '/_simulator/faults',
          json('PUT', { rules: [{ operationId: 'getMaintenance', status: 500, probability: 0 }] }),
        );
        for (let index = 0; index < 5; index++)
          expect((await call(harness, '/v1/maintenance')).status).toBe(200);
        expect(
          (
            await call(
              harness,
              '/_simulator/faults',
              json('PUT', { rules: [{ operationId: 'nope', status: 500 }] }),
            )
          ).status,
        ).toBe(400);
      });

      test('latency: waits through the simulator wait function, then answers', async () => {
        const waits: number[] = [];
        const slow = await factory({
          wait: async (ms) => {
            waits.push(ms);
          },
        });
        try {
          await slow.simulator.control.platform.setFaults({
            rules: [{ operationId: 'getMaintenance', latencyMs: 250 }],
          });
          expect((await call(slow, '/v1/maintenance')).status).toBe(200);
          expect(waits).toEqual([250]);
        } finally {
          await slow.close();
        }
      });

      test('network reset: the request fails like a dropped connection', async () => {
        await call(
          harness,
          '/_simulator/faults',
          json('PUT', { rules: [{ path: '/v1/maintenance', network: 'reset', count: 1 }] }),
        );
        await expect(harness.send('/v1/maintenance')).rejects.toThrow(TypeError);
        expect((await call(harness, '/v1/maintenance')).status).toBe(200);
      });
    });
  });
}
