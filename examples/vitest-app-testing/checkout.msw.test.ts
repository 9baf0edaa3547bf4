/**
 * The same app tested through MSW: the client keeps the global `fetch`, and `setupServer` hands
 * its requests to the simulator's handlers. Fits apps that build their own client and cannot take
 * an injected `fetch`. The base URL's host never resolves (`.invalid`), so a request MSW missed
 * fails on this machine instead of reaching a real host.
 */
import { createClient, type PaymentsClient } from '@payments-platform/sdk';
import { createSimulator, DEMO } from '@payments-platform/simulator';
import { UNHANDLED_IS_ERROR } from '@payments-platform/simulator/msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createCheckout } from './checkout.js';

// #region msw
const BASE_URL = 'http://payments.invalid'; // never resolves; msw 3 refuses blocked ports such as 9
const simulator = createSimulator({ baseUrl: BASE_URL });
const server = setupServer(...simulator.handlers);
let client: PaymentsClient;

beforeAll(() => {
  server.listen(UNHANDLED_IS_ERROR); // onUnhandledRequest in msw 2, onUnhandledFrame in msw 3
  // The app's own client with the global fetch; MSW answers before the network.
  client = createClient({ apiKey: DEMO.keys.profileWrite, baseUrl: BASE_URL, maxRetries: 0 });
});
beforeEach(() => simulator.reset());
afterAll(() => server.close());
// #endregion msw

describe('checkout through MSW', () => {
  test('start and status answer from the simulator behind setupServer', async () => {
    const checkout = createCheckout(client, DEMO.wallets.business);
    const { requestId, payUrl } = await checkout.start({ id: 'order-msw', totalUsd: 40 });
    expect(payUrl).toContain(requestId);
    expect(await checkout.status(requestId)).toBe('awaiting-payment');
  });
});

// An app usually creates its client when its module is imported, before a test file's
// `beforeAll` runs `server.listen()`. Such a client must be intercepted too.
const importedClient = createClient({ apiKey: DEMO.keys.profileWrite, baseUrl: BASE_URL, maxRetries: 0 });

describe('checkout through MSW, with a client created at import', () => {
  test('a client created before setupServer listens is answered by the simulator', async () => {
    const checkout = createCheckout(importedClient, DEMO.wallets.business);
    const { requestId } = await checkout.start({ id: 'order-imported', totalUsd: 15 });
    expect(await checkout.status(requestId)).toBe('awaiting-payment');
  });
});
