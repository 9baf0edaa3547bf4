/**
 * The scenarios of the test toolkit: each flow in one call, with the ids it returns and the state
 * the simulator then holds; and the control route they read transactions through.
 */
import { describe, expect, test } from 'vitest';
import { createSimulator, DEMO } from '../src/index.js';
import {
  completedRampOrder,
  otcAcceptedOffer,
  paidPaymentRequest,
  scenariosFor,
  send,
  TEST_PAYER,
} from '../src/testing/index.js';

const transactionOf = async (simulator: ReturnType<typeof createSimulator>, id: string) =>
  (await simulator.control.transactions.list({ id })).transactions[0];

describe('scenarios', () => {
  test('paidPaymentRequest: the request is completed, paid on chain, and requestPaid sent', async () => {
    const simulator = createSimulator({ randomSeed: 'scenarios' });
    const paid = await paidPaymentRequest(simulator, { amount: 40, customId: 'order-7' });
    expect(paid).toEqual({
      requestId: expect.any(String),
      txId: expect.any(String),
      url: expect.stringContaining(paid.requestId),
      hash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      deliveryId: expect.stringMatching(/^whd_/),
    });
    expect(await transactionOf(simulator, paid.txId)).toMatchObject({ status: 'completed' });
    expect((await simulator.control.chain.tx({ hash: paid.hash })).status).toBe('confirmed');
    expect((await simulator.control.chain.tx({ hash: paid.hash })).from).toBe(TEST_PAYER);
    const { deliveries } = await simulator.control.platform.webhookDeliveries();
    expect(deliveries.find((delivery) => delivery.id === paid.deliveryId)?.body).toMatchObject({
      event: 'requestPaid',
      data: { requestId: paid.requestId, amount: 40 },
    });
  });

  test('paidPaymentRequest: no delivery id for an app without a webhook URL', async () => {
    const simulator = createSimulator({ randomSeed: 'scenarios' });
    const { key } = await simulator.control.tenancy.createApiKey({
      appId: DEMO.apps.other.id,
      teamId: DEMO.teams.otherApp.id,
      profileId: DEMO.profiles.pablo.id,
      permissions: ['WRITE'],
    });
    const paid = await paidPaymentRequest(simulator, { apiKey: key, targetAddress: DEMO.wallets.pablo });
    expect(paid.deliveryId).toBeNull();
    expect(await transactionOf(simulator, paid.txId)).toMatchObject({ status: 'completed' });
  });

  test('send: confirmed one block later, or failed on chain with the tokens back', async () => {
    const simulator = createSimulator({ randomSeed: 'scenarios' });
    const confirmed = await send(simulator, { amount: 12 });
    expect(confirmed).toMatchObject({ status: 'completed', hash: expect.stringMatching(/^0x/) });
    expect((await simulator.control.chain.tx({ hash: confirmed.hash })).status).toBe('confirmed');

    const failed = await send(simulator, { outcome: 'failed', reason: 'reverted' });
    expect(failed.status).toBe('failed');
    expect(failed.txId).not.toBe(confirmed.txId);
    expect(await simulator.control.chain.tx({ hash: failed.hash })).toMatchObject({ status: 'failed' });
    expect(await transactionOf(simulator, failed.txId)).toMatchObject({ status: 'failed' });
  });

  test('otcAcceptedOffer: the offer is accepted and the desk escrow confirmed', async () => {
    const simulator = createSimulator({ randomSeed: 'scenarios' });
    const { otcId, offerId, status } = await otcAcceptedOffer(simulator, { amount: 100, rate: 17.5 });
    const otc = await simulator.control.otc.request({ id: otcId });
    expect(otc.status).toBe(status);
    expect(status).not.toBe('new');
    expect(JSON.stringify(otc)).toContain(offerId);
  });

  test('completedRampOrder: the order is completed and its tokens delivered on chain', async () => {
    const simulator = createSimulator({ randomSeed: 'scenarios' });
    const order = await completedRampOrder(simulator, { amount: 500 });
    expect(order.status).toBe('completed');
    expect(await simulator.control.ramp.order({ orderId: order.orderId })).toMatchObject({
      status: 'completed',
      txId: order.txId,
    });
    expect(order.hash).toMatch(/^0x[0-9a-f]{64}$/);
  });

  test('scenarios run side by side each return their own ids', async () => {
    const simulator = createSimulator({ randomSeed: 'scenarios' });
    const [three, four, confirmed, failed] = await Promise.all([
      paidPaymentRequest(simulator, { amount: 3 }),
      paidPaymentRequest(simulator, { amount: 4 }),
      send(simulator),
      send(simulator, { outcome: 'failed' }),
    ]);
    expect(new Set([three.hash, four.hash, confirmed.hash, failed.hash]).size).toBe(4);
    // The payment's chain transfer carries the maker's share: the core request commission (1%)
    // goes to the fee collector in a transfer of its own.
    expect((await simulator.control.chain.tx({ hash: three.hash })).amount).toBe('2970000');
    expect((await simulator.control.chain.tx({ hash: four.hash })).amount).toBe('3960000');
    expect([confirmed.status, failed.status]).toEqual(['completed', 'failed']);
    const { deliveries } = await simulator.control.platform.webhookDeliveries();
    expect(deliveries.find((delivery) => delivery.id === four.deliveryId)?.body.data).toMatchObject({
      requestId: four.requestId,
      amount: 4,
    });
  });

  test('scenariosFor binds the scenarios to one simulator', async () => {
    const simulator = createSimulator({ randomSeed: 'scenarios' });
    const { txId } = await scenariosFor(simulator).send({ outcome: 'failed' });
    expect(await transactionOf(simulator, txId)).toMatchObject({ status: 'failed' });
  });
});

describe('GET /_simulator/transactions', () => {
  test('lists every team’s transactions with their owners; filters by id, team and status', async () => {
    const simulator = createSimulator({ randomSeed: 'scenarios' });
    const paid = await paidPaymentRequest(simulator);
    const failed = await send(simulator, { outcome: 'failed' });
    const response = await simulator.fetch(`/_simulator/transactions?teamId=${DEMO.teams.business.id}`);
    const { data } = (await response.json()) as { data: { transactions: Array<{ id: string }> } };
    expect(data.transactions.map((transaction) => transaction.id)).toEqual(
      expect.arrayContaining([paid.txId, failed.txId]),
    );
    const failedOnly = await simulator.control.transactions.list({ status: 'failed' });
    expect(failedOnly.transactions.map((transaction) => transaction.id)).toEqual([failed.txId]);
    expect(failedOnly.transactions[0]).toMatchObject({
      appId: DEMO.apps.main.id,
      teamId: DEMO.teams.business.id,
      profileId: DEMO.profiles.bruno.id,
    });
    const other = await simulator.control.transactions.list({ teamId: DEMO.teams.otherApp.id });
    expect(other.transactions).toEqual([]);
  });

  test('an empty filter answers 400 BODY_PARSER_ERROR', async () => {
    const simulator = createSimulator();
    const response = await simulator.fetch('/_simulator/transactions?status=');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('BODY_PARSER_ERROR');
  });
});
