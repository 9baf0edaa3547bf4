/**
 * Playwright settings of the unawaited-matcher checks, which `testing-unawaited.test.ts` runs in a
 * child process: one worker, no browser (the checks use only the simulator fixture).
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: '.',
  testMatch: '*.check.ts',
  workers: 1,
  retries: 0,
  timeout: 30_000,
  outputDir: join(tmpdir(), 'payments-platform-unawaited-playwright'),
});
