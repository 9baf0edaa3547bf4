/**
 * The virtual clock. Time moves only when {@link VirtualClock.advance} is called; every timer
 * due by the new instant runs first, in time order, each seeing the clock at its own due time.
 * Nothing here reads or waits on the wall clock.
 *
 * While a transaction of its {@link Journal} is open, scheduling, cancelling and resetting record
 * their inverses, so a request that fails leaves no timer behind.
 */
import type { Journal, Journaled } from './journal.js';

/** The largest instant a `Date` holds (epoch ms); the clock never moves past it. */
export const MAX_INSTANT_MS = 8_640_000_000_000_000;

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

/** Failures of timers run by one {@link VirtualClock.advance}. */
export class TimerFailures extends AggregateError {
  override readonly name = 'TimerFailures' as const;
}

/**
 * A clock that only moves when told to.
 *
 * @example
 * ```ts
 * const clock = new VirtualClock(Date.parse('2025-01-01T00:00:00Z'));
 * clock.schedule(clock.now() + 1_000, () => console.log('one second later'));
 * await clock.advance(1_000); // logs, then returns the new instant
 * ```
 */
export class VirtualClock implements Journaled {
  #now: number;
  #journal: Journal | null = null;
  #timers: Timer[] = [];
  #nextId = 1;
  #nextSeq = 0;
  #queue: Promise<unknown> = Promise.resolve();

  constructor(startMs: number) {
    this.#now = startMs;
  }

  /** Records the inverse of every timer change in `journal` while it has a transaction open. */
  attachJournal(journal: Journal | null): void {
    this.#journal = journal;
  }

  /** The current instant in epoch milliseconds. */
  now(): number {
    return this.#now;
  }

  /** The current instant as an ISO 8601 string. */
  iso(): string {
    return new Date(this.#now).toISOString();
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
  }

  #remove(id: TimerId): Timer | undefined {
    const index = this.#timers.findIndex((timer) => timer.id === id);
    if (index === -1) return undefined;
    return this.#timers.splice(index, 1)[0];
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
   * Moves the clock forward by `ms`, running every timer due by the new instant (including timers
   * those timers schedule) in time order. Resolves with the new instant. Calls are serialised.
   * When timers throw, the others still run and the promise rejects with {@link TimerFailures}.
   */
  advance(ms: number): Promise<number> {
    if (!Number.isFinite(ms) || ms < 0) {
      return Promise.reject(new RangeError(`advance() takes a non-negative number of ms, got ${ms}`));
    }
    if (this.#now + ms > MAX_INSTANT_MS) {
      return Promise.reject(new RangeError(`advance(${ms}) would move the clock past the largest date`));
    }
    const run = this.#queue.then(() => this.#runUntil(this.#now + ms));
    this.#queue = run.catch(() => undefined);
    return run;
  }

  async #runUntil(target: number): Promise<number> {
    const failures: unknown[] = [];
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
    if (failures.length > 0) {
      throw new TimerFailures(failures, `${failures.length} timer(s) failed while advancing the clock`);
    }
    return this.#now;
  }

  /** Sets the instant and drops every pending timer (reset and restore). */
  reset(nowMs: number): void {
    if (this.#journal?.open === true) {
      const now = this.#now;
      const timers = this.#timers;
      this.#journal.record(() => {
        this.#now = now;
        this.#timers = timers;
      });
    }
    this.#now = nowMs;
    this.#timers = [];
  }
}
