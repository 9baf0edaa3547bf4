/**
 * A consumer's strict type check of a small app, ours against openai-node's: a fresh project (in
 * the system's temporary directory) whose `node_modules` is this repository's, so it resolves the
 * built packages (`npm run build` first) and openai as an installed app would, with `strict`,
 * `exactOptionalPropertyTypes`, `noUncheckedIndexedAccess` and `skipLibCheck: false`. Each app
 * creates a client, makes three calls and narrows an error. A third app imports only
 * `createSimulator` (an app that tests against the simulator and never signs), a fourth the
 * simulator and the signing helpers. Rounds run `tsc --noEmit` of each app in a rotated order;
 * figures are the median and range over rounds. One `--extendedDiagnostics` run per app follows, with the
 * files that hold most of the check time in a `--generateTrace` run and the packages with the most
 * files in the program.
 *
 * Run with `npm run bench -- consumer-typecheck`; results are recorded in docs/benchmarks.md.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { median, rotated, summary } from './stats.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const root = fileURLToPath(new URL('..', import.meta.url));
const tsc = join(root, 'node_modules/typescript/bin/tsc');

for (const name of ['sdk', 'signing', 'simulator']) {
  if (!existsSync(join(root, `packages/${name}/dist/types/index.d.ts`))) {
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    break;
  }
}

const apps = {
  sdk: `import { ConflictError, createClient } from '@payments-platform/sdk';

const client = createClient({ apiKey: 'sk_sandbox_example', environment: 'sandbox' });
const { countries } = await client.config.countries.list({ all: true });
const members = await client.teams.members.list();
try {
  await client.teams.invitations.create({ email: 'new@example.com' });
} catch (error) {
  if (error instanceof ConflictError) console.log(error.status, error.code);
  else throw error;
}
console.log(countries.length, members.length);
`,
  openai: `import OpenAI, { APIError } from 'openai';

const client = new OpenAI({ apiKey: 'sk-example' });
const models = await client.models.list();
const completion = await client.chat.completions.create({
  model: 'gpt-4o-mini',
  messages: [{ role: 'user', content: 'Hello' }],
});
try {
  await client.files.retrieve('file-example');
} catch (error) {
  if (error instanceof APIError) console.log(error.status, error.code);
  else throw error;
}
console.log(models.data.length, completion.choices[0]?.message.content);
`,
  simulator: `import { createSimulator } from '@payments-platform/simulator';

const simulator = createSimulator({ randomSeed: 1 });
const response = await simulator.fetch(new URL('/v1/maintenance', simulator.baseUrl));
simulator.clock.advance(1_000);
console.log(response.status);
`,
  'simulator + signing': `import { createClient } from '@payments-platform/sdk';
import { supportedChainIds, verifySponsoredSend } from '@payments-platform/signing';
import { createSimulator, DEMO } from '@payments-platform/simulator';

const simulator = createSimulator({ randomSeed: 1 });
const client = createClient({ apiKey: DEMO.keys.app, baseUrl: simulator.baseUrl, fetch: simulator.fetch });
const { chains } = await client.config.chains.list();
await simulator.control.platform.setFaults({ rules: [{ operationId: 'listChains', status: 503, count: 1 }] });
simulator.clock.advance(1_000);
console.log(chains.length, supportedChainIds.length, typeof verifySponsoredSend);
`,
} as const;
type Name = keyof typeof apps;
const names = Object.keys(apps) as Name[];

const workspace = mkdtempSync(join(tmpdir(), 'consumer-typecheck-'));
const projects = {} as Record<Name, string>;
for (const name of names) {
  const directory = join(workspace, name.replace(/\W+/g, '-'));
  mkdirSync(directory);
  symlinkSync(join(root, 'node_modules'), join(directory, 'node_modules'), 'dir');
  writeFileSync(
    join(directory, 'package.json'),
    JSON.stringify({ name: 'app', private: true, type: 'module' }),
  );
  writeFileSync(
    join(directory, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2022', 'DOM', 'DOM.Iterable'],
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        strict: true,
        exactOptionalPropertyTypes: true,
        noUncheckedIndexedAccess: true,
        skipLibCheck: false,
        noEmit: true,
        types: ['node'],
      },
      files: ['app.ts'],
    }),
  );
  writeFileSync(join(directory, 'app.ts'), apps[name]);
  projects[name] = directory;
}

/** Seconds one `tsc --noEmit` of the app takes, and the errors it prints. */
function check(name: Name, extra: string[] = []): { seconds: number; output: string } {
  const started = performance.now();
  const result = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.json', ...extra], {
    cwd: projects[name],
    encoding: 'utf8',
  });
  return { seconds: (performance.now() - started) / 1000, output: result.stdout + result.stderr };
}

try {
  for (const name of names) {
    const errors = check(name)
      .output.split('\n')
      .filter((line) => line.includes('error TS'));
    console.log(`${name}: ${errors.length} type errors${errors.length ? `, first: ${errors[0]}` : ''}`);
  }

  const times = Object.fromEntries(names.map((name) => [name, [] as number[]])) as Record<Name, number[]>;
  for (let round = 0; round < ROUNDS; round++) {
    for (const name of rotated(names, round)) times[name].push(check(name).seconds);
  }
  console.log(`\nstrict consumer tsc --noEmit (skipLibCheck false), ${ROUNDS} interleaved rounds, s`);
  for (const name of names) {
    const ratios = times[name].map((seconds, round) => seconds / (times.openai[round] as number));
    console.log(
      `${name.padEnd(20)} ${summary(times[name], 2).padEnd(22)} ${median(ratios).toFixed(2)}x openai (${Math.min(...ratios).toFixed(2)} to ${Math.max(...ratios).toFixed(2)})`,
    );
  }

  const wanted =
    /^(Files|Lines of TypeScript|Lines of Definitions|Types|Instantiations|Check time|Total time):/;
  for (const name of names) {
    const diagnostics = check(name, ['--extendedDiagnostics'])
      .output.split('\n')
      .filter((line) => wanted.test(line))
      .map((line) => line.replace(/\s+/g, ' '));
    console.log(`\n${name}: ${diagnostics.join('; ')}`);
    console.log(`  files by package: ${filesByPackage(check(name, ['--listFilesOnly']).output).join(', ')}`);
    const traceDirectory = join(projects[name], 'trace');
    check(name, ['--generateTrace', traceDirectory]);
    console.log(`  check time by file (--generateTrace): ${checkTimeByFile(traceDirectory).join(', ')}`);
  }
} finally {
  rmSync(workspace, { recursive: true, force: true });
}

/** The five files whose checkSourceFile events (begin and end pairs) take longest, in ms. */
function checkTimeByFile(traceDirectory: string): string[] {
  const events = JSON.parse(readFileSync(join(traceDirectory, 'trace.json'), 'utf8')) as Array<{
    name: string;
    ph: string;
    ts: number;
    dur?: number;
    args?: { path?: string };
  }>;
  const durations = new Map<string, number>();
  const open: Array<{ path: string; ts: number }> = [];
  for (const event of events) {
    if (event.name !== 'checkSourceFile') continue;
    const path = (event.args?.path ?? '').replace(/.*node_modules\//, '').replace(/.*\/packages\//, '');
    if (event.ph === 'X') durations.set(path, (durations.get(path) ?? 0) + (event.dur ?? 0));
    else if (event.ph === 'B') open.push({ path, ts: event.ts });
    else if (event.ph === 'E') {
      const begun = open.pop();
      if (begun) durations.set(begun.path, (durations.get(begun.path) ?? 0) + event.ts - begun.ts);
    }
  }
  return [...durations]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([path, microseconds]) => `${path} ${Math.round(microseconds / 1000)} ms`);
}

/** The packages with the most files in the program (the TypeScript libraries as `typescript`). */
function filesByPackage(listing: string): string[] {
  const counts = new Map<string, number>();
  for (const line of listing.split('\n')) {
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(line) ?? /packages\/([^/]+)\//.exec(line);
    if (!match?.[1]) continue;
    counts.set(match[1], (counts.get(match[1]) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([name, count]) => `${name} ${count}`);
}
