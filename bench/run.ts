/**
 * Runs the benchmarks: every `bench/*.bench.ts`, one child process each, one after the other so
 * they never share the machine. `npm run bench` runs all; `npm run bench -- bundle overhead`
 * runs the files whose name contains one of the words.
 *
 * A benchmark is a file that prints its figures; add one by adding `bench/<name>.bench.ts`.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const benchDirectory = fileURLToPath(new URL('.', import.meta.url));
const filters = process.argv.slice(2);
const files = readdirSync(benchDirectory)
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => filters.length === 0 || filters.some((filter) => name.includes(filter)))
  .sort();

if (files.length === 0) {
  console.error(`No benchmark matches ${filters.join(', ')}`);
  process.exit(1);
}

let failed = 0;
for (const file of files) {
  console.log(`\n## ${file}\n`);
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--conditions=@payments-platform/source', '--expose-gc', file],
    { cwd: benchDirectory, stdio: 'inherit' },
  );
  if (result.status !== 0) {
    failed++;
    console.error(`${file} failed with status ${result.status}`);
  }
}
process.exit(failed === 0 ? 0 : 1);
