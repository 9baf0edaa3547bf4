/**
 * The vitest settings of the unawaited-matcher checks, which `testing-unawaited.test.ts` runs in a
 * child process: the packages read from their sources, only the `*.check.ts` files of this folder.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@payments-platform/source', 'module', 'node', 'import', 'default'] },
  ssr: { resolve: { conditions: ['@payments-platform/source', 'node', 'import', 'default'] } },
  test: { root: import.meta.dirname, include: ['*.check.ts'], environment: 'node' },
});
