/**
 * A hosted on-ramp order polled to completion: Bruno's team buys USDC with 1,000 MXN through the
 * ramp channel. The order gets a hosted checkout URL; the provider then delivers the tokens on the
 * chain. The API sends no webhook for ramp orders, so the app polls the order. Here the virtual
 * clock stands in for the time between two polls.
 */
import { createClient } from '@payments-platform/sdk';
import { createSimulator, DEMO } from '@payments-platform/simulator';

const POLL_INTERVAL_MS = 60_000;
const FINAL = new Set(['completed', 'failed', 'expired']);

interface RampOrder {
  readonly status: string;
  readonly chainTxHash?: string | null;
}

export async function run(log: (line: string) => void = () => {}) {
  const simulator = createSimulator({ randomSeed: 'ramp-example' });
  const client = createClient({
    apiKey: DEMO.keys.profileWrite, // scoped to Bruno in the business team, WRITE
    baseUrl: simulator.baseUrl,
    fetch: simulator.fetch,
  });

  // #region quote
  const quote = await client.ramp.onramp.quote({
    amount: '1000', // query strings
    fiat: 'MXN',
    payment: 'spei',
    crypto: 'USDC',
    chainId: '84532',
    country: 'MX',
  });
  const created = (await client.ramp.onramp.create({
    amount: 1000,
    fiat: 'MXN',
    payment: 'spei',
    crypto: 'USDC',
    chainId: 84532,
    country: 'MX',
    redirectUrl: 'https://shop.example.com/ramp/done',
  })) as { recordId: string; providerPayload: { url: string } };
  // send the user to created.providerPayload.url
  // #endregion quote
  log(`Order ${created.recordId}: checkout at ${created.providerPayload.url.split('?')[0]}`);

  // #region poll
  const seen: string[] = [];
  let order = (await client.ramp.orders.retrieve({ orderId: created.recordId })) as RampOrder;
  seen.push(order.status);
  for (let polls = 0; !FINAL.has(order.status) && polls < 30; polls += 1) {
    await simulator.clock.advance(POLL_INTERVAL_MS); // in an app: wait POLL_INTERVAL_MS
    order = (await client.ramp.orders.retrieve({ orderId: created.recordId })) as RampOrder;
    if (seen.at(-1) !== order.status) seen.push(order.status);
  }
  // #endregion poll
  log(`Polled: ${seen.join(' -> ')}`);

  return { quote, created, order, seen };
}
