/**
 * The notifications table: rows by sort key plus, per team, the sort keys in order, so a page
 * newest first costs what it returns (a binary search for the cursor, then the page itself).
 */
import type { NotificationRow } from './rows.js';
import { Table } from './table.js';

/** Prefix of every notification sort key. */
export const NOTIFICATION_KEY_PREFIX = 'NOTIF';

/** Width of the sequence number in a sort key, so keys of one instant sort as numbers. */
const SEQUENCE_WIDTH = 10;

/** One page of a team's notifications, newest first. */
export interface NotificationPage {
  readonly items: NotificationRow[];
  /** The sort key of the page's last item when older notifications follow; absent otherwise. */
  readonly lastEvaluatedKey?: string;
}

/** Index of the first key not below `key` in an ascending array. */
function lowerBound(keys: readonly string[], key: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((keys[middle] as string) < key) low = middle + 1;
    else high = middle;
  }
  return low;
}

const sequenceOf = (sortKey: string): number => {
  const value = Number(sortKey.slice(sortKey.lastIndexOf('#') + 1));
  return Number.isSafeInteger(value) ? value : 0;
};

/**
 * The table of team notifications, keyed by sort key `NOTIF#<ISO instant>#<sequence>`.
 *
 * @example
 * ```ts
 * const row = store.notifications.insert({ ...fields, SK: store.notifications.nextSortKey(clock.iso()) });
 * const page = store.notifications.page(teamId, { limit: 20 });
 * store.notifications.page(teamId, { limit: 20, exclusiveStartKey: page.lastEvaluatedKey });
 * ```
 */
export class NotificationTable extends Table<NotificationRow, 'byTeam'> {
  /** Sort keys of each team, ascending. */
  readonly #sorted = new Map<string, string[]>();
  /** The highest sequence number of a stored sort key. */
  #sequence = 0;

  constructor() {
    super({ name: 'notifications', key: (row) => row.SK, indexes: { byTeam: (row) => row.teamId } });
  }

  /** A new sort key at the instant `at`, after every key made before it. */
  nextSortKey(at: string): string {
    this.#sequence += 1;
    return `${NOTIFICATION_KEY_PREFIX}#${at}#${String(this.#sequence).padStart(SEQUENCE_WIDTH, '0')}`;
  }

  /**
   * A page of a team's notifications, newest first, starting after `exclusiveStartKey` (any
   * string: the notifications whose sort key sorts before it follow).
   */
  page(
    teamId: string,
    options: { readonly limit: number; readonly exclusiveStartKey?: string | undefined },
  ): NotificationPage {
    const keys = this.#sorted.get(teamId) ?? [];
    const end =
      options.exclusiveStartKey === undefined ? keys.length : lowerBound(keys, options.exclusiveStartKey);
    const start = Math.max(0, end - options.limit);
    const items: NotificationRow[] = [];
    for (let index = end - 1; index >= start; index -= 1) {
      const row = this.get(keys[index] as string);
      if (row) items.push(row);
    }
    const last = items.at(-1);
    return start > 0 && last ? { items, lastEvaluatedKey: last.SK } : { items };
  }

  override insert(row: NotificationRow): NotificationRow {
    super.insert(row);
    this.#add(row);
    return row;
  }

  override upsert(row: NotificationRow): NotificationRow {
    const previous = this.get(this.keyOf(row));
    super.upsert(row);
    if (previous) this.#remove(previous);
    this.#add(row);
    return row;
  }

  override update(
    key: string,
    patch: Partial<NotificationRow> | ((row: NotificationRow) => NotificationRow),
  ): NotificationRow {
    const previous = this.get(key);
    const next = super.update(key, patch);
    if (previous && previous.teamId !== next.teamId) {
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
    this.#sorted.clear();
    this.#sequence = 0;
  }

  #add(row: NotificationRow): void {
    this.#sequence = Math.max(this.#sequence, sequenceOf(row.SK));
    let keys = this.#sorted.get(row.teamId);
    if (!keys) {
      keys = [];
      this.#sorted.set(row.teamId, keys);
    }
    const last = keys.at(-1);
    if (last === undefined || last < row.SK) keys.push(row.SK);
    else keys.splice(lowerBound(keys, row.SK), 0, row.SK);
  }

  #remove(row: NotificationRow): void {
    const keys = this.#sorted.get(row.teamId);
    if (!keys) return;
    const index = lowerBound(keys, row.SK);
    if (keys[index] === row.SK) keys.splice(index, 1);
    if (keys.length === 0) this.#sorted.delete(row.teamId);
  }
}
