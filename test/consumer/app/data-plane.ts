/**
 * The SDK's data plane as an app uses it from the installed tarballs: uploads from `toFile(path)`,
 * a `File` and a `Response` (and a 6 MiB source refused before sending), page walking,
 * `.asResponse()` on the invoice PDF, `PAYMENTS_LOG`, `withOptions`, the `User-Agent` the
 * standalone server sees, and the answer to `retries`. The consumer suite compares its report.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, InputValidationError } from '@payments-platform/sdk';
import { toFile } from '@payments-platform/sdk/node';
import { createSimulator, DEMO, defineHandlers } from '@payments-platform/simulator';
import { startServer } from '@payments-platform/simulator/node';

export interface DataPlaneReport {
  readonly uploaded: string[];
  readonly refusedBeforeSending: boolean;
  readonly pages: number;
  readonly toArray: number;
  readonly toArrayWithoutLimit: string;
  readonly pdfUnread: boolean;
  readonly pdfStreamed: boolean;
  readonly debugLogged: boolean;
  readonly attempts: { readonly parent: number; readonly withOptions: number };
  readonly userAgent: string;
  readonly retriesAnswer: string;
}

const PDF = new TextEncoder().encode('%PDF-1.4 receipt');
const envelope = (data: unknown, status = 200) =>
  new Response(
    JSON.stringify(status < 400 ? { success: true, data } : { success: false, error: { code: 'DOWN' } }),
    {
      status,
      headers: { 'content-type': 'application/json' },
    },
  );

export async function dataPlane(): Promise<DataPlaneReport> {
  const simulator = createSimulator({ randomSeed: 'consumer-data-plane' });
  let sent = 0;
  const client = createClient({
    apiKey: DEMO.keys.profileWrite,
    baseUrl: simulator.baseUrl,
    fetch: (input, init) => {
      sent++;
      return simulator.fetch(new Request(input, init));
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
  const dir = mkdtempSync(join(tmpdir(), 'consumer-uploads-'));
  writeFileSync(join(dir, 'from disk.pdf'), PDF);
  await client.uploads.transactionFiles({
    txId: request.txId,
    files: [
      await toFile(join(dir, 'from disk.pdf')),
      new File([PDF], 'as file.pdf', { type: 'application/pdf' }),
      {
        body: new Response(PDF, {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="response.pdf"',
          },
        }),
      },
    ],
  });
  const { files } = await client.transactions.files.list({ txId: request.txId });
  const uploaded = await Promise.all(
    files.map(async (file) => {
      const body = (await (await simulator.fetch(file.signedUrl ?? '')).json()) as {
        data: { contentType: string };
      };
      return `${file.fileName} ${body.data.contentType}`;
    }),
  );
  const before = sent;
  const refused = await client.uploads
    .transactionFiles({ txId: request.txId, files: [new File([new Uint8Array(6 * 1024 * 1024)], 'big.pdf')] })
    .then(
      () => false,
      (error: unknown) => error instanceof InputValidationError,
    );

  const refusedBeforeSending = refused && sent === before;

  // The invoice PDF, unread.
  const payer = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
  await simulator.control.chain.fund({ chainId: 84532, address: payer, token: 'USDC', amount: '10' });
  await simulator.control.chain.fund({ chainId: 84532, address: payer, amount: '0.01' });
  await client.core.requests.pay({ id: request.id, sender: payer, chain: 'base-sepolia', token: 'USDC' });
  await simulator.clock.advance(2_000);
  const pdf = await client.core.requests.invoicePdf({ id: request.id }).asResponse();
  const pdfUnread = !pdf.bodyUsed;
  const pdfStreamed = (await pdf.text()).startsWith('%PDF-');

  // A cursor list of three pages.
  const pagesClient = createClient({
    apiKey: 'k',
    baseUrl: 'http://pages.invalid',
    session: { token: 's' },
    validation: 'off',
    fetch: async (input, init) => {
      const start = Number(new URL(new Request(input, init).url).searchParams.get('exclusiveStartKey') ?? 0);
      const items = [0, 1, 2].map((index) => ({ SK: `ACT#${start + index}` }));
      return envelope(start < 6 ? { items, lastEvaluatedKey: String(start + 3) } : { items });
    },
  });
  let pages = 0;
  for await (const page of pagesClient.teams.activity.list({ teamId: 't' }).iterPages())
    pages += page.items.length > 0 ? 1 : 0;
  const rows = await pagesClient.teams.activity.list({ teamId: 't' }).toArray({ limit: 5 });
  const activity = pagesClient.teams.activity.list({ teamId: 't' });
  // @ts-expect-error toArray needs its limit
  const missing = activity.toArray();
  const withoutLimit = await missing.then(
    () => 'no error',
    (error: unknown) => (error as Error).name,
  );

  // PAYMENTS_LOG=debug logs each call's operation id.
  const logged: unknown[] = [];
  const debug = console.debug;
  process.env.PAYMENTS_LOG = 'debug';
  console.debug = (...args: unknown[]) => void logged.push(...args);
  try {
    await createClient({
      baseUrl: 'http://log.invalid',
      fetch: async () => envelope({ status: 'ok' }),
    }).maintenance.retrieve();
  } finally {
    console.debug = debug;
    delete process.env.PAYMENTS_LOG;
  }
  const debugLogged = logged.some(
    (entry) => (entry as { operationId?: string })?.operationId === 'getMaintenance',
  );

  // withOptions({ maxRetries: 0 }) makes no retry where its parent does.
  let attempts = 0;
  const flaky = createClient({
    baseUrl: 'http://flaky.invalid',
    ky: { retry: { delay: () => 0 } },
    fetch: async () => {
      attempts++;
      return envelope(undefined, 503);
    },
  });
  await flaky.maintenance.retrieve().catch(() => undefined);
  const parent = attempts;
  await flaky
    .withOptions({ maxRetries: 0 })
    .maintenance.retrieve()
    .catch(() => undefined);

  // The standalone server sees the SDK's User-Agent.
  let userAgent = '';
  const server = await startServer({
    port: 0,
    handlers: defineHandlers({
      getMaintenance: ({ headers }) => {
        userAgent = headers.get('user-agent') ?? '';
        return { status: 'ok' };
      },
    }),
  });
  try {
    await createClient({ baseUrl: server.url }).maintenance.retrieve();
  } finally {
    await server.close();
  }

  let retriesAnswer = 'nothing thrown';
  try {
    createClient({ apiKey: 'k', retries: 2 } as never);
  } catch (error) {
    retriesAnswer = (error as Error).message;
  }

  return {
    uploaded,
    refusedBeforeSending,
    pages,
    toArray: rows.length,
    toArrayWithoutLimit: withoutLimit,
    pdfUnread,
    pdfStreamed,
    debugLogged,
    attempts: { parent, withOptions: attempts - parent },
    userAgent,
    retriesAnswer,
  };
}
