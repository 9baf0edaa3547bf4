import { describe, expect, test } from 'vitest';
import * as z from 'zod';
import { Journal } from './journal.js';
import { rowSchema } from './row-schema.js';
import { Table } from './table.js';

/** Rows of any fields: these tables test storage, not row shapes. */
const anyRow = rowSchema(() => z.record(z.string(), z.json()));

interface Row {
  readonly id: string;
  readonly team: string;
  readonly tags: readonly string[];
  readonly email: string | null;
}

const newTable = () =>
  new Table<Row, 'byTeam' | 'byTag' | 'byEmail'>({
    name: 'rows',
    row: anyRow,
    key: (row) => row.id,
    indexes: { byTeam: (row) => row.team, byTag: (row) => row.tags, byEmail: (row) => row.email },
  });

describe('store.table', () => {
  test('insert and get by primary key; a duplicate key throws', () => {
    const table = newTable();
    table.insert({ id: 'a', team: 't1', tags: [], email: null });
    expect(table.get('a')?.team).toBe('t1');
    expect(table.has('b')).toBe(false);
    expect(() => table.insert({ id: 'a', team: 't2', tags: [], email: null })).toThrow(/Duplicate key/);
  });

  test('by: rows of an index value in insertion order; multi-valued and empty indexes', () => {
    const table = newTable();
    table.insert({ id: 'a', team: 't1', tags: ['x', 'y'], email: 'a@example.com' });
    table.insert({ id: 'b', team: 't2', tags: ['y'], email: null });
    table.insert({ id: 'c', team: 't1', tags: [], email: null });
    expect(table.by('byTeam', 't1').map((row) => row.id)).toEqual(['a', 'c']);
    expect(table.by('byTag', 'y').map((row) => row.id)).toEqual(['a', 'b']);
    expect(table.count('byTag', 'x')).toBe(1);
    expect(table.first('byEmail', 'a@example.com')?.id).toBe('a');
    expect(table.by('byTeam', 'none')).toEqual([]);
  });

  test('update: re-indexes changed values and keeps the position of unchanged ones', () => {
    const table = newTable();
    table.insert({ id: 'a', team: 't1', tags: [], email: null });
    table.insert({ id: 'b', team: 't1', tags: [], email: null });
    table.update('a', { tags: ['new'] });
    expect(table.by('byTeam', 't1').map((row) => row.id)).toEqual(['a', 'b']);
    table.update('a', (row) => ({ ...row, team: 't2' }));
    expect(table.by('byTeam', 't1').map((row) => row.id)).toEqual(['b']);
    expect(table.by('byTeam', 't2').map((row) => row.id)).toEqual(['a']);
    expect(table.by('byTag', 'new').map((row) => row.id)).toEqual(['a']);
    expect(() => table.update('missing', { team: 'x' })).toThrow(/No row/);
    expect(() => table.update('a', (row) => ({ ...row, id: 'z' }))).toThrow(/cannot change/);
  });

  test('delete and upsert keep indexes in step', () => {
    const table = newTable();
    table.insert({ id: 'a', team: 't1', tags: ['x'], email: null });
    expect(table.delete('a')).toBe(true);
    expect(table.delete('a')).toBe(false);
    expect(table.count('byTeam', 't1')).toBe(0);
    table.upsert({ id: 'a', team: 't3', tags: [], email: null });
    table.upsert({ id: 'a', team: 't4', tags: [], email: null });
    expect(table.count('byTeam', 't3')).toBe(0);
    expect(table.size).toBe(1);
  });

  test('load replaces the content and rebuilds the indexes', () => {
    const table = newTable();
    table.insert({ id: 'old', team: 't1', tags: [], email: null });
    table.load([{ id: 'new', team: 't9', tags: [], email: null }]);
    expect(table.all().map((row) => row.id)).toEqual(['new']);
    expect(table.count('byTeam', 't1')).toBe(0);
    expect(table.count('byTeam', 't9')).toBe(1);
  });

  test('changes: every write counts, reads and a missed delete do not', () => {
    const table = newTable();
    expect(table.changes).toBe(0);
    table.insert({ id: 'a', team: 't1', tags: [], email: null });
    table.update('a', { team: 't2' });
    table.upsert({ id: 'a', team: 't3', tags: [], email: null });
    table.get('a');
    table.all();
    expect(table.changes).toBe(3);
    expect(table.delete('missing')).toBe(false);
    expect(table.changes).toBe(3);
    table.delete('a');
    table.load([{ id: 'b', team: 't1', tags: [], email: null }]);
    expect(table.changes).toBe(6);
  });

  test('stage: builds the content aside, installs it in one step, and undo puts the former back', () => {
    const table = newTable();
    table.insert({ id: 'a', team: 't1', tags: ['x'], email: null });
    const install = table.stage([
      { id: 'b', team: 't2', tags: ['y'], email: 'b@example.com' },
      { id: 'c', team: 't2', tags: [], email: null },
    ]);
    expect(table.all().map((row) => row.id)).toEqual(['a']);
    const undo = install();
    expect(table.all().map((row) => row.id)).toEqual(['b', 'c']);
    expect(table.by('byTeam', 't2').map((row) => row.id)).toEqual(['b', 'c']);
    expect(table.first('byEmail', 'b@example.com')?.id).toBe('b');
    expect(table.count('byTeam', 't1')).toBe(0);
    undo();
    expect(table.all().map((row) => row.id)).toEqual(['a']);
    expect(table.by('byTag', 'x').map((row) => row.id)).toEqual(['a']);
  });

  test('stage: an install inside a transaction is journaled; rollback restores rows and indexes', () => {
    const table = newTable();
    const journal = new Journal();
    table.attachJournal(journal);
    table.insert({ id: 'a', team: 't1', tags: ['x'], email: 'a@example.com' });
    journal.begin();
    table.stage([{ id: 'b', team: 't2', tags: ['y'], email: null }])();
    table.insert({ id: 'c', team: 't2', tags: [], email: null });
    table.update('b', { tags: ['z'] });
    expect(table.by('byTeam', 't2').map((row) => row.id)).toEqual(['b', 'c']);
    journal.rollback();
    expect(table.all()).toEqual([{ id: 'a', team: 't1', tags: ['x'], email: 'a@example.com' }]);
    expect(table.by('byTeam', 't2')).toEqual([]);
    expect(table.by('byTag', 'x').map((row) => row.id)).toEqual(['a']);
    expect(table.by('byTag', 'z')).toEqual([]);
    expect(table.first('byEmail', 'a@example.com')?.id).toBe('a');

    journal.begin();
    table.stage([{ id: 'd', team: 't3', tags: [], email: null }])();
    journal.commit();
    expect(table.all().map((row) => row.id)).toEqual(['d']);
    expect(table.by('byTeam', 't1')).toEqual([]);
    expect(table.by('byTeam', 't3').map((row) => row.id)).toEqual(['d']);
  });

  test('stage: outside a transaction nothing is journaled and the returned undo still works', () => {
    const table = newTable();
    const journal = new Journal();
    table.attachJournal(journal);
    table.insert({ id: 'a', team: 't1', tags: [], email: null });
    const undo = table.stage([{ id: 'b', team: 't2', tags: [], email: null }])();
    expect(journal.size).toBe(0);
    undo();
    expect(table.all().map((row) => row.id)).toEqual(['a']);
    expect(table.by('byTeam', 't1').map((row) => row.id)).toEqual(['a']);
  });

  test('stage: a duplicate key throws before anything changes', () => {
    const table = newTable();
    table.insert({ id: 'a', team: 't1', tags: [], email: null });
    expect(() =>
      table.stage([
        { id: 'b', team: 't1', tags: [], email: null },
        { id: 'b', team: 't2', tags: [], email: null },
      ]),
    ).toThrow(/Duplicate key "b"/);
    expect(table.all().map((row) => row.id)).toEqual(['a']);
  });

  test('stage: a frozen content shared by several tables is each table’s own once installed', () => {
    const shared = Object.freeze([
      Object.freeze({ id: 'a', team: 't1', tags: Object.freeze(['x']), email: null }),
      Object.freeze({ id: 'b', team: 't1', tags: Object.freeze([]), email: null }),
    ]);
    const first = newTable();
    const second = newTable();
    first.stage(shared)();
    first.insert({ id: 'c', team: 't1', tags: ['x'], email: null });
    first.delete('a');
    second.stage(shared)();
    expect(second.all().map((row) => row.id)).toEqual(['a', 'b']);
    expect(second.by('byTeam', 't1').map((row) => row.id)).toEqual(['a', 'b']);
    expect(second.by('byTag', 'x').map((row) => row.id)).toEqual(['a']);
    expect(first.by('byTeam', 't1').map((row) => row.id)).toEqual(['b', 'c']);
    expect(first.by('byTag', 'x').map((row) => row.id)).toEqual(['c']);
    first.stage(shared)();
    expect(first.by('byTag', 'x').map((row) => row.id)).toEqual(['a']);
  });
});
