/**
 * The recipe block of packages/simulator/README.md: a payment request paid on chain, its webhook
 * and the invoice.
 */
import { createClient } from '@payments-platform/sdk';
import { createSimulator } from '@payments-platform/simulator';

/** The recipe, with the webhook receiver's URL and the payer's address given. */
export async function paidRequest(receiverUrl: string, payer: string) {
  // #region recipe
  const simulator = createSimulator({ randomSeed: 'checkout' });
  const app = await simulator.control.tenancy.createApp({
    name: 'Shop',
    webhookUrl: receiverUrl,
    webhookSecret: 'whsec_test',
  });
  const client = createClient({
    apiKey: (await simulator.control.tenancy.createApiKey({ appId: app.id, permissions: ['WRITE'] })).key,
    baseUrl: simulator.baseUrl,
    fetch: simulator.fetch,
  });
  const shop = await client.auth.onboard({
    email: 'shop@example.com',
    firstName: 'Sam',
    lastName: 'Shop',
    username: 'sam_shop',
    country: 'MX',
    isBusiness: true,
    businessName: 'Shop',
    termsOfService: true,
  });
  const login = await client.auth.login({ email: 'shop@example.com' });
  const { messages } = await simulator.control.platform.outbox({ to: 'shop@example.com' });
  const otp = messages.at(-1)?.otp;
  if (!otp) throw new Error('no OTP was sent');
  await login.verify(otp, { profileId: shop.profile.id });
  const shopWallet = (await client.wallets.list({ teamId: shop.team.id })).wallets[0]?.address;
  if (!shopWallet) throw new Error('the shop has no wallet');

  const request = await client.core.requests.create({
    targetAddress: shopWallet,
    amount: 25,
    channelParams: {},
  });
  await simulator.control.chain.fund({ chainId: 84532, address: payer, token: 'USDC', amount: '100' });
  await simulator.control.chain.fund({ chainId: 84532, address: payer, amount: '0.01' }); // gas
  await client.core.requests.pay({ id: request.id, sender: payer, chain: 'base-sepolia', token: 'USDC' });
  await simulator.clock.advance(2_000); // one block: confirmed, requestPaid delivered to receiverUrl
  const pdf = await client.core.requests.invoicePdf({ id: request.id }); // Uint8Array
  // #endregion recipe
  return { request, pdf, simulator };
}
