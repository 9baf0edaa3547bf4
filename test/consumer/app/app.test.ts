/**
 * The app under vitest with MSW: the client keeps the global fetch and `setupServer` hands its
 * requests to the simulator's handlers, built with the app's msw (2 or 3), whose `server.close()`
 * disposes of them. The msw entry types them as msw's and fails an unhandled request in both.
 */
import { createClient } from '@payments-platform/sdk';
import { DEMO } from '@payments-platform/simulator';
import { UNHANDLED_IS_ERROR } from '@payments-platform/simulator/msw';
import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, expectTypeOf, test } from 'vitest';
import { buildSimulator, run } from './app.js';

// A host that never resolves (`.invalid`), so a request MSW missed fails here; not a blocked port
// such as 9, which msw 3 refuses before its handlers see the request, as fetch does.
const BASE_URL = 'http://payments.invalid';
const simulator = buildSimulator(BASE_URL);
const server = setupServer(...simulator.handlers);

expectTypeOf(simulator.handlers).toEqualTypeOf<RequestHandler[]>();

beforeAll(() => server.listen(UNHANDLED_IS_ERROR));
afterAll(() => server.close());

test('the app answers from the simulator behind MSW', async () => {
  const client = createClient({ apiKey: DEMO.keys.app, baseUrl: BASE_URL, maxRetries: 0 });
  const report = await run(client, simulator);
  expect(report).toMatchObject({ available: true, chains: 1, denied: '403 API_KEY_INVALID' });
  expect(report.users).toBeGreaterThan(0);
  expect(report.signer).toMatch(/^0x[0-9a-fA-F]{40}$/);
});
