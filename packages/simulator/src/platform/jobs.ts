/**
 * Durable timers: work of a named kind due at an instant, stored in the `jobs` table so
 * snapshots keep it, and run by the virtual clock. Areas register the kinds they schedule.
 */
import type { VirtualClock } from '../kernel/clock.js';
import type { Ids } from '../kernel/ids.js';
import type { JsonValue } from '../kernel/json.js';
import type { JobRow, Store } from './database.js';
import type { Transactions } from './transactions.js';

/** Runs one job. */
export type JobRunner = (payload: JsonValue) => void | Promise<void>;

/**
 * Schedules and runs durable jobs.
 *
 * @example
 * ```ts
 * jobs.define('ramp.progress', (payload) => advanceOrder(payload));
 * jobs.schedule('ramp.progress', clock.now() + 60_000, { orderId });
 * await clock.advance(60_000); // runs it
 * ```
 */
export class Jobs {
  readonly #store: Store;
  readonly #clock: VirtualClock;
  readonly #ids: Ids;
  readonly #transactions: Transactions;
  readonly #runners = new Map<string, JobRunner>();
  #seq = 0;

  constructor(store: Store, clock: VirtualClock, ids: Ids, transactions: Transactions) {
    this.#store = store;
    this.#clock = clock;
    this.#ids = ids;
    this.#transactions = transactions;
    transactions.addSavepoint(() => {
      const seq = this.#seq;
      return () => {
        this.#seq = seq;
      };
    });
  }

  /** Registers the runner of a kind. */
  define(kind: string, runner: JobRunner): void {
    if (this.#runners.has(kind)) throw new Error(`Job kind "${kind}" is defined twice`);
    this.#runners.set(kind, runner);
  }

  /** Schedules a job of a defined kind at `atMs` (epoch ms). */
  schedule(kind: string, atMs: number, payload: JsonValue = null): JobRow {
    if (!this.#runners.has(kind)) throw new Error(`Unknown job kind "${kind}"`);
    const row = this.#store.jobs.insert({
      id: this.#ids.prefixed('job'),
      kind,
      at: atMs,
      seq: this.#seq++,
      payload,
    });
    this.#arm(row);
    return row;
  }

  /** Cancels a pending job; returns whether it was pending. */
  cancel(id: string): boolean {
    return this.#store.jobs.delete(id);
  }

  /** Pending jobs, optionally of one kind. */
  pending(kind?: string): JobRow[] {
    return kind === undefined ? this.#store.jobs.all() : this.#store.jobs.by('byKind', kind);
  }

  /** Re-arms every stored job on the clock (after a restore; the clock must have been reset). */
  rearm(): void {
    const rows = [...this.#store.jobs.all()].sort((a, b) => a.at - b.at || a.seq - b.seq);
    this.#seq = rows.reduce((max, row) => Math.max(max, row.seq + 1), 0);
    for (const row of rows) this.#arm(row);
  }

  #arm(row: JobRow): void {
    this.#clock.schedule(row.at, () => this.#run(row));
  }

  /**
   * Runs a due job as its own transaction (it waits for the request in flight). A runner that
   * throws has its writes undone; the job is gone either way, and the error goes to the clock.
   */
  async #run(row: JobRow): Promise<void> {
    let failure: { readonly error: unknown } | undefined;
    await this.#transactions.run(async () => {
      if (this.#store.jobs.get(row.id) !== row) return;
      this.#store.jobs.delete(row.id);
      const runner = this.#runners.get(row.kind);
      if (!runner) {
        failure = { error: new Error(`Unknown job kind "${row.kind}"`) };
        return;
      }
      const mark = this.#transactions.journal.size;
      try {
        await runner(row.payload);
      } catch (error) {
        this.#transactions.journal.rollbackTo(mark);
        failure = { error };
      }
    });
    if (failure) throw failure.error;
  }
}
