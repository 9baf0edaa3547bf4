/**
 * The shop builds its own client, so its tests answer the global `fetch` with MSW: `mswTest`
 * runs the simulator behind `setupServer` for the file, resets it after each test and makes a
 * request nothing handles an error.
 */
import { DEMO } from '@payments-platform/simulator';
import { expect, mswTest as test } from '@payments-platform/simulator/vitest';
import { createShop } from './shop.js';

/** The shop's settings: Bruno's key and the treasury wallet of his team in the demo seed. */
const SETTINGS = { apiKey: DEMO.keys.profileWrite, wallet: DEMO.wallets.business } as const;

// #region msw
test('an order is paid once its transfer confirms', async ({ simulator, client, fund, advanceClock }) => {
  // The shop's own client, with the global fetch: MSW hands its requests to the simulator.
  const shop = createShop({ ...SETTINGS, baseUrl: simulator.baseUrl });
  const { requestId } = await shop.checkout('order-1843', 25);

  const customer = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
  await fund({ address: customer, amount: 25, gas: '0.01' });
  await client.core.requests.pay({ id: requestId, sender: customer, chain: 'base-sepolia', token: 'USDC' });
  expect(await shop.isPaid(requestId)).toBe(false);
  await advanceClock('2s'); // one block

  expect(await shop.isPaid(requestId)).toBe(true);
  await expect(simulator).toHaveDeliveredWebhook('requestPaid', { requestId, amount: 25 });
});
// #endregion msw

test('each test starts from the seed: the previous order is gone', async ({ simulator }) => {
  const shop = createShop({ ...SETTINGS, baseUrl: simulator.baseUrl });
  const { requestId } = await shop.checkout('order-1844', 10);
  await expect(simulator).toHaveRecordedTransaction({ status: 'pending' });
  expect(await shop.isPaid(requestId)).toBe(false);
  await expect(simulator).not.toHaveDeliveredWebhook('requestPaid');
});

test('a platform outage reaches the shop as a typed 503', async ({ simulator }) => {
  const shop = createShop({ ...SETTINGS, baseUrl: simulator.baseUrl });
  await simulator.control.platform.setFaults({
    rules: [{ operationId: 'createPaymentRequest', status: 503 }],
  });
  await expect(shop.checkout('order-1845', 10)).rejects.toMatchApiError(503);
});

test('a request nothing handles fails instead of reaching the network', async () => {
  await expect(fetch('https://api.example.com/v1/anything')).rejects.toThrow();
});
