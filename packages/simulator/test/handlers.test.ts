/**
 * The handler extension point: typed requests, replies, binary answers, response validation
 * against the contract, and failures turned into the envelope.
 */
import { describe, expect, test } from 'vitest';
import { createSimulator, DEMO, defineArea, defineHandlers, reply, SimulatorError } from '../src/index.js';

const appKey = { headers: { 'x-api-key': DEMO.keys.app } };

describe('handlers', () => {
  test('a handler gets the parsed input (query normalised by the contract) and the services', async () => {
    let seen: unknown;
    const simulator = createSimulator({
      handlers: defineHandlers({
        checkUsernameAvailability: ({ query, caller, clock, store }) => {
          seen = { username: query.username, app: caller.app?.id, now: clock.iso(), users: store.users.size };
          return { available: true };
        },
      }),
    });
    const response = await simulator.fetch('/v1/config/username?username=%20New_Name%20', appKey);
    expect(response.status).toBe(200);
    expect(seen).toEqual({
      username: 'new_name',
      app: DEMO.apps.main.id,
      now: '2025-01-01T00:00:00.000Z',
      users: 8,
    });
  });

  test('reply: another status and extra headers', async () => {
    const simulator = createSimulator({
      handlers: {
        getMaintenance: () => reply({ status: 'ok' }, { status: 202, headers: { 'x-extra': 'yes' } }),
      },
    });
    const response = await simulator.fetch('/v1/maintenance');
    expect(response.status).toBe(202);
    expect(response.headers.get('x-extra')).toBe('yes');
    expect(await response.json()).toEqual({ success: true, data: { status: 'ok' } });
  });

  test('binary routes answer the bytes a handler returns', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.7 simulated');
    const simulator = createSimulator({
      handlers: {
        getPaymentRequestInvoicePdf: ({ params }) =>
          reply(params.id === 'req_1' ? pdf : new Uint8Array(), {
            headers: { 'content-type': 'application/pdf' },
          }),
      },
    });
    const response = await simulator.fetch('/v1/core/request/req_1/invoice-pdf', appKey);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(pdf);
  });

  test('validateResponses: data that does not match the response schema answers 500 naming the operation', async () => {
    const broken = defineHandlers({ getMaintenance: () => ({ status: 42 }) as unknown as { status: 'ok' } });
    const strict = createSimulator({ handlers: broken });
    const response = await strict.fetch('/v1/maintenance');
    expect(response.status).toBe(500);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('INTERNAL_ERROR');
    expect(body.error.message).toMatch(/getMaintenance does not match its schema: status/);
    const lenient = createSimulator({ handlers: broken, validateResponses: false });
    expect((await lenient.fetch('/v1/maintenance')).status).toBe(200);
  });

  test('validateResponses: data that matches its schema once serialised to JSON passes', async () => {
    const serialised = defineHandlers({
      getMaintenance: () => ({ status: { toJSON: () => 'ok' } }) as unknown as { status: 'ok' },
    });
    const strict = createSimulator({ handlers: serialised });
    const response = await strict.fetch('/v1/maintenance');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, data: { status: 'ok' } });
  });

  test('handlers: one MSW handler for the base URL and one per SDK default host, the same array on every read', () => {
    const simulator = createSimulator({ baseUrl: 'http://handlers.test' });
    const handlers = simulator.handlers;
    expect(simulator.handlers).toBe(handlers);
    expect(handlers.map((handler) => handler.info.header)).toEqual([
      'simulator http://handlers.test/*',
      'simulator: not https://sandbox.api.payments-platform.com/*',
      'simulator: not https://api.payments-platform.com/*',
    ]);
    const onSandbox = createSimulator({ baseUrl: 'https://sandbox.api.payments-platform.com' });
    expect(onSandbox.handlers.map((handler) => handler.info.header)).toEqual([
      'simulator https://sandbox.api.payments-platform.com/*',
      'simulator: not https://api.payments-platform.com/*',
    ]);
  });

  test('a SimulatorError becomes the envelope with its status, code and headers', async () => {
    const simulator = createSimulator({
      handlers: {
        listChains: () => {
          throw new SimulatorError(409, 'CHAIN_CONFLICT', 'Busy', { headers: { 'retry-after': '3' } });
        },
      },
    });
    const response = await simulator.fetch('/v1/config/chains', appKey);
    expect(response.status).toBe(409);
    expect(response.headers.get('retry-after')).toBe('3');
    expect(await response.json()).toEqual({
      success: false,
      error: { code: 'CHAIN_CONFLICT', message: 'Busy' },
    });
  });

  test('an unexpected exception, sync or async, becomes 500 INTERNAL_ERROR and the simulator keeps serving', async () => {
    const simulator = createSimulator({
      handlers: {
        listChains: () => {
          throw new TypeError('boom');
        },
        listTokens: async () => {
          await Promise.resolve();
          throw new Error('async boom');
        },
      },
    });
    for (const path of ['/v1/config/chains', '/v1/config/chains/tokens']) {
      const response = await simulator.fetch(path, appKey);
      expect(response.status).toBe(500);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('INTERNAL_ERROR');
      expect(body.error.message).toMatch(/boom/);
    }
    expect((await simulator.fetch('/v1/maintenance')).status).toBe(200);
  });

  test('areas: extra areas add handlers, jobs and control routes', async () => {
    const ran: unknown[] = [];
    const simulator = createSimulator({
      areas: [
        defineArea({
          name: 'test',
          handlers: {
            getMaintenance: ({ jobs, clock }) => {
              jobs.schedule('test.tick', clock.now() + 1_000, { n: 1 });
              return { status: 'limited' };
            },
          },
          jobs: { 'test.tick': (payload) => void ran.push(payload) },
        }),
      ],
    });
    expect(await (await simulator.fetch('/v1/maintenance')).json()).toEqual({
      success: true,
      data: { status: 'limited' },
    });
    await simulator.clock.advance(999);
    expect(ran).toEqual([]);
    await simulator.clock.advance(1);
    expect(ran).toEqual([{ n: 1 }]);
  });

  test('the relative and absolute forms of fetch reach the same simulator', async () => {
    const simulator = createSimulator({ baseUrl: 'http://127.0.0.1:4999/api' });
    expect((await simulator.fetch('/v1/maintenance')).status).toBe(200);
    expect((await simulator.fetch('v1/maintenance')).status).toBe(200);
    expect((await simulator.fetch(new URL('http://127.0.0.1:4999/api/v1/maintenance'))).status).toBe(200);
    expect((await simulator.fetch(new Request('http://127.0.0.1:4999/api/v1/maintenance'))).status).toBe(200);
  });
});
