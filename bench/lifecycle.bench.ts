/**
 * The lifecycle of a simulator: `createSimulator()` with the demo seed, `reset()`, and
 * `snapshot()` / `restore()` of a state with 10,000 extra records against one `structuredClone`
 * of the same state, and one `simulator.fetch` of a public route as a yardstick: on a busy
 * machine every figure slows alike, so a time in fetch calls carries to a quiet one. Cases
 * interleave in rounds; figures are medians with the range over rounds.
 *
 * Run alone: `npx tsx --conditions=@payments-platform/source --expose-gc bench/lifecycle.bench.ts`.
 * BENCH_ROUNDS (default 7) tunes it.
 */
import { createSimulator, DEMO, type SimulatorState } from '@payments-platform/simulator';
import { summary } from './stats.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const RECORDS = 10_000;

/** Milliseconds per call of `run`, over `iterations` calls. */
async function time(run: () => unknown, iterations: number): Promise<number> {
  const started = performance.now();
  for (let index = 0; index < iterations; index++) await run();
  return (performance.now() - started) / iterations;
}

const large = createSimulator({ rateLimit: false });
const { store, clock } = large.services;
for (let index = 0; index < RECORDS; index++) {
  const at = new Date(clock.now() - index * 60_000).toISOString();
  store.transactions.insert({
    id: `tx_bench_${String(index).padStart(6, '0')}`,
    appId: DEMO.apps.main.id,
    teamId: DEMO.teams.business.id,
    profileId: DEMO.profiles.bruno.id,
    status: 'completed',
    txs: { main: { hash: `0x${index.toString(16).padStart(64, '0')}`, chainId: 84532, status: 'confirmed' } },
    channel: { slug: 'core', table: 'ch_core_request' },
    token: { symbol: 'USDC', decimals: 6 },
    chain: { id: 84532, name: 'Base Sepolia' },
    detail: { amount: String(index), note: `Invoice ${index}` },
    chainTxHashes: [`0x${index.toString(16).padStart(64, '0')}`],
    createdAt: at,
    updatedAt: at,
  });
}
const state: SimulatorState = large.snapshot();
const demo = createSimulator({ rateLimit: false });

const cases: ReadonlyArray<readonly [string, () => Promise<number>]> = [
  [
    'simulator.fetch GET /v1/maintenance (yardstick)',
    () => time(async () => (await demo.fetch('/v1/maintenance')).arrayBuffer(), 200),
  ],
  ['createSimulator() with the demo seed', () => time(() => createSimulator(), 50)],
  ['reset() of a demo-seeded simulator', () => time(() => demo.reset(), 200)],
  [`snapshot() with ${RECORDS.toLocaleString('en')} extra records`, () => time(() => large.snapshot(), 5)],
  [`restore() of that snapshot`, () => time(() => large.restore(state), 5)],
  ['structuredClone() of that snapshot', () => time(() => structuredClone(state), 5)],
];

for (const [, run] of cases) await run();
const millis = new Map<string, number[]>(cases.map(([name]) => [name, []]));
for (let round = 0; round < ROUNDS; round++) {
  for (let index = 0; index < cases.length; index++) {
    const [name, run] = cases[(index + round) % cases.length] as (typeof cases)[number];
    millis.get(name)?.push(await run());
  }
}

const clone = millis.get('structuredClone() of that snapshot') ?? [];
const yardstick = millis.get('simulator.fetch GET /v1/maintenance (yardstick)') ?? [];
console.log(`${ROUNDS} rounds; medians (min–max).\n`);
console.log('| case | ms per call | in fetch calls | vs one `structuredClone` of the snapshot |');
console.log('| --- | ---: | ---: | ---: |');
for (const [name] of cases) {
  const list = millis.get(name) ?? [];
  const ratios = list.map((value, round) => value / (clone[round] ?? Number.NaN));
  const calls = list.map((value, round) => value / (yardstick[round] ?? Number.NaN));
  console.log(`| ${name} | ${summary(list, 3)} | ${summary(calls, 1)} | ${summary(ratios, 2)}x |`);
}
