/**
 * The verification matchers over the request journal: `toHaveReceived` with counts, partial body
 * and query matches and asymmetric matchers, `.not`, `toHaveReceivedInOrder`, and failure messages
 * that list the calls received, the difference of the closest one and an operation called
 * instead. In-process they answer at once; against a control surface alone, with a promise.
 */
import { describe } from 'vitest';
import { DEMO } from '../src/index.js';
import { matchers } from '../src/testing/index.js';
import { expect, test } from '../src/testing/vitest.js';

/** The message of the assertion error a sync or awaited assertion throws. */
async function failureOf(assertion: () => unknown): Promise<string> {
  try {
    await assertion();
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  throw new Error('The assertion passed');
}

const input = (amount: number) => ({ targetAddress: DEMO.wallets.business, amount, channelParams: {} });

describe('toHaveReceived', () => {
  test('counts calls, matches bodies partially and with asymmetric matchers', async ({
    simulator,
    client,
  }) => {
    const created = await client.core.requests.create(input(25));
    expect(simulator).toHaveReceived('createPaymentRequest');
    expect(simulator).toHaveReceived('createPaymentRequest', { times: 1 });
    expect(simulator).toHaveReceived('createPaymentRequest', { body: { amount: 25 } });
    expect(simulator).toHaveReceived('createPaymentRequest', {
      times: 1,
      body: expect.objectContaining({ amount: expect.any(Number) }),
    });
    expect(simulator).not.toHaveReceived('getPaymentRequest');
    expect(simulator).toHaveReceived('getPaymentRequest', { times: 0 });
    expect(simulator).not.toHaveReceived('createPaymentRequest', { body: { amount: 30 } });
    await client.core.requests.retrieve({ id: created.id });
    expect(simulator).toHaveReceived('getPaymentRequest', { times: 1 });
  });

  test('matches the query of a call', async ({ simulator }) => {
    await simulator.fetch('/v1/config/chains/tokens?chainId=84532', {
      headers: { 'x-api-key': DEMO.keys.app },
    });
    expect(simulator).toHaveReceived('listTokens', { query: { chainId: '84532' } });
    expect(simulator).not.toHaveReceived('listTokens', { query: { chainId: '1' } });
  });

  test('a wrong count lists the calls received', async ({ simulator, client }) => {
    await client.core.requests.create(input(25));
    const message = await failureOf(() =>
      expect(simulator).toHaveReceived('createPaymentRequest', { times: 2 }),
    );
    expect(message).toMatch(
      /^Expected the simulator to have received createPaymentRequest 2 times, but it received it 1 time\.\nCalls of createPaymentRequest \(newest last\):\n {2}- #1 POST \/channel\/core\/request\/create → 200 \{"targetAddress":"0x[0-9a-f]+","amount":25,"channelParams":\{\}\}$/,
    );
  });

  test('a body that differs shows the difference of the closest call', async ({ simulator, client }) => {
    await client.core.requests.create(input(25));
    await client.core.requests.create(input(40));
    const message = await failureOf(() =>
      expect(simulator).toHaveReceived('createPaymentRequest', { body: { amount: 30 } }),
    );
    expect(message).toContain(
      'Expected the simulator to have received createPaymentRequest with body matching {"amount":30}, but it received it 0 matching calls of 2 calls.\nThe closest call (#2) differs:\n  body.amount: expected 30, received 40\n',
    );
    expect(message).toContain('  - #1 POST');
    expect(message).toContain('  - #2 POST');
  });

  test('lists at most five calls, newest last', async ({ simulator }) => {
    const headers = { 'x-api-key': DEMO.keys.app };
    for (let index = 0; index < 7; index++) await simulator.fetch('/v1/config/chains', { headers });
    const message = await failureOf(() => expect(simulator).toHaveReceived('listChains', { times: 1 }));
    expect(message).toContain('(2 older ones not shown)');
    expect(message.match(/ {2}- #\d+/g)).toEqual(['  - #3', '  - #4', '  - #5', '  - #6', '  - #7']);
  });

  test('names an operation called instead when the expected one never was', async ({ simulator, client }) => {
    const created = await client.core.requests.create(input(25));
    await client.core.requests.retrieve({ id: created.id });
    await client.core.requests.retrieve({ id: created.id });
    const message = await failureOf(() => expect(simulator).toHaveReceived('getPaymentRequests'));
    expect(message).toMatch(
      /^Expected the simulator to have received getPaymentRequests, but it never did; did you mean `getPaymentRequest`\? received 2 calls\.\nIt received 3 requests:\n/,
    );
    expect(await failureOf(() => expect(simulator).not.toHaveReceived('getPaymentRequest'))).toMatch(
      /^Expected the simulator not to have received getPaymentRequest, but it received 2 matching calls:\n/,
    );
  });

  test('a journal with nothing in it says so; bad arguments are a TypeError', async ({ simulator }) => {
    expect(await failureOf(() => expect(simulator).toHaveReceived('listChains'))).toBe(
      'Expected the simulator to have received listChains, but it received no API requests.',
    );
    expect(() => expect(simulator).toHaveReceived('listChains', { times: -1 })).toThrow(TypeError);
    expect(() => expect({}).toHaveReceived('listChains')).toThrow(/takes a simulator/);
  });

  test('against a control surface alone it answers with a promise', async ({ simulator, client }) => {
    await client.core.requests.create(input(25));
    const remote = { control: simulator.control };
    await expect(remote).toHaveReceived('createPaymentRequest', { times: 1, body: { amount: 25 } });
    await expect(remote).not.toHaveReceived('getPaymentRequest');
    expect(
      await failureOf(() => expect(remote).toHaveReceived('createPaymentRequest', { times: 3 })),
    ).toMatch(/received it 1 time/);
  });

  test('runs with a plain matcher state, as Jest and Playwright call it', async ({ simulator, client }) => {
    await client.core.requests.create(input(25));
    const state = { isNot: false };
    const passed = matchers.toHaveReceived.call(state, simulator, 'createPaymentRequest', {
      body: { amount: 25, channelParams: {} },
    });
    expect(passed).toMatchObject({ pass: true });
    const failed = (await matchers.toHaveReceived.call(state, simulator, 'createPaymentRequest', {
      body: { amount: 26 },
    })) as { pass: boolean; actual: unknown; expected: unknown };
    expect(failed.pass).toBe(false);
    expect(failed.actual).toEqual({ body: { amount: 25 } });
    expect(failed.expected).toEqual({ body: { amount: 26 } });
  });
});

describe('toHaveReceivedInOrder', () => {
  test('passes on calls in that order, others between; fails naming what is missing', async ({
    simulator,
    client,
  }) => {
    await client.config.chains.list();
    const created = await client.core.requests.create(input(25));
    await client.config.chains.list();
    await client.core.requests.retrieve({ id: created.id });
    expect(simulator).toHaveReceivedInOrder(['createPaymentRequest', 'getPaymentRequest']);
    expect(simulator).toHaveReceivedInOrder(['listChains', 'createPaymentRequest', 'listChains']);
    expect(simulator).not.toHaveReceivedInOrder(['getPaymentRequest', 'createPaymentRequest']);
    expect(
      await failureOf(() =>
        expect(simulator).toHaveReceivedInOrder(['getPaymentRequest', 'createPaymentRequest']),
      ),
    ).toBe(
      'Expected the simulator to have received getPaymentRequest → createPaymentRequest in this order, but no createPaymentRequest came after getPaymentRequest; it received (oldest first): listChains → createPaymentRequest → listChains → getPaymentRequest.',
    );
    expect(await failureOf(() => expect(simulator).toHaveReceivedInOrder(['listTokens']))).toMatch(
      /^Expected the simulator to have received listTokens in this order, but listTokens was never received; /,
    );
  });
});
