/**
 * The simulator as a test double: verify the calls the app made (the request journal and its
 * matchers) and make it fail the way production fails (faults after commit, broken answers,
 * Retry-After, duplicated webhooks).
 */
import { ConnectionError } from '@payments-platform/sdk';
import { DEMO } from '@payments-platform/simulator';
import { expect, test } from '@payments-platform/simulator/vitest';
import { describe } from 'vitest';

const order = { targetAddress: DEMO.wallets.business, amount: 25, channelParams: { customId: 'order-7' } };

describe('verify calls', () => {
  // #region received
  test('checkout creates one payment request with the order total', async ({ client, simulator }) => {
    await client.core.requests.create(order);
    expect(simulator).toHaveReceived('createPaymentRequest', { times: 1, body: { amount: 25 } });
    expect(simulator).toHaveReceived('createPaymentRequest', {
      body: expect.objectContaining({ channelParams: { customId: 'order-7' } }),
    });
    expect(simulator).not.toHaveReceived('getPaymentRequest');
  });
  // #endregion received

  // #region in-order
  test('the status page reads the request after creating it', async ({ client, simulator }) => {
    const created = await client.core.requests.create(order);
    await client.core.requests.retrieve({ id: created.id });
    expect(simulator).toHaveReceivedInOrder(['createPaymentRequest', 'getPaymentRequest']);
  });
  // #endregion in-order

  // #region journal
  test('the journal lists each call with its status, key name and masked body', async ({
    client,
    simulator,
  }) => {
    await client.core.requests.create(order);
    const { requests, dropped } = await simulator.control.platform.requests({
      operationId: 'createPaymentRequest',
    });
    expect(dropped).toBe(0);
    expect(requests).toMatchObject([{ method: 'POST', status: 200, body: { amount: 25 }, committed: true }]);
  });
  // #endregion journal
});

describe('break things', () => {
  // #region after-commit
  test('the answer is lost after the request was created: read back, do not create again', async ({
    client,
    simulator,
  }) => {
    await simulator.control.platform.setFaults({
      rules: [{ operationId: 'createPaymentRequest', when: 'after', network: 'reset', count: 1 }],
    });
    await expect(client.core.requests.create(order)).rejects.toBeInstanceOf(ConnectionError);
    // The platform did create it: the journal says so, and so does the state.
    const [call] = (await simulator.control.platform.requests()).requests;
    expect(call).toMatchObject({ status: 0, committed: true, fault: { when: 'after', network: 'reset' } });
    expect(simulator).toHaveReceived('createPaymentRequest', { times: 1 });
  });
  // #endregion after-commit

  // #region retry-after
  test('a 503 with Retry-After', async ({ simulator }) => {
    await simulator.control.platform.setFaults({
      rules: [{ operationId: 'listChains', status: 503, count: 1, retryAfter: 2 }],
    });
    const answer = await simulator.fetch('/v1/config/chains', { headers: { 'x-api-key': DEMO.keys.app } });
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('2');
  });
  // #endregion retry-after

  // #region broken-body
  test('a malformed answer is an error, not a result', async ({ client, simulator }) => {
    await simulator.control.platform.setFaults({
      rules: [{ operationId: 'listChains', when: 'after', body: 'malformed', count: 1 }],
    });
    await expect(client.config.chains.list()).rejects.toThrow();
  });
  // #endregion broken-body

  // #region duplicate-webhook
  test('requestPaid delivered twice: a receiver must handle it once', async ({ simulator, scenarios }) => {
    await simulator.control.platform.setFaults({ rules: [{ webhook: 'requestPaid', duplicate: 1 }] });
    const { requestId } = await scenarios.paidPaymentRequest({ amount: 25 });
    const { deliveries } = await simulator.control.platform.webhookDeliveries();
    expect(deliveries.map((delivery) => delivery.body.data.requestId)).toEqual([requestId, requestId]);
  });
  // #endregion duplicate-webhook
});
