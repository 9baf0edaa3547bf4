/**
 * Cold import time: a fresh Node process imports one client package and reports how long the
 * import took (the process start is not counted). The SDK is imported from its build
 * (`npm run build` first), the peers from their packages, as an app would. Rounds interleave
 * the contenders in a rotated order; figures are the median and range over rounds.
 *
 * Run with `npm run bench -- cold-import`; results are recorded in docs/benchmarks.md.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { median, rotated, summary } from './stats.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
const root = fileURLToPath(new URL('..', import.meta.url));

if (!existsSync(`${root}packages/sdk/dist/index.js`)) {
  execFileSync('npm', ['run', 'build', '--workspace', 'packages/sdk'], { cwd: root, stdio: 'inherit' });
}

const contenders = {
  sdk: '@payments-platform/sdk',
  'sdk/core': '@payments-platform/sdk/core',
  openai: 'openai',
  stripe: 'stripe',
} as const;
type Name = keyof typeof contenders;
const names = Object.keys(contenders) as Name[];

/** Milliseconds a fresh process spends importing `specifier`. */
function importTime(specifier: string): number {
  const script = `const started = performance.now(); await import(${JSON.stringify(specifier)}); console.log(performance.now() - started);`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    encoding: 'utf8',
  });
  return Number(output.trim());
}

for (const name of names) importTime(contenders[name]);

const times: Record<Name, number[]> = { sdk: [], 'sdk/core': [], openai: [], stripe: [] };
for (let round = 0; round < ROUNDS; round++) {
  for (const name of rotated(names, round)) times[name].push(importTime(contenders[name]));
}

console.log(`cold import in a fresh node process, ${ROUNDS} interleaved rounds, ms`);
for (const name of names) {
  const ratios = times[name].map((ms, round) => ms / (times.openai[round] as number));
  console.log(
    `${name.padEnd(9)} ${summary(times[name])}  ${median(ratios).toFixed(2)}x openai (${Math.min(...ratios).toFixed(2)} to ${Math.max(...ratios).toFixed(2)})`,
  );
}
