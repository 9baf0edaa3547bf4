import { describe, expect, test } from 'vitest';
import { getMaintenance, listChains } from '../contract/config.js';
import { getPaymentRequest, getPaymentRequestInvoicePdf } from '../contract/core.js';
import { call, createCore } from './call.js';
import { ConfigurationError, NotFoundError } from './errors.js';

const BASE = 'http://api.test';

/** A fetch that records each URL it is given and answers `answer`. */
function recording(answer: () => Response = () => Response.json({ success: true, data: { status: 'ok' } })) {
  const urls: string[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    urls.push(String(input instanceof Request ? input.url : input));
    return answer();
  }) as typeof globalThis.fetch;
  return { urls, fetch };
}

const configurationError = (make: () => unknown): ConfigurationError => {
  try {
    make();
  } catch (error) {
    if (error instanceof ConfigurationError) return error;
    throw error;
  }
  throw new Error('no ConfigurationError was thrown');
};

describe('createCore: options checked where they are given', () => {
  test('error: an unknown option names the closest known one', () => {
    const error = configurationError(() => createCore({ apiKey: 'k', timeout: 5 } as never));
    expect(error.option).toBe('timeout');
    expect(error.message).toBe('timeout: unknown option; did you mean "timeoutMs"?');
  });

  test('error: an unknown option far from every known one lists the options', () => {
    const error = configurationError(() => createCore({ colour: 'blue' } as never));
    expect(error.option).toBe('colour');
    expect(error.message).toMatch(/^colour: unknown option; createClient takes apiKey, baseUrl, environment/);
  });

  test('an option set to undefined is left alone', () => {
    expect(() => createCore({ apiKey: 'k', timeout: undefined } as never)).not.toThrow();
  });

  test('error: an empty apiKey names apiKey', () => {
    for (const apiKey of ['', '   ']) {
      const error = configurationError(() => createCore({ apiKey }));
      expect(error.option).toBe('apiKey');
      expect(error.message).toContain('apiKey must be the application key');
      expect(error.message).toContain(apiKey === '' ? 'an empty string' : 'a string of 3 characters');
    }
  });

  test('error: mistyped values name their option', () => {
    expect(configurationError(() => createCore({ apiKey: 42 as never })).option).toBe('apiKey');
    expect(configurationError(() => createCore({ headers: 'x-trace: 1' as never })).option).toBe('headers');
    expect(configurationError(() => createCore({ now: 1_700_000_000_000 as never })).option).toBe('now');
    expect(configurationError(() => createCore({ session: 'token' as never })).option).toBe('session');
    const refresh = configurationError(() => createCore({ refreshAheadMs: '1m' as never }));
    expect(refresh.option).toBe('refreshAheadMs');
    expect(refresh.message).toContain('received a string of 2 characters');
  });

  test('error: options that are not an object', () => {
    expect(configurationError(() => createCore(null as never)).option).toBe('options');
  });
});

describe('call: before any request', () => {
  test('error: a keyed operation on a client without apiKey names apiKey and the operation', async () => {
    const { urls, fetch } = recording();
    const core = createCore({ baseUrl: BASE, fetch, maxRetries: 0 });
    const error = await call(core, listChains, {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConfigurationError);
    expect((error as ConfigurationError).option).toBe('apiKey');
    expect((error as Error).message).toContain('client.config.chains.list (listChains) needs an API key');
    expect((error as Error).message).toContain('createClient({ apiKey })');
    expect(urls).toEqual([]);
  });

  test('a public operation needs no key', async () => {
    const { urls, fetch } = recording();
    const core = createCore({ baseUrl: BASE, fetch, maxRetries: 0 });
    await expect(call(core, getMaintenance, {})).resolves.toEqual({ status: 'ok' });
    expect(urls).toEqual([`${BASE}/v1/maintenance`]);
  });

  test('an x-api-key header of the client or of the call stands for apiKey', async () => {
    const { urls, fetch } = recording(() => Response.json({ success: true, data: { chains: [] } }));
    const viaClient = createCore({ baseUrl: BASE, fetch, headers: { 'X-Api-Key': 'k' }, validation: 'off' });
    await call(viaClient, listChains, {});
    const bare = createCore({ baseUrl: BASE, fetch, validation: 'off' });
    await call(bare, listChains, {}, { headers: { 'x-api-key': 'k' } });
    expect(urls).toHaveLength(2);
  });

  test('error: an unknown option of one call names the closest known one', async () => {
    const { urls, fetch } = recording();
    const core = createCore({ apiKey: 'k', baseUrl: BASE, fetch });
    const error = await call(core, getMaintenance, {}, { timeout: 5 } as never).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ConfigurationError);
    expect((error as Error).message).toBe('timeout: unknown option; did you mean "timeoutMs"?');
    expect(urls).toEqual([]);
  });
});

describe('call: a bare numeric code says what it means on its route', () => {
  const answering = (status: number, code: unknown, message?: string) =>
    recording(() => Response.json({ success: false, error: { code, message } }, { status }));

  test('error: 404 code 1 of a payment request read names a missing payment request', async () => {
    const { fetch } = answering(404, '1', 'No payment request req_never.');
    const core = createCore({ apiKey: 'k', baseUrl: BASE, fetch, maxRetries: 0 });
    const error = await call(core, getPaymentRequest, { id: 'req_never' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as NotFoundError).code).toBe('1');
    expect((error as Error).message).toBe(
      'No payment request req_never. (404 code 1 of getPaymentRequest: payment request not found)',
    );
  });

  test('error: a numeric code sent as a number, without a message, on the invoice route', async () => {
    const { fetch } = answering(400, 2);
    const core = createCore({ apiKey: 'k', baseUrl: BASE, fetch, maxRetries: 0 });
    const error = await call(core, getPaymentRequestInvoicePdf, { id: 'req_1' }).catch(
      (caught: unknown) => caught,
    );
    expect((error as Error).message).toBe(
      'GET /v1/core/request/{id}/invoice-pdf failed with status 400 (400 code 2 of getPaymentRequestInvoicePdf: payment request not completed)',
    );
  });

  test('a named code keeps its message as sent', async () => {
    const { fetch } = answering(404, 'NOT_FOUND', 'Nothing here.');
    const core = createCore({ apiKey: 'k', baseUrl: BASE, fetch, maxRetries: 0 });
    const error = await call(core, getPaymentRequest, { id: 'req_1' }).catch((caught: unknown) => caught);
    expect((error as Error).message).toBe('Nothing here.');
  });
});
