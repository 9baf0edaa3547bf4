/**
 * A fetch that records requests and answers from a handler, for SDK tests without a server.
 */
import { createClient } from '../src/client.js';

/** A request as the stub saw it. */
export interface RecordedRequest {
  readonly method: string;
  readonly url: URL;
  readonly headers: Headers;
  readonly body: unknown;
}

/** What a stub handler returns: a Response, or a JSON body and status. */
export type StubAnswer = Response | { status?: number; body?: unknown; headers?: Record<string, string> };

/** A stub fetch with its record of requests. */
export interface StubFetch {
  readonly fetch: typeof fetch;
  readonly requests: RecordedRequest[];
}

/** `{ success: true, data }` */
export const ok = (data: unknown, status = 200): StubAnswer => ({ status, body: { success: true, data } });

/** `{ success: false, error: { code, message } }` */
export const fail = (status: number, code: string, headers: Record<string, string> = {}): StubAnswer => ({
  status,
  headers,
  body: { success: false, error: { code, message: `failed with ${code}` } },
});

/** Builds a stub fetch. */
export function stubFetch(
  handler: (request: RecordedRequest, index: number) => StubAnswer | Promise<StubAnswer>,
): StubFetch {
  const requests: RecordedRequest[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const text = request.body ? await request.text() : '';
    let body: unknown;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    const recorded: RecordedRequest = {
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body,
    };
    requests.push(recorded);
    const answer = await handler(recorded, requests.length - 1);
    if (answer instanceof Response) return answer;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  };
  return { fetch: fetchStub as typeof fetch, requests };
}

/**
 * A client whose requests a stub answers `{ success: true, data: {} }` and records (for tests of
 * what the SDK refuses before sending: the record stays empty).
 */
export function stubbedClient(options: { readonly validation?: 'strict' | 'warn' } = {}) {
  const stub = stubFetch(() => ok({}));
  const client = createClient({
    apiKey: 'sk_sandbox_secret',
    baseUrl: 'http://api.test',
    fetch: stub.fetch,
    maxRetries: 0,
    ...options,
  });
  return { client, stub };
}
