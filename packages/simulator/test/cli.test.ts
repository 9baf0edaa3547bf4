/**
 * The `payments-simulator` command: prints its URL and the demo keys, serves, and exits cleanly
 * on SIGTERM and SIGINT.
 */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { DEMO } from '../src/index.js';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');

const run = (args: readonly string[]) =>
  spawn(
    process.execPath,
    ['--conditions=@payments-platform/source', '--import', 'tsx', 'src/cli.ts', ...args],
    {
      cwd: packageDir,
      env: { ...process.env, NODE_OPTIONS: '' },
    },
  );

const firstOutput = (child: ChildProcessWithoutNullStreams) =>
  new Promise<string>((resolve, reject) => {
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('Sessions:') || text.includes('listening on')) {
        setImmediate(() => resolve(text));
      }
    });
    child.on('exit', (code) => reject(new Error(`exited with ${code} before printing: ${text}`)));
  });

const exitOf = (child: ChildProcessWithoutNullStreams) =>
  new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

describe('cli', () => {
  test('prints the URL and the demo keys, serves, and exits 0 on SIGTERM', async () => {
    const child = run(['--port', '0']);
    const exited = exitOf(child);
    const output = await firstOutput(child);
    const url = /http:\/\/127\.0\.0\.1:\d+/.exec(output)?.[0];
    expect(url).toBeDefined();
    expect(output.split('\n')[0]).toContain(`listening on ${url}`);
    expect(output.split('\n').slice(1, 5)).toEqual([
      `API base:    ${url}`,
      `Inspector:   ${url}/_simulator/ui`,
      `Control API: ${url}/_simulator (POST /_simulator/clock/advance {"duration":"2s"}, GET /_simulator/state, ...)`,
      `Health:      ${url}/_simulator/health (no admin token)`,
    ]);
    const root = await fetch(`${url}/`, { redirect: 'manual' });
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/_simulator/ui');
    expect(output).toContain(DEMO.keys.app);
    expect(output).toContain(DEMO.teams.business.id);
    const response = await fetch(`${url}/v1/config/chains`, { headers: { 'x-api-key': DEMO.keys.app } });
    expect(response.status).toBe(200);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 20_000);

  test('--seed empty --environment production --admin-token: the banner without demo data, guarded control routes, SIGINT', async () => {
    const child = run([
      '--port',
      '0',
      '--seed',
      'empty',
      '--environment',
      'production',
      '--admin-token',
      't0k',
    ]);
    const exited = exitOf(child);
    const output = await firstOutput(child);
    const url = /http:\/\/127\.0\.0\.1:\d+/.exec(output)?.[0];
    expect(output.trim().split('\n').slice(1)).toEqual([
      `API base:    ${url}`,
      `Inspector:   ${url}/_simulator/ui (it asks for the admin token)`,
      `Control API: ${url}/_simulator (POST /_simulator/clock/advance {"duration":"2s"}, GET /_simulator/state, ...; send Authorization: Bearer <admin token>)`,
      `Health:      ${url}/_simulator/health (no admin token)`,
    ]);
    expect(output).not.toContain('t0k');
    expect(output).toContain('production, empty seed');
    expect((await fetch(`${url}/_simulator/clock`)).status).toBe(401);
    expect(
      (await fetch(`${url}/_simulator/clock`, { headers: { authorization: 'Bearer t0k' } })).status,
    ).toBe(200);
    child.kill('SIGINT');
    expect(await exited).toBe(0);
  }, 20_000);

  test('an invalid flag exits 2 with the usage', async () => {
    const child = run(['--seed', 'full']);
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    expect(await exitOf(child)).toBe(2);
    expect(stderr).toContain('Invalid --seed full');
    expect(stderr).toContain('Usage: payments-simulator');
  }, 20_000);
});

/** A parent that starts the server and lives until it is killed; `npm` says whether it is npm's. */
const spawnParent = (npm: boolean) => {
  const { npm_command: _, ...env } = process.env;
  return spawn(
    process.execPath,
    [
      '-e',
      `require('node:child_process').spawn(process.execPath, ['--conditions=@payments-platform/source', '--import', 'tsx', 'src/cli.ts', '--port', '0', '--seed', 'empty'], { stdio: ['ignore', 'inherit', 'inherit'] }); setInterval(() => {}, 1000);`,
    ],
    { cwd: packageDir, env: { ...env, NODE_OPTIONS: '', ...(npm ? { npm_command: 'exec' } : {}) } },
  );
};

describe('cli under a parent that does not pass SIGTERM on (npx, npm exec)', () => {
  test('exits, freeing its port, within 2 s of npm’s death', async () => {
    // The parent starts the server as npm does and dies without signalling it, as npm on `kill $!`.
    const parent = spawnParent(true);
    const output = await firstOutput(parent);
    const url = /http:\/\/127\.0\.0\.1:\d+/.exec(output)?.[0] ?? '';
    expect((await fetch(`${url}/`, { redirect: 'manual' })).status).toBe(302);
    parent.kill('SIGKILL');
    const killed = performance.now();
    let free = false;
    while (!free && performance.now() - killed < 5_000) {
      free = await fetch(`${url}/`, { redirect: 'manual' }).then(
        () => false,
        () => true,
      );
      if (!free) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(free).toBe(true);
    expect(performance.now() - killed).toBeLessThan(2_000);
  }, 20_000);
});
