import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { NAMESPACES_FILE, renderNamespaces } from '../../../scripts/client-namespaces.js';
import { OPERATION_TYPES_FILE, renderOperationTypes } from '../../../scripts/client-types.js';
import { renderReferencePages } from '../../../scripts/operation-pages.js';
import { OPERATIONS_DOC_FILE, renderOperationsDoc } from '../../../scripts/operations-doc.js';
import { createOpenApiDocument } from '../src/contract/openapi.js';
import { operations } from '../src/contract/operations.js';

const root = new URL('../../../', import.meta.url);
const committed = readFileSync(new URL(NAMESPACES_FILE, root), 'utf8');

describe('generated namespaces', () => {
  test('the committed interface matches the declarations (run `npm run generate` after changing them)', () => {
    expect(committed).toBe(renderNamespaces(operations));
  });

  test('every method is documented with its route, auth and every documented error code', () => {
    for (const operation of operations) {
      const at = committed.indexOf(`OperationMethod<'${operation.id}'>`);
      expect(at, operation.id).toBeGreaterThan(0);
      const doc = committed.slice(committed.lastIndexOf('/**', at), at);
      expect(doc).toContain(`\`${operation.method} ${operation.path}\``);
      expect(doc).toContain(`- Auth: ${operation.auth.label}`);
      for (const error of operation.errors as readonly { readonly code?: string }[]) {
        if (error.code) expect(doc, `${operation.id} ${error.code}`).toContain(`\`${error.code}\``);
      }
    }
  });
});

describe('generated operation types', () => {
  // Printing them builds a TypeScript program over the contract: seconds, not milliseconds.
  test('the committed types match the declarations (run `npm run generate` after changing them)', {
    timeout: 120_000,
  }, () => {
    expect(readFileSync(new URL(OPERATION_TYPES_FILE, root), 'utf8')).toBe(renderOperationTypes(operations));
  });
});

describe('generated list of operations', () => {
  test('the committed docs/operations.md matches the declarations (run `npm run generate` after changing them)', () => {
    expect(readFileSync(new URL(OPERATIONS_DOC_FILE, root), 'utf8')).toBe(renderOperationsDoc(operations));
  });

  test('every operation is a row with its SDK method, route and id', () => {
    const rows = readFileSync(new URL(OPERATIONS_DOC_FILE, root), 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('| [`client.'));
    expect(rows).toHaveLength(operations.length);
    for (const operation of operations) {
      expect(rows, operation.id).toContainEqual(
        expect.stringContaining(
          `| [\`client.${operation.sdk}()\`](operations/${operation.id}.md) | \`${operation.method} {baseUrl}${operation.path}\` | \`${operation.id}\` |`,
        ),
      );
    }
  });
});

describe('generated OpenAPI document', () => {
  test('the committed docs/openapi.json matches the declarations (run `npm run generate` after changing them)', () => {
    const document = JSON.parse(readFileSync(new URL('docs/openapi.json', root), 'utf8'));
    const examples = JSON.parse(readFileSync(new URL('docs/openapi-examples.json', root), 'utf8'));
    expect(document).toEqual(JSON.parse(JSON.stringify(createOpenApiDocument(operations, { examples }))));
  });
});

describe('generated reference pages', () => {
  test('the committed operation pages, error codes and operation examples match the declarations (run `npm run generate`)', () => {
    const examples = JSON.parse(readFileSync(new URL('docs/openapi-examples.json', root), 'utf8'));
    const pages = renderReferencePages(operations, examples);
    expect(pages.size).toBe(operations.length + 3);
    for (const [path, text] of pages) expect(readFileSync(new URL(path, root), 'utf8'), path).toBe(text);
  });
});
