/**
 * The simulator's MSW handlers under `setupWorker` in a real browser: `test/browser/worker-entry.ts`
 * is bundled for the browser, served with MSW's `mockServiceWorker.js` from a loopback server, and
 * run in headless Chromium (`CHROMIUM_PATH`, default `/usr/bin/chromium`; `npm test` installs it
 * with `scripts/ensure-chromium.mjs`). The page publishes what each request answered; nothing under
 * the simulator's base URL may reach the server, since the service worker answers it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO } from '../src/index.js';
import { bundleForBrowser } from './browser/bundle.js';
import type { CaseResult } from './browser/results.js';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const ENTRY = fileURLToPath(new URL('./browser/worker-entry.ts', import.meta.url));
const WORKER_SCRIPT = createRequire(import.meta.url).resolve('msw/mockServiceWorker.js');

const PAGE = `<!doctype html>
<html>
  <head><meta charset="utf-8"><link rel="icon" href="data:,"><title>simulator in the browser</title></head>
  <body><script type="module" src="/worker-entry.js"></script></body>
</html>`;

const bundle = () => bundleForBrowser(ENTRY);

/** A webhook the page's simulator sent to the server. */
interface ReceivedWebhook {
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: unknown;
}

interface Served {
  readonly server: Server;
  readonly origin: string;
  /** Requests for anything but the page, its scripts and the webhook receiver. */
  readonly stray: string[];
  readonly webhooks: ReceivedWebhook[];
}

/** Serves the page, the bundle, the worker script and a webhook receiver at `POST /webhooks`. */
function serve(script: string): Promise<Served> {
  const files: Record<string, { type: string; body: string }> = {
    '/': { type: 'text/html; charset=utf-8', body: PAGE },
    '/worker-entry.js': { type: 'text/javascript; charset=utf-8', body: script },
    '/mockServiceWorker.js': {
      type: 'text/javascript; charset=utf-8',
      body: readFileSync(WORKER_SCRIPT, 'utf8'),
    },
  };
  const stray: string[] = [];
  const webhooks: ReceivedWebhook[] = [];
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    if (request.method === 'POST' && path === '/webhooks') {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        webhooks.push({ headers: request.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
      });
      return;
    }
    const file = files[path];
    if (!file) {
      stray.push(`${request.method} ${request.url}`);
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': file.type, 'cache-control': 'no-store' }).end(file.body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, origin: `http://127.0.0.1:${port}`, stray, webhooks });
    });
  });
}

describe('setupWorker in Chromium', () => {
  let browser: Browser | undefined;
  let server: Server | undefined;
  let origin = '';
  let stray: string[] = [];
  let webhooks: ReceivedWebhook[] = [];
  let cases: readonly CaseResult[] = [];
  const pageErrors: string[] = [];
  /** Responses the page got for simulator routes, and whether the service worker produced them. */
  const answered: Array<{ readonly url: string; readonly fromServiceWorker: boolean }> = [];

  beforeAll(async () => {
    if (!existsSync(CHROMIUM)) {
      throw new Error(
        `No Chromium at ${CHROMIUM}. Run \`node scripts/ensure-chromium.mjs\` (as root on Debian it installs ` +
          'the chromium package; `npm test` runs it first), or set CHROMIUM_PATH to a Chromium or Chrome.',
      );
    }
    const served = await serve(await bundle());
    server = served.server;
    origin = served.origin;
    stray = served.stray;
    webhooks = served.webhooks;
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-background-networking', '--disable-component-update'],
    });
    const page = await browser.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      if (message.text().includes('[MSW]') && message.type() !== 'info') pageErrors.push(message.text());
    });
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith('/v1/') || pathname.startsWith('/_simulator/')) {
        answered.push({ url: response.url(), fromServiceWorker: response.fromServiceWorker() });
      }
    });
    await page.goto(`${origin}/`);
    await page.waitForFunction(() => window.__results !== undefined, undefined, { timeout: 30_000 });
    const results = await page.evaluate(() => window.__results);
    if (!results?.ok) {
      throw new Error(
        `The page failed: ${results?.ok === false ? results.error : 'no results'}\n${pageErrors.join('\n')}`,
      );
    }
    expect(results.baseUrl).toBe(origin);
    expect(results.controller).toBe(`${origin}/mockServiceWorker.js`);
    cases = results.cases;
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise<void>((resolve) => {
      if (!server) resolve();
      else {
        server.closeAllConnections();
        server.close(() => resolve());
      }
    });
  });

  const result = (name: string): CaseResult => {
    const found = cases.find((item) => item.name === name);
    if (!found) throw new Error(`The page ran no case named "${name}"`);
    return found;
  };

  test('a public route answers without a key', () => {
    const { status, body } = result('public route');
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true });
    const { countries } = (body as { data: { countries: Array<{ code: string }> } }).data;
    expect(countries.map((country) => country.code)).toEqual(['AR', 'CO', 'CR', 'GT', 'MX', 'US']);
  });

  test('a key route answers with a demo key', () => {
    const { status, body } = result('key route');
    expect(status).toBe(200);
    const { chains } = (body as { data: { chains: Array<{ slug: string }> } }).data;
    expect(chains.map((chain) => chain.slug)).toEqual([
      'ethereum',
      'polygon',
      'base',
      'arbitrum',
      'base-sepolia',
    ]);
  });

  test('a key route without a key: 403 in the envelope', () => {
    expect(result('no key')).toMatchObject({
      status: 403,
      body: { success: false, error: { code: 'API_KEY_REQUIRED', message: expect.any(String) } },
    });
  });

  test('a POST changes the state and a GET sees it; the clock control route expires it', () => {
    const created = result('create invitation');
    expect(created).toMatchObject({
      status: 201,
      body: {
        success: true,
        data: {
          teamId: DEMO.teams.business.id,
          email: 'browser@example.org',
          role: 'viewer',
          invitedBy: DEMO.profiles.bruno.id,
          status: 'pending',
          createdAt: '2025-01-01T00:00:00.000Z',
          expiresAt: '2025-01-08T00:00:00.000Z',
        },
      },
    });
    const id = (created.body as { data: { id: string } }).data.id;
    const listed = result('list invitations');
    expect(listed.status).toBe(200);
    expect((listed.body as { data: Array<{ id: string }> }).data.map((row) => row.id)).toEqual([id]);

    expect(result('advance clock')).toEqual({
      name: 'advance clock',
      status: 200,
      body: {
        success: true,
        data: {
          now: '2025-01-08T00:00:00.000Z',
          epochMs: Date.parse('2025-01-08T00:00:00.000Z'),
          mode: 'frozen',
        },
      },
    });
    expect(result('list invitations after a week')).toMatchObject({
      status: 200,
      body: { success: true, data: [] },
    });
  });

  test('a webhook sent from the page bypasses the worker and reaches the receiver on the same origin', () => {
    expect(webhooks).toEqual([
      {
        headers: expect.objectContaining({
          'content-type': 'application/json',
          'x-webhook-secret': 'whsec_browser',
        }),
        body: { event: 'requestPaid', data: { id: 'tx_browser' } },
      },
    ]);
    // The worker removes the passthrough marker before the request goes out.
    expect(webhooks[0]?.headers.accept ?? '').not.toContain('msw/passthrough');
    expect(result('webhook deliveries')).toMatchObject({
      status: 200,
      body: {
        success: true,
        data: {
          deliveries: [
            {
              event: 'requestPaid',
              url: `${origin}/webhooks`,
              status: 'delivered',
              responseStatus: 200,
            },
          ],
        },
      },
    });
  });

  test('an unknown path under the base URL: 404 in the envelope from the fallback handler', () => {
    expect(result('unknown route')).toMatchObject({
      status: 404,
      body: { success: false, error: { code: 'ROUTE_NOT_FOUND' } },
    });
  });

  test('the SDK client over the page fetch, with strict validation', () => {
    const { body } = result('sdk client');
    expect(
      (body as { chains: Array<{ chainId: number | string }> }).chains.map((chain) => chain.chainId),
    ).toEqual([1, 137, 8453, 42161, 84532]);
  });

  test('every API request was answered by the service worker, none reached the server; no MSW warning', () => {
    expect(answered).toHaveLength(cases.length);
    expect(answered.filter((response) => !response.fromServiceWorker)).toEqual([]);
    expect(stray).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
