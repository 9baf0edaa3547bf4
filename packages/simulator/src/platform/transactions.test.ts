import { describe, expect, test } from 'vitest';
import * as z from 'zod';
import { rowSchema } from '../kernel/row-schema.js';
import { Table } from '../kernel/table.js';
import { Transactions } from './transactions.js';

/** Rows of any fields: these tables test storage, not row shapes. */
const anyRow = rowSchema(() => z.record(z.string(), z.json()));

interface Row {
  readonly id: string;
  readonly n: number;
}

/** A lock and journal over one table, with a savepoint of a counter outside it. */
const setup = () => {
  const transactions = new Transactions();
  const rows = new Table<Row>({ name: 'rows', row: anyRow, key: (row) => row.id });
  rows.attachJournal(transactions.journal);
  const state = { counter: 0, commits: 0 };
  transactions.addSavepoint(() => {
    const counter = state.counter;
    return () => {
      state.counter = counter;
    };
  });
  transactions.onCommit(() => {
    state.commits += 1;
  });
  return { transactions, rows, state };
};

/** A promise and the function that resolves it. */
const gate = () => {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
};

describe('platform.transactions', () => {
  test('runNow: with the lock free, work that never awaits is committed before it returns, its result as is', () => {
    const { transactions, rows, state } = setup();
    const result = transactions.runNow(() => {
      rows.insert({ id: 'a', n: 1 });
      state.counter = 7;
      return 'done';
    });
    expect(result).toBe('done');
    expect(rows.get('a')).toEqual({ id: 'a', n: 1 });
    expect(state).toEqual({ counter: 7, commits: 1 });
    expect(transactions.active).toBe(false);
    // The lock is free again: the next one runs at once as well.
    expect(transactions.runNow(() => rows.size)).toBe(1);
  });

  test('runNow: a throw undoes the writes and the savepoints, commits nothing and frees the lock', () => {
    const { transactions, rows, state } = setup();
    expect(() =>
      transactions.runNow(() => {
        rows.insert({ id: 'a', n: 1 });
        state.counter = 3;
        throw new Error('halfway');
      }),
    ).toThrow('halfway');
    expect(rows.size).toBe(0);
    expect(state).toEqual({ counter: 0, commits: 0 });
    expect(transactions.runNow(() => 'next')).toBe('next');
  });

  test('runNow: a result `keep` refuses is returned, and its writes are undone', () => {
    const { transactions, rows, state } = setup();
    const result = transactions.runNow(
      () => {
        rows.insert({ id: 'a', n: 1 });
        return { status: 409 };
      },
      { keep: (answer) => answer.status < 400 },
    );
    expect(result).toEqual({ status: 409 });
    expect(rows.size).toBe(0);
    expect(state.commits).toBe(0);
  });

  test('runNow: work that awaits holds the lock until it settles; later work waits its turn, in order', async () => {
    const { transactions, rows } = setup();
    const order: string[] = [];
    const first = gate();
    const slow = transactions.runNow(async () => {
      rows.insert({ id: 'slow', n: 1 });
      await first.promise;
      order.push('slow');
      return 'slow';
    });
    expect(slow).toBeInstanceOf(Promise);
    const second = transactions.runNow(() => {
      order.push(`second saw ${rows.size}`);
      return 'second';
    });
    const third = transactions.run(() => {
      order.push('third');
      return 'third';
    });
    expect(second).toBeInstanceOf(Promise);
    expect(transactions.waiting).toBe(2);
    expect(order).toEqual([]);
    first.open();
    expect(await Promise.all([slow, second, third])).toEqual(['slow', 'second', 'third']);
    expect(order).toEqual(['slow', 'second saw 1', 'third']);
    expect(transactions.waiting).toBe(0);
    expect(transactions.runNow(() => 'free')).toBe('free');
  });

  test('runNow: work that arrives while the lock is handed to a waiter queues behind that waiter', async () => {
    const { transactions, rows } = setup();
    const order: string[] = [];
    const first = gate();
    let third: Promise<string> | string | undefined;
    const holder = transactions.runNow(async () => {
      await first.promise;
      order.push('first');
      // Runs once the lock is released to the second run, before that run has started.
      transactions.afterCommit(() => {
        order.push(`hand-off, ${transactions.waiting} waiting`);
        third = transactions.runNow(() => {
          order.push(`third saw ${rows.size}`);
          return 'third';
        });
      });
      return 'first';
    });
    const second = transactions.runNow(async () => {
      order.push('second starts');
      rows.insert({ id: 'second', n: 2 });
      await Promise.resolve();
      order.push('second ends');
      return 'second';
    });
    expect(transactions.waiting).toBe(1);
    first.open();
    expect(await Promise.all([holder, second])).toEqual(['first', 'second']);
    expect(third).toBeInstanceOf(Promise);
    expect(await third).toBe('third');
    expect(order).toEqual(['first', 'hand-off, 0 waiting', 'second starts', 'second ends', 'third saw 1']);
    expect(transactions.waiting).toBe(0);
    expect(transactions.runNow(() => 'free')).toBe('free');
  });

  test('runNow: work that rejects after writing is undone, and the next in line runs after it', async () => {
    const { transactions, rows, state } = setup();
    const failing = transactions.runNow(async () => {
      rows.insert({ id: 'a', n: 1 });
      state.counter = 5;
      await Promise.resolve();
      throw new Error('late');
    });
    const next = transactions.runNow(() => ({ size: rows.size, counter: state.counter }));
    await expect(failing).rejects.toThrow('late');
    expect(await next).toEqual({ size: 0, counter: 0 });
    expect(state.commits).toBe(1);
  });

  test('runNow: after-commit effects run once the lock is free, and the result waits for them', async () => {
    const { transactions, rows } = setup();
    const seen: string[] = [];
    const result = transactions.runNow(() => {
      rows.insert({ id: 'a', n: 1 });
      transactions.afterCommit(() => {
        seen.push(`effect, lock ${transactions.active ? 'held' : 'free'}`);
      });
      return 'with effect';
    });
    expect(result).toBeInstanceOf(Promise);
    expect(seen).toEqual(['effect, lock free']);
    expect(await result).toBe('with effect');
    const dropped = transactions.runNow(
      () => {
        transactions.afterCommit(() => {
          seen.push('dropped');
        });
        return 'refused';
      },
      { keep: () => false },
    );
    expect(dropped).toBe('refused');
    expect(seen).toEqual(['effect, lock free']);
  });

  test('run: always a promise, rejecting (not throwing) when the work throws', async () => {
    const { transactions } = setup();
    const value = transactions.run(() => 1);
    expect(value).toBeInstanceOf(Promise);
    expect(await value).toBe(1);
    const failing = transactions.run(() => {
      throw new Error('sync');
    });
    expect(failing).toBeInstanceOf(Promise);
    await expect(failing).rejects.toThrow('sync');
    expect(await transactions.run(() => 2)).toBe(2);
  });
});
