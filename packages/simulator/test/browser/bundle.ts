/**
 * Bundles a test page's entry for the browser, with the workspace packages read from source.
 */
import { build } from 'esbuild';

/** The ES module text of `entry`, bundled for a browser page. */
export async function bundleForBrowser(entry: string): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'browser',
    format: 'esm',
    target: 'es2022',
    conditions: ['@payments-platform/source'],
    define: { 'process.env.NODE_ENV': '"test"' },
    write: false,
    logLevel: 'silent',
  });
  const output = result.outputFiles[0];
  if (!output) throw new Error(`esbuild produced no output for ${entry}`);
  return output.text;
}
