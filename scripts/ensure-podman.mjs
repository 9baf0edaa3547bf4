// Makes sure Podman can build and run the container image for its test, with no Docker daemon and
// no registry. With `podman` and `runc` on the PATH it installs nothing. Otherwise, as root on a
// Debian-like system, it says what it is about to install and with which commands, then installs
// Debian's `podman` and `runc` packages with apt-get; anywhere else it stops with a message saying
// how to install them. It then writes a `containers.conf` in a temporary folder and prints its
// path: the settings that let Podman run as root in a sandboxed machine (see `CONTAINERS_CONF`).
// Usage: `node scripts/ensure-podman.mjs [--dry-run]`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { commandsLine, installRefusal } from './debian-install.mjs';

export const INSTALL_COMMANDS = [
  ['apt-get', 'update'],
  ['apt-get', 'install', '-y', '--no-install-recommends', 'podman', 'runc'],
];

/**
 * The `containers.conf` the test runs Podman with:
 * - `default_ulimits = []`: Podman otherwise sets RLIMIT_NOFILE / RLIMIT_NPROC in the container,
 *   which a sandbox may refuse (`setrlimit ... Operation not permitted`);
 * - `cgroup_manager = "cgroupfs"` (with `--runtime runc`): a machine with hybrid cgroups (v1
 *   controllers beside a v2 mount), which crun refuses, runs containers with runc this way.
 */
export const CONTAINERS_CONF = `[containers]
default_ulimits = []
[engine]
cgroup_manager = "cgroupfs"
`;

/** The arguments every Podman command of the test starts with. */
export const PODMAN_ARGS = ['--runtime', 'runc'];

/** Whether a command is on the PATH. */
export const hasCommand = (name) =>
  spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;

/**
 * What to do, from the facts of this machine: nothing, stop with a reason, or install (with the
 * announcement printed before any command runs).
 */
export function planOf({ present, platform, isRoot, debianWithApt }) {
  if (present) return { kind: 'none', message: 'ensure-podman: using podman and runc from the PATH' };
  const refusal = installRefusal({ platform, isRoot, debianWithApt });
  if (refusal !== undefined) return { kind: 'fail', reason: refusal };
  return {
    kind: 'install',
    commands: INSTALL_COMMANDS,
    message: [
      'ensure-podman: no podman or runc on the PATH; the container image test needs both.',
      "ensure-podman: installing Debian's `podman` and `runc` packages and what they depend on, as root,",
      commandsLine('ensure-podman', INSTALL_COMMANDS),
    ].join('\n'),
  };
}

/** Writes {@link CONTAINERS_CONF} into a new temporary folder and returns the file's path. */
export function writeContainersConf() {
  const path = join(mkdtempSync(join(tmpdir(), 'payments-podman-')), 'containers.conf');
  writeFileSync(path, CONTAINERS_CONF);
  return path;
}

/** The facts of this machine. */
export function machineFacts() {
  return {
    present: hasCommand('podman') && hasCommand('runc'),
    platform: process.platform,
    isRoot: typeof process.getuid === 'function' && process.getuid() === 0,
    debianWithApt: existsSync('/etc/debian_version') && hasCommand('apt-get'),
  };
}

/**
 * Installs Podman when it is missing and the machine allows it; returns the path of a fresh
 * `containers.conf`. Throws with a message saying how to install them otherwise.
 */
export function ensurePodman({ dryRun = false, log = console.log } = {}) {
  const plan = planOf(machineFacts());
  const failure = (reason) =>
    new Error(
      [
        `ensure-podman: cannot use Podman (${reason}).`,
        'The container image test needs it. On Debian or Ubuntu, as root:',
        `  ${INSTALL_COMMANDS.map((command) => command.join(' ')).join(' && ')}`,
      ].join('\n'),
    );
  if (plan.kind === 'fail') throw failure(plan.reason);
  if (plan.kind === 'install') {
    log(plan.message);
    if (!dryRun) {
      for (const command of plan.commands) {
        log(`ensure-podman: ${command.join(' ')}`);
        const result = spawnSync(command[0], command.slice(1), {
          stdio: 'inherit',
          env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
        });
        if (result.status !== 0) {
          throw failure(
            `\`${command.join(' ')}\` failed with ${result.error?.message ?? `status ${result.status}`}`,
          );
        }
      }
      if (!machineFacts().present) throw failure('the packages did not provide podman and runc');
    }
  }
  return dryRun ? undefined : writeContainersConf();
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const conf = ensurePodman({ dryRun: process.argv.includes('--dry-run') });
    if (conf !== undefined) console.log(`CONTAINERS_CONF=${conf}`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
