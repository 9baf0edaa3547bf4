/**
 * The built `payments-simulator` command for tests that drive it as a child process. The bin
 * imports the built SDK and signing packages, so each of the three is rebuilt (`npm run build`)
 * when its `dist` is missing or older than its sources; on a fresh clone that is a full build.
 */
import { type ChildProcessWithoutNullStreams, execFile, spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const packagesDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const rootDir = join(packagesDir, '..');

/** The built bin. */
export const BIN = join(packagesDir, 'simulator', 'dist', 'cli.js');
/** The built ESM entry of the simulator. */
export const DIST_INDEX = join(packagesDir, 'simulator', 'dist', 'index.js');

const BUILDS = [
  { name: '@payments-platform/sdk', dir: 'sdk', marker: 'dist/index.js' },
  { name: '@payments-platform/signing', dir: 'signing', marker: 'dist/index.js' },
  { name: '@payments-platform/simulator', dir: 'simulator', marker: 'dist/cli.js' },
] as const;

const mtime = (path: string) => {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
};

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path));
    else if (!/\.test(-d)?\.ts$/.test(entry.name)) newest = Math.max(newest, mtime(path) ?? 0);
  }
  return newest;
}

/** Builds the packages whose `dist` is missing or stale (and every package after the first one). */
export async function ensureBuiltBin(): Promise<void> {
  let rebuild = false;
  for (const build of BUILDS) {
    const packageDir = join(packagesDir, build.dir);
    const built = mtime(join(packageDir, build.marker));
    const sources = Math.max(
      newestSource(join(packageDir, 'src')),
      mtime(join(packageDir, 'package.json')) ?? 0,
      mtime(join(packageDir, 'tsup.config.ts')) ?? 0,
    );
    rebuild ||= built === undefined || built < sources;
    if (!rebuild) continue;
    await promisify(execFile)('npm', ['run', 'build', '-w', build.name], {
      cwd: rootDir,
      maxBuffer: 64 * 1024 * 1024,
    });
  }
}

/** A running bin with everything it printed so far. */
export interface BinProcess {
  readonly child: ChildProcessWithoutNullStreams;
  readonly stdout: () => string;
  readonly stderr: () => string;
  /** Resolves with the exit code. */
  readonly exited: Promise<number | null>;
}

/** Starts the built bin with `args` (and `cwd`). */
export function runBin(args: readonly string[], cwd?: string): BinProcess {
  const child = spawn(process.execPath, [BIN, ...args], {
    ...(cwd === undefined ? {} : { cwd }),
    env: { ...process.env, NODE_OPTIONS: '', NO_COLOR: '1' },
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    err += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, stdout: () => out, stderr: () => err, exited };
}

/** Polls `check` every 50 ms until it returns a value, or fails after `timeoutMs`. */
export async function eventually<T>(
  check: () => T | undefined | Promise<T | undefined>,
  timeoutMs: number,
  what: string,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits for the ready line of a bin and returns its URL. */
export async function readyUrl(bin: BinProcess, timeoutMs = 15_000): Promise<string> {
  let exitCode: number | null | undefined;
  void bin.exited.then((code) => {
    exitCode = code;
  });
  return eventually(
    () => {
      if (exitCode !== undefined) {
        throw new Error(`exited with ${exitCode}: ${bin.stdout()} ${bin.stderr()}`);
      }
      return /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(bin.stdout())?.[1];
    },
    timeoutMs,
    'the ready line',
  );
}
