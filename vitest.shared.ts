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
      typecheck: { enabled: true, include: ['src/**/*.test-d.ts', 'test/**/*.test-d.ts'] },
    },
  });
}
