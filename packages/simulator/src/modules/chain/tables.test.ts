import { describe, expect, test } from 'vitest';
import { createSimulator } from '../../index.js';

/** A restored state with one row of a chain table changed, and what restoring it says. */
function restoring(table: string, change: (row: Record<string, unknown>) => void): string | undefined {
  const simulator = createSimulator();
  const state = structuredClone(simulator.snapshot()) as unknown as {
    store: Record<string, Array<Record<string, unknown>>>;
  };
  const row = state.store[table]?.[0];
  if (!row) throw new Error(`no row in ${table}`);
  change(row);
  try {
    createSimulator().restore(state);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('chain tables: restored rows', () => {
  test('a balance row as the simulator writes it restores', () => {
    expect(restoring('balances', () => undefined)).toBeUndefined();
  });

  test('a balance row with a field no balance row has is refused, naming the field', () => {
    expect(
      restoring('balances', (row) => {
        row.frozen = true;
      }),
    ).toMatch(/^Invalid state: store\.balances\[0\]\.frozen: not a field of this table's rows/);
  });

  test('a balance row without its amount, or with a negative one, is refused', () => {
    expect(
      restoring('balances', (row) => {
        delete row.amount;
      }),
    ).toMatch(/^Invalid state: store\.balances\[0\]\.amount: /);
    expect(
      restoring('balances', (row) => {
        row.amount = '-1';
      }),
    ).toMatch(/^Invalid state: store\.balances\[0\]\.amount: not a whole number of base units/);
  });
});
