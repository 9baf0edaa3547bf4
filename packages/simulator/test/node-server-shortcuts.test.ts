/**
 * The standalone server's shortcuts answer as the fetch path does: a request that frames no
 * body is not read, a plain target is not parsed until a handler reads its URL, and a request
 * whose handler never awaits runs its transaction at once. Each case is sent over loopback to
 * one simulator and through `simulator.fetch` to a twin, and the answers compared.
 */
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  createSimulator,
  DEMO,
  type Handler,
  type HandlerRequest,
  type Simulator,
  type SimulatorOptions,
  type SimulatorState,
} from '../src/index.js';
import { type SimulatorServer, startServer } from '../src/node.js';

interface Sent {
  readonly method: string;
  /** The request target exactly as written on the wire. */
  readonly target: string;
  readonly headers?: Record<string, string>;
  /** Written in these chunks; without `content-length` the body goes chunked. */
  readonly chunks?: readonly string[];
}

interface Answer {
  readonly status: number;
  readonly contentType: string | null;
  readonly body: string;
}

/** Sends a raw request (the target is not normalised by a client) and reads the answer. */
function sendRaw(server: SimulatorServer, sent: Sent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: '127.0.0.1', port: server.port, method: sent.method, path: sent.target, headers: sent.headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: response.headers['content-type'] ?? null,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    outgoing.on('error', reject);
    for (const chunk of sent.chunks ?? []) outgoing.write(chunk);
    outgoing.end();
  });
}

/** The same request through the twin's fetch (which parses every URL and reads every body). */
async function sendFetch(simulator: Simulator, sent: Sent): Promise<Answer> {
  const body = sent.chunks === undefined ? undefined : sent.chunks.join('');
  const withBody = body !== undefined && sent.method !== 'GET' && sent.method !== 'HEAD';
  const response = await simulator.fetch(sent.target, {
    method: sent.method,
    headers: sent.headers ?? {},
    ...(withBody ? { body } : {}),
  });
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    body: await response.text(),
  };
}

const createBody = JSON.stringify({
  targetAddress: DEMO.wallets.bruno,
  amount: 25,
  channelParams: { customId: 'order-77', note: 'Invoice 77' },
});
const appKey = { 'x-api-key': DEMO.keys.app };
const profileKey = { 'x-api-key': DEMO.keys.profileWrite };
const json = { 'content-type': 'application/json' };

/** A keyed GET of a raw target. */
const keyedRead = (target: string): Sent => ({ method: 'GET', target, headers: appKey });

/** Requests in the order they are sent; the creates draw ids, so both sides see the same order. */
const CASES: ReadonlyArray<readonly [string, Sent]> = [
  ['a public read', { method: 'GET', target: '/v1/maintenance' }],
  ['a keyed read', keyedRead('/v1/config/countries/banks?country=MX')],
  ['a repeated query key', keyedRead('/v1/config/countries/banks?country=MX&country=CO')],
  ['percent escapes in the query', keyedRead('/v1/config/countries/banks?country=%4D%58')],
  ['a quote in the query', keyedRead("/v1/config/countries/banks?country='MX'")],
  ['an empty query', keyedRead('/v1/config/countries/banks?')],
  ['a dot segment', keyedRead('/v1/config/./countries/banks?country=MX')],
  ['a dot-dot segment', keyedRead('/v1/config/x/../countries/banks?country=MX')],
  ['an escaped dot-dot segment', keyedRead('/v1/config/x/%2e%2E/countries/banks?country=MX')],
  ['a percent escape in the path', keyedRead('/v1/config/%63ountries/banks?country=MX')],
  ['a trailing slash', { method: 'GET', target: '/v1/maintenance/' }],
  ['a path param with an escaped slash', keyedRead('/v1/tx/tx%2F1')],
  ['an unknown route', { method: 'GET', target: '/v1/nothing-here' }],
  [
    'a GET with a body, which no route reads',
    { method: 'GET', target: '/v1/maintenance', headers: { 'content-length': '7' }, chunks: ['ignored'] },
  ],
  [
    'a create with a body',
    {
      method: 'POST',
      target: '/channel/core/request/create',
      headers: { ...profileKey, ...json, 'content-length': String(Buffer.byteLength(createBody)) },
      chunks: [createBody],
    },
  ],
  [
    'a create with a chunked body',
    {
      method: 'POST',
      target: '/channel/core/request/create',
      headers: { ...profileKey, ...json },
      chunks: [createBody.slice(0, 20), createBody.slice(20)],
    },
  ],
  [
    'a create without a body',
    { method: 'POST', target: '/channel/core/request/create', headers: profileKey },
  ],
  [
    'a create with an empty body',
    {
      method: 'POST',
      target: '/channel/core/request/create',
      headers: { ...profileKey, ...json, 'content-length': '0' },
      chunks: [],
    },
  ],
  [
    'a create with a malformed body',
    {
      method: 'POST',
      target: '/channel/core/request/create',
      headers: { ...profileKey, ...json, 'content-length': '5' },
      chunks: ['{"a":'],
    },
  ],
];

/** One URL signing key for a simulator and its twin, so their snapshots can be equal. */
const TWIN_SIGNING_KEY = '5e'.repeat(32);

/** The request journal's entries without `durationMs`, the wall time, which no two runs share. */
const journalOf = (snapshot: SimulatorState) =>
  (snapshot.requests?.entries ?? []).map(({ durationMs: _wallTime, ...entry }) => entry);

describe('node server shortcuts', () => {
  const options: SimulatorOptions = {
    randomSeed: 'shortcuts',
    urlSigningKey: TWIN_SIGNING_KEY,
    rateLimit: false,
    validateResponses: false,
  };
  let served: Simulator;
  let twin: Simulator;
  let server: SimulatorServer;
  beforeAll(async () => {
    served = createSimulator(options);
    twin = createSimulator(options);
    server = await startServer({ simulator: served, port: 0 });
  });
  afterAll(async () => {
    await server.close();
  });

  test('every case answers as through simulator.fetch: status, content type and body', async () => {
    for (const [name, sent] of CASES) {
      const overHttp = await sendRaw(server, sent);
      const overFetch = await sendFetch(twin, sent);
      expect({ name, ...overHttp }).toEqual({ name, ...overFetch });
    }
    // The same state, and the same requests journaled, but for the wall time each one took.
    const servedState = served.snapshot();
    const twinState = twin.snapshot();
    expect(journalOf(servedState)).toEqual(journalOf(twinState));
    expect({ ...servedState, requests: twinState.requests }).toEqual(twinState);
  });

  test('a GET whose body is over the limit is still 413', async () => {
    const big = 'x'.repeat(1024 * 1024 + 1);
    const answer = await sendRaw(server, {
      method: 'GET',
      target: '/v1/maintenance',
      headers: { 'content-length': String(big.length) },
      chunks: [big],
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ success: false, error: { code: 'PAYLOAD_TOO_LARGE' } });
  });
});

describe('node server handler requests', () => {
  const seen: unknown[] = [];
  let server: SimulatorServer;
  beforeAll(async () => {
    server = await startServer({
      port: 0,
      handlers: {
        getMaintenance: (request) => {
          const first = request.url;
          const copy = { ...request };
          seen.push({
            href: request.url.href,
            values: request.url.searchParams.getAll('x'),
            trace: request.headers.get('x-trace'),
            sameUrl: first === request.url,
            copyHref: copy.url.href,
            copyTrace: copy.headers.get('x-trace'),
            copyHasServices: copy.store === request.store && copy.clock === request.clock,
            keys: Object.keys(request).slice(0, 8),
          });
          return { status: 'ok' };
        },
      },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  test('a handler reads the URL and headers, from the request and from a spread copy of it', async () => {
    const plain = await fetch(`${server.url}/v1/maintenance?x=1&x=2`, { headers: { 'x-trace': 'plain' } });
    expect(plain.status).toBe(200);
    const escaped = await sendRaw(server, {
      method: 'GET',
      target: '/v1/./maintenance?x=a%20b',
      headers: { 'x-trace': 'escaped' },
    });
    expect(escaped.status).toBe(200);
    const common = {
      sameUrl: true,
      copyHasServices: true,
      keys: ['operation', 'params', 'query', 'body', 'caller', 'fail', 'url', 'headers'],
    };
    expect(seen).toEqual([
      {
        ...common,
        href: `${server.url}/v1/maintenance?x=1&x=2`,
        values: ['1', '2'],
        trace: 'plain',
        copyHref: `${server.url}/v1/maintenance?x=1&x=2`,
        copyTrace: 'plain',
      },
      {
        ...common,
        href: `${server.url}/v1/maintenance?x=a%20b`,
        values: ['a b'],
        trace: 'escaped',
        copyHref: `${server.url}/v1/maintenance?x=a%20b`,
        copyTrace: 'escaped',
      },
    ]);
  });
});

describe('node server transactions', () => {
  type MaintenanceRequest = HandlerRequest<'getMaintenance'>;
  const failing = ({ url }: MaintenanceRequest) => url.searchParams.get('fail') === '1';
  /** What a failing read does before it fails: a row, an id drawn, a job scheduled. */
  const writeAndDraw = ({ store, ids, jobs, clock }: MaintenanceRequest) => {
    const app = store.apps.all()[0];
    if (!app) throw new Error('no app');
    const id = ids.prefixed('app');
    store.apps.insert({ ...app, id, name: id });
    jobs.schedule('webhooks.deliver', clock.now() + 5, 'whd_missing');
  };
  const neverAwaits: Handler<'getMaintenance'> = (request) => {
    if (!failing(request)) return { status: 'ok' };
    writeAndDraw(request);
    throw new Error('fails halfway');
  };
  const awaits: Handler<'getMaintenance'> = async (request) => {
    if (!failing(request)) return { status: 'ok' };
    writeAndDraw(request);
    await Promise.resolve();
    throw new Error('fails halfway');
  };

  test.each([
    ['never awaits', neverAwaits],
    ['awaits', awaits],
  ])('a read that %s and fails halfway leaves no trace among parallel creates', async (name, handler) => {
    const options: SimulatorOptions = {
      randomSeed: `halfway ${name}`,
      urlSigningKey: TWIN_SIGNING_KEY,
      rateLimit: false,
      validateResponses: false,
    };
    const served = createSimulator({ ...options, handlers: { getMaintenance: handler } });
    const twin = createSimulator(options);
    const server = await startServer({ simulator: served, port: 0 });
    try {
      const create: Sent = {
        method: 'POST',
        target: '/channel/core/request/create',
        headers: { ...profileKey, ...json, 'content-length': String(Buffer.byteLength(createBody)) },
        chunks: [createBody],
      };
      const sent: Sent[] = [];
      for (let index = 0; index < 6; index++) {
        sent.push(create, { method: 'GET', target: '/v1/maintenance?fail=1' });
      }
      const answers = await Promise.all(sent.map((each) => sendRaw(server, each)));
      expect(answers.map((answer) => answer.status)).toEqual(
        sent.map((each) => (each.method === 'POST' ? 200 : 500)),
      );
      // The six creates alone, one after the other, leave the same state.
      for (let index = 0; index < 6; index++) expect((await sendFetch(twin, create)).status).toBe(200);
      // The same state, but for the failed reads in the request journal: each one journaled with
      // its 500 and nothing committed, the creates as the twin journaled them.
      const servedState = served.snapshot();
      const twinState = twin.snapshot();
      const journaled = journalOf(servedState).map(({ seq: _seq, ...entry }) => entry);
      expect(journaled.filter((entry) => entry.operationId === 'getMaintenance')).toEqual(
        Array.from({ length: 6 }, () =>
          expect.objectContaining({ status: 500, errorCode: 'INTERNAL_ERROR', committed: false }),
        ),
      );
      expect(journaled.filter((entry) => entry.operationId !== 'getMaintenance')).toEqual(
        journalOf(twinState).map(({ seq: _seq, ...entry }) => entry),
      );
      expect({ ...servedState, requests: twinState.requests }).toEqual(twinState);
      expect(served.clock.pending()).toBe(twin.clock.pending());
    } finally {
      await server.close();
    }
  });
});
