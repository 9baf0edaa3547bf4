/**
 * What apps of other API SDKs reach for daily: uploads from any source (and `toFile` of the Node
 * entry) with the 5 MiB limit checked before sending, page walking, `.asResponse()`,
 * `PAYMENTS_LOG`, `withOptions`, the `User-Agent`, and other libraries' option names.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { createSimulator, DEMO } from '@payments-platform/simulator';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { SDK_VERSION, sdkUserAgent } from '../src/core/runtime.js';
import {
  ConfigurationError,
  ConnectionError,
  createClient,
  InputValidationError,
  type PaymentsClient,
  ServiceUnavailableError,
} from '../src/index.js';
import { toFile } from '../src/node.js';
import { fail, ok, stubFetch } from './stub-fetch.js';

const BASE = 'http://api.test';
const PDF = new TextEncoder().encode('%PDF-1.4 receipt');

describe('uploads from any source, against the simulator', () => {
  const simulator = createSimulator({ randomSeed: 'sdk-data-plane' });
  const seen: Request[] = [];
  let client: PaymentsClient;
  let txId: string;
  let requestId: string;
  const dir = mkdtempSync(join(tmpdir(), 'sdk-uploads-'));

  beforeAll(async () => {
    client = createClient({
      apiKey: DEMO.keys.profileWrite,
      baseUrl: simulator.baseUrl,
      fetch: (input, init) => {
        const request = new Request(input, init);
        seen.push(request.clone());
        return simulator.fetch(request);
      },
      session: {
        token: (await simulator.control.tenancy.createSession({ profileId: DEMO.profiles.bruno.id })).token,
      },
    });
    const request = await client.core.requests.create({
      targetAddress: DEMO.wallets.business,
      amount: 10,
      channelParams: {},
    });
    txId = request.txId;
    requestId = request.id;
  });

  /** The name and content type the simulator stored for each attached file. */
  const stored = async () => {
    const { files } = await client.transactions.files.list({ txId });
    return Promise.all(
      files.map(async (file) => {
        const download = (await (await simulator.fetch(file.signedUrl ?? '')).json()) as {
          data: { contentType: string; size: number };
        };
        return { name: file.fileName, type: download.data.contentType, size: download.data.size };
      }),
    );
  };

  test('a PDF from toFile(path), from a File and from a Response, each with its name and type', async () => {
    const path = join(dir, 'from disk.pdf');
    writeFileSync(path, PDF);
    const fromDisk = await toFile(path);
    const response = new Response(PDF, {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': 'attachment; filename="invoice 7.pdf"',
      },
    });
    // #region upload-sources
    // toFile is in '@payments-platform/sdk/node'; a File, a fetched Response, a web ReadableStream or
    // a Node ReadStream also work. Name and type come from the source where it has them.
    await client.uploads.transactionFiles({
      txId,
      files: [fromDisk, new File([PDF], 'as file.pdf', { type: 'application/pdf' }), { body: response }],
    });
    // #endregion upload-sources
    expect([fromDisk.name, fromDisk.type, fromDisk.size]).toEqual([
      'from disk.pdf',
      'application/pdf',
      PDF.length,
    ]);
    expect(await stored()).toEqual([
      { name: 'from disk.pdf', type: 'application/pdf', size: PDF.length },
      { name: 'as file.pdf', type: 'application/pdf', size: PDF.length },
      { name: 'invoice 7.pdf', type: 'application/pdf', size: PDF.length },
    ]);
  });

  test('a web ReadableStream and a Node ReadStream upload too, the stream named by its path', async () => {
    const path = join(dir, 'streamed.pdf');
    writeFileSync(path, PDF);
    const { createReadStream } = await import('node:fs');
    const web = new Blob([PDF]).stream();
    const { tx } = await client.uploads.transactionFiles({
      txId,
      files: [
        createReadStream(path),
        { name: 'web.pdf', body: web },
        { name: 'node.pdf', body: Readable.from([PDF]) },
      ],
    });
    const names = (tx as { files?: { fileName: string }[] }).files?.map((file) => file.fileName).slice(-3);
    expect(names).toEqual(['streamed.pdf', 'web.pdf', 'node.pdf']);
  });

  test('a 6 MiB source is refused before any request is sent, whatever its kind', async () => {
    const big = new Uint8Array(6 * 1024 * 1024);
    const path = join(dir, 'big.pdf');
    writeFileSync(path, big);
    const before = seen.length;
    for (const source of [
      await toFile(path),
      new File([big], 'big.pdf'),
      { body: new Response(big, { headers: { 'content-disposition': 'filename="big.pdf"' } }) },
      { name: 'big.pdf', body: Readable.from([big.subarray(0, 4 << 20), big.subarray(4 << 20)]) },
      { name: 'big.pdf', body: new Blob([big]).stream() },
    ]) {
      const error = await client.uploads
        .transactionFiles({ txId, files: [source] })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(InputValidationError);
      expect((error as Error).message).toMatch(/big\.pdf is .*at most 5 MiB.*Nothing was sent/);
    }
    expect(seen.length).toBe(before);
  });

  test('a source without a name is refused with what to pass', async () => {
    const error = await client.uploads
      .transactionFiles({ txId, files: [new Blob([PDF])] })
      .catch((caught: unknown) => caught);
    expect((error as Error).message).toMatch(/has no name: pass \{ name: 'receipt.pdf', body \}/);
  });

  test('.asResponse() on the invoice PDF gives an unread body that streams the PDF', async () => {
    const payer = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
    await simulator.control.chain.fund({ chainId: 84532, address: payer, token: 'USDC', amount: '10' });
    await simulator.control.chain.fund({ chainId: 84532, address: payer, amount: '0.01' });
    await client.core.requests.pay({ id: requestId, sender: payer, chain: 'base-sepolia', token: 'USDC' });
    await simulator.clock.advance(2_000);
    // #region as-response
    const response = await client.core.requests.invoicePdf({ id: requestId }).asResponse();
    // response.body is unread: stream it on, e.g. Readable.fromWeb(response.body).pipe(res) in Node
    // #endregion as-response
    expect(response.bodyUsed).toBe(false);
    expect(response.headers.get('content-type')).toContain('application/pdf');
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const chunks: Uint8Array[] = [];
    for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
    const text = new TextDecoder().decode(Buffer.concat(chunks));
    expect(text.startsWith('%PDF-')).toBe(true);
  });

  test('toFile names a missing path', async () => {
    await expect(toFile(join(dir, 'nope.pdf'))).rejects.toThrow(/toFile: cannot read .*nope\.pdf \(ENOENT\)/);
  });
});

const activity = (index: number) => ({
  PK: 'TEAM#t',
  SK: `ACT#${index}`,
  ActionType: 'TEAM',
  ActionName: `action-${index}`,
  Status: 'ok',
  TeamId: 't',
  ProfileId: 'p',
  CreatedAt: '2026-11-22T00:00:00.000Z',
});

/** A cursor list of three pages of three items. */
const threePages = () =>
  stubFetch((request) => {
    const start = Number(request.url.searchParams.get('exclusiveStartKey') ?? 0);
    const items = [0, 1, 2].map((index) => activity(start + index));
    return ok(start < 6 ? { items, lastEvaluatedKey: String(start + 3) } : { items });
  });

describe('page walking', () => {
  const make = () => {
    const stub = threePages();
    const client = createClient({ apiKey: 'k', baseUrl: BASE, fetch: stub.fetch, session: { token: 's' } });
    return { stub, client };
  };

  test('iterPages() visits every page of a 3-page list', async () => {
    const { stub, client } = make();
    const pages: string[][] = [];
    // #region pages
    for await (const page of client.teams.activity.list({ teamId: 't' }).iterPages()) {
      pages.push(page.items.map((item) => item.SK));
    }
    // #endregion pages
    expect(pages).toEqual([
      ['ACT#0', 'ACT#1', 'ACT#2'],
      ['ACT#3', 'ACT#4', 'ACT#5'],
      ['ACT#6', 'ACT#7', 'ACT#8'],
    ]);
    expect(stub.requests).toHaveLength(3);
  });

  test('hasNextPage() and getNextPage() walk on from a page, and the last page says so', async () => {
    const { client } = make();
    const first = client.teams.activity.list({ teamId: 't' });
    expect(await first.hasNextPage()).toBe(true);
    const second = first.getNextPage();
    expect((await second).items[0]?.SK).toBe('ACT#3');
    const third = second.getNextPage();
    expect(await third.hasNextPage()).toBe(false);
    await expect(third.getNextPage()).rejects.toThrow(/last page of the list: check hasNextPage\(\) first/);
  });

  test('toArray({ limit: 5 }) gives 5 rows and reads only the pages it needs', async () => {
    const { stub, client } = make();
    // #region to-array
    const rows = await client.teams.activity.list({ teamId: 't' }).toArray({ limit: 5 }); // limit required
    // #endregion to-array
    expect(rows.map((row) => row.SK)).toEqual(['ACT#0', 'ACT#1', 'ACT#2', 'ACT#3', 'ACT#4']);
    expect(stub.requests).toHaveLength(2);
  });

  test('toArray() without a limit is a type error and a runtime error', async () => {
    const { stub, client } = make();
    // @ts-expect-error the limit is required
    const missing = client.teams.activity.list({ teamId: 't' }).toArray();
    await expect(missing).rejects.toBeInstanceOf(ConfigurationError);
    await expect(
      // @ts-expect-error the limit is required
      client.teams.activity.list({ teamId: 't' }).toArray({}),
    ).rejects.toThrow(/toArray needs a limit.*toArray\(\{ limit: 100 \}\)/);
    expect(stub.requests).toHaveLength(0);
  });

  test('offset lists walk their pages by offset', async () => {
    const stub = stubFetch((request) => {
      const offset = Number(request.url.searchParams.get('offset') ?? 0);
      const count = offset < 4 ? 2 : 1;
      return ok(Array.from({ length: count }, (_, index) => ({ orderId: `o-${offset + index}` })));
    });
    const client = createClient({ apiKey: 'k', baseUrl: BASE, fetch: stub.fetch, validation: 'off' });
    const sizes: number[] = [];
    for await (const page of client.ramp.orders.list({ limit: 2 }).iterPages())
      sizes.push((page as unknown[]).length);
    expect(sizes).toEqual([2, 2, 1]);
  });
});

describe('.asResponse()', () => {
  test('gives the raw Response with its body unread, sending one request', async () => {
    const stub = stubFetch(() => ok({ status: 'ok' }));
    const client = createClient({ baseUrl: BASE, fetch: stub.fetch });
    const response = await client.maintenance.retrieve().asResponse();
    expect(response.bodyUsed).toBe(false);
    expect(await response.json()).toEqual({ success: true, data: { status: 'ok' } });
    expect(stub.requests).toHaveLength(1);
  });

  test('a failed call still rejects with its typed error', async () => {
    const stub = stubFetch(() => fail(503, 'DOWN'));
    const client = createClient({ baseUrl: BASE, fetch: stub.fetch, maxRetries: 0 });
    const error = await client.maintenance
      .retrieve()
      .asResponse()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ServiceUnavailableError);
    expect((error as ServiceUnavailableError).code).toBe('DOWN');
  });
});

describe('PAYMENTS_LOG', () => {
  const withEnv = async (value: string | undefined, run: () => Promise<void>) => {
    const before = process.env.PAYMENTS_LOG;
    if (value === undefined) delete process.env.PAYMENTS_LOG;
    else process.env.PAYMENTS_LOG = value;
    try {
      await run();
    } finally {
      if (before === undefined) delete process.env.PAYMENTS_LOG;
      else process.env.PAYMENTS_LOG = before;
    }
  };

  test('PAYMENTS_LOG=debug makes a call log its operation id to the console', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    try {
      await withEnv('debug', async () => {
        const client = createClient({ baseUrl: BASE, fetch: stubFetch(() => ok({ status: 'ok' })).fetch });
        await client.maintenance.retrieve();
      });
      expect(debug).toHaveBeenCalledWith(
        'Request',
        expect.objectContaining({ operationId: 'getMaintenance' }),
      );
    } finally {
      debug.mockRestore();
    }
  });

  test('an explicit logLevel wins, and a bad value is named', async () => {
    const logger = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    await withEnv('debug', async () => {
      const client = createClient({
        baseUrl: BASE,
        fetch: stubFetch(() => ok({ status: 'ok' })).fetch,
        logger,
        logLevel: 'error',
      });
      await client.maintenance.retrieve();
    });
    expect(logger.debug).not.toHaveBeenCalled();
    await withEnv('verbose', async () => {
      expect(() => createClient({})).toThrow(
        /PAYMENTS_LOG is "verbose"; it takes one of debug, info, warn, error, off/,
      );
      expect(() => createClient({ logLevel: 'warn' })).not.toThrow();
    });
  });
});

describe('withOptions', () => {
  test('maxRetries: 0 makes no retry on a 503 where the parent retries, sharing the session', async () => {
    const stub = stubFetch(() => fail(503, 'DOWN'));
    const parent = createClient({
      apiKey: 'k',
      baseUrl: BASE,
      fetch: stub.fetch,
      session: { token: 'shared' },
      ky: { retry: { delay: () => 0 } },
    });
    await expect(parent.maintenance.retrieve()).rejects.toBeInstanceOf(ServiceUnavailableError);
    expect(stub.requests).toHaveLength(3);
    // #region with-options
    const once = parent.withOptions({ maxRetries: 0, headers: { 'x-source': 'cron' } }); // same session
    // #endregion with-options
    await expect(once.maintenance.retrieve()).rejects.toBeInstanceOf(ServiceUnavailableError);
    expect(stub.requests).toHaveLength(4);
    expect(stub.requests[3]?.headers.get('x-source')).toBe('cron');
    expect(await once.session()).toEqual(await parent.session());
    await parent.auth.logout().catch(() => undefined);
    expect(await once.session()).toBeUndefined();
  });

  test('keeps the context and refuses the session options', () => {
    const client = createClient({ apiKey: 'k', baseUrl: BASE }).withContext({ profileId: 'p', teamId: 't' });
    expect(client.withOptions({ timeoutMs: 5 }).$core.context).toEqual({ profileId: 'p', teamId: 't' });
    expect(() => client.withOptions({ session: { token: 'x' } } as never)).toThrow(/shares the session/);
  });
});

describe('User-Agent', () => {
  test('is payments-platform-sdk/<version> node/<version> on Node, and the app’s own wins', async () => {
    const stub = stubFetch(() => ok({ status: 'ok' }));
    await createClient({ baseUrl: BASE, fetch: stub.fetch }).maintenance.retrieve();
    await createClient({
      baseUrl: BASE,
      fetch: stub.fetch,
      headers: { 'User-Agent': 'mine/1' },
    }).maintenance.retrieve();
    expect(stub.requests[0]?.headers.get('user-agent')).toBe(
      `payments-platform-sdk/${SDK_VERSION} node/${process.versions.node}`,
    );
    expect(stub.requests[1]?.headers.get('user-agent')).toBe('mine/1');
  });

  test('is not sent from a browser, and names Deno, Bun and workerd', () => {
    const browser = { document: {}, navigator: { userAgent: 'Mozilla/5.0' }, process: undefined };
    expect(sdkUserAgent(browser as never)).toBeUndefined();
    expect(sdkUserAgent({ Deno: { version: { deno: '2.9.6' } } } as never)).toBe(
      `payments-platform-sdk/${SDK_VERSION} deno/2.9.6`,
    );
    expect(sdkUserAgent({ Bun: { version: '1.4.5' } } as never)).toMatch(/ bun\/1\.4\.5$/);
    expect(sdkUserAgent({ navigator: { userAgent: 'Cloudflare-Workers' } } as never)).toMatch(/ workerd$/);
  });

  test('the version is the package’s', () => {
    const manifest = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'package.json'), 'utf8'));
    expect(SDK_VERSION).toBe(manifest.version);
  });
});

describe('other libraries’ option names', () => {
  test.each([
    ['retry', 'maxRetries'],
    ['retries', 'maxRetries'],
    ['maxRetry', 'maxRetries'],
    ['timeout', 'timeoutMs'],
    ['baseURL', 'baseUrl'],
    ['apikey', 'apiKey'],
  ])('%s suggests %s', (given, known) => {
    expect(() => createClient({ apiKey: 'k', [given]: 2 } as never)).toThrow(
      `${given}: unknown option; did you mean "${known}"?`,
    );
  });
});

describe('a connection error while a simulator exists in the process', () => {
  test('to the default host, it suggests fetch: simulator.fetch or the simulator’s baseUrl', async () => {
    const simulator = createSimulator({ randomSeed: 'sdk-connection-hint' });
    const client = createClient({
      maxRetries: 0,
      fetch: () => Promise.reject(new TypeError('fetch failed', { cause: { code: 'ENOTFOUND' } })),
    });
    const error = await client.maintenance.retrieve().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConnectionError);
    expect((error as Error).message).toContain(
      `A simulator was created in this process (baseUrl ${simulator.baseUrl}), but this client calls the API's own host: create it with fetch: simulator.fetch`,
    );
    const other = createClient({
      baseUrl: 'http://127.0.0.1:9',
      maxRetries: 0,
      fetch: client.$core.transport.settings.fetch,
    });
    const elsewhere = await other.maintenance.retrieve().catch((caught: unknown) => caught);
    expect((elsewhere as Error).message).toContain(
      'Is the simulator or server at http://127.0.0.1:9 running',
    );
  });
});

describe('loosely typed answers', () => {
  test('a payment request’s detail is unknown, and a guard narrows it', async () => {
    const stub = stubFetch(() =>
      ok({
        tx: { txs: {}, channel: {}, token: {}, chain: {} },
        detail: { amount: 10, targetAddress: '0xabc' },
      }),
    );
    const client = createClient({ apiKey: 'k', baseUrl: BASE, fetch: stub.fetch, session: { token: 's' } });
    const id = 'req-1';
    // #region narrowing
    const { detail } = await client.core.requests.retrieve({ id }); // detail: unknown
    type Detail = { amount: number; targetAddress?: string };
    const hasAmount = (value: unknown): value is Detail =>
      typeof (value as Partial<Detail> | null)?.amount === 'number';
    if (hasAmount(detail)) console.log(detail.amount, detail.targetAddress); // typed from here on
    // #endregion narrowing
    expect(hasAmount(detail) ? detail.amount : undefined).toBe(10);
  });
});
