/**
 * A state file for the standalone server: read at start (a missing file is created), written
 * after every change (debounced) through a temporary file and a rename, so a crash never leaves
 * half a file. The file holds every key, secret and session, so it is private to the user: mode
 * 0600, in a folder made 0700, written through a new file of a random name opened exclusively
 * (a file or link planted there is never followed). A file of another format version, a corrupt
 * file or one that does not hold a state stops the start with a {@link StateFileError} and is
 * never overwritten.
 */
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  constants,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { SimulatorState } from './runtime.js';
import type { Simulator } from './simulator.js';

/** The state format this simulator reads and writes. */
export const STATE_FORMAT = { format: 'payments-simulator-state', version: 1 } as const;

/** A state file that cannot be used; its message names the file and says what to do. */
export class StateFileError extends Error {
  override readonly name = 'StateFileError' as const;
  readonly path: string;

  constructor(path: string, problem: string, options?: ErrorOptions) {
    super(`Cannot use the state file ${path}: ${problem}. It was left untouched.`, options);
    this.path = path;
  }
}

/** Whether a value is a {@link StateFileError} (also across realms). */
export function isStateFileError(error: unknown): error is StateFileError {
  return error instanceof StateFileError || (error instanceof Error && error.name === 'StateFileError');
}

/**
 * Reads and checks a state file: `undefined` when there is none, the state otherwise.
 *
 * @example
 * ```ts
 * const state = readStateFile('.simulator/state.json');
 * if (state) simulator.restore(state);
 * ```
 */
export function readStateFile(path: string): SimulatorState | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new StateFileError(path, `it cannot be read (${(error as Error).message})`, { cause: error });
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new StateFileError(path, `it is not valid JSON (${(error as Error).message})`, { cause: error });
  }
  const header = (typeof value === 'object' && value !== null ? value : {}) as {
    format?: unknown;
    version?: unknown;
  };
  if (header.format !== STATE_FORMAT.format) {
    throw new StateFileError(path, `it is not a simulator state (no "format": "${STATE_FORMAT.format}")`);
  }
  if (header.version !== STATE_FORMAT.version) {
    throw new StateFileError(
      path,
      `it has format version ${JSON.stringify(header.version)} and this simulator reads version ${STATE_FORMAT.version}`,
    );
  }
  return value as SimulatorState;
}

/**
 * Restores a state read by {@link readStateFile}; a state the simulator refuses becomes a
 * {@link StateFileError}.
 */
export function restoreStateFile(simulator: Simulator, path: string, state: SimulatorState): void {
  try {
    simulator.restore(state);
  } catch (error) {
    const detail = (error as Error).message.replace(/^Invalid state:\s*/, '').split('\n')[0] ?? '';
    throw new StateFileError(path, `it does not hold a valid state (${detail})`, { cause: error });
  }
}

/** Mode of a state file: read and write for its owner only. */
export const STATE_FILE_MODE = 0o600;
/** Mode of a folder made for a state file. */
export const STATE_FOLDER_MODE = 0o700;

/**
 * Writes a file atomically and privately: a new temporary file beside it with a random name,
 * created exclusively with mode 0600 (`O_EXCL`, and `O_NOFOLLOW` where the system has it, so a
 * planted file or link fails the write instead of being followed), synced, then renamed over the
 * file. A missing folder is made with mode 0700.
 */
export function writeFileAtomic(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true, mode: STATE_FOLDER_MODE });
  const temporary = join(dirname(path), `.${basename(path)}.${randomBytes(12).toString('hex')}.tmp`);
  const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0);
  const descriptor = openSync(temporary, flags, STATE_FILE_MODE);
  try {
    try {
      const bytes = Buffer.from(text);
      let written = 0;
      while (written < bytes.length) written += writeSync(descriptor, bytes, written);
      fsyncSync(descriptor);
    } finally {
      closeSync(descriptor);
    }
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

/** Saves a simulator's state to a file. */
export interface StateSaver {
  /** Something may have changed: save after the debounce delay (skipped when nothing did). */
  changed(): void;
  /** Saves now if the state differs from the file. */
  flush(): void;
  /** Stops the pending save without writing. */
  dispose(): void;
}

/**
 * Saves the state after changes, at most once per `debounceMs`, only when it differs from what
 * was last written. The debounce timer never keeps the process alive.
 *
 * @example
 * ```ts
 * const saver = createStateSaver(simulator, 'state.json', { onError: console.error });
 * saver.changed(); // after a request
 * saver.flush(); // on SIGINT
 * ```
 */
export function createStateSaver(
  simulator: Simulator,
  path: string,
  options: { readonly debounceMs?: number; readonly onError?: (error: unknown) => void } = {},
): StateSaver {
  const debounceMs = options.debounceMs ?? 200;
  let written: string | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const text = `${JSON.stringify(simulator.snapshot())}\n`;
    if (text === written) return;
    try {
      writeFileAtomic(path, text);
      written = text;
    } catch (error) {
      options.onError?.(error);
    }
  };
  return {
    changed: () => {
      if (timer !== undefined) return;
      timer = setTimeout(flush, debounceMs);
      timer.unref?.();
    },
    flush,
    dispose: () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}
