/**
 * Differences found by auditing the rest of the specification route by route, over raw HTTP
 * against the standalone server. Each test names the sentence it holds the simulator to.
 */
import { describe, expect, test } from 'vitest';
import { DEMO } from '../src/index.js';
import { failure, request, useRawServer } from './support/raw-http.js';

const { keys, profiles } = DEMO;

const { send } = useRawServer({ randomSeed: 'spec-audit' });

describe('statuses a route lists', () => {
  test('GET /v1/channels/fees (spec: "Statuses 200, 400, 500"): no usable context is 400, a team-only key included', async () => {
    for (const key of [keys.app, keys.team]) {
      expect(failure(await send('/v1/channels/fees?channelSlug=core', request('GET', key)))).toEqual({
        status: 400,
        code: 'CONTEXT_REQUIRED',
      });
    }
    const answer = await send('/v1/channels/fees?channelSlug=core', request('GET', keys.profile));
    expect(answer.status).toBe(200);
  });

  test('POST /v1/txs/{txId}/files/upload-url (spec: "Needs resolved profile and team context (a bare MASTER key is insufficient)", "400; 403; 404; 500"): a bare MASTER key is 400', async () => {
    expect(
      failure(
        await send(
          '/v1/txs/tx_1/files/upload-url',
          request('POST', keys.master, { fileNames: ['invoice.pdf'] }),
        ),
      ),
    ).toEqual({ status: 400, code: 'CONTEXT_REQUIRED' });
    expect(
      failure(
        await send(
          '/v1/txs/tx_1/files/upload-url',
          request(
            'POST',
            keys.app,
            { fileNames: ['invoice.pdf'] },
            { 'x-profile-id': profiles.bruno.id, 'x-team-id': DEMO.teams.business.id },
          ),
        ),
      ),
    ).toEqual({ status: 404, code: 'TRANSACTION_NOT_FOUND' });
  });
});

describe('missing-context messages name what the route takes', () => {
  test('POST /channel/core/otc/create (spec: "Session or profile-scoped key (profile/team headers not used)"): a team key is told the choices', async () => {
    const answer = await send(
      '/channel/core/otc/create',
      request('POST', keys.team, { targetAddress: DEMO.wallets.bruno, amount: 1, channelParams: {} }),
    );
    expect(answer.status).toBe(401);
    expect(answer.body.error).toEqual({
      code: 'CONTEXT_REQUIRED',
      message:
        'No usable context: this operation takes a bearer session or a key scoped to a profile (and its team).',
    });
  });
});
