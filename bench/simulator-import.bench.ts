/**
 * Cold import of the simulator against openai-node: a fresh Node process runs
 * `import('@payments-platform/simulator')` (the build: `npm run build` first) or `import('openai')`.
 * Two figures per contender: the whole process (`node -e "import(...)"`, start to exit, as a test
 * runner's worker pays it) and the import alone (timed inside the process). Rounds interleave the
 * contenders in a rotated order; figures are the median and range over rounds. The CPU time the
 * import took (user and system, from `process.cpuUsage()`) is printed beside the wall time: on a
 * machine that other jobs load it varies far less, since it leaves out the time spent waiting for
 * a core. It also lists
 * the packages the import loads, to show that msw and viem are not among them. The contender
 * "simulator, viem and msw" imports both after the simulator: what its import cost when it loaded
 * them eagerly.
 *
 * Run with `npm run bench -- simulator-import`; results are recorded in docs/benchmarks.md.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { median, rotated, summary } from './stats.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
const root = fileURLToPath(new URL('..', import.meta.url));

if (!existsSync(`${root}packages/simulator/dist/index.js`)) {
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}

const contenders = {
  simulator: '@payments-platform/simulator',
  'simulator + createSimulator()': '@payments-platform/simulator',
  'simulator, viem and msw': '@payments-platform/simulator',
  openai: 'openai',
  // The parts of what the simulator's import still loads: zod (the simulator's own entry of it and
  // the one the SDK's contract uses) and the contract.
  zod: 'zod',
  'zod/mini': 'zod/mini',
  'sdk/contract': '@payments-platform/sdk/contract',
} as const;
type Name = keyof typeof contenders;
const names = Object.keys(contenders) as Name[];

/** The whole process, the import alone and the CPU time of the import, in milliseconds. */
function run(name: Name): { process: number; import: number; cpu: number } {
  const create = name === 'simulator + createSimulator()' ? 'm.createSimulator();' : '';
  // What importing the simulator cost when it loaded viem and msw at once.
  const eager =
    name === 'simulator, viem and msw' ? "await import('viem'); await import('msw/core/http');" : '';
  const script = `const cpu = process.cpuUsage(); const started = performance.now(); const m = await import(${JSON.stringify(contenders[name])}); ${eager} ${create} const used = process.cpuUsage(cpu); console.log(performance.now() - started, (used.user + used.system) / 1000);`;
  const started = performance.now();
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    encoding: 'utf8',
  });
  const [alone, cpu] = output.trim().split(' ').map(Number);
  return { process: performance.now() - started, import: alone as number, cpu: cpu as number };
}

/** The packages under node_modules whose files an import loads. */
function packagesLoaded(specifier: string): string[] {
  const directory = mkdtempSync(join(tmpdir(), 'import-hooks-'));
  try {
    writeFileSync(
      join(directory, 'hooks.mjs'),
      `export async function load(url, context, next) {
  const match = /\\/node_modules\\/((?:@[^/]+\\/)?[^/]+)\\//.exec(url);
  if (match) process.stderr.write(match[1] + '\\n');
  return next(url, context);
}`,
    );
    writeFileSync(
      join(directory, 'register.mjs'),
      `import { register } from 'node:module';\nregister('./hooks.mjs', import.meta.url);\n`,
    );
    const result = spawnSync(
      process.execPath,
      [
        '--import',
        join(directory, 'register.mjs'),
        '--input-type=module',
        '-e',
        `await import(${JSON.stringify(specifier)});`,
      ],
      { cwd: root, encoding: 'utf8' },
    );
    return [...new Set(result.stderr.split('\n').filter(Boolean))].sort();
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

for (const name of names) run(name);

const times = Object.fromEntries(
  names.map((name) => [name, { process: [] as number[], import: [] as number[], cpu: [] as number[] }]),
) as Record<Name, { process: number[]; import: number[]; cpu: number[] }>;
for (let round = 0; round < ROUNDS; round++) {
  for (const name of rotated(names, round)) {
    const { process: whole, import: alone, cpu } = run(name);
    times[name].process.push(whole);
    times[name].import.push(alone);
    times[name].cpu.push(cpu);
  }
}

/** Median and range of the per-round ratio of a series to openai-node's. */
const ratio = (series: readonly number[], openai: readonly number[]) => {
  const ratios = series.map((ms, round) => ms / (openai[round] as number));
  return `${median(ratios).toFixed(2)}x (${Math.min(...ratios).toFixed(2)} to ${Math.max(...ratios).toFixed(2)})`;
};

console.log(`cold import in a fresh node process, ${ROUNDS} interleaved rounds, ms`);
console.log(
  'contender                       node -e (whole process)     import alone              import vs openai          import CPU time           CPU vs openai',
);
for (const name of names) {
  console.log(
    `${name.padEnd(31)} ${summary(times[name].process).padEnd(27)} ${summary(times[name].import).padEnd(25)} ${ratio(times[name].import, times.openai.import).padEnd(25)} ${summary(times[name].cpu).padEnd(25)} ${ratio(times[name].cpu, times.openai.cpu)}`,
  );
}
console.log(
  `\npackages loaded by import('@payments-platform/simulator'): ${packagesLoaded(contenders.simulator).join(', ')}`,
);
console.log(
  `packages loaded by import('openai'): ${packagesLoaded('openai').join(', ') || '(none besides openai)'}`,
);
