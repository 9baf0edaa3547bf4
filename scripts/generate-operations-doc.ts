/**
 * Writes docs/operations.md, the list of every operation, from the operation declarations.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { operations } from '@payments-platform/sdk/contract';
import { OPERATIONS_DOC_FILE, renderOperationsDoc } from './operations-doc.js';

writeFileSync(join(import.meta.dirname, '..', OPERATIONS_DOC_FILE), renderOperationsDoc(operations));
console.log(`Wrote ${operations.length} operations to ${OPERATIONS_DOC_FILE}`);
