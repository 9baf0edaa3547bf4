/**
 * A payment request paid on the simulated chain, with the `requestPaid` webhook received by a
 * Node `http` server that checks the shared secret with the SDK's handler and skips duplicates.
 * The request is then read back: the webhook is a hint, the API is the source of truth.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from '@payments-platform/sdk';
import {
  createNodeWebhookHandler,
  createWebhookDeduper,
  type WebhookEventOf,
} from '@payments-platform/sdk/webhooks';
import { createSimulator } from '@payments-platform/simulator';

const BASE_SEPOLIA = 84532;
/** An address of the customer who pays; the simulator's chain needs no key for a plain transfer. */
const CUSTOMER = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const WEBHOOK_SECRET = 'whsec_example_payment_request';

export async function run(log: (line: string) => void = () => {}) {
  // #region receiver
  const paid: WebhookEventOf<'requestPaid'>[] = [];
  const server = createServer(
    createNodeWebhookHandler({
      secret: WEBHOOK_SECRET,
      on: {
        requestPaid: (event) => {
          paid.push(event); // in an app: upsert by event.data.id, then confirm with the API
        },
      },
      dedupe: createWebhookDeduper({ ttlMs: 24 * 60 * 60 * 1000 }),
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const webhookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`;
  // #endregion receiver

  try {
    const simulator = createSimulator({ randomSeed: 'payment-request-example' });
    const app = await simulator.control.tenancy.createApp({
      name: 'Acme Shop',
      webhookUrl,
      webhookSecret: WEBHOOK_SECRET,
    });
    const appKey = (await simulator.control.tenancy.createApiKey({ appId: app.id, permissions: ['WRITE'] }))
      .key;
    const shop = await createClient({
      apiKey: appKey,
      baseUrl: simulator.baseUrl,
      fetch: simulator.fetch,
    }).auth.onboard({
      email: 'shop@example.org',
      firstName: 'Grace',
      lastName: 'Hopper',
      username: 'acme_shop',
      country: 'MX',
      isBusiness: true,
      businessName: 'Acme Shop',
      termsOfService: true,
    });
    // A key scoped to the shop's profile and team supplies the context by itself.
    const apiKey = (
      await simulator.control.tenancy.createApiKey({
        appId: app.id,
        teamId: shop.team.id,
        profileId: shop.profile.id,
        permissions: ['WRITE'],
      })
    ).key;
    const client = createClient({ apiKey, baseUrl: simulator.baseUrl, fetch: simulator.fetch });
    const { wallets } = await client.wallets.list({ teamId: shop.team.id });
    const shopWallet = (wallets[0] as { address: string } | undefined)?.address ?? '';

    // #region create
    const request = await client.core.requests.create({
      targetAddress: shopWallet,
      amount: 25,
      channelParams: { customId: 'order-1843' },
    });
    console.log(request.url); // the hosted page the customer opens to pay
    // #endregion create
    log(`Payment request ${request.id} for 25 USD: ${request.url}`);

    // #region pay
    await simulator.control.chain.fund({
      chainId: BASE_SEPOLIA,
      address: CUSTOMER,
      token: 'USDC',
      amount: '100',
    });
    await simulator.control.chain.fund({ chainId: BASE_SEPOLIA, address: CUSTOMER, amount: '0.01' }); // gas
    await client.core.requests.pay({
      id: request.id,
      sender: CUSTOMER,
      chain: 'base-sepolia',
      token: 'USDC',
    });
    await simulator.clock.advance(2_000); // one block: confirmed, requestPaid delivered
    console.log(`webhooks received: ${paid.map((event) => event.event)}`);
    // #endregion pay

    // #region confirm
    const event = paid.at(-1);
    const settled = await client.core.requests.retrieve({ id: request.id });
    const confirmed = event?.data.requestId === request.id && settled.tx.status === 'completed';
    console.log(
      `${event?.event} ${event?.data.tokenAmount} ${event?.data.token}; the API says ${settled.tx.status}`,
    );
    // #endregion confirm
    log(
      `Webhook ${event?.event}: ${event?.data.tokenAmount} ${event?.data.token} on ${event?.data.network}; ` +
        `request ${settled.tx.status}`,
    );

    // The platform may deliver twice; the deduper answers the second delivery without the callback.
    const [delivery] = (await simulator.control.platform.webhookDeliveries()).deliveries;
    const again = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-webhook-secret': WEBHOOK_SECRET },
      body: JSON.stringify(delivery?.body),
    });
    const duplicate = (await again.json()) as { duplicate?: boolean };
    log(`A second delivery of the same event was skipped: ${duplicate.duplicate === true}`);

    return {
      request,
      settled,
      paid,
      confirmed,
      duplicate,
      deliveries: (await simulator.control.platform.webhookDeliveries()).deliveries,
    };
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
