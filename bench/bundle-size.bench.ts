/**
 * Bundle size of one call: each entry is bundled by esbuild for the browser (ESM, minified,
 * tree-shaken) and gzipped. The SDK is bundled from its sources, the peers from their published
 * packages; every entry makes one API call, so each pays for what one call needs. The SDK's
 * entries are measured twice: with zod and ky bundled in (an app that has neither pays for
 * them), and with both external (an app that already uses zod 4 and ky shares its copies, so the
 * SDK adds only its own code).
 *
 * Run with `npm run bench -- bundle-size`; results are recorded in docs/benchmarks.md.
 */
import { gzipSync } from 'node:zlib';
import { build, type Metafile } from 'esbuild';

/** One measured entry: the code an app would write to make one call. */
interface Entry {
  readonly name: string;
  readonly conditions?: readonly string[];
  readonly contents: string;
  /** Packages left out of the bundle, as the app's own. */
  readonly external?: readonly string[];
}

/** zod and ky, when the app has them already. */
const APP_DEPENDENCIES = ['zod', 'zod/*', 'ky'];

const ROOT = new URL('..', import.meta.url).pathname;

export const ENTRIES: readonly Entry[] = [
  {
    name: 'sdk/core + one operation',
    contents: `
      import { call, createCore } from '@payments-platform/sdk/core';
      import { getMaintenance } from '@payments-platform/sdk/contract/config';
      const core = createCore({ baseUrl: 'https://api.example.com' });
      export const result = call(core, getMaintenance, {});
    `,
  },
  {
    name: 'sdk createClient + one call',
    contents: `
      import { createClient } from '@payments-platform/sdk';
      const client = createClient({ apiKey: 'key', baseUrl: 'https://api.example.com' });
      export const result = client.maintenance.retrieve();
    `,
  },
  {
    name: 'sdk/core + one op, zod+ky shared',
    external: APP_DEPENDENCIES,
    contents: `
      import { call, createCore } from '@payments-platform/sdk/core';
      import { getMaintenance } from '@payments-platform/sdk/contract/config';
      const core = createCore({ baseUrl: 'https://api.example.com' });
      export const result = call(core, getMaintenance, {});
    `,
  },
  {
    name: 'sdk client + one, zod+ky shared',
    external: APP_DEPENDENCIES,
    contents: `
      import { createClient } from '@payments-platform/sdk';
      const client = createClient({ apiKey: 'key', baseUrl: 'https://api.example.com' });
      export const result = client.maintenance.retrieve();
    `,
  },
  {
    name: 'openai client + one call',
    contents: `
      import OpenAI from 'openai';
      const client = new OpenAI({ apiKey: 'key', dangerouslyAllowBrowser: true });
      export const result = client.models.retrieve('gpt-4o');
    `,
  },
  {
    name: 'stripe worker entry + one call',
    conditions: ['worker'],
    contents: `
      import Stripe from 'stripe';
      const stripe = new Stripe('key', { httpClient: Stripe.createFetchHttpClient() });
      export const result = stripe.customers.retrieve('cus_1');
    `,
  },
];

/** Bytes of one entry, minified and gzipped, and the inputs that weigh most. */
export async function measureEntry(entry: Entry) {
  const result = await build({
    stdin: { contents: entry.contents, resolveDir: ROOT, loader: 'ts', sourcefile: 'entry.ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    metafile: true,
    logLevel: 'silent',
    external: [...(entry.external ?? [])],
    conditions: ['@payments-platform/source', ...(entry.conditions ?? [])],
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return {
    minified: code.byteLength,
    gzipped: gzipSync(code, { level: 9 }).byteLength,
    heaviest: heaviestPackages(result.metafile),
  };
}

/** Minified bytes per package (or per SDK folder), largest first. */
function heaviestPackages(metafile: Metafile): [string, number][] {
  const totals = new Map<string, number>();
  for (const output of Object.values(metafile.outputs)) {
    for (const [path, input] of Object.entries(output.inputs)) {
      const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
      const key = match?.[1] ?? path.replace(/^packages\/sdk\/src\//, 'sdk/').replace(/\/[^/]+$/, '/');
      totals.set(key, (totals.get(key) ?? 0) + input.bytesInOutput);
    }
  }
  return [...totals].sort(([, a], [, b]) => b - a).slice(0, 4);
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

const rows = [];
for (const entry of ENTRIES) rows.push({ entry, size: await measureEntry(entry) });
const openai = rows.find((row) => row.entry.name.startsWith('openai'))?.size.gzipped ?? Number.NaN;

console.log('bundle size of one call (esbuild --minify, browser ESM, gzip -9)');
for (const { entry, size } of rows) {
  console.log(
    `${entry.name.padEnd(32)} ${kib(size.minified).padStart(10)} min ${kib(size.gzipped).padStart(9)} gzip  ${(size.gzipped / openai).toFixed(2)}x openai`,
  );
  console.log(`${''.padEnd(34)}${size.heaviest.map(([name, bytes]) => `${name} ${kib(bytes)}`).join(', ')}`);
}
