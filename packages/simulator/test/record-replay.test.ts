/**
 * `payments-simulator proxy` as a CI gate and recorder, and `payments-simulator replay`: the proxy
 * exits 1 in front of an upstream that answers a status the contract does not declare and 0 when
 * nothing differs; `--record` writes HAR 1.2 with bodies and no key, token or OTP; `replay` of
 * that session reports nothing against a fresh simulator and the changed shape against one whose
 * `getPaymentRequest` answers another, and `--state-file` keeps the state it leaves.
 */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@payments-platform/sdk';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { HandlerOverrides } from '../src/index.js';
import { DEMO } from '../src/index.js';
import { type SimulatorServer, startServer } from '../src/node.js';
import { type Har, maskedApiKey, toHar } from '../src/proxy/har.js';
import { shapeDifference } from '../src/proxy/replay.js';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');

interface Cli {
  readonly child: ChildProcessWithoutNullStreams;
  readonly stdout: () => string;
  readonly exited: Promise<number | null>;
}

function runCli(args: readonly string[]): Cli {
  const child = spawn(
    process.execPath,
    ['--conditions=@payments-platform/source', '--import', 'tsx', 'src/cli.ts', ...args],
    { cwd: packageDir, env: { ...process.env, NODE_OPTIONS: '', NO_COLOR: '1' } },
  );
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, stdout: () => out, exited };
}

/** Starts `proxy` in front of `upstream` and resolves with its URL once it listens. */
async function startProxy(upstream: string, extra: readonly string[] = []) {
  const cli = runCli(['proxy', '--upstream', upstream, '--port', '0', ...extra]);
  const url = await new Promise<string>((resolve, reject) => {
    cli.child.stdout.on('data', () => {
      const found = /listening on (http:\/\/\S+),/.exec(cli.stdout())?.[1];
      if (found) resolve(found);
    });
    cli.exited.then((code) => reject(new Error(`proxy exited with ${code}: ${cli.stdout()}`)));
  });
  return { ...cli, url };
}

async function stop(cli: Cli): Promise<number | null> {
  cli.child.kill('SIGTERM');
  return cli.exited;
}

let work: string;
const servers: SimulatorServer[] = [];

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'payments-replay-'));
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  rmSync(work, { recursive: true, force: true });
});

const serve = async (options: Parameters<typeof startServer>[0] = {}) => {
  const server = await startServer({ port: 0, seed: 'demo', randomSeed: 'record-replay', ...options });
  servers.push(server);
  return server;
};

describe('proxy as a gate', () => {
  test('exits 1 when the upstream answers a status the contract does not declare, 0 with that kind allowed', {
    timeout: 60_000,
  }, async () => {
    const upstream = await serve();
    await upstream.simulator.control.platform.setFaults({
      rules: [{ operationId: 'getMaintenance', status: 451 }],
    });
    const [strict, lenient] = await Promise.all([
      startProxy(upstream.url),
      startProxy(upstream.url, ['--allow', 'undocumented-status', '--allow', 'unknown-error-code']),
    ]);
    for (const proxy of [strict, lenient]) {
      const response = await fetch(`${proxy.url}/v1/maintenance`, {
        headers: { 'x-api-key': DEMO.keys.app },
      });
      expect(response.status).toBe(451);
    }
    expect(await stop(strict)).toBe(1);
    expect(strict.stdout()).toContain('undocumented-status');
    expect(strict.stdout()).toContain('Differences found: exit status 1.');
    expect(await stop(lenient)).toBe(0);
  });

  test('error: an unknown --allow kind is a usage error (exit 2)', { timeout: 30_000 }, async () => {
    const cli = runCli(['proxy', '--upstream', 'http://127.0.0.1:9', '--allow', 'everything']);
    expect(await cli.exited).toBe(2);
    expect(cli.stdout()).toContain('Invalid --allow "everything"');
  });
});

describe('record and replay', () => {
  let harFile: string;
  let har: Har;
  let session = '';
  let otp = '';

  beforeAll(async () => {
    const upstream = await serve();
    harFile = join(work, 'session.har');
    const proxy = await startProxy(upstream.url, ['--record', harFile]);
    // An OTP login, a payment request created and read back, all through the proxy.
    const client = createClient({ apiKey: DEMO.keys.profileWrite, baseUrl: proxy.url, maxRetries: 0 });
    const login = await client.auth.login({ email: 'bruno@example.com' });
    const outbox = (await (await fetch(`${proxy.url}/_simulator/outbox?to=bruno%40example.com`)).json()) as {
      data: { messages: { otp?: string }[] };
    };
    otp = outbox.data.messages.at(-1)?.otp ?? '';
    const verified = await login.verify(otp, { profileId: DEMO.profiles.bruno.id });
    session = verified.session;
    const created = await client.core.requests.create({
      targetAddress: DEMO.wallets.business,
      amount: 25,
      channelParams: { customId: 'order-7' },
    });
    const read = await client.core.requests.retrieve({ id: created.id });
    expect(read.tx).toBeDefined();
    expect(await stop(proxy)).toBe(0);
    har = JSON.parse(readFileSync(harFile, 'utf8')) as Har;
  }, 60_000);

  test('the HAR is 1.2 with request and response bodies, private, and holds no key, token or OTP', () => {
    expect(statSync(harFile).mode & 0o777).toBe(0o600);
    expect(har.log.version).toBe('1.2');
    const create = har.log.entries.find(
      (entry) =>
        entry.request.method === 'POST' && entry.request.url.endsWith('/channel/core/request/create'),
    );
    expect(JSON.parse(create?.request.postData?.text ?? '{}')).toMatchObject({ amount: 25 });
    expect(JSON.parse(create?.response.content.text ?? '{}')).toMatchObject({ success: true });
    const text = readFileSync(harFile, 'utf8');
    expect(otp).toMatch(/^\d{6,}$/);
    expect(session.length).toBeGreaterThan(10);
    for (const secret of [DEMO.keys.profileWrite, session, otp]) expect(text).not.toContain(secret);
    expect(text).toContain(maskedApiKey(DEMO.keys.profileWrite));
    expect(text).toMatch(/\[masked otp 1\]/);
    expect(text).toMatch(/Bearer \[masked token \d+\]/);
  });

  test('replay against a fresh simulator reports no difference and keeps the state (exit 0)', {
    timeout: 60_000,
  }, async () => {
    const stateFile = join(work, 'replayed-state.json');
    const cli = runCli(['replay', harFile, '--state-file', stateFile]);
    expect(await cli.exited, cli.stdout()).toBe(0);
    expect(cli.stdout()).toContain(`Replayed ${har.log.entries.length} exchanges: 0 with differences.`);
    expect(statSync(stateFile).mode & 0o777).toBe(0o600);
    const state = readFileSync(stateFile, 'utf8');
    expect(state).toContain('order-7');
  });

  test('replay against a simulator whose getPaymentRequest answers another shape reports it (exit 1)', {
    timeout: 60_000,
  }, async () => {
    const changedServer = () =>
      serve({
        validateResponses: false,
        handlers: { getPaymentRequest: () => ({ request: 'elsewhere' }) } as unknown as HandlerOverrides,
      });
    const changed = await changedServer();
    const cli = runCli(['replay', harFile, '--against', changed.url]);
    expect(await cli.exited).toBe(1);
    expect(cli.stdout()).toMatch(/DIFF GET \/channel\/core\/request\/\S+ 200: shape: body\.data: missing/);
    expect(cli.stdout()).toContain('Replayed');
    // A replay sends the OTP again: the next one goes to a server of its own.
    const allowed = runCli(['replay', harFile, '--against', (await changedServer()).url, '--allow', 'shape']);
    expect(await allowed.exited, allowed.stdout()).toBe(0);
  });
});

describe('HAR masking and shape comparison', () => {
  test('signed-URL tokens, webhook secrets and cookies are masked wherever they appear', () => {
    const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
    const har = toHar(
      [
        {
          startedAt: new Date(0),
          durationMs: 3,
          method: 'POST',
          url: 'http://upstream.test/_simulator/apps',
          requestHeaders: new Headers({ 'content-type': 'application/json', cookie: 'sid=cookie-secret-1' }),
          requestBody: bytes({ name: 'Shop' }),
          status: 201,
          responseHeaders: new Headers({ 'content-type': 'application/json' }),
          responseBody: bytes({
            data: {
              webhookSecret: 'whsec_abcdef123456',
              uploadUrl: 'http://upstream.test/_simulator/uploads/u1?token=signed-abc-123&expires=9',
              note: 'the secret is whsec_abcdef123456',
            },
          }),
        },
      ],
      { name: 'test', version: '0' },
    );
    const text = JSON.stringify(har);
    for (const secret of ['whsec_abcdef123456', 'signed-abc-123', 'cookie-secret-1']) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('expires=9');
  });

  test('shapeDifference names missing and extra keys and changed types; null matches anything', () => {
    expect(shapeDifference({ a: 1, b: [{ c: 'x' }] }, { a: 2, b: [{ c: 'y' }] })).toBeNull();
    expect(shapeDifference({ a: 1 }, { b: 1 })).toBe('body: missing a; extra b');
    expect(shapeDifference({ a: 1 }, { a: '1' })).toBe('body.a: string where the recording had number');
    expect(shapeDifference({ a: null }, { a: 'set' })).toBeNull();
  });
});
