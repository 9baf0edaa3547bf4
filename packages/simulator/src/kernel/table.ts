/**
 * One in-memory table: rows by primary key, in insertion order, plus secondary indexes so a
 * lookup by team, profile, user, app or e-mail costs what it returns, not the table size.
 */

import type { Journal, Journaled, Undo } from './journal.js';
import type { RowSchema } from './row-schema.js';

/** What an index reads from a row: one value, several, or none (the row is not indexed). */
export type IndexValue = string | readonly string[] | null | undefined;

/** How a table keys and indexes its rows. */
export interface TableDefinition<Row, Index extends string> {
  readonly name: string;
  /** The primary key of a row. */
  readonly key: (row: Row) => string;
  /**
   * The schema of a row as the simulator writes it (see `rowSchema`): a restored state is checked
   * against it, field by field, before the table takes any row.
   */
  readonly row: RowSchema;
  /** Secondary indexes by name. */
  readonly indexes?: { readonly [Name in Index]: (row: Row) => IndexValue };
  /**
   * Whether the key is a credential (a session token, the token of a signed URL): messages then
   * name a row by its place, never by its key.
   */
  readonly secretKey?: boolean;
}

const valuesOf = (value: IndexValue): readonly string[] =>
  value === null || value === undefined ? [] : typeof value === 'string' ? [value] : value;

/** The rows and indexes a content stages, built once. */
interface StagedContent<Row, Index extends string> {
  readonly name: string;
  /** Kept for later stagings of the same frozen content; copied on install. */
  readonly shared: boolean;
  readonly rows: Map<string, Row>;
  readonly indexes: Map<Index, Map<string, Set<string>>>;
}

/** Built contents of frozen row arrays, by array. */
const BUILT = new WeakMap<readonly object[], StagedContent<object, string>>();

const copyIndexes = <Index extends string>(indexes: Map<Index, Map<string, Set<string>>>) => {
  const copy = new Map<Index, Map<string, Set<string>>>();
  for (const [name, values] of indexes) {
    const target = new Map<string, Set<string>>();
    for (const [value, keys] of values) target.set(value, new Set(keys));
    copy.set(name, target);
  }
  return copy;
};

/**
 * A typed table.
 *
 * @example
 * ```ts
 * const users = new Table<UserRow, 'byEmail'>({
 *   name: 'users',
 *   key: (row) => row.id,
 *   row: userRowSchema,
 *   indexes: { byEmail: (row) => row.email },
 * });
 * users.insert(row);
 * users.first('byEmail', 'ana@example.com');
 * ```
 */
export class Table<Row extends object, Index extends string = never> implements Journaled {
  readonly name: string;
  /** The schema of a row (built on first call). */
  readonly rowSchema: RowSchema;
  /** Whether the key is a credential, kept out of messages (see `describeKey`). */
  readonly secretKey: boolean;
  readonly #key: (row: Row) => string;
  readonly #indexers: ReadonlyArray<readonly [Index, (row: Row) => IndexValue]>;
  #rows = new Map<string, Row>();
  #indexes = new Map<Index, Map<string, Set<string>>>();
  #journal: Journal | null = null;
  #changes = 0;

  constructor(definition: TableDefinition<Row, Index>) {
    this.name = definition.name;
    this.rowSchema = definition.row;
    this.secretKey = definition.secretKey === true;
    this.#key = definition.key;
    this.#indexers = Object.entries(definition.indexes ?? {}) as Array<[Index, (row: Row) => IndexValue]>;
    for (const [name] of this.#indexers) this.#indexes.set(name, new Map());
  }

  /** Records the inverse of every write in `journal` while it has a transaction open. */
  attachJournal(journal: Journal | null): void {
    this.#journal = journal;
  }

  /** Whether writes are being journaled now (subclasses record their own inverses then). */
  protected get journaling(): boolean {
    return this.#journal?.open === true;
  }

  /** Records the inverse of a subclass's write while a transaction is open. */
  protected recordUndo(undo: Undo): void {
    if (this.#journal?.open === true) this.#journal.record(undo);
  }

  /**
   * Runs `work` on this table with its writes kept even when the request fails and is rolled
   * back (a failed attempt that must count). See `Journal.suspend`.
   */
  durable<T>(work: (table: this) => T): T {
    const journal = this.#journal;
    return journal ? journal.suspend(() => work(this)) : work(this);
  }

  /** Number of rows. */
  get size(): number {
    return this.#rows.size;
  }

  /** How many writes (insert, upsert, update, delete, clear) the table has seen; only grows. */
  get changes(): number {
    return this.#changes;
  }

  /** The primary key of a row. */
  keyOf(row: Row): string {
    return this.#key(row);
  }

  /** A key as a message shows it: quoted, or `[redacted]` when the table's keys are credentials. */
  describeKey(key: string): string {
    return this.secretKey ? '[redacted]' : JSON.stringify(key);
  }

  /** The row with this key. */
  get(key: string): Row | undefined {
    return this.#rows.get(key);
  }

  has(key: string): boolean {
    return this.#rows.has(key);
  }

  /** Adds a row; throws when its key is taken. */
  insert(row: Row): Row {
    const key = this.#key(row);
    if (this.#rows.has(key)) throw new Error(`Duplicate key ${this.describeKey(key)} in table ${this.name}`);
    this.#changes += 1;
    this.#rows.set(key, row);
    this.recordUndo(() => this.#rows.delete(key));
    this.#addToIndexes(key, row);
    return row;
  }

  /** Adds or replaces a row. */
  upsert(row: Row): Row {
    const key = this.#key(row);
    const previous = this.#rows.get(key);
    if (previous) this.#removeFromIndexes(key, previous);
    this.#changes += 1;
    this.#rows.set(key, row);
    this.recordUndo(previous ? () => this.#rows.set(key, previous) : () => this.#rows.delete(key));
    this.#addToIndexes(key, row);
    return row;
  }

  /**
   * Replaces a row with a patched copy (the primary key cannot change); throws when absent.
   */
  update(key: string, patch: Partial<Row> | ((row: Row) => Row)): Row {
    const previous = this.#rows.get(key);
    if (!previous) throw new Error(`No row ${this.describeKey(key)} in table ${this.name}`);
    const next = typeof patch === 'function' ? patch(previous) : { ...previous, ...patch };
    if (this.#key(next) !== key) throw new Error(`The key of a row in table ${this.name} cannot change`);
    this.#changes += 1;
    this.#rows.set(key, next);
    this.recordUndo(() => this.#rows.set(key, previous));
    for (const [name, read] of this.#indexers) {
      const before = valuesOf(read(previous));
      const after = valuesOf(read(next));
      for (const value of before) if (!after.includes(value)) this.#unindex(name, value, key);
      for (const value of after) if (!before.includes(value)) this.#index(name, value, key);
    }
    return next;
  }

  /** Removes a row; returns whether it existed. */
  delete(key: string): boolean {
    const previous = this.#rows.get(key);
    if (!previous) return false;
    this.#changes += 1;
    this.#removeFromIndexes(key, previous);
    if (this.journaling) {
      // Put the row back where it was: rebuild the order the table had before the delete.
      const order = [...this.#rows.keys()];
      this.recordUndo(() => {
        const rows = this.#rows;
        const current = new Map(rows);
        rows.clear();
        for (const other of order) rows.set(other, other === key ? previous : (current.get(other) as Row));
      });
    }
    this.#rows.delete(key);
    return true;
  }

  /** Rows whose index `index` holds `value`, in insertion order. */
  by(index: Index, value: string): Row[] {
    const keys = this.#indexes.get(index)?.get(value);
    if (!keys) return [];
    const rows: Row[] = [];
    for (const key of keys) {
      const row = this.#rows.get(key);
      if (row) rows.push(row);
    }
    return rows;
  }

  /** The first row whose index `index` holds `value`. */
  first(index: Index, value: string): Row | undefined {
    const keys = this.#indexes.get(index)?.get(value);
    if (!keys) return undefined;
    for (const key of keys) return this.#rows.get(key);
    return undefined;
  }

  /** How many rows the index holds for `value`. */
  count(index: Index, value: string): number {
    return this.#indexes.get(index)?.get(value)?.size ?? 0;
  }

  /** Every row, in insertion order. */
  all(): Row[] {
    return [...this.#rows.values()];
  }

  /** Removes every row. */
  clear(): void {
    this.#changes += 1;
    if (this.journaling) {
      const rows = this.#rows;
      const indexes = this.#indexes;
      this.#rows = new Map();
      this.#indexes = new Map();
      for (const [name] of this.#indexers) this.#indexes.set(name, new Map());
      this.recordUndo(() => {
        this.#rows = rows;
        this.#indexes = indexes;
      });
      return;
    }
    this.#rows.clear();
    for (const index of this.#indexes.values()) index.clear();
  }

  /**
   * Removes up to `count` of the oldest rows (the first in insertion order), outside any
   * transaction; returns how many went. Retention uses it to keep journals bounded.
   */
  dropOldest(count: number, keep?: (row: Row) => boolean): number {
    let dropped = 0;
    for (const [key, row] of this.#rows) {
      if (dropped >= count) break;
      if (keep?.(row)) continue;
      this.delete(key);
      dropped += 1;
    }
    return dropped;
  }

  /**
   * Builds the content of `rows` aside (keys checked, indexes built) and returns the function
   * that installs it in one step; until then the table is unchanged, so a restore of many tables
   * is all or nothing. Installing returns the function that puts the former content back. The
   * rows are kept as they are, not copied. Installing inside a transaction is journaled like any
   * other write: a rollback puts the former content back.
   *
   * @example
   * ```ts
   * const install = table.stage(rows); // throws on a duplicate key; nothing changed yet
   * const undo = install();
   * ```
   */
  stage(rows: readonly Row[]): () => () => void {
    const built = this.#built(rows);
    return () => {
      const before = { rows: this.#rows, indexes: this.#indexes };
      const putBack = () => {
        this.#rows = before.rows;
        this.#indexes = before.indexes;
      };
      // A frozen content is shared: the table gets its own copy of the maps it will change.
      this.#rows = built.shared ? new Map(built.rows) : built.rows;
      this.#indexes = built.shared ? copyIndexes(built.indexes) : built.indexes;
      this.#changes += 1;
      this.recordUndo(putBack);
      return () => {
        putBack();
        this.#changes += 1;
      };
    };
  }

  /**
   * The rows and indexes of a content, built with this table's key and indexes. A frozen array
   * (a seed's content, shared between simulators) is built once per table name and kept with
   * the array; installing it copies the maps, which costs far less than indexing every row again.
   */
  #built(rows: readonly Row[]): StagedContent<Row, Index> {
    const frozen = Object.isFrozen(rows);
    const cached = frozen ? (BUILT.get(rows) as StagedContent<Row, Index> | undefined) : undefined;
    if (cached?.name === this.name) return cached;
    const staged = new Table<Row, Index>({
      name: this.name,
      key: this.#key,
      row: this.rowSchema,
      secretKey: this.secretKey,
      indexes: Object.fromEntries(this.#indexers) as TableDefinition<Row, Index>['indexes'] & object,
    });
    for (const row of rows) staged.insert(row);
    const built = { name: this.name, shared: frozen, rows: staged.#rows, indexes: staged.#indexes };
    if (frozen) BUILT.set(rows, built);
    return built;
  }

  /** Replaces the content with `rows` (restore). */
  load(rows: readonly Row[]): void {
    this.clear();
    for (const row of rows) this.insert(row);
  }

  #addToIndexes(key: string, row: Row): void {
    for (const [name, read] of this.#indexers) {
      // A single value (the common case) is indexed without an array around it.
      const value = read(row);
      if (typeof value === 'string') this.#index(name, value, key);
      else for (const each of valuesOf(value)) this.#index(name, each, key);
    }
  }

  #removeFromIndexes(key: string, row: Row): void {
    for (const [name, read] of this.#indexers) {
      for (const value of valuesOf(read(row))) this.#unindex(name, value, key);
    }
  }

  #index(name: Index, value: string, key: string): void {
    const index = this.#indexes.get(name) as Map<string, Set<string>>;
    let keys = index.get(value);
    if (!keys) {
      keys = new Set();
      index.set(value, keys);
    }
    const size = keys.size;
    keys.add(key);
    if (keys.size === size) return;
    this.recordUndo(() => {
      const current = this.#indexes.get(name) as Map<string, Set<string>>;
      const set = current.get(value);
      if (!set) return;
      set.delete(key);
      if (set.size === 0) current.delete(value);
    });
  }

  #unindex(name: Index, value: string, key: string): void {
    const index = this.#indexes.get(name) as Map<string, Set<string>>;
    const keys = index.get(value);
    if (!keys?.has(key)) return;
    if (this.journaling) {
      const before = [...keys];
      this.recordUndo(() => {
        (this.#indexes.get(name) as Map<string, Set<string>>).set(value, new Set(before));
      });
    }
    keys.delete(key);
    if (keys.size === 0) index.delete(value);
  }
}
