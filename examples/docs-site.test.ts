/**
 * The documentation site, built as `npm run docs` builds it (TypeDoc with warnings as errors)
 * and read in headless Chromium from `file://` (`CHROMIUM_PATH`, default Debian's
 * `/usr/bin/chromium`): every page reached from the start page loads with no console error and
 * no failed request, every link is relative and reaches a file of the site, every Run button
 * reaches `data-run-status="ok"` with the output the same example prints in Node, and the search
 * finds an operation by its SDK method and by its HTTP route.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { collectExamples } from '../scripts/docs/examples.mjs';
import { nodeHost, runInNode } from '../scripts/docs/node-host.js';
import type { RunResult } from '../scripts/docs/runner.js';
import { missingExamples } from '../scripts/tsdoc-examples.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SITE = join(ROOT, 'site');
const SITE_URL = pathToFileURL(`${SITE}/`).href;
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** How long a Run may take in the page before it counts as failed. */
const RUN_TIMEOUT_MS = 15_000;

const examples = collectExamples(ROOT);
const runnable = examples.flatMap((example) => (example.run ? [{ ...example, run: example.run }] : []));

let build: { status: number | null; output: string };
let browser: Browser;
/** What each runnable example printed in Node, by id. */
const inNode = new Map<string, RunResult>();

beforeAll(async () => {
  const typedoc = join(ROOT, 'node_modules', 'typedoc', 'bin', 'typedoc');
  const result = spawnSync(process.execPath, [typedoc], { cwd: ROOT, encoding: 'utf8', timeout: 240_000 });
  build = { status: result.status, output: `${result.stdout}${result.stderr}` };
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `No Chromium at ${CHROMIUM}: run \`node scripts/ensure-chromium.mjs\` or set CHROMIUM_PATH.`,
    );
  }
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-background-networking', '--disable-component-update'],
  });
}, 300_000);

afterAll(async () => {
  await browser?.close();
});

/**
 * An example's output as two runs of it agree on: a signed download URL's signature is an HMAC
 * under a key each simulator draws from the system's random source (never from its seed), so it
 * differs from run to run by design.
 */
function comparable(output: string | null | undefined): string {
  return (output || '(printed nothing)').replace(/([?&]signature=)[0-9a-f]{64}/g, '$1<HMAC>');
}

/** A page that records console errors, uncaught errors and failed requests into `problems`. */
async function watchedPage(problems: string[]): Promise<Page> {
  const page = await browser.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`failed: ${request.url()}`));
  return page;
}

describe('docs site', () => {
  test('`npm run docs` exits 0 with no warning and writes site/index.html', () => {
    expect(build.output).not.toMatch(/\[(warning|error)\]/);
    expect(build.status).toBe(0);
    expect(existsSync(join(SITE, 'index.html'))).toBe(true);
  });

  test('every TypeScript block of the guides and README runs in the page or says where it runs', () => {
    expect(runnable.length).toBeGreaterThanOrEqual(30);
    for (const example of examples) {
      const page =
        example.document === 'README.md' ? 'index.html' : `documents/${example.document.slice(5, -3)}.html`;
      const html = readFileSync(join(SITE, page), 'utf8');
      const marker = `<!-- snippet: ${example.id} -->`;
      const after = html.slice(html.indexOf(marker));
      expect(after, `${example.id} in ${page}`).toMatch(
        example.run
          ? /^[\s\S]*?<\/pre><div class="pp-run" data-example="[^"]+"><button type="button" data-run /
          : /^[\s\S]*?<\/pre><p class="pp-run-elsewhere">/,
      );
    }
  });

  test('every runnable example runs in Node', { timeout: 120_000 }, async () => {
    const host = await nodeHost(ROOT, [...new Set(runnable.map((example) => example.run.file))]);
    for (const example of runnable) {
      const result = await runInNode(ROOT, example.run, host);
      expect(result, example.id).toMatchObject({ status: 'ok' });
      inNode.set(example.id, result);
    }
  });

  test('from file://, every page loads with no console error, and every link is relative and reaches a page', {
    timeout: 600_000,
  }, async () => {
    const problems: string[] = [];
    const broken: string[] = [];
    const seen = new Set<string>(['index.html']);
    const queue = ['index.html'];
    let loading = 0;
    /** One tab of the crawl: it takes pages from the queue until it is empty and no tab is loading. */
    const tab = async () => {
      const page = await browser.newPage();
      let path = '';
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`${path}: console: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`${path}: page error: ${error.message}`));
      page.on('requestfailed', (request) => problems.push(`${path}: failed: ${request.url()}`));
      for (;;) {
        const next = queue.shift();
        if (next === undefined) {
          if (loading === 0) break;
          await new Promise((resolve) => setImmediate(resolve));
          continue;
        }
        path = next;
        loading++;
        await page.goto(SITE_URL + path, { waitUntil: 'load' });
        const links = await page.$$eval('a[href]', (anchors) =>
          anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
        );
        loading--;
        for (const href of links) {
          if (/^(https?:|mailto:)/.test(href) || href.startsWith('#')) continue;
          if (href.startsWith('/') || href.startsWith('file:')) {
            broken.push(`${path}: ${href} is not relative`);
            continue;
          }
          const file = decodeURIComponent(new URL(href, SITE_URL + path).pathname);
          const relative = file.slice(fileURLToPath(SITE_URL).length);
          if (!existsSync(file)) broken.push(`${path}: ${href} reaches no file`);
          else if (relative.endsWith('.html') && !seen.has(relative)) {
            seen.add(relative);
            queue.push(relative);
          }
        }
      }
      await page.close();
    };
    await Promise.all([tab(), tab(), tab()]);
    expect(broken).toEqual([]);
    expect(problems).toEqual([]);
    expect(seen.size).toBeGreaterThan(100);
    expect(seen).toContain('documents/operations.html');
  });

  test('every Run button reaches data-run-status="ok" with the Node run\'s output', {
    timeout: 600_000,
  }, async () => {
    const pages = [...new Set(runnable.map((example) => example.document))];
    const problems: string[] = [];
    const page = await watchedPage(problems);
    let clicked = 0;
    for (const document of pages) {
      const path = document === 'README.md' ? 'index.html' : `documents/${document.slice(5, -3)}.html`;
      await page.goto(SITE_URL + path, { waitUntil: 'load' });
      const buttons = page.locator('button[data-run]');
      const count = await buttons.count();
      for (let index = 0; index < count; index++) {
        const button = buttons.nth(index);
        const id = (await button.getAttribute('data-example')) ?? '';
        const output = page.locator(`.pp-run[data-example="${id}"] [data-run-output]`);
        await button.click();
        await output.and(page.locator('[data-run-status]')).waitFor({ timeout: RUN_TIMEOUT_MS });
        expect(await output.getAttribute('data-run-status'), `${id}: ${await output.textContent()}`).toBe(
          'ok',
        );
        expect(comparable(await output.textContent()), id).toBe(comparable(inNode.get(id)?.output));
        clicked++;
      }
    }
    await page.close();
    expect(problems).toEqual([]);
    expect(clicked).toBe(runnable.length);
  });

  test('an edited block runs as edited, and an error it throws is shown with data-run-status="error"', {
    timeout: 60_000,
  }, async () => {
    const page = await watchedPage([]);
    await page.goto(`${SITE_URL}index.html`, { waitUntil: 'load' });
    const id = 'examples/snippets/readme-use.ts#use';
    const panel = page.locator(`.pp-run[data-example="${id}"]`);
    const code = page.locator(`pre:has(+ .pp-run[data-example="${id}"]) code`);
    const output = panel.locator('[data-run-output]');
    await code.evaluate((element) => {
      element.textContent = `${element.textContent}\nconsole.log('edited in the page');\nthrow new RangeError('stopped here');`;
    });
    await panel.locator('button[data-run]').click();
    await output.and(page.locator('[data-run-status]')).waitFor({ timeout: RUN_TIMEOUT_MS });
    expect(await output.getAttribute('data-run-status')).toBe('error');
    expect(await output.textContent()).toMatch(/edited in the page\n✗ RangeError: stopped here$/);
    await panel.locator('button[data-run-reset]').click();
    await panel.locator('button[data-run]').click();
    await page.locator(`.pp-run[data-example="${id}"] [data-run-output][data-run-status="ok"]`).waitFor({
      timeout: RUN_TIMEOUT_MS,
    });
    expect(comparable(await output.textContent())).toBe(comparable(inNode.get(id)?.output));
    await page.close();
  });

  test('every exported function and class of the published entry points has an @example', () => {
    for (const [entry, missing] of Object.entries(missingExamples())) expect(missing, entry).toEqual([]);
  });

  test.each([
    ['its SDK method', 'client.core.requests.create'],
    ['its operation id', 'createPaymentRequest'],
    ['its HTTP route', '/channel/core/request/create'],
    ['a route with a path parameter', '/v1/teams/members/{profileId}'],
  ])('search finds an operation by %s (%s)', { timeout: 60_000 }, async (_what, query) => {
    const page = await watchedPage([]);
    await page.goto(`${SITE_URL}index.html`, { waitUntil: 'load' });
    await page.click('#tsd-search-trigger');
    await page.fill('#tsd-search-input', query);
    const results = page.locator('#tsd-search-results li a');
    await results.first().waitFor();
    const hrefs = await results.evaluateAll((anchors) =>
      anchors.map((anchor) => anchor.getAttribute('href')),
    );
    expect(hrefs).toContain('./documents/operations.html');
    await page.close();
  });
});
