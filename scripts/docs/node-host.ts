/**
 * The Node side of the docs' runnable examples: the same runner as the page, with the modules
 * imported by Node and the page's own test harness, so a test can hold the page's output to the
 * Node run's.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { importedSpecifiers } from './examples.mjs';
import { createHarness, HARNESS_MODULES } from './harness.js';
import { type RunHost, type RunnableExample, type RunResult, runExample } from './runner.js';

/** A host whose modules are Node's own imports of the specifiers the files use. */
export async function nodeHost(root: string, files: readonly string[]): Promise<RunHost> {
  const modules: Record<string, unknown> = {};
  for (const { specifier, key } of importedSpecifiers(root, files)) {
    if (HARNESS_MODULES.includes(specifier)) continue;
    modules[key] = await import(
      specifier.startsWith('.') ? pathToFileURL(join(root, specifier)).href : specifier
    );
  }
  const inputs: Record<string, Record<string, () => unknown>> = {};
  const exercises: Record<string, Record<string, (returned: never) => unknown>> = {};
  for (const file of files) {
    const inputsFile = join(root, file.replace(/\.ts$/, '.inputs.ts'));
    if (!existsSync(inputsFile)) continue;
    const companion = await import(pathToFileURL(inputsFile).href);
    inputs[file] = companion.inputs;
    if (companion.exercise) exercises[file] = companion.exercise;
  }
  const { setupServer } = await import('msw/node');
  return {
    modules,
    inputs,
    exercises,
    harness: (region, print) => createHarness(region, print, { setupServer }),
  };
}

/** Runs an example's block as the docs show it (its region, unedited) in Node. */
export function runInNode(root: string, example: RunnableExample, host: RunHost): Promise<RunResult> {
  const source = readFileSync(join(root, example.file), 'utf8');
  return runExample(example, source, regionText(source, example.region), host);
}

/** A region's text as the docs show it: its lines dedented. */
export function regionText(source: string, region: string): string {
  const lines = source.split('\n');
  const start = lines.findIndex((line) => line.trim() === `// #region ${region}`);
  const end = lines.findIndex((line, index) => index > start && line.trim() === `// #endregion ${region}`);
  const body = lines.slice(start + 1, end);
  const indent = Math.min(
    ...body.filter((line) => line.trim() !== '').map((line) => line.length - line.trimStart().length),
  );
  return body.map((line) => line.slice(indent)).join('\n');
}
