/**
 * Runs the blocks of packages/sdk/README.md: the sandbox client and the functional entry against
 * simulators behind MSW (so the code is the production code, without an injected `fetch`), the
 * session and list blocks with the simulator's `fetch`.
 */
import { createClient } from '@payments-platform/sdk';
import { createSimulator, DEMO } from '@payments-platform/simulator';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { run as kyOptions } from './sdk-ky.js';
import { lists, sessions } from './sdk-sessions.js';

const sandbox = createSimulator({ baseUrl: 'https://sandbox.api.payments-platform.com' });
const elsewhere = createSimulator({ baseUrl: 'https://api.example.com' });
const server = setupServer(...sandbox.handlers, ...elsewhere.handlers);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});
afterAll(() => server.close());

describe('packages/sdk/README.md', () => {
  test('ky options and extra fields: the hooks run on every call, and the extra fields are sent', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await kyOptions();
    expect(log.mock.calls.map((call) => [call[0], call[2]])).toEqual([
      ['POST', 201],
      ['GET', 200],
    ]);
    expect(String(log.mock.calls[1]?.[1])).toContain('region=latam');
  });

  test('client: a list, then the invitation of a member narrowed to its code, twice', async () => {
    vi.stubEnv('PAYMENTS_API_KEY', DEMO.keys.appWrite);
    vi.stubEnv('PAYMENTS_PROFILE_ID', DEMO.profiles.bruno.id);
    vi.stubEnv('PAYMENTS_TEAM_ID', DEMO.teams.business.id);
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const { result } = await import('./sdk-client.js');
    expect(log.mock.calls[0]?.[0]).toMatch(/^\d+ countries$/);
    expect(log.mock.calls.slice(1)).toEqual([['already in the team'], ['ConflictError']]);
    expect(result.ok).toBe(false);
  });

  test('core: one operation through the functional entry', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await import('./sdk-core.js');
    expect(log.mock.calls).toEqual([['ok']]);
  });

  test('sessions and lists', async () => {
    const simulator = createSimulator({ randomSeed: 'sdk-readme' });
    const client = createClient({
      apiKey: DEMO.keys.app,
      baseUrl: simulator.baseUrl,
      fetch: simulator.fetch,
    });
    const readOtp = async (email: string) =>
      (await simulator.control.platform.outbox({ to: email })).messages.at(-1)?.otp ?? '';
    const me = await sessions(client, readOtp);
    expect(me.nickname).toMatch(/\S/);

    const bruno = createClient({
      apiKey: DEMO.keys.profileWrite,
      baseUrl: simulator.baseUrl,
      fetch: simulator.fetch,
      session: {
        token: (await simulator.control.tenancy.createSession({ profileId: DEMO.profiles.bruno.id })).token,
      },
    });
    const { page, actions } = await lists(bruno, DEMO.teams.business.id);
    expect(actions.length).toBeGreaterThanOrEqual(page.items.length);
  });
});
