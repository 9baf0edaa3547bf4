/**
 * The built `payments-simulator` command as a dev server: wall clock, timers that fire on their
 * own, the rate limit in real time, the request log, the state file, fixture files, the ready
 * line and the exits. Lifetimes are shortened by fixture so every wait is a second or two.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type BinProcess, DIST_INDEX, ensureBuiltBin, eventually, readyUrl, runBin } from './built-bin.js';

const BUILD_TIMEOUT_MS = 15 * 60_000;

const TEAM = '70000000-0000-4000-8000-000000000001';
const OWNER = '70000000-0000-4000-8000-000000000002';
const WALLET = '0x5e11e70000000000000000000000000000000001';
const KEY = 'sk_sandbox_shop_backend_0123456789';
const WEBHOOK_SECRET = 'whsec_shop_fixture_5ecret';

const FIXTURE = {
  lifetimes: { invitationMs: 1500 },
  apps: [
    { id: 'app_shop', name: 'Shop', webhookUrl: 'http://127.0.0.1:9/hooks', webhookSecret: WEBHOOK_SECRET },
  ],
  keys: [{ id: 'key_shop', app: 'app_shop', key: KEY, name: 'shop backend', permissions: ['WRITE'] }],
  teams: [{ id: TEAM, app: 'app_shop', name: 'Shop Team', isBusiness: true, countries: ['MX'] }],
  users: [
    { id: 'usr_olga', email: 'olga@shop.example', firstName: 'Olga', lastName: 'Owner', country: 'MX' },
  ],
  profiles: [{ id: OWNER, user: 'usr_olga', team: TEAM, role: 'admin' }],
  wallets: [
    {
      id: 'wal_shop',
      address: WALLET,
      team: TEAM,
      profile: OWNER,
      balances: [{ chainId: 84532, token: 'USDC', amount: '125.5' }],
    },
  ],
};

let dir: string;
const running: BinProcess[] = [];

const start = (args: readonly string[]) => {
  const bin = runBin(args);
  running.push(bin);
  return bin;
};

const stop = async (bin: BinProcess, signal: NodeJS.Signals = 'SIGTERM') => {
  bin.child.kill(signal);
  return bin.exited;
};

const data = async <T>(response: Response) => ((await response.json()) as { data: T }).data;

type Row = Record<string, unknown>;
type State = { store: Record<string, Row[]> };

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'payments-simulator-'));
  writeFileSync(join(dir, 'fixture.json'), JSON.stringify(FIXTURE));
  await ensureBuiltBin();
}, BUILD_TIMEOUT_MS);

afterAll(async () => {
  for (const bin of running) if (bin.child.exitCode === null) await stop(bin, 'SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

describe('dev server', () => {
  test('wall clock: the ready line names URL, mode and clock; records are stamped now; an invitation expires on its own; the log holds no secret', async () => {
    const bin = start([
      '--port',
      '0',
      '--seed',
      'empty',
      '--fixtures',
      join(dir, 'fixture.json'),
      '--log',
      'json',
    ]);
    const url = await readyUrl(bin);
    const ready = bin.stdout().split('\n')[0] ?? '';
    expect(ready).toMatch(
      /^Payments Platform simulator listening on http:\/\/127\.0\.0\.1:\d+ \(sandbox, empty seed, clock wall from \d{4}-\d\d-\d\dT[\d:.]+Z, fixtures .*fixture\.json\)$/,
    );
    const startedAt = Date.parse(/clock wall from (\S+?),/.exec(ready)?.[1] ?? '');
    expect(Math.abs(startedAt - Date.now())).toBeLessThan(60_000);

    const clock = await data<{ mode: string; epochMs: number }>(await fetch(`${url}/_simulator/clock`));
    expect(clock.mode).toBe('wall');
    expect(Math.abs(clock.epochMs - Date.now())).toBeLessThan(5_000);
    const app = await data<{ createdAt: string }>(await post(`${url}/_simulator/apps`, { name: 'Fresh' }));
    expect(Math.abs(Date.parse(app.createdAt) - Date.now())).toBeLessThan(5_000);

    const session = await data<{ token: string }>(
      await post(`${url}/_simulator/sessions`, { profileId: OWNER }),
    );
    const auth = { 'x-api-key': KEY, authorization: `Bearer ${session.token}` };
    const created = await post(`${url}/v1/teams/invitations`, { email: 'new.hire@shop.example' }, auth);
    expect(created.status).toBe(201);
    const invitation = await data<{ id: string; status: string; createdAt: string; expiresAt: string }>(
      created,
    );
    expect(invitation.status).toBe('pending');
    expect(Date.parse(invitation.expiresAt) - Date.parse(invitation.createdAt)).toBe(1500);
    expect(Math.abs(Date.parse(invitation.createdAt) - Date.now())).toBeLessThan(5_000);

    const expired = await eventually(
      async () => {
        const state = await data<State>(await fetch(`${url}/_simulator/state`));
        const row = state.store.invitations?.find((item) => item.id === invitation.id);
        return row?.status === 'expired' ? row : undefined;
      },
      6_000,
      'the invitation to expire',
    );
    expect(Date.parse(String(expired.updatedAt))).toBeGreaterThanOrEqual(Date.parse(invitation.expiresAt));

    await fetch(`${url}/v1/config/chains`, { headers: { 'x-api-key': 'sk_sandbox_not_a_key_123' } });
    await fetch(`${url}/_simulator/uploads/upl_secret_token_1?signature=${session.token}`, { method: 'PUT' });
    await fetch(`${url}/v1/teams/invitations`, { headers: auth });
    expect(await stop(bin, 'SIGINT')).toBe(0);

    const output = `${bin.stdout()}\n${bin.stderr()}`;
    for (const secret of [
      KEY,
      session.token,
      WEBHOOK_SECRET,
      'sk_sandbox_not_a_key_123',
      'upl_secret_token_1',
    ]) {
      expect(output).not.toContain(secret);
    }
    const entries = bin
      .stdout()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(
      entries.find((entry) => entry.path === '/v1/teams/invitations' && entry.method === 'POST'),
    ).toEqual({
      time: expect.stringMatching(/Z$/),
      method: 'POST',
      path: '/v1/teams/invitations',
      status: 201,
      durationMs: expect.any(Number),
      code: null,
      keyName: 'shop backend',
      reason: null,
    });
    expect(entries.find((entry) => entry.status === 403)).toMatchObject({
      path: '/v1/config/chains',
      code: 'API_KEY_INVALID',
      keyName: null,
      reason: expect.any(String),
    });
    expect(entries.find((entry) => String(entry.path).startsWith('/_simulator/uploads/'))).toMatchObject({
      path: '/_simulator/uploads/[redacted]?[redacted]',
      status: 404,
    });
  }, 30_000);

  test('text log: one line per request with time, method, path, status, duration, key name, and code and reason of a 4xx', async () => {
    const bin = start(['--port', '0', '--seed', 'empty', '--fixtures', join(dir, 'fixture.json')]);
    const url = await readyUrl(bin);
    await fetch(`${url}/v1/config/chains`, { headers: { 'x-api-key': KEY } });
    await fetch(`${url}/v1/teams/invitations`, { headers: { 'x-api-key': KEY } });
    const lines = await eventually(
      () => {
        const found = bin
          .stdout()
          .split('\n')
          .filter((line) => line.includes('/v1/'));
        return found.length === 2 ? found : undefined;
      },
      5_000,
      'two log lines',
    );
    expect(lines[0]).toMatch(
      /^\d\d:\d\d:\d\d\.\d{3} GET {4}\/v1\/config\/chains 200 [\d.]+ms key="shop backend"$/,
    );
    expect(lines[1]).toMatch(
      /^\d\d:\d\d:\d\d\.\d{3} GET {4}\/v1\/teams\/invitations 4\d\d [\d.]+ms key="shop backend" [A-Z0-9_#-]+ \S.*$/,
    );
    expect(await stop(bin)).toBe(0);
  }, 30_000);

  test('rate limit: 429 after the limit with a true Retry-After, then success again', async () => {
    const bin = start([
      '--port',
      '0',
      '--seed',
      'empty',
      '--fixtures',
      join(dir, 'fixture.json'),
      '--rate-limit',
      '60',
      '--log',
      'off',
    ]);
    const url = await readyUrl(bin);
    const call = () => fetch(`${url}/v1/config/chains`, { headers: { 'x-api-key': KEY } });
    let limited: Response | undefined;
    let allowed = 0;
    for (let index = 0; index < 70 && !limited; index++) {
      const response = await call();
      if (response.status === 429) limited = response;
      else {
        expect(response.status).toBe(200);
        allowed++;
      }
    }
    expect(limited?.status).toBe(429);
    expect(allowed).toBeGreaterThanOrEqual(60);
    const retryAfter = Number(limited?.headers.get('retry-after'));
    expect(retryAfter).toBe(1);
    expect((await call()).status).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000 + 50));
    expect((await call()).status).toBe(200);
    expect(
      bin
        .stdout()
        .split('\n')
        .filter((line) => line.includes('/v1/')),
    ).toEqual([]);
    expect(await stop(bin)).toBe(0);
  }, 30_000);

  test('state file: created at start, saved on change, and a restart keeps apps, keys, users and balances', async () => {
    const stateFile = join(dir, 'nested', 'state.json');
    const first = start([
      '--port',
      '0',
      '--seed',
      'empty',
      '--fixtures',
      join(dir, 'fixture.json'),
      '--state-file',
      stateFile,
    ]);
    const url = await readyUrl(first);
    expect(JSON.parse(readFileSync(stateFile, 'utf8'))).toMatchObject({
      format: 'payments-simulator-state',
      version: 1,
    });
    const app = await data<{ id: string }>(await post(`${url}/_simulator/apps`, { name: 'Kept' }));
    const key = await data<{ key: string }>(
      await post(`${url}/_simulator/api-keys`, { appId: app.id, permissions: ['WRITE'] }),
    );
    await post(`${url}/_simulator/chain/fund`, {
      chainId: 84532,
      address: WALLET,
      token: 'USDC',
      amount: '10',
    });
    await eventually(
      () => (readFileSync(stateFile, 'utf8').includes(app.id) ? true : undefined),
      3_000,
      'the debounced save',
    );
    expect(await stop(first)).toBe(0);
    expect(first.stdout()).toContain('state saved');

    const second = start(['--port', '0', '--seed', 'empty', '--state-file', stateFile]);
    const again = await readyUrl(second);
    expect((await fetch(`${again}/v1/config/chains`, { headers: { 'x-api-key': key.key } })).status).toBe(
      200,
    );
    const state = await data<State>(await fetch(`${again}/_simulator/state`));
    expect(state.store.apps?.map((row) => row.id)).toEqual(expect.arrayContaining(['app_shop', app.id]));
    expect(state.store.users?.map((row) => row.id)).toContain('usr_olga');
    const balances = await data<unknown>(await fetch(`${again}/_simulator/chain/balances?address=${WALLET}`));
    expect(JSON.stringify(balances)).toContain('135500000');
    expect(await stop(second, 'SIGINT')).toBe(0);
  }, 30_000);

  test('a corrupt state file and one of another version stop the start with a message naming the file, untouched', async () => {
    for (const [name, content, message] of [
      ['corrupt.json', '{"format": "payments-simulator-state", "vers', 'is not valid JSON'],
      ['future.json', '{"format":"payments-simulator-state","version":2,"store":{}}', 'has format version 2'],
    ] as const) {
      const path = join(dir, name);
      writeFileSync(path, content);
      const bin = start(['--port', '0', '--state-file', path]);
      expect(await bin.exited).toBe(1);
      const stderr = bin.stderr().trim();
      expect(stderr.split('\n')).toHaveLength(1);
      expect(stderr).toContain(`Cannot use the state file ${path}: it ${message}`);
      expect(stderr).not.toMatch(/\bat .*\.js:\d+/);
      expect(readFileSync(path, 'utf8')).toBe(content);
    }
  }, 30_000);

  test('a bad fixture file stops the start with the path of the bad field', async () => {
    const path = join(dir, 'bad-fixture.json');
    const content = JSON.stringify({
      apps: [{ id: 'app_x', name: 'X' }],
      keys: [{ id: 'key_x', app: 'app_x', key: 'sk_sandbox_x_12345678', permissions: ['WRITE', 'FLY'] }],
    });
    writeFileSync(path, content);
    const bin = start(['--port', '0', '--fixtures', path]);
    expect(await bin.exited).toBe(1);
    expect(bin.stderr()).toContain(`The fixture file ${path} is invalid`);
    expect(bin.stderr()).toContain('keys[0].permissions[1]');
    expect(bin.stderr()).not.toMatch(/\bat .*\.js:\d+/);
    expect(readFileSync(path, 'utf8')).toBe(content);

    const dangling = join(dir, 'dangling-fixture.json');
    writeFileSync(dangling, JSON.stringify({ teams: [{ id: 'team_x', app: 'app_missing', name: 'X' }] }));
    const other = start(['--port', '0', '--fixtures', dangling]);
    expect(await other.exited).toBe(1);
    expect(other.stderr()).toContain('teams[0].app: no app "app_missing"');
  }, 30_000);

  test('a port in use is a one-line error and exit 1', async () => {
    const first = start(['--port', '0', '--seed', 'empty']);
    const url = await readyUrl(first);
    const port = new URL(url).port;
    const second = start(['--port', port, '--seed', 'empty']);
    expect(await second.exited).toBe(1);
    expect(second.stderr().trim().split('\n')).toEqual([
      `payments-simulator: Port ${port} on 127.0.0.1 is already in use; stop what is listening there or pick another with --port (0 picks a free one).`,
    ]);
    expect(await stop(first)).toBe(0);
  }, 30_000);

  test('--clock frozen --start stands still; --help documents every flag', async () => {
    const bin = start([
      '--port',
      '0',
      '--seed',
      'empty',
      '--clock',
      'frozen',
      '--start',
      '2025-03-01T10:00:00Z',
    ]);
    const url = await readyUrl(bin);
    expect(bin.stdout().split('\n')[0]).toContain('clock frozen at 2025-03-01T10:00:00.000Z');
    const clock = await data<unknown>(await fetch(`${url}/_simulator/clock`));
    expect(clock).toEqual({
      now: '2025-03-01T10:00:00.000Z',
      epochMs: Date.parse('2025-03-01T10:00:00Z'),
      mode: 'frozen',
    });
    expect(await stop(bin)).toBe(0);

    const help = start(['--help']);
    expect(await help.exited).toBe(0);
    for (const flag of [
      '--port',
      '--host',
      '--seed',
      '--environment',
      '--clock',
      '--start',
      '--rate-limit',
      '--log',
      '--state-file',
      '--fixtures',
      '--admin-token',
      '--random-seed',
    ]) {
      expect(help.stdout()).toMatch(new RegExp(`payments-simulator .*${flag} `));
    }
  }, 30_000);

  test('a wall-clock simulator with pending timers never keeps a Node process alive', async () => {
    const script = `
      import { createSimulator } from ${JSON.stringify(DIST_INDEX)};
      const simulator = createSimulator({ clock: 'wall', seed: 'empty' });
      simulator.clock.schedule(simulator.clock.now() + 3_600_000, () => {});
      console.log('pending', simulator.clock.pending());
    `;
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
      timeout: 15_000,
    });
    expect(stdout.trim()).toBe('pending 1');
  }, 30_000);
});
