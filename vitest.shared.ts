import { defineProject } from 'vitest/config';

/**
 * Test project settings shared by every package: tests run on source through the
 * `@payments-platform/source` export condition, so `npm test` never depends on a build.
 */
export function packageProject(name: string, include: string[] = ['src/**/*.test.ts', 'test/**/*.test.ts']) {
  return defineProject({
    resolve: { conditions: ['@payments-platform/source', 'module', 'node', 'default'] },
    ssr: { resolve: { conditions: ['@payments-platform/source', 'node', 'default'] } },
    test: {
      name,
      include,
      environment: 'node',
      // Test files share each worker's module cache instead of importing the contract, zod and msw
      // afresh for every file, which more than halves the suites' time. Nothing a test needs lives
      // in module state (each test builds its own simulator and client), and the consumer suite's
      // run on Node 22 shuffles the files, so a test that leaned on another file's leftovers fails.
      isolate: false,
      // A guard against a hang, not a speed target: a shared CI machine under load can take
      // several times longer than a laptop, and speed is measured in bench/ instead.
      testTimeout: 20_000,
      hookTimeout: 30_000,
      // The type tests (`*.test-d.ts`) are compiled by `npm run typecheck`, which fails on any of
      // their assertions; `npm test` runs that first and sets PAYMENTS_SKIP_TYPECHECK for
      // `vitest run` so the same files are not compiled again, per project. The consumer suite sets
      // it too when it runs the suites on another Node: tsc's answer does not depend on the Node.
      // `vitest` alone (watch mode) still runs them.
      typecheck: {
        enabled: process.env.PAYMENTS_SKIP_TYPECHECK !== '1',
        include: ['src/**/*.test-d.ts', 'test/**/*.test-d.ts'],
      },
    },
  });
}
