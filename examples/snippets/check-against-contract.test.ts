/**
 * Runs the TypeScript blocks of docs/check-against-contract.md: the proxy in front of a sandbox
 * (a simulator behind MSW) finds nothing on a clean call, and in front of an altered simulator
 * reports the missing field.
 */
import { createClient } from '@payments-platform/sdk';
import { createSimulator, DEMO } from '@payments-platform/simulator';
import { createValidationProxy } from '@payments-platform/simulator/node';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';

const sandbox = createSimulator({ baseUrl: 'https://sandbox.example.com' });
// Requests to the proxy itself (on loopback) go through; those to the sandbox host are answered.
const server = setupServer(...sandbox.handlers);

beforeAll(() => server.listen({ onUnhandledFrame: 'bypass' }));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});
afterAll(() => server.close());

describe('docs/check-against-contract.md', () => {
  test('from code: a clean call through the proxy reports no difference', async () => {
    vi.stubEnv('SANDBOX_KEY', DEMO.keys.app);
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await import('./proxy-from-code.js');
    expect(log.mock.calls).toEqual([['1 checked, no differences']]);
  });

  test('an altered upstream: the proxy reports the missing field', async () => {
    const { upstream } = await import('./proxy-altered-upstream.js');
    const proxy = await createValidationProxy({ upstream: upstream.url, log: false });
    try {
      const client = createClient({ apiKey: DEMO.keys.app, baseUrl: proxy.url, validation: 'off' });
      await client.config.username.checkAvailability({ username: 'somebody' });
      const report = await proxy.close();
      expect(report.withDifferences).toBe(1);
      expect(report.byKind).toEqual({ 'invalid-data': 1 });
    } finally {
      await proxy.close();
      await upstream.close();
    }
  });
});
