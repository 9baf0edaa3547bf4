import { describe, expect, test } from 'vitest';
import * as z from 'zod';
import { Journal } from './journal.js';
import { OrderedTable } from './ordered-table.js';
import { rowSchema } from './row-schema.js';

/** Rows of any fields: these tables test storage, not row shapes. */
const anyRow = rowSchema(() => z.record(z.string(), z.json()));

interface Row {
  readonly key: string;
  readonly team: string;
  readonly profile: string;
}

const table = () =>
  new OrderedTable<Row, 'byTeam'>({
    name: 'rows',
    row: anyRow,
    key: (row) => row.key,
    group: (row) => row.team,
    indexes: { byTeam: (row) => row.team },
  });

const fill = (rows: OrderedTable<Row, 'byTeam'>, team: string, count: number) => {
  // inserted out of order on purpose
  for (let index = count; index >= 1; index--) {
    rows.insert({ key: `K#${String(index).padStart(4, '0')}`, team, profile: index % 2 ? 'odd' : 'even' });
  }
};

const keysOf = (page: { items: Row[] }) => page.items.map((row) => row.key);

describe('OrderedTable', () => {
  test('pages newest first with a cursor until the last page, per group', () => {
    const rows = table();
    fill(rows, 'a', 5);
    rows.insert({ key: 'K#9999', team: 'b', profile: 'odd' });
    const first = rows.page('a', { limit: 2 });
    expect(keysOf(first)).toEqual(['K#0005', 'K#0004']);
    expect(first.lastEvaluatedKey).toBe('K#0004');
    const second = rows.page('a', { limit: 2, exclusiveStartKey: first.lastEvaluatedKey });
    expect(keysOf(second)).toEqual(['K#0003', 'K#0002']);
    const last = rows.page('a', { limit: 2, exclusiveStartKey: second.lastEvaluatedKey });
    expect(keysOf(last)).toEqual(['K#0001']);
    expect(last.lastEvaluatedKey).toBeUndefined();
    expect(rows.page('a', { limit: 5 }).lastEvaluatedKey).toBeUndefined();
    expect(keysOf(rows.page('b', { limit: 5 }))).toEqual(['K#9999']);
    expect(rows.page('none', { limit: 5 })).toEqual({ items: [] });
  });

  test('any non-blank string is a cursor: the rows that sort before it follow', () => {
    const rows = table();
    fill(rows, 'a', 5);
    expect(keysOf(rows.page('a', { limit: 10, exclusiveStartKey: 'K#0003x' }))).toEqual([
      'K#0003',
      'K#0002',
      'K#0001',
    ]);
    expect(keysOf(rows.page('a', { limit: 10, exclusiveStartKey: 'A' }))).toEqual([]);
  });

  test('an empty cursor is no cursor: the first page, not the end of the list', () => {
    const rows = table();
    fill(rows, 'a', 3);
    const first = keysOf(rows.page('a', { limit: 10 }));
    expect(first).toHaveLength(3);
    expect(keysOf(rows.page('a', { limit: 10, exclusiveStartKey: '' }))).toEqual(first);
    expect(keysOf(rows.page('a', { limit: 10, exclusiveStartKey: '  ' }))).toEqual(first);
  });

  test('a filter fills the page from matching rows; the cursor only when another match follows', () => {
    const rows = table();
    fill(rows, 'a', 6);
    const odd = (row: Row) => row.profile === 'odd';
    const first = rows.page('a', { limit: 2, filter: odd });
    expect(keysOf(first)).toEqual(['K#0005', 'K#0003']);
    expect(first.lastEvaluatedKey).toBe('K#0003');
    const second = rows.page('a', { limit: 2, filter: odd, exclusiveStartKey: first.lastEvaluatedKey });
    expect(keysOf(second)).toEqual(['K#0001']);
    expect(second.lastEvaluatedKey).toBeUndefined();
    expect(rows.page('a', { limit: 3, filter: odd }).lastEvaluatedKey).toBeUndefined();
  });

  test('deletes, group moves, upserts, clear and load keep the order', () => {
    const rows = table();
    fill(rows, 'a', 3);
    rows.delete('K#0003');
    expect(keysOf(rows.page('a', { limit: 5 }))).toEqual(['K#0002', 'K#0001']);
    rows.update('K#0002', { team: 'b' });
    expect(keysOf(rows.page('a', { limit: 5 }))).toEqual(['K#0001']);
    expect(keysOf(rows.page('b', { limit: 5 }))).toEqual(['K#0002']);
    rows.upsert({ key: 'K#0002', team: 'a', profile: 'even' });
    expect(keysOf(rows.page('a', { limit: 5 }))).toEqual(['K#0002', 'K#0001']);
    expect(rows.page('b', { limit: 5 }).items).toEqual([]);
    const saved = rows.all();
    rows.clear();
    expect(rows.page('a', { limit: 5 }).items).toEqual([]);
    rows.load(saved);
    expect(keysOf(rows.page('a', { limit: 5 }))).toEqual(['K#0002', 'K#0001']);
  });

  test('a staged install inside a transaction is rolled back with the page order', () => {
    const rows = table();
    const journal = new Journal();
    rows.attachJournal(journal);
    fill(rows, 'a', 3);
    journal.begin();
    rows.stage([
      { key: 'K#0100', team: 'a', profile: 'odd' },
      { key: 'K#0200', team: 'b', profile: 'even' },
    ])();
    rows.insert({ key: 'K#0300', team: 'b', profile: 'odd' });
    expect(keysOf(rows.page('a', { limit: 10 }))).toEqual(['K#0100']);
    expect(keysOf(rows.page('b', { limit: 10 }))).toEqual(['K#0300', 'K#0200']);
    journal.rollback();
    expect(keysOf(rows.page('a', { limit: 10 }))).toEqual(['K#0003', 'K#0002', 'K#0001']);
    expect(keysOf(rows.page('b', { limit: 10 }))).toEqual([]);
    expect(rows.size).toBe(3);
  });
});
