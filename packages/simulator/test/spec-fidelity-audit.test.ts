/**
 * Differences found by auditing the rest of the specification route by route, over raw HTTP
 * against the standalone server. Each test names the sentence it holds the simulator to.
 */
import { type SimulatorServer, startServer } from '@payments-platform/simulator/node';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO } from '../src/index.js';

const { keys, profiles } = DEMO;

let server: SimulatorServer;

beforeAll(async () => {
  server = await startServer({ port: 0, host: '127.0.0.1', randomSeed: 'spec-audit' });
});

afterAll(async () => {
  await server.close();
});

async function failure(path: string, init: RequestInit) {
  const response = await fetch(`${server.url}${path}`, init);
  const body = (await response.json()) as { error?: { code: string } };
  return { status: response.status, code: body.error?.code };
}

describe('statuses a route lists', () => {
  test('GET /v1/channels/fees (spec: "Statuses 200, 400, 500"): no usable context is 400, a team-only key included', async () => {
    for (const key of [keys.app, keys.team]) {
      expect(await failure('/v1/channels/fees?channelSlug=core', { headers: { 'x-api-key': key } })).toEqual({
        status: 400,
        code: 'CONTEXT_REQUIRED',
      });
    }
    const answer = await fetch(`${server.url}/v1/channels/fees?channelSlug=core`, {
      headers: { 'x-api-key': keys.profile },
    });
    expect(answer.status).toBe(200);
  });

  test('POST /v1/txs/{txId}/files/upload-url (spec: "Needs resolved profile and team context (a bare MASTER key is insufficient)", "400; 403; 404; 500"): a bare MASTER key is 400', async () => {
    expect(
      await failure('/v1/txs/tx_1/files/upload-url', {
        method: 'POST',
        headers: { 'x-api-key': keys.master, 'content-type': 'application/json' },
        body: JSON.stringify({ fileNames: ['invoice.pdf'] }),
      }),
    ).toEqual({ status: 400, code: 'CONTEXT_REQUIRED' });
    expect(
      await failure('/v1/txs/tx_1/files/upload-url', {
        method: 'POST',
        headers: {
          'x-api-key': keys.app,
          'content-type': 'application/json',
          'x-profile-id': profiles.bruno.id,
          'x-team-id': DEMO.teams.business.id,
        },
        body: JSON.stringify({ fileNames: ['invoice.pdf'] }),
      }),
    ).toEqual({ status: 404, code: 'TRANSACTION_NOT_FOUND' });
  });
});

describe('missing-context messages name what the route takes', () => {
  test('POST /channel/core/otc/create (spec: "Session or profile-scoped key (profile/team headers not used)"): a team key is told the choices', async () => {
    const response = await fetch(`${server.url}/channel/core/otc/create`, {
      method: 'POST',
      headers: { 'x-api-key': keys.team, 'content-type': 'application/json' },
      body: JSON.stringify({ targetAddress: DEMO.wallets.bruno, amount: 1, channelParams: {} }),
    });
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(response.status).toBe(401);
    expect(body.error).toEqual({
      code: 'CONTEXT_REQUIRED',
      message:
        'No usable context: this operation takes a bearer session or a key scoped to a profile (and its team).',
    });
  });
});
