/**
 * The rows of a restored state checked as data before any table takes them: a row is a JSON
 * object, and it matches the row schema its table declares, field by field (no field missing,
 * none unknown, each of the type and range the simulator writes: instants as ISO texts or epoch
 * ms within the range of a `Date`). A failure names the table, the row (index and key) and the field
 * (`store.jobs[3].at: ... (row "job_1")`), so a hand-edited state file says where it is wrong instead
 * of making routes answer 500 later.
 */
import { rowProblem } from '../kernel/row-schema.js';
import type { AnyTable, StoreSnapshot } from './database.js';

/** Longest key quoted in a message; a longer one is cut. */
const QUOTED_KEY_LENGTH = 64;

/**
 * The key of a row as a message names it (` (row "usr_1")`), or nothing when it has none or is a
 * credential (a session token): the index in the message still points at the row.
 */
function rowKey(table: AnyTable | undefined, row: object): string {
  let key: unknown;
  try {
    key = table?.keyOf(row);
  } catch {
    key = undefined;
  }
  if (typeof key !== 'string' || key === '' || table?.secretKey === true) return '';
  const quoted = key.length > QUOTED_KEY_LENGTH ? `${key.slice(0, QUOTED_KEY_LENGTH)}...` : key;
  return ` (row ${JSON.stringify(quoted)})`;
}

/** Checks the rows one table takes; throws an `Error` naming the row and the field. */
function checkRows(
  name: string,
  rows: readonly unknown[],
  table: AnyTable | undefined,
  only?: (row: object) => boolean,
): void {
  rows.forEach((row: unknown, index) => {
    if (typeof row !== 'object' || row === null || Array.isArray(row)) {
      throw new Error(`store.${name}[${index}]: a row is a JSON object`);
    }
    if (only !== undefined && !only(row)) return;
    // A table the state names but the simulator has not is refused when the store loads it.
    if (table === undefined) return;
    const problem = rowProblem(table.rowSchema(), row);
    if (problem !== undefined) throw new Error(`store.${name}[${index}]${problem}${rowKey(table, row)}`);
  });
}

/**
 * Checks the rows of a store snapshot against the tables that will take them; throws an `Error`
 * naming the table, the row and the field of the first problem.
 *
 * @example
 * ```ts
 * checkStoreRows({ jobs: [{ id: 'job_1', kind: 'x', at: 1e300, seq: 1, payload: null }] }, store.tables());
 * // throws: store.jobs[0].at: an instant out of the range of a date (row "job_1")
 * ```
 */
export function checkStoreRows(snapshot: StoreSnapshot, tables: readonly AnyTable[]): void {
  const byName = new Map(tables.map((table) => [table.name, table]));
  for (const [name, rows] of Object.entries(snapshot)) {
    if (Array.isArray(rows)) checkRows(name, rows, byName.get(name));
  }
}

/**
 * Checks the rows the tables hold now against their schemas, or only those `only` picks (after a
 * fixture is loaded: the rows it wrote, so a fixture cannot store a row that a saved state would
 * not restore); throws like {@link checkStoreRows}.
 *
 * @example
 * ```ts
 * const before = new Set(store.tables().flatMap((table) => table.all()));
 * loadFixture(store, fixture, context);
 * checkTableRows(store.tables(), (row) => !before.has(row));
 * ```
 */
export function checkTableRows(tables: readonly AnyTable[], only?: (row: object) => boolean): void {
  for (const table of tables) checkRows(table.name, table.all(), table, only);
}
