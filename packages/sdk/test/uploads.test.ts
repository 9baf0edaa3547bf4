import { describe, expect, test } from 'vitest';
import { ConflictError, ConnectionError, createClient, ServiceUnavailableError } from '../src/index.js';
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

  test("the PUT goes through ky: a 503 with Retry-After is sent again, with none of the client's headers", async () => {
    let puts = 0;
    const stub = stubFetch((request) => {
      if (request.url.pathname.endsWith('/upload-url')) {
        return ok({ uploadUrl: `${BASE}/_uploads/tok_secret`, filePath: 'images/x.png', expiresAt: 'soon' });
      }
      if (request.method === 'PUT') {
        puts += 1;
        return puts === 1
          ? new Response(null, { status: 503, headers: { 'retry-after': '0' } })
          : new Response(null, { status: 200 });
      }
      return ok({ imageUrl: '/images/x.png' });
    });
    const client = createClient({
      apiKey: 'k',
      baseUrl: BASE,
      fetch: stub.fetch,
      session: { token: 's' },
      headers: { 'x-trace': 't-1' },
    }).withContext({ profileId: 'p-1', teamId: 't-1' });
    const file = { name: 'x.png', contentType: 'image/png' as const, body: new Uint8Array([1, 2]) };
    await expect(client.uploads.profileImage({ file })).resolves.toEqual({ imageUrl: '/images/x.png' });
    const putRequests = stub.requests.filter((request) => request.method === 'PUT');
    expect(putRequests).toHaveLength(2);
    for (const request of putRequests) {
      expect([...request.headers.keys()].sort()).toEqual(['content-type']);
      expect(request.body).toBe('\u0001\u0002');
    }
    // The API calls around it keep their credentials.
    expect(stub.requests[0]?.headers.get('x-trace')).toBe('t-1');
    expect(stub.requests.at(-1)?.headers.get('authorization')).toBe('Bearer s');
  });

  /** An image upload whose signed URL is `uploadUrl` and whose PUT gets `put`, with retries off. */
  async function failedImageUpload(uploadUrl: string, put: () => Response) {
    const stub = stubFetch((request) =>
      request.url.pathname.endsWith('/upload-url')
        ? ok({ uploadUrl, filePath: 'images/x.png', expiresAt: 'soon' })
        : put(),
    );
    const client = createClient({
      apiKey: 'k',
      baseUrl: BASE,
      fetch: stub.fetch,
      session: { token: 's' },
      maxRetries: 0,
    });
    const file = { name: 'x.png', contentType: 'image/png' as const, body: 'x' };
    return client.uploads.profileImage({ file }).catch((caught: unknown) => caught);
  }

  test('a failed PUT names the file and shows the signed URL without its token or query', async () => {
    const error = await failedImageUpload(
      `${BASE}/_uploads/tok_secret?sig=abc`,
      () => new Response('down', { status: 503 }),
    );
    expect(error).toBeInstanceOf(ServiceUnavailableError);
    expect((error as Error).message).toBe(
      `Upload of x.png (PUT ${BASE}/_uploads/[redacted]) failed with status 503`,
    );
    expect(JSON.stringify(error)).not.toContain('tok_secret');
    expect((error as ServiceUnavailableError).request?.url).toBe(`${BASE}/_uploads/[redacted]`);
  });

  test('an unreachable upload host is a ConnectionError naming the file and the host', async () => {
    const error = await failedImageUpload('http://storage.test/_uploads/tok_secret', () => {
      throw Object.assign(new TypeError('fetch failed'), {
        cause: { code: 'ECONNREFUSED', address: '127.0.0.1', port: 9 },
      });
    });
    expect(error).toBeInstanceOf(ConnectionError);
    expect((error as Error).message).toBe(
      'Upload of x.png (PUT http://storage.test/_uploads/[redacted]): could not reach http://storage.test (ECONNREFUSED 127.0.0.1:9).',
    );
  });
});
