/**
 * An app's compiler reads only the declaration files its imports reach. The files that fill in
 * `Services`, `Tables` and `HandlerRequest` by declaration merging are reached from every entry
 * point through `src/augmentations.ts`; this test keeps that list complete.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '../src');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(name) && !/\.test(-d)?\.ts$/.test(name) ? [path] : [];
  });

/** The one augmentation an app opts into by importing its entry, `@payments-platform/simulator/msw`. */
const OPT_IN_AUGMENTATION = './msw.js';

const specifierOf = (file: string) => `./${relative(src, file).split(sep).join('/').replace(/\.ts$/, '.js')}`;

test('every file that augments one of our own modules is re-exported as types by src/augmentations.ts', () => {
  const augmenting = sourceFiles(src)
    .filter((file) => /^declare module ['"]\./m.test(readFileSync(file, 'utf8')))
    .map(specifierOf)
    // The msw entry's augmentation names msw's types, which only an app importing it may need.
    .filter((specifier) => specifier !== OPT_IN_AUGMENTATION)
    .sort();
  const listed = [
    ...readFileSync(join(src, 'augmentations.ts'), 'utf8').matchAll(/^export type \{\} from '([^']+)';$/gm),
  ]
    .map((match) => match[1])
    .sort();
  expect(augmenting.length).toBeGreaterThan(20);
  expect(listed).toEqual(augmenting);
});

test('every entry point re-exports src/augmentations.ts', () => {
  for (const entry of ['index.ts', 'node.ts']) {
    expect(readFileSync(join(src, entry), 'utf8')).toContain("export type {} from './augmentations.js';");
  }
});

test('the msw augmentation stays out of augmentations.ts, and the vitest entry includes it', () => {
  expect(readFileSync(join(src, 'augmentations.ts'), 'utf8')).not.toContain(OPT_IN_AUGMENTATION);
  expect(readFileSync(join(src, 'msw.ts'), 'utf8')).toMatch(
    /^declare module '\.\/adapters\/msw-handler\.js'/m,
  );
  expect(readFileSync(join(src, 'testing', 'vitest.ts'), 'utf8')).toContain("from '../msw.js';");
});
