/**
 * Payments tests written with the vitest fixtures of `@payments-platform/simulator/vitest`: a
 * fresh demo simulator per test, an SDK client wired to it, helpers, scenarios and matchers.
 */
import { DEMO } from '@payments-platform/simulator';
import { expect, test } from '@payments-platform/simulator/vitest';
import { describe } from 'vitest';

/** The sign-up of someone invited to Bruno's team. */
const DORA = {
  email: 'dora@example.com',
  firstName: 'Dora',
  lastName: 'Ruiz',
  username: 'dora_r',
  country: 'MX',
  isBusiness: false,
  termsOfService: true,
} as const;

describe('three statements per payments test', () => {
  // #region request-paid
  test('paying a request delivers requestPaid with the amount', async ({ simulator, scenarios }) => {
    const { requestId } = await scenarios.paidPaymentRequest({ amount: 25 });
    await expect(simulator).toHaveDeliveredWebhook('requestPaid', { requestId, amount: 25 });
  });
  // #endregion request-paid

  // #region send-failed
  test('a failed chain transaction marks the send failed', async ({ simulator, scenarios }) => {
    const { txId } = await scenarios.send({ outcome: 'failed' });
    await expect(simulator).toHaveRecordedTransaction({ id: txId, status: 'failed' });
  });
  // #endregion send-failed

  // #region invitation-expired
  test('an expired invitation cannot be accepted', async ({ client, advanceClock }) => {
    await client.teams.invitations.create({ email: DORA.email, role: 'member' });
    await advanceClock('8d'); // invitations last 7 days
    await expect(client.auth.onboard(DORA)).resolves.toMatchObject({ invitationAccepted: false });
  });
  // #endregion invitation-expired
});

describe('helpers, matchers and the snapshot serializer', () => {
  // #region login
  test('a session-bearing client in one call', async ({ login }) => {
    const alice = await login('alice'); // a demo profile by name, or { profileId }
    const { profile } = await alice.profile.retrieve();
    expect(profile.nickname).toBe('alice');
  });
  // #endregion login

  // #region fund
  test('a customer pays from a funded address', async ({ client, fund, advanceClock, simulator }) => {
    const customer = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
    await fund({ address: customer, amount: 100, gas: '0.01' }); // USDC and gas on Base Sepolia
    const request = await client.core.requests.create({
      targetAddress: DEMO.wallets.business,
      amount: 30,
      channelParams: {},
    });
    await client.core.requests.pay({
      id: request.id,
      sender: customer,
      chain: 'base-sepolia',
      token: 'USDC',
    });
    await advanceClock('2s'); // one block
    await expect(simulator).toHaveBalance({ address: customer, chainId: 84532, token: 'USDC' }, 70);
  });
  // #endregion fund

  // #region otp
  test('logging in e-mails a one-time code', async ({ client, simulator }) => {
    await client.auth.login({ email: 'alice@example.com' });
    await expect(simulator).toHaveSentOtp('alice@example.com');
  });
  // #endregion otp

  // #region api-error
  test('an unknown payment request is a 404', async ({ client }) => {
    const missing = client.core.requests.retrieve({ id: '00000000-0000-4000-8000-000000000000' });
    await expect(missing).rejects.toMatchApiError(404);
  });
  // #endregion api-error

  // #region scenarios
  test('an OTC request with an accepted offer, and a completed ramp order', async ({
    scenarios,
    simulator,
  }) => {
    const { otcId } = await scenarios.otcAcceptedOffer({ amount: 50, rate: 18 });
    const { txId } = await scenarios.completedRampOrder({ amount: 1000 });
    expect((await simulator.control.otc.request({ id: otcId })).offers).toHaveLength(1);
    await expect(simulator).toHaveRecordedTransaction({ id: txId, status: 'completed' });
  });
  // #endregion scenarios
});
