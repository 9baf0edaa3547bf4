import { defineProject } from 'vitest/config';

/**
 * Test project settings shared by every package: tests run on source through the
 * `@payments-platform/source` export condition, so `npm test` never depends on a build.
 */
export function packageProject(name: string, include: string[] = ['src/**/*.test.ts', 'test/**/*.test.ts']) {
  return defineProject({
    resolve: { conditions: ['@payments-platform/source', 'module', 'node', 'import', 'default'] },
    ssr: { resolve: { conditions: ['@payments-platform/source', 'node', 'import', 'default'] } },
    test: {
      name,
      include,
      environment: 'node',
      // A guard against a hang, not a speed target: a shared CI machine under load can take
      // several times longer than a laptop, and speed is measured in bench/ instead.
      testTimeout: 20_000,
      hookTimeout: 30_000,
      // The consumer suite sets PAYMENTS_SKIP_TYPECHECK when it runs the suites again on another
      // Node: the type tests' answer does not depend on the Node that runs tsc.
      typecheck: {
        enabled: process.env.PAYMENTS_SKIP_TYPECHECK !== '1',
        include: ['src/**/*.test-d.ts', 'test/**/*.test-d.ts'],
      },
    },
  });
}
