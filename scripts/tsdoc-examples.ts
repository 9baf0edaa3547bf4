/**
 * Lists the exported functions and classes of the packages' entry points that have no `@example`
 * in their TSDoc (CONVENTIONS.md: an `@example` on every public export).
 * Usage: `tsx --conditions=@payments-platform/source scripts/tsdoc-examples.ts` prints them per
 * entry point and exits 1 when any is missing.
 */
import { fileURLToPath } from 'node:url';
import ts from 'typescript-5';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The source file of every public entry point, by its import specifier. */
export const ENTRY_POINTS: Readonly<Record<string, string>> = {
  '@payments-platform/sdk': 'packages/sdk/src/index.ts',
  '@payments-platform/sdk/core': 'packages/sdk/src/core/index.ts',
  '@payments-platform/sdk/contract': 'packages/sdk/src/contract/index.ts',
  '@payments-platform/sdk/webhooks': 'packages/sdk/src/webhooks/index.ts',
  '@payments-platform/simulator': 'packages/simulator/src/index.ts',
  '@payments-platform/simulator/node': 'packages/simulator/src/node.ts',
  '@payments-platform/simulator/testing': 'packages/simulator/src/testing/index.ts',
  '@payments-platform/simulator/vitest': 'packages/simulator/src/testing/vitest.ts',
  '@payments-platform/simulator/playwright': 'packages/simulator/src/playwright.ts',
  '@payments-platform/simulator/msw': 'packages/simulator/src/msw.ts',
  '@payments-platform/signing': 'packages/signing/src/index.ts',
  '@payments-platform/signing/contracts': 'packages/signing/src/contracts.ts',
};

const hasExample = (node: ts.Node) => ts.getJSDocTags(node).some((tag) => tag.tagName.text === 'example');

/** A declaration that is a function or a class, and the node its TSDoc sits on. */
function documentable(declaration: ts.Declaration): ts.Node | undefined {
  if (ts.isFunctionDeclaration(declaration) || ts.isClassDeclaration(declaration)) return declaration;
  if (
    ts.isVariableDeclaration(declaration) &&
    declaration.initializer !== undefined &&
    (ts.isArrowFunction(declaration.initializer) || ts.isFunctionExpression(declaration.initializer))
  ) {
    return declaration.parent.parent; // the VariableStatement carries the comment
  }
  return undefined;
}

/** Exported functions and classes without an `@example`, per entry point. */
export function missingExamples(
  entries: Readonly<Record<string, string>> = ENTRY_POINTS,
): Record<string, string[]> {
  const files = Object.values(entries).map((file) => `${ROOT}${file}`);
  const config = ts.getParsedCommandLineOfConfigFile(
    `${ROOT}tsconfig.docs.json`,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => {},
    },
  );
  const program = ts.createProgram(files, config?.options ?? {});
  const checker = program.getTypeChecker();
  const result: Record<string, string[]> = {};
  for (const [name, file] of Object.entries(entries)) {
    const source = program.getSourceFile(`${ROOT}${file}`);
    const module = source && checker.getSymbolAtLocation(source);
    if (!module) throw new Error(`Cannot read the entry point ${file}`);
    const missing: string[] = [];
    for (const exported of checker.getExportsOfModule(module)) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const nodes = (symbol.declarations ?? []).map(documentable).filter((node) => node !== undefined);
      if (nodes.length > 0 && !nodes.some(hasExample)) missing.push(exported.name);
    }
    result[name] = missing.sort();
  }
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const missing = missingExamples();
  let count = 0;
  for (const [entry, names] of Object.entries(missing)) {
    count += names.length;
    console.log(
      `${entry}: ${names.length === 0 ? 'every function and class has an @example' : names.join(', ')}`,
    );
  }
  if (count > 0) process.exitCode = 1;
}
