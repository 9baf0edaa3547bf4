/**
 * The contract's length bounds as the simulator applies them: a string over its bound (a body
 * field, a string deep in a free-form value, a query value, a path id) answers 400 with the
 * route's input code, in process and over HTTP, before any handler runs, so the state is as it
 * was; a value at the bound passes the bound.
 */
import { MAX_ID_LENGTH, MAX_TEXT_LENGTH } from '@payments-platform/sdk/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSimulator, DEMO } from '../src/index.js';
import { type SimulatorServer, startServer } from '../src/server.js';

const text = (length: number) => 'a'.repeat(length);
const headers = { 'x-api-key': DEMO.keys.profileWrite, 'content-type': 'application/json' };
const paymentRequest = (channelParams: Record<string, unknown>) => ({
  method: 'POST',
  headers,
  body: JSON.stringify({ targetAddress: DEMO.wallets.bruno, amount: 25, channelParams }),
});

/** Each over-long input: its request, and the status and code the route answers it with. */
const OVER_THE_BOUND = [
  {
    name: 'a body field',
    path: '/channel/core/request/create',
    init: paymentRequest({ note: text(MAX_TEXT_LENGTH + 1) }),
    code: 'CH-06',
    field: 'body.channelParams.note',
  },
  {
    name: 'a string deep in a free-form value',
    path: '/channel/core/request/create',
    init: paymentRequest({ addedFee: { lines: [{ label: text(MAX_TEXT_LENGTH + 1) }] } }),
    code: 'CH-06',
    field: 'body.channelParams.addedFee.lines.0.label',
  },
  {
    name: 'a query value',
    path: `/v1/otc?buyCurrency=${text(MAX_TEXT_LENGTH + 1)}`,
    init: { method: 'GET', headers },
    code: 'BODY_PARSER_ERROR',
    field: 'query.buyCurrency',
  },
  {
    name: 'a path id',
    path: `/channel/core/request/${text(MAX_ID_LENGTH + 1)}`,
    init: { method: 'GET', headers },
    code: '5',
    field: 'params.id',
  },
  {
    name: 'a path id of a channel action',
    path: `/channels/ramp/action/cancel/${text(MAX_ID_LENGTH + 1)}`,
    init: { method: 'POST', headers: { ...headers, 'x-api-key': DEMO.keys.app }, body: '{}' },
    code: 'CH-06',
    field: 'params.actionId',
  },
] as const;

const simulator = createSimulator({ randomSeed: 'input-bounds', rateLimit: false });
let server: SimulatorServer;
beforeAll(async () => {
  server = await startServer({ simulator, port: 0 });
});
afterAll(() => server.close());

const transports = [
  ['in process', (path: string, init: RequestInit) => simulator.fetch(path, init)],
  ['over HTTP', (path: string, init: RequestInit) => fetch(`${server.url}${path}`, init)],
] as const;

describe.each(transports)('%s', (_name, send) => {
  test.each(OVER_THE_BOUND)(
    '$name over its bound answers 400 with the route’s code and changes nothing',
    async ({ path, init, code, field }) => {
      const before = JSON.stringify(simulator.snapshot().store);
      const response = await send(path, init);
      const answer = (await response.json()) as {
        success: boolean;
        error: { code: string; message: string };
      };
      expect(response.status).toBe(400);
      expect(answer.success).toBe(false);
      expect(answer.error.code).toBe(code);
      expect(answer.error.message).toContain(`${field}: At most`);
      expect(JSON.stringify(simulator.snapshot().store)).toBe(before);
    },
  );

  test('values at the bounds pass them', async () => {
    const created = await send(
      '/channel/core/request/create',
      paymentRequest({
        note: text(MAX_TEXT_LENGTH),
        addedFee: { [text(MAX_TEXT_LENGTH)]: text(MAX_TEXT_LENGTH) },
      }),
    );
    expect(created.status).toBe(200);
    const listed = await send(`/v1/otc?buyCurrency=${text(MAX_TEXT_LENGTH)}`, { method: 'GET', headers });
    expect(listed.status).toBe(200);
    await listed.body?.cancel();
    // An id at the bound is read as an id: no payment request has it.
    const bank = await send(`/channel/core/request/${text(MAX_ID_LENGTH)}`, { method: 'GET', headers });
    expect(bank.status).toBe(404);
    await bank.body?.cancel();
  });
});
