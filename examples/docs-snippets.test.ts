/**
 * The guides in docs/ show code that tests run: each TypeScript block of a guide follows a
 * `<!-- snippet: <file>#<region> -->` marker and must equal that region of the file (between
 * `// #region <name>` and `// #endregion <name>`, dedented). Local links of the guides must
 * point at files that exist.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const GUIDES = [
  'README.md',
  'getting-started.md',
  'authentication.md',
  'errors.md',
  'pagination.md',
  'files-and-images.md',
  'webhooks.md',
  'testing.md',
  'runtimes.md',
];

/** Guides the index links that other changes add. */
const WRITTEN_ELSEWHERE = new Set(['dev-server.md', 'reliability.md', 'magic-values.md']);

const MARKER = /<!-- snippet: (\S+)#(\S+) -->\n```ts\n([\s\S]*?)\n```/g;

function region(file: string, name: string): string {
  const lines = readFileSync(join(ROOT, file), 'utf8').split('\n');
  const start = lines.findIndex((line) => line.trim() === `// #region ${name}`);
  const end = lines.findIndex((line, index) => index > start && line.trim() === `// #endregion ${name}`);
  if (start < 0 || end < 0) throw new Error(`No region ${name} in ${file}`);
  const body = lines.slice(start + 1, end);
  const indent = Math.min(
    ...body.filter((line) => line.trim() !== '').map((line) => line.length - line.trimStart().length),
  );
  return body.map((line) => line.slice(indent)).join('\n');
}

describe('docs snippets', () => {
  test.each(GUIDES)('%s: every TypeScript block is a tested region', (guide) => {
    const text = readFileSync(join(ROOT, 'docs', guide), 'utf8');
    const marked = [...text.matchAll(MARKER)];
    const blocks = text.match(/```ts\n/g) ?? [];
    expect(marked.length, 'TypeScript blocks without a snippet marker').toBe(blocks.length);
    for (const [, file = '', name = '', code = ''] of marked)
      expect(code, `${file}#${name}`).toBe(region(file, name));
  });

  test.each(GUIDES)('%s: local links point at files that exist', (guide) => {
    const text = readFileSync(join(ROOT, 'docs', guide), 'utf8');
    const links = [...text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)]
      .map((match) => match[1] ?? '')
      .filter((link) => !/^[a-z]+:/.test(link) && !WRITTEN_ELSEWHERE.has(link));
    const missing = links.filter((link) => !existsSync(join(dirname(join(ROOT, 'docs', guide)), link)));
    expect(missing).toEqual([]);
  });
});
