// Makes sure a Chromium is available for the browser tests (MSW `setupWorker` in a real page).
// With a Chromium at CHROMIUM_PATH (default /usr/bin/chromium) it does nothing. Otherwise, as root
// on a Debian-like system, it installs Debian's `chromium` package with apt-get; anywhere else it
// stops with a message saying how to install one.
// Usage: `node scripts/ensure-chromium.mjs` (the root `npm test` runs it before vitest).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const DEFAULT_PATH = '/usr/bin/chromium';
const executable = process.env.CHROMIUM_PATH || DEFAULT_PATH;

if (existsSync(executable)) process.exit(0);

const fail = (reason) => {
  console.error(
    [
      `ensure-chromium: no Chromium at ${executable} (${reason}).`,
      'The browser tests need one. Either install it, on Debian or Ubuntu as root:',
      '  apt-get update && apt-get install -y --no-install-recommends chromium',
      'or point CHROMIUM_PATH at an existing Chromium or Chrome executable.',
    ].join('\n'),
  );
  process.exit(1);
};

if (process.env.CHROMIUM_PATH && process.env.CHROMIUM_PATH !== DEFAULT_PATH) {
  fail('CHROMIUM_PATH is set, so nothing is installed');
}
if (process.platform !== 'linux')
  fail(`automatic install only on Debian-like Linux, not ${process.platform}`);
if (typeof process.getuid !== 'function' || process.getuid() !== 0) fail('automatic install needs root');
const hasAptGet = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
if (!hasAptGet || !existsSync('/etc/debian_version')) fail('automatic install needs a Debian-like system');

const run = (args) => {
  console.log(`ensure-chromium: ${args.join(' ')}`);
  const result = spawnSync(args[0], args.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0)
    fail(`\`${args.join(' ')}\` failed with ${result.error?.message ?? `status ${result.status}`}`);
};

run(['apt-get', 'update']);
run(['apt-get', 'install', '-y', '--no-install-recommends', 'chromium']);
if (!existsSync(executable)) fail('the chromium package did not provide it');
console.log(`ensure-chromium: installed ${executable}`);
