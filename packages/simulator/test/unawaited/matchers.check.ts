/**
 * Tests a user could write with a matcher call missing its `await`, run by
 * `testing-unawaited.test.ts` in a child vitest: each failing assertion must fail its own test.
 */
import { expect, test } from '../../src/testing/vitest.js';

test('an unawaited matcher for a webhook never delivered', ({ simulator }) => {
  expect(simulator).toHaveDeliveredWebhook('requestPaid', { requestId: 'req_never' });
});

test('an unawaited matcher on a control surface for a webhook never delivered', ({ simulator }) => {
  const server = { control: simulator.control };
  // No await: what this test is about.
  expect(server).toHaveDeliveredWebhook('requestPaid', { requestId: 'req_never' });
});

test('an unawaited toHaveBalance on a control surface for a balance never held', ({ simulator }) => {
  // No await: what this test is about.
  expect({ control: simulator.control }).toHaveBalance(
    { address: '0x1111111111111111111111111111111111111111', chainId: 84532, token: 'USDC' },
    '1000000',
  );
});

test('an unawaited toHaveRecordedTransaction on a control surface for a transaction never recorded', ({
  simulator,
}) => {
  // No await: what this test is about.
  expect({ control: simulator.control }).toHaveRecordedTransaction({ id: 'tx_never' });
});

test('an unawaited toHaveSentOtp on a control surface for a code never sent', ({ simulator }) => {
  // No await: what this test is about.
  expect({ control: simulator.control }).toHaveSentOtp('nobody@example.com');
});

test('an awaited failing matcher on a control surface', async ({ simulator }) => {
  await expect({ control: simulator.control }).toHaveSentOtp('nobody@example.com');
});

test('an unawaited matcher that holds', async ({ simulator, scenarios }) => {
  const { requestId } = await scenarios.paidPaymentRequest({ amount: 25 });
  expect(simulator).toHaveDeliveredWebhook('requestPaid', { requestId });
  expect({ control: simulator.control }).toHaveDeliveredWebhook('requestPaid', { requestId });
});

test('an unawaited matcher on a control surface for a call never received', ({ simulator }) => {
  // No await: what this test is about.
  expect({ control: simulator.control }).toHaveReceived('createPaymentRequest', { times: 1 });
});
