/**
 * The inspector page in headless Chromium (`CHROMIUM_PATH`, default `/usr/bin/chromium`), served
 * by the standalone server with an admin token: after a flow (onboarding, a paid request, its
 * webhook delivered to a loopback receiver) the page shows the team, the completed request and
 * the delivered webhook; its clock button expires an invitation; its forms call the control
 * routes; a team named with markup is shown as text. An app that runs the simulator with MSW's
 * `setupWorker` fetches the page through the handlers and shows it in an `srcdoc` frame, which
 * the service worker serves too. Screenshots go to `test-output/`.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createClient } from '@payments-platform/sdk';
import { type Browser, chromium, type Page } from 'playwright-core';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type SimulatorServer, startServer } from '../src/node.js';
import { bundleForBrowser } from './browser/bundle.js';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const OUTPUT = fileURLToPath(new URL('../test-output/', import.meta.url));
const ADMIN_TOKEN = 'inspector-admin-token';
const BASE_SEPOLIA = 84532;
/** A fixed key of the test customer's wallet: never use it for anything real. */
const CUSTOMER_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';
const TEAM_NAME = 'Engines <script>window.__injected = true</script> & <b>Co</b>';
const WAIT = { timeout: 15_000 };

/** A webhook receiver on loopback that answers 200. */
async function startReceiver(): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () =>
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks` };
}

describe('inspector in Chromium', () => {
  let browser: Browser | undefined;
  let page: Page;
  let simulatorServer: SimulatorServer;
  let receiver: { server: Server; url: string };
  let apiKey = '';
  let requestId = '';
  const pageErrors: string[] = [];

  beforeAll(async () => {
    if (!existsSync(CHROMIUM)) {
      throw new Error(
        `No Chromium at ${CHROMIUM}. Run \`node scripts/ensure-chromium.mjs\` (\`npm test\` runs it first), or set CHROMIUM_PATH.`,
      );
    }
    mkdirSync(OUTPUT, { recursive: true });
    receiver = await startReceiver();
    simulatorServer = await startServer({
      port: 0,
      seed: 'demo',
      randomSeed: 'inspector',
      adminToken: ADMIN_TOKEN,
    });
    const simulator = simulatorServer.simulator;
    const app = await simulator.control.tenancy.createApp({
      name: 'Inspector shop',
      webhookUrl: receiver.url,
      webhookSecret: 'whsec_inspector_fixed',
    });
    apiKey = (
      await simulator.control.tenancy.createApiKey({ appId: app.id, permissions: ['WRITE', 'EMAIL'] })
    ).key;

    const client = createClient({ apiKey, baseUrl: simulatorServer.url, validation: 'strict' });
    const signUp = await client.auth.onboard({
      email: 'ada@example.org',
      firstName: 'Ada',
      lastName: 'Lovelace',
      username: 'ada_l',
      country: 'MX',
      isBusiness: true,
      businessName: TEAM_NAME,
      termsOfService: true,
    });
    const login = await client.auth.login({ email: 'ada@example.org' });
    const code =
      (await simulator.control.platform.outbox({ to: 'ada@example.org' })).messages.at(-1)?.otp ?? '';
    await login.verify(code, { profileId: signUp.profile.id });
    await client.teams.invitations.create({ email: 'grace@example.org', role: 'viewer' });
    const { wallets } = await client.profile.retrieve();
    const request = await client.core.requests.create({
      targetAddress: (wallets[0] as { address: string }).address,
      amount: 25,
      channelParams: { customId: 'order-1843' },
    });
    requestId = request.id;
    const customer = privateKeyToAccount(CUSTOMER_KEY);
    await simulator.control.chain.fund({
      chainId: BASE_SEPOLIA,
      address: customer.address,
      token: 'USDC',
      amount: '100',
    });
    await simulator.control.chain.fund({ chainId: BASE_SEPOLIA, address: customer.address, amount: '0.01' });
    await client.core.requests.pay({
      id: request.id,
      sender: customer.address,
      chain: 'base-sepolia',
      token: 'USDC',
    });
    await simulator.clock.advance(2000);
    expect(
      (await simulator.control.platform.webhookDeliveries()).deliveries.map((delivery) => [
        delivery.event,
        delivery.status,
      ]),
    ).toContainEqual(['requestPaid', 'delivered']);

    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-background-networking', '--disable-component-update'],
    });
    page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`${simulatorServer.url}/_simulator/ui`);
    // Without the token the control routes answer 401: the page asks for it.
    await page.locator('body[data-needs-token="true"]').waitFor(WAIT);
    await page.locator('#token').fill(ADMIN_TOKEN);
    await page.locator('#token-form button[type="submit"]').click();
    await page.locator('#teams .team-name', { hasText: 'Engines' }).waitFor(WAIT);
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await simulatorServer?.close();
    await new Promise<void>((resolve) => (receiver ? receiver.server.close(() => resolve()) : resolve()));
  });

  test('the banner link: a token in the fragment is kept for the tab and leaves the address bar; / leads to the page', async () => {
    const context = await (browser as Browser).newContext();
    try {
      const linked = await context.newPage();
      await linked.goto(`${simulatorServer.url}/`);
      expect(new URL(linked.url()).pathname).toBe('/_simulator/ui');
      await linked.locator('body[data-needs-token="true"]').waitFor(WAIT);
      // A link opened from the terminal is a new tab.
      const tab = await context.newPage();
      await tab.goto(`${simulatorServer.url}/_simulator/ui#token=${ADMIN_TOKEN}`);
      await tab.locator('#teams .team-name', { hasText: 'Engines' }).waitFor(WAIT);
      expect(tab.url()).toBe(`${simulatorServer.url}/_simulator/ui`);
      expect(await tab.locator('body[data-needs-token="true"]').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  test('shows the team as text, the completed request and the delivered webhook', async () => {
    await expect(page.locator('#teams .team-name', { hasText: 'Engines' }).textContent()).resolves.toBe(
      TEAM_NAME,
    );
    expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
    expect(await page.locator('main script, main b').count()).toBe(0);

    const row = page.locator('#payment-requests tr', { hasText: requestId });
    await row.locator('[data-status="completed"]').waitFor(WAIT);
    await row.locator('summary', { hasText: 'History' }).click();
    await expect(row.locator('ol.history').textContent()).resolves.toContain(
      'webhook requestPaid (delivered)',
    );

    const delivery = page.locator(
      '#webhooks .delivery[data-event="requestPaid"][data-delivery-status="delivered"]',
    );
    await delivery.waitFor(WAIT);
    await delivery.locator('summary').click();
    await expect(delivery.textContent()).resolves.toContain('answered 200');
    await expect(delivery.locator('pre').first().textContent()).resolves.toContain(requestId);

    // OTP codes are shown in the outbox.
    await expect(page.locator('#outbox .otp').first().textContent()).resolves.toMatch(/^\d+$/);
    await page.screenshot({ path: `${OUTPUT}inspector-after-flow.png`, fullPage: true });
    expect(pageErrors).toEqual([]);
  }, 30_000);

  test('the request journal shows the API requests newest first, with a filter', async () => {
    const rows = page.locator('#requests tbody tr');
    await rows.first().waitFor(WAIT);
    // Newest first: the payment came after the request was created.
    const operations = await page.locator('#requests tbody tr td:nth-child(3)').allTextContents();
    expect(operations.indexOf('payPaymentRequest')).toBeLessThan(operations.indexOf('createPaymentRequest'));
    await page.locator('#request-filter').fill('createPaymentRequest');
    await expect(rows.count()).resolves.toBe(1);
    await expect(rows.first().textContent()).resolves.toContain('POST /channel/core/request/create');
    await page.locator('#request-filter').fill('no such request');
    await expect(page.locator('#requests [data-view="requests"]').textContent()).resolves.toContain(
      'No request matches the filter.',
    );
    await page.locator('#request-filter').fill('');
    expect(pageErrors).toEqual([]);
  });

  test('API keys are masked until revealed', async () => {
    const apps = page.locator('#apps');
    await expect(apps.textContent()).resolves.not.toContain(apiKey);
    const keyCell = apps.locator('tr', { hasText: apiKey.slice(-4) }).last();
    await keyCell.locator('button.reveal').click();
    await expect(keyCell.locator('code.secret').textContent()).resolves.toBe(apiKey);
    await keyCell.locator('button.reveal').click();
    await expect(apps.textContent()).resolves.not.toContain(apiKey);
  }, 30_000);

  test('the clock button expires the invitation after eight days', async () => {
    const invitation = page.locator('#teams tr', { hasText: 'grace@example.org' });
    await invitation.locator('[data-status="pending"]').waitFor(WAIT);
    await page.locator('#clock button[data-advance="691200000"]').click();
    await invitation.locator('[data-status="expired"]').waitFor(WAIT);
    await expect(page.locator('#clock-now').textContent()).resolves.toBe('2025-01-09T00:00:02.000Z');
    await page.screenshot({ path: `${OUTPUT}inspector-invitation-expired.png`, fullPage: true });
  }, 30_000);

  test('the forms call the control routes: fund a wallet, set and clear a fault', async () => {
    const address = '0x00000000000000000000000000000000000000a1';
    const fund = page.locator('#fund-form');
    await fund.locator('input[name="chainId"]').fill(String(BASE_SEPOLIA));
    await fund.locator('input[name="address"]').fill(address);
    await fund.locator('input[name="token"]').fill('USDC');
    await fund.locator('input[name="amount"]').fill('12.5');
    await fund.locator('button', { hasText: 'Fund' }).click();
    const balance = page.locator('#wallets tr', { hasText: address });
    await balance.waitFor(WAIT);
    await expect(balance.textContent()).resolves.toContain('12.5');
    expect(
      (
        await simulatorServer.simulator.control.chain.balances({ chainId: BASE_SEPOLIA, address })
      ).balances.map((item) => item.amount),
    ).toContain('12500000');

    const fault = page.locator('#fault-form');
    await fault.locator('input[name="operationId"]').fill('getMaintenance');
    await fault.locator('input[name="status"]').fill('503');
    await fault.locator('button', { hasText: 'Add rule' }).click();
    await page.locator('#faults pre', { hasText: 'getMaintenance' }).waitFor(WAIT);
    expect((await simulatorServer.simulator.control.platform.faults()).rules).toMatchObject([
      { operationId: 'getMaintenance', status: 503 },
    ]);
    await fault.locator('button', { hasText: 'Clear faults' }).click();
    await page.locator('#faults', { hasText: 'No fault rules.' }).waitFor(WAIT);
  }, 30_000);

  test('a pending chain transaction is confirmed with its button', async () => {
    const customer = privateKeyToAccount(CUSTOMER_KEY);
    const pending = await simulatorServer.simulator.control.chain.transfer({
      chainId: BASE_SEPOLIA,
      from: customer.address,
      to: '0x00000000000000000000000000000000000000b2',
      token: 'USDC',
      amount: '1',
    });
    expect(pending.status).toBe('pending');
    const row = page.locator('#chain-txs tr', { hasText: pending.hash.slice(0, 18) });
    await row.locator('[data-status="pending"]').waitFor(WAIT);
    await row.locator(`button[data-confirm="${pending.hash}"]`).click();
    await row.locator('[data-status="confirmed"]').waitFor(WAIT);
    expect((await simulatorServer.simulator.control.chain.txs({ hash: pending.hash })).txs[0]?.status).toBe(
      'confirmed',
    );
  }, 30_000);

  test('a control route that answers an error shows its envelope', async () => {
    await page.locator('#clock-freeze').click();
    const direct = await fetch(`${simulatorServer.url}/_simulator/clock/freeze`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
      body: '{}',
    });
    if (direct.status === 404) {
      const error = page.locator('#errors .error[data-code="ROUTE_NOT_FOUND"]');
      await error.waitFor(WAIT);
      await expect(error.textContent()).resolves.toContain(
        '404 ROUTE_NOT_FOUND: No control route POST /_simulator/clock/freeze',
      );
    } else {
      // Once the route exists, the button succeeds and shows no error.
      await page.locator('#result', { hasText: 'Freeze: done' }).waitFor(WAIT);
      expect(await page.locator('#errors .error').count()).toBe(0);
    }
    await page.screenshot({ path: `${OUTPUT}inspector-error.png` });
    expect(pageErrors).toEqual([]);
  }, 30_000);
});

describe('inspector through MSW in Chromium', () => {
  const ENTRY = fileURLToPath(new URL('./browser/inspector-entry.ts', import.meta.url));
  const WORKER_SCRIPT = createRequire(import.meta.url).resolve('msw/mockServiceWorker.js');
  let browser: Browser | undefined;
  let server: Server | undefined;
  /** Requests that reached the loopback server instead of the service worker. */
  const reached: string[] = [];

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

  test('an app fetches the page through the handlers and shows it in a frame that stays live', async () => {
    const bundled = await bundleForBrowser(ENTRY);
    const files: Record<string, { type: string; body: string }> = {
      '/': {
        type: 'text/html; charset=utf-8',
        body: '<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,"></head><body><script type="module" src="/inspector-entry.js"></script></body></html>',
      },
      '/inspector-entry.js': {
        type: 'text/javascript; charset=utf-8',
        body: bundled,
      },
      '/mockServiceWorker.js': {
        type: 'text/javascript; charset=utf-8',
        body: readFileSync(WORKER_SCRIPT, 'utf8'),
      },
    };
    server = createServer((request, response) => {
      const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
      const file = files[path];
      if (!file) {
        reached.push(`${request.method} ${path}`);
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { 'content-type': file.type, 'cache-control': 'no-store' }).end(file.body);
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-background-networking', '--disable-component-update'],
    });
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${origin}/`);
    await page.waitForFunction(
      () => window.__inspectorReady === true || window.__inspectorError !== undefined,
      undefined,
      WAIT,
    );
    expect(await page.evaluate(() => window.__inspectorError)).toBeUndefined();

    const frame = page.frameLocator('#inspector');
    await frame.locator('#apps td', { hasText: 'Shop in the <i>browser</i>' }).waitFor(WAIT);
    // A control request made by the app shows up in the frame on its next poll.
    await page.evaluate(() =>
      fetch('/_simulator/apps', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Second shop' }),
      }),
    );
    await frame.locator('#apps td', { hasText: 'Second shop' }).waitFor(WAIT);
    await page.screenshot({ path: `${OUTPUT}inspector-msw-frame.png` });
    expect(reached).toEqual([]);
    expect(errors).toEqual([]);
  }, 60_000);
});
