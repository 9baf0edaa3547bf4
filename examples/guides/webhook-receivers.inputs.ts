/**
 * What the docs site does with the receivers of webhook-receivers.ts when their Run button is
 * pressed: each is built with a secret and an app's `markPaid` that prints what it was given
 * (`inputs`), then sent a `requestPaid` delivery, the same delivery again and one with a wrong
 * secret (`exercise`), printing each answer.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RequestPaidData } from '@payments-platform/sdk/webhooks';
import type { Hono } from 'hono';

const SECRET = 'whsec_docs';
const markPaid = (data: RequestPaidData) =>
  console.log(`markPaid(${data.requestId}, ${data.tokenAmount} ${data.token})`);

export const inputs = {
  nodeReceiver: () => [SECRET, markPaid],
  honoReceiver: () => [SECRET, markPaid],
  fetchReceiver: () => [SECRET, markPaid],
};

/** The three deliveries, sent with `send` to the receiver at `url`, each answer printed after `label`. */
async function deliver(label: string, url: string, send: (request: Request) => Promise<Response>) {
  const data: RequestPaidData = {
    id: 'tx_docs',
    requestId: 'req_docs',
    token: 'USDC',
    amount: 25,
    amountCurrencySymbol: 'USD',
    tokenAmount: '25',
    hashUrl: 'https://sepolia.basescan.org/tx/0x01',
    network: 'base-sepolia',
  };
  for (const [what, secret] of [
    ['a delivery', SECRET],
    ['the same delivery again', SECRET],
    ['a wrong secret', 'whsec_wrong'],
  ] as const) {
    const response = await send(
      new Request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-webhook-secret': secret },
        body: JSON.stringify({ event: 'requestPaid', data }),
      }),
    );
    console.log(`${what}: ${label} → ${response.status} ${await response.text()}`);
  }
}

export const exercise = {
  nodeReceiver: async (server: Server) => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/payments`;
      await deliver('POST over loopback', url, (request) => fetch(request));
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  },
  honoReceiver: (app: Hono) =>
    deliver('app.fetch', 'http://localhost/webhooks/payments', (request) =>
      Promise.resolve(app.fetch(request)),
    ),
  fetchReceiver: (POST: (request: Request) => Promise<Response>) =>
    deliver('POST(request)', 'https://shop.example/webhooks/payments', POST),
};
