/**
 * The raw-HTTP harness of the spec-fidelity suites: a standalone server on 127.0.0.1 started once
 * per file and reset before each test, and the helpers that drive it with plain `fetch` (no SDK),
 * so what a test sees is what any HTTP client of the API would see.
 */
import { type ServerOptions, type SimulatorServer, startServer } from '@payments-platform/simulator/node';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Envelope } from '../harness.js';

/** An answer of the server: the status, the headers and the parsed envelope (`{}` for an empty body). */
export type Answer = Envelope;

/** A JSON request with an API key (`null`: none, as the control API takes) and optional extra headers. */
export function request(
  method: string,
  key: string | null,
  body?: unknown,
  headers: Record<string, string> = {},
): RequestInit {
  return {
    method,
    headers: {
      ...(key === null ? {} : { 'x-api-key': key }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  };
}

/** The status and error code of an answer, the pair a refusal is checked by. */
export const failure = (answer: Answer) => ({ status: answer.status, code: answer.body.error?.code });

/** The `data` of a successful answer; throws with the envelope when the answer is a failure. */
// biome-ignore lint/suspicious/noExplicitAny: a raw JSON payload, read field by field in assertions.
export const data = (answer: Answer): any => {
  if (!answer.body.success) throw new Error(`Expected a success, got ${JSON.stringify(answer.body)}`);
  return answer.body.data;
};

/** The `authorization` header of a session token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The header context of a profile in a team. */
export const asHeaders = (profileId: string, teamId: string) => ({
  'x-profile-id': profileId,
  'x-team-id': teamId,
});

/** The server of a suite and the calls that reach it. */
export interface RawServer {
  /** The running server (set once the suite's `beforeAll` ran). */
  readonly server: SimulatorServer;
  /** One request to a path of the server, or to an absolute URL. */
  send(path: string, init?: RequestInit): Promise<Answer>;
  /** A session token of a profile, from the control API. */
  sessionFor(profileId: string): Promise<string>;
  /** Moves the virtual clock forward; a refused move fails the test. */
  advance(ms: number): Promise<void>;
}

/**
 * Starts a standalone server on 127.0.0.1 for the calling test file (closed after it), resets it
 * before each test (a refused reset fails the test), and answers the calls that reach it.
 *
 * @example
 * ```ts
 * const { send, sessionFor } = useRawServer({ randomSeed: 'spec-money' });
 * test('...', async () => {
 *   const token = await sessionFor(DEMO.profiles.bruno.id);
 *   expect(failure(await send('/v1/profile', request('GET', DEMO.keys.app)))).toEqual({ status: 401, code: '...' });
 * });
 * ```
 */
export function useRawServer(options: Omit<ServerOptions, 'port' | 'host'>): RawServer {
  let current: SimulatorServer | undefined;
  const running = (): SimulatorServer => {
    if (current === undefined)
      throw new Error('The raw-HTTP server is not started: call useRawServer at the top of a test file.');
    return current;
  };

  async function send(path: string, init: RequestInit = {}): Promise<Answer> {
    const response = await fetch(path.startsWith('http') ? path : `${running().url}${path}`, init);
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      body: (text === '' ? {} : JSON.parse(text)) as Answer['body'],
    };
  }

  beforeAll(async () => {
    current = await startServer({ ...options, port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await current?.close();
  });

  beforeEach(async () => {
    // A control write needs `Content-Type: application/json` (415 otherwise); `data` makes a refused reset loud.
    data(await send('/_simulator/reset', request('POST', null, {})));
  });

  return {
    get server() {
      return running();
    },
    send,
    async sessionFor(profileId) {
      return data(await send('/_simulator/sessions', request('POST', null, { profileId }))).token;
    },
    async advance(ms) {
      data(await send('/_simulator/clock/advance', request('POST', null, { ms })));
    },
  };
}
