/**
 * The code a reader copies is code that tests run: each TypeScript block of the README, the
 * package READMEs and every guide in docs/ follows a `<!-- snippet: <file>#<region> -->` marker
 * (the file's path from the repository root) and must equal that region of the file (between
 * `// #region <name>` and `// #endregion <name>`, dedented). The files are under `examples/` (each
 * a test or imported by a test beside it) or are sources and tests of the packages, so the type
 * check of `npm test` compiles them with the strict settings of `tsconfig.base.json` and the tests
 * run them. Local links of the documents must point at files that exist.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Every document a reader copies code from, as paths from the repository root. */
const DOCUMENTS = [
  'README.md',
  ...readdirSync(join(ROOT, 'packages')).map((name) => `packages/${name}/README.md`),
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
  ...readdirSync(join(ROOT, 'docs', 'operations')).map((name) => `docs/operations/${name}`),
].filter((path) => existsSync(join(ROOT, path)));

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
  test.each(DOCUMENTS)('%s: every TypeScript block is a tested region', (document) => {
    const text = readFileSync(join(ROOT, document), 'utf8');
    const marked = [...text.matchAll(MARKER)];
    const blocks = text.match(/```ts\n/g) ?? [];
    expect(marked.length, 'TypeScript blocks without a snippet marker').toBe(blocks.length);
    for (const [, file = '', name = '', code = ''] of marked)
      expect(code, `${file}#${name}`).toBe(region(file, name));
  });

  test('each file a snippet comes from is type-checked and run', () => {
    const files = new Set(
      DOCUMENTS.flatMap((document) =>
        [...readFileSync(join(ROOT, document), 'utf8').matchAll(MARKER)].map((match) => match[1] ?? ''),
      ),
    );
    expect(files.size).toBeGreaterThan(10);
    for (const file of files) {
      // Sources and tests of the packages: type-checked by `npm run typecheck`, run by their tests.
      if (/^packages\/[^/]+\/(src|test)\//.test(file)) continue;
      // Examples: type-checked the same way; each is a test or is imported by a test beside it,
      // or is a Playwright spec that a test beside it runs through its playwright.config.ts.
      expect(file, file).toMatch(/^examples\//);
      if (file.endsWith('.test.ts')) continue;
      if (file.endsWith('.spec.ts')) {
        const directory = dirname(join(ROOT, file));
        const runners = readdirSync(directory)
          .filter((name) => name.endsWith('.test.ts'))
          .filter((name) => readFileSync(join(directory, name), 'utf8').includes('playwright.config.ts'));
        expect(
          existsSync(join(directory, 'playwright.config.ts')),
          `${file} has no playwright.config.ts`,
        ).toBe(true);
        expect(runners.length, `${file} is run by no test beside it`).toBeGreaterThan(0);
        continue;
      }
      const directory = dirname(join(ROOT, file));
      const specifier = `./${basename(file).replace(/\.ts$/, '.js')}'`;
      const importers = readdirSync(directory)
        .filter((name) => name.endsWith('.test.ts'))
        .filter((name) => readFileSync(join(directory, name), 'utf8').includes(specifier));
      expect(importers.length, `${file} is imported by no test beside it`).toBeGreaterThan(0);
    }
  });

  test.each(DOCUMENTS)(
    '%s: a shell block that starts a server in the background waits for it',
    (document) => {
      const text = readFileSync(join(ROOT, document), 'utf8');
      for (const [, block = ''] of text.matchAll(/```(?:sh|bash|shell)\n([\s\S]*?)\n```/g)) {
        const lines = block.split('\n');
        const started = lines.findIndex((line) => /&\s*(#.*)?$/.test(line) && !/&&\s*(#.*)?$/.test(line));
        if (started < 0) continue;
        const waited = lines.findIndex((line, index) => index > started && /^until /.test(line));
        const requested = lines.findIndex((line, index) => index > started && /^curl /.test(line));
        expect(waited, block).toBeGreaterThan(started);
        if (requested >= 0) expect(waited, block).toBeLessThan(requested);
      }
    },
  );

  test.each(DOCUMENTS)('%s: local links point at files that exist', (document) => {
    const text = readFileSync(join(ROOT, document), 'utf8');
    const links = [...text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)]
      .map((match) => match[1] ?? '')
      .filter((link) => !/^[a-z]+:/.test(link) && !WRITTEN_ELSEWHERE.has(link));
    const missing = links.filter((link) => !existsSync(join(dirname(join(ROOT, document)), link)));
    expect(missing).toEqual([]);
  });
});
