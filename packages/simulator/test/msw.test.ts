import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll } from 'vitest';
import { createSimulator } from '../src/index.js';
import type { HarnessFactory } from './harness.js';
import { sharedSuite } from './shared-suite.js';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

const active: RequestHandler[][] = [];
const install = () => {
  server.resetHandlers();
  for (const handlers of active) server.use(...handlers);
};
let created = 0;

/** Each harness adds its simulator's handlers (on its own base URL) to the one MSW server. */
const intercepted: HarnessFactory = async (options = {}) => {
  created += 1;
  const simulator = createSimulator({ baseUrl: `http://simulator-${created}.test`, ...options });
  active.push(simulator.handlers);
  install();
  return {
    simulator,
    send: (path, init) => fetch(`${simulator.baseUrl}${path}`, init),
    close: async () => {
      active.splice(active.indexOf(simulator.handlers), 1);
      install();
    },
  };
};

sharedSuite('msw', intercepted);
