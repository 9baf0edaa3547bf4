/**
 * The documentation site, built as `npm run docs` builds it (TypeDoc with warnings as errors)
 * and read in headless Chromium (`CHROMIUM_PATH`, default Debian's `/usr/bin/chromium`) from
 * `file://`: every page reached from the start page loads with no console error and no failed
 * request, every link is relative and reaches a file of the site, and the search finds an
 * operation by its SDK method and by its HTTP route. Served as `npm run docs:serve` serves it
 * (gzip only, as the static hosts that compress least do): every Run button reaches
 * `data-run-status="ok"` within 15 s with the output the same example prints in Node, no two
 * neighbouring buttons print the same, and the first Run of a page transfers at most 1 MiB.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { collectExamples } from '../scripts/docs/examples.mjs';
import { nodeHost, runInNode } from '../scripts/docs/node-host.js';
import type { RunResult } from '../scripts/docs/runner.js';
import { createDocsServer } from '../scripts/docs-serve.mjs';
import { missingExamples } from '../scripts/tsdoc-examples.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SITE = join(ROOT, 'site');
const SITE_URL = pathToFileURL(`${SITE}/`).href;
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** How long a Run may take in the page before it counts as failed. */
const RUN_TIMEOUT_MS = 15_000;
/** The fewest Run buttons the guides have. */
const MIN_RUN_BUTTONS = 55;
/**
 * The most a page's first Run may transfer: the compressed bytes (bodies and headers) of the
 * Run's own files (`assets/run/`, loaded with the page) and of every request from the click to
 * its output. The page itself, the theme and the search index are the reader's before any Run.
 */
const MAX_FIRST_RUN_BYTES = 1024 * 1024;

const examples = collectExamples(ROOT);
const runnable = examples.flatMap((example) => (example.run ? [{ ...example, run: example.run }] : []));

let build: { status: number | null; output: string };
let browser: Browser;
/** What each runnable example printed in Node, by id. */
const inNode = new Map<string, RunResult>();

beforeAll(async () => {
  const typedoc = join(ROOT, 'node_modules', 'typedoc', 'bin', 'typedoc');
  // As `npm run docs` runs it, with the 5.9 compiler whose API TypeDoc drives; asynchronously,
  // since a worker blocked for minutes misses vitest's calls to it.
  build = await new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', join(ROOT, 'scripts', 'typescript-5.mjs'), typedoc],
      { cwd: ROOT, encoding: 'utf8', timeout: 480_000, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const status = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ status, output: `${stdout}${stderr}` });
      },
    );
  });
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `No Chromium at ${CHROMIUM}: run \`node scripts/ensure-chromium.mjs\` or set CHROMIUM_PATH.`,
    );
  }
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-background-networking', '--disable-component-update'],
  });
}, 540_000);

afterAll(async () => {
  await browser?.close();
});

/**
 * An example's output as two runs of it agree on: a signed download URL's signature is an HMAC
 * under a key each simulator draws from the system's random source (never from its seed), so it
 * differs from run to run by design.
 */
function comparable(output: string | null | undefined): string {
  return (output || '(printed nothing)')
    .replace(/([?&]signature=)[0-9a-f]{64}/g, '$1<HMAC>')
    .replace(/\b127\.0\.0\.1:\d+/g, '127.0.0.1:<port>'); // a receiver's port, the system's choice in Node
}

/** The pages of the site that show each example block, by the block's id (its snippet marker). */
function pagesOfExamples(): Map<string, string[]> {
  const pages = new Map<string, string[]>();
  const files = ['index.html', ...readdirSync(join(SITE, 'documents')).map((name) => `documents/${name}`)];
  for (const path of files) {
    const html = readFileSync(join(SITE, path), 'utf8');
    for (const [, id = ''] of html.matchAll(/<!-- snippet: (\S+) -->/g))
      pages.set(id, [...new Set([...(pages.get(id) ?? []), path])]);
  }
  return pages;
}

/** Links and files a page loads: `<a href>`, `<link href>`, `<script src>`, `<img src>`, `<use href>`. */
const REFERENCE = /<(a|link|script|img|use|source)\b[^>]*?\s(?:href|src)="([^"]*)"/g;

/**
 * The pages reached from the start page by links, read from disk, and every reference that is
 * not relative or reaches no file (a link to a page of the site, or a script, style, image or
 * icon a page loads).
 */
function crawl(): { seen: Set<string>; broken: string[] } {
  const seen = new Set<string>(['index.html']);
  const queue = ['index.html'];
  const broken: string[] = [];
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    const html = readFileSync(join(SITE, path), 'utf8');
    for (const [, tag = '', reference = ''] of html.matchAll(REFERENCE)) {
      if (/^(https?:|mailto:)/.test(reference) || reference.startsWith('#')) continue;
      if (reference.startsWith('/') || /^[a-z]+:/.test(reference)) {
        broken.push(`${path}: <${tag}> ${reference} is not relative`);
        continue;
      }
      const target = new URL(reference.replaceAll('&amp;', '&'), SITE_URL + path);
      const file = decodeURIComponent(target.pathname);
      if (!existsSync(file)) {
        broken.push(`${path}: <${tag}> ${reference} reaches no file`);
        continue;
      }
      if (tag === 'use' && !reference.startsWith('#'))
        broken.push(`${path}: <use> ${reference} is refused on file://`);
      const relative = file.slice(SITE.length + 1);
      // A page of the repository copied as a file (an example's own index.html) is not a page of the site.
      const copied = relative.startsWith('media/') && !/\.(ts|mts|mjs|md|tsv)\.html$/.test(relative);
      if (tag === 'a' && relative.endsWith('.html') && !seen.has(relative) && !copied) {
        seen.add(relative);
        queue.push(relative);
      }
    }
  }
  return { seen, broken };
}

/**
 * The pages Chromium loads from `file://`: the start page, every guide and every page of the
 * site's own navigation; of the 124 operation pages (one template) the first that loads each Run
 * bundle, since the Run button test loads every one of them with the same watch for errors; and
 * of each kind of reference page (classes, interfaces, functions, types, variables, modules) the
 * first and the largest. The pages of a kind share their scripts and markup, and the references
 * of every page are checked on disk above; loading all of them (over a thousand) would add
 * minutes to `npm test` for no other failure it could find.
 */
function chosenPages(pages: readonly string[]): string[] {
  const operation = (path: string) => /^documents\/Operations\..+\.html$/.test(path);
  const chosen = new Set(
    pages.filter((path) => (!path.includes('/') || path.startsWith('documents/')) && !operation(path)),
  );
  const bundles = new Set<string>();
  for (const path of pages.filter(operation).sort()) {
    const bundle =
      readFileSync(join(SITE, path), 'utf8').match(/assets\/run\/(run-[0-9a-f]+\.js)/)?.[1] ?? '';
    if (bundles.has(bundle)) continue;
    bundles.add(bundle);
    chosen.add(path);
  }
  const kinds = new Map<string, string[]>();
  for (const path of pages.filter((page) => page.includes('/') && !page.startsWith('documents/'))) {
    const kind = path.split('/')[0] ?? '';
    kinds.set(kind, [...(kinds.get(kind) ?? []), path]);
  }
  for (const members of kinds.values()) {
    const bySize = [...members].sort((a, b) => statSync(join(SITE, b)).size - statSync(join(SITE, a)).size);
    chosen.add([...members].sort()[0] ?? '');
    chosen.add(bySize[0] ?? '');
  }
  return [...chosen].filter(Boolean).sort();
}

/** A page that records console errors, uncaught errors and failed requests into `problems`. */
async function watchedPage(problems: string[]): Promise<Page> {
  const page = await browser.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    // The browser drops a favicon it is still fetching when the test moves to the next page.
    if (request.url().endsWith('/favicon.svg') && request.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.push(`failed: ${request.url()}`);
  });
  return page;
}

describe('docs site', () => {
  test('`npm run docs` exits 0 with no warning and writes site/index.html', () => {
    expect(build.output).not.toMatch(/\[(warning|error)\]/);
    expect(build.status).toBe(0);
    expect(existsSync(join(SITE, 'index.html'))).toBe(true);
  });

  test('every TypeScript block of the guides and README runs in the page or says where it runs', () => {
    expect(runnable.length).toBeGreaterThanOrEqual(MIN_RUN_BUTTONS);
    const shown = pagesOfExamples();
    for (const example of examples.filter((candidate) => candidate.document !== 'README.md')) {
      const page = shown.get(example.id)?.[0] ?? '(no page)';
      expect(existsSync(join(SITE, page)), `${example.id} is on no page`).toBe(true);
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

  test('from the start page, every link and every file a page loads is relative and exists', () => {
    const pages = crawl();
    expect(pages.broken).toEqual([]);
    expect(pages.seen.size).toBeGreaterThan(100);
    expect(pages.seen).toContain('documents/Operations.html');
  });

  test('from file://, the start page, every guide and pages of every kind load with no console error', {
    timeout: 300_000,
  }, async () => {
    const { seen } = crawl();
    const problems: string[] = [];
    const chosen = chosenPages([...seen]);
    const queue = [...chosen];
    // Three tabs share the pages; each names the page its problems came from.
    await Promise.all(
      Array.from({ length: 3 }, async () => {
        const own: string[] = [];
        const page = await watchedPage(own);
        for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
          await page.goto(SITE_URL + path, { waitUntil: 'load' });
          problems.push(...own.splice(0).map((problem) => `${path}: ${problem}`));
        }
        await page.close();
      }),
    );
    expect(problems).toEqual([]);
    expect(chosen.length).toBeGreaterThan(30);
  });

  test('every Run button reaches data-run-status="ok" with the Node run\'s output, each its own, the first light', {
    timeout: 600_000,
  }, async () => {
    const shown = pagesOfExamples();
    const onSite = runnable.filter((example) => shown.has(example.id));
    const pages = [...new Set(onSite.flatMap((example) => shown.get(example.id) ?? []))].sort();
    const buttonsOnSite = [...new Set(onSite.map((example) => example.id))].reduce(
      (sum, id) => sum + (shown.get(id)?.length ?? 0),
      0,
    );
    const server = createDocsServer(SITE, { brotli: false });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const problems: string[] = [];
    const firstRuns: Record<string, number> = {};
    const repeated: string[] = [];
    let clicked = 0;
    /**
     * One tab: it loads each page it takes from the queue once and presses all its Run buttons in
     * order. Three tabs of one browser share the pages; a page's bytes are counted in its own tab.
     */
    const tab = async (queue: string[]) => {
      const page = await watchedPage(problems);
      // Over HTTP a failed file is a response (the console's line about it names no file); the
      // browser's own request for /favicon.ico is none of the site's.
      page.on('response', (response) => {
        if (response.status() >= 400 && !response.url().endsWith('/favicon.ico'))
          problems.push(`${response.status()}: ${response.url()}`);
      });
      /** Compressed bytes of the responses since the last page load: Run files, and after the first click. */
      let transferred = { run: 0, afterClick: 0 };
      let clickedOnPage = 0;
      const measuring: Promise<void>[] = [];
      page.on('requestfinished', (request) => {
        const afterClick = clickedOnPage > 0;
        const counted = transferred;
        measuring.push(
          request.sizes().then((sizes) => {
            const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
            if (afterClick) counted.afterClick += bytes;
            else if (request.url().includes('/assets/run/')) counted.run += bytes;
          }),
        );
      });
      try {
        for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
          transferred = { run: 0, afterClick: 0 };
          clickedOnPage = 0;
          await page.goto(base + path, { waitUntil: 'load' });
          const buttons = page.locator('button[data-run]');
          const count = await buttons.count();
          let before: string | undefined;
          for (let index = 0; index < count; index++) {
            const button = buttons.nth(index);
            const id = (await button.getAttribute('data-example')) ?? '';
            const output = page.locator(`.pp-run[data-example="${id}"] [data-run-output]`);
            clickedOnPage++;
            await button.click();
            await output.and(page.locator('[data-run-status]')).waitFor({ timeout: RUN_TIMEOUT_MS });
            const text = await output.textContent();
            expect(await output.getAttribute('data-run-status'), `${path} ${id}: ${text}`).toBe('ok');
            expect(comparable(text), `${path} ${id}`).toBe(comparable(inNode.get(id)?.output));
            if (text === before) repeated.push(`${path}: ${id} prints what the block before it prints`);
            before = text ?? undefined;
            if (index === 0) {
              await Promise.all(measuring);
              firstRuns[path] = transferred.run + transferred.afterClick;
            }
            clicked++;
          }
        }
      } finally {
        await page.close();
      }
    };
    try {
      const queue = [...pages];
      await Promise.all([tab(queue), tab(queue), tab(queue)]);
    } finally {
      server.close();
    }
    // The console's line for a failed file names none: the responses above name them.
    expect(problems.filter((problem) => !problem.startsWith('console: Failed to load resource'))).toEqual([]);
    expect(repeated).toEqual([]);
    expect(clicked).toBe(buttonsOnSite);
    const operations = onSite.filter((example) => example.document.startsWith('docs/operations/'));
    expect(operations).toHaveLength(124);
    expect(clicked - operations.length).toBeGreaterThanOrEqual(MIN_RUN_BUTTONS);
    for (const [path, bytes] of Object.entries(firstRuns))
      expect(bytes, `the first Run of ${path} transfers ${bytes} bytes`).toBeLessThanOrEqual(
        MAX_FIRST_RUN_BYTES,
      );
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
    // The whole example: the file, the block marked in it.
    await panel.locator('button[data-run-whole]').click();
    // The rendered text: the theme breaks the block's lines with <br>.
    // biome-ignore lint/performance/useDomNodeTextContent: the code's lines are <br> elements
    const block = (await code.innerText()).trim();
    expect((await panel.locator('.pp-run-whole mark').textContent())?.trim()).toBe(block);
    expect(await panel.locator('.pp-run-whole').textContent()).toContain('@payments-platform/sdk');
    await panel.locator('button[data-run-whole]').click();
    expect(await panel.locator('.pp-run-whole').count()).toBe(0);
    await page.close();
  });

  test('every exported function and class of the published entry points has an @example', {
    timeout: 120_000,
  }, () => {
    for (const [entry, missing] of Object.entries(missingExamples())) expect(missing, entry).toEqual([]);
  });

  test('search finds an operation by its SDK method, its operation id and its HTTP route', {
    timeout: 120_000,
  }, async () => {
    const page = await watchedPage([]);
    await page.goto(`${SITE_URL}index.html`, { waitUntil: 'load' });
    for (const query of [
      'client.core.requests.create',
      'createPaymentRequest',
      '/channel/core/request/create',
      '/v1/teams/members/{profileId}',
    ]) {
      const results = page.locator('#tsd-search-results li a');
      await page.click('#tsd-search-trigger');
      await page.fill('#tsd-search-input', '');
      await expect.poll(() => results.count()).toBe(0); // no results of the query before
      await page.fill('#tsd-search-input', query);
      await results.first().waitFor();
      const hrefs = await results.evaluateAll((anchors) =>
        anchors.map((anchor) => anchor.getAttribute('href')),
      );
      expect(hrefs.slice(0, 3), query).toContainEqual(expect.stringMatching(/^\.\/documents\/Operations\b/));
      await page.keyboard.press('Escape');
    }
    await page.close();
  });

  /** The first `count` results of a search from the start page, as hrefs. */
  async function search(page: Page, query: string, count = 3): Promise<string[]> {
    const results = page.locator('#tsd-search-results li a');
    await page.click('#tsd-search-trigger');
    await page.fill('#tsd-search-input', '');
    await expect.poll(() => results.count()).toBe(0);
    await page.fill('#tsd-search-input', query);
    await results.first().waitFor();
    const hrefs = await results.evaluateAll((anchors) =>
      anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
    );
    await page.keyboard.press('Escape');
    return hrefs.slice(0, count);
  }

  test('the start page shows the install command and a link to getting started on its first screen', async () => {
    const page = await watchedPage([]);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${SITE_URL}index.html`, { waitUntil: 'load' });
    const install = page.locator('.tsd-panel pre', { hasText: 'npm install @payments-platform/sdk' }).first();
    const link = page.locator('.tsd-panel a[href$="Getting_started.html"]').first();
    for (const element of [install, link]) {
      const box = await element.boundingBox();
      expect(box).not.toBeNull();
      expect((box?.y ?? 900) + (box?.height ?? 0)).toBeLessThanOrEqual(800);
    }
    await page.close();
  });

  test('each reader query puts a guide or an operation page in the first three results', {
    timeout: 120_000,
  }, async () => {
    const page = await watchedPage([]);
    await page.goto(`${SITE_URL}index.html`, { waitUntil: 'load' });
    const wanted: Record<string, RegExp> = {
      otp: /Authentication|Operations\.auth\.(sendOtp|verifyOtp)|Onboarding/,
      login: /Authentication|Getting_started|Onboarding/,
      'payment request': /Operations\.core\.requests|Webhooks|Getting_started|payment_request/,
      vitest: /Testing/,
      msw: /Testing|MSW/,
      allowance: /Signing|allowance/i,
      'EIP-712': /Signing/,
      'top-up': /Operations\.topup|top-up|Signing/i,
      quickstart: /Getting_started/,
      signature: /Webhooks/,
    };
    const missed: string[] = [];
    for (const [query, pattern] of Object.entries(wanted)) {
      const hrefs = await search(page, query);
      if (!hrefs.some((href) => href.startsWith('./documents/') && pattern.test(href)))
        missed.push(`${query}: ${hrefs.join(', ')}`);
    }
    await page.close();
    expect(missed).toEqual([]);
  });

  test('searching an error code leads to the catalogue entry that says what it means', {
    timeout: 60_000,
  }, async () => {
    const page = await watchedPage([]);
    await page.goto(`${SITE_URL}index.html`, { waitUntil: 'load' });
    for (const code of ['APP_V1_TEAMS_INVITATIONS_ROUTE_02', 'SESSION_INVALID']) {
      await page.goto(`${SITE_URL}index.html`, { waitUntil: 'load' });
      const [first = ''] = await search(page, code, 1);
      expect(first, code).toMatch(/^\.\/documents\/Error_codes\.html/);
      await page.goto(`${new URL(first, page.url()).href.replace(/#.*$/, '')}#${code.toLowerCase()}`);
      const entry = page.locator(`[id="${code.toLowerCase()}"]`);
      await expect.poll(() => entry.count()).toBeGreaterThan(0);
      const text = await page.locator('.tsd-panel').first().textContent();
      expect(text, code).toMatch(new RegExp(`${code}\\s*Status: \\d{3}[\\s\\S]*?Meaning: \\S`));
    }
    await page.close();
  });

  test('the operations table links to each of the 124 operation pages, each with a Run button', () => {
    const table = readFileSync(join(SITE, 'documents', 'Operations.html'), 'utf8');
    const linked = new Set(
      [...table.matchAll(/<a\b[^>]*?\shref="(?:\.\/)?(Operations\.[^"#]+\.html)/g)].map(
        ([, href = '']) => href,
      ),
    );
    const operations = runnable.filter((example) => example.document.startsWith('docs/operations/'));
    expect(operations).toHaveLength(124);
    const shown = pagesOfExamples();
    const pages = new Set(operations.flatMap((example) => shown.get(example.id) ?? []));
    expect(pages.size).toBe(124);
    for (const page of pages) expect(linked, page).toContain(page.slice('documents/'.length));
  });

  test('every page reads its frontmatter: an operation page is named by its SDK method, and no page prints it', () => {
    const operationsDir = join(ROOT, 'docs', 'operations');
    const unnamed: string[] = [];
    for (const name of readdirSync(operationsDir)) {
      const title = /^---\ntitle: (.+)\n/.exec(readFileSync(join(operationsDir, name), 'utf8'))?.[1] ?? '';
      if (!existsSync(join(SITE, 'documents', `Operations.${title}.html`))) unnamed.push(`${name}: ${title}`);
    }
    expect(unnamed).toEqual([]);
    const printed = readdirSync(join(SITE, 'documents')).filter((name) =>
      /(?:^|>)\s*(?:title|aliases|keywords): /m.test(readFileSync(join(SITE, 'documents', name), 'utf8')),
    );
    expect(printed).toEqual([]);
  });

  test('no page links to a raw .md, .ts or .tsv file', () => {
    const { seen } = crawl();
    const raw: string[] = [];
    for (const path of seen) {
      const html = readFileSync(join(SITE, path), 'utf8');
      for (const [, href = ''] of html.matchAll(/<a\b[^>]*?\shref="([^"#]*)/g))
        if (!/^(https?:|mailto:)/.test(href) && /\.(md|ts|tsv)$/.test(href)) raw.push(`${path}: ${href}`);
    }
    expect(raw).toEqual([]);
  });

  test('no page scrolls sideways at 390 px', { timeout: 300_000 }, async () => {
    const { seen } = crawl();
    // Every page a reader opens from the navigation (the start page and everything in documents/:
    // guides, operation pages, the error catalogue, package guides), and of the generated API
    // reference one page of each kind (module, interface, class, function, type alias, variable),
    // the largest, whose signatures and tables are the longest. The reference pages of a kind are
    // one template over the same stylesheet, so the largest stands for the rest; reading all of
    // them (over a thousand) took four minutes of `npm test` for no other failure it could find.
    const reference = new Map<string, string>();
    for (const path of [...seen].sort()) {
      const kind = path.split('/')[0] ?? '';
      if (!path.includes('/') || kind === 'documents' || kind === 'media') continue;
      const largest = reference.get(kind);
      if (!largest || statSync(join(SITE, path)).size > statSync(join(SITE, largest)).size)
        reference.set(kind, path);
    }
    expect([...reference.keys()].sort()).toEqual(
      expect.arrayContaining(['classes', 'functions', 'interfaces', 'modules', 'types', 'variables']),
    );
    const pages = [
      ...[...seen].filter((path) => !path.includes('/') || path.startsWith('documents/')),
      ...reference.values(),
    ].sort();
    expect(pages.filter((path) => path.startsWith('documents/Operations.')).length).toBeGreaterThan(124);
    // The layout alone: scripts and images are not loaded. Four tabs of one context share the work.
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      javaScriptEnabled: false,
    });
    await context.route(/\.(js|svg|png)$/, (route) => route.abort());
    const wide: string[] = [];
    const queue = [...pages];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        const page = await context.newPage();
        for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
          // At `load`: the stylesheets are applied (`domcontentloaded` may come before them without scripts).
          await page.goto(SITE_URL + path, { waitUntil: 'load' });
          const width = await page.evaluate(() => document.documentElement.scrollWidth);
          if (width > 390) wide.push(`${path}: ${width}px`);
        }
      }),
    );
    await context.close();
    expect(wide).toEqual([]);
  });
});
