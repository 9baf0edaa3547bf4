/**
 * Testing an app against the simulator with fetch injection: one simulator per file, its state
 * reset before each test, the chain's blocks driven by the virtual clock, and faults injected.
 */
import { createClient, isApiError, ServiceUnavailableError } from '@payments-platform/sdk';
import { createSimulator, DEMO } from '@payments-platform/simulator';
import { beforeEach, describe, expect, test } from 'vitest';
import { createCheckout } from './checkout.js';

// #region setup
const simulator = createSimulator({ randomSeed: 'checkout-tests' });
const client = createClient({
  apiKey: DEMO.keys.profileWrite, // scoped to Bruno in the business team
  baseUrl: simulator.baseUrl,
  fetch: simulator.fetch, // no network: the simulator answers in-process
  maxRetries: 0,
});
const checkout = createCheckout(client, DEMO.wallets.business);

beforeEach(() => {
  simulator.reset(); // back to the demo seed: data, clock, ids, faults
});
// #endregion setup

const CUSTOMER = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';

/** The customer pays the request on Base Sepolia; the transfer waits for the next block. */
async function customerPays(requestId: string) {
  await simulator.control.chain.fund({ chainId: 84532, address: CUSTOMER, token: 'USDC', amount: '100' });
  await simulator.control.chain.fund({ chainId: 84532, address: CUSTOMER, amount: '0.01' });
  await client.core.requests.pay({ id: requestId, sender: CUSTOMER, chain: 'base-sepolia', token: 'USDC' });
  const [transfer] = (await simulator.control.chain.txs({ address: CUSTOMER })).txs;
  return transfer?.hash ?? '';
}

describe('checkout', () => {
  test('start: returns the hosted payment URL of a new request', async () => {
    const { requestId, payUrl } = await checkout.start({ id: 'order-1', totalUsd: 25 });
    expect(payUrl).toContain(requestId);
    expect(await checkout.status(requestId)).toBe('awaiting-payment');
  });

  // #region clock
  test('status: awaiting payment until the transfer confirms one block later', async () => {
    const { requestId } = await checkout.start({ id: 'order-2', totalUsd: 25 });
    await customerPays(requestId);
    expect(await checkout.status(requestId)).toBe('awaiting-payment');
    await simulator.clock.advance(2_000); // one block of the simulated chain
    expect(await checkout.status(requestId)).toBe('paid');
  });
  // #endregion clock

  test('status: failed when the transfer fails on chain', async () => {
    const { requestId } = await checkout.start({ id: 'order-3', totalUsd: 25 });
    const hash = await customerPays(requestId);
    await simulator.control.chain.failTx({ hash, reason: 'reverted' });
    await simulator.clock.advance(2_000);
    expect(await checkout.status(requestId)).toBe('failed');
  });

  // #region faults
  test('start: a 503 on creation surfaces once; a POST is never retried', async () => {
    await simulator.control.platform.setFaults({
      rules: [{ operationId: 'createPaymentRequest', status: 503, count: 1 }],
    });
    const error = await checkout.start({ id: 'order-4', totalUsd: 25 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ServiceUnavailableError);
    expect(isApiError(error) && error.status).toBe(503);
    // The fault was used up by the one attempt; the next call goes through.
    await expect(checkout.start({ id: 'order-4', totalUsd: 25 })).resolves.toHaveProperty('requestId');
  });
  // #endregion faults

  test('reset: each test starts from the seed, so ids repeat across tests', async () => {
    const first = await checkout.start({ id: 'order-5', totalUsd: 10 });
    simulator.reset();
    const second = await checkout.start({ id: 'order-5', totalUsd: 10 });
    expect(second.requestId).toBe(first.requestId);
  });
});
