/**
 * The notifications table: an ordered table grouped by team, whose sort keys carry the instant
 * and a sequence number, so a page newest first costs what it returns.
 */
import { OrderedTable } from '../../kernel/ordered-table.js';
import type { NotificationRow } from '../../platform/rows.js';

/** Prefix of every notification sort key. */
export const NOTIFICATION_KEY_PREFIX = 'NOTIF';

/** Width of the sequence number in a sort key, so keys of one instant sort as numbers. */
const SEQUENCE_WIDTH = 10;

export type { OrderedPage as NotificationPage } from '../../kernel/ordered-table.js';

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
export class NotificationTable extends OrderedTable<NotificationRow, 'byTeam'> {
  /** The highest sequence number of a stored sort key. */
  #sequence = 0;

  constructor() {
    super({
      name: 'notifications',
      key: (row) => row.SK,
      group: (row) => row.teamId,
      indexes: { byTeam: (row) => row.teamId },
    });
  }

  /** A new sort key at the instant `at`, after every key made before it. */
  nextSortKey(at: string): string {
    this.#setSequence(this.#sequence + 1);
    return `${NOTIFICATION_KEY_PREFIX}#${at}#${String(this.#sequence).padStart(SEQUENCE_WIDTH, '0')}`;
  }

  override insert(row: NotificationRow): NotificationRow {
    const inserted = super.insert(row);
    this.#setSequence(Math.max(this.#sequence, sequenceOf(row.SK)));
    return inserted;
  }

  override upsert(row: NotificationRow): NotificationRow {
    const stored = super.upsert(row);
    this.#setSequence(Math.max(this.#sequence, sequenceOf(row.SK)));
    return stored;
  }

  override clear(): void {
    super.clear();
    this.#setSequence(0);
  }

  /** Sets the sequence, recording the old value while a transaction is open. */
  #setSequence(value: number): void {
    const previous = this.#sequence;
    if (previous === value) return;
    this.#sequence = value;
    this.recordUndo(() => {
      this.#sequence = previous;
    });
  }

  override stage(rows: readonly NotificationRow[]): () => () => void {
    const install = super.stage(rows);
    let sequence = 0;
    for (const row of rows) sequence = Math.max(sequence, sequenceOf(row.SK));
    return () => {
      const before = this.#sequence;
      const undo = install();
      this.#sequence = sequence;
      this.recordUndo(() => {
        this.#sequence = before;
      });
      return () => {
        undo();
        this.#sequence = before;
      };
    };
  }
}
