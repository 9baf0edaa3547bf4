/**
 * Bundles the page with esbuild and serves it on loopback with MSW's `mockServiceWorker.js` at
 * the root, where the worker's scope covers the page.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const WORKER_SCRIPT = createRequire(import.meta.url).resolve('msw/mockServiceWorker.js');

/** The page's script, bundled for the browser. */
export async function bundlePage(): Promise<string> {
  const result = await build({
    entryPoints: [`${HERE}app.ts`],
    bundle: true,
    platform: 'browser',
    format: 'esm',
    target: 'es2022',
    conditions: ['@payments-platform/source'],
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    logLevel: 'silent',
  });
  const output = result.outputFiles[0];
  if (!output) throw new Error('esbuild produced no output for the page');
  return output.text;
}

/** A loopback server of the page, its bundle and the worker script. */
export async function servePage(): Promise<{ server: Server; origin: string; close: () => Promise<void> }> {
  const files: Record<string, string> = {
    '/': readFileSync(`${HERE}index.html`, 'utf8'),
    '/app.js': await bundlePage(),
    '/mockServiceWorker.js': readFileSync(WORKER_SCRIPT, 'utf8'),
  };
  const types: Record<string, string> = { '/': 'text/html; charset=utf-8' };
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    const body = files[path];
    if (body === undefined) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    response
      .writeHead(200, {
        'content-type': types[path] ?? 'text/javascript; charset=utf-8',
        'cache-control': 'no-store',
      })
      .end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
