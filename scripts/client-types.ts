/**
 * Renders the SDK's declared operation types: for every operation its params, its result and the
 * item of a paged result, as plain TypeScript types that the TypeScript compiler prints from the
 * zod schemas' inferred types, and every error code it can answer (`declaredErrorCodes`). The client's methods are typed
 * with them, so a program that imports the SDK checks declared types instead of inferring them
 * from zod schemas. `npm run generate` writes the result; a test keeps it in step, and a type test
 * checks every declared type against the schemas' inferred one.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { declaredErrorCodes, type OperationDefinition } from '@payments-platform/sdk/contract';
import ts from 'typescript-5';

/** Where the rendered types live, relative to the repository root. */
export const OPERATION_TYPES_FILE = 'packages/sdk/src/generated/operation-types.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** `createInvitation` as `CreateInvitation`: the stem of an operation's type names. */
export const typeStem = (id: string): string => id.charAt(0).toUpperCase() + id.slice(1);

const kinds = ['Params', 'Result', 'Item', 'ErrorCode'] as const;
type Kind = (typeof kinds)[number];

function probeSource(operations: readonly OperationDefinition[]): string {
  const lines = [
    "import type { OperationById } from '../contract/operation-list.js';",
    "import type { OperationInput, OperationOutput } from '../contract/shape.js';",
    'type Expand<T> = T extends infer O ? { [K in keyof O]: O[K] } : never;',
    'type ItemOf<Output, P> = P extends { itemsField: infer F extends string }',
    '  ? Output extends { [K in F]?: readonly (infer Item)[] } ? Item : unknown',
    '  : P extends { itemsField: null } ? (Output extends readonly (infer Item)[] ? Item : unknown) : unknown;',
  ];
  for (const { id, pagination } of operations) {
    const op = `OperationById<'${id}'>`;
    const stem = typeStem(id);
    lines.push(`export type ${stem}Params = Expand<OperationInput<${op}>>;`);
    lines.push(`export type ${stem}Result = OperationOutput<${op}>;`);
    if (pagination)
      lines.push(`export type ${stem}Item = ItemOf<OperationOutput<${op}>, ${op}['pagination']>;`);
  }
  return `${lines.join('\n')}\n`;
}

/** The printed type of every `<Stem><Kind>` alias of the probe, by alias name. */
function printTypes(operations: readonly OperationDefinition[]): Map<string, string> {
  const config = JSON.parse(readFileSync(join(root, 'tsconfig.base.json'), 'utf8')) as {
    compilerOptions: Record<string, unknown>;
  };
  const { options, errors } = ts.convertCompilerOptionsFromJson(
    { ...config.compilerOptions, noEmit: true, declaration: false, sourceMap: false },
    root,
  );
  if (errors.length > 0) throw new Error(ts.flattenDiagnosticMessageText(errors[0]?.messageText, '\n'));
  const probe = join(root, 'packages/sdk/src/generated/operation-types.probe.ts');
  const source = probeSource(operations);
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.getSourceFile = (file, language, ...rest) =>
    file === probe ? ts.createSourceFile(file, source, language) : getSourceFile(file, language, ...rest);
  host.fileExists = (file) => file === probe || fileExists(file);
  const program = ts.createProgram([probe], options, host);
  const file = program.getSourceFile(probe);
  if (!file) throw new Error('the probe file is not in the program');
  const problems = ts.getPreEmitDiagnostics(program, file);
  if (problems.length > 0) {
    throw new Error(problems.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')).join('\n'));
  }
  const checker = program.getTypeChecker();
  const printer = ts.createPrinter({ newLine: ts.NewLineKind.LineFeed });
  const flags =
    ts.NodeBuilderFlags.NoTruncation |
    ts.NodeBuilderFlags.InTypeAlias |
    ts.NodeBuilderFlags.MultilineObjectLiterals |
    ts.NodeBuilderFlags.UseStructuralFallback;
  const printed = new Map<string, string>();
  for (const statement of file.statements) {
    if (!ts.isTypeAliasDeclaration(statement) || !statement.modifiers) continue;
    const type = checker.getTypeAtLocation(statement.name);
    const node = checker.typeToTypeNode(type, file, flags);
    if (!node) throw new Error(`no type node for ${statement.name.text}`);
    const text = printer
      .printNode(ts.EmitHint.Unspecified, node, file)
      .replace(/^( {4})+/gm, (indent) => ' '.repeat(indent.length / 2));
    // A declared type must stand alone: no name of zod or of the contract's modules in it.
    if (/\bimport\(|\bz\.|\$Zod|\$Infer/.test(text)) {
      throw new Error(`${statement.name.text} names a type of another module: ${text.slice(0, 200)}`);
    }
    printed.set(statement.name.text, text);
  }
  return printed;
}

/** The codes of every failure of an operation, as a union of string literals. */
const errorCodeUnion = (operation: OperationDefinition): string =>
  declaredErrorCodes(operation)
    .map((code) => JSON.stringify(code))
    .join(' | ') || 'never';

function describe(kind: Kind, operation: OperationDefinition): string {
  const method = `\`client.${operation.sdk}\``;
  switch (kind) {
    case 'Params':
      return `The params object of ${method}: path params, query and body fields together.`;
    case 'Result':
      return operation.pagination
        ? `One page of ${method}: what awaiting its result gives.`
        : `What ${method} resolves with: the \`data\` of its answer.`;
    case 'Item':
      return `One item of the pages of ${method}: what \`for await\` over its result gives.`;
    case 'ErrorCode':
      return `Every error code ${method} can answer: its documented codes, its input codes and the codes of the platform's checks it runs (\`declaredErrors\`).`;
  }
}

/**
 * The source of the declared operation types for the given operations.
 *
 * @example
 * ```ts
 * writeFileSync(OPERATION_TYPES_FILE, renderOperationTypes(operations));
 * ```
 */
export function renderOperationTypes(operations: readonly OperationDefinition[]): string {
  const printed = printTypes(operations);
  const out = [
    '// Generated from the operation declarations by `npm run generate`; do not edit by hand.',
    "import type { OperationDescriptor } from '../contract/shape.js';",
    '',
  ];
  const entries: string[] = [];
  for (const operation of operations) {
    const stem = typeStem(operation.id);
    for (const kind of kinds) {
      const name = `${stem}${kind}`;
      const text = kind === 'ErrorCode' ? errorCodeUnion(operation) : printed.get(name);
      if (text === undefined) continue;
      out.push(`/** ${describe(kind, operation)} */`);
      // Type aliases, not interfaces: an object type stays assignable to `Record<string, unknown>`,
      // as the inferred types were.
      out.push(`export type ${name} = ${text};`);
    }
    const item = operation.pagination ? `${stem}Item` : 'never';
    entries.push(
      `  readonly ${operation.id}: {`,
      `    readonly params: ${stem}Params;`,
      `    readonly result: ${stem}Result;`,
      `    readonly paged: ${operation.pagination ? 'true' : 'false'};`,
      `    readonly item: ${item};`,
      `    readonly errorCode: ${stem}ErrorCode;`,
      `    readonly operation: OperationDescriptor & { readonly id: '${operation.id}' };`,
      '  };',
    );
  }
  out.push(
    '/** The declared types of every operation, by operation id. */',
    `export interface OperationTypes {\n${entries.join('\n')}\n}`,
    '',
    '/** The id of an operation. */',
    'export type OperationId = keyof OperationTypes;',
    '',
  );
  return out.join('\n');
}
