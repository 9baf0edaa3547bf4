import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, onTestFinished, test, vi } from 'vitest';
import type { RequestPaidEvent } from './events.js';
import { createNodeWebhookHandler, type NodeWebhookRequest, type NodeWebhookResponse } from './node.js';

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

/**
 * A server whose middleware consumes the stream first and leaves `req.body` as a framework
 * would (express.text, express.raw, express.json).
 */
async function serveParsed(parse: (raw: Buffer) => unknown, requestPaid: (event: RequestPaidEvent) => void) {
  const handler = createNodeWebhookHandler({ secret: SECRET, on: { requestPaid } });
  const server = createServer(async (req: IncomingMessage & { body?: unknown }, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    req.body = parse(Buffer.concat(chunks));
    await handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(
    () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  );
  const { port } = server.address() as AddressInfo;
  return fetch(`http://127.0.0.1:${port}/webhooks`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-webhook-secret': SECRET },
    body: PAID_BODY,
  });
}

/** A response that records what the handler wrote. */
const recordingResponse = () => {
  const written = { statusCode: 0, headers: {} as Record<string, string>, body: '' };
  const res: NodeWebhookResponse = {
    statusCode: 0,
    setHeader: (name, value) => {
      written.headers[name] = value;
    },
    end: (body) => {
      written.statusCode = res.statusCode;
      written.body = body;
    },
  };
  return { res, written };
};

/** A request whose stream yields the given chunks, then optionally fails. */
const streamedRequest = (chunks: readonly (string | Uint8Array)[], failure?: Error): NodeWebhookRequest => ({
  method: 'POST',
  headers: { 'x-webhook-secret': SECRET },
  async *[Symbol.asyncIterator]() {
    yield* chunks;
    if (failure) throw failure;
  },
});

describe('webhooks.node', () => {
  test('body: uses req.body when a framework already read it as a string', async () => {
    const requestPaid = vi.fn();
    const response = await serveParsed((raw) => raw.toString('utf8'), requestPaid);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true });
    expect(requestPaid).toHaveBeenCalledWith({ event: 'requestPaid', data: PAID_DATA });
  });

  test('body: uses req.body when a framework already read it as a Buffer', async () => {
    const requestPaid = vi.fn();
    const response = await serveParsed((raw) => raw, requestPaid);
    expect(response.status).toBe(200);
    expect(requestPaid).toHaveBeenCalledWith({ event: 'requestPaid', data: PAID_DATA });
  });

  test('body: uses req.body when a framework already parsed the JSON', async () => {
    const requestPaid = vi.fn();
    const response = await serveParsed((raw) => JSON.parse(raw.toString('utf8')), requestPaid);
    expect(response.status).toBe(200);
    expect(requestPaid).toHaveBeenCalledWith({ event: 'requestPaid', data: PAID_DATA });
  });

  test('body: a framework-parsed body that is not an event answers 400', async () => {
    const requestPaid = vi.fn();
    const response = await serveParsed(() => ({}), requestPaid);
    expect(response.status).toBe(400);
    expect(requestPaid).not.toHaveBeenCalled();
  });

  test('body: joins the chunks of the stream before decoding, text or bytes', async () => {
    const requestPaid = vi.fn();
    const handler = createNodeWebhookHandler({ secret: SECRET, on: { requestPaid } });
    // The multi-byte '€' is split across two byte chunks.
    const body = new TextEncoder().encode(PAID_BODY.replace('"USD"', '"€"'));
    const euro = body.indexOf(0xe2);
    const { res, written } = recordingResponse();
    await handler(
      streamedRequest([
        body.subarray(0, euro + 1),
        body.subarray(euro + 1, euro + 5),
        new TextDecoder().decode(body.subarray(euro + 5)),
      ]),
      res,
    );
    expect(written.statusCode).toBe(200);
    expect(JSON.parse(written.body)).toEqual({ received: true });
    expect(written.headers['content-type']).toMatch(/^application\/json/);
    expect(requestPaid).toHaveBeenCalledWith({
      event: 'requestPaid',
      data: { ...PAID_DATA, amountCurrencySymbol: '€' },
    });
  });

  test('error: a stream that fails while reading answers 400 and the promise resolves', async () => {
    const requestPaid = vi.fn();
    const handler = createNodeWebhookHandler({ secret: SECRET, on: { requestPaid } });
    const { res, written } = recordingResponse();
    await expect(handler(streamedRequest(['{"event":'], new Error('aborted')), res)).resolves.toBeUndefined();
    expect(written.statusCode).toBe(400);
    expect(requestPaid).not.toHaveBeenCalled();
  });

  test('error: the stream is not read when the secret is wrong', async () => {
    const handler = createNodeWebhookHandler({ secret: SECRET, on: {} });
    const read = vi.fn();
    const req: NodeWebhookRequest = {
      method: 'POST',
      headers: { 'x-webhook-secret': 'wrong' },
      async *[Symbol.asyncIterator]() {
        read();
        yield PAID_BODY;
      },
    };
    const { res, written } = recordingResponse();
    await handler(req, res);
    expect(written.statusCode).toBe(401);
    expect(read).not.toHaveBeenCalled();
  });
});
