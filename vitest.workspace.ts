import { defineWorkspace } from 'vitest/config';

export default defineWorkspace([
  'packages/sdk/vitest.config.ts',
  'packages/simulator/vitest.config.ts',
  'packages/signing/vitest.config.ts',
  'examples/vitest.config.ts',
]);
