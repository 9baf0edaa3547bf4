/**
 * What a new user meets, through the built package: the SDK is built with its tsup settings
 * (without declarations) into a folder under node_modules, and every call below goes through
 * that build, with the zod and ky it imports.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Options } from 'tsup';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import tsupConfig from '../tsup.config.js';
import { fail, ok, stubFetch } from './stub-fetch.js';

const packageDirectory = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(packageDirectory, 'node_modules', '.built-package-test');

type Sdk = typeof import('../src/index.js');
let sdk: Sdk;

beforeAll(async () => {
  const config = tsupConfig as Options;
  const entry = Object.fromEntries(
    Object.entries(config.entry as Record<string, string>).map(([name, source]) => [
      name,
      join(packageDirectory, source),
    ]),
  );
  await build({
    ...config,
    entry,
    outDir,
    format: ['esm'],
    dts: false,
    sourcemap: false,
    silent: true,
    config: false,
    tsconfig: join(packageDirectory, 'tsconfig.build.json'),
  });
  sdk = (await import(pathToFileURL(join(outDir, 'index.js')).href)) as Sdk;
}, 120_000);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const BASE = 'http://api.test';
const KEY = 'sk_sandbox_secret';
const clientOn = (handler: Parameters<typeof stubFetch>[0], extra: object = {}) => {
  const stub = stubFetch(handler);
  return { stub, client: sdk.createClient({ apiKey: KEY, baseUrl: BASE, fetch: stub.fetch, ...extra }) };
};
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as Error & Record<string, unknown>,
  );

describe('the build', () => {
  test('imports zod and ky and carries neither', () => {
    const code = readdirSync(outDir)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(outDir, file), 'utf8'))
      .join('\n');
    expect(code).toMatch(/from ["']zod\/mini["']/);
    expect(code).toMatch(/from ["']ky["']/);
    expect(code).not.toContain('$ZodType');
    expect(code).not.toContain('class HTTPError');
  });
});

describe('input errors that teach', () => {
  test('a number for the e-mail names the field, what was expected and what was received', async () => {
    const { client, stub } = clientOn(() => ok({}));
    const error = await failure(client.teams.invitations.create({ email: 42 as never }));
    expect(error).toBeInstanceOf(sdk.InputValidationError);
    expect(error?.message).toContain('client.teams.invitations.create');
    expect(error?.message).toContain('email: expected a string, received a number');
    expect(stub.requests).toHaveLength(0);
  });

  test('a string instead of the params object says which argument the method takes', async () => {
    const { client } = clientOn(() => ok({}));
    const error = await failure(client.teams.invitations.create('ada@example.org' as never));
    expect(error?.message).toContain('expected the params object, received a string of 15 characters');
    expect(error?.message).toContain('It takes one params object { email, role? }');
  });

  test('no argument at all says what is required and what the method takes', async () => {
    const { client } = clientOn(() => ok({}));
    const error = await failure((client.teams.invitations.create as unknown as () => Promise<unknown>)());
    expect(error?.message).toContain('email: is required (expected a string)');
    expect(error?.message).toContain('It takes one params object { email, role? }');
  });

  test('an OTP of 6 characters says codes have 9', async () => {
    const { client } = clientOn(() =>
      ok(
        {
          otpId: 'otp-1',
          identifier: 'device-0001',
          profiles: [{ id: 'p', nickname: 'ada', userType: 'individual' }],
        },
        201,
      ),
    );
    const login = await client.auth.login({ email: 'ada@example.org' });
    const error = await failure(login.verify('000000'));
    expect(error).toBeInstanceOf(sdk.InputValidationError);
    expect(error?.message).toContain(
      'otp: expected at least 9 characters, received a string of 6 characters',
    );
  });

  test('the messages are English whatever locale zod has loaded', async () => {
    const z = await import('zod');
    const { client } = clientOn(() => ok({}));
    z.config(z.locales.de());
    try {
      const error = await failure(client.teams.invitations.create({ email: 'not-an-address' }));
      expect(error?.message).toContain(
        'email: expected an e-mail address, received a string of 14 characters',
      );
    } finally {
      z.config(z.locales.en());
    }
  });

  test('an unknown key is an error naming the nearest known key; nothing is sent', async () => {
    const { client, stub } = clientOn(() => ok({}));
    const error = await failure(client.teams.invitations.create({ email: 'a@b.co', rol: 'admin' } as never));
    expect(error).toBeInstanceOf(sdk.InputValidationError);
    expect(error?.message).toContain('rol: unknown key; did you mean "role"?');
    expect(error?.message).toContain('extraBody');
    expect(stub.requests).toHaveLength(0);
  });

  test('extraBody sends a field the contract does not know yet', async () => {
    const invitation = {
      id: 'i',
      email: 'a@b.co',
      role: 'member',
      status: 'pending',
      teamId: 't',
      createdAt: 'x',
    };
    const { client, stub } = clientOn(() => ok(invitation, 201), { validation: 'off' });
    await client.teams.invitations.create({ email: 'a@b.co' }, { extraBody: { note: 'welcome' } });
    expect(stub.requests[0]?.body).toEqual({ email: 'a@b.co', note: 'welcome' });
  });

  test('a flag given as "yes" is an error, not ignored', async () => {
    const { client, stub } = clientOn(() => ok({ countries: [] }));
    const error = await failure(client.config.countries.list({ all: 'yes' }));
    expect(error?.message).toContain('all: expected true or false, received a string of 3 characters');
    expect(stub.requests).toHaveLength(0);
  });
});

describe('options checked at once', () => {
  test('a per-call timeout of "5s" is a ConfigurationError with the fix', async () => {
    const { client, stub } = clientOn(() => ok({ status: 'ok' }));
    const error = await failure(client.maintenance.retrieve({}, { timeoutMs: '5s' as never }));
    expect(error).toBeInstanceOf(sdk.ConfigurationError);
    expect(error?.option).toBe('timeoutMs');
    expect(error?.message).toContain('for 5s pass timeoutMs: 5000');
    expect(stub.requests).toHaveLength(0);
  });

  test('a baseUrl without a scheme fails at createClient, with the URL to write', () => {
    expect(() => sdk.createClient({ baseUrl: '127.0.0.1:4010' })).toThrow(sdk.ConfigurationError);
    expect(() => sdk.createClient({ baseUrl: '127.0.0.1:4010' })).toThrow(
      'baseUrl "127.0.0.1:4010" is not an absolute http(s) URL: write it with its scheme, for example baseUrl: "http://127.0.0.1:4010".',
    );
  });

  test('an unknown environment and a non-numeric retry count fail at createClient', () => {
    expect(() => sdk.createClient({ environment: 'staging' as never })).toThrow(
      /environment "staging" is not one of sandbox, production/,
    );
    expect(() => sdk.createClient({ maxRetries: 'two' as never })).toThrow(
      /maxRetries must be a whole number/,
    );
    expect(() => sdk.createClient({ timeoutMs: '5s' as never })).toThrow(/timeoutMs: 5000/);
  });
});

describe('connection errors and timeouts', () => {
  test('a server that is down: the method, the URL, the cause and what to check, with the request', async () => {
    const port = await new Promise<number>((resolve) => {
      const server = createServer();
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    const client = sdk.createClient({ apiKey: KEY, baseUrl: `http://127.0.0.1:${port}`, maxRetries: 0 });
    const error = await failure(client.config.chains.list());
    expect(error).toBeInstanceOf(sdk.ConnectionError);
    expect(error?.message).toContain('client.config.chains.list (listChains)');
    expect(error?.message).toContain(`GET http://127.0.0.1:${port}/v1/config/chains`);
    expect(error?.message).toContain(`ECONNREFUSED 127.0.0.1:${port}`);
    expect(error?.message).toContain(`Is the simulator or server at http://127.0.0.1:${port} running`);
    const request = error?.request as { url: string; headers: Record<string, string> };
    expect(request.url).toBe(`http://127.0.0.1:${port}/v1/config/chains`);
    expect(JSON.stringify(error?.request)).not.toContain(KEY);
  });

  test('a timeout names the method and URL and carries the request', async () => {
    vi.useFakeTimers();
    const hanging = ((input: Request) =>
      new Promise((_, reject) =>
        input.signal.addEventListener('abort', () => reject(input.signal.reason)),
      )) as never;
    const client = sdk.createClient({
      apiKey: KEY,
      baseUrl: BASE,
      fetch: hanging,
      timeoutMs: 1000,
      maxRetries: 0,
    });
    const result = failure(client.config.chains.list());
    await vi.advanceTimersByTimeAsync(1001);
    const error = await result;
    expect(error).toBeInstanceOf(sdk.TimeoutError);
    expect(error?.message).toContain('client.config.chains.list (listChains) timed out');
    expect(error?.message).toContain(`GET ${BASE}/v1/config/chains`);
    const request = error?.request as { headers: Record<string, string> } | undefined;
    expect(request?.headers['x-api-key']).toBe('[redacted]');
  });

  test('Retry-After is waited for through ky, capped at a minute', async () => {
    vi.useFakeTimers();
    const { client, stub } = clientOn((_, index) =>
      index === 0 ? fail(503, 'DOWN', { 'retry-after': '3600' }) : ok({ status: 'ok' }),
    );
    const result = client.maintenance.retrieve();
    await vi.advanceTimersByTimeAsync(59_999);
    expect(stub.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ status: 'ok' });
  });
});

describe('validation warn is audible', () => {
  test('a 200 of the wrong shape warns once per operation and shape on the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { client } = clientOn(() => ok({ status: 42 }));
    await expect(client.maintenance.retrieve()).resolves.toEqual({ status: 42 });
    await client.maintenance.retrieve();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('Response of getMaintenance does not match its schema');
    expect(String(warn.mock.calls[0]?.[0])).toContain("validation: 'strict'");
  });

  test('strict throws, and logLevel error silences the warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const strict = clientOn(() => ok({ status: 43 }), { validation: 'strict' }).client;
    expect(await failure(strict.maintenance.retrieve())).toBeInstanceOf(sdk.ResponseValidationError);
    const quiet = clientOn(() => ok({ status: 44 }), { logLevel: 'error' }).client;
    await quiet.maintenance.retrieve();
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('types that do not lie, at run time', () => {
  test('isError is true for a platform-wide code the route can fail with', async () => {
    const { client } = clientOn(() => fail(403, 'API_KEY_INVALID'));
    const error = await failure(client.teams.invitations.create({ email: 'a@b.co' }));
    expect(client.teams.invitations.create.isError(error)).toBe(true);
    expect(client.teams.invitations.create.isError(error, 'API_KEY_INVALID')).toBe(true);
    expect(error?.code).toBe('API_KEY_INVALID');
  });

  test('a field the contract does not declare still passes through', async () => {
    const { client } = clientOn(() => ok({ status: 'ok', window: 'tonight' }));
    expect(await client.maintenance.retrieve()).toEqual({ status: 'ok', window: 'tonight' });
  });
});
