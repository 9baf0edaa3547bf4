/**
 * GET /v1/txs/tx-count-today: the platform-wide number of transactions created on one
 * server-local day. The simulator's server-local time zone is UTC.
 */
import type { Store } from '../../platform/database.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The UTC day of an instant as an index value: days since the epoch, as a string. `null` (not
 * indexed) when the value is not a date.
 *
 * @example
 * ```ts
 * store.transactions.count('byCreatedDay', utcDayKey('2025-01-05T10:00:00Z')); // created that day
 * ```
 */
export function utcDayKey(value: string | number): string | null {
  const epochMs = typeof value === 'number' ? value : Date.parse(value);
  return Number.isFinite(epochMs) ? String(Math.floor(epochMs / DAY_MS)) : null;
}

/** The start (epoch ms) of the UTC day containing an instant. */
export function utcDayStart(epochMs: number): number {
  return Math.floor(epochMs / DAY_MS) * DAY_MS;
}

/**
 * How many transactions, of every app, were created on the UTC day containing `epochMs`: the size
 * of that day in the transactions' creation-day index, whatever the number of transactions.
 */
export function countTransactionsOfDay(store: Store, epochMs: number): number {
  const day = utcDayKey(utcDayStart(epochMs));
  return day === null ? 0 : store.transactions.count('byCreatedDay', day);
}

const EXPLICIT_ZONE = /(Z|[+-]\d{2}:?\d{2}|\b(UTC|GMT)\b)\s*$/i;
const ISO_DATE_ONLY = /^\s*\d{4}-\d{2}-\d{2}\s*$/;

/**
 * The instant a `date` query names, read in UTC: a string with a zone (or an ISO date alone) is
 * that instant; a string without one (`2025-01-05T10:00`, `January 5, 2025`) is its wall time in
 * UTC, whatever the host's time zone. NaN when unparseable.
 */
export function serverInstantOf(value: string): number {
  const parsed = Date.parse(value);
  if (Number.isNaN(parsed) || EXPLICIT_ZONE.test(value) || ISO_DATE_ONLY.test(value)) return parsed;
  const local = new Date(parsed);
  return Date.UTC(
    local.getFullYear(),
    local.getMonth(),
    local.getDate(),
    local.getHours(),
    local.getMinutes(),
    local.getSeconds(),
    local.getMilliseconds(),
  );
}
