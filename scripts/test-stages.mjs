// The stages of `npm test`, run one after another, each timed: the first that fails stops the run
// with its status. At the end (or at the failure) a table says how long each stage took, which is
// where docs/benchmarks.md takes the stage times of a clean-clone CI run from.
// Usage: `node scripts/test-stages.mjs` (what `npm test` runs, on Node 24 through with-node.mjs).
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/** The stages, in order: a name and a shell command. */
export const STAGES = [
  { name: 'lint', command: 'npm run lint' },
  { name: 'typecheck', command: 'npm run typecheck' },
  { name: 'build', command: 'npm run build' },
  { name: 'chromium', command: 'node scripts/ensure-chromium.mjs' },
  { name: 'vitest', command: 'vitest run', env: { PAYMENTS_SKIP_TYPECHECK: '1' } },
  { name: 'packages', command: 'npm run check:built' },
  { name: 'consumer', command: 'node test/consumer/run.mjs' },
];

/** Runs one stage; resolves to its exit status. */
function runStage({ command, env = {} }) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', () => resolve(127));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/** The summary table of the stages run so far. */
export function summary(times) {
  const total = times.reduce((sum, { seconds }) => sum + seconds, 0);
  const rows = [...times, { name: 'total', seconds: total }];
  return rows.map(
    ({ name, seconds }) => `test-stages: ${name.padEnd(10)} ${seconds.toFixed(1).padStart(7)} s`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const times = [];
  let status = 0;
  for (const stage of STAGES) {
    const started = performance.now();
    status = await runStage(stage);
    times.push({ name: stage.name, seconds: (performance.now() - started) / 1000 });
    if (status !== 0) {
      console.error(`test-stages: ${stage.name} failed (${stage.command}, exit ${status})`);
      break;
    }
  }
  console.log(summary(times).join('\n'));
  process.exit(status);
}
