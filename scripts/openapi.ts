/**
 * Writes docs/openapi.json from the operation declarations.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createOpenApiDocument, operations } from '@payments-platform/sdk/contract';

const target = join(dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'openapi.json');
mkdirSync(dirname(target), { recursive: true });
const examples = JSON.parse(readFileSync(join(dirname(target), 'openapi-examples.json'), 'utf8'));
const document = createOpenApiDocument(operations, { examples });
writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);
console.log(`Wrote ${operations.length} operations to docs/openapi.json`);
