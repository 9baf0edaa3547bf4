/**
 * A loopback HTTP server that records the webhooks it receives.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One received request. */
export interface ReceivedRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: unknown;
}

/** A running receiver. */
export interface Receiver {
  readonly url: string;
  readonly received: ReceivedRequest[];
  /** Status the receiver answers with. */
  status: number;
  close(): Promise<void>;
}

/** Starts a receiver on 127.0.0.1 with a free port. */
export async function startReceiver(): Promise<Receiver> {
  const received: ReceivedRequest[] = [];
  const state = { status: 200 };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: text === '' ? undefined : (JSON.parse(text) as unknown),
      });
      response.writeHead(state.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    get status() {
      return state.status;
    },
    set status(value: number) {
      state.status = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
