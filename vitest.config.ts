import { defineConfig } from 'vitest/config';
import { projects } from './vitest.workspace.js';

/**
 * The whole run: the projects listed in `vitest.workspace.ts`, each with its own settings
 * (`vitest.shared.ts` for the packages and the examples).
 */
export default defineConfig({
  test: {
    projects,
    // One worker per core. vitest 4 and later default to one fewer than the cores outside watch
    // mode, which on a two-core CI machine is a single worker: the suites then run one file at a
    // time while most of them wait on a child process, a browser or a socket.
    maxWorkers: '100%',
  },
});
