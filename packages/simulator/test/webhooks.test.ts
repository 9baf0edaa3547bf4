/**
 * Outbound webhooks (spec: Events): scheduled on the virtual clock, one POST of `{ event, data }`
 * with `X-Webhook-Secret` when a secret is configured, recorded, failures logged only.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSimulator } from '../src/index.js';
import { type Receiver, startReceiver } from './receiver.js';

describe('services.webhooks', () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
  });

  test('deliver: waits for the clock, then POSTs the event with the secret header and records it', async () => {
    receiver.received.length = 0;
    receiver.status = 200;
    const simulator = createSimulator();
    const app = await simulator.control.tenancy.createApp({
      name: 'Shop',
      webhookUrl: receiver.url,
      webhookSecret: 'whsec_test',
    });
    const scheduled = simulator.services.webhooks.deliver(
      'requestPaid',
      { id: 'tx_1', amount: 10 },
      { appId: app.id },
    );
    expect(scheduled?.status).toBe('scheduled');
    expect(receiver.received).toHaveLength(0);
    await simulator.clock.advance(0);
    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/hooks');
    expect(request?.headers['x-webhook-secret']).toBe('whsec_test');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual({ event: 'requestPaid', data: { id: 'tx_1', amount: 10 } });
    const [delivery] = (await simulator.control.platform.webhookDeliveries()).deliveries;
    expect(delivery).toMatchObject({
      event: 'requestPaid',
      url: receiver.url,
      status: 'delivered',
      responseStatus: 200,
      deliveredAt: '2025-01-01T00:00:00.000Z',
      requestHeaders: { 'X-Webhook-Secret': 'whsec_test' },
      body: { event: 'requestPaid', data: { id: 'tx_1', amount: 10 } },
    });
    const listed = (await (await simulator.fetch('/_simulator/webhooks')).json()) as {
      data: { deliveries: unknown[] };
    };
    expect(listed.data.deliveries).toEqual((await simulator.control.platform.webhookDeliveries()).deliveries);
  });

  test('deliver: a delay on the virtual clock; no secret header without a secret', async () => {
    receiver.received.length = 0;
    const simulator = createSimulator();
    const app = await simulator.control.tenancy.createApp({ name: 'Open', webhookUrl: receiver.url });
    simulator.services.webhooks.deliver('requestPaid', { id: 'tx_2' }, { appId: app.id, delayMs: 5_000 });
    await simulator.clock.advance(4_999);
    expect(receiver.received).toHaveLength(0);
    await simulator.clock.advance(1);
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]?.headers['x-webhook-secret']).toBeUndefined();
    expect((await simulator.control.platform.webhookDeliveries()).deliveries[0]?.deliveredAt).toBe(
      '2025-01-01T00:00:05.000Z',
    );
  });

  test('failures are recorded only, never retried', async () => {
    receiver.received.length = 0;
    receiver.status = 500;
    const simulator = createSimulator();
    const app = await simulator.control.tenancy.createApp({
      name: 'Failing',
      webhookUrl: receiver.url,
      webhookSecret: 's',
    });
    simulator.services.webhooks.deliver('requestPaid', { id: 'tx_3' }, { appId: app.id });
    await simulator.clock.advance(0);
    await simulator.clock.advance(86_400_000);
    expect(receiver.received).toHaveLength(1);
    expect((await simulator.control.platform.webhookDeliveries()).deliveries[0]).toMatchObject({
      status: 'failed',
      responseStatus: 500,
    });
    receiver.status = 200;
  });

  test('an unreachable receiver is recorded as failed with the error', async () => {
    const closed = await startReceiver();
    await closed.close();
    const simulator = createSimulator();
    const app = await simulator.control.tenancy.createApp({ name: 'Gone', webhookUrl: closed.url });
    simulator.services.webhooks.deliver('requestPaid', { id: 'tx_4' }, { appId: app.id });
    await simulator.clock.advance(0);
    const [delivery] = (await simulator.control.platform.webhookDeliveries()).deliveries;
    expect(delivery).toMatchObject({ status: 'failed', responseStatus: null });
    expect(delivery?.error).toMatch(/fetch failed/);
  });

  test('an app without a webhook URL gets no delivery', async () => {
    const simulator = createSimulator();
    const app = await simulator.control.tenancy.createApp({ name: 'Silent' });
    expect(simulator.services.webhooks.deliver('requestPaid', { id: 'tx_5' }, { appId: app.id })).toBeNull();
    expect((await simulator.control.platform.webhookDeliveries()).deliveries).toEqual([]);
  });
});
