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
  'sdk, zod+ky loaded': '@payments-platform/sdk',
  'core, zod+ky loaded': '@payments-platform/sdk/core',
  openai: 'openai',
  stripe: 'stripe',
} as const;
type Name = keyof typeof contenders;
const names = Object.keys(contenders) as Name[];

/**
 * Contenders imported after the app's own zod and ky: an app that uses zod 4 and ky has loaded
 * them already, so the SDK's import adds only its own modules.
 */
const afterAppDependencies: Partial<Record<Name, true>> = {
  'sdk, zod+ky loaded': true,
  'core, zod+ky loaded': true,
};

/** Milliseconds a fresh process spends importing `specifier`. */
function importTime(specifier: string, preload = false): number {
  const before = preload ? "await import('zod'); await import('zod/mini'); await import('ky'); " : '';
  const script = `${before}const started = performance.now(); await import(${JSON.stringify(specifier)}); console.log(performance.now() - started);`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    encoding: 'utf8',
  });
  return Number(output.trim());
}

const time = (name: Name) => importTime(contenders[name], afterAppDependencies[name] === true);
for (const name of names) time(name);

const times = Object.fromEntries(names.map((name) => [name, [] as number[]])) as Record<Name, number[]>;
for (let round = 0; round < ROUNDS; round++) {
  for (const name of rotated(names, round)) times[name].push(time(name));
}

console.log(`cold import in a fresh node process, ${ROUNDS} interleaved rounds, ms`);
for (const name of names) {
  const ratios = times[name].map((ms, round) => ms / (times.openai[round] as number));
  console.log(
    `${name.padEnd(20)} ${summary(times[name])}  ${median(ratios).toFixed(2)}x openai (${Math.min(...ratios).toFixed(2)} to ${Math.max(...ratios).toFixed(2)})`,
  );
}
