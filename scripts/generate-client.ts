/**
 * Writes the SDK's documented namespace interface from the operation declarations.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { operations } from '@payments-platform/sdk/contract';
import { NAMESPACES_FILE, renderNamespaces } from './client-namespaces.js';

const target = join(dirname(fileURLToPath(import.meta.url)), '..', NAMESPACES_FILE);
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, renderNamespaces(operations));
console.log(`Wrote ${operations.length} documented methods to ${NAMESPACES_FILE}`);
