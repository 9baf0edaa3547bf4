import { describe, expect, test } from 'vitest';
import * as z from 'zod';
import { VirtualClock } from './clock.js';
import { Journal } from './journal.js';
import { OrderedTable } from './ordered-table.js';
import { rowSchema } from './row-schema.js';
import { Table } from './table.js';

/** Rows of any fields: these tables test storage, not row shapes. */
const anyRow = rowSchema(() => z.record(z.string(), z.json()));

interface Row {
  readonly id: string;
  readonly team: string;
  readonly n: number;
}

const table = (journal: Journal) => {
  const rows = new Table<Row, 'byTeam'>({
    name: 'rows',
    row: anyRow,
    key: (row) => row.id,
    indexes: { byTeam: (row) => row.team },
  });
  rows.attachJournal(journal);
  for (const id of ['a', 'b', 'c', 'd']) rows.insert({ id, team: id < 'c' ? 'x' : 'y', n: 0 });
  return rows;
};

describe('kernel.journal', () => {
  test('rollback: inserts, updates, upserts, deletes and clears are undone, order and indexes included', () => {
    const journal = new Journal();
    const rows = table(journal);
    rows.update('a', { team: 'y' });
    rows.update('a', { team: 'x' });
    const before = { all: rows.all(), x: rows.by('byTeam', 'x'), y: rows.by('byTeam', 'y') };
    journal.begin();
    rows.insert({ id: 'e', team: 'x', n: 1 });
    rows.update('b', { team: 'y', n: 2 });
    rows.upsert({ id: 'c', team: 'z', n: 3 });
    rows.delete('a');
    rows.delete('d');
    rows.clear();
    rows.insert({ id: 'f', team: 'x', n: 4 });
    expect(journal.size).toBeGreaterThan(0);
    journal.rollback();
    expect(rows.all()).toEqual(before.all);
    expect(rows.by('byTeam', 'x')).toEqual(before.x);
    expect(rows.by('byTeam', 'y')).toEqual(before.y);
    expect(rows.by('byTeam', 'z')).toEqual([]);
  });

  test('commit keeps the writes; outside a transaction nothing is recorded', () => {
    const journal = new Journal();
    const rows = table(journal);
    rows.insert({ id: 'e', team: 'x', n: 1 });
    expect(journal.size).toBe(0);
    journal.begin();
    rows.delete('b');
    journal.commit();
    journal.rollback();
    expect(rows.all().map((row) => row.id)).toEqual(['a', 'c', 'd', 'e']);
  });

  test('rollbackTo undoes only the writes after the mark', () => {
    const journal = new Journal();
    const rows = table(journal);
    journal.begin();
    rows.update('a', { n: 1 });
    const mark = journal.size;
    rows.update('a', { n: 2 });
    rows.delete('c');
    journal.rollbackTo(mark);
    journal.commit();
    expect(rows.get('a')?.n).toBe(1);
    expect(rows.all().map((row) => row.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  test('ordered tables restore their pages; the clock drops timers scheduled in the transaction', () => {
    const journal = new Journal();
    const ordered = new OrderedTable<Row>({
      name: 'ordered',
      row: anyRow,
      key: (row) => row.id,
      group: (row) => row.team,
    });
    ordered.attachJournal(journal);
    ordered.insert({ id: '1', team: 't', n: 0 });
    ordered.insert({ id: '3', team: 't', n: 0 });
    const clock = new VirtualClock(0);
    clock.attachJournal(journal);
    const kept = clock.schedule(10, () => undefined);
    journal.begin();
    ordered.insert({ id: '2', team: 't', n: 0 });
    ordered.delete('3');
    clock.schedule(5, () => undefined);
    clock.cancel(kept);
    journal.rollback();
    expect(ordered.page('t', { limit: 10 }).items.map((row) => row.id)).toEqual(['3', '1']);
    expect(clock.pending()).toBe(1);
    expect(clock.nextAt()).toBe(10);
  });
});
