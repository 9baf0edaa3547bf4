/**
 * The MSW block of packages/simulator/README.md: the setup of a test file, imported by
 * `simulator-msw.test.ts`, which registers its hooks.
 */
export { simulator };

// #region msw
import { createSimulator } from '@payments-platform/simulator';
// Types the handlers as msw's, and fails an unhandled request in msw 2 and 3 alike.
import { UNHANDLED_IS_ERROR } from '@payments-platform/simulator/msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach } from 'vitest';

const simulator = createSimulator({ baseUrl: 'https://sandbox.api.payments-platform.com' });
const server = setupServer(...simulator.handlers);

beforeAll(() => server.listen(UNHANDLED_IS_ERROR));
beforeEach(() => simulator.reset());
afterAll(() => server.close());
// #endregion msw
