/**
 * The request journal and the faults a test double needs: every API request is journaled with
 * its operation, masked body, key name, status and fault; `when: 'after'` faults commit the
 * operation and lose or break the answer; a 429 or 503 fault sends `Retry-After`, which the SDK
 * waits for.
 */
import { ConnectionError, createClient } from '@payments-platform/sdk';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createSimulator, DEMO } from '../src/index.js';
import { startServer } from '../src/node.js';
import { clientOf } from '../src/testing/index.js';

const simulator = createSimulator();
const client = clientOf(simulator, { apiKey: DEMO.keys.profileWrite });

beforeEach(() => simulator.reset());

const createRequest = (amount = 25) =>
  client.core.requests.create({ targetAddress: DEMO.wallets.business, amount, channelParams: {} });

describe('the request journal', () => {
  test('records each API request, newest last, with its operation, body, key name and status', async () => {
    await client.config.chains.list();
    const created = await createRequest(25);
    await client.core.requests.retrieve({ id: created.id });
    await simulator.control.chain.blocks(); // a control route: not journaled
    const { requests, dropped } = await simulator.control.platform.requests();
    expect(dropped).toBe(0);
    expect(requests.map((entry) => entry.operationId)).toEqual([
      'listChains',
      'createPaymentRequest',
      'getPaymentRequest',
    ]);
    expect(requests.map((entry) => entry.seq)).toEqual([1, 2, 3]);
    expect(requests[1]).toEqual({
      seq: 2,
      operationId: 'createPaymentRequest',
      method: 'POST',
      pathTemplate: '/channel/core/request/create',
      path: '/channel/core/request/create',
      query: {},
      body: { targetAddress: DEMO.wallets.business, amount: 25, channelParams: {} },
      keyName: expect.any(String),
      status: 200,
      errorCode: null,
      at: simulator.clock.iso(),
      durationMs: expect.any(Number),
      committed: true,
      fault: null,
    });
    expect(requests[2]).toMatchObject({
      path: expect.stringContaining(created.id),
      body: null,
    });
  });

  test('filters by operation, status, instant and limit; an error answer is not committed', async () => {
    await client.config.chains.list();
    await expect(client.core.requests.retrieve({ id: 'missing' })).rejects.toThrow();
    await simulator.clock.advance('1m');
    const later = simulator.clock.now();
    await client.config.chains.list();
    const { requests } = await simulator.control.platform.requests({ operationId: 'getPaymentRequest' });
    expect(requests).toEqual([
      expect.objectContaining({ status: 404, errorCode: expect.any(String), committed: false }),
    ]);
    expect((await simulator.control.platform.requests({ status: 200 })).requests).toHaveLength(2);
    expect((await simulator.control.platform.requests({ since: later })).requests).toHaveLength(1);
    const newest = await simulator.control.platform.requests({ limit: 2 });
    expect(newest.requests.map((entry) => entry.seq)).toEqual([2, 3]);
  });

  test('masks secrets in bodies and queries, and names the key, never shows it', async () => {
    await simulator.fetch('/channel/core/request/create', {
      method: 'POST',
      headers: { 'x-api-key': DEMO.keys.profileWrite, 'content-type': 'application/json' },
      body: JSON.stringify({ note: `key ${DEMO.keys.app}`, secret: 'whsec_abcdef' }),
    });
    await simulator.fetch(`/v1/config/chains?token=${DEMO.keys.app}`, {
      headers: { 'x-api-key': DEMO.keys.app },
    });
    const text = JSON.stringify(await simulator.control.platform.requests());
    expect(text).not.toContain(DEMO.keys.app);
    expect(text).not.toContain(DEMO.keys.profileWrite);
    expect(text).not.toContain('whsec_abcdef');
    const { requests } = await simulator.control.platform.requests();
    expect(requests[0]?.body).toEqual({ note: 'key [redacted]', secret: '[redacted]' });
    expect(requests[1]?.query).toEqual({ token: '[redacted]' });
    expect(requests[1]?.keyName).toEqual(expect.any(String));
  });

  test('is bounded (the oldest dropped and counted), emptied on reset, kept in snapshots', async () => {
    const small = createSimulator({ retention: { requests: 2 } });
    const headers = { 'x-api-key': DEMO.keys.app };
    for (let index = 0; index < 5; index++) await small.fetch('/v1/config/chains', { headers });
    const view = await small.control.platform.requests();
    expect(view.dropped).toBe(3);
    expect(view.requests.map((entry) => entry.seq)).toEqual([4, 5]);
    const state = small.snapshot();
    expect(state.requests?.entries).toHaveLength(2);
    small.reset();
    expect(await small.control.platform.requests()).toEqual({ requests: [], dropped: 0 });
    small.restore(JSON.parse(JSON.stringify(state)));
    expect(await small.control.platform.requests()).toEqual(view);
    await small.fetch('/v1/config/chains', { headers });
    expect((await small.control.platform.requests()).requests.map((entry) => entry.seq)).toEqual([5, 6]);
  });

  test('GET /_simulator/requests filters by query parameters, and a bad filter is a 400', async () => {
    const server = await startServer({ port: 0, host: '127.0.0.1' });
    try {
      const api = createClient({ apiKey: DEMO.keys.profileWrite, baseUrl: server.url, maxRetries: 0 });
      await api.core.requests.create({ targetAddress: DEMO.wallets.business, amount: 5, channelParams: {} });
      await api.config.chains.list();
      const answer = await fetch(`${server.url}/_simulator/requests?operationId=createPaymentRequest`);
      expect(answer.status).toBe(200);
      const { data } = (await answer.json()) as { data: { requests: unknown[]; dropped: number } };
      expect(data).toEqual({
        requests: [expect.objectContaining({ operationId: 'createPaymentRequest', status: 200 })],
        dropped: 0,
      });
      const since = await fetch(`${server.url}/_simulator/requests?since=2025-01-01T00:00:00.000Z&limit=1`);
      expect(((await since.json()) as { data: { requests: unknown[] } }).data.requests).toEqual([
        expect.objectContaining({ operationId: 'listChains' }),
      ]);
      for (const query of ['status=abc', 'limit=0', 'since=yesterday', 'operationId=nope']) {
        const bad = await fetch(`${server.url}/_simulator/requests?${query}`);
        expect(bad.status, query).toBe(400);
        expect(((await bad.json()) as { error: { code: string } }).error.code).toBe('BODY_PARSER_ERROR');
      }
    } finally {
      await server.close();
    }
  });

  test('requests through MSW are journaled too', async () => {
    const { setupServer } = await import('msw/node');
    const server = setupServer(...simulator.handlers);
    server.listen({ onUnhandledFrame: 'error' });
    try {
      const global = createClient({ apiKey: DEMO.keys.app, baseUrl: simulator.baseUrl, maxRetries: 0 });
      await global.config.chains.list();
      // A truncated body through MSW: the status arrives, reading the body fails.
      await simulator.control.platform.setFaults({
        rules: [{ operationId: 'listChains', when: 'after', body: 'truncated', count: 1 }],
      });
      const cut = await fetch(`${simulator.baseUrl}/v1/config/chains`, {
        headers: { 'x-api-key': DEMO.keys.app },
      });
      expect(cut.status).toBe(200);
      await expect(cut.text()).rejects.toThrow();
    } finally {
      server.close();
    }
    const { requests } = await simulator.control.platform.requests();
    expect(requests).toEqual([
      expect.objectContaining({ operationId: 'listChains', status: 200, fault: null }),
      expect.objectContaining({
        operationId: 'listChains',
        status: 200,
        fault: { when: 'after', body: 'truncated' },
      }),
    ]);
  });
});

describe('faults after commit', () => {
  test('network reset after commit: the SDK call rejects, the request exists, the journal says so', async () => {
    await simulator.control.platform.setFaults({
      rules: [{ operationId: 'createPaymentRequest', when: 'after', network: 'reset', count: 1 }],
    });
    await expect(createRequest(40)).rejects.toBeInstanceOf(ConnectionError);
    const created = [...simulator.services.store.paymentRequests.all()].filter((row) => row.amount === 40);
    expect(created).toHaveLength(1);
    // The app, reading the state back, finds the request it did not get an answer for.
    const { txs } = await client.transactions.list({});
    expect(txs.filter((tx) => (tx as { detail?: { amount?: unknown } }).detail?.amount === 40)).toHaveLength(
      1,
    );
    const { requests } = await simulator.control.platform.requests({ operationId: 'createPaymentRequest' });
    expect(requests).toEqual([
      expect.objectContaining({
        status: 0,
        errorCode: 'CONNECTION_RESET',
        committed: true,
        fault: { when: 'after', network: 'reset' },
      }),
    ]);
    // The rule is used up: the next call goes through.
    await expect(createRequest(41)).resolves.toMatchObject({ id: expect.any(String) });
  });

  test('a status after commit answers the error, and the operation stays done', async () => {
    await simulator.control.platform.setFaults({
      rules: [{ operationId: 'createPaymentRequest', when: 'after', status: 500, count: 1 }],
    });
    await expect(createRequest(42)).rejects.toMatchObject({ status: 500, code: 'SIMULATED_FAULT' });
    expect([...simulator.services.store.paymentRequests.all()].some((row) => row.amount === 42)).toBe(true);
    const [entry] = (await simulator.control.platform.requests()).requests;
    expect(entry).toMatchObject({ status: 500, committed: true, fault: { when: 'after', status: 500 } });
  });

  test('a before fault does not run the operation', async () => {
    await simulator.control.platform.setFaults({
      rules: [{ operationId: 'createPaymentRequest', status: 503, count: 1 }],
    });
    const before = simulator.services.store.paymentRequests.size;
    await expect(createRequest(43)).rejects.toMatchObject({ status: 503 });
    expect(simulator.services.store.paymentRequests.size).toBe(before);
    const [entry] = (await simulator.control.platform.requests()).requests;
    expect(entry).toMatchObject({ committed: false, fault: { when: 'before', status: 503 } });
  });

  test('body truncated: half the JSON, then the connection drops; malformed: not JSON', async () => {
    const headers = { 'x-api-key': DEMO.keys.app };
    await simulator.control.platform.setFaults({
      rules: [
        { operationId: 'listChains', when: 'after', body: 'truncated', count: 1 },
        { operationId: 'listTokens', when: 'after', body: 'malformed', count: 1 },
      ],
    });
    const truncated = await simulator.fetch('/v1/config/chains', { headers });
    expect(truncated.status).toBe(200);
    await expect(truncated.text()).rejects.toThrow();
    const malformed = await simulator.fetch('/v1/config/chains/tokens', { headers });
    expect(malformed.status).toBe(200);
    const text = await malformed.text();
    expect(() => JSON.parse(text)).toThrow();
    const { requests } = await simulator.control.platform.requests();
    expect(requests.map((entry) => entry.fault)).toEqual([
      { when: 'after', body: 'truncated' },
      { when: 'after', body: 'malformed' },
    ]);
    // Through the SDK, both fail with a typed error rather than a result.
    await simulator.control.platform.setFaults({
      rules: [{ operationId: 'listChains', when: 'after', body: 'truncated', count: 1 }],
    });
    await expect(client.config.chains.list()).rejects.toThrow();
  });

  test('over the standalone server, a truncated body arrives cut and the socket closes', async () => {
    const server = await startServer({ port: 0, host: '127.0.0.1' });
    try {
      await server.simulator.control.platform.setFaults({
        rules: [{ operationId: 'listChains', when: 'after', body: 'truncated', count: 1 }],
      });
      const answer = await fetch(`${server.url}/v1/config/chains`, {
        headers: { 'x-api-key': DEMO.keys.app },
      });
      expect(answer.status).toBe(200);
      await expect(answer.text()).rejects.toThrow();
    } finally {
      await server.close();
    }
  });

  test('rules that cannot work are refused with a clear message', async () => {
    const refused = async (rule: Record<string, unknown>) => {
      const answer = await simulator.fetch('/_simulator/faults', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ rules: [rule] }),
      });
      expect(answer.status).toBe(400);
      return ((await answer.json()) as { error: { code: string; message: string } }).error;
    };
    expect((await refused({ operationId: 'listChains', body: 'truncated' })).message).toMatch(
      /when: 'after'/,
    );
    expect((await refused({ operationId: 'listChains', status: 500, retryAfter: 2 })).message).toMatch(
      /429 or 503/,
    );
    expect((await refused({ webhook: 'requestPaid' })).message).toMatch(/duplicate, delay or reorder/);
    expect((await refused({ webhook: 'requestPaid', delay: 'soon' })).code).toBe('BODY_PARSER_ERROR');
  });
});

describe('Retry-After', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  test('a 503 fault sends Retry-After (retryAfter, default 1); a 500 sends none', async () => {
    await simulator.control.platform.setFaults({
      rules: [
        { operationId: 'listChains', status: 503, count: 1, retryAfter: 2 },
        { operationId: 'listTokens', status: 429, count: 1 },
        { operationId: 'listCountries', status: 500, count: 1 },
      ],
    });
    const headers = { 'x-api-key': DEMO.keys.app };
    expect((await simulator.fetch('/v1/config/chains', { headers })).headers.get('retry-after')).toBe('2');
    expect((await simulator.fetch('/v1/config/chains/tokens', { headers })).headers.get('retry-after')).toBe(
      '1',
    );
    expect(
      (await simulator.fetch('/v1/config/countries', { headers })).headers.get('retry-after'),
    ).toBeNull();
  });

  test("the SDK's retry waits the Retry-After of a 503 fault, then succeeds", async () => {
    await simulator.control.platform.setFaults({
      rules: [{ operationId: 'listChains', status: 503, count: 1, retryAfter: 2 }],
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const retrying = createClient({
      apiKey: DEMO.keys.app,
      baseUrl: simulator.baseUrl,
      fetch: simulator.fetch,
      maxRetries: 1,
    });
    const result = retrying.config.chains.list();
    await vi.advanceTimersByTimeAsync(1_999);
    expect((await simulator.control.platform.requests()).requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBeDefined();
    const { requests } = await simulator.control.platform.requests();
    expect(requests.map((entry) => entry.status)).toEqual([503, 200]);
  });
});
