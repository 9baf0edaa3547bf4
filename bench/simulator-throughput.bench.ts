/**
 * Throughput of the simulator and the SDK on this machine: requests per second for a key route
 * through `simulator.fetch`, the same through the SDK client, a cursor list over a small and a
 * large table, the cost of creating a simulator, and the heap a simulator holds.
 *
 * Run with `npm run bench -- simulator`; results are recorded in docs/benchmarks.md.
 */
import { createClient } from '@payments-platform/sdk';
import { createSimulator, DEMO } from '@payments-platform/simulator';

const ITERATIONS = 2_000;

async function measure(label: string, run: () => unknown, iterations = ITERATIONS): Promise<void> {
  for (let index = 0; index < Math.min(100, iterations); index++) await run();
  const started = performance.now();
  for (let index = 0; index < iterations; index++) await run();
  const elapsed = performance.now() - started;
  console.log(
    `${label.padEnd(56)} ${(iterations / (elapsed / 1000)).toFixed(0).padStart(7)} op/s  ${((elapsed / iterations) * 1000).toFixed(0).padStart(6)} µs/op`,
  );
}

/** A simulator whose business team has `count` activity entries, and a session of its admin. */
async function withActivity(count: number) {
  const sim = createSimulator({ seed: 'demo', randomSeed: 'bench', rateLimit: false });
  const { store } = sim.services;
  for (let index = 0; index < count; index++) {
    const sequence = String(index + 1).padStart(10, '0');
    const at = new Date(Date.UTC(2024, 0, 1) + index * 1000).toISOString();
    store.activity.insert({
      PK: `TEAM#${DEMO.teams.business.id}`,
      SK: `ACTIVITY#${at}#${sequence}`,
      ActionType: 'TEAM',
      ActionName: 'COUNTRY_ADDED',
      Status: 'SUCCESS',
      TeamId: DEMO.teams.business.id,
      ProfileId: DEMO.profiles.bruno.id,
      CreatedAt: at,
      Details: {},
    });
  }
  const session = (await sim.control.tenancy.createSession({ profileId: DEMO.profiles.bruno.id })).token;
  const headers = { 'x-api-key': DEMO.keys.app, authorization: `Bearer ${session}` };
  const path = `/v1/teams/${DEMO.teams.business.id}/activity?limit=50`;
  return () => sim.fetch(path, { headers });
}

const globalWithGc = globalThis as { gc?: () => void };
globalWithGc.gc?.();
const heapBefore = process.memoryUsage().heapUsed;
const simulator = createSimulator({ seed: 'demo', randomSeed: 'bench', rateLimit: false });
globalWithGc.gc?.();
const heapAfter = process.memoryUsage().heapUsed;

const client = createClient({
  apiKey: DEMO.keys.app,
  baseUrl: simulator.baseUrl,
  fetch: simulator.fetch,
  validation: 'strict',
});

await measure('simulator.fetch GET /v1/maintenance', () => simulator.fetch('/v1/maintenance'));
await measure('simulator.fetch GET /v1/config/countries/banks', () =>
  simulator.fetch('/v1/config/countries/banks?country=MX', { headers: { 'x-api-key': DEMO.keys.app } }),
);
await measure('SDK -> simulator config.countries.banks (strict)', () =>
  client.config.countries.banks({ country: 'MX' }),
);
await measure('SDK -> simulator config.chains.list (strict)', () => client.config.chains.list());
await measure('simulator.fetch team activity, page of 50 of 1,000', await withActivity(1_000));
await measure('simulator.fetch team activity, page of 50 of 100,000', await withActivity(100_000));
await measure(
  'createSimulator() with the demo seed',
  () => createSimulator({ seed: 'demo', randomSeed: 'bench' }),
  200,
);
console.log(
  `heap held by one demo-seeded simulator: ${((heapAfter - heapBefore) / 1024 / 1024).toFixed(1)} MiB`,
);
