/**
 * A table whose rows are also kept, per group (a team), in the order of their primary keys, so a
 * page newest first costs what it returns: a binary search for the cursor, then the page itself.
 * Cursor lists (team activity, notifications) are built on it.
 */
import { Table, type TableDefinition } from './table.js';

/** One page of a group, newest first. */
export interface OrderedPage<Row> {
  readonly items: Row[];
  /** The key of the page's last item when older rows follow; absent on the last page. */
  readonly lastEvaluatedKey?: string;
}

/** Options of {@link OrderedTable.page}. */
export interface OrderedPageOptions<Row> {
  readonly limit: number;
  /** Rows whose key sorts before this one follow (any non-blank string works as a cursor). */
  readonly exclusiveStartKey?: string | undefined;
  /** Only rows that pass; the scan then costs what it reads until the page is full. */
  readonly filter?: ((row: Row) => boolean) | undefined;
}

/** Index of the first key not below `key` in an ascending array. */
export function lowerBound(keys: readonly string[], key: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((keys[middle] as string) < key) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * A table with rows ordered by primary key within each group.
 *
 * @example
 * ```ts
 * const activity = new OrderedTable<ActivityRow, 'byTeam'>({
 *   name: 'activity',
 *   key: (row) => row.SK,
 *   group: (row) => row.TeamId,
 *   indexes: { byTeam: (row) => row.TeamId },
 * });
 * const first = activity.page(teamId, { limit: 50 });
 * activity.page(teamId, { limit: 50, exclusiveStartKey: first.lastEvaluatedKey });
 * ```
 */
export class OrderedTable<Row extends object, Index extends string = never> extends Table<Row, Index> {
  readonly #group: (row: Row) => string;
  /** Keys of each group, ascending. */
  #sorted = new Map<string, string[]>();

  constructor(definition: TableDefinition<Row, Index> & { readonly group: (row: Row) => string }) {
    super(definition);
    this.#group = definition.group;
  }

  /** A page of a group, newest (highest key) first. */
  page(group: string, options: OrderedPageOptions<Row>): OrderedPage<Row> {
    const keys = this.#sorted.get(group) ?? [];
    // An empty cursor (`exclusiveStartKey=`) is no cursor: the first page, not the end of the list.
    const start = options.exclusiveStartKey?.trim() ? options.exclusiveStartKey : undefined;
    let index = (start === undefined ? keys.length : lowerBound(keys, start)) - 1;
    const items: Row[] = [];
    for (; index >= 0 && items.length < options.limit; index -= 1) {
      const row = this.get(keys[index] as string);
      if (row && (!options.filter || options.filter(row))) items.push(row);
    }
    const last = items.at(-1);
    if (!last || items.length < options.limit) return { items };
    // A cursor only when a further row (that passes the filter) exists.
    for (; index >= 0; index -= 1) {
      const row = this.get(keys[index] as string);
      if (row && (!options.filter || options.filter(row)))
        return { items, lastEvaluatedKey: this.keyOf(last) };
    }
    return { items };
  }

  override insert(row: Row): Row {
    super.insert(row);
    this.#add(row);
    return row;
  }

  override upsert(row: Row): Row {
    const previous = this.get(this.keyOf(row));
    super.upsert(row);
    if (previous) this.#remove(previous);
    this.#add(row);
    return row;
  }

  override update(key: string, patch: Partial<Row> | ((row: Row) => Row)): Row {
    const previous = this.get(key);
    const next = super.update(key, patch);
    if (previous && this.#group(previous) !== this.#group(next)) {
      this.#remove(previous);
      this.#add(next);
    }
    return next;
  }

  override delete(key: string): boolean {
    const previous = this.get(key);
    const deleted = super.delete(key);
    if (previous) this.#remove(previous);
    return deleted;
  }

  override clear(): void {
    super.clear();
    if (this.journaling) {
      const sorted = this.#sorted;
      this.#sorted = new Map();
      this.recordUndo(() => {
        this.#sorted = sorted;
      });
      return;
    }
    this.#sorted.clear();
  }

  override stage(rows: readonly Row[]): () => () => void {
    const install = super.stage(rows);
    const sorted = new Map<string, string[]>();
    for (const row of rows) {
      const group = this.#group(row);
      let keys = sorted.get(group);
      if (!keys) {
        keys = [];
        sorted.set(group, keys);
      }
      keys.push(this.keyOf(row));
    }
    for (const keys of sorted.values()) keys.sort();
    return () => {
      const before = this.#sorted;
      const undo = install();
      this.#sorted = sorted;
      this.recordUndo(() => {
        this.#sorted = before;
      });
      return () => {
        undo();
        this.#sorted = before;
      };
    };
  }

  #add(row: Row): void {
    const group = this.#group(row);
    const key = this.keyOf(row);
    if (this.#addKey(group, key)) this.recordUndo(() => this.#removeKey(group, key));
  }

  #remove(row: Row): void {
    const group = this.#group(row);
    const key = this.keyOf(row);
    if (this.#removeKey(group, key)) this.recordUndo(() => this.#addKey(group, key));
  }

  #addKey(group: string, key: string): boolean {
    let keys = this.#sorted.get(group);
    if (!keys) {
      keys = [];
      this.#sorted.set(group, keys);
    }
    const last = keys.at(-1);
    if (last === undefined || last < key) keys.push(key);
    else {
      const index = lowerBound(keys, key);
      if (keys[index] === key) return false;
      keys.splice(index, 0, key);
    }
    return true;
  }

  #removeKey(group: string, key: string): boolean {
    const keys = this.#sorted.get(group);
    if (!keys) return false;
    const index = lowerBound(keys, key);
    const found = keys[index] === key;
    if (found) keys.splice(index, 1);
    if (keys.length === 0) this.#sorted.delete(group);
    return found;
  }
}
