/**
 * The long reliability run: `npm run reliability [-- <requests> <seed>]` sends random sequences
 * and parallel batches of requests to an in-process simulator and checks the invariants of
 * docs/reliability.md after every step. Prints the figures; exits 1 on a broken invariant.
 */
import { runReliability } from '../packages/simulator/test/reliability/model.js';

const requests = Number(process.argv[2] ?? 200_000);
const seed = Number(process.argv[3] ?? 20_251_125);
const started = performance.now();
try {
  const figures = await runReliability({ seed, minRequests: requests });
  const seconds = (performance.now() - started) / 1000;
  console.log(JSON.stringify({ seed, ...figures, seconds: Number(seconds.toFixed(1)) }, null, 2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
