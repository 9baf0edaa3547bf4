// Serves the documentation site built by `npm run docs` (site/) on loopback, compressed as a
// static host serves it: brotli or gzip, as the browser accepts, for text files.
// The port comes from DOCS_PORT (or PORT); without one the system picks a free port.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const SITE = resolve(import.meta.dirname, '..', 'site');
const TYPES = {
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
/** The types sent compressed (images other than SVG are compressed already). */
const COMPRESSED = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.md', '.tsv']);

/** The encoding to send: brotli, gzip, or none, from the request's `accept-encoding`. */
function encodingFor(accept) {
  const offered = new Set(
    String(accept ?? '')
      .split(',')
      .map((part) => part.trim().split(';')[0]),
  );
  if (offered.has('br')) return 'br';
  if (offered.has('gzip')) return 'gzip';
  return undefined;
}

/**
 * A server of the files under `root` (the site by default) and nothing else, not yet listening:
 * a path that decodes to one outside it (`/../x`, `/..%2Fsite-old/x`, a sibling folder whose name
 * starts with the root's) is 403. `brotli: false` serves gzip only, as some static hosts do
 * (GitHub Pages).
 */
export function createDocsServer(root = SITE, { brotli = true } = {}) {
  const base = resolve(root);
  /** Compressed bodies, by file, encoding and modification time. */
  const cache = new Map();
  const compressed = (file, encoding) => {
    const mtime = statSync(file).mtimeMs;
    const key = `${encoding}:${file}`;
    const hit = cache.get(key);
    if (hit?.mtime === mtime) return hit.body;
    const raw = readFileSync(file);
    const body =
      encoding === 'br'
        ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        : gzipSync(raw, { level: 9 });
    cache.set(key, { mtime, body });
    return body;
  };
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
    const headers = {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      vary: 'accept-encoding',
    };
    const accepted = COMPRESSED.has(extname(file))
      ? encodingFor(request.headers['accept-encoding'])
      : undefined;
    const encoding = accepted === 'br' && !brotli ? 'gzip' : accepted;
    const body = encoding ? compressed(file, encoding) : readFileSync(file);
    if (encoding) headers['content-encoding'] = encoding;
    response.writeHead(200, { ...headers, 'content-length': body.length });
    response.end(request.method === 'HEAD' ? undefined : body);
  });
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (!existsSync(join(SITE, 'index.html'))) {
    console.error('No site/index.html: run `npm run docs` first.');
    process.exit(1);
  }
  const server = createDocsServer();
  server.listen(Number(process.env.DOCS_PORT ?? process.env.PORT ?? 0), '127.0.0.1', () => {
    const address = server.address();
    console.log(`Documentation site at http://127.0.0.1:${address.port}/`);
  });
}
