import { describe, expect, test } from 'vitest';
import type { OperationSchemas } from '../src/contract/operation.js';
import { operations } from '../src/contract/operations.js';
import { buildPath, pathParamNames } from '../src/contract/registry.js';
import { ConfigurationError, createClient, NotFoundError, type PaymentsClient } from '../src/index.js';
import { fail, ok, stubFetch } from './stub-fetch.js';

const BASE = 'http://api.test';
const SESSION = 'session-token';
const CONTEXT = {
  profileId: '11111111-1111-4111-8111-111111111111',
  teamId: '22222222-2222-4222-8222-222222222222',
};

type AnyMethod = (params?: Record<string, unknown>, options?: object) => Promise<unknown>;

const methodAt = (client: PaymentsClient, path: string): AnyMethod => {
  let node: unknown = client;
  for (const part of path.split('.')) node = (node as Record<string, unknown>)[part];
  return node as AnyMethod;
};

describe('client', () => {
  test('every operation is reachable exactly once in the namespace tree', () => {
    const client = createClient({ apiKey: 'k', baseUrl: BASE });
    const seen = new Set<unknown>();
    for (const operation of operations) {
      const method = methodAt(client, operation.sdk) as AnyMethod & { operation?: unknown };
      expect(typeof method, operation.sdk).toBe('function');
      expect(method.operation).toBe(operation);
      seen.add(method);
    }
    expect(seen.size).toBe(124);
  });

  test('each operation sends its method, path, credentials and params', async () => {
    const stub = stubFetch((request) =>
      request.url.pathname === '/v1/auth/refresh-session' ? ok({ message: 'synced' }) : ok({}),
    );
    const client = createClient({
      apiKey: 'sk_test_key',
      baseUrl: BASE,
      fetch: stub.fetch,
      validation: 'off',
      session: { token: SESSION },
      maxRetries: 0,
    }).withContext(CONTEXT);

    for (const operation of operations) {
      const params: Record<string, unknown> = { probe: 'value/with space' };
      for (const name of pathParamNames(operation.path)) params[name] = `${name} 1/2`;
      stub.requests.length = 0;
      await methodAt(client, operation.sdk)(params);
      expect(stub.requests, operation.id).toHaveLength(1);
      const [request] = stub.requests;
      if (!request) throw new Error('no request');
      expect(request.method, operation.id).toBe(operation.method);
      expect(request.url.pathname, operation.id).toBe(buildPath(operation.path, params));
      const { auth } = operation;
      const schemas: OperationSchemas = operation.schemas;
      expect(request.headers.get('x-api-key'), operation.id).toBe(
        auth.pattern === 'public' ? null : 'sk_test_key',
      );
      expect(request.headers.get('authorization'), operation.id).toBe(
        auth.contextFrom.includes('session') ? `Bearer ${SESSION}` : null,
      );
      expect(request.headers.get('x-profile-id'), operation.id).toBe(
        auth.contextFrom.includes('headers') ? CONTEXT.profileId : null,
      );
      expect(request.headers.get('x-team-id'), operation.id).toBe(
        auth.contextFrom.includes('headers') ? CONTEXT.teamId : null,
      );
      if (schemas.body) {
        expect(request.body, operation.id).toEqual({ probe: 'value/with space' });
        expect(request.headers.get('content-type'), operation.id).toContain('application/json');
      } else if (schemas.query) {
        expect(request.url.searchParams.get('probe'), operation.id).toBe('value/with space');
        expect(request.body, operation.id).toBeUndefined();
      } else {
        expect(request.body, operation.id).toBeUndefined();
        expect(request.url.search, operation.id).toBe('');
      }
    }
  });

  test('a path in baseUrl is kept in front of the route path', async () => {
    const stub = stubFetch(() => ok({ status: 'ok' }));
    for (const baseUrl of ['http://gateway.test/api', 'http://gateway.test/api/']) {
      const client = createClient({ apiKey: 'k', baseUrl, fetch: stub.fetch });
      await client.maintenance.retrieve();
    }
    expect(stub.requests.map((request) => request.url.href)).toEqual([
      'http://gateway.test/api/v1/maintenance',
      'http://gateway.test/api/v1/maintenance',
    ]);
  });

  test('query fields go to the query string and body fields to the body', async () => {
    const stub = stubFetch(() => ok({ message: 'done', walletAddress: '0x' }));
    const client = createClient({ apiKey: 'k', baseUrl: BASE, fetch: stub.fetch, validation: 'off' });
    await client.wallets.default.set({ teamId: CONTEXT.teamId, walletAddress: '0xabc' });
    expect(stub.requests[0]?.url.searchParams.get('teamId')).toBe(CONTEXT.teamId);
    expect(stub.requests[0]?.body).toEqual({ walletAddress: '0xabc' });
  });

  test('arrays in a query are sent as repeated parameters', async () => {
    const stub = stubFetch(() => ok([]));
    const client = createClient({
      apiKey: 'k',
      baseUrl: BASE,
      fetch: stub.fetch,
      session: { token: SESSION },
    });
    await client.otc.requests.list({ status: ['new', 'completed'], limit: 10 });
    expect(stub.requests[0]?.url.searchParams.getAll('status')).toEqual(['new', 'completed']);
    expect(stub.requests[0]?.url.searchParams.get('limit')).toBe('10');
  });

  test('withResponse gives the raw response beside the data', async () => {
    const stub = stubFetch(() => ({
      status: 200,
      body: { success: true, data: { status: 'ok' } },
      headers: { 'x-request-id': 'r-1' },
    }));
    const client = createClient({ baseUrl: BASE, fetch: stub.fetch });
    const { data, response } = await client.maintenance.retrieve().withResponse();
    expect(data).toEqual({ status: 'ok' });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('r-1');
  });

  test('per-request headers and context override the client defaults', async () => {
    const stub = stubFetch(() => ok([]));
    const client = createClient({
      apiKey: 'k',
      baseUrl: BASE,
      fetch: stub.fetch,
      headers: { 'x-trace': 'client' },
    });
    const other = { profileId: '33333333-3333-4333-8333-333333333333', teamId: CONTEXT.teamId };
    await client
      .withContext(CONTEXT)
      .teams.members.list({}, { headers: { 'x-trace': 'call' }, context: other });
    expect(stub.requests[0]?.headers.get('x-trace')).toBe('call');
    expect(stub.requests[0]?.headers.get('x-profile-id')).toBe(other.profileId);
  });

  test('withContext refuses a context with only one id at run time too', () => {
    const client = createClient({ apiKey: 'k', baseUrl: BASE });
    expect(() => client.withContext({ profileId: 'p' } as never)).toThrow(/both profileId and teamId/);
  });

  test('new PaymentsClient(options) builds the same client', async () => {
    const { PaymentsClient } = await import('../src/index.js');
    const stub = stubFetch(() => ok({ status: 'ok' }));
    const client = new PaymentsClient({ baseUrl: BASE, fetch: stub.fetch });
    await expect(client.maintenance.retrieve()).resolves.toEqual({ status: 'ok' });
  });

  test('environment picks the base URL', async () => {
    const stub = stubFetch(() => ok({ status: 'ok' }));
    await createClient({ environment: 'production', fetch: stub.fetch }).maintenance.retrieve();
    expect(stub.requests[0]?.url.origin).toBe('https://api.payments-platform.com');
  });

  test('the invoice PDF route returns bytes', async () => {
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46]);
    const stub = stubFetch(() => new Response(pdf, { headers: { 'content-type': 'application/pdf' } }));
    const client = createClient({ apiKey: 'k', baseUrl: BASE, fetch: stub.fetch });
    const bytes = await client.core.requests.invoicePdf({ id: 'req-1' });
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect([...(bytes as Uint8Array)]).toEqual([...pdf]);
  });
});

describe('ky options of the app', () => {
  test('hooks at createClient run after the SDK sets the auth headers, on every request', async () => {
    const seen: string[] = [];
    const stub = stubFetch(() => ok({ status: 'ok' }));
    const client = createClient({
      apiKey: 'k',
      baseUrl: BASE,
      fetch: stub.fetch,
      ky: {
        hooks: {
          beforeRequest: [
            ({ request }) => {
              request.headers.set('x-trace-id', 'trace-1');
              seen.push(`${request.method} ${request.url} key=${request.headers.has('x-api-key')}`);
            },
          ],
          afterResponse: [({ response }) => void seen.push(`status ${response.status}`)],
        },
      },
    });
    await client.teams.members.list({}, { context: CONTEXT });
    expect(stub.requests[0]?.headers.get('x-trace-id')).toBe('trace-1');
    expect(seen).toEqual([`GET ${BASE}/v1/teams/members key=true`, 'status 200']);
  });

  test('a ky 1 hook of two or more arguments is refused at createClient, naming the ky 2 form', () => {
    const ky1 = (_request: unknown, _options: unknown, _response: unknown) => undefined;
    const attempt = () => createClient({ baseUrl: BASE, ky: { hooks: { afterResponse: [ky1 as never] } } });
    expect(attempt).toThrow(ConfigurationError);
    expect(attempt).toThrow(
      /ky\.hooks\.afterResponse\[0\] is written for ky 1.*\(\{ request, options, response \}\) =>/,
    );
  });

  test('a ky 1 hook that reads the request from its argument fails with a message, not a TypeError', async () => {
    const stub = stubFetch(() => ok({ status: 'ok' }));
    const ky1 = (request: Request) => request.headers.set('x-trace-id', 'trace-1');
    const client = createClient({
      baseUrl: BASE,
      fetch: stub.fetch,
      ky: { hooks: { beforeRequest: [ky1 as never] } },
    });
    const error = await client.maintenance.retrieve().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConfigurationError);
    expect(error).not.toBeInstanceOf(TypeError);
    expect((error as Error).message).toMatch(
      /ky\.hooks\.beforeRequest\[0\] is written for ky 1 \(it reads \.headers of its argument.*\(\{ request, options \}\) =>/,
    );
    expect(stub.requests).toHaveLength(0);
  });

  test('a ky 1 beforeError hook that returns its argument is named, and prefixUrl is refused with its ky 2 name', async () => {
    const stub = stubFetch(() => fail(404, 'NOT_FOUND'));
    const client = createClient({
      baseUrl: BASE,
      fetch: stub.fetch,
      ky: { hooks: { beforeError: [((error: Error) => error) as never] } },
    });
    const error = await client.maintenance.retrieve().catch((caught: unknown) => caught);
    expect((error as Error).message).toMatch(
      /ky\.hooks\.beforeError\[0\] is written for ky 1 \(it returns its argument/,
    );
    expect(() => createClient({ ky: { prefixUrl: 'http://x.test' } as never })).toThrow(/calls it prefix/);
  });

  test('ky 2 hooks of every kind run with their state object', async () => {
    const seen: string[] = [];
    const stub = stubFetch((_, index) => (index === 0 ? fail(503, 'DOWN') : fail(404, 'NOT_FOUND')));
    const client = createClient({
      baseUrl: BASE,
      fetch: stub.fetch,
      ky: {
        retry: { delay: () => 0 },
        hooks: {
          init: [(options) => void seen.push(`init ${options.method}`)],
          beforeRequest: [
            ({ request, retryCount }) => void seen.push(`request ${request.method} ${retryCount}`),
          ],
          beforeRetry: [({ retryCount }) => void seen.push(`retry ${retryCount}`)],
          afterResponse: [({ response }) => void seen.push(`response ${response.status}`)],
          beforeError: [
            ({ error }) => {
              seen.push(`error ${error.name}`);
              return error;
            },
          ],
        },
      },
    });
    await expect(client.maintenance.retrieve()).rejects.toBeInstanceOf(NotFoundError);
    expect(seen).toEqual([
      'init GET',
      'request GET 0',
      'response 503',
      'retry 1',
      'response 404',
      'error HTTPError',
    ]);
  });

  test('retry settings of the app apply, and a per-call maxRetries still wins', async () => {
    const stub = stubFetch((_, index) =>
      index === 0 ? { status: 500, body: { success: false, error: { code: 'X' } } } : ok({ status: 'ok' }),
    );
    const client = createClient({
      baseUrl: BASE,
      fetch: stub.fetch,
      ky: { retry: { statusCodes: [500], delay: () => 0 } },
    });
    await expect(client.maintenance.retrieve()).resolves.toEqual({ status: 'ok' });
    expect(stub.requests).toHaveLength(2);
    await expect(client.maintenance.retrieve({}, { maxRetries: 0 })).resolves.toEqual({ status: 'ok' });
  });

  test('extraQuery sends a query field the contract does not know yet', async () => {
    const stub = stubFetch(() => ok({ countries: [] }));
    const client = createClient({ baseUrl: BASE, fetch: stub.fetch });
    await client.config.countries.list({ all: true }, { extraQuery: { region: 'latam' } });
    expect(stub.requests[0]?.url.search).toBe('?all=true&region=latam');
  });
});
