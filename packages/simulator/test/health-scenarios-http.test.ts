/**
 * `GET /_simulator/health` and `POST /_simulator/scenarios/{name}` on a standalone server with an
 * admin token, as a test suite in another language would call them.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SIMULATOR_VERSION } from '../src/platform/version.js';
import { SCENARIO_NAMES } from '../src/scenario-control.js';
import { startServer } from '../src/server.js';
import { createSimulator } from '../src/simulator.js';
import { paidPaymentRequest } from '../src/testing/scenarios.js';

const TOKEN = 'test-admin-token-of-32-characters-x';
let server: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  server = await startServer({ port: 0, seed: 'demo', randomSeed: 7, adminToken: TOKEN });
});
afterAll(() => server.close());

const post = (path: string, body: unknown, token: string | null = TOKEN) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token === null ? {} : { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(body),
  });

describe('GET /_simulator/health', () => {
  test('answers 200 with the version and uptime, without the admin token', async () => {
    const response = await fetch(`${server.url}/_simulator/health`);
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: Record<string, unknown> };
    expect(data).toEqual({
      status: 'ok',
      name: '@payments-platform/simulator',
      version: SIMULATOR_VERSION,
      uptimeSeconds: expect.any(Number),
    });
    // Nothing of the state: the same keys whatever the seed holds.
    expect(Object.keys(data).sort()).toEqual(['name', 'status', 'uptimeSeconds', 'version']);
  });

  test('the version is the package version', () => {
    const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    expect(SIMULATOR_VERSION).toBe(manifest.version);
  });

  test('other control routes still want the token', async () => {
    const response = await fetch(`${server.url}/_simulator/clock`);
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('ADMIN_TOKEN_REQUIRED');
  });
});

describe('POST /_simulator/scenarios/{name}', () => {
  test('runs a scenario and answers what the TypeScript call returns', async () => {
    const response = await post('/_simulator/scenarios/paidPaymentRequest', {
      amount: 40,
      customId: 'order-1',
    });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: Record<string, unknown> };
    // The same call in process on a simulator of the same seed returns the same values.
    const local = await paidPaymentRequest(createSimulator({ seed: 'demo', randomSeed: 7 }), {
      amount: 40,
      customId: 'order-1',
    });
    expect(Object.keys(data).sort()).toEqual(Object.keys(local).sort());
    expect(data.requestId).toMatch(/\S/);
    expect(data.deliveryId).toEqual(expect.any(String));
    const read = await fetch(`${server.url}/_simulator/transactions?id=${data.txId}`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(read.status).toBe(200);
  });

  test('every scenario runs over HTTP with its defaults', async () => {
    for (const name of SCENARIO_NAMES.filter((item) => item !== 'paidPaymentRequest')) {
      const response = await post(`/_simulator/scenarios/${name}`, {});
      expect(response.status, name).toBe(200);
      const { data } = (await response.json()) as { data: Record<string, unknown> };
      expect(Object.keys(data).length, name).toBeGreaterThan(1);
    }
  });

  test('error: an unknown name is a 400 SCENARIO_UNKNOWN that lists the scenarios', async () => {
    const response = await post('/_simulator/scenarios/paidRequest', {});
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe('SCENARIO_UNKNOWN');
    expect(error.message).toContain('paidPaymentRequest, send, otcAcceptedOffer, completedRampOrder');
  });

  test('error: a bad option is a 400 BODY_PARSER_ERROR naming the field', async () => {
    const wrongType = await post('/_simulator/scenarios/send', { outcome: 'lost' });
    expect(wrongType.status).toBe(400);
    const first = (await wrongType.json()) as { error: { code: string; message: string } };
    expect(first.error.code).toBe('BODY_PARSER_ERROR');
    expect(first.error.message).toContain('outcome');
    const unknownKey = await post('/_simulator/scenarios/paidPaymentRequest', { amout: 5 });
    expect(unknownKey.status).toBe(400);
    expect(((await unknownKey.json()) as { error: { message: string } }).error.message).toContain('amout');
  });

  test('error: a step the platform refuses is a 400 SCENARIO_FAILED naming its error', async () => {
    const response = await post('/_simulator/scenarios/completedRampOrder', { apiKey: 'sk_not_a_key' });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe('SCENARIO_FAILED');
    expect(error.message).toMatch(/completedRampOrder stopped: [A-Z_]+ \(\d{3}\)/);
  });

  test('error: without the admin token it is refused', async () => {
    const response = await post('/_simulator/scenarios/send', {}, null);
    expect(response.status).toBe(401);
  });

  test('in process: the served simulator runs them through simulator.control.scenarios.run()', async () => {
    const result = (await server.simulator.control.scenarios.run({
      name: 'send',
      outcome: 'failed',
    } as never)) as { status: string };
    expect(result.status).toBe('failed');
  });

  test('error: a simulator no server serves answers 501 naming where scenarios run', async () => {
    const response = await createSimulator({ seed: 'demo' }).fetch('/_simulator/scenarios/send', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(501);
    const { error } = (await response.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe('OPERATION_NOT_SIMULATED');
    expect(error.message).toContain('@payments-platform/simulator/testing');
  });
});
