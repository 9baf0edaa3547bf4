// Loads every export of every built package twice, with `import` and with `require`, and checks
// both give the same non-empty set of names. Run after `npm run build`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const packages = ['sdk', 'signing', 'simulator'];
let failures = 0;
let checked = 0;

for (const name of packages) {
  const manifest = JSON.parse(readFileSync(join('packages', name, 'package.json'), 'utf8'));
  for (const [subpath, conditions] of Object.entries(manifest.exports)) {
    if (subpath.endsWith('package.json')) continue;
    const specifier = `${manifest.name}${subpath.slice(1)}`;
    try {
      // An ESM-only entry (`./vitest`) runs only inside its test runner and has no `require` to
      // compare: check that its module and declarations are built.
      if (!Object.hasOwn(conditions, 'require')) {
        const built = [conditions.import.default, conditions.import.types].map((file) =>
          join('packages', name, file),
        );
        const missing = built.filter((file) => !existsSync(file));
        if (missing.length > 0) throw new Error(`not built: ${missing.join(', ')}`);
        checked++;
        continue;
      }
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
// zod and ky are the app's: the SDK's build imports them and carries no copy of either.
try {
  const directory = join('packages', 'sdk', 'dist');
  const code = readdirSync(directory, { recursive: true })
    .map(String)
    .filter((file) => /\.(c?js)$/.test(file))
    .map((file) => readFileSync(join(directory, file), 'utf8'))
    .join('\n');
  for (const name of ['zod/mini', 'ky']) {
    if (!code.includes(`from '${name}'`) && !code.includes(`from "${name}"`))
      throw new Error(`${name} is not imported`);
    if (!code.includes(`require('${name}')`) && !code.includes(`require("${name}")`))
      throw new Error(`${name} is not required`);
  }
  // Markers of zod's and ky's own sources: a bundled copy would carry them.
  for (const marker of ['$ZodType', 'class HTTPError', 'Request timed out']) {
    if (code.includes(marker)) throw new Error(`the build holds ${marker}: zod or ky is bundled`);
  }
  checked++;
} catch (error) {
  failures++;
  console.error(`zod and ky external in the SDK's build: ${error instanceof Error ? error.message : error}`);
}
// The contract's schemas are built with the app's zod, so they compose with the app's own.
try {
  const { getMaintenance } = await import('@payments-platform/sdk/contract/config');
  const z = await import('zod');
  const wrapped = z.object({ maintenance: getMaintenance.schemas.response });
  if (!wrapped.safeParse({ maintenance: { status: 'ok' } }).success) throw new Error('a valid value fails');
  if (wrapped.safeParse({ maintenance: { status: 5 } }).success) throw new Error('an invalid value passes');
  if (!(getMaintenance.schemas.response instanceof z.core.$ZodType)) throw new Error('not a zod schema');
  if (z.globalRegistry !== (await import('zod/mini')).globalRegistry) throw new Error('two copies of zod');
  checked++;
} catch (error) {
  failures++;
  console.error(`contract schemas with the app's zod: ${error instanceof Error ? error.message : error}`);
}
// Every shipped source map carries the text of its sources, which the tarballs do not ship.
try {
  for (const name of packages) {
    const directory = join('packages', name, 'dist');
    for (const file of readdirSync(directory, { recursive: true }).map(String)) {
      if (!file.endsWith('.map')) continue;
      const map = JSON.parse(readFileSync(join(directory, file), 'utf8'));
      const contents = map.sourcesContent ?? [];
      if (map.sources.some((_, index) => typeof contents[index] !== 'string')) {
        throw new Error(`${name}/dist/${file} names sources without their text`);
      }
    }
  }
  checked++;
} catch (error) {
  failures++;
  console.error(`source maps with their sources: ${error instanceof Error ? error.message : error}`);
}
// No Node module is reachable from the SDK's browser entries: Node-only code is `./node`'s alone.
try {
  const directory = join('packages', 'sdk', 'dist');
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(join(directory, file), 'utf8');
    const node = /(?:from|import)\s*["'](node:[^"']+)["']/.exec(code);
    if (node) throw new Error(`${file} imports ${node[1]}`);
    for (const [, relative] of code.matchAll(/(?:from|import)\s*["'](\.{1,2}\/[^"']+)["']/g)) {
      visit(join(dirname(file), relative));
    }
  };
  for (const entry of ['index.js', 'core/index.js', 'contract/index.js', 'webhooks/index.js']) visit(entry);
  checked++;
} catch (error) {
  failures++;
  console.error(
    `no Node module behind the SDK's browser entries: ${error instanceof Error ? error.message : error}`,
  );
}
console.log(
  `check-dist: ${checked} checks passed (entry points under import and require, zod and ky external, contract schemas with an app's zod, source maps with their sources, no Node module behind the SDK's browser entries), ${failures} failed`,
);
process.exit(failures === 0 ? 0 : 1);
