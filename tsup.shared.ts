import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type Options } from 'tsup';

interface ExportEntry {
  '@payments-platform/source'?: string;
}

/**
 * tsup settings for a package, with one entry per subpath of its exports map: ESM and CJS,
 * tree-shakeable output. Declarations are not bundled: `scripts/build-types.mjs` emits them one
 * file per source file after tsup, so relative module augmentations keep their targets.
 */
export function packageBuild(packageDir: string, overrides: Options = {}) {
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    exports: Record<string, ExportEntry | string>;
  };
  const entry: Record<string, string> = {};
  for (const value of Object.values(manifest.exports)) {
    if (typeof value === 'string') continue;
    const source = value['@payments-platform/source'];
    if (!source) continue;
    entry[source.replace(/^\.\/src\//, '').replace(/\.ts$/, '')] = source;
  }
  return defineConfig({
    entry,
    format: ['esm', 'cjs'],
    dts: false,
    clean: true,
    sourcemap: true,
    treeshake: true,
    splitting: true,
    target: 'es2022',
    outDir: 'dist',
    tsconfig: join(packageDir, 'tsconfig.build.json'),
    ...overrides,
  });
}
