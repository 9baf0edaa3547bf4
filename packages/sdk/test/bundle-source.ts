/**
 * Bundles an entry the way a browser app's bundler would, from the SDK sources, for tests that
 * check what a bundle keeps.
 */
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const packageDirectory = fileURLToPath(new URL('..', import.meta.url));

/** The code esbuild keeps for an entry (ESM, browser, tree-shaken; minified when asked). */
export async function bundleSource(contents: string, options: { readonly minify?: boolean } = {}) {
  const result = await build({
    stdin: { contents, resolveDir: packageDirectory, loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    minify: options.minify ?? false,
    write: false,
    logLevel: 'silent',
    conditions: ['@payments-platform/source'],
  });
  return result.outputFiles[0]?.text ?? '';
}
