// ky is ESM only. The CommonJS declarations (`dist/**/*.d.cts`) import its types, which a
// CommonJS consumer type-checking the SDK (skipLibCheck false) accepts only as a type-only import
// with `resolution-mode: import`. The declaration bundler drops that attribute, so it is added
// here after the build.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ESM_ONLY = ['ky'];
const directory = join(import.meta.dirname, '..', 'dist');
let changed = 0;
for (const file of readdirSync(directory, { recursive: true }).map(String)) {
  if (!file.endsWith('.d.cts')) continue;
  const path = join(directory, file);
  const text = readFileSync(path, 'utf8');
  let next = text;
  for (const name of ESM_ONLY) {
    const pattern = new RegExp(`^import (?:type )?(.+?) from '${name}';$`, 'gm');
    next = next.replace(pattern, `import type $1 from '${name}' with { 'resolution-mode': 'import' };`);
    next = next.replace(new RegExp(`^import '${name}';\\n`, 'gm'), '');
  }
  if (next !== text) {
    writeFileSync(path, next);
    changed++;
  }
}
console.log(`esm-type-imports: ${changed} declaration files import ${ESM_ONLY.join(', ')} as ESM`);
