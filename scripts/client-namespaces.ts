/**
 * Renders the SDK's namespace interface from the operation declarations: one property per
 * operation, typed by the operation and documented with its route, auth and errors, so that an
 * editor shows them on hover. `npm run generate` writes the result; a test keeps it in step.
 */
import { docsOf, type OperationDefinition } from '@payments-platform/sdk/contract';

/** Where the rendered interface lives, relative to the repository root. */
export const NAMESPACES_FILE = 'packages/sdk/src/generated/namespaces.ts';

type Node = { children: Map<string, Node>; operation?: OperationDefinition };

const WIDTH = 100;

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

// TSDoc reads `@word` after whitespace as a tag and braces as inline tags outside code spans;
// a comment end must never appear.
const escapeDoc = (text: string) =>
  text
    .replaceAll('*/', '*\\/')
    .split('`')
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part
            .replace(/(^|\s)@/g, '$1\\@')
            .replaceAll('{', '\\{')
            .replaceAll('}', '\\}'),
    )
    .join('`');

function authText(operation: OperationDefinition): string {
  const { auth } = operation;
  const parts = [auth.label];
  if (auth.role === 'admin') parts.push('team admin role');
  if (auth.role === 'membership') parts.push('member of the team');
  if (auth.permissions.length > 0) parts.push(`key permission ${auth.permissions.join(', ')}`);
  if (auth.masterKey === 'bypass') parts.push('a MASTER key bypasses ownership checks');
  if (auth.masterKey === 'needsSession') parts.push('a MASTER key needs a session');
  if (auth.contextFrom.length > 0) parts.push(`context from ${auth.contextFrom.join(', ')}`);
  return parts.join('; ');
}

/** The repository's docs/ folder, from the generated file (packages/sdk/src/generated/). */
const DOCS = '../../../../docs';

function docLines(operation: OperationDefinition): string[] {
  const docs = docsOf(operation);
  const lines: string[] = [escapeDoc(docs.summary), ''];
  if (docs.description) lines.push(...wrap(escapeDoc(docs.description), WIDTH), '');
  lines.push(`- Route: \`${operation.method} ${operation.path}\` (success ${operation.successStatus})`);
  lines.push(...wrap(`- Auth: ${escapeDoc(authText(operation))}`, WIDTH).map((l, i) => (i ? `  ${l}` : l)));
  if (operation.pagination) {
    const kind = operation.pagination.kind === 'cursor' ? 'cursor' : 'offset';
    lines.push(`- Paged (${kind}): await it for one page, or \`for await\` over it for every item`);
  }
  if (operation.responseType === 'binary') lines.push('- Returns the response body as bytes');
  lines.push('- Errors:');
  for (const [index, error] of operation.errors.entries()) {
    const code = error.code === undefined ? '' : ` \`${error.code}\``;
    const text = `- ${error.status}${code}: ${escapeDoc(docs.errors[index] ?? '')}`;
    lines.push(...wrap(text, WIDTH - 2).map((l, i) => (i ? `    ${l}` : `  ${l}`)));
  }
  lines.push('', `Narrow a caught error with \`client.${operation.sdk}.isError(error, code)\`.`);
  // The page of the operation on the documentation site: tables, errors, a runnable example.
  lines.push('', `Page: [${operation.sdk}](${DOCS}/operations/${operation.id}.md)`);
  return lines;
}

function comment(lines: readonly string[], indent: string): string {
  const body = lines.map((line) => (line ? `${indent} * ${line}` : `${indent} *`)).join('\n');
  return `${indent}/**\n${body}\n${indent} */\n`;
}

function render(node: Node, path: string[], depth: number): string {
  const indent = '  '.repeat(depth);
  let out = '';
  for (const [name, child] of [...node.children].sort(([a], [b]) => a.localeCompare(b))) {
    if (child.operation) {
      out += comment(docLines(child.operation), indent);
      out += `${indent}readonly ${name}: OperationMethod<'${child.operation.id}'>;\n`;
    } else {
      const place = [...path, name].join('.');
      out += comment(
        [
          `Operations under \`client.${place}\`; each has a page in the [operations list](${DOCS}/operations.md).`,
        ],
        indent,
      );
      out += `${indent}readonly ${name}: {\n${render(child, [...path, name], depth + 1)}${indent}};\n`;
    }
  }
  return out;
}

/**
 * The source of the namespace interface for the given operations.
 *
 * @example
 * ```ts
 * writeFileSync(NAMESPACES_FILE, renderNamespaces(operations));
 * ```
 */
export function renderNamespaces(operations: readonly OperationDefinition[]): string {
  const root: Node = { children: new Map() };
  for (const operation of operations) {
    let node = root;
    for (const part of operation.sdk.split('.')) {
      let child = node.children.get(part);
      if (!child) {
        child = { children: new Map() };
        node.children.set(part, child);
      }
      node = child;
    }
    node.operation = operation;
  }
  return [
    '// Generated from the operation declarations by `npm run generate`; do not edit by hand.',
    "import type { OperationMethod } from '../method.js';",
    '',
    '/** Every operation of the API as a method, in its namespace. */',
    `export interface OperationNamespaces {\n${render(root, [], 1)}}`,
    '',
  ].join('\n');
}
