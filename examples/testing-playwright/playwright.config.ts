/**
 * Playwright settings of the checkout example: Chromium from the system (`CHROMIUM_PATH`, default
 * Debian's `/usr/bin/chromium`; no browser is downloaded), two workers, each with its own
 * simulator server.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  reporter: 'list',
  outputDir: join(tmpdir(), 'payments-platform-testing-playwright'),
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-background-networking', '--disable-component-update'],
    },
    trace: 'off',
    screenshot: 'off',
    video: 'off',
  },
});
