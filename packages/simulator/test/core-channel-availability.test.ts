/**
 * The core channel's availability per app (spec: `CH-04` "channel not available for app") on
 * every creation route of the channel: payment requests, sends and OTC requests.
 */
import { describe, expect, test } from 'vitest';
import { DEMO, type Simulator } from '../src/index.js';
import { otcClient, otcSimulator, sellBody } from './otc-client.js';
import { failure } from './profile-user-client.js';

/** Gives the demo app an explicit channel list without the core channel. */
function withoutCore(simulator: Simulator) {
  simulator.services.store.appChannels.insert({
    id: `${DEMO.apps.main.id}:chl_topup`,
    appId: DEMO.apps.main.id,
    channelId: 'chl_topup',
    enabled: true,
    config: {},
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  });
}

describe('core channel availability', () => {
  test('payment request creation: 403 CH-04 when the app has not enabled the core channel', async () => {
    const simulator = otcSimulator();
    const client = await otcClient(simulator, DEMO.keys.profileWrite);
    const body = { targetAddress: DEMO.wallets.bruno, amount: 25, channelParams: {} };
    await expect(client.core.requests.create(body)).resolves.toHaveProperty('id');
    withoutCore(simulator);
    expect(await failure(client.core.requests.create(body))).toEqual({ status: 403, code: 'CH-04' });
    expect(simulator.services.store.paymentRequests.size).toBe(1);
  });

  test('OTC request creation: 403 CH-04 when the app has not enabled the core channel', async () => {
    const simulator = otcSimulator();
    const client = await otcClient(simulator, DEMO.keys.profileWrite);
    withoutCore(simulator);
    expect(await failure(client.otc.requests.create(sellBody()))).toEqual({ status: 403, code: 'CH-04' });
    expect(simulator.services.store.otcRequests.size).toBe(0);
  });
});
