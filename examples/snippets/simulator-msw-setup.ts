/**
 * The MSW block of packages/simulator/README.md: the setup of a test file, imported by
 * `simulator-msw.test.ts`, which registers its hooks.
 */
export { simulator };

// #region msw
import { createSimulator } from '@payments-platform/simulator';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach } from 'vitest';

const simulator = createSimulator({ baseUrl: 'https://sandbox.api.payments-platform.com' });
const server = setupServer(...simulator.handlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => simulator.reset());
afterAll(() => server.close());
// #endregion msw
