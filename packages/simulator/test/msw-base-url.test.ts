/**
 * Under MSW, a client created without `baseUrl` calls the SDK's default host. When the simulator
 * answers under another base URL, the client gets a 421 `BASE_URL_MISMATCH` naming both URLs;
 * with the simulator on the SDK's default host, the same client is simply answered.
 */
import { ApiError, createClient, ENVIRONMENTS } from '@payments-platform/sdk';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { createSimulator, DEFAULT_BASE_URL, DEMO } from '../src/index.js';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('MSW and a client without baseUrl', () => {
  test('a simulator on its default base URL answers 421 naming both URLs and the fix', async () => {
    const simulator = createSimulator();
    server.use(...simulator.handlers);
    const client = createClient({ apiKey: DEMO.keys.app, maxRetries: 0 });

    const error = await client.config.chains.list().then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(ApiError);
    const { status, code, message } = error as ApiError;
    expect([status, code]).toEqual([421, 'BASE_URL_MISMATCH']);
    expect(message).toContain(`${ENVIRONMENTS.sandbox}/v1/config/chains`);
    expect(message).toContain(`under ${DEFAULT_BASE_URL}`);
    expect(message).toContain('baseUrl: simulator.baseUrl');
  });

  test('the production host is covered too, and nothing of the state changes', async () => {
    const simulator = createSimulator();
    server.use(...simulator.handlers);
    const before = JSON.stringify(simulator.snapshot());
    const client = createClient({ apiKey: DEMO.keys.app, environment: 'production', maxRetries: 0 });
    await expect(client.teams.invitations.create({ email: 'new@example.com' })).rejects.toMatchObject({
      status: 421,
      code: 'BASE_URL_MISMATCH',
    });
    expect(JSON.stringify(simulator.snapshot())).toBe(before);
  });

  test("a simulator on the SDK's default host answers the same client", async () => {
    const simulator = createSimulator({ baseUrl: ENVIRONMENTS.sandbox });
    server.use(...simulator.handlers);
    const client = createClient({ apiKey: DEMO.keys.app, maxRetries: 0 });
    const { chains } = await client.config.chains.list();
    expect(chains.length).toBeGreaterThan(0);
  });
});
