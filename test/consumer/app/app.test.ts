/**
 * The app under vitest with MSW: the client keeps the global fetch and `setupServer` hands its
 * requests to the simulator's handlers.
 */
import { createClient } from '@payments-platform/sdk';
import { DEMO } from '@payments-platform/simulator';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildSimulator, run } from './app.js';

const BASE_URL = 'http://127.0.0.1:9';
const simulator = buildSimulator(BASE_URL);
const server = setupServer(...simulator.handlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

test('the app answers from the simulator behind MSW', async () => {
  const client = createClient({ apiKey: DEMO.keys.app, baseUrl: BASE_URL, maxRetries: 0 });
  const report = await run(client, simulator);
  expect(report).toMatchObject({ available: true, chains: 1, denied: '403 API_KEY_INVALID' });
  expect(report.users).toBeGreaterThan(0);
  expect(report.signer).toMatch(/^0x[0-9a-fA-F]{40}$/);
});
