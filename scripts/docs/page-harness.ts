/**
 * The test harness of the page's Run buttons, with msw's `setupServer` for `mswTest`; the bundle
 * of a page includes it only when an example of the page declares tests.
 */
import { setupServer } from 'msw/node'; // msw's fetch interceptor in the page: see typedoc-plugin.mjs
import { createHarness } from './harness.js';
import type { RunHost } from './runner.js';

export const harness: NonNullable<RunHost['harness']> = (region, print) =>
  createHarness(region, print, { setupServer });
