// Serves the documentation site built by `npm run docs` (site/) on loopback.
// The port comes from DOCS_PORT (or PORT); without one the system picks a free port.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.md': 'text/markdown; charset=utf-8',
  '.tsv': 'text/tab-separated-values; charset=utf-8',
};

/**
 * A server of the files under `root` and nothing else: a path that decodes to one outside it
 * (`/../x`, `/..%2Fsite-old/x`, a sibling folder whose name starts with the root's) is 403.
 */
export function createDocsServer(root) {
  const base = resolve(root);
  return createServer((request, response) => {
    let path;
    try {
      path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    } catch {
      response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Malformed path');
      return;
    }
    let file = normalize(join(base, path));
    if (file !== base && !file.startsWith(base + sep)) {
      response.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' }).end('Forbidden');
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(import.meta.dirname, '..', 'site');
  if (!existsSync(join(root, 'index.html'))) {
    console.error('No site/index.html: run `npm run docs` first.');
    process.exit(1);
  }
  const server = createDocsServer(root);
  server.listen(Number(process.env.DOCS_PORT ?? process.env.PORT ?? 0), '127.0.0.1', () => {
    const address = server.address();
    console.log(`Documentation site at http://127.0.0.1:${address.port}/`);
  });
}
