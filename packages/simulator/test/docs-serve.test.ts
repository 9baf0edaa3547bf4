/**
 * `scripts/docs-serve.mjs`, which serves the built documentation site on loopback: the files of
 * its folder and nothing outside it, however the path is spelled.
 */

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createDocsServer } from '../../../scripts/docs-serve.mjs';

let folder = '';
let port = 0;
let close: () => Promise<void> = async () => undefined;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'docs-serve-'));
  // The site, and beside it folders whose names start with the site's: none of them is served.
  await mkdir(join(folder, 'site', 'guide'), { recursive: true });
  await writeFile(join(folder, 'site', 'index.html'), '<h1>Docs</h1>');
  await writeFile(join(folder, 'site', 'guide', 'index.html'), '<h1>Guide</h1>');
  await writeFile(join(folder, 'site', 'openapi.json'), '{}');
  await mkdir(join(folder, 'site-private'));
  await writeFile(join(folder, 'site-private', 'x'), 'secret');
  await writeFile(join(folder, 'secret.txt'), 'secret');
  const server = createDocsServer(join(folder, 'site'));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  port = (server.address() as AddressInfo).port;
  close = () => new Promise((done) => server.close(() => done()));
});

afterAll(async () => {
  await close();
  await rm(folder, { recursive: true, force: true });
});

/** A GET with the path sent as written (no client-side normalization). */
function get(path: string): Promise<{ status: number; type: string | undefined; body: string }> {
  return new Promise((done, failed) => {
    const outgoing = request({ host: '127.0.0.1', port, path, method: 'GET' }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () =>
        done({ status: response.statusCode ?? 0, type: response.headers['content-type'], body }),
      );
    });
    outgoing.on('error', failed);
    outgoing.end();
  });
}

describe('docs-serve', () => {
  test("serves the site's files, a folder by its index.html, with their content type", async () => {
    expect(await get('/')).toEqual({ status: 200, type: 'text/html; charset=utf-8', body: '<h1>Docs</h1>' });
    expect(await get('/guide/')).toMatchObject({ status: 200, body: '<h1>Guide</h1>' });
    expect(await get('/openapi.json')).toMatchObject({ status: 200, type: 'application/json', body: '{}' });
    expect((await get('/missing.html')).status).toBe(404);
    expect((await get('/%E0%A4%A')).status).toBe(400);
  });

  test('never serves a file outside the site, a sibling folder with the same prefix included', async () => {
    for (const path of [
      '/..%2Fsite-private/x',
      '/..%2fsite-private%2fx',
      '/%2E%2E%2Fsite-private/x',
      '/..%2Fsecret.txt',
      '/guide/..%2F..%2Fsecret.txt',
      '/..%5Csite-private%5Cx',
    ]) {
      const answer = await get(path);
      expect(answer.body, path).not.toBe('secret');
      expect([403, 404], path).toContain(answer.status);
    }
    expect((await get('/..%2Fsite-private/x')).status).toBe(403);
  });

  test('sends text compressed as the browser accepts, brotli or gzip, and gzip only when told', async () => {
    const fetchRaw = (at: number, encoding: string) =>
      new Promise<{ encoding: string | undefined; body: Buffer }>((done, failed) => {
        const outgoing = request(
          { host: '127.0.0.1', port: at, path: '/', headers: { 'accept-encoding': encoding } },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              done({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }),
            );
          },
        );
        outgoing.on('error', failed);
        outgoing.end();
      });
    const brotli = await fetchRaw(port, 'gzip, deflate, br');
    expect(brotli.encoding).toBe('br');
    expect(brotliDecompressSync(brotli.body).toString()).toBe('<h1>Docs</h1>');
    const gzip = await fetchRaw(port, 'gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe('<h1>Docs</h1>');
    const gzipOnly = createDocsServer(join(folder, 'site'), { brotli: false });
    await new Promise<void>((done) => gzipOnly.listen(0, '127.0.0.1', done));
    try {
      const answer = await fetchRaw((gzipOnly.address() as AddressInfo).port, 'br, gzip');
      expect(answer.encoding).toBe('gzip');
      expect(gunzipSync(answer.body).toString()).toBe('<h1>Docs</h1>');
    } finally {
      await new Promise((done) => gzipOnly.close(done));
    }
  });
});
