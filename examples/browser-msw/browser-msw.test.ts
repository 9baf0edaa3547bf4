/**
 * Runs the page in headless Chromium (`CHROMIUM_PATH`, default Debian's `/usr/bin/chromium`,
 * installed by `scripts/ensure-chromium.mjs`), waits for its result and saves a screenshot to
 * `examples/browser-msw/output/`.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { PageResult } from './app.js';
import { servePage } from './serve.js';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const OUTPUT = fileURLToPath(new URL('./output/', import.meta.url));

describe('examples.browser-msw', () => {
  test('the SDK in the page is answered by the simulator through the service worker', async () => {
    if (!existsSync(CHROMIUM)) {
      throw new Error(
        `No Chromium at ${CHROMIUM}: run \`node scripts/ensure-chromium.mjs\` or set CHROMIUM_PATH.`,
      );
    }
    const served = await servePage();
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-background-networking', '--disable-component-update'],
    });
    try {
      const page = await browser.newPage();
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      const fromWorker: boolean[] = [];
      page.on('response', (response) => {
        if (new URL(response.url()).pathname.startsWith('/v1/'))
          fromWorker.push(response.fromServiceWorker());
      });
      await page.goto(`${served.origin}/`);
      await page.waitForFunction(() => window.__checkout !== undefined, undefined, { timeout: 30_000 });
      const result = (await page.evaluate(() => window.__checkout)) as PageResult;
      expect(pageErrors).toEqual([]);
      expect(result.error).toBeUndefined();
      expect(result.ok).toBe(true);
      expect(result.lines).toEqual([
        'Platform status: ok',
        'Logged in as bruno of Acme Imports',
        expect.stringMatching(/^Payment request for 42 USD: \S+$/),
        'Unknown e-mail refused: 404 APP_V1_AUTH_SEND_OTP_ROUTE_01',
      ]);
      expect(await page.locator('#log li').count()).toBe(4);
      expect(fromWorker.length).toBeGreaterThan(0);
      expect(fromWorker.every(Boolean)).toBe(true);
      mkdirSync(OUTPUT, { recursive: true });
      const screenshot = await page.screenshot({ path: `${OUTPUT}checkout.png`, fullPage: true });
      expect(screenshot.byteLength).toBeGreaterThan(1000);
    } finally {
      await browser.close();
      await served.close();
    }
  }, 60_000);
});
