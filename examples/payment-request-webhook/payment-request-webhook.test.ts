import { describe, expect, test } from 'vitest';
import { run } from './payment-request-webhook.js';

describe('examples.payment-request-webhook', () => {
  test('the request is paid on chain, the webhook arrives once and the API confirms it', async () => {
    const lines: string[] = [];
    const result = await run((line) => lines.push(line));
    expect(result.confirmed).toBe(true);
    expect(result.paid).toHaveLength(1);
    expect(result.paid[0]?.data).toMatchObject({ requestId: result.request.id, amount: 25, token: 'USDC' });
    expect(result.deliveries).toMatchObject([
      { event: 'requestPaid', status: 'delivered', responseStatus: 200 },
    ]);
    expect(result.duplicate.duplicate).toBe(true);
    expect(lines).toHaveLength(3);
  });
});
