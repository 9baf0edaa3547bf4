/**
 * The tables of the notifications module. Only this module writes them; other modules read them or call
 * the functions its index exports.
 */
import { defineTables, type TablesOf } from '../../platform/database.js';
import { NotificationTable } from './notification-table.js';

/** The tables of the notifications module, by name. */
export const notificationsTables = defineTables({
  /** Team notifications, by sort key, with each team's keys in order (newest-first pages). */
  notifications: () => new NotificationTable(),
});

/** The notifications module's tables as the store holds them. */
export type NotificationsTables = TablesOf<typeof notificationsTables>;

declare module '../../platform/database.js' {
  // biome-ignore lint/suspicious/noEmptyInterface: merges this module's tables into the store
  interface Tables extends NotificationsTables {}
}
