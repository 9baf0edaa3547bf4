import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  AbortError,
  ConnectionError,
  createClient,
  ServiceUnavailableError,
  TimeoutError,
} from '../src/index.js';
import { fail, ok, stubFetch } from './stub-fetch.js';

const BASE = 'http://api.test';
const make = (handler: Parameters<typeof stubFetch>[0], extra: object = {}) => {
  const stub = stubFetch(handler);
  const client = createClient({ apiKey: 'k', baseUrl: BASE, fetch: stub.fetch, random: () => 0.5, ...extra });
  return { stub, client };
};

describe('retries', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('a POST that fails with 503 is sent once', async () => {
    const { stub, client } = make(() => fail(503, 'UNAVAILABLE'));
    const result = client.teams.invitations.create({ email: 'a@b.co' }).catch((caught: unknown) => caught);
    await vi.runAllTimersAsync();
    expect(await result).toBeInstanceOf(ServiceUnavailableError);
    expect(stub.requests).toHaveLength(1);
  });

  test('a PATCH is never retried either', async () => {
    const { stub, client } = make(() => fail(502, 'BAD_GATEWAY'));
    const result = client.teams.metadata.update({ name: 'x' }).catch((caught: unknown) => caught);
    await vi.runAllTimersAsync();
    await result;
    expect(stub.requests).toHaveLength(1);
  });

  test('a GET with Retry-After: 1 waits a second and succeeds', async () => {
    const { stub, client } = make((_, index) =>
      index === 0 ? fail(429, 'RATE_LIMITED', { 'retry-after': '1' }) : ok({ status: 'ok' }),
    );
    const result = client.maintenance.retrieve();
    await vi.advanceTimersByTimeAsync(999);
    expect(stub.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ status: 'ok' });
    expect(stub.requests).toHaveLength(2);
  });

  test('GET, PUT and DELETE retry 408, 502, 503 and 504 with growing delays, up to maxRetries', async () => {
    const statuses = [408, 502, 504];
    const { stub, client } = make(
      (_, index) => (index < 3 ? fail(statuses[index] ?? 500, 'X') : ok({ status: 'ok' })),
      {
        maxRetries: 3,
      },
    );
    const times: number[] = [];
    const result = client.maintenance.retrieve();
    for (let step = 0; step < 60; step++) {
      const before = stub.requests.length;
      await vi.advanceTimersByTimeAsync(100);
      if (stub.requests.length > before) times.push(step * 100);
    }
    await expect(result).resolves.toEqual({ status: 'ok' });
    expect(stub.requests).toHaveLength(4);
    // Full delay 500, 1000, 2000 ms with jitter 0.5 -> 375, 750, 1500 ms after each failure.
    const gaps = times.slice(1).map((time, index) => time - (times[index] ?? 0));
    expect(gaps[1]).toBeGreaterThan(gaps[0] ?? 0);
  });

  test('a GET gives up after maxRetries and throws the last error', async () => {
    const { stub, client } = make(() => fail(503, 'DOWN'), { maxRetries: 2 });
    const result = client.maintenance.retrieve().catch((caught: unknown) => caught);
    await vi.runAllTimersAsync();
    expect(await result).toBeInstanceOf(ServiceUnavailableError);
    expect(stub.requests).toHaveLength(3);
  });

  test('maxRetries: 0 means no retry at all', async () => {
    const { stub, client } = make(() => fail(503, 'DOWN'));
    const result = client.maintenance.retrieve({}, { maxRetries: 0 }).catch((caught: unknown) => caught);
    await vi.runAllTimersAsync();
    await result;
    expect(stub.requests).toHaveLength(1);
  });

  test('a 500 and a 404 are not retried', async () => {
    const { stub, client } = make((_, index) => (index === 0 ? fail(500, 'X') : fail(404, 'Y')));
    await Promise.all([client.maintenance.retrieve().catch(() => undefined), vi.runAllTimersAsync()]);
    await Promise.all([client.maintenance.retrieve().catch(() => undefined), vi.runAllTimersAsync()]);
    expect(stub.requests).toHaveLength(2);
  });

  test('a connection error on a GET is retried', async () => {
    const { stub, client } = make((_, index) => {
      if (index === 0) throw new TypeError('fetch failed');
      return ok({ status: 'ok' });
    });
    const result = client.maintenance.retrieve();
    await vi.runAllTimersAsync();
    await expect(result).resolves.toEqual({ status: 'ok' });
    expect(stub.requests).toHaveLength(2);
  });

  test('a connection error on a POST is not retried', async () => {
    const { stub, client } = make(() => {
      throw new TypeError('fetch failed');
    });
    const result = client.teams.invitations.create({ email: 'a@b.co' }).catch((caught: unknown) => caught);
    await vi.runAllTimersAsync();
    expect(await result).toBeInstanceOf(ConnectionError);
    expect(stub.requests).toHaveLength(1);
  });
});

describe('timeouts and abort', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const hanging = (request: { signal?: AbortSignal | null }) =>
    new Promise<Response>((_, reject) => {
      if (request.signal?.aborted) reject(request.signal.reason);
      request.signal?.addEventListener('abort', () => reject(request.signal?.reason));
    });
  /** A fetch that never answers until its signal aborts, however it is called. */
  const hangingFetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    hanging(new Request(input, init))) as typeof fetch;

  test('a call that takes longer than timeoutMs throws TimeoutError', async () => {
    const fetchStub = hangingFetch;
    const client = createClient({ baseUrl: BASE, fetch: fetchStub, timeoutMs: 1000, maxRetries: 0 });
    const result = client.maintenance.retrieve().catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(1001);
    expect(await result).toBeInstanceOf(TimeoutError);
  });

  test('the per-request timeout wins over the client default', async () => {
    const fetchStub = hangingFetch;
    const client = createClient({ baseUrl: BASE, fetch: fetchStub, timeoutMs: 60_000, maxRetries: 0 });
    const result = client.maintenance.retrieve({}, { timeoutMs: 50 }).catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(51);
    expect(await result).toBeInstanceOf(TimeoutError);
  });

  test('the caller signal aborts the call with AbortError', async () => {
    const fetchStub = hangingFetch;
    const client = createClient({ baseUrl: BASE, fetch: fetchStub });
    const controller = new AbortController();
    const result = client.maintenance
      .retrieve({}, { signal: controller.signal })
      .catch((caught: unknown) => caught);
    controller.abort();
    expect(await result).toBeInstanceOf(AbortError);
  });

  test('the timeout also covers a body that never finishes', async () => {
    const stalled: typeof fetch = async (input, init) => {
      const signal = new Request(input, init).signal;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"success":true,'));
          signal.addEventListener('abort', () => controller.error(signal.reason));
        },
      });
      return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
    };
    const client = createClient({ baseUrl: BASE, fetch: stalled, timeoutMs: 200, maxRetries: 0 });
    const result = client.maintenance.retrieve().catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(201);
    expect(await result).toBeInstanceOf(TimeoutError);
  });

  test('an abort during the wait before a retry ends the call with AbortError and no second attempt', async () => {
    const { stub, client } = make(() => fail(503, 'DOWN'), { maxRetries: 2 });
    const controller = new AbortController();
    const result = client.maintenance
      .retrieve({}, { signal: controller.signal })
      .catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(10);
    expect(stub.requests).toHaveLength(1);
    controller.abort();
    expect(await result).toBeInstanceOf(AbortError);
    await vi.runAllTimersAsync();
    expect(stub.requests).toHaveLength(1);
  });

  test('a signal aborted before the call sends nothing', async () => {
    const { stub, client } = make(() => ok({ status: 'ok' }));
    const result = client.maintenance
      .retrieve({}, { signal: AbortSignal.abort() })
      .catch((caught: unknown) => caught);
    expect(await result).toBeInstanceOf(AbortError);
    expect(stub.requests).toHaveLength(0);
  });
});

describe('Retry-After', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2026, 0, 1));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const attemptsAfter = async (retryAfter: string, waitMs: number) => {
    const { stub, client } = make((_, index) =>
      index === 0 ? fail(503, 'DOWN', { 'retry-after': retryAfter }) : ok({ status: 'ok' }),
    );
    const result = client.maintenance.retrieve();
    await vi.advanceTimersByTimeAsync(waitMs);
    const seen = stub.requests.length;
    await vi.runAllTimersAsync();
    await expect(result).resolves.toEqual({ status: 'ok' });
    return seen;
  };

  test('an HTTP date is waited for', async () => {
    const date = new Date(Date.UTC(2026, 0, 1, 0, 0, 3)).toUTCString();
    expect(await attemptsAfter(date, 2_999)).toBe(1);
    expect(await attemptsAfter(new Date(Date.now() + 3_000).toUTCString(), 3_000)).toBe(2);
  });

  test('a wait longer than a minute is capped at a minute', async () => {
    expect(await attemptsAfter('3600', 59_999)).toBe(1);
    expect(await attemptsAfter('3600', 60_000)).toBe(2);
  });

  test("ky 2's rule: a number in Retry-After is seconds, so a timestamp there waits the one-minute cap", async () => {
    expect(await attemptsAfter(String(Date.UTC(2026, 0, 1, 0, 0, 5) / 1000), 59_999)).toBe(1);
    expect(await attemptsAfter(String(Date.UTC(2026, 0, 1, 0, 0, 5) / 1000), 60_000)).toBe(2);
  });

  test("ky 2's rule: a Retry-After that is neither seconds nor a date waits the backoff", async () => {
    // 500 ms with jitter between half and all of it: 375 ms at random() = 0.5.
    expect(await attemptsAfter('soon', 374)).toBe(1);
    expect(await attemptsAfter('soon', 375)).toBe(2);
  });

  test('a 502 ignores Retry-After and backs off', async () => {
    const { stub, client } = make((_, index) =>
      index === 0 ? fail(502, 'BAD_GATEWAY', { 'retry-after': '30' }) : ok({ status: 'ok' }),
    );
    const result = client.maintenance.retrieve();
    // First backoff: 500 ms with jitter 0.5 is 375 ms.
    await vi.advanceTimersByTimeAsync(375);
    expect(stub.requests).toHaveLength(2);
    await expect(result).resolves.toEqual({ status: 'ok' });
  });

  test('each retry is logged at info with its reason', async () => {
    const lines: unknown[][] = [];
    const logger = { debug() {}, info: (...args: unknown[]) => lines.push(args), warn() {}, error() {} };
    const { client } = make(
      (_, index) => (index === 0 ? fail(503, 'DOWN', { 'retry-after': '1' }) : ok({ status: 'ok' })),
      { logger, logLevel: 'info' },
    );
    const result = client.maintenance.retrieve();
    await vi.runAllTimersAsync();
    await result;
    expect(lines).toEqual([
      ['Retrying request', { method: 'GET', url: `${BASE}/v1/maintenance`, retryCount: 1, reason: 503 }],
    ]);
  });
});
