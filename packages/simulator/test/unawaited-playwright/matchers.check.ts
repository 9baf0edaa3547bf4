/**
 * Playwright tests a user could write with a matcher call missing its `await`, run by
 * `testing-unawaited.test.ts` in a child Playwright: each failing assertion must fail its own test,
 * and the tests after it still pass.
 */
import { expect, test } from '../../src/playwright.js';

test('an unawaited matcher for a webhook never delivered', ({ simulator }) => {
  // No await: what this test is about.
  void expect(simulator).toHaveDeliveredWebhook('requestPaid', { requestId: 'req_never' });
});

test('an awaited matcher that holds', async ({ simulator }) => {
  const { requestId } = await simulator.scenarios.paidPaymentRequest({ amount: 25 });
  await expect(simulator).toHaveDeliveredWebhook('requestPaid', { requestId, amount: 25 });
  await expect(simulator).not.toHaveSentOtp('nobody@example.com');
  await expect(simulator).toHaveReceived('createPaymentRequest', { times: 1, body: { amount: 25 } });
  await expect(simulator).toHaveReceivedInOrder(['createPaymentRequest', 'payPaymentRequest']);
  await expect(simulator).not.toHaveReceived('getPaymentRequest', { times: 1 });
});

test('an unawaited matcher that holds', async ({ simulator }) => {
  const { requestId } = await simulator.scenarios.paidPaymentRequest({ amount: 25 });
  void expect(simulator).toHaveDeliveredWebhook('requestPaid', { requestId });
});
