/**
 * Throughput of the simulator and the SDK on this machine: requests per second for a key route
 * through `simulator.fetch`, the same through the SDK client, and the heap a simulator holds.
 *
 * Run with `npm run bench`; results are recorded in docs/benchmarks.md.
 */
import { createClient } from '@payments-platform/sdk';
import { createSimulator, DEMO } from '@payments-platform/simulator';

const ITERATIONS = 2_000;

async function measure(label: string, run: () => Promise<unknown>): Promise<void> {
  for (let index = 0; index < 100; index++) await run();
  const started = performance.now();
  for (let index = 0; index < ITERATIONS; index++) await run();
  const elapsed = performance.now() - started;
  console.log(
    `${label.padEnd(48)} ${(ITERATIONS / (elapsed / 1000)).toFixed(0).padStart(7)} req/s  ${((elapsed / ITERATIONS) * 1000).toFixed(0).padStart(6)} µs/req`,
  );
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
console.log(
  `heap held by one demo-seeded simulator: ${((heapAfter - heapBefore) / 1024 / 1024).toFixed(1)} MiB`,
);
