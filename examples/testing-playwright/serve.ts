/**
 * The shop's static server: the checkout page and its script, bundled for the browser with
 * esbuild, on a free loopback port. The same files run in this repository, on the packages'
 * sources, and in an app that installed the packed packages.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const HERE = fileURLToPath(new URL('.', import.meta.url));

/** The export condition under which the packages resolve to their TypeScript sources. */
export const SOURCE_CONDITION = '@payments-platform/source';

/**
 * Whether the installed packages carry their sources: true in this repository's workspace, where
 * the example reads them through {@link SOURCE_CONDITION}; false in an app that installed the
 * published packages, which hold only their builds.
 */
export const packagesFromSource = (): boolean =>
  existsSync(
    join(dirname(createRequire(import.meta.url).resolve('@payments-platform/sdk/package.json')), 'src'),
  );

/** A running shop server. */
export interface ShopServer {
  /** `http://127.0.0.1:<port>`. */
  readonly origin: string;
  close(): Promise<void>;
}

async function bundleApp(): Promise<string> {
  const result = await build({
    entryPoints: [`${HERE}app.ts`],
    bundle: true,
    platform: 'browser',
    format: 'esm',
    target: 'es2022',
    conditions: packagesFromSource() ? [SOURCE_CONDITION] : [],
    write: false,
    logLevel: 'silent',
  });
  const output = result.outputFiles[0];
  if (!output) throw new Error('esbuild produced no output for the checkout page');
  return output.text;
}

/** Starts the shop's server on a free loopback port. */
export async function serveShop(): Promise<ShopServer> {
  const files: Record<string, readonly [string, string]> = {
    '/': ['text/html; charset=utf-8', readFileSync(`${HERE}index.html`, 'utf8')],
    '/app.js': ['text/javascript; charset=utf-8', await bundleApp()],
  };
  const server = createServer((request, response) => {
    const file = files[new URL(request.url ?? '/', 'http://127.0.0.1').pathname];
    if (file === undefined) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': file[0], 'cache-control': 'no-store' }).end(file[1]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
