/**
 * A webhook snapshotted with the toolkit's serializer: generated ids, hashes and timestamps become
 * placeholders, so the snapshot holds across runs and when the test makes other calls first.
 */
import { expect, snapshotSerializer, test } from '@payments-platform/simulator/vitest';

// #region serializer
expect.addSnapshotSerializer(snapshotSerializer);

test('the requestPaid webhook of a paid request', async ({ simulator, scenarios }) => {
  const { deliveryId } = await scenarios.paidPaymentRequest({ amount: 25 });
  const { deliveries } = await simulator.control.platform.webhookDeliveries();
  const delivery = deliveries.find((row) => row.id === deliveryId);
  expect(delivery?.body).toMatchInlineSnapshot(`
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
// #endregion serializer
