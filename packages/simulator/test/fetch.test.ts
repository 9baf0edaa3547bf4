import { createSimulator } from '../src/index.js';
import type { HarnessFactory } from './harness.js';
import { sharedSuite } from './shared-suite.js';

const inProcess: HarnessFactory = async (options = {}) => {
  const simulator = createSimulator(options);
  return { simulator, send: (path, init) => simulator.fetch(path, init), close: async () => undefined };
};

sharedSuite('fetch', inProcess);
