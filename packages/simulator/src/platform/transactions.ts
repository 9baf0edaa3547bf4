/**
 * Every request is a transaction: requests (and jobs run by the clock) take one lock per
 * simulator, so they run one at a time; while one runs, every write to the store and the clock
 * records its inverse in the journal, and a request that ends in an error status or throws is
 * undone, seeded random state included. Side effects that leave the simulator (webhook POSTs)
 * are queued with {@link Transactions.afterCommit} and run once the lock is released, so a
 * receiver may call the simulator back without waiting on the lock its trigger holds.
 */
import { Journal } from '../kernel/journal.js';

/** Captures one piece of state outside the tables; the returned function puts it back. */
export type Savepoint = () => () => void;

/** Work that runs once its transaction committed and the lock is free. */
export type Effect = () => void | Promise<void>;

/** Options of {@link Transactions.run}. */
export interface RunOptions<T> {
  /** Whether the result is kept; `false` undoes the transaction (an error response). */
  readonly keep?: (result: T) => boolean;
}

/**
 * The lock and journal of one simulator.
 *
 * @example
 * ```ts
 * const response = await transactions.run(() => handle(request), { keep: (r) => r.status < 400 });
 * ```
 */
export class Transactions {
  readonly journal = new Journal();
  readonly #savepoints: Savepoint[] = [];
  readonly #commitHooks: Array<() => void> = [];
  #tail: Promise<void> = Promise.resolve();
  #effects: Effect[] | null = null;
  #waiting = 0;

  /** Whether a transaction is open now. */
  get active(): boolean {
    return this.journal.open;
  }

  /** How many transactions wait for the lock. */
  get waiting(): number {
    return this.#waiting;
  }

  /** Registers state (outside the tables) that a rollback restores. */
  addSavepoint(savepoint: Savepoint): void {
    this.#savepoints.push(savepoint);
  }

  /** Registers work run after every commit, still under the lock but outside the journal. */
  onCommit(hook: () => void): void {
    this.#commitHooks.push(hook);
  }

  /**
   * Queues an effect to run after the open transaction commits (dropped when it rolls back);
   * without an open transaction the effect starts at once.
   */
  afterCommit(effect: Effect): void {
    if (this.#effects) this.#effects.push(effect);
    else void Promise.resolve().then(effect);
  }

  /**
   * Runs `work` alone, as one transaction: committed when it returns a result `keep` accepts,
   * undone when it throws or `keep` refuses. Resolves once its after-commit effects are done.
   * Never call it from inside a transaction (it would wait on itself).
   */
  async run<T>(work: () => T | Promise<T>, options: RunOptions<T> = {}): Promise<T> {
    const release = await this.#acquire();
    let effects: Effect[] = [];
    let result: T;
    try {
      this.journal.begin();
      this.#effects = effects;
      const restores = this.#savepoints.map((save) => save());
      const undo = () => {
        this.journal.rollback();
        for (const restore of restores) restore();
        effects = [];
      };
      try {
        result = await work();
      } catch (error) {
        undo();
        throw error;
      }
      if (options.keep && !options.keep(result)) undo();
      else {
        this.journal.commit();
        for (const hook of this.#commitHooks) hook();
      }
    } finally {
      if (this.journal.open) this.journal.rollback();
      this.#effects = null;
      release();
    }
    for (const effect of effects) await effect();
    return result;
  }

  async #acquire(): Promise<() => void> {
    const previous = this.#tail;
    let release!: () => void;
    this.#tail = new Promise<void>((resolve) => {
      release = resolve;
    });
    this.#waiting += 1;
    try {
      await previous;
    } finally {
      this.#waiting -= 1;
    }
    return release;
  }
}
