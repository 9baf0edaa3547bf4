/**
 * Runs the blocks of packages/simulator/README.md that are not test files themselves.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from '@payments-platform/sdk';
import { DEMO } from '@payments-platform/simulator';
import { startServer } from '@payments-platform/simulator/node';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { controlInProcess, controlOverHttp } from './simulator-control.js';
import { paidRequest } from './simulator-recipe.js';

afterEach(() => vi.restoreAllMocks());

describe('packages/simulator/README.md', () => {
  test('direct fetch: the chains of the demo seed', async () => {
    const { data, response } = await import('./simulator-fetch.js');
    expect(response.status).toBe(200);
    expect(data.chains.length).toBeGreaterThan(0);
  });

  test('startServer: one request to the standalone server, then closed', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await import('./simulator-server.js');
    expect(log.mock.calls).toEqual([[200, { success: true, data: { status: 'ok' } }]]);
  });

  test('control in-process: faults, a session, and its expiry', async () => {
    expect(await controlInProcess()).toEqual({ members: 200, expired: 401 });
  });

  test('control over HTTP: revoke a key, add a profile, deliver a webhook again', async () => {
    const server = await startServer({ port: 0, randomSeed: 'control-http' });
    try {
      const { token } = await server.simulator.control.tenancy.createSession({
        profileId: DEMO.profiles.bruno.id,
      });
      const client = createClient({
        apiKey: DEMO.keys.profileWrite,
        baseUrl: server.url,
        session: { token },
      });
      const request = await client.core.requests.create({
        targetAddress: DEMO.wallets.business,
        amount: 10,
        channelParams: {},
      });
      vi.spyOn(console, 'log').mockImplementation(() => undefined);
      const { added, delivery } = await controlOverHttp(server.url, {
        key: DEMO.keys.team,
        userId: DEMO.users.carmen.id,
        teamId: DEMO.teams.otcDesk.id,
        requestId: request.id,
      });
      expect(added.profile.teamId).toBe(DEMO.teams.otcDesk.id);
      expect(['delivered', 'failed']).toContain(delivery.status);
    } finally {
      await server.close();
    }
  });

  test('recipe: a request paid on chain, its webhook, the invoice', async () => {
    const events: string[] = [];
    const receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        events.push((JSON.parse(body) as { event: string }).event);
        response.end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = receiver.address() as AddressInfo;
      const { pdf, simulator } = await paidRequest(
        `http://127.0.0.1:${port}/webhooks`,
        '0x1111111111111111111111111111111111111111',
      );
      await simulator.control.platform.webhookDeliveries();
      expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe('%PDF-');
      expect(events).toContain('requestPaid');
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
    }
  });
});
