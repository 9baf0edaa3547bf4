/**
 * The test projects: one per package, plus the examples. The root `vitest.config.ts` passes this
 * list to `test.projects`; a project's own settings are in its `vitest.config.ts`.
 */
export const projects = [
  'packages/sdk/vitest.config.ts',
  'packages/simulator/vitest.config.ts',
  'packages/signing/vitest.config.ts',
  'examples/vitest.config.ts',
];

export default projects;
