// The TypeScript examples of the documentation site: every `<!-- snippet: <file>#<region> -->`
// block of the README and of docs/*.md, and how the site runs it in the page.
//
// A block runs when its file runs in a browser (it imports none of NODE_ONLY) and the block is
// either top-level code of the file (the whole file is the program, a `describe` body included)
// or inside an exported function that can be called with no arguments, or with the arguments its
// file's companion `<name>.inputs.ts` gives (`export const inputs = { <function>: () => [...] }`).
// The page stands in for `node:http` with a loopback inside the page, and for `vitest` and
// `@payments-platform/simulator/vitest` with a test harness of its own (scripts/docs/harness.ts).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import ts from 'typescript-5';

/** Imports that only a Node process (or a test runner) has, with what the site says instead. */
const NODE_ONLY = [
  [/^node:(?!http$)/, 'a Node server'],
  [/^express$/, 'a Node server'],
  [/^@payments-platform\/simulator\/(node|playwright)$/, 'Node (it starts a server)'],
  [/^msw\/node$/, 'msw in Node'],
  [/^msw\/browser$/, 'a page with a service worker'],
  [/^@playwright\/test$/, 'Playwright'],
];

const MARKER = /<!-- snippet: (\S+)#(\S+) -->\n```ts\n/g;

/**
 * The documents of the site, as paths from the repository root: the README, the guides, the
 * operation pages, the package guides and the examples' READMEs.
 */
export function siteDocuments(root) {
  const markdown = (directory) =>
    existsSync(join(root, directory))
      ? readdirSync(join(root, directory))
          .filter((name) => name.endsWith('.md'))
          .sort()
          .map((name) => `${directory}/${name}`)
      : [];
  const readmes = (directory) =>
    readdirSync(join(root, directory))
      .sort()
      .map((name) => `${directory}/${name}/README.md`)
      .filter((path) => existsSync(join(root, path)));
  return [
    'README.md',
    ...markdown('docs'),
    ...markdown('docs/operations'),
    ...readmes('packages'),
    'examples/README.md',
    ...readmes('examples'),
  ];
}

/** The 1-based lines of `// #region name` and `// #endregion name` in a file's text. */
function regionLines(text, name) {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.trim() === `// #region ${name}`);
  const end = lines.findIndex((line, index) => index > start && line.trim() === `// #endregion ${name}`);
  if (start < 0 || end < 0) throw new Error(`No region ${name}`);
  return { start: start + 1, end: end + 1, lines };
}

/** The exported top-level function whose body holds lines start..end, or undefined. */
function enclosingFunction(sourceFile, start, end) {
  for (const statement of sourceFile.statements) {
    const from = sourceFile.getLineAndCharacterOfPosition(statement.getStart(sourceFile)).line + 1;
    const to = sourceFile.getLineAndCharacterOfPosition(statement.getEnd()).line + 1;
    if (from > start || to < end) continue;
    if (isDescribe(statement)) return undefined; // a suite's body runs with the file
    const exported = ts.getModifiers?.(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (ts.isFunctionDeclaration(statement) && statement.name && statement.body) {
      const required = statement.parameters.filter((p) => !p.initializer && !p.questionToken).length;
      return { name: statement.name.text, exported: Boolean(exported), required };
    }
    return null; // inside some other statement: not a callable unit
  }
  return undefined; // top-level code
}

/** Whether a statement is a call of `describe(...)`, whose body runs when the file does. */
function isDescribe(statement) {
  return (
    ts.isExpressionStatement(statement) &&
    ts.isCallExpression(statement.expression) &&
    ts.isIdentifier(statement.expression.expression) &&
    statement.expression.expression.text === 'describe'
  );
}

/** The names a top-level region only declares (functions, types), or undefined if it runs code. */
function declarationsOnly(sourceFile, start, end) {
  const names = [];
  for (const statement of sourceFile.statements) {
    const line = sourceFile.getLineAndCharacterOfPosition(statement.getStart(sourceFile)).line + 1;
    if (line < start || line > end) continue;
    const declaration =
      ts.isFunctionDeclaration(statement) ||
      ts.isInterfaceDeclaration(statement) ||
      ts.isTypeAliasDeclaration(statement) ||
      ts.isClassDeclaration(statement);
    if (!declaration) return undefined;
    if (!ts.isInterfaceDeclaration(statement) && !ts.isTypeAliasDeclaration(statement) && statement.name)
      names.push(`\`${statement.name.text}\``);
  }
  return names.length > 0 ? names.join(' and ') : undefined;
}

/**
 * Every example block of the site's documents, in document order, with its id, where it comes
 * from and how the page runs it: `run` is `{ file, region, entry? }` or absent, and `nodeOnly`
 * or `reason` says why not.
 */
export function collectExamples(root) {
  const examples = [];
  for (const document of siteDocuments(root)) {
    const text = readFileSync(join(root, document), 'utf8');
    for (const [, file, region] of text.matchAll(MARKER)) {
      const id = `${file}#${region}`;
      if (!existsSync(join(root, file))) continue; // a marker shown as an example of the syntax
      const source = readFileSync(join(root, file), 'utf8');
      const entry = { id, document, file, region };
      const imports = [...source.matchAll(/^import\s(?!type\s)[^;]*?from\s+'([^']+)'/gms)].map((m) => m[1]);
      const nodeOnly = imports
        .map((specifier) => NODE_ONLY.find(([pattern]) => pattern.test(specifier)))
        .find(Boolean);
      if (!file.startsWith('examples/')) {
        examples.push({ ...entry, reason: 'an excerpt of the package source' });
        continue;
      }
      if (/\bcreate(Client|Core)\(/.test(source) && !/\bcreateSimulator\(/.test(source)) {
        examples.push({ ...entry, reason: 'it calls an API host, which its test answers with MSW' });
        continue;
      }
      if (/\bprocess\.env\b/.test(source)) {
        examples.push({ ...entry, reason: 'it calls the sandbox with your key, read from the environment' });
        continue;
      }
      if (nodeOnly) {
        examples.push({ ...entry, nodeOnly: nodeOnly[1] });
        continue;
      }
      const { start, end } = regionLines(source, region);
      const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
      const fn = enclosingFunction(sourceFile, start, end);
      const inputsFile = file.replace(/\.ts$/, '.inputs.ts');
      const inputs = existsSync(join(root, inputsFile)) ? readFileSync(join(root, inputsFile), 'utf8') : '';
      if (fn === undefined) {
        const declared = declarationsOnly(sourceFile, start, end);
        if (declared)
          examples.push({ ...entry, reason: `it declares ${declared}, which the blocks around it use` });
        else examples.push({ ...entry, run: { file, region } });
      } else if (fn === null || !fn.exported)
        examples.push({ ...entry, reason: 'a part of a larger statement' });
      else if (fn.required === 0 || new RegExp(`\\b${fn.name}\\s*:`).test(inputs))
        examples.push({ ...entry, run: { file, region, entry: fn.name, inputs: fn.required > 0 } });
      else examples.push({ ...entry, reason: `${fn.name} takes inputs its test supplies` });
    }
  }
  return examples;
}

/**
 * The modules the example files import (type-only imports left out), as the page's bundle
 * provides them: a package by its specifier, a file of the examples by its path from the root
 * without its extension (`{ specifier: './shop.js', key: 'examples/testing-vitest/shop' }`).
 */
export function importedSpecifiers(root, files) {
  const modules = new Map();
  for (const file of files) {
    const source = readFileSync(join(root, file), 'utf8');
    for (const [, specifier] of source.matchAll(/^import\s(?!type\s)[^;]*?from\s+'([^']+)'/gms)) {
      const key = specifier.startsWith('.')
        ? posix.join(posix.dirname(file), specifier).replace(/\.[cm]?[jt]s$/, '')
        : specifier;
      modules.set(key, { specifier: specifier.startsWith('.') ? `./${key}.ts` : specifier, key });
    }
  }
  return [...modules.values()].sort((a, b) => a.key.localeCompare(b.key));
}
