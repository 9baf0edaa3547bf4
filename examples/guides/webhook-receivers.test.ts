import type { Server } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RequestPaidData } from '@payments-platform/sdk/webhooks';
import { afterEach, describe, expect, test } from 'vitest';
import { fetchReceiver, honoReceiver, nodeReceiver } from './webhook-receivers.js';
import { expressParsedReceiver, expressReceiver } from './webhook-receivers-express.js';

const SECRET = 'whsec_guide';
const paidData: RequestPaidData = {
  id: 'tx_1',
  requestId: 'req_1',
  token: 'USDC',
  amount: 25,
  amountCurrencySymbol: 'USD',
  tokenAmount: '25',
  hashUrl: 'https://sepolia.basescan.org/tx/0x01',
  network: 'base-sepolia',
};
const delivery = (secret = SECRET) =>
  new Request('http://127.0.0.1/webhooks/payments', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-webhook-secret': secret },
    body: JSON.stringify({ event: 'requestPaid', data: paidData }),
  });

/** Sends the delivery twice and once with a wrong secret; returns the three statuses and bodies. */
async function exercise(send: (request: Request) => Promise<Response>) {
  const answers = [];
  for (const request of [delivery(), delivery(), delivery('whsec_wrong')]) {
    const response = await send(request);
    answers.push({ status: response.status, body: (await response.json()) as Record<string, unknown> });
  }
  return answers;
}

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
});

async function overLoopback(server: Server) {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return (request: Request) =>
    fetch(`http://127.0.0.1:${port}/webhooks/payments`, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
      duplex: 'half',
    } as RequestInit);
}

describe('webhook receivers of the guide', () => {
  test.each([
    ['node http', async (mark: (data: RequestPaidData) => void) => overLoopback(nodeReceiver(SECRET, mark))],
    [
      'express',
      async (mark: (data: RequestPaidData) => void) =>
        overLoopback(createServer(expressReceiver(SECRET, mark))),
    ],
    ['hono', async (mark: (data: RequestPaidData) => void) => honoReceiver(SECRET, mark).fetch],
    ['fetch handler', async (mark: (data: RequestPaidData) => void) => fetchReceiver(SECRET, mark)],
  ])('%s: handles a delivery once, skips its duplicate, refuses a wrong secret', async (_name, make) => {
    const paid: RequestPaidData[] = [];
    const send = await make((data) => void paid.push(data));
    const [first, second, forged] = await exercise((request) => Promise.resolve(send(request)));
    expect(first).toEqual({ status: 200, body: { received: true } });
    expect(second).toMatchObject({ status: 200, body: { received: true, duplicate: true } });
    expect(forged?.status).toBe(401);
    expect(paid).toEqual([paidData]);
  });

  test('express with a body parser in front: the event is built from req.body', async () => {
    const paid: RequestPaidData[] = [];
    const send = await overLoopback(
      createServer(expressParsedReceiver(SECRET, (data) => void paid.push(data))),
    );
    const [first, , forged] = await exercise(send);
    expect(first).toEqual({ status: 200, body: { received: true } });
    expect(forged?.status).toBe(401);
    expect(paid).toEqual([paidData, paidData]); // no deduper in this receiver
  });
});
