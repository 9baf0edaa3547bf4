import { defineConfig } from 'vitest/config';
import { projects } from './vitest.workspace.js';

/**
 * The whole run: the projects listed in `vitest.workspace.ts`, each with its own settings
 * (`vitest.shared.ts` for the packages and the examples).
 */
export default defineConfig({
  test: { projects },
});
