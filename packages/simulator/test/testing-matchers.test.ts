/**
 * The matchers of the test toolkit: each passes on what the simulator holds, and each failure
 * message names what was expected and what the simulator holds. The same functions run with a
 * plain matcher state, as Jest's `expect.extend` calls them.
 */
import { NotFoundError } from '@payments-platform/sdk';
import { describe } from 'vitest';
import { DEMO } from '../src/index.js';
import { matchers, TEST_PAYER } from '../src/testing/index.js';
import { expect, test } from '../src/testing/vitest.js';

/** The message of the assertion error an awaited or sync assertion throws. */
async function failureOf(assertion: () => unknown): Promise<string> {
  try {
    await assertion();
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  throw new Error('The assertion passed');
}

describe('toHaveDeliveredWebhook', () => {
  test('passes on a sent webhook whose data holds the fields, asymmetric matchers included', async ({
    simulator,
    scenarios,
  }) => {
    const { requestId } = await scenarios.paidPaymentRequest({ amount: 25 });
    await expect(simulator).toHaveDeliveredWebhook('requestPaid');
    await expect(simulator).toHaveDeliveredWebhook('requestPaid', { requestId, amount: 25 });
    await expect(simulator).toHaveDeliveredWebhook('requestPaid', { tokenAmount: expect.any(String) });
    await expect(simulator).not.toHaveDeliveredWebhook('requestCancelled');
  });

  test('a failure lists what was sent, with the receiver’s outcome', async ({ simulator, scenarios }) => {
    expect(await failureOf(() => expect(simulator).toHaveDeliveredWebhook('requestPaid'))).toBe(
      'Expected the simulator to have sent a requestPaid webhook, but it holds no webhook deliveries.',
    );
    const { requestId } = await scenarios.paidPaymentRequest({ amount: 25 });
    const message = await failureOf(() =>
      expect(simulator).toHaveDeliveredWebhook('requestPaid', { requestId, amount: 30 }),
    );
    expect(message).toContain(
      `Expected the simulator to have sent a requestPaid webhook with data matching {"requestId":"${requestId}","amount":30}. It holds 1 webhook delivery:`,
    );
    // The demo app's receiver does not listen: the delivery was attempted and failed.
    expect(message).toMatch(/- requestPaid \(failed: .+\) \{"id":"[^"]+","requestId":"[^"]+".*"amount":25/);
    expect(
      await failureOf(() => expect(simulator).not.toHaveDeliveredWebhook('requestPaid', { amount: 25 })),
    ).toMatch(
      /^Expected the simulator not to have sent a requestPaid webhook with data matching \{"amount":25\}, but it sent 1:/,
    );
  });

  test('a scheduled delivery is not sent yet, and the message says to advance the clock', async ({
    simulator,
  }) => {
    simulator.services.webhooks.deliver(
      'requestCancelled',
      { requestId: 'req_1' },
      { appId: DEMO.apps.main.id },
    );
    const message = await failureOf(() => expect(simulator).toHaveDeliveredWebhook('requestCancelled'));
    expect(message).toContain(
      '- requestCancelled (scheduled, not sent yet: advance the clock) {"requestId":"req_1"}',
    );
    await simulator.clock.advance(0);
    await expect(simulator).toHaveDeliveredWebhook('requestCancelled', { requestId: 'req_1' });
  });

  test('a long journal shows its last ten deliveries and how many it left out', async ({ simulator }) => {
    for (let index = 0; index < 12; index += 1)
      simulator.services.webhooks.deliver('requestCancelled', { index }, { appId: DEMO.apps.main.id });
    const message = await failureOf(() => expect(simulator).toHaveDeliveredWebhook('requestPaid'));
    expect(message).toContain(
      'It holds 12 webhook deliveries:\n  (2 older ones not shown)\n  - requestCancelled',
    );
    expect(message).toContain('{"index":2}');
    expect(message).not.toContain('{"index":1}');
    expect(message.split('\n  - ')).toHaveLength(11);
  });

  test('a value that is not a simulator is a TypeError naming the matcher', async () => {
    await expect(expect({}).toHaveDeliveredWebhook('requestPaid')).rejects.toThrow(
      /^toHaveDeliveredWebhook takes a simulator/,
    );
  });
});

describe('toHaveBalance', () => {
  test('passes on the exact whole-token amount, by symbol, address or native', async ({
    simulator,
    fund,
  }) => {
    await fund({ address: TEST_PAYER, amount: '75.5', gas: '0.01' });
    const where = { address: TEST_PAYER, chainId: 84532 };
    await expect(simulator).toHaveBalance({ ...where, token: 'USDC' }, '75.5');
    await expect(simulator).toHaveBalance({ ...where, token: 'usdc' }, 75.5);
    await expect(simulator).toHaveBalance({ ...where, token: 'native' }, '0.01');
    await expect(simulator).toHaveBalance({ ...where, token: 'USDT' }, 0);
    await expect(simulator).not.toHaveBalance({ ...where, token: 'USDC' }, '75.50001');
  });

  test('a failure shows what the address holds on that chain', async ({ simulator, fund }) => {
    await fund({ address: TEST_PAYER, amount: 10, gas: '0.5' });
    expect(
      await failureOf(() =>
        expect(simulator).toHaveBalance({ address: TEST_PAYER, chainId: 84532, token: 'USDC' }, '12'),
      ),
    ).toBe(
      `Expected ${TEST_PAYER} on chain 84532 to hold 12 USDC, but it holds 10 USDC. Its balances on that chain: 10 USDC, 0.5 ETH.`,
    );
    expect(
      await failureOf(() =>
        expect(simulator).toHaveBalance({ address: TEST_PAYER, chainId: 137, token: 'USDC' }, '1'),
      ),
    ).toBe(
      `Expected ${TEST_PAYER} on chain 137 to hold 1 USDC, but it holds 0 USDC. Its balances on that chain: nothing.`,
    );
  });

  test('an amount that is no whole-token amount is a TypeError', async ({ simulator, fund }) => {
    await fund({ address: TEST_PAYER, amount: 1 });
    await expect(
      expect(simulator).toHaveBalance({ address: TEST_PAYER, chainId: 84532, token: 'USDC' }, '1.0000001'),
    ).rejects.toThrow('toHaveBalance: "1.0000001" is not a whole-token amount of USDC.');
  });
});

describe('toHaveRecordedTransaction', () => {
  test('passes on a transaction that holds the fields', async ({ simulator, scenarios }) => {
    const { txId } = await scenarios.send({ outcome: 'failed' });
    await expect(simulator).toHaveRecordedTransaction({ id: txId, status: 'failed' });
    await expect(simulator).toHaveRecordedTransaction({ teamId: DEMO.teams.business.id, status: 'failed' });
    await expect(simulator).not.toHaveRecordedTransaction({ id: txId, status: 'completed' });
  });

  test('a failure shows the transaction of that id, or every transaction', async ({
    simulator,
    scenarios,
  }) => {
    expect(await failureOf(() => expect(simulator).toHaveRecordedTransaction({ status: 'failed' }))).toBe(
      'Expected the simulator to have recorded a transaction matching {"status":"failed"}, but it holds none.',
    );
    const { txId } = await scenarios.send();
    const byId = await failureOf(() =>
      expect(simulator).toHaveRecordedTransaction({ id: txId, status: 'failed' }),
    );
    expect(byId).toContain(
      `Expected the simulator to have recorded a transaction matching {"id":"${txId}","status":"failed"}. Transaction ${txId} is:\n  - {"id":"${txId}","status":"completed"`,
    );
    const any = await failureOf(() => expect(simulator).toHaveRecordedTransaction({ status: 'failed' }));
    expect(any).toContain('It holds 1 transaction:\n  - ');
    expect(any).toContain(`${txId} completed {"channel":`);
  });
});

describe('toHaveSentOtp', () => {
  test('passes once a login code is e-mailed, whatever the case of the address', async ({
    simulator,
    client,
  }) => {
    await expect(simulator).not.toHaveSentOtp(DEMO.users.alice.email);
    await client.auth.login({ email: DEMO.users.alice.email });
    await expect(simulator).toHaveSentOtp('Alice@Example.com');
  });

  test('a failure names the addresses that got codes', async ({ simulator, client }) => {
    expect(await failureOf(() => expect(simulator).toHaveSentOtp('bruno@example.com'))).toBe(
      'Expected the simulator to have sent an OTP to bruno@example.com, but its outbox holds no OTP e-mails.',
    );
    await client.auth.login({ email: DEMO.users.alice.email });
    expect(await failureOf(() => expect(simulator).toHaveSentOtp('bruno@example.com'))).toBe(
      'Expected the simulator to have sent an OTP to bruno@example.com, but its outbox holds OTPs to alice@example.com only.',
    );
    expect(await failureOf(() => expect(simulator).not.toHaveSentOtp('alice@example.com'))).toMatch(
      /^Expected the simulator not to have sent an OTP to alice@example.com, but it sent 1, the last at 20\d\d-/,
    );
  });
});

describe('toMatchApiError', () => {
  test('passes on an SDK error of that status and code, in a rejection or as a value', async ({ client }) => {
    const missing = client.core.requests.retrieve({ id: '00000000-0000-4000-8000-000000000000' });
    await expect(missing).rejects.toMatchApiError(404);
    const error = await client.core.requests
      .retrieve({ id: '00000000-0000-4000-8000-000000000000' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NotFoundError);
    const { code } = error as NotFoundError;
    expect(error).toMatchApiError(404, code as string);
    expect(error).not.toMatchApiError(404, 'ANOTHER_CODE');
    expect({ error }).toEqual({ error: expect.toMatchApiError(404) });
  });

  test('a failure shows the status, code and message received', async ({ client }) => {
    const error = await client.core.requests
      .retrieve({ id: '00000000-0000-4000-8000-000000000000' })
      .catch((caught: unknown) => caught);
    const { code, message } = error as NotFoundError;
    expect(await failureOf(() => expect(error).toMatchApiError(409, 'CONFLICT'))).toBe(
      `Expected an API error 409 CONFLICT, but got 404 ${code} from getPaymentRequest: ${message}`,
    );
    expect(await failureOf(() => expect(error).not.toMatchApiError(404))).toBe(
      `Expected an error other than an API error 404, but got 404 ${code} from getPaymentRequest: ${message}`,
    );
    expect(await failureOf(() => expect(new TypeError('boom')).toMatchApiError(400))).toBe(
      'Expected an API error 400, but got TypeError: boom.',
    );
    expect(await failureOf(() => expect(Promise.resolve(1)).toMatchApiError(400))).toBe(
      'Expected an API error 400, but got a promise: await it with `await expect(promise).rejects.toMatchApiError(...)`.',
    );
  });
});

describe('the matchers as plain functions (the shape Jest’s expect.extend takes)', () => {
  test('run with a plain matcher state and report pass and message', async ({ simulator, scenarios }) => {
    const state = {
      isNot: false,
      equals: (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b),
    };
    const { requestId } = await scenarios.paidPaymentRequest({ amount: 25 });
    const passed = await matchers.toHaveDeliveredWebhook.call(state, simulator, 'requestPaid', { requestId });
    expect(passed.pass).toBe(true);
    const failed = await matchers.toHaveSentOtp.call(state, simulator, 'nobody@example.com');
    expect(failed.pass).toBe(false);
    expect(failed.message()).toBe(
      'Expected the simulator to have sent an OTP to nobody@example.com, but its outbox holds no OTP e-mails.',
    );
  });
});
