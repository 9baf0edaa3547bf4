import { startServer } from '../src/node.js';
import type { HarnessFactory } from './harness.js';
import { sharedSuite } from './shared-suite.js';

const overLoopback: HarnessFactory = async (options = {}) => {
  const server = await startServer({ ...options, port: 0, host: '127.0.0.1' });
  return {
    simulator: server.simulator,
    send: (path, init) => fetch(`${server.url}${path}`, init),
    close: () => server.close(),
  };
};

sharedSuite('node server', overLoopback);
