/**
 * The transactions area through the SDK client with strict response validation: reading one
 * transaction under every ownership rule, listing by profile or team, the platform-wide count of
 * a day, and attaching files through signed upload URLs (one-hour upload state, exact path set,
 * 5 MiB per file checked at confirmation).
 */
import { createClient, type PaymentsClient } from '@payments-platform/sdk';
import { describe, expect, test } from 'vitest';
import { createSimulator, DEMO, type Simulator } from '../src/index.js';
import type { TransactionRow } from '../src/modules/transactions/index.js';
import { failure } from './profile-user-client.js';

const { keys, profiles, teams, wallets } = DEMO;
const HOUR = 60 * 60 * 1000;

function setup() {
  const simulator = createSimulator({ randomSeed: 'test' });
  const client = (
    options: { apiKey?: string; profileId?: string; admin?: boolean; validation?: 'strict' | 'off' } = {},
  ): PaymentsClient => {
    const token =
      options.profileId === undefined
        ? undefined
        : simulator.createSession({
            profileId: options.profileId,
            ...(options.admin ? { admin: true } : {}),
          }).token;
    return createClient({
      apiKey: options.apiKey ?? keys.app,
      baseUrl: simulator.baseUrl,
      fetch: simulator.fetch,
      validation: options.validation ?? 'strict',
      maxRetries: 0,
      ...(token === undefined ? {} : { session: { token } }),
    });
  };
  return { simulator, client, store: simulator.services.store };
}

/** A payment request of Bruno's business team: its transaction is team-owned. */
async function teamTransaction(client: PaymentsClient, amount = 10): Promise<string> {
  const created = await client.core.requests.create({
    targetAddress: wallets.bruno,
    amount,
    channelParams: {},
  });
  return created.txId;
}

/** A transaction without a team, owned by one profile. */
function profileTransaction(
  simulator: Simulator,
  profileId: string,
  appId: string = DEMO.apps.main.id,
): string {
  const id = simulator.services.ids.uuid();
  const now = simulator.clock.iso();
  const row: TransactionRow = {
    id,
    appId,
    teamId: null,
    profileId,
    status: 'pending',
    txs: {},
    channel: { slug: 'core', method: 'request' },
    token: {},
    chain: {},
    detail: {},
    chainTxHashes: [],
    createdAt: now,
    updatedAt: now,
  };
  simulator.services.store.transactions.insert(row);
  return id;
}

const pdfBytes = (size = 64) => {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(new TextEncoder().encode('%PDF-1.4\n'));
  return bytes;
};

async function put(
  simulator: Simulator,
  url: string,
  bytes: Uint8Array<ArrayBuffer>,
  contentType = 'application/pdf',
) {
  return simulator.fetch(url, { method: 'PUT', headers: { 'content-type': contentType }, body: bytes });
}

describe('GET /v1/tx/{id}', () => {
  test('the owning team reads a team transaction through a session, headers or a team-scoped key', async () => {
    const { client } = setup();
    const txId = await teamTransaction(client({ apiKey: keys.profileWrite }));
    const bySession = await client({ profileId: profiles.carmen.id }).transactions.retrieve({ id: txId });
    expect(bySession.tx).toMatchObject({
      id: txId,
      status: 'pending',
      txs: {},
      channel: { slug: 'core', method: 'request', tableType: 'ch_core_request' },
      teamId: teams.business.id,
      profileId: profiles.bruno.id,
      files: [],
    });
    const byHeaders = await client().transactions.retrieve(
      { id: txId },
      { context: { profileId: profiles.diego.id, teamId: teams.business.id } },
    );
    expect(byHeaders.tx.id).toBe(txId);
    expect((await client({ apiKey: keys.team }).transactions.retrieve({ id: txId })).tx.id).toBe(txId);
  });

  test('403 TRANSACTION_FORBIDDEN for another team; a profile transaction is only its profile’s', async () => {
    const { simulator, client } = setup();
    const txId = await teamTransaction(client({ apiKey: keys.profileWrite }));
    expect(
      await failure(client({ profileId: profiles.alice.id }).transactions.retrieve({ id: txId })),
    ).toEqual({
      status: 403,
      code: 'TRANSACTION_FORBIDDEN',
    });
    const own = profileTransaction(simulator, profiles.alice.id);
    expect((await client({ profileId: profiles.alice.id }).transactions.retrieve({ id: own })).tx.id).toBe(
      own,
    );
    expect(
      await failure(client({ profileId: profiles.bruno.id }).transactions.retrieve({ id: own })),
    ).toEqual({
      status: 403,
      code: 'TRANSACTION_FORBIDDEN',
    });
    expect(await failure(client({ apiKey: keys.team }).transactions.retrieve({ id: own }))).toEqual({
      status: 403,
      code: 'TRANSACTION_FORBIDDEN',
    });
  });

  test('MASTER key: 401 without a session; with one the ownership rule still applies', async () => {
    const { client } = setup();
    const txId = await teamTransaction(client({ apiKey: keys.profileWrite }));
    expect(await failure(client({ apiKey: keys.master }).transactions.retrieve({ id: txId }))).toEqual({
      status: 401,
      code: 'SESSION_REQUIRED',
    });
    expect(
      await failure(
        client({ apiKey: keys.master, profileId: profiles.alice.id }).transactions.retrieve({ id: txId }),
      ),
    ).toEqual({ status: 403, code: 'TRANSACTION_FORBIDDEN' });
    const owner = await client({ apiKey: keys.master, profileId: profiles.bruno.id }).transactions.retrieve({
      id: txId,
    });
    expect(owner.tx.id).toBe(txId);
  });

  test('a session with admin metadata reads any transaction by id; profile metadata cannot grant it', async () => {
    const { simulator, client } = setup();
    const txId = await teamTransaction(client({ apiKey: keys.profileWrite }));
    const alice = client({ profileId: profiles.alice.id });
    await alice.profile.metadata.update({ isAdmin: true, admin: true });
    expect(await failure(alice.transactions.retrieve({ id: txId }))).toEqual({
      status: 403,
      code: 'TRANSACTION_FORBIDDEN',
    });
    const admin = client({ profileId: profiles.alice.id, admin: true });
    expect((await admin.transactions.retrieve({ id: txId })).tx.id).toBe(txId);
    const own = profileTransaction(simulator, profiles.bruno.id);
    const master = client({ apiKey: keys.master, profileId: profiles.alice.id, admin: true });
    expect((await master.transactions.retrieve({ id: own })).tx.id).toBe(own);
  });

  test('404 TRANSACTION_NOT_FOUND for an unknown id or one of another app; 400 for a blank id; 401 without context', async () => {
    const { simulator, client } = setup();
    expect(
      await failure(client({ profileId: profiles.bruno.id }).transactions.retrieve({ id: 'nope' })),
    ).toEqual({
      status: 404,
      code: 'TRANSACTION_NOT_FOUND',
    });
    const foreign = profileTransaction(simulator, profiles.pablo.id, DEMO.apps.other.id);
    const pablo = client({ apiKey: keys.otherApp, profileId: profiles.pablo.id });
    expect((await pablo.transactions.retrieve({ id: foreign })).tx.id).toBe(foreign);
    expect(
      await failure(client({ profileId: profiles.alice.id }).transactions.retrieve({ id: foreign })),
    ).toEqual({
      status: 404,
      code: 'TRANSACTION_NOT_FOUND',
    });
    expect(
      await failure(client({ profileId: profiles.bruno.id }).transactions.retrieve({ id: ' ' })),
    ).toEqual({
      status: 400,
      code: 'BODY_PARSER_ERROR',
    });
    expect(await failure(client().transactions.retrieve({ id: foreign }))).toEqual({
      status: 401,
      code: 'CONTEXT_REQUIRED',
    });
  });
});

describe('GET /v1/txs', () => {
  test('lists the context profile’s transactions (default) or its team’s, newest first, with count', async () => {
    const { simulator, client } = setup();
    const bruno = client({ apiKey: keys.profileWrite });
    const first = await teamTransaction(bruno, 1);
    await simulator.clock.advance(1000);
    const second = await teamTransaction(bruno, 2);
    const carmens = await teamTransaction(client({ apiKey: keys.memberProfile }), 3);
    profileTransaction(simulator, profiles.alice.id);

    const own = await client({ profileId: profiles.bruno.id }).transactions.list({});
    expect(own.txs.map((tx) => tx.id)).toEqual([second, first]);
    expect(own.count).toBe(2);
    const team = await client({ profileId: profiles.bruno.id }).transactions.list({ type: 'team' });
    expect(team.txs.map((tx) => tx.id)).toEqual([carmens, second, first]);
    expect(team.count).toBe(3);
    const byTeamKey = await client({ apiKey: keys.team }).transactions.list({ type: 'team' });
    expect(byTeamKey.count).toBe(3);
    const alice = await client({ profileId: profiles.alice.id }).transactions.list({ type: 'team' });
    expect(alice).toEqual({ txs: [], count: 0 });
  });

  test('400: type=profile with a team-only context, an invalid type, or no context', async () => {
    const { client } = setup();
    expect(await failure(client({ apiKey: keys.team }).transactions.list({}))).toEqual({
      status: 400,
      code: 'TRANSACTION_CONTEXT_REQUIRED',
    });
    const loose = client({ profileId: profiles.bruno.id, validation: 'off' });
    expect(
      await failure(loose.transactions.list({ type: 'everyone' } as unknown as { type: 'team' })),
    ).toEqual({ status: 400, code: 'BODY_PARSER_ERROR' });
    expect(await failure(client().transactions.list({}))).toEqual({ status: 400, code: 'CONTEXT_REQUIRED' });
  });
});

describe('GET /v1/txs/tx-count-today', () => {
  test('counts every app’s transactions of the UTC day containing the date (default: today)', async () => {
    const { simulator, client } = setup();
    await teamTransaction(client({ apiKey: keys.profileWrite }));
    profileTransaction(simulator, profiles.pablo.id, DEMO.apps.other.id);
    await simulator.clock.advance(24 * HOUR);
    await teamTransaction(client({ apiKey: keys.profileWrite }));
    const app = client();
    expect(await app.transactions.countToday({})).toBe(1);
    expect(await app.transactions.countToday({ date: '2025-01-01' })).toBe(2);
    expect(await app.transactions.countToday({ date: '2025-01-01T23:59:59.999Z' })).toBe(2);
    expect(await app.transactions.countToday({ date: '2025-01-02T01:00:00+02:00' })).toBe(2);
    expect(await app.transactions.countToday({ date: 'January 1, 2025 23:30' })).toBe(2);
    expect(await app.transactions.countToday({ date: '2024-12-31' })).toBe(0);
    expect(await client({ apiKey: keys.otherApp }).transactions.countToday({})).toBe(1);
  });

  test('the count follows restore and reset', async () => {
    const { simulator, client } = setup();
    const app = client();
    const empty = simulator.snapshot();
    expect(await app.transactions.countToday({})).toBe(0);
    await teamTransaction(client({ apiKey: keys.profileWrite }));
    await teamTransaction(client({ apiKey: keys.profileWrite }));
    const two = simulator.snapshot();
    expect(await app.transactions.countToday({})).toBe(2);
    simulator.restore(empty);
    expect(await app.transactions.countToday({})).toBe(0);
    simulator.restore(two);
    expect(await app.transactions.countToday({})).toBe(2);
    simulator.reset();
    expect(await app.transactions.countToday({})).toBe(0);
  });

  test('400 BODY_PARSER_ERROR for an unparseable date', async () => {
    const { client } = setup();
    expect(
      await failure(client({ validation: 'off' }).transactions.countToday({ date: 'not a date' })),
    ).toEqual({ status: 400, code: 'BODY_PARSER_ERROR' });
  });
});

describe('transaction files', () => {
  test('upload URLs, PUT, confirm and list: the files are attached and downloadable', async () => {
    const { simulator, client } = setup();
    const bruno = client({ apiKey: keys.profileWrite });
    const txId = await teamTransaction(bruno);
    const receipt = pdfBytes(128);
    const confirmed = await bruno.uploads.transactionFiles({
      txId,
      files: [
        { name: 'receipt 2025.pdf', body: receipt },
        { name: 'photo-1.png', body: new Uint8Array([0x89, 0x50, 0x4e, 0x47]) },
      ],
    });
    expect(confirmed.tx.id).toBe(txId);
    const attached = (
      confirmed.tx as { files?: Array<{ fileName: string; uploadedBy: string; filePath: string }> }
    ).files;
    expect(attached?.map((file) => file.fileName)).toEqual(['receipt 2025.pdf', 'photo-1.png']);
    expect(attached?.every((file) => file.filePath.startsWith(`tx-files/${txId}/`))).toBe(true);
    expect(attached?.every((file) => file.uploadedBy === profiles.bruno.id)).toBe(true);

    const { files } = await client({ profileId: profiles.carmen.id }).transactions.files.list({ txId });
    expect(files).toHaveLength(2);
    expect(files[0]).toMatchObject({
      fileName: 'receipt 2025.pdf',
      uploadedAt: '2025-01-01T00:00:00.000Z',
      uploadedBy: profiles.bruno.id,
      expiresAt: '2025-01-01T01:00:00.000Z',
    });
    const download = await simulator.fetch(files[0]?.signedUrl ?? '');
    const body = (await download.json()) as {
      data: { bytesBase64: string; contentType: string; size: number };
    };
    expect(body.data).toMatchObject({ contentType: 'application/pdf', size: 128 });
    expect(Buffer.from(body.data.bytesBase64, 'base64').equals(Buffer.from(receipt))).toBe(true);
    await simulator.clock.advance(HOUR);
    const late = await simulator.fetch(files[0]?.signedUrl ?? '');
    expect(late.status).toBe(403);
    expect(((await late.json()) as { error: { code: string } }).error.code).toBe('DOWNLOAD_URL_EXPIRED');
  });

  test('GET files: an empty list for the owning team; a MASTER key skips the ownership check', async () => {
    const { client } = setup();
    const txId = await teamTransaction(client({ apiKey: keys.profileWrite }));
    expect(await client({ apiKey: keys.team }).transactions.files.list({ txId })).toEqual({ files: [] });
    expect(await client({ apiKey: keys.master }).transactions.files.list({ txId })).toEqual({ files: [] });
    expect(await failure(client({ apiKey: keys.otcProvider }).transactions.files.list({ txId }))).toEqual({
      status: 403,
      code: 'TRANSACTION_FORBIDDEN',
    });
  });

  test('GET files: the team of the accepted OTC provider reads an OTC transaction’s files', async () => {
    const { client, store } = setup();
    const otc = await client({ apiKey: keys.profileWrite }).otc.requests.create({
      targetAddress: wallets.bruno,
      amount: 100,
      channelParams: {
        requestType: 'sell',
        amountType: 'sell',
        buyCurrency: 'MXN',
        sellCurrency: 'USDC',
        buyChain: 'fiat',
        sellChain: 'base-sepolia',
        userBankId: DEMO.bankAccounts.bruno,
      },
    });
    const requestId = String((otc as { id: unknown }).id);
    const txId = store.otcRequests.get(requestId)?.txId ?? '';
    const omar = client({ apiKey: keys.otcProvider });
    store.otcRequests.update(requestId, { providerTeamId: teams.otcDesk.id });
    expect(await failure(omar.transactions.files.list({ txId }))).toEqual({
      status: 403,
      code: 'TRANSACTION_FORBIDDEN',
    });
    store.otcRequests.update(requestId, { acceptedOfferId: 'offer_accepted' });
    expect(await omar.transactions.files.list({ txId })).toEqual({ files: [] });
  });

  test('GET files: 404 for an unknown transaction, 400 without context', async () => {
    const { client } = setup();
    const txId = await teamTransaction(client({ apiKey: keys.profileWrite }));
    expect(await failure(client({ apiKey: keys.master }).transactions.files.list({ txId: 'nope' }))).toEqual({
      status: 404,
      code: 'TRANSACTION_NOT_FOUND',
    });
    expect(await failure(client().transactions.files.list({ txId }))).toEqual({
      status: 400,
      code: 'CONTEXT_REQUIRED',
    });
  });

  test('upload-url: 400 without a profile, for a bare MASTER key, for TIFF or bad names; 403 not owner; 404 unknown', async () => {
    const { client } = setup();
    const txId = await teamTransaction(client({ apiKey: keys.profileWrite }));
    const names = { txId, fileNames: ['invoice.pdf'] };
    expect(await failure(client({ apiKey: keys.team }).transactions.files.createUploadUrls(names))).toEqual({
      status: 400,
      code: 'TRANSACTION_CONTEXT_REQUIRED',
    });
    // The route lists 400, 403, 404 and 500: no usable context is its 400.
    expect(await failure(client({ apiKey: keys.master }).transactions.files.createUploadUrls(names))).toEqual(
      {
        status: 400,
        code: 'CONTEXT_REQUIRED',
      },
    );
    expect(
      await failure(client({ profileId: profiles.alice.id }).transactions.files.createUploadUrls(names)),
    ).toEqual({ status: 403, code: 'TRANSACTION_FORBIDDEN' });
    expect(
      await failure(
        client({ profileId: profiles.bruno.id }).transactions.files.createUploadUrls({
          ...names,
          txId: 'nope',
        }),
      ),
    ).toEqual({ status: 404, code: 'TRANSACTION_NOT_FOUND' });
    const loose = client({ profileId: profiles.bruno.id, validation: 'off' });
    for (const fileNames of [['scan.tiff'], ['scan.tif'], ['bad_name.pdf'], ['noextension'], []]) {
      expect(await failure(loose.transactions.files.createUploadUrls({ txId, fileNames }))).toEqual({
        status: 400,
        code: 'BODY_PARSER_ERROR',
      });
    }
    const created = await client({ profileId: profiles.carmen.id }).transactions.files.createUploadUrls({
      txId,
      fileNames: ['a.jpg', 'a.jpg'],
    });
    expect(created.uploadId).toMatch(/^tfu_/);
    expect(created.uploadUrls).toHaveLength(2);
    expect(created.uploadUrls[0]?.filePath).not.toBe(created.uploadUrls[1]?.filePath);
    expect(created.uploadUrls[0]).toMatchObject({ fileName: 'a.jpg', expiresAt: '2025-01-01T01:00:00.000Z' });
  });

  test('upload-url: a MASTER key does not bypass ownership; only a context of the transaction gets URLs', async () => {
    const { client, store } = setup();
    const txId = await teamTransaction(client({ apiKey: keys.profileWrite }));
    const names = { txId, fileNames: ['invoice.pdf'] };
    const before = store.txFileUploads.size;
    const masterAsAlice = client({ apiKey: keys.master, profileId: profiles.alice.id });
    expect(await failure(masterAsAlice.transactions.files.createUploadUrls(names))).toEqual({
      status: 403,
      code: 'TRANSACTION_FORBIDDEN',
    });
    const masterHeaders = client({ apiKey: keys.master }).transactions.files.createUploadUrls(names, {
      context: { profileId: profiles.alice.id, teamId: teams.individual.id },
    });
    expect(await failure(masterHeaders)).toEqual({ status: 403, code: 'TRANSACTION_FORBIDDEN' });
    expect(store.txFileUploads.size).toBe(before);
    const masterAsCarmen = client({ apiKey: keys.master, profileId: profiles.carmen.id });
    const created = await masterAsCarmen.transactions.files.createUploadUrls(names);
    expect(created.uploadUrls).toHaveLength(1);
    expect(store.txFileUploads.get(created.uploadId)?.profileId).toBe(profiles.carmen.id);
  });

  test('confirm: 400 for a blank uploadId, 401 CONTEXT_REQUIRED without a context (not a MASTER key)', async () => {
    const { simulator, client } = setup();
    const bruno = client({ profileId: profiles.bruno.id });
    const txId = await teamTransaction(client({ apiKey: keys.profileWrite }));
    const { uploadId, uploadUrls } = await bruno.transactions.files.createUploadUrls({
      txId,
      fileNames: ['blank.pdf'],
    });
    await put(simulator, uploadUrls[0]?.signedUrl ?? '', pdfBytes());
    const body = { txId, uploadId, filePaths: [uploadUrls[0]?.filePath ?? ''], fileNames: ['blank.pdf'] };
    expect(await failure(bruno.transactions.files.confirm({ ...body, uploadId: '   ' }))).toEqual({
      status: 400,
      code: 'BODY_PARSER_ERROR',
    });
    expect(await failure(client().transactions.files.confirm(body))).toEqual({
      status: 401,
      code: 'CONTEXT_REQUIRED',
    });
    expect((await bruno.transactions.files.list({ txId })).files).toEqual([]);
    expect((await bruno.transactions.files.confirm(body)).tx.id).toBe(txId);
  });

  // It uploads files over 5 MiB, kept as base64: slower than the others on a loaded machine.
  test('confirm: the exact path set, complete uploads and 5 MiB per file, else 400; nothing attached', async () => {
    const { simulator, client } = setup();
    const bruno = client({ profileId: profiles.bruno.id });
    const txId = await teamTransaction(client({ apiKey: keys.profileWrite }));
    const { uploadId, uploadUrls } = await bruno.transactions.files.createUploadUrls({
      txId,
      fileNames: ['one.pdf', 'two.pdf'],
    });
    const paths = uploadUrls.map((url) => url.filePath);
    const confirm = (filePaths: string[], fileNames: string[] = filePaths.map(() => 'doc.pdf')) =>
      failure(bruno.transactions.files.confirm({ txId, uploadId, filePaths, fileNames }));

    expect(await confirm([paths[0] ?? ''])).toEqual({ status: 400, code: 'TX_FILES_PATH_SET_MISMATCH' });
    expect(await confirm([paths[0] ?? '', paths[0] ?? ''])).toEqual({
      status: 400,
      code: 'TX_FILES_PATH_SET_MISMATCH',
    });
    expect(await confirm([paths[0] ?? '', `tx-files/${txId}/other/x.pdf`])).toEqual({
      status: 400,
      code: 'TX_FILES_PATH_SET_MISMATCH',
    });
    expect(await confirm([paths[0] ?? '', 'tx-files/another-tx/x.pdf'])).toEqual({
      status: 400,
      code: 'TX_FILES_PATH_INVALID',
    });
    expect(await confirm(paths, ['ok.pdf', 'bad_name.pdf'])).toEqual({
      status: 400,
      code: 'TX_FILES_NAME_INVALID',
    });
    expect(await confirm(paths)).toEqual({ status: 400, code: 'TX_FILES_UPLOAD_INCOMPLETE' });
    expect((await put(simulator, uploadUrls[0]?.signedUrl ?? '', pdfBytes())).status).toBe(200);
    expect(await confirm(paths)).toEqual({ status: 400, code: 'TX_FILES_UPLOAD_INCOMPLETE' });
    const wrongType = await put(simulator, uploadUrls[1]?.signedUrl ?? '', pdfBytes(), 'image/png');
    expect(wrongType.status).toBe(400);
    const tooLarge = await put(simulator, uploadUrls[1]?.signedUrl ?? '', pdfBytes(5 * 1024 * 1024 + 1));
    expect(tooLarge.status).toBe(200);
    expect(await confirm(paths)).toEqual({ status: 400, code: 'TX_FILE_TOO_LARGE' });
    expect((await bruno.transactions.files.list({ txId })).files).toEqual([]);

    expect((await put(simulator, uploadUrls[1]?.signedUrl ?? '', pdfBytes(5 * 1024 * 1024))).status).toBe(
      200,
    );
    const reversed = [...paths].reverse();
    const done = await bruno.transactions.files.confirm({
      txId,
      uploadId,
      filePaths: reversed,
      fileNames: ['Second.pdf', 'First.pdf'],
    });
    expect(done.tx.id).toBe(txId);
    const { files } = await bruno.transactions.files.list({ txId });
    expect(files.map((file) => [file.filePath, file.fileName])).toEqual([
      [reversed[0], 'Second.pdf'],
      [reversed[1], 'First.pdf'],
    ]);
    expect(await confirm(paths)).toEqual({ status: 404, code: 'TX_UPLOAD_NOT_FOUND' });
    const again = await put(simulator, uploadUrls[0]?.signedUrl ?? '', pdfBytes());
    expect(again.status).toBe(409);
  }, 60_000);

  test('confirm: the upload state lives one hour; unknown upload 404; body rules 400; 403 and MASTER bypass', async () => {
    const { simulator, client } = setup();
    const bruno = client({ profileId: profiles.bruno.id });
    const txId = await teamTransaction(client({ apiKey: keys.profileWrite }));
    const first = await bruno.transactions.files.createUploadUrls({ txId, fileNames: ['late.pdf'] });
    const url = first.uploadUrls[0];
    await simulator.clock.advance(HOUR - 1);
    expect((await put(simulator, url?.signedUrl ?? '', pdfBytes())).status).toBe(200);
    await simulator.clock.advance(1);
    const expiredPut = await put(simulator, url?.signedUrl ?? '', pdfBytes());
    expect(expiredPut.status).toBe(403);
    const input = {
      txId,
      uploadId: first.uploadId,
      filePaths: [url?.filePath ?? ''],
      fileNames: ['late.pdf'],
    };
    expect(await failure(bruno.transactions.files.confirm(input))).toEqual({
      status: 404,
      code: 'TX_UPLOAD_EXPIRED',
    });
    expect(await failure(bruno.transactions.files.confirm({ ...input, uploadId: 'tfu_unknown' }))).toEqual({
      status: 404,
      code: 'TX_UPLOAD_NOT_FOUND',
    });
    const loose = client({ profileId: profiles.bruno.id, validation: 'off' });
    for (const body of [
      { ...input, fileNames: ['a.pdf', 'b.pdf'] },
      { ...input, filePaths: ['elsewhere/late.pdf'] },
      { ...input, uploadId: '' },
      { ...input, filePaths: [], fileNames: [] },
    ]) {
      expect(await failure(loose.transactions.files.confirm(body))).toEqual({
        status: 400,
        code: 'BODY_PARSER_ERROR',
      });
    }

    const fresh = await bruno.transactions.files.createUploadUrls({ txId, fileNames: ['fresh.pdf'] });
    const slot = fresh.uploadUrls[0];
    await put(simulator, slot?.signedUrl ?? '', pdfBytes());
    const body = {
      txId,
      uploadId: fresh.uploadId,
      filePaths: [slot?.filePath ?? ''],
      fileNames: ['fresh.pdf'],
    };
    expect(await failure(client({ profileId: profiles.alice.id }).transactions.files.confirm(body))).toEqual({
      status: 403,
      code: 'TRANSACTION_FORBIDDEN',
    });
    expect(await failure(bruno.transactions.files.confirm({ ...body, txId: 'nope' }))).toEqual({
      status: 404,
      code: 'TRANSACTION_NOT_FOUND',
    });
    const byMaster = await client({ apiKey: keys.master }).transactions.files.confirm(body);
    expect(byMaster.tx.id).toBe(txId);
    const { files } = await client({ apiKey: keys.master }).transactions.files.list({ txId });
    expect(files).toMatchObject([{ fileName: 'fresh.pdf', uploadedBy: profiles.bruno.id }]);
  });
});
