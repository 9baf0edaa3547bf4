/**
 * The standalone server against pages in headless Chromium (`CHROMIUM_PATH`, default
 * `/usr/bin/chromium`): a page of another loopback origin (a second server on 127.0.0.2) tries
 * every way a page has to read the state or change it (fetch, no-cors fetch, a preflighted PUT, a
 * beacon, a text/plain form, a frame of the inspector), and a host name rebound to loopback
 * (Chromium's resolver maps `rebind.test` to 127.0.0.1) reads the server as its own origin. The
 * server reveals nothing and accepts no write.
 */
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO } from '../src/index.js';
import { type RequestLogEntry, type SimulatorServer, startServer } from '../src/node.js';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const WAIT = { timeout: 15_000 };

/** What a page of another origin could learn from one attempt. */
interface Attempt {
  readonly name: string;
  /** `blocked` when the browser refused to hand over the answer (a TypeError). */
  readonly outcome: 'blocked' | 'opaque' | 'read' | 'sent';
  readonly status?: number;
  readonly text?: string;
}

describe('a default server against pages in Chromium', () => {
  let browser: Browser | undefined;
  let page: Page;
  let simulator: SimulatorServer;
  let attacker: { server: Server; url: string };
  const log: RequestLogEntry[] = [];

  beforeAll(async () => {
    if (!existsSync(CHROMIUM)) {
      throw new Error(
        `No Chromium at ${CHROMIUM}. Run \`node scripts/ensure-chromium.mjs\` (\`npm test\` runs it first), or set CHROMIUM_PATH.`,
      );
    }
    simulator = await startServer({ port: 0, onRequest: (entry) => log.push(entry) });
    const server = createServer((request, response) => {
      request.resume();
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end('<!doctype html><title>Another site</title><iframe name="sink"></iframe>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.2', resolve));
    attacker = { server, url: `http://127.0.0.2:${(server.address() as AddressInfo).port}` };
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        // DNS rebinding, without DNS: the name resolves to the server's own address.
        '--host-resolver-rules=MAP rebind.test 127.0.0.1',
      ],
    });
    page = await browser.newPage();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => attacker?.server.close(resolve));
    await simulator?.close();
  });

  test('a page of another origin reads nothing and writes nothing', async () => {
    const control = simulator.simulator.control;
    await control.platform.setMaintenance({ status: 'maintenance' });
    const marker = await control.tenancy.createApp({ name: 'Kept through the attack' });
    const appsBefore = simulator.simulator.services.store.apps.size;
    const clockBefore = simulator.simulator.clock.now();
    log.length = 0;

    await page.goto(attacker.url);
    const attempts = await page.evaluate(async (target: string): Promise<Attempt[]> => {
      const results: Attempt[] = [];
      const attempt = async (name: string, run: () => Promise<Response>) => {
        try {
          const response = await run();
          if (response.type === 'opaque') {
            results.push({ name, outcome: 'opaque', status: response.status, text: await response.text() });
          } else {
            results.push({ name, outcome: 'read', status: response.status, text: await response.text() });
          }
        } catch {
          results.push({ name, outcome: 'blocked' });
        }
      };
      await attempt('read the state', () => fetch(`${target}/_simulator/state`));
      await attempt('read the state with credentials', () =>
        fetch(`${target}/_simulator/state`, { credentials: 'include' }),
      );
      await attempt('read the state, no-cors', () =>
        fetch(`${target}/_simulator/state`, { mode: 'no-cors' }),
      );
      await attempt('read the webhooks', () => fetch(`${target}/_simulator/webhooks`));
      await attempt('reset, text/plain', () =>
        fetch(`${target}/_simulator/reset`, {
          method: 'POST',
          mode: 'no-cors',
          headers: { 'content-type': 'text/plain' },
          body: '{"seed":"empty"}',
        }),
      );
      await attempt('advance the clock, no content type', () =>
        fetch(`${target}/_simulator/clock/advance`, {
          method: 'POST',
          mode: 'no-cors',
          body: '{"ms":86400000}',
        }),
      );
      await attempt('replace the state, JSON', () =>
        fetch(`${target}/_simulator/state`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: '{"format":"payments-simulator-state"}',
        }),
      );
      const beacon = navigator.sendBeacon(`${target}/_simulator/reset`, '{"seed":"empty"}');
      results.push({ name: 'reset, beacon', outcome: beacon ? 'sent' : 'blocked' });
      // A form posts text/plain without a preflight, as a navigation of a frame.
      await new Promise<void>((resolve) => {
        const form = document.createElement('form');
        form.method = 'POST';
        form.enctype = 'text/plain';
        form.action = `${target}/_simulator/reset`;
        form.target = 'sink';
        const field = document.createElement('input');
        field.name = '{"seed":"empty","x":"';
        field.value = '"}';
        form.append(field);
        document.body.append(form);
        const frame = document.querySelector('iframe') as HTMLIFrameElement;
        frame.addEventListener('load', () => resolve(), { once: true });
        form.submit();
      });
      results.push({ name: 'reset, text/plain form', outcome: 'sent' });
      return results;
    }, simulator.url);

    // Nothing was handed to the page: every read was blocked or opaque and empty.
    for (const attempt of attempts) {
      expect(['blocked', 'opaque', 'sent'], attempt.name).toContain(attempt.outcome);
      expect(attempt.text ?? '', attempt.name).toBe('');
    }
    expect(JSON.stringify(attempts)).not.toContain(DEMO.keys.app);

    // A frame of the inspector is refused by its policy (frame-ancestors 'self').
    await page.evaluate((target: string) => {
      const frame = document.createElement('iframe');
      frame.name = 'inspector';
      frame.src = `${target}/_simulator/ui`;
      document.body.append(frame);
      return new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    }, simulator.url);
    // The frame shows Chromium's error page, never the inspector. Its name may go with the page
    // it never got: it is then the main page's child that is not the form's sink.
    const inspectorFrame = () =>
      page.frames().find((frame) => frame.name() === 'inspector') ??
      page
        .mainFrame()
        .childFrames()
        .find((frame) => frame.name() !== 'sink');
    await expect.poll(() => inspectorFrame()?.url() ?? '', WAIT).toMatch(/^chrome-error:/);
    const framed = inspectorFrame();
    expect(await framed?.locator('#token-form').count()).toBe(0);

    // Every write that reached the server was refused; nothing changed.
    const writes = log.filter((entry) => entry.method !== 'GET' && entry.path.startsWith('/_simulator'));
    expect(writes.length).toBeGreaterThan(0);
    for (const entry of writes)
      expect(entry.status, `${entry.method} ${entry.path}`).toBeGreaterThanOrEqual(400);
    expect(simulator.simulator.services.platform.maintenance()).toBe('maintenance');
    expect(simulator.simulator.services.store.apps.get(marker.id)?.name).toBe('Kept through the attack');
    expect(simulator.simulator.services.store.apps.size).toBe(appsBefore);
    expect(simulator.simulator.clock.now()).toBe(clockBefore);
  }, 60_000);

  test('a host name rebound to loopback gets 403 for the control routes and the API alike', async () => {
    const origin = `http://rebind.test:${simulator.port}`;
    const first = await page.goto(`${origin}/v1/maintenance`);
    expect(first?.status()).toBe(403);
    const reads = await page.evaluate(async () => {
      const answers: Array<{ status: number; text: string }> = [];
      for (const path of ['/_simulator/state', '/_simulator/ui', '/v1/config/chains']) {
        const response = await fetch(path, { headers: { 'x-api-key': 'sk_sandbox_any' } });
        answers.push({ status: response.status, text: await response.text() });
      }
      const write = await fetch('/_simulator/reset', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"seed":"empty"}',
      });
      answers.push({ status: write.status, text: await write.text() });
      return answers;
    });
    for (const answer of reads) {
      expect(answer.status).toBe(403);
      expect(answer.text).toContain('HOST_NOT_ALLOWED');
      expect(answer.text).not.toContain(DEMO.keys.app);
    }
    expect(simulator.simulator.services.platform.maintenance()).toBe('maintenance');
  }, 60_000);

  test('the inspector on its own origin still reads and writes, its script allowed by nonce', async () => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const response = await page.goto(`${simulator.url}/_simulator/ui`);
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("frame-ancestors 'self'");
    const scriptSource =
      policy.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
    expect(scriptSource.trim()).toMatch(/^script-src 'nonce-[A-Za-z0-9+/=]+'$/);
    // The script ran: it rendered the seeded teams.
    await page.locator('#teams .team-name').first().waitFor(WAIT);
    await page.evaluate(async () => {
      const response = await fetch('/_simulator/maintenance', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: '{"status":"ok"}',
      });
      if (response.status !== 200) throw new Error(`PUT /_simulator/maintenance answered ${response.status}`);
    });
    expect(simulator.simulator.services.platform.maintenance()).toBe('ok');
    expect(errors.filter((text) => text.includes('Content Security Policy'))).toEqual([]);
  }, 60_000);
});
