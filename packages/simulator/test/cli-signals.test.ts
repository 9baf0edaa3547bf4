/**
 * A stop sent the instant the ready line appears: the built `payments-simulator` (and its `proxy`
 * command) install their SIGINT / SIGTERM handlers before printing that line, so a script that
 * waits for it and stops the server at once always sees exit 0 with the state saved (or the
 * report written), never an exit by signal. `SIGNAL_RUNS` sets how many starts (default 12).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BIN, ensureBuiltBin } from './built-bin.js';

const BUILD_TIMEOUT_MS = 15 * 60_000;
const RUNS = Number(process.env.SIGNAL_RUNS ?? 12);
/** Starts at once: enough to keep both cores busy, few enough for a loaded machine. */
const PARALLEL = 4;
/** A guard against a hang that grows with the count: a loaded machine starts a bin in seconds. */
const RUN_TIMEOUT_MS = Math.max(120_000, RUNS * 5_000);

let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'payments-simulator-signals-'));
  await ensureBuiltBin();
}, BUILD_TIMEOUT_MS);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Outcome {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Starts the bin and sends SIGTERM from the handler of the chunk that holds the ready line. */
function stoppedAtReady(args: readonly string[], readyPattern: RegExp): Promise<Outcome> {
  const child = spawn(process.execPath, [BIN, ...args], {
    env: { ...process.env, NODE_OPTIONS: '', NO_COLOR: '1' },
  });
  let stdout = '';
  let stderr = '';
  let sent = false;
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    if (!sent && readyPattern.test(stdout)) {
      sent = true;
      child.kill('SIGTERM');
    }
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve) =>
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr })),
  );
}

/** Runs `run(index)` for every index below `count`, `PARALLEL` at a time. */
async function inBatches<T>(count: number, run: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < count; start += PARALLEL) {
    const size = Math.min(PARALLEL, count - start);
    results.push(...(await Promise.all(Array.from({ length: size }, (_, offset) => run(start + offset)))));
  }
  return results;
}

describe('SIGTERM at the ready line', () => {
  test(
    `the simulator exits 0 with its state file written, ${RUNS} starts out of ${RUNS}`,
    async () => {
      const outcomes = await inBatches(RUNS, async (index) => {
        const stateFile = join(dir, `state-${index}`, 'state.json');
        const outcome = await stoppedAtReady(
          [
            '--port',
            '0',
            '--seed',
            'demo',
            '--log',
            'off',
            '--random-seed',
            'signals',
            '--state-file',
            stateFile,
          ],
          /listening on http:\/\/127\.0\.0\.1:\d+/,
        );
        const saved = existsSync(stateFile)
          ? (JSON.parse(readFileSync(stateFile, 'utf8')) as object)
          : undefined;
        return { ...outcome, saved };
      });
      for (const [index, outcome] of outcomes.entries()) {
        const what = `start ${index}: ${outcome.stdout.slice(-200)} ${outcome.stderr}`;
        expect({ code: outcome.code, signal: outcome.signal }, what).toEqual({ code: 0, signal: null });
        expect(outcome.stdout, what).toContain('Received SIGTERM, state saved, shutting down');
        expect(outcome.saved, what).toBeTypeOf('object');
      }
    },
    RUN_TIMEOUT_MS,
  );

  test(
    'the validation proxy exits 0 with its report written',
    async () => {
      const runs = Math.max(4, Math.round(RUNS / 5));
      const outcomes = await inBatches(runs, async (index) => {
        const report = join(dir, `report-${index}.json`);
        const outcome = await stoppedAtReady(
          ['proxy', '--upstream', 'http://127.0.0.1:9', '--port', '0', '--report', report],
          /Validation proxy listening on /,
        );
        const written = existsSync(report) ? (JSON.parse(readFileSync(report, 'utf8')) as object) : undefined;
        return { ...outcome, written };
      });
      for (const [index, outcome] of outcomes.entries()) {
        const what = `start ${index}: ${outcome.stdout.slice(-200)} ${outcome.stderr}`;
        expect({ code: outcome.code, signal: outcome.signal }, what).toEqual({ code: 0, signal: null });
        expect(outcome.written, what).toBeTypeOf('object');
      }
    },
    RUN_TIMEOUT_MS,
  );
});
