/**
 * The runtime matrix: the same SDK script (`sdk-script.ts`: client, OTP login, a payment request,
 * an error narrowed by its code) on every runtime the SDK README names. Each runtime is a child
 * process that must print its result and exit on its own before its time limit; a process that
 * is still running at the limit is killed and the row fails as a hang.
 *
 * - Node (tsx, on the Node the suite runs on), Bun and Deno run `in-process.ts` from source, with the simulator in the same
 *   process.
 * - workerd (through miniflare) and edge-runtime run esbuild bundles whose SDK calls a standalone
 *   simulator over loopback, started here with `@payments-platform/simulator/node`.
 *
 * docs/runtimes.md describes the matrix.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO } from '@payments-platform/simulator';
import { type SimulatorServer, startServer } from '@payments-platform/simulator/node';
import { build, type Format, type Platform } from 'esbuild';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { RESULT_PREFIX, type ScriptResult } from './sdk-script.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const HERE = fileURLToPath(new URL('.', import.meta.url));
const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name);

/**
 * How long one runtime may take, start-up included, before it counts as a hang. Each finishes in
 * a few seconds on an idle machine; tsx compiles the workspace's source first, so Node gets more.
 */
const PROCESS_LIMIT_MS = 30_000;
const TSX_LIMIT_MS = 50_000;
const SOURCE_CONDITION = '--conditions=@payments-platform/source';
/** Deno runs the workspace's TypeScript source: `.js` import suffixes name `.ts` files there. */
const DENO_RUN = ['run', '--allow-read', '--allow-env', '--no-lock', '--sloppy-imports', SOURCE_CONDITION];

/** What every runtime must report, besides its own name. */
const EXPECTED: Omit<ScriptResult, 'runtime'> = {
  maintenance: 'ok',
  userType: 'business',
  teamName: 'Acme Imports',
  requestStatus: 'pending',
  sameTransaction: true,
  error: { status: 404, code: 'APP_V1_AUTH_SEND_OTP_ROUTE_01' },
};

interface ProcessOutcome {
  readonly exitCode: number | null;
  readonly timedOut: boolean;
  readonly limitMs: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs a command to its end, or kills it (and fails) when it outlives the limit. */
function runProcess(
  command: string,
  args: readonly string[],
  limitMs = PROCESS_LIMIT_MS,
): Promise<ProcessOutcome> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...process.env, NO_COLOR: '1', DENO_NO_UPDATE_CHECK: '1', DENO_NO_PROMPT: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
    });
    const watchdog = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, limitMs);
    child.once('error', (error) => {
      clearTimeout(watchdog);
      reject(error);
    });
    child.once('close', (exitCode) => {
      clearTimeout(watchdog);
      resolve({ exitCode, timedOut, limitMs, stdout, stderr });
    });
  });
}

/** The result line of a run that finished on its own; anything else fails with the output. */
function resultOf(outcome: ProcessOutcome): ScriptResult {
  const output = `stdout:\n${outcome.stdout}\nstderr:\n${outcome.stderr}`;
  const line = outcome.stdout.split('\n').find((text) => text.startsWith(RESULT_PREFIX));
  if (outcome.timedOut) {
    throw new Error(
      `The process did not exit within ${outcome.limitMs / 1000} s ` +
        `(${line ? 'it printed its result, so something keeps its event loop alive' : 'no result'}).\n${output}`,
    );
  }
  if (outcome.exitCode !== 0) throw new Error(`The process exited with ${outcome.exitCode}.\n${output}`);
  if (!line) throw new Error(`The process printed no result.\n${output}`);
  return JSON.parse(line.slice(RESULT_PREFIX.length)) as ScriptResult;
}

let outDir = '';

beforeAll(() => {
  outDir = mkdtempSync(join(tmpdir(), 'payments-runtimes-'));
});

afterAll(() => {
  rmSync(outDir, { recursive: true, force: true });
});

async function bundle(entry: string, format: Format, platform: Platform, conditions: string[]) {
  const outfile = join(outDir, entry.replace(/\.ts$/, '.js'));
  await build({
    entryPoints: [join(HERE, entry)],
    outfile,
    bundle: true,
    format,
    platform,
    target: 'es2022',
    conditions: ['@payments-platform/source', ...conditions],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  return outfile;
}

describe('runtimes: the SDK script with the simulator in the same process', () => {
  test('node 20: exits on its own with the expected result', async () => {
    const outcome = await runProcess(
      process.execPath,
      [join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), SOURCE_CONDITION, join(HERE, 'in-process.ts')],
      TSX_LIMIT_MS,
    );
    expect(resultOf(outcome)).toEqual({ runtime: 'node', ...EXPECTED });
  }, 60_000);

  test('bun: exits on its own with the expected result', async () => {
    const outcome = await runProcess(bin('bun'), [SOURCE_CONDITION, join(HERE, 'in-process.ts')]);
    expect(resultOf(outcome)).toEqual({ runtime: 'bun', ...EXPECTED });
  }, 60_000);

  test('deno: exits on its own with the expected result', async () => {
    const outcome = await runProcess(bin('deno'), [...DENO_RUN, join(HERE, 'in-process.ts')]);
    expect(resultOf(outcome)).toEqual({ runtime: 'deno', ...EXPECTED });
  }, 60_000);

  test('deno: a program that only creates a simulator exits on its own', async () => {
    const outcome = await runProcess(bin('deno'), [...DENO_RUN, join(HERE, 'create-only.ts')]);
    expect(outcome.stdout).toContain('CREATED http://127.0.0.1:4010');
    expect(outcome.timedOut, `still running after ${outcome.limitMs / 1000} s`).toBe(false);
    expect(outcome.exitCode).toBe(0);
  }, 60_000);
});

describe('runtimes: the SDK script against the standalone simulator over loopback', () => {
  let server: SimulatorServer | undefined;

  beforeAll(async () => {
    server = await startServer({ port: 0, randomSeed: 'runtimes' });
  });

  afterAll(async () => {
    await server?.close();
  });

  test('workerd (miniflare): the Worker exits with the expected result', async () => {
    if (!server) throw new Error('The simulator server did not start');
    server.simulator.reset();
    const worker = await bundle('worker.ts', 'esm', 'neutral', ['workerd', 'worker', 'browser']);
    const outcome = await runProcess(process.execPath, [
      join(HERE, 'run-workerd.mjs'),
      worker,
      server.url,
      DEMO.keys.appWrite,
    ]);
    expect(resultOf(outcome)).toEqual({ runtime: 'workerd', ...EXPECTED });
  }, 60_000);

  test('edge-runtime: the fetch handler exits with the expected result', async () => {
    if (!server) throw new Error('The simulator server did not start');
    server.simulator.reset();
    const script = await bundle('edge-loopback.ts', 'iife', 'browser', ['worker', 'browser']);
    const url = new URL('http://edge.local/run');
    url.searchParams.set('simulator', server.url);
    url.searchParams.set('key', DEMO.keys.appWrite);
    const outcome = await runProcess(process.execPath, [join(HERE, 'run-edge.mjs'), script, url.href]);
    expect(resultOf(outcome)).toEqual({ runtime: 'edge-runtime', ...EXPECTED });
  }, 60_000);
});
