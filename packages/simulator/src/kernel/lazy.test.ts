import { expect, test } from 'vitest';
import * as z from 'zod';
import { lazy, settle } from './lazy.js';

test('lazy: builds nothing until the first call, then returns the same value', () => {
  let builds = 0;
  const schema = lazy(() => {
    builds += 1;
    return z.object({ ms: z.number() });
  });
  expect(builds).toBe(0);
  const first = schema();
  expect(schema()).toBe(first);
  expect(builds).toBe(1);
  expect(first.parse({ ms: 5 })).toEqual({ ms: 5 });
});

test('settle: the getter runs once and leaves the value as a plain, read-only property', () => {
  let builds = 0;
  const action = {
    get body() {
      builds += 1;
      return settle(this, 'body', z.object({ reason: z.string() }));
    },
  };
  expect(builds).toBe(0);
  const body = action.body;
  expect(action.body).toBe(body);
  expect(builds).toBe(1);
  expect(Object.getOwnPropertyDescriptor(action, 'body')).toMatchObject({ value: body, writable: false });
});
