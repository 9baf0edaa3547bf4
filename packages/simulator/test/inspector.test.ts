/**
 * The inspector's control routes through `simulator.fetch` and MSW: the page is one HTML
 * document served without the admin token (it asks for it), and the revision it polls moves on
 * every write, clock move and fault change, and only then.
 */
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSimulator, DEMO } from '../src/index.js';

const ADMIN = { authorization: 'Bearer inspector-admin' };

describe('inspector routes', () => {
  const simulator = createSimulator({ adminToken: 'inspector-admin', baseUrl: 'http://inspector.test' });
  const mswServer = setupServer(...simulator.handlers);
  beforeAll(() => mswServer.listen({ onUnhandledFrame: 'error' }));
  afterAll(() => mswServer.close());

  const revision = async () => {
    const response = await simulator.fetch('/_simulator/revision', { headers: ADMIN });
    const body = (await response.json()) as { data: { revision: string; now: string } };
    return body.data;
  };

  test('GET /_simulator/ui: a self-contained HTML page, served without the admin token', async () => {
    const response = await simulator.fetch('/_simulator/ui');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await response.text();
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).not.toMatch(/<script[^>]+src=/);
    expect(html).not.toMatch(/<link[^>]+stylesheet/);
    expect(html).toContain('"baseUrl":"http://inspector.test"');
    // The page reads data through the control routes only; the HTML carries none.
    expect(html).not.toContain(DEMO.keys.app);
    expect(html).not.toContain('innerHTML');
  });

  test('the page and the revision are served through MSW as well', async () => {
    const page = await fetch('http://inspector.test/_simulator/ui');
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const unauthorised = await fetch('http://inspector.test/_simulator/revision');
    expect(unauthorised.status).toBe(401);
    const authorised = await fetch('http://inspector.test/_simulator/revision', { headers: ADMIN });
    expect(await authorised.json()).toMatchObject({ success: true, data: { revision: expect.any(String) } });
  });

  test('GET /_simulator/revision moves on writes, clock moves, fault changes and API requests, not on control reads', async () => {
    const beforeRead = await revision();
    // An API read writes no row, but the request journal (which the page shows) gets an entry.
    await simulator.fetch('/v1/config/chains', { headers: { 'x-api-key': DEMO.keys.app } });
    const first = await revision();
    expect(first.revision).not.toBe(beforeRead.revision);
    await simulator.fetch('/_simulator/state', { headers: ADMIN });
    await simulator.fetch('/_simulator/requests', { headers: ADMIN });
    expect(await revision()).toEqual(first);

    await simulator.control.tenancy.createApp({ name: 'Revision check' });
    const afterWrite = await revision();
    expect(afterWrite.revision).not.toBe(first.revision);

    await simulator.fetch('/_simulator/clock/advance', {
      method: 'POST',
      headers: { ...ADMIN, 'content-type': 'application/json' },
      body: JSON.stringify({ ms: 1000 }),
    });
    const afterClock = await revision();
    expect(afterClock.revision).not.toBe(afterWrite.revision);
    expect(afterClock.now).toBe('2025-01-01T00:00:01.000Z');

    await simulator.control.platform.setFaults({ rules: [{ operationId: 'getMaintenance', status: 503 }] });
    expect((await revision()).revision).not.toBe(afterClock.revision);
  });
});
