/**
 * Webhook fault rules against the SDK's receiver: a duplicated `requestPaid` is two deliveries of
 * the same event in the journal and one call of the app's callback; a delayed event arrives later
 * on the virtual clock and a reordered one after the next event, and a receiver that reads the
 * state back (docs/webhooks.md) acts on each payment once.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createNodeWebhookHandler,
  createWebhookDeduper,
  type RequestPaidData,
} from '@payments-platform/sdk/webhooks';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { createSimulator, DEMO } from '../src/index.js';
import { clientOf, paidPaymentRequest } from '../src/testing/index.js';

const SECRET = 'whsec_faults_test';
const simulator = createSimulator();
const client = clientOf(simulator, { apiKey: DEMO.keys.profileWrite });
/** What the app's callback saw, in order, with the request status it read back. */
const handled: Array<{ readonly requestId: string; readonly status: string }> = [];
/** The app's receiver, with a deduper of its own for each test (ids repeat after a reset). */
const receiver = () =>
  createNodeWebhookHandler({
    secret: SECRET,
    on: {
      requestPaid: async (event) => {
        // As docs/webhooks.md says: the event is a hint; read the state back before acting.
        const data: RequestPaidData = event.data;
        const request = await client.core.requests.retrieve({ id: data.requestId });
        handled.push({ requestId: data.requestId, status: String(request.tx.status) });
      },
    },
    dedupe: createWebhookDeduper(),
  });
let handler = receiver();
const server = createServer((request, response) => handler(request, response));

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  simulator.reset();
  handled.length = 0;
  handler = receiver();
  const { port } = server.address() as AddressInfo;
  const app = DEMO.apps.main.id;
  simulator.services.store.apps.update(app, {
    webhookUrl: `http://127.0.0.1:${port}/webhooks`,
    webhookSecret: SECRET,
  });
});

test('a duplicated requestPaid: two deliveries of the same event, one call of on.requestPaid', async () => {
  await simulator.control.platform.setFaults({ rules: [{ webhook: 'requestPaid', duplicate: 1 }] });
  const { requestId } = await paidPaymentRequest(simulator, { amount: 25 });
  const { deliveries } = await simulator.control.platform.webhookDeliveries();
  expect(deliveries).toHaveLength(2);
  expect(deliveries.map((delivery) => delivery.status)).toEqual(['delivered', 'delivered']);
  expect(deliveries[1]?.body).toEqual(deliveries[0]?.body);
  expect(deliveries[0]?.id).not.toBe(deliveries[1]?.id);
  expect(handled).toEqual([{ requestId, status: 'completed' }]);
});

test('a delayed requestPaid arrives later on the virtual clock, and is handled then', async () => {
  await simulator.control.platform.setFaults({ rules: [{ webhook: 'requestPaid', delay: '10m', count: 1 }] });
  const { requestId } = await paidPaymentRequest(simulator, { amount: 25 });
  const [scheduled] = (await simulator.control.platform.webhookDeliveries()).deliveries;
  expect(scheduled?.status).toBe('scheduled');
  expect(handled).toEqual([]);
  await simulator.clock.advance('9m');
  expect(handled).toEqual([]);
  await simulator.clock.advance('1m');
  expect(handled).toEqual([{ requestId, status: 'completed' }]);
});

test('a reordered requestPaid is delivered after the next event; each is handled once', async () => {
  await simulator.control.platform.setFaults({
    rules: [{ webhook: 'requestPaid', reorder: true, count: 1 }],
  });
  const first = await paidPaymentRequest(simulator, { amount: 25 });
  expect(handled).toEqual([]);
  const second = await paidPaymentRequest(simulator, { amount: 30 });
  expect(handled).toEqual([
    { requestId: second.requestId, status: 'completed' },
    { requestId: first.requestId, status: 'completed' },
  ]);
  const { deliveries } = await simulator.control.platform.webhookDeliveries();
  expect(deliveries.map((delivery) => delivery.status)).toEqual(['delivered', 'delivered']);
});

test('redelivering by control call is not subject to the rules, and a reset clears them', async () => {
  await simulator.control.platform.setFaults({ rules: [{ webhook: '*', duplicate: 2, count: 1 }] });
  const { requestId } = await paidPaymentRequest(simulator, { amount: 25 });
  expect((await simulator.control.platform.webhookDeliveries()).deliveries).toHaveLength(3);
  await simulator.control.platform.setFaults({ rules: [{ webhook: '*', duplicate: 2 }] });
  await simulator.control.coreRequests.deliverWebhook({ event: 'requestPaid', requestId });
  expect((await simulator.control.platform.webhookDeliveries()).deliveries).toHaveLength(4);
  expect(handled).toHaveLength(1);
  simulator.reset();
  expect((await simulator.control.platform.faults()).rules).toEqual([]);
});
