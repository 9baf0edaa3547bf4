/**
 * The built `payments-simulator` command as an outsider meets it: started on every interface
 * without a token, with the token from the environment or a file, with and without an id seed,
 * with a state file (its modes) and with a state file or fixture file that cannot be read as data.
 */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSimulator, DEMO } from '../src/index.js';
import { BIN, ensureBuiltBin, eventually } from './built-bin.js';

const BUILD_TIMEOUT_MS = 15 * 60_000;

interface Bin {
  readonly child: ChildProcessWithoutNullStreams;
  readonly stdout: () => string;
  readonly stderr: () => string;
  readonly exited: Promise<number | null>;
}

const running: Bin[] = [];
let dir: string;

/** Starts the built bin with `args` and exactly the extra environment given. */
function start(args: readonly string[], env: Record<string, string> = {}): Bin {
  const { PAYMENTS_SIMULATOR_ADMIN_TOKEN: _token, ...inherited } = process.env;
  const child = spawn(process.execPath, [BIN, ...args], {
    env: { ...inherited, NODE_OPTIONS: '', NO_COLOR: '1', ...env },
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    err += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const bin = { child, stdout: () => out, stderr: () => err, exited };
  running.push(bin);
  return bin;
}

/** The URL of the ready line. */
async function ready(bin: Bin): Promise<string> {
  let exited: number | null | undefined;
  void bin.exited.then((code) => {
    exited = code;
  });
  return eventually(
    () => {
      if (exited !== undefined) throw new Error(`exited with ${exited}: ${bin.stdout()} ${bin.stderr()}`);
      return /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(bin.stdout())?.[1];
    },
    15_000,
    'the ready line',
  );
}

const stop = async (bin: Bin) => {
  bin.child.kill('SIGTERM');
  return bin.exited;
};

const json = { 'content-type': 'application/json' };

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'payments-simulator-cli-security-'));
  await ensureBuiltBin();
}, BUILD_TIMEOUT_MS);

afterAll(async () => {
  for (const bin of running) if (bin.child.exitCode === null) bin.child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

describe('payments-simulator on every interface', () => {
  test('without a token it generates one, prints it on the first line and in the inspector link only, and serves no control route without it', async () => {
    const bin = start(['--host', '0.0.0.0', '--port', '0', '--seed', 'demo', '--log', 'off']);
    const url = await ready(bin);
    const first = bin.stdout().split('\n')[0] ?? '';
    expect(first).toContain('bound to 0.0.0.0');
    const token = /admin token ([A-Za-z0-9_-]{20,})/.exec(first)?.[1];
    expect(token).toBeDefined();
    expect(bin.stdout().split(token as string)).toHaveLength(3);
    // The link carries it in the fragment, which no request sends.
    expect(bin.stdout().split('\n')[2]).toBe(`Inspector:   ${url}/_simulator/ui#token=${token}`);
    for (const [method, path, body] of [
      ['GET', '/_simulator/state', undefined],
      ['GET', '/_simulator/clock', undefined],
      ['POST', '/_simulator/reset', '{}'],
      ['POST', '/_simulator/sessions', JSON.stringify({ profileId: DEMO.profiles.bruno.id })],
    ] as const) {
      const response = await fetch(`${url}${path}`, { method, headers: json, ...(body ? { body } : {}) });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(await response.text()).not.toContain(DEMO.keys.app);
    }
    const state = await fetch(`${url}/_simulator/state`, { headers: { authorization: `Bearer ${token}` } });
    expect(state.status).toBe(200);
    expect(await stop(bin)).toBe(0);
  }, 30_000);

  test('the token from the environment or a file is required and never printed', async () => {
    const fromEnvironment = start(['--port', '0', '--seed', 'empty', '--log', 'off'], {
      PAYMENTS_SIMULATOR_ADMIN_TOKEN: 'token-from-environment',
    });
    const tokenFile = join(dir, 'admin-token');
    writeFileSync(tokenFile, 'token-from-file\n', { mode: 0o600 });
    const fromFile = start([
      '--port',
      '0',
      '--seed',
      'empty',
      '--log',
      'off',
      '--admin-token-file',
      tokenFile,
    ]);
    for (const [bin, token] of [
      [fromEnvironment, 'token-from-environment'],
      [fromFile, 'token-from-file'],
    ] as const) {
      const url = await ready(bin);
      expect((await fetch(`${url}/_simulator/clock`)).status).toBe(401);
      expect(
        (await fetch(`${url}/_simulator/clock`, { headers: { authorization: 'Bearer nope' } })).status,
      ).toBe(403);
      expect(
        (await fetch(`${url}/_simulator/clock`, { headers: { authorization: `Bearer ${token}` } })).status,
      ).toBe(200);
      expect(bin.stdout()).not.toContain(token);
      expect(await stop(bin)).toBe(0);
    }
    const missing = start(['--port', '0', '--admin-token-file', join(dir, 'no-such-file')]);
    expect(await missing.exited).toBe(1);
    expect(missing.stderr()).toContain('Cannot read the admin token file');
  }, 30_000);
});

describe('payments-simulator ids and secrets', () => {
  const sessionToken = async (args: readonly string[]) => {
    // A frozen clock: the session's times are the same on every start, only the seed differs.
    const bin = start(['--port', '0', '--log', 'off', '--clock', 'frozen', ...args]);
    const url = await ready(bin);
    const response = await fetch(`${url}/_simulator/sessions`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ profileId: DEMO.profiles.bruno.id }),
    });
    const { data } = (await response.json()) as { data: { token: string } };
    expect(await stop(bin)).toBe(0);
    return data.token;
  };

  test('without --random-seed tokens differ on every start; with one they repeat', async () => {
    const [one, two] = [await sessionToken([]), await sessionToken([])];
    expect(one).not.toBe(two);
    expect(await sessionToken(['--random-seed', '42'])).toBe(await sessionToken(['--random-seed', '42']));
  }, 60_000);

  test('the state file is 0600 in a folder made 0700', async () => {
    const path = join(dir, 'fresh', '.simulator', 'state.json');
    const bin = start(['--port', '0', '--seed', 'empty', '--log', 'off', '--state-file', path]);
    await ready(bin);
    expect(await stop(bin)).toBe(0);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, 'fresh', '.simulator')).mode & 0o777).toBe(0o700);
  }, 30_000);

  test('a state file whose clock is out of range stops the start, names the file and the field, and is left as it was', async () => {
    const path = join(dir, 'far-future.json');
    const content = `${JSON.stringify({ ...createSimulator({ seed: 'empty' }).snapshot(), now: Number.MAX_VALUE })}\n`;
    writeFileSync(path, content);
    const bin = start(['--port', '0', '--state-file', path]);
    expect(await bin.exited).toBe(1);
    expect(bin.stderr()).toContain(`Cannot use the state file ${path}`);
    expect(bin.stderr()).toMatch(/now:/);
    expect(bin.stderr()).not.toContain('Invalid time value');
    expect(readFileSync(path, 'utf8')).toBe(content);
  }, 30_000);

  test('a state file with a module row of the wrong shape stops the start, names the file, the row and the field, and is left as it was', async () => {
    const path = join(dir, 'wrong-row.json');
    const state = createSimulator().snapshot() as unknown as {
      store: Record<string, Array<Record<string, unknown>>>;
    };
    const balance = state.store.balances?.[0] as Record<string, unknown>;
    balance.amount = 1_000_000;
    const content = `${JSON.stringify(state)}\n`;
    writeFileSync(path, content);
    const bin = start(['--port', '0', '--state-file', path]);
    expect(await bin.exited).toBe(1);
    expect(bin.stderr()).toContain(`Cannot use the state file ${path}`);
    expect(bin.stderr()).toMatch(
      /store\.balances\[0\]\.amount: .*expected string, received number \(row "[^"]+"\)/,
    );
    expect(readFileSync(path, 'utf8')).toBe(content);
  }, 30_000);

  test('a fixture file nested too deep names the file and the field', async () => {
    mkdirSync(join(dir, 'fixtures'), { recursive: true });
    const path = join(dir, 'fixtures', 'deep.json');
    const depth = 20_000;
    const content = `{"teams":[{"id":"team_x","app":"app_x","name":"X","metadata":{"deep":${'['.repeat(depth)}${']'.repeat(depth)}}}]}`;
    writeFileSync(path, content);
    const bin = start(['--port', '0', '--seed', 'empty', '--fixtures', path]);
    expect(await bin.exited).toBe(1);
    expect(bin.stderr()).toContain(`The fixture file ${path} is invalid`);
    expect(bin.stderr()).toContain('teams[0].metadata: it is nested deeper than 64 levels');
    expect(bin.stderr()).not.toContain('Maximum call stack');
    expect(readFileSync(path, 'utf8')).toBe(content);
  }, 30_000);
});
