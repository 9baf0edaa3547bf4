/**
 * The checkout page in Chromium, each worker against its own simulator server: the page creates
 * and pays a request through the SDK, the test moves the simulator's clock and reads its state, or
 * a scenario reaches a state in one call and the page shows it.
 * Every test records its worker and its server's port, which the suite that runs this one checks.
 */
import { DEMO, MAGIC_VALUES } from '@payments-platform/simulator';
import {
  expect,
  type PlaywrightSimulator,
  test as withSimulator,
} from '@payments-platform/simulator/playwright';
import { type ShopServer, serveShop } from './serve.js';
import { type CheckoutSettings, checkoutQuery } from './settings.js';

// #region fixture
const test = withSimulator.extend<Record<never, never>, { shop: ShopServer }>({
  // The app under test, served once per worker beside the worker's simulator.
  shop: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const shop = await serveShop();
      await use(shop);
      await shop.close();
    },
    { scope: 'worker' },
  ],
});

test.use({ simulatorOptions: { randomSeed: 'checkout-e2e' } });
// #endregion fixture

/** The page's settings against the worker's simulator: Bruno's shop, Alice pays. */
const settingsFor = (simulator: PlaywrightSimulator): CheckoutSettings => ({
  api: simulator.baseURL,
  shopKey: DEMO.keys.profileWrite,
  payKey: DEMO.keys.app,
  merchant: DEMO.wallets.business,
  payer: DEMO.wallets.alice,
});

test.beforeEach(async ({ page, shop, simulator }, testInfo) => {
  testInfo.annotations.push({
    type: 'simulator',
    description: JSON.stringify({ worker: testInfo.workerIndex, port: simulator.port }),
  });
  await page.goto(`${shop.origin}/${checkoutQuery(settingsFor(simulator))}`);
});

/** The requests the worker's simulator holds: the test's own, never another worker's. */
const requestsOf = (simulator: PlaywrightSimulator) =>
  simulator.simulator.services.store.paymentRequests.all().map((request) => request.amount);

// #region test
test('a paid request shows completed one block later', async ({ page, simulator }) => {
  await page.getByLabel('Amount (USD)').fill('25');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('status')).toHaveText('pending');
  await simulator.advanceClock('2s'); // one block
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('status')).toHaveText('completed');
  expect(requestsOf(simulator)).toEqual([25]);
});
// #endregion test

test('a magic amount ending in .13 makes the payment fail on chain', async ({ page, simulator }) => {
  await page.getByLabel('Amount (USD)').fill(`12.${MAGIC_VALUES.chain.failCents}`);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('status')).toHaveText('pending');
  await simulator.control.platform.advanceClock({ ms: 2000 });
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('status')).toHaveText('failed');
  expect(requestsOf(simulator)).toEqual([12.13]);
});

test('a magic amount ending in .14 stays pending however far the clock moves', async ({
  page,
  simulator,
}) => {
  await page.getByLabel('Amount (USD)').fill(`12.${MAGIC_VALUES.chain.pendingCents}`);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('status')).toHaveText('pending');
  await simulator.control.platform.advanceClock({ ms: 60 * 60_000 });
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  await expect(page.getByRole('status')).toHaveText('pending');
  expect(requestsOf(simulator)).toEqual([12.14]);
});

test('an amount the contract refuses is stopped before it is sent, and the state holds nothing', async ({
  page,
  simulator,
}) => {
  await page.getByLabel('Amount (USD)').fill('-5');
  await page.getByRole('button', { name: 'Pay' }).click();
  // The SDK checks the input against the contract (a positive amount) and sends nothing.
  await expect(page.getByRole('alert')).toHaveText(
    /^Invalid input for client\.core\.requests\.create .*amount/,
  );
  await expect(page.getByRole('status')).toHaveText('none');
  expect(requestsOf(simulator)).toEqual([]);
});

// #region scenario
test('a request paid through a scenario shows completed as the page opens it', async ({
  page,
  shop,
  simulator,
}) => {
  const { requestId } = await simulator.scenarios.paidPaymentRequest({ amount: 40 });
  await page.goto(`${shop.origin}/${checkoutQuery({ ...settingsFor(simulator), request: requestId })}`);
  await expect(page.getByRole('status')).toHaveText('completed');
  expect(requestsOf(simulator)).toEqual([40]);
});
// #endregion scenario

test("login and fund act on the worker's own server, beside the page", async ({ simulator }) => {
  const alice = await simulator.login('alice');
  const { profile } = await alice.profile.retrieve();
  expect(profile.nickname).toBe('alice');
  const customer = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
  const balances = await simulator.fund({ address: customer, amount: 100 });
  expect(balances).toMatchObject([{ symbol: 'USDC', amount: '100000000', formatted: '100' }]);
  const funded = await simulator.control.chain.balances({ address: customer, chainId: 84532 });
  expect(funded.balances).toEqual(balances);
});
