/**
 * The app under vitest with MSW: the client keeps the global fetch and `setupServer` hands its
 * requests to the simulator's handlers, built with the app's msw (2 or 3), whose `server.close()`
 * disposes of them. The msw entry types them as msw's and fails an unhandled request in both.
 * Then the simulator as a test double: its request journal, matchers and faults.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ConnectionError, createClient } from '@payments-platform/sdk';
import { createNodeWebhookHandler, createWebhookDeduper } from '@payments-platform/sdk/webhooks';
import { DEMO } from '@payments-platform/simulator';
import { UNHANDLED_IS_ERROR } from '@payments-platform/simulator/msw';
import { startServer } from '@payments-platform/simulator/node';
import { paidPaymentRequest } from '@payments-platform/simulator/testing';
// Registers and types the simulator's matchers (toHaveReceived, ...) on vitest's expect.
import '@payments-platform/simulator/vitest';
import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, expectTypeOf, test } from 'vitest';
import { appClient, buildSimulator, run } from './app.js';

// A host that never resolves (`.invalid`), so a request MSW missed fails here; not a blocked port
// such as 9, which msw 3 refuses before its handlers see the request, as fetch does.
const BASE_URL = 'http://payments.invalid';
const simulator = buildSimulator(BASE_URL);
const server = setupServer(...simulator.handlers);

expectTypeOf(simulator.handlers).toEqualTypeOf<RequestHandler[]>();

beforeAll(() => server.listen(UNHANDLED_IS_ERROR));
afterAll(() => server.close());

test('the app answers from the simulator behind MSW', async () => {
  // The app's own client: in a CommonJS app this file is an ES module, whose SDK types are the
  // ESM declarations, while the app's code has the CommonJS ones.
  const report = await run(appClient(BASE_URL), simulator);
  expect(report).toMatchObject({ available: true, chains: 1, denied: '403 API_KEY_INVALID' });
  expect(report.users).toBeGreaterThan(0);
  expect(report.signer).toMatch(/^0x[0-9a-fA-F]{40}$/);
});

// The simulator as a test double, from the packed packages: the request journal and its matchers,
// a fault after commit, Retry-After, a duplicated webhook and the SDK's receiver.
test('verify calls and break things', async () => {
  simulator.reset();
  const client = createClient({ apiKey: DEMO.keys.profileWrite, baseUrl: BASE_URL, maxRetries: 0 });
  const order = { targetAddress: DEMO.wallets.business, amount: 25, channelParams: {} };
  await client.core.requests.create(order);
  expect(simulator).toHaveReceived('createPaymentRequest', { times: 1 });
  expect(() => expect(simulator).toHaveReceived('createPaymentRequest', { times: 2 })).toThrow(
    /received it 1 time\.\nCalls of createPaymentRequest \(newest last\):\n {2}- #1 POST /,
  );
  expect(simulator).not.toHaveReceived('getPaymentRequest');
  expect(() => expect(simulator).toHaveReceived('createPaymentRequest', { body: { amount: 30 } })).toThrow(
    /body\.amount: expected 30, received 25/,
  );

  await simulator.control.platform.setFaults({
    rules: [{ operationId: 'createPaymentRequest', when: 'after', network: 'reset', count: 1 }],
  });
  await expect(client.core.requests.create({ ...order, amount: 26 })).rejects.toBeInstanceOf(ConnectionError);
  const { txs } = await client.transactions.list({});
  expect(txs.filter((tx) => (tx as { detail?: { amount?: unknown } }).detail?.amount === 26)).toHaveLength(1);

  await simulator.control.platform.setFaults({
    rules: [{ operationId: 'listChains', status: 503, count: 1, retryAfter: 2 }],
  });
  const unavailable = await fetch(`${BASE_URL}/v1/config/chains`, {
    headers: { 'x-api-key': DEMO.keys.app },
  });
  expect(unavailable.headers.get('retry-after')).toBe('2');

  // A receiver on loopback, reached past MSW (the simulator marks its deliveries as passthrough).
  const paid: string[] = [];
  const receiver = createServer(
    createNodeWebhookHandler({
      secret: 'whsec_consumer',
      on: { requestPaid: (event) => void paid.push(event.data.requestId) },
      dedupe: createWebhookDeduper(),
    }),
  );
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = receiver.address() as AddressInfo;
    // The demo app's receiver is this one.
    simulator.services.store.apps.update(DEMO.apps.main.id, {
      webhookUrl: `http://127.0.0.1:${port}/webhooks`,
      webhookSecret: 'whsec_consumer',
    });
    await simulator.control.platform.setFaults({ rules: [{ webhook: 'requestPaid', duplicate: 1 }] });
    const { requestId } = await paidPaymentRequest(simulator, { amount: 10 });
    const { deliveries } = await simulator.control.platform.webhookDeliveries();
    const ofRequest = deliveries.filter((delivery) => delivery.body.data.requestId === requestId);
    expect(ofRequest.map((delivery) => delivery.status)).toEqual(['delivered', 'delivered']);
    expect(paid).toEqual([requestId]);
  } finally {
    receiver.closeAllConnections();
    await new Promise((resolve) => receiver.close(resolve));
  }
});

test('GET /_simulator/requests on the standalone server lists a call with its status', async () => {
  const standalone = await startServer({ port: 0, host: '127.0.0.1' });
  try {
    // Past MSW: the request goes to the server itself.
    const passthrough = { accept: 'msw/passthrough' };
    const created = await fetch(`${standalone.url}/channel/core/request/create`, {
      method: 'POST',
      headers: { ...passthrough, 'content-type': 'application/json', 'x-api-key': DEMO.keys.profileWrite },
      body: JSON.stringify({ targetAddress: DEMO.wallets.business, amount: 5, channelParams: {} }),
    });
    expect(created.status).toBe(200);
    const listed = await fetch(`${standalone.url}/_simulator/requests?operationId=createPaymentRequest`, {
      headers: passthrough,
    });
    const { data } = (await listed.json()) as {
      data: { requests: Array<{ operationId: string; status: number }>; dropped: number };
    };
    expect(data.requests).toEqual([
      expect.objectContaining({ operationId: 'createPaymentRequest', status: 200 }),
    ]);
  } finally {
    await standalone.close();
  }
});
