// The registry this project installs from serves only the platform packages of the machines it
// runs on, so `npm install` cannot record the other platforms' optional binaries (esbuild,
// rollup, biome) in package-lock.json, and `npm ci` then refuses the lock file. This script adds
// an entry for each missing optional platform package, with the `os`, `cpu` and `libc` its name
// states, so `npm ci` sees a complete lock file and skips the packages that do not fit the machine.
// Run it after any change to the dependencies: `node scripts/lockfile-platforms.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const OS = [
  'android',
  'darwin',
  'freebsd',
  'linux',
  'win32',
  'openbsd',
  'netbsd',
  'sunos',
  'aix',
  'openharmony',
];
const CPU = ['arm64', 'x64', 'arm', 'ia32', 'ppc64', 'riscv64', 's390x', 'loong64', 'mips64el', 'wasm32'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => OS.includes(part)) ?? (parts.includes('win32') ? 'win32' : undefined);
  const cpu = parts.find((part) => CPU.includes(part)) ?? (parts.includes('arm') ? 'arm' : undefined);
  const libc = parts.includes('musl')
    ? 'musl'
    : parts.includes('gnu') || parts.includes('gnueabihf')
      ? 'glibc'
      : undefined;
  return { os, cpu, libc };
}

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const packages = lock.packages;
let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = path.includes('node_modules/') ? path.slice(0, path.lastIndexOf('node_modules/')) : '';
    const nested = `${path ? `${path}/` : ''}node_modules/${name}`;
    const hoisted = `${base}node_modules/${name}`;
    const top = `node_modules/${name}`;
    if (packages[nested] || packages[hoisted] || packages[top]) continue;
    const { os, cpu, libc } = platformOf(name);
    if (!os && !cpu) continue;
    packages[top] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...(os ? { os: [os] } : {}),
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(libc ? { libc: [libc] } : {}),
    };
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lockfile-platforms: ${added} optional platform entries added`);
