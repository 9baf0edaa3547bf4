/**
 * Importing the simulator loads neither viem nor msw, nor ky (the SDK's HTTP client, whose import
 * makes Node load its built-in fetch): a fresh Node process imports the source,
 * creates a simulator and answers a request, while a module-load hook records every file under
 * `node_modules` that Node loads. viem comes in only with the signing helpers, which the first
 * request that builds or checks a signature loads.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, expect, test } from 'vitest';

const packageDirectory = fileURLToPath(new URL('..', import.meta.url));
const hookDirectory = mkdtempSync(join(tmpdir(), 'simulator-lazy-'));
afterAll(() => rmSync(hookDirectory, { recursive: true, force: true }));
// The hook runs on its own thread: its lines and the script's are appended to one file at once, in
// the order they happen (stderr writes of two threads may arrive in either order, as on Node 22).
const logFile = join(hookDirectory, 'loaded.log');

writeFileSync(
  join(hookDirectory, 'hooks.mjs'),
  `import { appendFileSync } from 'node:fs';
export async function load(url, context, next) {
  const match = /\\/node_modules\\/((?:@[^/]+\\/)?[^/]+)\\//.exec(url);
  if (match) appendFileSync(${JSON.stringify(logFile)}, 'LOADED ' + match[1] + '\\n');
  return next(url, context);
}
`,
);
writeFileSync(
  join(hookDirectory, 'register.mjs'),
  "import { register } from 'node:module';\nregister('./hooks.mjs', import.meta.url);\n",
);

const source = (path: string) => JSON.stringify(pathToFileURL(join(packageDirectory, path)).href);
const script = `
const { appendFileSync } = await import('node:fs');
const mark = (text) => appendFileSync(${JSON.stringify(logFile)}, 'MARK ' + text + '\\n');
const { createSimulator, DEMO } = await import(${source('src/index.ts')});
const simulator = createSimulator();
const response = await simulator.fetch('/v1/config/chains', { headers: { 'x-api-key': DEMO.keys.app } });
mark('answered ' + response.status);
const { loadSigning } = await import(${source('src/kernel/signing.ts')});
await loadSigning();
mark('signing');
`;

test('a simulator answers without loading viem, msw or ky; the signing helpers bring viem', async () => {
  await promisify(execFile)(
    process.execPath,
    [
      '--import',
      'tsx',
      '--import',
      join(hookDirectory, 'register.mjs'),
      '--conditions=@payments-platform/source',
      '--input-type=module',
      '-e',
      script,
    ],
    { cwd: packageDirectory, encoding: 'utf8' },
  );
  const lines = readFileSync(logFile, 'utf8').split('\n');
  const answered = lines.indexOf('MARK answered 200');
  const signed = lines.indexOf('MARK signing');
  expect(answered).toBeGreaterThan(0);
  expect(signed).toBeGreaterThan(answered);
  const before = lines.slice(0, answered);
  expect(before).toContain('LOADED zod');
  expect(before.filter((line) => /^LOADED (viem|msw|@mswjs\/.*|ox|abitype|ky)$/.test(line))).toEqual([]);
  expect(lines.slice(answered, signed)).toContain('LOADED viem');
}, 60_000);
