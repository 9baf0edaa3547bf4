/**
 * The virtual clock, in one of two modes:
 *
 * - `frozen` (the default): time moves only when {@link VirtualClock.advance} is called; every
 *   timer due by the new instant runs first, in time order, each seeing the clock at its own due
 *   time. Nothing reads or waits on the wall clock.
 * - `wall`: the clock follows a time source (the wall clock) plus an offset. `advance` moves the
 *   offset, and due timers run on their own through one real timer that never keeps the process
 *   alive (`unref()` where the runtime has it).
 *
 * `freeze()` and `resume()` switch between the two at the current instant.
 *
 * While a transaction of its {@link Journal} is open, scheduling, cancelling and resetting record
 * their inverses, so a request that fails leaves no timer behind.
 */
import type { Journal, Journaled } from './journal.js';

/** The largest instant a `Date` holds (epoch ms); the clock never moves past it. */
export const MAX_INSTANT_MS = 8_640_000_000_000_000;

/**
 * A duration, as every clock entry point takes it (`simulator.clock.advance`, the `advanceClock`
 * fixtures and helper, `POST /_simulator/clock/advance`): milliseconds (`2_000`), or a number with
 * a unit (`'500ms'`, `'2s'`, `'15m'`, `'1h'`, `'8d'`).
 */
export type Duration = number | `${number}${'ms' | 's' | 'm' | 'h' | 'd'}`;

/** The grammar of a {@link Duration}, as error messages state it. */
export const DURATION_GRAMMAR =
  "a duration is a number of milliseconds (2_000) or a number with a unit: ms, s, m, h or d ('500ms', '2s', '15m', '1h', '8d')";

const UNIT_MS = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/**
 * Milliseconds of a {@link Duration}, rounded to a whole one; a `RangeError` that states the
 * grammar for anything else, or a negative value.
 *
 * @example
 * ```ts
 * durationMs('8d'); // 691200000
 * durationMs(2_000); // 2000
 * ```
 */
export function durationMs(duration: Duration): number {
  const match = typeof duration === 'string' ? /^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h|d)\s*$/.exec(duration) : null;
  const ms =
    typeof duration === 'number'
      ? duration
      : match
        ? Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS]
        : Number.NaN;
  if (!Number.isFinite(ms) || ms < 0) {
    const shown = typeof duration === 'string' || typeof duration === 'number' ? duration : typeof duration;
    throw new RangeError(`Not a duration: ${JSON.stringify(shown) ?? String(shown)}; ${DURATION_GRAMMAR}.`);
  }
  return Math.round(ms);
}

/** Work run when a timer is due. */
export type TimerTask = () => void | Promise<void>;

/** Id of a scheduled timer, for {@link VirtualClock.cancel}. */
export type TimerId = number;

interface Timer {
  readonly id: TimerId;
  readonly at: number;
  readonly seq: number;
  readonly task: TimerTask;
}

/**
 * Failures of timers run by one {@link VirtualClock.advance}.
 *
 * @example
 * ```ts
 * try {
 *   await simulator.clock.advance(60_000);
 * } catch (error) {
 *   if (error instanceof TimerFailures) error.errors; // what each failing timer threw
 * }
 * ```
 */
export class TimerFailures extends AggregateError {
  override readonly name = 'TimerFailures' as const;
}

/**
 * How a clock moves: only when advanced, or with the wall clock.
 *
 * @example
 * ```ts
 * CLOCK_MODES.includes('wall'); // true
 * ```
 */
export const CLOCK_MODES = ['frozen', 'wall'] as const;
export type ClockMode = (typeof CLOCK_MODES)[number];

/** Options of a {@link VirtualClock}. */
export interface ClockOptions {
  /** `frozen` (default) or `wall`. */
  readonly mode?: ClockMode;
  /** The time source of the wall mode, epoch ms. Default `Date.now`. */
  readonly source?: () => number;
  /** Timers run on their own (wall mode) report their failures here. Default: ignored. */
  readonly onTimerError?: (error: unknown) => void;
  /** Called after timers ran on their own (wall mode), for example to save the state. */
  readonly onTimersRun?: () => void;
}

/** The longest delay a runtime timer takes (about 24.8 days). */
const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

type RealTimer = ReturnType<typeof setTimeout>;

interface DenoTimers {
  readonly unrefTimer?: (id: number) => void;
}

/** Lets a runtime timer not keep the process alive (Node and Bun: `unref()`; Deno: `Deno.unrefTimer`). */
function unrefTimer(handle: RealTimer): void {
  const value = handle as unknown;
  if (typeof value === 'object' && value !== null && 'unref' in value && typeof value.unref === 'function') {
    value.unref();
    return;
  }
  const deno = (globalThis as { Deno?: DenoTimers }).Deno;
  if (typeof value === 'number' && typeof deno?.unrefTimer === 'function') deno.unrefTimer(value);
}

/**
 * A clock that moves when told to (frozen) or with the wall clock (wall).
 *
 * @example
 * ```ts
 * const clock = new VirtualClock(Date.parse('2025-01-01T00:00:00Z'));
 * clock.schedule(clock.now() + 1_000, () => console.log('one second later'));
 * await clock.advance(1_000); // logs, then returns the new instant
 *
 * const wall = new VirtualClock(Date.now(), { mode: 'wall' });
 * wall.schedule(wall.now() + 1_000, () => console.log('runs on its own a second later'));
 * ```
 */
export class VirtualClock implements Journaled {
  #now: number;
  #journal: Journal | null = null;
  #timers: Timer[] = [];
  #nextId = 1;
  #nextSeq = 0;
  #queue: Promise<unknown> = Promise.resolve();
  #mode: ClockMode;
  /** Wall mode: the instant is `source() + offset` (never earlier than `#now`). */
  #offset = 0;
  readonly #source: () => number;
  readonly #onTimerError: (error: unknown) => void;
  readonly #onTimersRun: () => void;
  #real: { readonly handle: RealTimer; readonly at: number } | undefined;
  /** The last instant {@link VirtualClock.iso} wrote, and its text. */
  #isoAt = Number.NaN;
  #iso = '';

  constructor(startMs: number, options: ClockOptions = {}) {
    this.#now = startMs;
    this.#mode = options.mode ?? 'frozen';
    this.#source = options.source ?? (() => Date.now());
    this.#onTimerError = options.onTimerError ?? (() => undefined);
    this.#onTimersRun = options.onTimersRun ?? (() => undefined);
    if (this.#mode === 'wall') this.#offset = startMs - this.#source();
  }

  /** `frozen` or `wall`. */
  get mode(): ClockMode {
    return this.#mode;
  }

  /** Records the inverse of every timer change in `journal` while it has a transaction open. */
  attachJournal(journal: Journal | null): void {
    this.#journal = journal;
  }

  /** The current instant in epoch milliseconds. */
  now(): number {
    if (this.#mode === 'wall') {
      const wall = this.#source() + this.#offset;
      if (wall > this.#now) this.#now = wall;
    }
    return this.#now;
  }

  /** Stops the clock at the current instant; timers then run only on {@link VirtualClock.advance}. */
  freeze(): number {
    const now = this.now();
    this.#mode = 'frozen';
    this.#disarm();
    return now;
  }

  /** Lets the clock follow the wall clock again from the current instant; due timers run on their own. */
  resume(): number {
    const now = this.now();
    this.#mode = 'wall';
    this.#offset = now - this.#source();
    this.#arm();
    return now;
  }

  /** The current instant as an ISO 8601 string. */
  iso(): string {
    const now = this.now();
    // A frozen clock asks for the same instant many times: its text is made once.
    if (now !== this.#isoAt) {
      this.#iso = new Date(now).toISOString();
      this.#isoAt = now;
    }
    return this.#iso;
  }

  /** Runs `task` once the clock reaches `atMs` (at the next advance when `atMs` is not later than now). */
  schedule(atMs: number, task: TimerTask): TimerId {
    if (!Number.isFinite(atMs)) throw new RangeError(`Timer instant must be finite, got ${atMs}`);
    const timer: Timer = { id: this.#nextId++, at: atMs, seq: this.#nextSeq++, task };
    this.#insert(timer);
    if (this.#journal?.open === true) {
      this.#journal.record(() => {
        this.#remove(timer.id);
        this.#nextId = timer.id;
        this.#nextSeq = timer.seq;
      });
    }
    return timer.id;
  }

  /** Cancels a timer; returns whether it was still pending. */
  cancel(id: TimerId): boolean {
    const timer = this.#remove(id);
    if (!timer) return false;
    if (this.#journal?.open === true) this.#journal.record(() => this.#insert(timer));
    return true;
  }

  #insert(timer: Timer): void {
    let low = 0;
    let high = this.#timers.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const other = this.#timers[middle] as Timer;
      if (other.at < timer.at || (other.at === timer.at && other.seq < timer.seq)) low = middle + 1;
      else high = middle;
    }
    this.#timers.splice(low, 0, timer);
    if (low === 0) this.#arm();
  }

  #remove(id: TimerId): Timer | undefined {
    const index = this.#timers.findIndex((timer) => timer.id === id);
    if (index === -1) return undefined;
    const [timer] = this.#timers.splice(index, 1);
    if (index === 0) this.#arm();
    return timer;
  }

  /** How many timers are pending. */
  pending(): number {
    return this.#timers.length;
  }

  /** The instant of the next pending timer, if any. */
  nextAt(): number | undefined {
    return this.#timers[0]?.at;
  }

  /**
   * Moves the clock forward by a {@link Duration} (`2_000`, `'2s'`, `'8d'`), running every timer
   * due by the new instant (including timers those timers schedule) in time order. Resolves with
   * the new instant. Calls are serialised. When timers throw, the others still run and the
   * promise rejects with {@link TimerFailures}.
   */
  advance(duration: Duration): Promise<number> {
    let ms: number;
    try {
      ms = durationMs(duration);
    } catch (error) {
      return Promise.reject(error);
    }
    if (this.now() + ms > MAX_INSTANT_MS) {
      return Promise.reject(
        new RangeError(`advance(${JSON.stringify(duration)}) would move the clock past the largest date`),
      );
    }
    const run = this.#queue.then(() => {
      if (this.#mode === 'wall') {
        this.#offset += ms;
        return this.#runUntil(this.now());
      }
      return this.#runUntil(this.#now + ms);
    });
    this.#queue = run.catch(() => undefined);
    return run;
  }

  async #runUntil(target: number): Promise<number> {
    const failures: unknown[] = [];
    try {
      for (;;) {
        const next = this.#timers[0];
        if (!next || next.at > target) break;
        this.#timers.shift();
        if (next.at > this.#now) this.#now = next.at;
        try {
          await next.task();
        } catch (error) {
          failures.push(error);
        }
      }
      this.#now = Math.max(this.#now, target);
    } finally {
      this.#arm();
    }
    if (failures.length > 0) {
      throw new TimerFailures(failures, `${failures.length} timer(s) failed while advancing the clock`);
    }
    return this.now();
  }

  /**
   * Sets the instant and drops every pending timer (reset and restore). In wall mode the clock
   * goes on from that instant with the wall clock.
   */
  reset(nowMs: number): void {
    if (this.#journal?.open === true) {
      const now = this.#now;
      const timers = this.#timers;
      this.#journal.record(() => {
        this.#now = now;
        this.#timers = timers;
        this.#arm();
      });
    }
    this.#now = nowMs;
    if (this.#mode === 'wall') this.#offset = nowMs - this.#source();
    this.#timers = [];
    this.#arm();
  }

  /** Wall mode: (re)arms one real timer for the earliest pending timer; it runs every due one. */
  #arm(): void {
    if (this.#mode !== 'wall') return;
    const next = this.#timers[0];
    if (!next) {
      this.#disarm();
      return;
    }
    if (this.#real?.at === next.at) return;
    this.#disarm();
    const delay = Math.min(MAX_TIMER_DELAY_MS, Math.max(0, next.at - this.now()));
    const handle = setTimeout(() => {
      this.#real = undefined;
      this.advance(0).then(
        () => this.#onTimersRun(),
        (error: unknown) => {
          this.#onTimersRun();
          this.#onTimerError(error);
        },
      );
    }, delay);
    unrefTimer(handle);
    this.#real = { handle, at: next.at };
  }

  #disarm(): void {
    if (this.#real) clearTimeout(this.#real.handle);
    this.#real = undefined;
  }
}
