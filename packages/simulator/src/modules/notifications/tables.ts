/**
 * The tables of the notifications module and their rows. Only this module writes them; other
 * modules read them or call the functions its index exports. The notifications table is an
 * ordered table grouped by team, whose sort keys carry the instant and a sequence number, so a
 * page newest first costs what it returns.
 */
import * as z from 'zod';
import type { JsonObject } from '../../kernel/json.js';
import { OrderedTable } from '../../kernel/ordered-table.js';
import { rowFields, rowSchema } from '../../kernel/row-schema.js';
import { defineTables, type TablesOf } from '../../platform/database.js';

/** A team notification, addressed by its sort key and seen per profile. */
export type NotificationRow = {
  /** `TEAM#<teamId>`. */
  readonly PK: string;
  /** Unique, the address of the notification: `NOTIF#<ISO instant>#<sequence>`. */
  readonly SK: string;
  readonly teamId: string;
  /** The list route's `type`; every notification is `default`. */
  readonly type: 'default';
  /** The event, for example `invitation.created`. */
  readonly kind: string;
  readonly title: string;
  readonly body: string;
  /** Fields of the event. */
  readonly data: JsonObject;
  readonly createdAt: string;
  /** Profiles that have seen it, in the order they marked it. */
  readonly seenBy: string[];
};

/** Prefix of every notification sort key. */
export const NOTIFICATION_KEY_PREFIX = 'NOTIF';

/** Width of the sequence number in a sort key, so keys of one instant sort as numbers. */
const SEQUENCE_WIDTH = 10;

export type { OrderedPage as NotificationPage } from '../../kernel/ordered-table.js';

const sequenceOf = (sortKey: string): number => {
  const value = Number(sortKey.slice(sortKey.lastIndexOf('#') + 1));
  return Number.isSafeInteger(value) ? value : 0;
};

const notificationsRow = rowSchema(() =>
  z.strictObject({
    PK: z.string(),
    SK: rowFields.key(),
    teamId: z.string(),
    type: z.literal('default'),
    kind: z.string(),
    title: z.string(),
    body: z.string(),
    data: rowFields.object(),
    createdAt: rowFields.instant(),
    seenBy: z.array(z.string()),
  }),
);

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
      row: notificationsRow,
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

/** The tables of the notifications module, by name. */
export const notificationsTables = defineTables({
  /** Team notifications, by sort key, with each team's keys in order (newest-first pages). */
  notifications: () => new NotificationTable(),
});

/** The notifications module's tables as the store holds them. */
export type NotificationsTables = TablesOf<typeof notificationsTables>;

declare module '../../platform/database.js' {
  interface Tables extends NotificationsTables {}
}
