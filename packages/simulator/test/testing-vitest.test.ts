/**
 * The vitest fixtures of the test toolkit: a fresh simulator per test, the client and helpers
 * wired to it, options per suite, the worker-scoped variant reset between tests, and the MSW
 * variant answering the global fetch with unhandled requests an error.
 */
import { createClient } from '@payments-platform/sdk';
import { describe } from 'vitest';
import { DEMO } from '../src/index.js';
import { durationMs, TEST_PAYER } from '../src/testing/index.js';
import { expect, mswTest, test, workerTest } from '../src/testing/vitest.js';

describe('test: a fresh simulator per test', () => {
  let previous: unknown;

  test('the first test changes its simulator', async ({ simulator, fund }) => {
    previous = simulator;
    await fund({ address: TEST_PAYER, amount: 5 });
    await expect(simulator).toHaveBalance({ address: TEST_PAYER, chainId: 84532, token: 'USDC' }, 5);
  });

  test('the next test gets another simulator, from the seed', async ({ simulator }) => {
    expect(simulator).not.toBe(previous);
    await expect(simulator).toHaveBalance({ address: TEST_PAYER, chainId: 84532, token: 'USDC' }, 0);
  });

  test('client: the SDK with the fixture key, answered in-process', async ({ client }) => {
    const { chains } = await client.config.chains.list();
    expect(chains.map((chain) => chain.chainId)).toContain(84532);
    const members = await client.teams.members.list();
    expect(members.map((member) => member.profileId)).toContain(DEMO.profiles.bruno.id);
  });

  test('login: a client with a session of a demo profile or of any profile', async ({ login, simulator }) => {
    const alice = await login('alice');
    expect((await alice.profile.retrieve()).profile.id).toBe(DEMO.profiles.alice.id);
    const carmen = await login({ profileId: DEMO.profiles.carmen.id });
    expect((await carmen.profile.retrieve()).profile.id).toBe(DEMO.profiles.carmen.id);
    await expect(login('nobody' as 'alice')).rejects.toThrow(
      /^No demo profile named "nobody"; use one of alice, bruno/,
    );
    await expect(login({ profileId: 'missing' })).rejects.toMatchObject({ status: 404 });
    expect(simulator.clock.now()).toBe(Date.parse('2025-01-01T00:00:00.000Z'));
  });

  test('fund: tokens and gas on Base Sepolia by default, or a chain and token given', async ({ fund }) => {
    const balances = await fund({ address: TEST_PAYER, amount: '12.5', gas: '0.02' });
    expect(balances.map((balance) => [balance.symbol, balance.formatted])).toEqual([
      ['USDC', '12.5'],
      ['ETH', '0.02'],
    ]);
    const polygon = await fund({ address: TEST_PAYER, amount: 3, chainId: 137, token: 'USDT' });
    expect(polygon.map((balance) => [balance.chainId, balance.symbol, balance.formatted])).toEqual([
      [137, 'USDT', '3'],
    ]);
  });

  test('advanceClock: milliseconds or a number with a unit, due timers first', async ({
    advanceClock,
    simulator,
  }) => {
    const start = simulator.clock.now();
    expect(await advanceClock('2s')).toBe(start + 2_000);
    expect(await advanceClock(500)).toBe(start + 2_500);
    expect(await advanceClock('1.5h')).toBe(start + 2_500 + 5_400_000);
    expect(durationMs('8d')).toBe(8 * 24 * 60 * 60 * 1000);
    expect(() => durationMs('soon' as '1s')).toThrow('Not a duration: "soon"');
    expect(() => durationMs(-1)).toThrow(RangeError);
  });
});

describe('test.scoped: options per suite', () => {
  test.override({ simulatorOptions: { seed: 'empty' }, apiKey: 'sk_sandbox_unknown' });

  test('an empty seed and another key', async ({ simulator, client }) => {
    expect((await simulator.control.state.snapshot()).seed).toBe('empty');
    await expect(client.config.chains.list()).rejects.toMatchApiError(403, 'API_KEY_INVALID');
  });
});

describe('workerTest: one simulator per worker, reset before each test', () => {
  let shared: unknown;

  workerTest('the first test changes the shared simulator', async ({ simulator, fund }) => {
    shared = simulator;
    await fund({ address: TEST_PAYER, amount: 5 });
    await expect(simulator).toHaveBalance({ address: TEST_PAYER, chainId: 84532, token: 'USDC' }, 5);
  });

  workerTest('the next test has the same simulator, back at its seed', async ({ simulator, client }) => {
    expect(simulator).toBe(shared);
    await expect(simulator).toHaveBalance({ address: TEST_PAYER, chainId: 84532, token: 'USDC' }, 0);
    expect((await client.config.chains.list()).chains.length).toBeGreaterThan(0);
  });
});

describe('mswTest: the simulator behind setupServer', () => {
  mswTest(
    'the client uses the global fetch, which MSW hands to the simulator',
    async ({ client, simulator }) => {
      await client.teams.invitations.create({ email: 'msw@example.com' });
      const own = createClient({ apiKey: DEMO.keys.profileWrite, baseUrl: simulator.baseUrl, maxRetries: 0 });
      const invitations = await own.teams.invitations.list();
      expect(invitations.map((invitation) => invitation.email)).toContain('msw@example.com');
    },
  );

  mswTest('state and handlers are reset after each test', async ({ client, server }) => {
    const invitations = await client.teams.invitations.list();
    expect(invitations.map((invitation) => invitation.email)).not.toContain('msw@example.com');
    expect(server.listHandlers().length).toBeGreaterThan(0);
  });

  mswTest('a request nothing handles is an error', async () => {
    await expect(fetch('http://127.0.0.1:9/elsewhere')).rejects.toThrow();
  });
});
