// Makes sure a Chromium is available for the browser tests (MSW `setupWorker` in a real page).
// With a Chromium at CHROMIUM_PATH (default /usr/bin/chromium) it does nothing. Otherwise, as root
// on a Debian-like system, it says what it is about to install and with which commands, then
// installs Debian's `chromium` package with apt-get; anywhere else it stops with a message saying
// how to install one. `--dry-run` prints what it would do and installs nothing.
// Usage: `node scripts/ensure-chromium.mjs [--dry-run]` (the root `npm test` runs it before vitest).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { commandsLine, installRefusal } from './debian-install.mjs';

export const DEFAULT_PATH = '/usr/bin/chromium';
export const INSTALL_COMMANDS = [
  ['apt-get', 'update'],
  ['apt-get', 'install', '-y', '--no-install-recommends', 'chromium'],
];

/**
 * What to do, from the facts of this machine: nothing, stop with a reason, or install (with the
 * announcement printed before any command runs).
 */
export function planOf({ executable, customPath, present, platform, isRoot, debianWithApt }) {
  if (present) return { kind: 'none', message: `ensure-chromium: using ${executable}` };
  if (customPath) return { kind: 'fail', reason: 'CHROMIUM_PATH is set, so nothing is installed' };
  const refusal = installRefusal({ platform, isRoot, debianWithApt });
  if (refusal !== undefined) return { kind: 'fail', reason: refusal };
  return {
    kind: 'install',
    commands: INSTALL_COMMANDS,
    message: [
      `ensure-chromium: no Chromium at ${executable}; the browser tests need one.`,
      "ensure-chromium: installing Debian's `chromium` package and the packages it depends on, as root,",
      commandsLine('ensure-chromium', INSTALL_COMMANDS),
      'ensure-chromium: (with CHROMIUM_PATH set to an existing Chromium or Chrome, nothing is installed)',
    ].join('\n'),
  };
}

function main() {
  const dryRun = process.argv.includes('--dry-run');
  const executable = process.env.CHROMIUM_PATH || DEFAULT_PATH;
  const plan = planOf({
    executable,
    customPath: Boolean(process.env.CHROMIUM_PATH) && process.env.CHROMIUM_PATH !== DEFAULT_PATH,
    present: existsSync(executable),
    platform: process.platform,
    isRoot: typeof process.getuid === 'function' && process.getuid() === 0,
    debianWithApt:
      existsSync('/etc/debian_version') &&
      spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0,
  });

  const fail = (reason) => {
    console.error(
      [
        `ensure-chromium: no Chromium at ${executable} (${reason}).`,
        'The browser tests need one. Either install it, on Debian or Ubuntu as root:',
        `  ${INSTALL_COMMANDS.map((command) => command.join(' ')).join(' && ')}`,
        'or point CHROMIUM_PATH at an existing Chromium or Chrome executable.',
      ].join('\n'),
    );
    process.exit(1);
  };

  if (plan.kind === 'none') {
    if (dryRun) console.log(plan.message);
    return;
  }
  if (plan.kind === 'fail') fail(plan.reason);
  console.log(plan.message);
  if (dryRun) return;
  for (const command of plan.commands) {
    console.log(`ensure-chromium: ${command.join(' ')}`);
    const result = spawnSync(command[0], command.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0)
      fail(`\`${command.join(' ')}\` failed with ${result.error?.message ?? `status ${result.status}`}`);
  }
  if (!existsSync(executable)) fail('the chromium package did not provide it');
  console.log(`ensure-chromium: installed ${executable}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
