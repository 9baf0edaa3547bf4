import { describe, expect, test, vi } from 'vitest';
import { AuthenticationError, createClient, memorySessionStore, type Session } from '../src/index.js';
import { fail, ok, stubFetch } from './stub-fetch.js';

const BASE = 'http://api.test';
const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);

const jwt = (exp: number) => `h.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.s`;

describe('auth.login', () => {
  test('sends the OTP, verifies it, and stores the session of the chosen profile', async () => {
    const stub = stubFetch((request) => {
      if (request.url.pathname === '/v1/auth/send-otp') {
        return ok(
          {
            otpId: 'otp-1',
            identifier: 'identifier-123',
            profiles: [
              { id: 'p-1', nickname: 'one', userType: 'individual' },
              { id: 'p-2', nickname: 'two', userType: 'business' },
            ],
          },
          201,
        );
      }
      if (request.url.pathname === '/v1/auth/verify-otp') {
        return ok({
          session: jwt(NOW / 1000 + 3600),
          orgId: 'org',
          country: 'MX',
          userType: 'business',
          teams: [
            { teamId: 't-1', profileId: 'p-1', userType: 'individual' },
            { teamId: 't-2', profileId: 'p-2', userType: 'business' },
          ],
        });
      }
      return ok({ profile: { id: 'p-2', nickname: 'two' }, banks: [], user: {}, kyc: {}, wallets: [] });
    });
    const changes: (Session | undefined)[] = [];
    const client = createClient({
      apiKey: 'k',
      baseUrl: BASE,
      fetch: stub.fetch,
      now: () => NOW,
      onSessionChange: (session) => changes.push(session),
    });
    const login = await client.auth.login({ email: ' Ada@Example.com ' });
    expect(login.profiles).toHaveLength(2);
    await login.verify('123456789', { profileId: 'p-2' });
    expect(stub.requests[1]?.body).toEqual({
      otp: '123456789',
      otpId: 'otp-1',
      email: 'ada@example.com',
      identifier: 'identifier-123',
      profileId: 'p-2',
    });
    const session = await client.session();
    expect(session).toMatchObject({
      profileId: 'p-2',
      teamId: 't-2',
      userType: 'business',
      expiresAt: NOW + 3_600_000,
    });
    await client.profile.retrieve();
    expect(stub.requests[2]?.headers.get('authorization')).toBe(`Bearer ${session?.token}`);
    await client.auth.logout();
    expect(await client.session()).toBeUndefined();
    expect(changes.map((change) => change?.profileId)).toEqual(['p-2', undefined]);
  });
});

describe('session refresh', () => {
  test('ten parallel calls with a session about to expire share one refresh', async () => {
    let refreshes = 0;
    const stub = stubFetch(async (request) => {
      if (request.url.pathname === '/v1/auth/refresh-session') {
        refreshes++;
        await new Promise((resolve) => setTimeout(resolve, 0));
        return ok({ session: 'fresh', expirationTimestamp: NOW / 1000 + 3600, userType: 'individual' });
      }
      return ok({ profile: { id: 'p', nickname: 'nick' } });
    });
    const client = createClient({
      apiKey: 'k',
      baseUrl: BASE,
      fetch: stub.fetch,
      now: () => NOW,
      session: { token: 'stale', expiresAt: NOW + 10_000 },
    });
    await Promise.all(Array.from({ length: 10 }, () => client.profile.retrieve()));
    expect(refreshes).toBe(1);
    const calls = stub.requests.filter((request) => request.url.pathname === '/v1/profile');
    expect(calls).toHaveLength(10);
    for (const call of calls) expect(call.headers.get('authorization')).toBe('Bearer fresh');
    expect(await client.session()).toMatchObject({ token: 'fresh', expiresAt: NOW + 3_600_000 });
  });

  test('a session far from expiry is not refreshed', async () => {
    const stub = stubFetch(() => ok({ profile: { id: 'p', nickname: 'nick' } }));
    const client = createClient({
      apiKey: 'k',
      baseUrl: BASE,
      fetch: stub.fetch,
      now: () => NOW,
      session: { token: 'valid', expiresAt: NOW + 3_600_000 },
    });
    await client.profile.retrieve();
    expect(stub.requests.map((request) => request.url.pathname)).toEqual(['/v1/profile']);
  });

  test('a 401 on a session route refreshes once and retries once', async () => {
    const stub = stubFetch((request) => {
      if (request.url.pathname === '/v1/auth/refresh-session') return ok({ session: 'renewed' });
      return request.headers.get('authorization') === 'Bearer renewed'
        ? ok({ ok: true })
        : fail(401, 'SESSION_INVALID');
    });
    const store = memorySessionStore({ token: 'revoked' });
    const client = createClient({
      apiKey: 'k',
      baseUrl: BASE,
      fetch: stub.fetch,
      sessionStore: store,
      validation: 'off',
    });
    await expect(client.kyc.verifications.list()).resolves.toEqual({ ok: true });
    expect(stub.requests.map((request) => request.url.pathname)).toEqual([
      '/v1/kyc/verifications',
      '/v1/auth/refresh-session',
      '/v1/kyc/verifications',
    ]);
    expect((await store.get())?.token).toBe('renewed');
  });

  test('a second 401 after the refresh is thrown, with no further attempts', async () => {
    const stub = stubFetch((request) =>
      request.url.pathname === '/v1/auth/refresh-session'
        ? ok({ session: 'renewed' })
        : fail(401, 'SESSION_INVALID'),
    );
    const client = createClient({ apiKey: 'k', baseUrl: BASE, fetch: stub.fetch, session: { token: 'old' } });
    await expect(client.kyc.verifications.list()).rejects.toBeInstanceOf(AuthenticationError);
    expect(stub.requests).toHaveLength(3);
  });

  test('a refresh that only synchronises keeps the token and updates the expiry', async () => {
    const stub = stubFetch(() =>
      ok({ message: 'Session synchronized', expirationTimestamp: NOW + 7_200_000, userType: 'admin' }),
    );
    const client = createClient({
      apiKey: 'k',
      baseUrl: BASE,
      fetch: stub.fetch,
      session: { token: 'same' },
    });
    await client.refreshSession();
    expect(await client.session()).toEqual({ token: 'same', expiresAt: NOW + 7_200_000, userType: 'admin' });
  });

  test('a custom session store is used for reads and writes', async () => {
    const values = new Map<string, Session>();
    const store = {
      get: vi.fn(async () => values.get('s')),
      set: vi.fn(async (session: Session) => {
        values.set('s', session);
      }),
      clear: vi.fn(async () => {
        values.delete('s');
      }),
    };
    const stub = stubFetch(() => ok({ session: 'from-refresh' }));
    const client = createClient({
      apiKey: 'k',
      baseUrl: BASE,
      fetch: stub.fetch,
      sessionStore: store,
      session: { token: 'start' },
    });
    await client.refreshSession();
    expect(store.set).toHaveBeenLastCalledWith(expect.objectContaining({ token: 'from-refresh' }));
    await client.auth.logout();
    expect(store.clear).toHaveBeenCalledOnce();
  });
});
