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
  /** Whether a transaction holds the lock. */
  #held = false;
  /** Who waits for the lock, first come first served; each is handed the lock by its release. */
  readonly #queue: Array<() => void> = [];
  #effects: Effect[] | null = null;

  /** Whether a transaction is open now. */
  get active(): boolean {
    return this.journal.open;
  }

  /** How many transactions wait for the lock. */
  get waiting(): number {
    return this.#queue.length;
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
    return await this.runNow(work, options);
  }

  /**
   * {@link Transactions.run}, without a promise when none is needed: when the lock is free and
   * `work` returns a value (not a promise) and no after-commit effect was queued, the whole
   * transaction (lock, journal, commit or undo) happens before this returns, and so does the
   * result. Otherwise it returns the promise `run` would. Nothing else can run in between a
   * transaction that never awaits, so running it at once is the order the lock gives it.
   */
  runNow<T>(work: () => T | Promise<T>, options: RunOptions<T> = {}): T | Promise<T> {
    if (this.#held || this.#queue.length > 0) return this.#queued(work, options);
    this.#held = true;
    return this.#start(work, options);
  }

  /** Waits for the lock, then runs the transaction. */
  async #queued<T>(work: () => T | Promise<T>, options: RunOptions<T>): Promise<T> {
    await new Promise<void>((resolve) => {
      this.#queue.push(resolve);
    });
    return await this.#start(work, options);
  }

  /** Runs a transaction once the caller holds the lock; the lock is released when it ends. */
  #start<T>(work: () => T | Promise<T>, options: RunOptions<T>): T | Promise<T> {
    let open: Open;
    try {
      open = this.#begin();
    } catch (error) {
      this.#release();
      throw error;
    }
    let result: T | Promise<T>;
    try {
      result = work();
    } catch (error) {
      this.#abandon(open);
      throw error;
    }
    if (isPromiseLike(result)) return this.#settle(result, open, options);
    const effects = this.#close(open, result, options);
    return effects.length === 0 ? result : runEffects(effects, result);
  }

  /** Finishes a transaction whose work returned a promise: the lock is held until it settles. */
  async #settle<T>(pending: PromiseLike<T>, open: Open, options: RunOptions<T>): Promise<T> {
    let result: T;
    try {
      result = await pending;
    } catch (error) {
      this.#abandon(open);
      throw error;
    }
    return await runEffects(this.#close(open, result, options), result);
  }

  /** Undoes the open transaction and releases the lock. */
  #abandon(open: Open): void {
    try {
      this.#undo(open);
    } finally {
      this.#release();
    }
  }

  /** Commits or undoes the open transaction and releases the lock; the effects to run after. */
  #close<T>(open: Open, result: T, options: RunOptions<T>): readonly Effect[] {
    try {
      return this.#end(open, result, options);
    } finally {
      this.#release();
    }
  }

  /** Opens the journal and captures the savepoints; the caller holds the lock. */
  #begin(): Open {
    this.journal.begin();
    const effects: Effect[] = [];
    this.#effects = effects;
    const savepoints = this.#savepoints;
    const restores: Array<() => void> = [];
    try {
      for (const save of savepoints) restores.push(save());
    } catch (error) {
      this.journal.rollback();
      this.#effects = null;
      throw error;
    }
    return { effects, restores };
  }

  /** Commits (with the commit hooks) or undoes the open transaction; the effects to run after. */
  #end<T>(open: Open, result: T, options: RunOptions<T>): readonly Effect[] {
    if (options.keep && !options.keep(result)) {
      this.#undo(open);
      return [];
    }
    try {
      this.journal.commit();
      for (const hook of this.#commitHooks) hook();
    } finally {
      if (this.journal.open) this.journal.rollback();
      this.#effects = null;
    }
    return open.effects;
  }

  /** Undoes the open transaction: its writes, its savepoints, its queued effects. */
  #undo(open: Open): void {
    try {
      this.journal.rollback();
      for (const restore of open.restores) restore();
    } finally {
      this.#effects = null;
    }
  }

  /** Hands the lock to the first waiter, or frees it. */
  #release(): void {
    const next = this.#queue.shift();
    if (next) next();
    else this.#held = false;
  }
}

/** The journal's open transaction: its after-commit effects and the restores of its savepoints. */
interface Open {
  readonly effects: Effect[];
  readonly restores: ReadonlyArray<() => void>;
}

/** Whether a value is a promise (or any thenable): what `await` would wait on. */
export const isPromiseLike = <T>(value: T | PromiseLike<T>): value is PromiseLike<T> =>
  typeof (value as { then?: unknown } | null)?.then === 'function';

async function runEffects<T>(effects: readonly Effect[], result: T): Promise<T> {
  for (const effect of effects) await effect();
  return result;
}
