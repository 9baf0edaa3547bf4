/**
 * The browser side of `browser-worker.test.ts`: a simulator's handlers served by MSW's
 * `setupWorker`, then requests made with the page's own `fetch` (and the SDK over it). The base
 * URL is the page's own origin: the service worker controls the page, so it sees every request the
 * page makes, and the handlers answer those under the base URL. The page loads nothing else once
 * the worker has started. Results are published on `window.__results`.
 */
import { createClient } from '@payments-platform/sdk';
import { createSimulator, DEMO } from '@payments-platform/simulator';
import { setupWorker } from 'msw/browser';
import type { CaseResult } from './results.js';

const baseUrl = location.origin;
const simulator = createSimulator({ baseUrl, randomSeed: 'browser-worker' });
// In a page msw is loaded with import(), so the handlers come from loadHandlers().
const worker = setupWorker();

const cases: CaseResult[] = [];

async function record(name: string, path: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(`${baseUrl}${path}`, init);
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = { notJson: text.slice(0, 200) };
  }
  cases.push({ name, status: response.status, body });
  return body;
}

const withKey = (key: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { 'x-api-key': key, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
});

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

async function run(): Promise<void> {
  worker.use(...(await simulator.loadHandlers()));
  await worker.start({
    onUnhandledFrame: 'error',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });

  await record('public route', '/v1/config/countries');
  await record('key route', '/v1/config/chains', withKey(DEMO.keys.app));
  await record('no key', '/v1/config/chains');
  await record(
    'create invitation',
    '/v1/teams/invitations',
    withKey(DEMO.keys.profileWrite, {
      method: 'POST',
      body: JSON.stringify({ email: 'browser@example.org', role: 'viewer' }),
    }),
  );
  await record('list invitations', '/v1/teams/invitations', withKey(DEMO.keys.profileWrite));
  // A webhook receiver on the page's origin: under the base URL, so only `bypass()` keeps the
  // delivery away from the handlers. The clock advance below performs it.
  const app = (await record('create app', '/_simulator/apps', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Browser shop',
      webhookUrl: `${location.origin}/webhooks`,
      webhookSecret: 'whsec_browser',
    }),
  })) as { data: { id: string } };
  simulator.services.webhooks.deliver('requestPaid', { id: 'tx_browser' }, { appId: app.data.id });
  await record('advance clock', '/_simulator/clock/advance', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ms: WEEK_MS }),
  });
  await record('webhook deliveries', '/_simulator/webhooks');
  await record('list invitations after a week', '/v1/teams/invitations', withKey(DEMO.keys.profileWrite));
  await record('unknown route', '/v1/nowhere', withKey(DEMO.keys.app));

  const client = createClient({
    apiKey: DEMO.keys.app,
    baseUrl,
    fetch: (input, init) => fetch(input, init),
    validation: 'strict',
  });
  const chains = await client.config.chains.list();
  cases.push({ name: 'sdk client', status: 200, body: chains });

  const controller = navigator.serviceWorker.controller?.scriptURL ?? null;
  worker.stop();
  window.__results = { ok: true, baseUrl, controller, cases };
}

run().catch((error: unknown) => {
  window.__results = {
    ok: false,
    error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
  };
});
