import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript-5';
import { describe, expect, test } from 'vitest';
import { EXAMPLES } from './run.js';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const folders = readdirSync(HERE, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
  .map((entry) => entry.name);

describe('examples', () => {
  test.each(folders)('%s: has a README and a test', (folder) => {
    expect(existsSync(`${HERE}${folder}/README.md`)).toBe(true);
    const files = readdirSync(`${HERE}${folder}`);
    expect(files.some((file) => file.endsWith('.test.ts'))).toBe(true);
  });

  test('every example program with a run() is listed by npm run example', () => {
    const programs = folders.filter((folder) => existsSync(`${HERE}${folder}/${folder}.ts`));
    expect(Object.keys(EXAMPLES).sort()).toEqual(programs.sort());
  });
});

/** The statements in the body of each `test(name, fn)` call of a file, by test name. */
function testBodies(file: string): Map<string, number> {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
  const found = new Map<string, number>();
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'test') {
      const [name, fn] = node.arguments;
      if (name && ts.isStringLiteral(name) && fn && ts.isArrowFunction(fn) && ts.isBlock(fn.body)) {
        found.set(name.text, fn.body.statements.length);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the testing toolkit', () => {
  test('the three payments tests of testing-vitest take at most three statements each', () => {
    const bodies = testBodies(`${HERE}testing-vitest/payments.test.ts`);
    for (const name of [
      'paying a request delivers requestPaid with the amount',
      'a failed chain transaction marks the send failed',
      'an expired invitation cannot be accepted',
    ]) {
      expect(bodies.get(name), name).toBeGreaterThan(0);
      expect(bodies.get(name), name).toBeLessThanOrEqual(3);
    }
  });
});
