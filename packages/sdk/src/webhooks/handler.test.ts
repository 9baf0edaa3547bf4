/**
 * One suite run against both adapters: the fetch handler called with `Request` objects, and the
 * Node handler behind a real `node:http` server on loopback, reached with the global fetch.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, onTestFinished, test, vi } from 'vitest';
import { createWebhookDeduper, type WebhookDedupeStore, webhookDedupeKey } from './dedupe.js';
import type { RequestCancelledEvent, RequestPaidEvent, UnknownWebhookEvent, WebhookEvent } from './events.js';
import { createFetchWebhookHandler } from './fetch.js';
import type { WebhookHandlerOptions } from './handler.js';
import { createNodeWebhookHandler } from './node.js';

const SECRET = 'whsec_test_2f9c1a7e';
const PAID_DATA = {
  id: 'tx_1001',
  requestId: 'req_2001',
  token: 'USDC',
  amount: 25.5,
  amountCurrencySymbol: 'USD',
  tokenAmount: '25.500000',
  hashUrl: 'https://explorer.example/tx/0xabc123',
  network: 'polygon',
};
const PAID_BODY = JSON.stringify({ event: 'requestPaid', data: PAID_DATA });

interface Delivery {
  readonly method?: string;
  readonly headers?: Record<string, string>;
  readonly body?: string;
}
interface Answer {
  readonly status: number;
  readonly headers: Headers;
  readonly body: unknown;
}
type Send = (delivery: Delivery) => Promise<Answer>;

/** A signed POST of the body, as the platform sends it. */
const signed = (body: string, secret = SECRET): Delivery => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-webhook-secret': secret },
  body,
});

const toAnswer = async (response: Response): Promise<Answer> => ({
  status: response.status,
  headers: response.headers,
  body: await response.json(),
});

const ADAPTERS: { name: string; open: (options: WebhookHandlerOptions) => Promise<Send> }[] = [
  {
    name: 'fetch',
    open: async (options) => {
      const handler = createFetchWebhookHandler(options);
      return async ({ method = 'POST', headers = {}, body = null }) =>
        toAnswer(await handler(new Request('http://localhost/webhooks', { method, headers, body })));
    },
  },
  {
    name: 'node',
    open: async (options) => {
      const server = createServer(createNodeWebhookHandler(options));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      onTestFinished(
        () =>
          new Promise<void>((resolve, reject) => {
            server.closeAllConnections();
            server.close((error) => (error ? reject(error) : resolve()));
          }),
      );
      const { port } = server.address() as AddressInfo;
      return async ({ method = 'POST', headers = {}, body = null }) =>
        toAnswer(await fetch(`http://127.0.0.1:${port}/webhooks`, { method, headers, body }));
    },
  },
];

describe.each(ADAPTERS)('webhooks.handler: $name', ({ open }) => {
  test('deliver: a valid requestPaid delivery runs its callback and answers 200 { received: true }', async () => {
    const requestPaid = vi.fn<(event: RequestPaidEvent) => Promise<void>>(async () => undefined);
    const send = await open({ secret: SECRET, on: { requestPaid } });
    const answer = await send(signed(PAID_BODY));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ received: true });
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(requestPaid).toHaveBeenCalledOnce();
    expect(requestPaid).toHaveBeenCalledWith({ event: 'requestPaid', data: PAID_DATA });
  });

  test('error: 405 with Allow: POST for a request that is not a POST', async () => {
    const requestPaid = vi.fn();
    const send = await open({ secret: SECRET, on: { requestPaid } });
    const answer = await send({ method: 'GET', headers: { 'x-webhook-secret': SECRET } });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('POST');
    expect(answer.body).toEqual({ error: 'method_not_allowed' });
    expect(requestPaid).not.toHaveBeenCalled();
  });

  test('error: 401 for a delivery without the secret header', async () => {
    const requestPaid = vi.fn();
    const send = await open({ secret: SECRET, on: { requestPaid } });
    const answer = await send({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: PAID_BODY,
    });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ error: 'unauthorized' });
    expect(requestPaid).not.toHaveBeenCalled();
  });

  test('error: 401 for a wrong secret', async () => {
    const requestPaid = vi.fn();
    const send = await open({ secret: SECRET, on: { requestPaid } });
    const answer = await send(signed(PAID_BODY, 'whsec_test_00000000'));
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ error: 'unauthorized' });
    expect(requestPaid).not.toHaveBeenCalled();
  });

  test('header: the secret header name is matched case-insensitively', async () => {
    const requestPaid = vi.fn();
    const send = await open({ secret: SECRET, on: { requestPaid } });
    const answer = await send({ method: 'POST', headers: { 'X-WEBHOOK-SECRET': SECRET }, body: PAID_BODY });
    expect(answer.status).toBe(200);
    expect(requestPaid).toHaveBeenCalledOnce();
  });

  test('error: 400 for a body that is not JSON, with the right secret', async () => {
    const requestPaid = vi.fn();
    const send = await open({ secret: SECRET, on: { requestPaid } });
    const answer = await send(signed(PAID_BODY.slice(0, -1)));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: 'invalid_body' });
    expect(requestPaid).not.toHaveBeenCalled();
  });

  test('error: 400 for a body altered so amount is a string', async () => {
    const requestPaid = vi.fn();
    const send = await open({ secret: SECRET, on: { requestPaid } });
    const answer = await send(signed(PAID_BODY.replace('"amount":25.5', '"amount":"25.5"')));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: 'invalid_body' });
    expect(requestPaid).not.toHaveBeenCalled();
  });

  test('error: 500 when a callback throws, and onError receives the error and the event', async () => {
    const failure = new Error('database down');
    const onError = vi.fn<(error: unknown, event: WebhookEvent) => void>();
    const send = await open({
      secret: SECRET,
      on: {
        requestPaid: async () => {
          throw failure;
        },
      },
      onError,
    });
    const answer = await send(signed(PAID_BODY));
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ error: 'handler_failed' });
    expect(onError).toHaveBeenCalledWith(failure, { event: 'requestPaid', data: PAID_DATA });
  });

  test('error: 500 still answers when onError itself throws', async () => {
    const send = await open({
      secret: SECRET,
      on: {
        requestPaid: () => {
          throw new Error('boom');
        },
      },
      onError: () => {
        throw new Error('logger down');
      },
    });
    expect((await send(signed(PAID_BODY))).status).toBe(500);
  });

  test('dedupe: a second delivery is answered as a duplicate and the callback runs once', async () => {
    const requestPaid = vi.fn();
    const onDuplicate = vi.fn();
    const send = await open({
      secret: SECRET,
      on: { requestPaid },
      dedupe: createWebhookDeduper(),
      onDuplicate,
    });
    const first = await send(signed(PAID_BODY));
    const second = await send(signed(PAID_BODY));
    expect(first).toMatchObject({ status: 200, body: { received: true } });
    expect(second).toMatchObject({ status: 200, body: { received: true, duplicate: true } });
    expect(requestPaid).toHaveBeenCalledOnce();
    expect(onDuplicate).toHaveBeenCalledOnce();
    expect(onDuplicate).toHaveBeenCalledWith({ event: 'requestPaid', data: PAID_DATA });
  });

  test('dedupe: a delivery whose callback failed is handled again on the next delivery', async () => {
    let calls = 0;
    const send = await open({
      secret: SECRET,
      on: {
        requestPaid: () => {
          calls += 1;
          if (calls === 1) throw new Error('transient');
        },
      },
      dedupe: createWebhookDeduper(),
    });
    expect((await send(signed(PAID_BODY))).status).toBe(500);
    expect(await send(signed(PAID_BODY))).toMatchObject({ status: 200, body: { received: true } });
    expect(await send(signed(PAID_BODY))).toMatchObject({ status: 200, body: { duplicate: true } });
    expect(calls).toBe(2);
  });

  test('dedupe: an async store (as over Redis) is awaited and receives the event', async () => {
    const keys = new Set<string>();
    const store: WebhookDedupeStore = {
      seen: async (event) => {
        await Promise.resolve();
        const key = webhookDedupeKey(event) ?? '';
        const before = keys.has(key);
        keys.add(key);
        return before;
      },
    };
    const requestPaid = vi.fn();
    const send = await open({ secret: SECRET, on: { requestPaid }, dedupe: store });
    await send(signed(PAID_BODY));
    const second = await send(signed(PAID_BODY));
    expect(second.body).toEqual({ received: true, duplicate: true });
    expect([...keys]).toEqual(['requestPaid:tx_1001']);
    expect(requestPaid).toHaveBeenCalledOnce();
  });

  test('error: 500 when the dedupe store fails, and the callback does not run', async () => {
    const requestPaid = vi.fn();
    const send = await open({
      secret: SECRET,
      on: { requestPaid },
      dedupe: { seen: async () => Promise.reject(new Error('redis down')) },
    });
    expect((await send(signed(PAID_BODY))).status).toBe(500);
    expect(requestPaid).not.toHaveBeenCalled();
  });

  test('unknown: an unknown event goes to onUnknown and is acknowledged', async () => {
    const onUnknown = vi.fn<(event: UnknownWebhookEvent) => void>();
    const send = await open({ secret: SECRET, on: {}, onUnknown });
    const answer = await send(signed(JSON.stringify({ event: 'payoutSent', data: { id: 'po_1' } })));
    expect(answer).toMatchObject({ status: 200, body: { received: true } });
    expect(onUnknown).toHaveBeenCalledWith({
      event: 'unknown',
      receivedEvent: 'payoutSent',
      data: { id: 'po_1' },
    });
  });

  test('unknown: without onUnknown an unknown event is acknowledged and no known callback runs', async () => {
    const requestPaid = vi.fn();
    const send = await open({ secret: SECRET, on: { requestPaid } });
    const answer = await send(signed(JSON.stringify({ event: 'payoutSent', data: {} })));
    expect(answer).toMatchObject({ status: 200, body: { received: true } });
    expect(requestPaid).not.toHaveBeenCalled();
  });

  test('reserved: a reserved event goes to its own callback', async () => {
    const requestCancelled = vi.fn<(event: RequestCancelledEvent) => void>();
    const requestPaid = vi.fn();
    const send = await open({ secret: SECRET, on: { requestPaid, requestCancelled } });
    const body = JSON.stringify({ event: 'requestCancelled', data: { id: 'req_2001', reason: 'expired' } });
    expect((await send(signed(body))).status).toBe(200);
    expect(requestCancelled).toHaveBeenCalledWith({
      event: 'requestCancelled',
      data: { id: 'req_2001', reason: 'expired' },
    });
    expect(requestPaid).not.toHaveBeenCalled();
  });

  test('reserved: a known event without a callback is acknowledged', async () => {
    const send = await open({ secret: SECRET, on: {} });
    const answer = await send(signed(JSON.stringify({ event: 'deploymentIssue', data: { id: 'dep_1' } })));
    expect(answer).toMatchObject({ status: 200, body: { received: true } });
  });

  test('error: an empty secret is rejected when the handler is created', async () => {
    await expect(open({ secret: '', on: {} })).rejects.toThrow(TypeError);
  });
});
