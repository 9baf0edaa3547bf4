/**
 * Secrets at rest and state read as data: the state file's mode, folder and temporary file, the
 * clock instant and the rows of a restored state, nesting of states and fixtures, the text log
 * against forged lines and terminal escapes, and the validation proxy against a slow, an inflating
 * and a token-bearing upstream.
 */
import {
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { describeRequest, formatLogJson, formatLogLine, maskSecrets } from '../src/http/request-log.js';
import { createSimulator, DEMO, isFixtureError, parseFixture } from '../src/index.js';
import { createValidationProxy } from '../src/node.js';
import {
  createStateSaver,
  isStateFileError,
  readStateFile,
  restoreStateFile,
  writeFileAtomic,
} from '../src/state-file.js';

const MAX_INSTANT_MS = 8_640_000_000_000_000;

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'payments-simulator-security-'));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const modeOf = (path: string) => statSync(path).mode & 0o777;

describe('the state file', () => {
  test('is 0600 in a folder made 0700, even over a file that was 0644', () => {
    const path = join(dir, 'private', 'nested', 'state.json');
    const saver = createStateSaver(createSimulator(), path);
    saver.flush();
    expect(modeOf(path)).toBe(0o600);
    expect(modeOf(join(dir, 'private', 'nested'))).toBe(0o700);
    expect(modeOf(join(dir, 'private'))).toBe(0o700);

    const open = join(dir, 'open.json');
    writeFileSync(open, '{}', { mode: 0o644 });
    writeFileAtomic(open, '{"a":1}');
    expect(modeOf(open)).toBe(0o600);
    expect(readFileSync(open, 'utf8')).toBe('{"a":1}');
  });

  test('a link planted where the temporary file used to be is never followed', () => {
    const folder = join(dir, 'planted');
    mkdirSync(folder);
    const path = join(folder, 'state.json');
    const victim = join(dir, 'victim.txt');
    writeFileSync(victim, 'keep me');
    // The former temporary name was predictable: the file's name, the process id and `.tmp`.
    symlinkSync(victim, `${path}.${process.pid}.tmp`);
    writeFileAtomic(path, 'the state');
    expect(readFileSync(victim, 'utf8')).toBe('keep me');
    expect(readFileSync(path, 'utf8')).toBe('the state');
    expect(lstatSync(`${path}.${process.pid}.tmp`).isSymbolicLink()).toBe(true);
  });

  test('a state with a clock out of the Date range is refused, names the field and leaves the file as it was', () => {
    const simulator = createSimulator();
    for (const now of [Number.MAX_VALUE, MAX_INSTANT_MS + 1, -MAX_INSTANT_MS - 1, 1.5]) {
      const path = join(dir, `clock-${String(now)}.json`);
      const text = JSON.stringify({ ...simulator.snapshot(), now });
      writeFileSync(path, text);
      const state = readStateFile(path);
      let error: unknown;
      try {
        restoreStateFile(simulator, path, state as NonNullable<typeof state>);
      } catch (caught) {
        error = caught;
      }
      expect(isStateFileError(error)).toBe(true);
      expect((error as Error).message).toContain(path);
      expect((error as Error).message).toMatch(/\bnow:/);
      expect(readFileSync(path, 'utf8')).toBe(text);
    }
    // The simulator kept its clock and still answers timestamped routes.
    expect(simulator.clock.now()).toBe(Date.parse('2025-01-01T00:00:00.000Z'));
  });
});

describe('a restored state', () => {
  const restoreError = (state: unknown) => {
    const simulator = createSimulator();
    const before = JSON.stringify(simulator.snapshot());
    let message = '';
    try {
      simulator.restore(state);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(JSON.stringify(simulator.snapshot())).toBe(before);
    return message;
  };
  const base = () =>
    JSON.parse(JSON.stringify(createSimulator().snapshot())) as Record<string, never> & {
      store: Record<string, Array<Record<string, unknown>>> & { apps: Array<Record<string, unknown>> };
    };

  test('over the control API, an out-of-range clock is a 400 and every route keeps answering', async () => {
    const simulator = createSimulator();
    const response = await simulator.fetch('/_simulator/state', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...simulator.snapshot(), now: Number.MAX_VALUE }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/now:/);
    const created = await simulator.fetch('/_simulator/sessions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ profileId: DEMO.profiles.bruno.id }),
    });
    expect(created.status).toBe(201);
  });

  test('rows are checked against their schema, each failure naming the row and the field', () => {
    const job = base();
    job.store.jobs = [{ id: 'job_1', kind: 'webhooks.deliver', at: 1e300, seq: 1, payload: 'x' }];
    expect(restoreError(job)).toMatch(/store\.jobs\[0\]\.at/);

    const delivery = base();
    delivery.store.webhookDeliveries = [{ id: 'whd_1', appId: 'app_1', event: 'requestPaid', url: 42 }];
    expect(restoreError(delivery)).toMatch(/store\.webhookDeliveries\[0\]\.url/);

    const notRow = base();
    (notRow.store.apps as unknown[]).push('an app');
    expect(restoreError(notRow)).toMatch(/store\.apps\[\d+\]: a row is a JSON object/);

    const badInstant = base();
    const app = badInstant.store.apps[0] as Record<string, unknown>;
    app.createdAt = 'yesterday-ish';
    expect(restoreError(badInstant)).toMatch(/store\.apps\[0\]\.createdAt: not an ISO 8601 instant/);

    const settings = base();
    settings.store.settings = [
      { id: 'platform', maintenance: 'sometimes', gates: { otp: 'open', kyc: 'open' } },
    ];
    expect(restoreError(settings)).toMatch(/store\.settings\[0\]\.maintenance/);
  });

  test('a state nested deeper than the API allows is refused without a stack overflow', () => {
    let deep: unknown = 'leaf';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    const state = base();
    (state.store.apps[0] as Record<string, unknown>).metadata = deep;
    expect(restoreError(state)).toMatch(/nested deeper than/);
  });
});

describe('fixtures', () => {
  test('a fixture nested beyond the limit names the problem instead of overflowing the stack', () => {
    let deep: unknown = {};
    for (let level = 0; level < 100_000; level += 1) deep = { a: deep };
    let error: unknown;
    try {
      parseFixture({ teams: [{ id: 'team_x', app: 'app_x', name: 'X', metadata: { deep } }] });
    } catch (caught) {
      error = caught;
    }
    expect(isFixtureError(error)).toBe(true);
    expect((error as Error).message).toMatch(/teams\[0\]\.metadata: it is nested deeper than 64 levels/);
  });
});

describe('the request log', () => {
  const store = createSimulator().services.store;
  const entryWith = (reason: string, target = '/v1/things') =>
    describeRequest(store, {
      startedAt: Date.parse('2025-01-01T00:00:00Z'),
      method: 'POST',
      target,
      status: 400,
      durationMs: 1,
      apiKey: undefined,
      errorBody: new TextEncoder().encode(
        JSON.stringify({ success: false, error: { code: 'X', message: reason } }),
      ),
    });

  test('a reason can neither forge a line nor reach the terminal with an escape', () => {
    const forged = 'bad\n00:00:00.000 GET    /v1/admin 200 1ms\u001b[2J\u001b]0;owned\u0007\u009b31m\u2028';
    const line = formatLogLine(entryWith(forged), { colour: false });
    expect(line.split('\n')).toHaveLength(1);
    expect(line).not.toMatch(/[\p{Cc}\u2028]/u);
    expect(line).toContain('\\u001b[2J');
    const json = formatLogJson(entryWith(forged));
    expect(json).not.toMatch(/[\p{Cc}\u2028]/u);
    expect((JSON.parse(json) as { reason: string }).reason).toBe(forged);
  });

  test('file tokens are masked in the path and the reason', () => {
    expect(maskSecrets('no file txf_AbC123_secret here')).toBe('no file [redacted] here');
    const entry = entryWith('The file txf_Zz9secret is gone', '/v1/txs/tx_1/files?token=txf_Zz9secret');
    expect(JSON.stringify(entry)).not.toContain('txf_Zz9secret');
  });
});

describe('the validation proxy', () => {
  let upstream: Server;
  let upstreamUrl = '';
  const bomb = gzipSync(Buffer.alloc(64 * 1024 * 1024));
  beforeAll(async () => {
    upstream = createServer((request, response) => {
      request.resume();
      if (request.url?.startsWith('/v1/maintenance')) {
        if (request.url.includes('slow')) return; // never answers
        response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' }).end(bomb);
        return;
      }
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"success":false}');
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    upstream.closeAllConnections();
    await new Promise((resolve) => upstream.close(resolve));
  });

  test('an upstream that does not answer is a 504 after the timeout', async () => {
    const proxy = await createValidationProxy({ upstream: upstreamUrl, log: false, timeoutMs: 200 });
    try {
      const response = await fetch(`${proxy.url}/v1/maintenance?slow=1`);
      expect(response.status).toBe(504);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
        'PROXY_UPSTREAM_TIMEOUT',
      );
    } finally {
      await proxy.close();
    }
  });

  test(`an answer that inflates past the bound is a 502, read no further (${bomb.length} bytes of gzip)`, async () => {
    const proxy = await createValidationProxy({
      upstream: upstreamUrl,
      log: false,
      maxBodyBytes: 1024 * 1024,
    });
    try {
      const response = await fetch(`${proxy.url}/v1/maintenance`);
      expect(response.status).toBe(502);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
        'PROXY_UPSTREAM_TOO_LARGE',
      );
    } finally {
      await proxy.close();
    }
  });

  test('a request body past the bound is a 413', async () => {
    const proxy = await createValidationProxy({ upstream: upstreamUrl, log: false, maxBodyBytes: 1024 });
    try {
      const response = await fetch(`${proxy.url}/v1/teams`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'x'.repeat(4096) }),
      });
      expect(response.status).toBe(413);
    } finally {
      await proxy.close();
    }
  });

  test('an unknown path is reported and logged masked', async () => {
    const lines: string[] = [];
    const proxy = await createValidationProxy({ upstream: upstreamUrl, log: (line) => lines.push(line) });
    try {
      await fetch(`${proxy.url}/v1/reset-password/Xq9LmZ3vT8pR2sW7yK4bN6cD?sk=1`);
      await fetch(`${proxy.url}/v1/keys/${DEMO.keys.app}`);
      const report = await proxy.close();
      const text = `${JSON.stringify(report)}\n${lines.join('\n')}`;
      expect(text).not.toContain('Xq9LmZ3vT8pR2sW7yK4bN6cD');
      expect(text).not.toContain(DEMO.keys.app);
      expect(report.exchanges.map((exchange) => exchange.path)).toEqual([
        '/v1/reset-password/[redacted]',
        '/v1/keys/[redacted]',
      ]);
    } finally {
      await proxy.close();
    }
  });
});
