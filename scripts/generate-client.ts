/**
 * Writes the SDK's documented namespace interface and its declared operation types from the
 * operation declarations.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { operations } from '@payments-platform/sdk/contract';
import { NAMESPACES_FILE, renderNamespaces } from './client-namespaces.js';
import { OPERATION_TYPES_FILE, renderOperationTypes } from './client-types.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
for (const [file, text] of [
  [NAMESPACES_FILE, renderNamespaces(operations)],
  [OPERATION_TYPES_FILE, renderOperationTypes(operations)],
] as const) {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
}
console.log(
  `Wrote ${operations.length} documented methods to ${NAMESPACES_FILE} and their types to ${OPERATION_TYPES_FILE}`,
);
