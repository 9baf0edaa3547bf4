/**
 * The repository's `Containerfile`: built with Podman (installed by `scripts/ensure-podman.mjs`
 * where missing) on a local Node base (`scripts/container-base.mjs`, as no registry is reached),
 * then driven over HTTP as a team's CI would: health, an API call, a control call with the admin
 * token and one without, the state on the volume, the health check and a clean SIGTERM stop.
 * The base and the image's layers are cached: a run with unchanged packages reuses both.
 */
import { execFile } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ensureBaseImage } from '../../../scripts/container-base.mjs';
import { writeContainerContext } from '../../../scripts/container-context.mjs';
import { ensurePodman, PODMAN_ARGS } from '../../../scripts/ensure-podman.mjs';
import { DEMO } from '../src/index.js';
import { ensureBuiltBin } from './built-bin.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const IMAGE = 'localhost/payments-simulator:test';
const TOKEN = 'container-test-admin-token-0123456789';
const run = promisify(execFile);

let env: NodeJS.ProcessEnv;
const podman = (args: readonly string[], timeout = 60_000) =>
  run('podman', [...PODMAN_ARGS, ...args], { env, timeout, maxBuffer: 64 * 1024 * 1024 });

/** A port free on this machine (the container shares the host's network). */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Polls the container's log until `pattern` shows (the server prints its banner once it listens). */
async function logUntil(name: string, pattern: RegExp): Promise<string> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const { stdout } = await podman(['logs', name]);
    if (pattern.test(stdout)) return stdout;
    const { stdout: state } = await podman(['inspect', name, '--format', '{{.State.Running}}']);
    if (state.trim() !== 'true') throw new Error(`the container stopped:\n${stdout}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error(`the container never printed ${pattern}`);
}

const timings: Record<string, number> = {};
const timed = async <T>(label: string, work: () => Promise<T> | T): Promise<T> => {
  const started = performance.now();
  try {
    return await work();
  } finally {
    timings[label] = Math.round(performance.now() - started);
  }
};

const started: string[] = [];
let dataDir: string;

beforeAll(async () => {
  const conf = await timed('podman', () => ensurePodman({ log: () => undefined }));
  env = { ...process.env, CONTAINERS_CONF: conf };
  const base = await timed('base image', () => ensureBaseImage({ podman: ['podman', ...PODMAN_ARGS], env }));
  await timed('package build', () => ensureBuiltBin());
  const context = mkdtempSync(join(tmpdir(), 'payments-image-'));
  try {
    await timed('pack', () => writeContainerContext(context));
    await timed('image build', () =>
      podman(
        [
          'build',
          '--format',
          'docker',
          '--network=host',
          '--build-arg',
          `BASE=${base}`,
          '-f',
          join(root, 'Containerfile'),
          '-t',
          IMAGE,
          context,
        ],
        540_000,
      ),
    );
  } finally {
    rmSync(context, { recursive: true, force: true });
  }
  dataDir = mkdtempSync(join(tmpdir(), 'payments-image-data-'));
  // The server runs as uid 1000 (the `node` user of the official images).
  chownSync(dataDir, 1000, 1000);
}, 600_000);

afterAll(async () => {
  for (const name of started) await podman(['rm', '-f', name]).catch(() => undefined);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  console.log(`container image test timings (ms): ${JSON.stringify(timings)}`);
}, 60_000);

async function startContainer(options: {
  readonly args?: readonly string[];
  readonly podman?: readonly string[];
}) {
  const name = `payments-simulator-test-${process.pid}-${started.length}`;
  const port = await freePort();
  await podman([
    'run',
    '-d',
    '--name',
    name,
    '--network=host',
    ...(options.podman ?? []),
    IMAGE,
    '--port',
    String(port),
    ...(options.args ?? []),
  ]);
  started.push(name);
  const banner = await logUntil(name, /^Health: /m);
  return { name, url: `http://127.0.0.1:${port}`, banner };
}

describe('container image', () => {
  test('answers health, an API call and a token-guarded control call; keeps its state on the volume; stops on SIGTERM', {
    timeout: 120_000,
  }, async () => {
    const { name, url, banner } = await timed('start', () =>
      startContainer({
        podman: ['-e', `PAYMENTS_SIMULATOR_ADMIN_TOKEN=${TOKEN}`, '-v', `${dataDir}:/data`],
      }),
    );
    expect(banner).toContain('bound to 0.0.0.0');
    expect(banner).not.toContain(TOKEN);

    const health = await fetch(`${url}/_simulator/health`);
    expect(health.status).toBe(200);
    expect(((await health.json()) as { data: { status: string } }).data.status).toBe('ok');

    const chains = await fetch(`${url}/v1/config/chains`, { headers: { 'x-api-key': DEMO.keys.app } });
    expect(chains.status).toBe(200);

    const refused = await fetch(`${url}/_simulator/clock`);
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('ADMIN_TOKEN_REQUIRED');
    const wrong = await fetch(`${url}/_simulator/clock`, { headers: { authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(403);
    const clock = await fetch(`${url}/_simulator/clock`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(clock.status).toBe(200);

    // The image's HEALTHCHECK (Node, no curl) passes.
    await expect(podman(['healthcheck', 'run', name])).resolves.toBeDefined();
    const { stdout: user } = await podman(['inspect', name, '--format', '{{.Config.User}}']);
    expect(user.trim()).toBe('1000:1000');

    await timed('stop', () => podman(['stop', '-t', '10', name]));
    const { stdout: exit } = await podman(['inspect', name, '--format', '{{.State.ExitCode}}']);
    expect(exit.trim()).toBe('0');
    const { stdout: log } = await podman(['logs', name]);
    expect(log).toContain('Received SIGTERM, state saved, shutting down');
    const state = join(dataDir, 'state.json');
    expect(statSync(state).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(state, 'utf8'))).toMatchObject({ format: 'payments-simulator-state' });
  });

  test('takes the admin token from a mounted file, or generates one and prints it', {
    timeout: 60_000,
  }, async () => {
    const secrets = mkdtempSync(join(tmpdir(), 'payments-image-token-'));
    try {
      writeFileSync(join(secrets, 'admin-token'), `${TOKEN}-file\n`);
      chmodSync(join(secrets, 'admin-token'), 0o600);
      chownSync(join(secrets, 'admin-token'), 1000, 1000);
      const fromFile = await startContainer({
        podman: ['-v', `${join(secrets, 'admin-token')}:/run/secrets/admin-token:ro`],
        args: ['--admin-token-file', '/run/secrets/admin-token'],
      });
      const guarded = await fetch(`${fromFile.url}/_simulator/clock`, {
        headers: { authorization: `Bearer ${TOKEN}-file` },
      });
      expect(guarded.status).toBe(200);
      expect((await fetch(`${fromFile.url}/_simulator/clock`)).status).toBe(401);
    } finally {
      rmSync(secrets, { recursive: true, force: true });
    }

    const generated = await startContainer({});
    const token = /admin token (\S+?)\)/.exec(generated.banner)?.[1];
    expect(token).toMatch(/^\S{20,}$/);
    const withToken = await fetch(`${generated.url}/_simulator/clock`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(withToken.status).toBe(200);
  });
});
