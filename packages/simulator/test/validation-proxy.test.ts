/**
 * The validation proxy in front of a second simulator: a clean flow through the SDK reports
 * nothing; responses altered by test handlers (with `validateResponses: false`) and by fault
 * rules are reported, each with its kind; an extra field is not a difference. The
 * `payments-simulator proxy` command prints one line per exchange, never a key, and writes the
 * report at exit.
 */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@payments-platform/sdk';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { HandlerOverrides } from '../src/index.js';
import {
  createValidationProxy,
  type SimulatorServer,
  startServer,
  type ValidationProxy,
  type ValidationReport,
} from '../src/node.js';

const BASE_SEPOLIA = 84532;
/** A fixed key of a test customer wallet: never use it for anything real. */
const CUSTOMER_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';

/** Responses that depart from the contract, let through by `validateResponses: false`. */
const alteredHandlers = {
  // An extra field: allowed, the response schemas are open.
  getMaintenance: () => ({ status: 'ok', region: 'eu-west' }),
  // A missing field: `available` is required.
  checkUsernameAvailability: () => ({}),
  // A wrong type: `chains` is an array.
  listChains: () => ({ chains: 'none' }),
} as unknown as HandlerOverrides;

describe('validation proxy', () => {
  let upstream: SimulatorServer;
  let proxy: ValidationProxy;
  let apiKey = '';
  const lines: string[] = [];

  beforeAll(async () => {
    upstream = await startServer({
      port: 0,
      seed: 'demo',
      randomSeed: 'validation-proxy',
      validateResponses: false,
      handlers: alteredHandlers,
    });
    proxy = await createValidationProxy({ upstream: upstream.url, log: (line) => lines.push(line) });
    const app = await upstream.simulator.control.tenancy.createApp({ name: 'Proxy checks' });
    apiKey = (
      await upstream.simulator.control.tenancy.createApiKey({
        appId: app.id,
        permissions: ['WRITE', 'EMAIL'],
      })
    ).key;
  });

  afterAll(async () => {
    await proxy?.close();
    await upstream?.close();
  });

  afterEach(async () => {
    await upstream.simulator.control.platform.setFaults({ rules: [] });
  });

  /** The differences of the exchanges made by `run`. */
  async function differencesOf(run: () => Promise<unknown>) {
    const before = proxy.report();
    await run();
    const after = proxy.report();
    return {
      exchanges: after.exchanges.slice(before.exchanges.length),
      checked: after.checked - before.checked,
    };
  }

  const get = (path: string, headers: Record<string, string> = { 'x-api-key': apiKey }) =>
    fetch(`${proxy.url}${path}`, { headers });

  test('clean flow: onboarding, login, invitations and a paid request report nothing', async () => {
    const { exchanges, checked } = await differencesOf(async () => {
      const client = createClient({ apiKey, baseUrl: proxy.url, validation: 'strict' });
      await client.config.countries.list();
      const signUp = await client.auth.onboard({
        email: 'ada@example.org',
        firstName: 'Ada',
        lastName: 'Lovelace',
        username: 'ada_l',
        country: 'MX',
        isBusiness: true,
        businessName: 'Analytical Engines',
        termsOfService: true,
      });
      const login = await client.auth.login({ email: 'ada@example.org' });
      const code =
        (await upstream.simulator.control.platform.outbox({ to: 'ada@example.org' })).messages.at(-1)?.otp ??
        '';
      await login.verify(code, { profileId: signUp.profile.id });
      const { wallets } = await client.profile.retrieve();
      await client.teams.invitations.create({ email: 'charles@example.org', role: 'analyst' });
      // A documented error is no difference.
      await expect(client.teams.invitations.create({ email: 'ada@example.org' })).rejects.toMatchObject({
        status: 409,
      });
      await client.teams.members.list();
      const request = await client.core.requests.create({
        targetAddress: (wallets[0] as { address: string }).address,
        amount: 25,
        channelParams: { customId: 'order-1' },
      });
      const customer = privateKeyToAccount(CUSTOMER_KEY);
      await upstream.simulator.control.chain.fund({
        chainId: BASE_SEPOLIA,
        address: customer.address,
        token: 'USDC',
        amount: '100',
      });
      await upstream.simulator.control.chain.fund({
        chainId: BASE_SEPOLIA,
        address: customer.address,
        amount: '0.01',
      });
      await client.core.requests.pay({
        id: request.id,
        sender: customer.address,
        chain: 'base-sepolia',
        token: 'USDC',
      });
      await upstream.simulator.clock.advance(2000);
      const settled = await client.core.requests.retrieve({ id: request.id });
      expect(settled.tx.status).toBeDefined();
    });
    expect(checked).toBeGreaterThanOrEqual(10);
    expect(exchanges).toEqual([]);
  });

  test('an extra field in data is no difference', async () => {
    const { exchanges, checked } = await differencesOf(async () => {
      const response = await get('/v1/maintenance', {});
      expect(await response.json()).toEqual({ success: true, data: { status: 'ok', region: 'eu-west' } });
    });
    expect(checked).toBe(1);
    expect(exchanges).toEqual([]);
    expect(lines.at(-1)).toBe('ok   200 GET /v1/maintenance (getMaintenance)');
  });

  test('a missing field is reported as invalid data', async () => {
    const { exchanges } = await differencesOf(() => get('/v1/config/username?username=someone'));
    expect(exchanges).toHaveLength(1);
    expect(exchanges[0]?.operationId).toBe('checkUsernameAvailability');
    expect(exchanges[0]?.differences).toEqual([
      { side: 'response', kind: 'invalid-data', message: expect.stringMatching(/^data\.available: /) },
    ]);
    expect(lines.at(-1)).toMatch(
      /^DIFF 200 GET \/v1\/config\/username \(checkUsernameAvailability\): response invalid-data: data\.available/,
    );
  });

  test('a wrong type is reported as invalid data', async () => {
    const { exchanges } = await differencesOf(() => get('/v1/config/chains'));
    expect(exchanges[0]?.differences).toEqual([
      {
        side: 'response',
        kind: 'invalid-data',
        message: expect.stringMatching(/^data\.chains: .*expected array/),
      },
    ]);
  });

  test('an undocumented status is reported', async () => {
    await upstream.simulator.control.platform.setFaults({
      rules: [{ operationId: 'listTokens', status: 418, code: 'SIMULATED_FAULT' }],
    });
    const { exchanges } = await differencesOf(() => get('/v1/config/chains/tokens'));
    expect(exchanges[0]?.status).toBe(418);
    expect(exchanges[0]?.differences).toEqual([
      {
        side: 'response',
        kind: 'undocumented-status',
        message: '418 is not among the statuses listTokens documents',
      },
      {
        side: 'response',
        kind: 'unknown-error-code',
        message: 'SIMULATED_FAULT is neither a code of listTokens nor a platform code',
      },
    ]);
  });

  test('an unknown error code with a documented status is reported', async () => {
    await upstream.simulator.control.platform.setFaults({
      rules: [{ operationId: 'listTokens', status: 503, code: 'TOKENS_WOBBLING' }],
    });
    const { exchanges } = await differencesOf(() => get('/v1/config/chains/tokens'));
    expect(exchanges[0]?.differences).toEqual([
      {
        side: 'response',
        kind: 'unknown-error-code',
        message: 'TOKENS_WOBBLING is neither a code of listTokens nor a platform code',
      },
    ]);
  });

  test('request side: a missing key, an invalid query and an unknown route are reported', async () => {
    const { exchanges } = await differencesOf(async () => {
      await get('/v1/config/chains/tokens', {});
      await get('/v1/config/username?username=ab');
      await get('/v1/no-such-route');
    });
    expect(exchanges.map((exchange) => exchange.differences.map((difference) => difference.kind))).toEqual([
      ['missing-auth'],
      ['invalid-query'],
      ['unknown-route'],
    ]);
    expect(exchanges[0]?.differences[0]?.message).toBe('x-api-key header missing (route auth: Key)');
    // The platform answered each with a documented platform error: no response difference.
    expect(exchanges.map((exchange) => exchange.status)).toEqual([403, 400, 404]);
  });

  test('the report sums up the exchanges and counts each kind', () => {
    const report: ValidationReport = proxy.report();
    expect(report.upstream).toBe(upstream.url);
    expect(report.byKind['invalid-data']).toBe(2);
    expect(report.byKind['unknown-error-code']).toBe(2);
    expect(report.byKind['undocumented-status']).toBe(1);
    expect(report.withDifferences).toBe(report.exchanges.length);
    expect(report.operations.getMaintenance).toBe(1);
    expect(JSON.stringify(report)).not.toContain(apiKey);
    expect(lines.join('\n')).not.toContain(apiKey);
  });

  test('an unreachable upstream answers 502 and is reported', async () => {
    const closed = await startServer({ port: 0 });
    const url = closed.url;
    await closed.close();
    const lonely = await createValidationProxy({ upstream: url, log: false });
    try {
      const response = await fetch(`${lonely.url}/v1/maintenance`);
      expect(response.status).toBe(502);
      expect(await response.json()).toMatchObject({ error: { code: 'PROXY_UPSTREAM_UNREACHABLE' } });
    } finally {
      const report = await lonely.close();
      expect(report.byKind).toEqual({ 'upstream-error': 1 });
    }
  });
});

describe('payments-simulator proxy', () => {
  const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');

  const outputUntil = (child: ChildProcessWithoutNullStreams, marker: string) =>
    new Promise<string>((resolve, reject) => {
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => {
        text += chunk.toString();
        if (text.includes(marker)) resolve(text);
      });
      child.on('exit', (code) => reject(new Error(`exited with ${code}: ${text}`)));
    });

  const runCli = (args: readonly string[]) =>
    spawn(
      process.execPath,
      ['--conditions=@payments-platform/source', '--import', 'tsx', 'src/cli.ts', ...args],
      {
        cwd: packageDir,
        env: { ...process.env, NODE_OPTIONS: '' },
      },
    );

  test('refuses a bad --timeout or --max-body with the flag named and exit code 2', async () => {
    const cases = [
      ['--timeout', 'soon', /Invalid --timeout "soon": a whole number of milliseconds/],
      ['--max-body', '5xb', /Invalid --max-body "5xb": a whole number of bytes/],
    ] as const;
    await Promise.all(
      cases.map(async ([flag, value, message]) => {
        const child = runCli(['proxy', '--upstream', 'http://127.0.0.1:9', flag, value]);
        let stderr = '';
        child.stderr.on('data', (chunk: Buffer) => {
          stderr += chunk.toString();
        });
        let stdout = '';
        child.stdout.on('data', (chunk: Buffer) => {
          stdout += chunk.toString();
        });
        const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
        expect(code, flag).toBe(2);
        expect(stderr).toMatch(message);
        expect(stderr).toContain('Usage: payments-simulator proxy');
        expect(stdout).toBe('');
      }),
    );
  }, 30_000);

  test('--timeout answers 504 when the upstream is silent and --max-body 413 past the bound', async () => {
    // An upstream that reads requests and never answers.
    const silent: Server = createServer((request) => {
      request.resume();
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const child = runCli([
      'proxy',
      '--upstream',
      `http://127.0.0.1:${(silent.address() as AddressInfo).port}`,
      '--port',
      '0',
      '--timeout',
      '300',
      '--max-body',
      '1kb',
    ]);
    try {
      const started = await outputUntil(child, 'forwarding to');
      const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(started)?.[1];
      const late = await fetch(`${url}/v1/maintenance`);
      expect(late.status).toBe(504);
      expect(await late.json()).toMatchObject({ error: { code: 'PROXY_UPSTREAM_TIMEOUT' } });
      const large = await fetch(`${url}/v1/maintenance`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ text: 'x'.repeat(1100) }),
      });
      expect(large.status).toBe(413);
      expect(await large.json()).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
      const small = await fetch(`${url}/v1/maintenance`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ text: 'x'.repeat(900) }),
      });
      expect(small.status).toBe(504);
    } finally {
      child.kill('SIGKILL');
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  }, 30_000);

  test('logs each exchange without keys, prints a summary and writes the report at exit', async () => {
    const upstream = await startServer({
      port: 0,
      validateResponses: false,
      handlers: alteredHandlers,
    });
    const directory = mkdtempSync(join(tmpdir(), 'validation-proxy-'));
    const reportFile = join(directory, 'report.json');
    const child = spawn(
      process.execPath,
      [
        '--conditions=@payments-platform/source',
        '--import',
        'tsx',
        'src/cli.ts',
        'proxy',
        '--upstream',
        upstream.url,
        '--port',
        '0',
        '--report',
        reportFile,
      ],
      { cwd: packageDir, env: { ...process.env, NODE_OPTIONS: '' } },
    );
    try {
      let stdout = '';
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
      });
      const started = await outputUntil(child, 'forwarding to');
      const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(started)?.[1];
      const key = 'pk_test_should_never_be_printed_0001';
      const response = await fetch(`${url}/v1/config/chains`, { headers: { 'x-api-key': key } });
      expect(response.status).toBe(403);
      const check = await fetch(`${url}/v1/config/username?username=someone`, {
        headers: {
          'x-api-key': (await upstream.simulator.control.tenancy.createApiKey({ appId: 'app_demo' })).key,
        },
      });
      expect(check.status).toBe(200);
      const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
      child.kill('SIGTERM');
      // A difference was found: the run fails, as a CI gate.
      expect(await exited).toBe(1);
      expect(stdout).toContain('ok   403 GET /v1/config/chains (listChains)');
      expect(stdout).toContain('DIFF 200 GET /v1/config/username (checkUsernameAvailability)');
      expect(stdout).toContain('Checked 2 of 2 requests against the contract: 1 with differences.');
      expect(stdout).not.toContain(key);
      const report = JSON.parse(readFileSync(reportFile, 'utf8')) as ValidationReport;
      expect(report.checked).toBe(2);
      expect(report.byKind).toEqual({ 'invalid-data': 1 });
      expect(JSON.stringify(report)).not.toContain(key);
    } finally {
      child.kill('SIGKILL');
      await upstream.close();
      rmSync(directory, { recursive: true, force: true });
    }
  }, 30_000);
});
