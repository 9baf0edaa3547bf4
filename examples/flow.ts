/**
 * A full flow through the SDK against the in-process simulator: reference data, onboarding, OTP
 * login, profile and bank account, an invitation accepted through onboarding, team activity,
 * typed errors, a payment request paid on the simulated chain with its webhook verified by the
 * SDK, the invoice PDF, and a top-up withdrawal signed with the signing helpers.
 * `npm run demo` prints it; examples/demo.test.ts checks it.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient, isApiError } from '@payments-platform/sdk';
import { createNodeWebhookHandler, type WebhookEventOf } from '@payments-platform/sdk/webhooks';
import { signTopUpWithdrawal } from '@payments-platform/signing';
import { createSimulator } from '@payments-platform/simulator';
import { privateKeyToAccount } from 'viem/accounts';

const BASE_SEPOLIA = 84532;
const BLOCK_TIME_MS = 2000;
/** A fixed key of the demo's customer wallet: never use it for anything real. */
const CUSTOMER_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';
const WEBHOOK_SECRET = 'whsec_flow_demo_7c1e';

/** A webhook receiver on loopback that checks the shared secret with the SDK's handler. */
async function startWebhookReceiver() {
  const paid: WebhookEventOf<'requestPaid'>[] = [];
  const server = createServer(
    createNodeWebhookHandler({
      secret: WEBHOOK_SECRET,
      on: { requestPaid: (event) => void paid.push(event) },
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks`,
    paid,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** What the flow reports, line by line. */
export type Log = (line: string) => void;

/** Runs the flow and returns what a test can check. */
export async function runFlow(log: Log) {
  const receiver = await startWebhookReceiver();
  try {
    return await flow(log, receiver);
  } finally {
    await receiver.close();
  }
}

async function flow(log: Log, receiver: Awaited<ReturnType<typeof startWebhookReceiver>>) {
  const simulator = createSimulator({ seed: 'demo', randomSeed: 'demo' });
  const app = await simulator.control.tenancy.createApp({
    name: 'Analytical Engines Shop',
    webhookUrl: receiver.url,
    webhookSecret: WEBHOOK_SECRET,
  });
  const apiKey = (
    await simulator.control.tenancy.createApiKey({ appId: app.id, permissions: ['WRITE', 'EMAIL'] })
  ).key;
  const client = createClient({
    apiKey,
    baseUrl: simulator.baseUrl,
    fetch: simulator.fetch,
    validation: 'strict',
  });

  const { status } = await client.maintenance.retrieve();
  const { countries } = await client.config.countries.list();
  const mexico = await client.config.countries.banks({ country: 'mx' });
  log(`Platform ${status}; ${countries.length} countries with banks; ${mexico.banks.length} banks in Mexico`);

  const signUp = await client.auth.onboard({
    email: ' Ada@Example.org ',
    firstName: 'Ada',
    lastName: 'Lovelace',
    username: 'Ada_L',
    country: 'MX',
    isBusiness: true,
    businessName: 'Analytical Engines',
    termsOfService: true,
  });
  log(
    `Onboarded ada@example.org: team ${signUp.team.id}, profile ${signUp.profile.nickname}, wallet created: ${signUp.walletCreated}`,
  );

  const login = await client.auth.login({ email: 'ada@example.org' });
  const code = (await simulator.control.platform.outbox({ to: 'ada@example.org' })).messages.at(-1)?.otp;
  if (!code) throw new Error('The simulator sent no OTP');
  const verified = await login.verify(code, { profileId: signUp.profile.id });
  log(
    `Logged in with the e-mailed code as ${verified.userType}; session stored: ${Boolean(await client.session())}`,
  );

  const { profile, user } = await client.profile.retrieve();
  log(`Profile ${profile.nickname} of ${user.firstName} ${user.lastName} (${user.country})`);

  const bank = await client.profile.banks.create({
    accountName: 'Ada Lovelace',
    accountAlias: 'Payroll',
    accountType: 'CHECKING',
    accountNumber: '0123456789',
    country: 'MX',
    currencySymbol: 'MXN',
    bankSlug: mexico.banks[0]?.slug ?? 'banorte',
    additionalData: { clabe: '012180001234567897' },
  });
  log(`Bank account ${bank.accountAlias} added at ${bank.bankSlug}`);

  const invitation = await client.teams.invitations.create({ email: 'charles@example.org', role: 'analyst' });
  log(
    `Invited charles@example.org as ${invitation.role}; status ${invitation.status}, expires ${invitation.expiresAt}`,
  );

  const joined = await client.auth.onboard({
    email: 'charles@example.org',
    firstName: 'Charles',
    lastName: 'Babbage',
    username: 'cbabbage',
    country: 'MX',
    isBusiness: false,
    termsOfService: true,
  });
  log(
    `Charles onboarded into the same team: ${joined.team.id === signUp.team.id}, invitation accepted: ${joined.invitationAccepted}`,
  );

  const members = await client.teams.members.list();
  log(
    `Team members: ${members.map((member) => `${member.profile?.nickname ?? member.profileId} (${member.role})`).join(', ')}`,
  );

  const actions: string[] = [];
  for await (const item of client.teams.activity.list({ teamId: signUp.team.id, limit: 2 }))
    actions.push(item.ActionName);
  log(`Team activity, newest first, paged two at a time: ${actions.join(', ')}`);

  let conflict = '';
  try {
    await client.teams.invitations.create({ email: 'charles@example.org' });
  } catch (error) {
    if (isApiError(error, 'APP_V1_TEAMS_INVITATIONS_ROUTE_02')) conflict = `${error.status} ${error.code}`;
  }
  log(`Inviting Charles again is refused: ${conflict}`);

  // Payments: Ada's team asks for 25 USD; a customer pays it in USDC on Base Sepolia.
  const { wallets } = await client.profile.retrieve();
  const shopWallet = (wallets[0] as { address: string } | undefined)?.address ?? '';
  const request = await client.core.requests.create({
    targetAddress: shopWallet,
    amount: 25,
    channelParams: { customId: 'order-1843', note: 'Difference engine, part 7' },
  });
  log(`Payment request ${request.id} for 25 USD: ${request.url}`);

  const customer = privateKeyToAccount(CUSTOMER_KEY);
  await simulator.control.chain.fund({
    chainId: BASE_SEPOLIA,
    address: customer.address,
    token: 'USDC',
    amount: '100',
  });
  await simulator.control.chain.fund({ chainId: BASE_SEPOLIA, address: customer.address, amount: '0.01' });
  const payment = await client.core.requests.pay({
    id: request.id,
    sender: customer.address,
    chain: 'base-sepolia',
    token: 'USDC',
  });
  await simulator.clock.advance(BLOCK_TIME_MS);
  const paidEvent = receiver.paid.at(-1);
  const settled = await client.core.requests.retrieve({ id: request.id });
  log(
    `Paid from ${customer.address.slice(0, 10)}...: transaction ${payment.tx.status} -> ${settled.tx.status} one block later; ` +
      `webhook ${paidEvent?.event ?? 'missing'} verified: ${paidEvent?.data.tokenAmount} ${paidEvent?.data.token} on ${paidEvent?.data.network}`,
  );

  const invoiceBytes = await client.core.requests.invoicePdf({ id: request.id });
  const { items: notifications } = await client.notifications.list();
  log(
    `Invoice PDF of ${invoiceBytes.byteLength} bytes (${new TextDecoder().decode(invoiceBytes.slice(0, 8)).trim()}); ` +
      `team notifications: ${notifications.map((item) => (item as { kind?: string }).kind).join(', ')}`,
  );

  // A top-up withdrawal from the customer's own wallet: the platform hands out EIP-712 typed
  // data, the wallet signs it with the signing helpers, and the platform pays the gas.
  await simulator.control.wallets.register({
    teamId: signUp.team.id,
    profileId: signUp.profile.id,
    address: customer.address,
    custody: 'external',
  });
  const withdrawal = (await client.topup.withdrawals.create({
    codigopaq: '55123456',
    destinationCountry: 'GT',
    chain: 'base-sepolia',
    token: 'USDC',
    amount: 10,
    sendWallet: customer.address,
  })) as { txId: string };
  const payload = await client.topup.withdrawals.signPayload({ txId: withdrawal.txId });
  const userSignature = await signTopUpWithdrawal({ signer: customer, payload, chainId: BASE_SEPOLIA });
  const topUp = await client.topup.withdrawals.processSponsoredTx({ txId: withdrawal.txId, userSignature });
  await simulator.clock.advance(BLOCK_TIME_MS);
  const [withdrawTx] = (await simulator.control.chain.txs({ hash: topUp.txHash })).txs;
  log(
    `Top-up of 10 USDC signed by the customer's key: ${topUp.txHash.slice(0, 12)}... ${withdrawTx?.status}, gas paid by the platform`,
  );

  const grace = await client.teams.invitations.create({ email: 'grace@example.org', role: 'viewer' });
  await simulator.clock.advance(8 * 24 * 60 * 60 * 1000);
  // The session has expired on the simulator clock too: log out and act through header context.
  await client.auth.logout();
  const admin = client.withContext({ profileId: signUp.profile.id, teamId: signUp.team.id });
  const pending = await admin.teams.invitations.list();
  log(
    `Eight days later on the simulator clock, the invitation to ${grace.email} has expired: ${pending.length} pending`,
  );

  return {
    signUp,
    verified,
    bank,
    invitation,
    joined,
    members,
    actions,
    conflict,
    request,
    settled,
    paidEvent,
    invoiceBytes,
    notifications,
    topUp,
    withdrawTx,
    pending,
  };
}
