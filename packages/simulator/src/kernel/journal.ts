/**
 * An undo journal. While a transaction is open, every write to a table (and to the clock's
 * timers) records its exact inverse here; a rollback applies them newest first, so the store
 * ends exactly as the transaction found it, insertion order and index order included. Outside a
 * transaction nothing is recorded.
 */

/** Undoes one write. */
export type Undo = () => void;

/**
 * The journal of one simulator.
 *
 * @example
 * ```ts
 * const journal = new Journal();
 * journal.begin();
 * table.insert(row); // records "delete row"
 * journal.rollback(); // the row is gone again
 * ```
 */
export class Journal {
  #entries: Undo[] | null = null;

  /** Whether a transaction is open. */
  get open(): boolean {
    return this.#entries !== null;
  }

  /** How many inverse operations the open transaction holds. */
  get size(): number {
    return this.#entries?.length ?? 0;
  }

  /** Opens a transaction; throws when one is open already. */
  begin(): void {
    if (this.#entries !== null) throw new Error('A transaction is already open');
    this.#entries = [];
  }

  /** Records the inverse of a write, when a transaction is open. */
  record(undo: Undo): void {
    this.#entries?.push(undo);
  }

  /** Undoes the writes recorded after `mark` (an earlier {@link Journal.size}), newest first. */
  rollbackTo(mark: number): void {
    const entries = this.#entries;
    if (!entries) return;
    const undone = entries.splice(mark);
    for (let index = undone.length - 1; index >= 0; index -= 1) (undone[index] as Undo)();
  }

  /**
   * Runs `work` without recording its writes, so they survive a rollback of the open transaction
   * (a failure that must still count, such as a wrong OTP attempt). Do not mix such writes with
   * recorded writes of the same row in one transaction.
   */
  suspend<T>(work: () => T): T {
    const entries = this.#entries;
    this.#entries = null;
    try {
      return work();
    } finally {
      this.#entries = entries;
    }
  }

  /** Keeps every write of the open transaction. */
  commit(): void {
    this.#entries = null;
  }

  /** Undoes every write of the open transaction, newest first. */
  rollback(): void {
    const entries = this.#entries;
    this.#entries = null;
    if (!entries) return;
    for (let index = entries.length - 1; index >= 0; index -= 1) (entries[index] as Undo)();
  }
}

/** Something whose writes a {@link Journal} can undo. */
export interface Journaled {
  /** Attaches (or detaches, with `null`) the journal writes are recorded in. */
  attachJournal(journal: Journal | null): void;
}
