/**
 * The webhook handler for Node's `http` module and the frameworks built on it (Express, Koa
 * through `ctx.req`/`ctx.res`, Next.js API routes). The request and response are described by
 * the few members the handler uses, so this module loads no Node types or built-ins.
 */
import { createWebhookDeliveryHandler, type WebhookHandlerOptions } from './handler.js';

/**
 * The members of Node's `IncomingMessage` the handler uses. `body` is read when a framework has
 * already consumed the stream; otherwise the raw body is read from the stream.
 *
 * @example
 * ```ts
 * import type { IncomingMessage } from 'node:http';
 * const request: NodeWebhookRequest = req satisfies IncomingMessage;
 * ```
 */
export interface NodeWebhookRequest extends AsyncIterable<unknown> {
  readonly method?: string | undefined;
  readonly headers: Readonly<Record<string, string | readonly string[] | undefined>>;
  /** A body parsed by a framework: text, bytes (`Buffer`) or a JSON value. */
  readonly body?: unknown;
}

/**
 * The members of Node's `ServerResponse` the handler uses.
 *
 * @example
 * ```ts
 * import type { ServerResponse } from 'node:http';
 * const response: NodeWebhookResponse = res satisfies ServerResponse;
 * ```
 */
export interface NodeWebhookResponse {
  statusCode: number;
  setHeader(name: string, value: string): unknown;
  end(body: string): unknown;
}

const encoder = new TextEncoder();

/** The raw body from the stream, as bytes; string chunks (after `setEncoding`) are re-encoded. */
async function readStream(request: AsyncIterable<unknown>): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let length = 0;
  for await (const chunk of request) {
    const bytes =
      typeof chunk === 'string' ? encoder.encode(chunk) : chunk instanceof Uint8Array ? chunk : undefined;
    if (bytes === undefined) throw new TypeError('Unexpected chunk in the request stream');
    chunks.push(bytes);
    length += bytes.length;
  }
  const body = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.length;
  }
  return body;
}

/**
 * Creates a `(req, res) => Promise<void>` handler for Node's `http` server or a framework on top
 * of it. Answers like {@link createFetchWebhookHandler}: 405, 401, 400, 500, or 200 with
 * `{ received: true }`. The returned promise never rejects.
 *
 * The raw body is read from the request stream; when a framework has already parsed it, its
 * `req.body` is used instead (a string, a `Buffer` or a parsed JSON value).
 *
 * @throws TypeError when `secret` is empty.
 *
 * @example
 * ```ts
 * import { createServer } from 'node:http';
 * import { createNodeWebhookHandler } from '@payments-platform/sdk/webhooks';
 *
 * const handler = createNodeWebhookHandler({
 *   secret: process.env.WEBHOOK_SECRET!,
 *   on: { requestPaid: (event) => markPaid(event.data.requestId) },
 * });
 *
 * createServer(handler).listen(3000);
 * // or, with Express: app.post('/webhooks', handler);
 * ```
 */
export function createNodeWebhookHandler(
  options: WebhookHandlerOptions,
): (req: NodeWebhookRequest, res: NodeWebhookResponse) => Promise<void> {
  const handle = createWebhookDeliveryHandler(options);
  return async (req, res) => {
    const result = await handle({
      method: req.method ?? 'GET',
      headers: req.headers,
      readBody: () => (req.body !== undefined ? Promise.resolve(req.body) : readStream(req)),
    });
    res.statusCode = result.status;
    for (const [name, value] of Object.entries(result.headers)) res.setHeader(name, value);
    res.end(JSON.stringify(result.body));
  };
}
