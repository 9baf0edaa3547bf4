// Loads every export of every built package twice, with `import` and with `require`, and checks
// both give the same non-empty set of names. Run after `npm run build`.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const packages = ['sdk', 'signing', 'simulator'];
let failures = 0;
let checked = 0;

for (const name of packages) {
  const manifest = JSON.parse(readFileSync(join('packages', name, 'package.json'), 'utf8'));
  for (const subpath of Object.keys(manifest.exports)) {
    if (subpath.endsWith('package.json')) continue;
    const specifier = `${manifest.name}${subpath.slice(1)}`;
    try {
      const esm = Object.keys(await import(specifier))
        .filter((key) => key !== 'default')
        .sort();
      const cjs = Object.keys(require(specifier))
        .filter((key) => key !== 'default')
        .sort();
      if (esm.length === 0) throw new Error('no exports');
      if (esm.join() !== cjs.join()) throw new Error(`import and require differ: ${esm} / ${cjs}`);
      checked++;
    } catch (error) {
      failures++;
      console.error(`${specifier}: ${error instanceof Error ? error.message : error}`);
    }
  }
}
console.log(`check-dist: ${checked} entry points load under import and require, ${failures} failed`);
process.exit(failures === 0 ? 0 : 1);
