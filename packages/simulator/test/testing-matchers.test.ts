/**
 * The matchers of the test toolkit: each passes on what the simulator holds, and each failure
 * message leads with what differs from what was asked, then what the simulator holds. Against an
 * in-process simulator they answer at once (no `await` needed); against a control surface alone
 * they answer with a promise. The same functions run with a plain matcher state, as Jest's
 * `expect.extend` calls them, and with Playwright's, which has no equality of its own.
 */
import { NotFoundError } from '@payments-platform/sdk';
import { describe } from 'vitest';
import { DEMO } from '../src/index.js';
import { matchers, TEST_PAYER } from '../src/testing/index.js';
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
    // The demo app's receiver does not listen: the delivery was attempted and failed.
    expect(message).toMatch(
      new RegExp(
        `^Expected the simulator to have sent a requestPaid webhook with data matching \\{"requestId":"${requestId}","amount":30\\}\\. The closest requestPaid webhook \\(failed: [^)]+\\) differs in its data:\n  amount: expected 30, received 25\nIt holds 1 webhook delivery:\n`,
      ),
    );
    expect(message).toMatch(/\n {2}- requestPaid \(failed: .+\) \{"id":"[^"]+","requestId":"[^"]+",/);
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
      'Expected the simulator to have sent a requestCancelled webhook. 1 requestCancelled webhook is scheduled, not sent yet: advance the clock.',
    );
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

  test('a partial naming a field the data lacks does not match, even as undefined', async ({
    simulator,
    scenarios,
  }) => {
    const { requestId } = await scenarios.paidPaymentRequest({ amount: 25 });
    expect(simulator).not.toHaveDeliveredWebhook('requestPaid', { requestId, refundedAt: undefined });
    expect(
      await failureOf(() =>
        expect(simulator).toHaveDeliveredWebhook('requestPaid', { requestId, refundedAt: undefined }),
      ),
    ).toContain('differs in its data:\n  refundedAt: expected undefined, but its data has no refundedAt\n');
  });

  test('an event never sent says so before listing what was', async ({ simulator, scenarios }) => {
    await scenarios.paidPaymentRequest({ amount: 25 });
    expect(
      await failureOf(() => expect(simulator).toHaveDeliveredWebhook('requestCancelled', { amount: 25 })),
    ).toMatch(
      /^Expected the simulator to have sent a requestCancelled webhook with data matching \{"amount":25\}\. None of them is a requestCancelled webhook\.\nIt holds 1 webhook delivery:\n {2}- requestPaid /,
    );
  });

  test('a value that is not a simulator is a TypeError naming the matcher', () => {
    expect(() => expect({}).toHaveDeliveredWebhook('requestPaid')).toThrow(
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

  test('is exact: holding more than the amount asked fails', async ({ simulator, fund }) => {
    await fund({ address: TEST_PAYER, amount: '75.5' });
    const usdc = { address: TEST_PAYER, chainId: 84532, token: 'USDC' };
    expect(simulator).not.toHaveBalance(usdc, 75);
    expect(simulator).not.toHaveBalance(usdc, '0.5');
    expect(await failureOf(() => expect(simulator).toHaveBalance(usdc, 75))).toBe(
      `Expected ${TEST_PAYER} on chain 84532 to hold 75 USDC, but it holds 75.5 USDC. Its balances on that chain: 75.5 USDC.`,
    );
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
    expect(() =>
      expect(simulator).toHaveBalance({ address: TEST_PAYER, chainId: 84532, token: 'USDC' }, '1.0000001'),
    ).toThrow('toHaveBalance: "1.0000001" is not a whole-token amount of USDC.');
  });
});

describe('toHaveRecordedTransaction', () => {
  test('passes on a transaction that holds the fields', async ({ simulator, scenarios }) => {
    const { txId } = await scenarios.send({ outcome: 'failed' });
    await expect(simulator).toHaveRecordedTransaction({ id: txId, status: 'failed' });
    await expect(simulator).toHaveRecordedTransaction({ teamId: DEMO.teams.business.id, status: 'failed' });
    await expect(simulator).not.toHaveRecordedTransaction({ id: txId, status: 'completed' });
  });

  test('a failure leads with the fields that differ in the transaction of that id', async ({
    simulator,
    scenarios,
  }) => {
    expect(await failureOf(() => expect(simulator).toHaveRecordedTransaction({ status: 'failed' }))).toBe(
      'Expected the simulator to have recorded a transaction matching {"status":"failed"}, but it holds none.',
    );
    const { txId } = await scenarios.send();
    const byId = await failureOf(() =>
      expect(simulator).toHaveRecordedTransaction({ id: txId, status: 'failed', channel: 'sends' }),
    );
    const [first, ...rest] = byId.split('\n');
    expect(first).toBe(
      `Expected the simulator to have recorded a transaction matching {"id":"${txId}","status":"failed","channel":"sends"}. Transaction ${txId} (completed) differs in:`,
    );
    expect(rest.slice(0, 2)).toEqual([
      '  status: expected "failed", received "completed"',
      expect.stringMatching(/^ {2}channel: expected "sends", received .+/),
    ]);
    expect(rest.slice(2)).toEqual(['It holds 1 transaction:', `  - ${txId} completed`]);
    // Not the whole record: the list names each transaction by id and status only.
    expect(byId).not.toContain('"detail"');
    expect(byId.length).toBeLessThan(600);
  });

  test('without an id, the closest transaction is the one with the fewest fields differing', async ({
    simulator,
    scenarios,
  }) => {
    const failed = await scenarios.send({ outcome: 'failed' });
    const completed = await scenarios.send();
    const message = await failureOf(() =>
      expect(simulator).toHaveRecordedTransaction({ status: 'failed', teamId: 'team_other' }),
    );
    expect(message).toContain(
      `The closest, ${failed.txId}, (failed) differs in:\n  teamId: expected "team_other", received "${DEMO.teams.business.id}"\nIt holds 2 transactions:\n  - ${failed.txId} failed\n  - ${completed.txId} completed`,
    );
  });

  test('a partial naming a field the transaction lacks does not match, even as undefined', async ({
    simulator,
    scenarios,
  }) => {
    const { txId } = await scenarios.send({ outcome: 'failed' });
    expect(simulator).toHaveRecordedTransaction({ id: txId, status: 'failed' });
    expect(simulator).not.toHaveRecordedTransaction({ id: txId, refundedAt: undefined });
    expect(
      await failureOf(() => expect(simulator).toHaveRecordedTransaction({ id: txId, refundedAt: undefined })),
    ).toContain(`(failed) differs in:\n  refundedAt: expected undefined, but it has no refundedAt\n`);
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

describe('how the matchers answer', () => {
  test('at once for an in-process simulator: a failure throws where it is written, with no await', ({
    simulator,
  }) => {
    expect(() => expect(simulator).toHaveDeliveredWebhook('requestPaid', { requestId: 'req_never' })).toThrow(
      'Expected the simulator to have sent a requestPaid webhook with data matching {"requestId":"req_never"}, but it holds no webhook deliveries.',
    );
    expect(() => expect(simulator).toHaveSentOtp('nobody@example.com')).toThrow(/^Expected the simulator/);
    // Not a promise: vitest hands back the assertion, as for its own synchronous matchers.
    const answer: unknown = expect(simulator).not.toHaveSentOtp('nobody@example.com');
    expect(answer instanceof Promise).toBe(false);
  });

  test('with a promise for a control surface alone (a server’s), which rejects on a failure', async ({
    simulator,
    scenarios,
  }) => {
    const server = { control: simulator.control };
    const { requestId } = await scenarios.paidPaymentRequest({ amount: 25 });
    const answer: unknown = expect(server).toHaveDeliveredWebhook('requestPaid', { requestId, amount: 25 });
    expect(typeof (answer as PromiseLike<void>).then).toBe('function');
    await answer;
    await expect(server).toHaveBalance({ address: TEST_PAYER, chainId: 84532, token: 'USDC' }, 1);
    await expect(server).toHaveRecordedTransaction({ status: 'completed' });
    await expect(expect(server).toHaveSentOtp('nobody@example.com')).rejects.toThrow(
      'Expected the simulator to have sent an OTP to nobody@example.com, but its outbox holds no OTP e-mails.',
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
    const passed = matchers.toHaveDeliveredWebhook.call(state, simulator, 'requestPaid', { requestId });
    expect(passed).toMatchObject({ pass: true });
    const failed = await matchers.toHaveSentOtp.call(
      state,
      { control: simulator.control },
      'nobody@example.com',
    );
    expect(failed.pass).toBe(false);
    expect(failed.message()).toBe(
      'Expected the simulator to have sent an OTP to nobody@example.com, but its outbox holds no OTP e-mails.',
    );
  });

  test('run with Playwright’s matcher state, whose equality throws: asymmetric matchers still apply', async ({
    simulator,
    scenarios,
  }) => {
    const state = {
      isNot: false,
      equals: (): boolean => {
        throw new Error('not compatible with Playwright');
      },
    };
    const { requestId } = await scenarios.paidPaymentRequest({ amount: 25 });
    const payload = { requestId, amount: 25, tokenAmount: expect.any(String) };
    const server = { control: simulator.control };
    expect(await matchers.toHaveDeliveredWebhook.call(state, server, 'requestPaid', payload)).toMatchObject({
      pass: true,
    });
    expect(
      await matchers.toHaveDeliveredWebhook.call(state, server, 'requestPaid', { ...payload, amount: 26 }),
    ).toMatchObject({ pass: false });
  });
});
