/**
 * The page's stand-in for `node:http`: `createServer(handler)` gives a server that listens on a
 * port of a loopback inside the page, and the page's `fetch` of `http://127.0.0.1:<port>/...`
 * (or `localhost`) calls its handler with a request and a response that have the members Node's
 * handlers use (`method`, `url`, `headers`, the body as a stream; `statusCode`, `setHeader`,
 * `writeHead`, `write`, `end`). Nothing leaves the page: a webhook the simulator delivers to a
 * receiver of an example reaches it here.
 */

type Handler = (request: LoopbackRequest, response: LoopbackResponse) => unknown;

const servers = new Map<number, Server>();
let nextPort = 40_000;

/** What a handler reads of a request: Node's `IncomingMessage` members, the body as one chunk. */
interface LoopbackRequest extends AsyncIterable<Uint8Array> {
  readonly method: string;
  readonly url: string;
  readonly headers: Record<string, string>;
  on(event: string, listener: (...args: unknown[]) => void): LoopbackRequest;
}

/** What a handler writes: Node's `ServerResponse` members, collected into a `Response`. */
class LoopbackResponse {
  statusCode = 200;
  readonly #headers = new Headers();
  readonly #chunks: string[] = [];
  readonly #done: (response: Response) => void;
  headersSent = false;
  constructor(done: (response: Response) => void) {
    this.#done = done;
  }
  setHeader(name: string, value: string | number | readonly string[]): this {
    this.#headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    return this;
  }
  getHeader(name: string): string | undefined {
    return this.#headers.get(name) ?? undefined;
  }
  writeHead(status: number, headers: Record<string, string> = {}): this {
    this.statusCode = status;
    for (const [name, value] of Object.entries(headers)) this.setHeader(name, value);
    this.headersSent = true;
    return this;
  }
  write(chunk: string | Uint8Array): boolean {
    this.#chunks.push(typeof chunk === 'string' ? chunk : new TextDecoder().decode(chunk));
    return true;
  }
  end(chunk?: string | Uint8Array): this {
    if (chunk !== undefined) this.write(chunk);
    const status = this.statusCode;
    const body = status === 204 || status === 304 ? null : this.#chunks.join('');
    this.#done(new Response(body, { status, headers: this.#headers }));
    return this;
  }
}

/** A server of the page's loopback, with the members of Node's `http.Server` the examples use. */
export class Server {
  readonly #handler: Handler;
  #port: number | undefined;
  constructor(handler: Handler) {
    this.#handler = handler;
  }
  listen(...args: unknown[]): this {
    const port = typeof args[0] === 'number' && args[0] > 0 ? args[0] : nextPort++;
    if (servers.has(port)) throw new Error(`listen EADDRINUSE: address already in use 127.0.0.1:${port}`);
    servers.set(port, this);
    this.#port = port;
    const callback = args.find((arg) => typeof arg === 'function') as (() => void) | undefined;
    if (callback) queueMicrotask(callback);
    return this;
  }
  address() {
    return this.#port === undefined ? null : { address: '127.0.0.1', family: 'IPv4', port: this.#port };
  }
  close(callback?: (error?: Error) => void): this {
    if (this.#port !== undefined) servers.delete(this.#port);
    this.#port = undefined;
    if (callback) queueMicrotask(() => callback());
    return this;
  }
  on(): this {
    return this;
  }
  once(): this {
    return this;
  }
  /** Answers `request` with the handler. */
  async serve(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const body = new Uint8Array(await request.arrayBuffer());
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const incoming: LoopbackRequest = {
      method: request.method,
      url: url.pathname + url.search,
      headers,
      on() {
        return incoming;
      },
      async *[Symbol.asyncIterator]() {
        if (body.length > 0) yield body;
      },
    };
    return new Promise<Response>((resolve, reject) => {
      const response = new LoopbackResponse(resolve);
      Promise.resolve(this.#handler(incoming, response)).catch(reject);
    });
  }
}

/** `http.createServer([options,] handler)`. */
export function createServer(...args: unknown[]): Server {
  const handler = args.find((arg) => typeof arg === 'function') as Handler | undefined;
  return new Server(handler ?? (() => undefined));
}

/** The loopback server a request is for, or undefined when it is not for one. */
export function loopbackServer(url: URL): Server | undefined {
  if (url.protocol !== 'http:' || !['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname))
    return undefined;
  return servers.get(Number(url.port || 80));
}

/** The module the page hands out as `node:http`. */
export const http = { createServer, Server };
