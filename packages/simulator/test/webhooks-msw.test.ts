/**
 * Outbound webhooks bypass MSW: with `setupServer` intercepting everything, deliveries still
 * reach the real receiver.
 */
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSimulator } from '../src/index.js';
import { type Receiver, startReceiver } from './receiver.js';

describe('services.webhooks under MSW', () => {
  let receiver: Receiver;
  const intercepted: string[] = [];
  const simulator = createSimulator({ baseUrl: 'http://simulator.test' });
  const server = setupServer(
    ...simulator.handlers,
    http.all('*', ({ request }) => {
      intercepted.push(request.url);
      return HttpResponse.text('intercepted', { status: 418 });
    }),
  );
  beforeAll(async () => {
    receiver = await startReceiver();
    server.listen({ onUnhandledFrame: 'error' });
  });
  afterAll(async () => {
    server.close();
    await receiver.close();
  });

  test('a delivery triggered through the MSW handlers reaches the receiver, not the catch-all handler', async () => {
    const created = await fetch('http://simulator.test/_simulator/apps', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Shop', webhookUrl: receiver.url, webhookSecret: 'whsec_msw' }),
    });
    const { data: app } = (await created.json()) as { data: { id: string } };
    simulator.services.webhooks.deliver('requestPaid', { id: 'tx_msw' }, { appId: app.id });
    const advanced = await fetch('http://simulator.test/_simulator/clock/advance', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ms: 0 }),
    });
    expect(advanced.status).toBe(200);
    expect(intercepted).toEqual([]);
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]?.headers['x-webhook-secret']).toBe('whsec_msw');
    expect((await simulator.control.platform.webhookDeliveries()).deliveries[0]).toMatchObject({
      status: 'delivered',
      responseStatus: 200,
    });
  });
});
