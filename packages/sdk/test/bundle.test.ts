import { builtinModules } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, test } from 'vitest';

const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

async function bundle(contents: string) {
  const result = await build({
    stdin: { contents, resolveDir: packageRoot, loader: 'ts' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    minify: true,
    treeShaking: true,
    metafile: true,
    logLevel: 'silent',
    conditions: ['@payments-platform/source'],
  });
  const code = result.outputFiles[0]?.text ?? '';
  return { code, inputs: Object.keys(result.metafile.inputs) };
}

const nodeBuiltins = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);

describe('bundle', () => {
  test('the full SDK bundles for the browser with no Node built-in', async () => {
    const { code, inputs } = await bundle(
      "export { createClient } from './src/index.ts'; export * from './src/webhooks/index.ts';",
    );
    expect(code.length).toBeGreaterThan(10_000);
    expect(inputs.filter((input) => nodeBuiltins.has(input) || input.startsWith('node:'))).toEqual([]);
    expect(code).not.toMatch(/require\(["']node:/);
  });

  test('the functional entry bundles only the areas it imports', async () => {
    const full = await bundle("import { createClient } from './src/index.ts'; console.log(createClient);");
    const functional = await bundle(
      "import { call, createCore } from './src/core/index.ts'; import { getMaintenance } from './src/contract/config.ts'; console.log(call(createCore(), getMaintenance, {}));",
    );
    expect(functional.code).toContain('/v1/maintenance');
    expect(functional.code).not.toContain('/v1/teams/invitations');
    expect(functional.code).not.toContain('/channel/core/otc/create');
    expect(functional.inputs.some((input) => input.includes('contract/teams.ts'))).toBe(false);
    expect(functional.code.length).toBeLessThan(full.code.length * 0.75);
  });
});
