/**
 * Per-call overhead over a raw fetch: the SDK, openai-node and stripe-node each call one
 * operation against the same in-process fetch, which answers every request with the same
 * bytes. A raw `fetch` + `response.json()` against that fetch is the baseline; a client's
 * overhead is its time per call minus the baseline's in the same round. Rounds interleave the
 * contenders in a rotated order; figures are the median and range over rounds.
 *
 * Run with `npm run bench -- call-overhead`; results are recorded in docs/benchmarks.md.
 */
import { createClient } from '@payments-platform/sdk';
import OpenAI from 'openai';
import Stripe from 'stripe';
import { median, rotated, summary } from './stats.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
const CALLS_PER_ROUND = 2_000;
const WARMUP_CALLS = 2_000;

/** One body every client accepts: the SDK's success envelope, also a valid model and customer. */
const BODY = new TextEncoder().encode(
  JSON.stringify({ success: true, data: { status: 'ok' }, id: 'cus_1', object: 'customer' }),
);

const inProcessFetch: typeof fetch = async () =>
  new Response(BODY, { status: 200, headers: { 'content-type': 'application/json' } });

const sdk = createClient({ apiKey: 'key', baseUrl: 'http://api.test', fetch: inProcessFetch });
const openai = new OpenAI({ apiKey: 'key', baseURL: 'http://api.test/v1', fetch: inProcessFetch });
const stripe = new Stripe('sk_test_key', { httpClient: Stripe.createFetchHttpClient(inProcessFetch) });

const contenders = {
  'raw fetch': async () => (await inProcessFetch('http://api.test/v1/maintenance')).json(),
  sdk: () => sdk.maintenance.retrieve(),
  openai: () => openai.models.retrieve('gpt-4o'),
  stripe: () => stripe.customers.retrieve('cus_1'),
} as const;
type Name = keyof typeof contenders;
const names = Object.keys(contenders) as Name[];

async function timePerCall(run: () => Promise<unknown>, calls: number): Promise<number> {
  const started = performance.now();
  for (let index = 0; index < calls; index++) await run();
  return ((performance.now() - started) * 1000) / calls;
}

for (const name of names) await timePerCall(contenders[name], WARMUP_CALLS);

const perCall: Record<Name, number[]> = { 'raw fetch': [], sdk: [], openai: [], stripe: [] };
for (let round = 0; round < ROUNDS; round++) {
  for (const name of rotated(names, round))
    perCall[name].push(await timePerCall(contenders[name], CALLS_PER_ROUND));
}

const overhead = (name: Name) =>
  perCall[name].map((micros, round) => micros - (perCall['raw fetch'][round] as number));
console.log(
  `per call over an in-process fetch, ${ROUNDS} interleaved rounds of ${CALLS_PER_ROUND} calls, µs`,
);
console.log(`${'raw fetch'.padEnd(10)} ${summary(perCall['raw fetch'])} per call`);
for (const name of ['sdk', 'openai', 'stripe'] as const) {
  const ratios = overhead(name).map((value, round) => value / (overhead('openai')[round] as number));
  console.log(
    `${name.padEnd(10)} ${summary(perCall[name])} per call, overhead ${summary(overhead(name))}, ${median(ratios).toFixed(2)}x openai's overhead (${Math.min(...ratios).toFixed(2)} to ${Math.max(...ratios).toFixed(2)})`,
  );
}
