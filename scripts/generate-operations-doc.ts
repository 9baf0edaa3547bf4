/**
 * Writes docs/operations.md, the list of every operation, and the reference pages derived from the
 * operation declarations: a page per operation, the error-code catalogue and the operations'
 * runnable examples.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { operations } from '@payments-platform/sdk/contract';
import { OPERATION_PAGES_DIRECTORY, renderReferencePages } from './operation-pages.js';
import { OPERATIONS_DOC_FILE, renderOperationsDoc } from './operations-doc.js';

const root = join(import.meta.dirname, '..');
writeFileSync(join(root, OPERATIONS_DOC_FILE), renderOperationsDoc(operations));
const examples = JSON.parse(readFileSync(join(root, 'docs', 'openapi-examples.json'), 'utf8'));
const pages = renderReferencePages(operations, examples);
// An operation that is gone loses its page.
mkdirSync(join(root, OPERATION_PAGES_DIRECTORY), { recursive: true });
for (const name of readdirSync(join(root, OPERATION_PAGES_DIRECTORY)))
  if (!pages.has(`${OPERATION_PAGES_DIRECTORY}/${name}`)) rmSync(join(root, OPERATION_PAGES_DIRECTORY, name));
for (const [path, text] of pages) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}
console.log(
  `Wrote ${operations.length} operations to ${OPERATIONS_DOC_FILE}, their pages and the error codes`,
);
