/**
 * The simulator at scale: 1,000,000 transactions over 1,000 teams. It reports the heap each
 * transaction holds, `GET /v1/txs/tx-count-today` at 10,000, 100,000 and 1,000,000 transactions
 * (it should not grow with them), and listing one team's 1,000 transactions against serialising
 * the same envelope alone, interleaved in rounds. The listing is timed as the simulator answers
 * it (`simulator.dispatchData`: the JSON text the Node server writes to the socket), and for
 * reference through `simulator.fetch` with the caller's `text()`, beside a bare `Response` read of
 * the same text (the fetch body stream and UTF-8 decode any in-process fetch pays).
 *
 * Run alone: `npx tsx --conditions=@payments-platform/source --expose-gc bench/scale.bench.ts`.
 * BENCH_TRANSACTIONS (default 1,000,000) and BENCH_ROUNDS (default 7) tune it.
 */
import { createSimulator, DEMO, type RequestData } from '@payments-platform/simulator';
import { summary } from './stats.js';

const TOTAL = Number(process.env.BENCH_TRANSACTIONS ?? 1_000_000);
const TEAMS = 1_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const CHECKPOINTS = [10_000, 100_000, 1_000_000].filter((count) => count <= TOTAL);

/** Milliseconds per call of `run`: at least 3 calls and about 200 ms. */
async function time(run: () => unknown): Promise<number> {
  let calls = 0;
  const started = performance.now();
  while (calls < 3 || performance.now() - started < 200) {
    await run();
    calls += 1;
  }
  return (performance.now() - started) / calls;
}

const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
const simulator = createSimulator({ rateLimit: false });
const { store, clock } = simulator.services;
const appHeaders = { 'x-api-key': DEMO.keys.app };
const countToday = async () => {
  const response = await simulator.fetch('/v1/txs/tx-count-today', { headers: appHeaders });
  return (await response.json()) as { data: number };
};

gc();
const heapBefore = process.memoryUsage().heapUsed;
const countTimes: Array<readonly [number, number, number]> = [];
for (let index = 0; index < TOTAL; index++) {
  const team = index % TEAMS;
  const at = new Date(clock.now() - Math.floor(index / 10) * 60_000).toISOString();
  const hash = `0x${index.toString(16).padStart(64, '0')}`;
  store.transactions.insert({
    id: `tx_scale_${index}`,
    appId: DEMO.apps.main.id,
    teamId: team === 0 ? DEMO.teams.business.id : `team_scale_${team}`,
    profileId: null,
    status: 'completed',
    txs: { main: { hash, chainId: 84532, status: 'confirmed' } },
    channel: { slug: 'core' },
    token: { symbol: 'USDC' },
    chain: { id: 84532 },
    detail: { amount: String(index) },
    chainTxHashes: [hash],
    createdAt: at,
    updatedAt: at,
  });
  const count = index + 1;
  if (CHECKPOINTS.includes(count)) {
    if (count === TOTAL) {
      gc();
      const heapAfter = process.memoryUsage().heapUsed;
      console.log(
        `heap per transaction: ${((heapAfter - heapBefore) / TOTAL).toFixed(0)} bytes (${((heapAfter - heapBefore) / 1024 / 1024).toFixed(0)} MiB for ${TOTAL.toLocaleString('en')})`,
      );
    }
    const { data } = await countToday();
    countTimes.push([count, await time(countToday), data]);
  }
}

console.log('\n| transactions | `tx-count-today` ms per call | count |');
console.log('| ---: | ---: | ---: |');
for (const [count, ms, data] of countTimes) {
  console.log(`| ${count.toLocaleString('en')} | ${ms.toFixed(3)} | ${data} |`);
}

const teamHeaders = { 'x-api-key': DEMO.keys.team };
const listUrl = `${simulator.baseUrl}/v1/txs?type=team`;
/** The request as the Node server hands it over: plain data, no fetch objects. */
const listRequest = (): RequestData => ({
  method: 'GET',
  url: listUrl,
  headers: { get: (name) => (name.toLowerCase() === 'x-api-key' ? teamHeaders['x-api-key'] : null) },
  fetchHeaders: () => new Headers(teamHeaders),
  readBody: async () => new Uint8Array(),
});
const answer = async () => {
  const outcome = await simulator.dispatchData(listRequest());
  if (outcome.kind !== 'response' || outcome.response.status !== 200) throw new Error('The list failed');
  return outcome.response.body;
};
const list = async () => {
  const response = await simulator.fetch('/v1/txs?type=team', { headers: teamHeaders });
  return response.text();
};
const text = await list();
if (text !== (await answer())) throw new Error('The two paths answer different bytes');
const envelope = JSON.parse(text) as { data: { count: number } };
const ALONE = 'JSON.stringify of the same envelope';
const cases: ReadonlyArray<readonly [string, () => unknown]> = [
  [`simulator.dispatchData GET /v1/txs?type=team (${envelope.data.count} transactions)`, answer],
  [ALONE, () => JSON.stringify(envelope)],
  ['simulator.fetch of the same list, with the caller’s text()', list],
  ['new Response(the same text).text() alone', () => new Response(text).text()],
];
const millis = new Map<string, number[]>(cases.map(([name]) => [name, []]));
for (let round = 0; round < ROUNDS; round++) {
  for (let index = 0; index < cases.length; index++) {
    const [name, run] = cases[(index + round) % cases.length] as (typeof cases)[number];
    millis.get(name)?.push(await time(run));
  }
}
const alone = millis.get(ALONE) ?? [];
console.log(
  `\nOne team's transactions among ${TOTAL.toLocaleString('en')}; ${ROUNDS} rounds; medians (min–max).\n`,
);
console.log('| case | ms per call | vs serialising alone |');
console.log('| --- | ---: | ---: |');
for (const [name] of cases) {
  const values = millis.get(name) ?? [];
  const ratios = values.map((value, round) => value / (alone[round] ?? Number.NaN));
  console.log(`| ${name} | ${summary(values, 3)} | ${summary(ratios, 1)}x |`);
}
