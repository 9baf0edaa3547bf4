/**
 * The snapshot serializer of the test toolkit: generated ids, timestamps, hashes, addresses and
 * tokens become placeholders, the same value the same placeholder within one snapshot, so a
 * response or a webhook snapshots the same across runs and call orders.
 */
import { describe, expect } from 'vitest';
import { DEMO } from '../src/index.js';
import { createSnapshotSerializer, snapshotSerializer } from '../src/testing/index.js';
import { test } from '../src/testing/vitest.js';

expect.addSnapshotSerializer(snapshotSerializer);

describe('snapshotSerializer', () => {
  test('a webhook delivery snapshots with placeholders, equal ids with equal placeholders', async ({
    simulator,
    scenarios,
  }) => {
    await scenarios.paidPaymentRequest({ amount: 25 });
    const [delivery] = (await simulator.control.platform.webhookDeliveries()).deliveries;
    expect({ ...delivery, error: null }).toMatchInlineSnapshot(`
      {
        "appId": "app_demo",
        "body": {
          "data": {
            "amount": 25,
            "amountCurrencySymbol": "USD",
            "hashUrl": "https://sepolia.basescan.org/tx/[hash 1]",
            "id": "[uuid 1]",
            "network": "base-sepolia",
            "requestId": "[uuid 2]",
            "token": "USDC",
            "tokenAmount": "25",
          },
          "event": "requestPaid",
        },
        "deliveredAt": "[time 1]",
        "error": null,
        "event": "requestPaid",
        "id": "[id 1]",
        "requestHeaders": {
          "Content-Type": "application/json",
          "User-Agent": "payments-platform-webhooks/1.0",
          "X-Webhook-Secret": "whsec_demo_4f9c2b7e1a6d",
        },
        "responseStatus": null,
        "scheduledAt": "[time 1]",
        "status": "failed",
        "url": "http://127.0.0.1:4011/webhooks",
      }
    `);
  });

  test('the same flow after other calls gives the same snapshot', async ({ simulator, scenarios }) => {
    await scenarios.send(); // ids, hashes and the clock move on before the payment
    const { requestId } = await scenarios.paidPaymentRequest({ amount: 25 });
    const delivery = (await simulator.control.platform.webhookDeliveries()).deliveries.find(
      (row) => row.body.data.requestId === requestId,
    );
    const first = snapshotSerializer.test(delivery);
    expect(first).toBe(true);
    expect({ event: delivery?.event, data: delivery?.body.data }).toMatchInlineSnapshot(`
      {
        "data": {
          "amount": 25,
          "amountCurrencySymbol": "USD",
          "hashUrl": "https://sepolia.basescan.org/tx/[hash 1]",
          "id": "[uuid 1]",
          "network": "base-sepolia",
          "requestId": "[uuid 2]",
          "token": "USDC",
          "tokenAmount": "25",
        },
        "event": "requestPaid",
      }
    `);
  });

  test('placeholders inside longer strings, in arrays, and a string on its own', () => {
    const id = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
    expect({
      url: `https://pay.example.com/requests/${id}?token=Zx81kLq0PmA92nBv7YtR3`,
      ids: [id, 'whd_4fG7h2Kq9LmN0pQr', 'whd_4fG7h2Kq9LmN0pQr'],
      at: ['2025-01-01T00:00:02.000Z', '2025-01-01T00:00:02.000Z', '2025-01-02T10:00:00+02:00'],
      plain: ['order-1843', 'sk_sandbox_demo_app', 'requestPaid', 25],
    }).toMatchInlineSnapshot(`
      {
        "at": [
          "[time 1]",
          "[time 1]",
          "[time 2]",
        ],
        "ids": [
          "[uuid 1]",
          "[id 1]",
          "[id 1]",
        ],
        "plain": [
          "order-1843",
          "sk_sandbox_demo_app",
          "requestPaid",
          25,
        ],
        "url": "https://pay.example.com/requests/[uuid 1]?token=[token 1]",
      }
    `);
    expect('0xab12000000000000000000000000000000000000000000000000000000000000cd').toMatchInlineSnapshot(
      `"[hash 1]"`,
    );
  });

  test('createSnapshotSerializer keeps values and kinds it is told to', () => {
    const serializer = createSnapshotSerializer({
      keep: [DEMO.wallets.business],
      kinds: ['address', 'uuid'],
    });
    const value = {
      to: DEMO.wallets.business,
      from: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
      team: DEMO.teams.business.id,
      at: '2025-01-01T00:00:00.000Z',
    };
    expect(serializer.test(value)).toBe(true);
    expect(serializer.test({ to: DEMO.wallets.business, at: value.at })).toBe(false);
    expect(serializer.test(new Date())).toBe(false);
    expect(serializer.test(42)).toBe(false);
    const printed: unknown[] = [];
    serializer.serialize(value, {}, '', 0, [], ((replaced: unknown) => {
      printed.push(replaced);
      return '';
    }) as never);
    expect(printed).toEqual([
      { to: DEMO.wallets.business, from: '[address 1]', team: '[uuid 1]', at: '2025-01-01T00:00:00.000Z' },
    ]);
    // A value it made is printed as it is, not replaced again.
    expect(serializer.test(printed[0])).toBe(false);
  });

  test('a cycle is copied once and printed by the printer', () => {
    const node: Record<string, unknown> = { id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d' };
    node.self = node;
    const printed: unknown[] = [];
    snapshotSerializer.serialize(node, {}, '', 0, [], ((replaced: unknown) => {
      printed.push(replaced);
      return '';
    }) as never);
    const copy = printed[0] as Record<string, unknown>;
    expect(copy.id).toBe('[uuid 1]');
    expect(copy.self).toBe(copy);
  });
});
