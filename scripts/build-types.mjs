// Emits the declarations of the package in the current directory, one file per source file, with
// the TypeScript compiler: `dist/types/` for `import` and `dist/types-cjs/` (a `"type": "commonjs"`
// folder, so the same files read as CommonJS declarations) for `require`. Files stay apart, so the
// `declare module '../kernel/services.js'` blocks that fill in the simulator's `Services` and
// `Tables` keep a target; a bundled declaration file would lose them.
// In the CommonJS copy, imports of packages whose declarations are ECMAScript modules only (viem, ky, msw)
// are made type-only with `resolution-mode: import`, which a CommonJS file may do (TS1479 otherwise).
// Usage: `node ../../scripts/build-types.mjs` from a package folder, after tsup (see its `build` script).
import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** Packages whose declarations are ESM under both `import` and `require` (msw from 3 on). */
const ESM_ONLY_TYPES = ['viem', 'ky', 'msw'];
/**
 * Types the compiler names by the module that declares them, where our packages depend on the
 * package that re-exports them: viem's `Address` is abitype's, and abitype is not our dependency.
 */
const REEXPORTED = [['import("abitype").Address', 'import("viem").Address']];

const require = createRequire(import.meta.url);
// TypeScript 7 exports no `bin/tsc` subpath: the binary is found beside its package.json.
const tsc = join(dirname(require.resolve('typescript/package.json')), 'bin', 'tsc');
const esmDir = join('dist', 'types');
const cjsDir = join('dist', 'types-cjs');

/** Rewrites every declaration file under `dir`. */
const rewriteAll = (dir, change) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) rewriteAll(path, change);
    else if (name.endsWith('.d.ts')) {
      const text = readFileSync(path, 'utf8');
      const next = change(text);
      if (next !== text) writeFileSync(path, next);
    }
  }
};

rmSync(esmDir, { recursive: true, force: true });
rmSync(cjsDir, { recursive: true, force: true });
const result = spawnSync(
  process.execPath,
  [
    tsc,
    '-p',
    'tsconfig.build.json',
    '--emitDeclarationOnly',
    '--declaration',
    '--declarationMap',
    'false',
    '--outDir',
    esmDir,
  ],
  { stdio: 'inherit' },
);
if (result.status !== 0) process.exit(result.status ?? 1);

rewriteAll(esmDir, (text) => REEXPORTED.reduce((next, [from, to]) => next.replaceAll(from, to), text));
cpSync(esmDir, cjsDir, { recursive: true });
writeFileSync(join(cjsDir, 'package.json'), `${JSON.stringify({ type: 'commonjs' }, null, 2)}\n`);

const packages = ESM_ONLY_TYPES.join('|');
const staticImport = new RegExp(`^import (?:type )?(.+) from '((?:${packages})(?:/[^']*)?)';$`, 'gm');
const staticExport = new RegExp(`^export (?:type )?(\\{.+\\}) from '((?:${packages})(?:/[^']*)?)';$`, 'gm');
const importType = new RegExp(`import\\("((?:${packages})(?:/[^"]*)?)"\\)`, 'g');
const attribute = "with { 'resolution-mode': 'import' }";

/** `{ type A, B }` as `{ A, B }`: the whole statement becomes type-only. */
const withoutInlineType = (clause) => clause.replace(/([{,]\s*)type\s+/g, '$1');

rewriteAll(cjsDir, (text) =>
  text
    .replace(
      staticImport,
      (_, clause, from) => `import type ${withoutInlineType(clause)} from '${from}' ${attribute};`,
    )
    .replace(
      staticExport,
      (_, clause, from) => `export type ${withoutInlineType(clause)} from '${from}' ${attribute};`,
    )
    .replace(importType, (_, from) => `import("${from}", { with: { "resolution-mode": "import" } })`),
);
