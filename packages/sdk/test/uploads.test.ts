import { describe, expect, test } from 'vitest';
import { ConflictError, createClient } from '../src/index.js';
import { ok, stubFetch } from './stub-fetch.js';

const BASE = 'http://api.test';

describe('uploads', () => {
  test('transactionFiles asks for URLs, PUTs each file without credentials, then confirms', async () => {
    const stub = stubFetch((request) => {
      if (request.url.pathname.endsWith('/files/upload-url')) {
        return ok({
          uploadId: 'up-1',
          uploadUrls: ['receipt.pdf', 'photo.png'].map((fileName) => ({
            fileName,
            filePath: `tx-files/tx-1/${fileName}`,
            signedUrl: `${BASE}/_uploads/tx-files/tx-1/${fileName}?sig=1`,
            expiresAt: '2026-11-22T01:00:00.000Z',
          })),
        });
      }
      if (request.method === 'PUT') return new Response(null, { status: 200 });
      return ok({ tx: { id: 'tx-1', status: 'pending' } });
    });
    const client = createClient({ apiKey: 'k', baseUrl: BASE, fetch: stub.fetch, session: { token: 's' } });
    const result = await client.uploads.transactionFiles({
      txId: 'tx-1',
      files: [
        { name: 'receipt.pdf', body: new Uint8Array([1, 2, 3]) },
        { name: 'photo.png', body: 'png-bytes' },
      ],
    });
    expect(result.tx.id).toBe('tx-1');
    const [ask, put1, put2, confirm] = stub.requests;
    expect(ask?.body).toEqual({ fileNames: ['receipt.pdf', 'photo.png'] });
    expect(put1?.method).toBe('PUT');
    expect(put1?.headers.get('content-type')).toBe('application/pdf');
    expect(put1?.headers.get('x-api-key')).toBeNull();
    expect(put2?.headers.get('content-type')).toBe('image/png');
    expect(put2?.body).toBe('png-bytes');
    expect(confirm?.url.pathname).toBe('/v1/txs/tx-1/files');
    expect(confirm?.body).toEqual({
      uploadId: 'up-1',
      filePaths: ['tx-files/tx-1/receipt.pdf', 'tx-files/tx-1/photo.png'],
      fileNames: ['receipt.pdf', 'photo.png'],
    });
  });

  test('profileImage and teamImage run their three steps', async () => {
    const stub = stubFetch((request) => {
      if (request.url.pathname.endsWith('/upload-url')) {
        return ok({
          uploadUrl: `${BASE}/_uploads/img?sig=1`,
          filePath: 'images/x.png',
          expiresAt: '2026-11-22T01:00:00.000Z',
        });
      }
      if (request.method === 'PUT') return new Response(null, { status: 200 });
      return ok({ imageUrl: '/images/x.png' });
    });
    const client = createClient({ apiKey: 'k', baseUrl: BASE, fetch: stub.fetch, session: { token: 's' } });
    const file = { name: 'x.png', contentType: 'image/png' as const, body: new Uint8Array([9]) };
    await expect(client.uploads.profileImage({ file })).resolves.toEqual({ imageUrl: '/images/x.png' });
    await expect(client.uploads.teamImage({ teamId: 'team-1', file })).resolves.toEqual({
      imageUrl: '/images/x.png',
    });
    expect(stub.requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      'POST /v1/profile/image/upload-url',
      'PUT /_uploads/img',
      'POST /v1/profile/image',
      'POST /v1/teams/team-1/image/upload-url',
      'PUT /_uploads/img',
      'POST /v1/teams/team-1/image',
    ]);
    expect(stub.requests[5]?.body).toEqual({ filePath: 'images/x.png' });
  });

  test('a failed PUT stops the flow with a typed error and no confirmation', async () => {
    const stub = stubFetch((request) => {
      if (request.url.pathname.endsWith('/upload-url')) {
        return ok({ uploadUrl: `${BASE}/_uploads/img`, filePath: 'images/x.png', expiresAt: 'soon' });
      }
      return { status: 409, body: { success: false, error: { code: 'UPLOAD_EXISTS', message: 'exists' } } };
    });
    const client = createClient({ apiKey: 'k', baseUrl: BASE, fetch: stub.fetch, session: { token: 's' } });
    const file = { name: 'x.png', contentType: 'image/png' as const, body: 'x' };
    await expect(client.uploads.profileImage({ file })).rejects.toBeInstanceOf(ConflictError);
    expect(stub.requests).toHaveLength(2);
  });
});
