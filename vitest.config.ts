import { defineConfig } from 'vitest/config';

/**
 * Settings of the whole run; the projects are in `vitest.workspace.ts`.
 *
 * Test files share each worker's module cache instead of importing the contract, zod and msw
 * afresh for every file, which more than halves the suites' time. Nothing a test needs lives in
 * module state (each test builds its own simulator and client), and the consumer suite's runs on
 * Node 22 and 24 shuffle the files, so a test that leaned on another file's leftovers would fail.
 * The pool reads this from the root configuration only.
 */
export default defineConfig({
  test: {
    poolOptions: { forks: { isolate: false } },
  },
});
