// Packs the SDK, signing and simulator packages (built first with `npm run build`) into a folder,
// as `sdk.tgz`, `signing.tgz` and `simulator.tgz`: the build context of the repository's
// `Containerfile`.
// Usage: `node scripts/container-context.mjs [folder]` (default `.container`), then
// `docker build -f Containerfile -t payments-simulator <folder>`.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The packages of the image, by the file name they take in the context. */
export const CONTEXT_PACKAGES = [
  { file: 'sdk.tgz', name: '@payments-platform/sdk', dir: 'sdk' },
  { file: 'signing.tgz', name: '@payments-platform/signing', dir: 'signing' },
  { file: 'simulator.tgz', name: '@payments-platform/simulator', dir: 'simulator' },
];

/** Packs the three packages into `folder` (made when missing) and returns its absolute path. */
export function writeContainerContext(folder = '.container') {
  const target = resolve(root, folder);
  mkdirSync(target, { recursive: true });
  for (const item of CONTEXT_PACKAGES) {
    if (!existsSync(join(root, 'packages', item.dir, 'dist'))) {
      throw new Error(`${item.name} is not built: run \`npm run build\` first.`);
    }
  }
  // One npm run packs the three.
  const output = execFileSync(
    'npm',
    [
      'pack',
      ...CONTEXT_PACKAGES.flatMap((item) => ['--workspace', item.name]),
      '--pack-destination',
      target,
      '--json',
      '--silent',
    ],
    { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 16 * 1024 * 1024 },
  );
  const packed = JSON.parse(output.slice(output.indexOf('[')));
  for (const item of CONTEXT_PACKAGES) {
    const entry = packed.find((candidate) => candidate.name === item.name);
    if (entry === undefined) throw new Error(`npm pack did not pack ${item.name}`);
    rmSync(join(target, item.file), { force: true });
    renameSync(join(target, entry.filename), join(target, item.file));
  }
  return target;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(`Packed the image's packages into ${writeContainerContext(process.argv[2])}`);
}
