import { describe, expect, test } from 'vitest';
import * as z from 'zod';
import { rowFields, rowProblem, rowSchema } from './row-schema.js';

describe('rowSchema', () => {
  test('builds the schema on first call only, and hands out the same one after', () => {
    let builds = 0;
    const schema = rowSchema(() => {
      builds += 1;
      return z.strictObject({ id: rowFields.key() });
    });
    expect(builds).toBe(0);
    const first = schema();
    expect(schema()).toBe(first);
    expect(builds).toBe(1);
  });
});

describe('rowProblem', () => {
  const schema = z.strictObject({
    id: rowFields.key(),
    amount: rowFields.units(),
    at: rowFields.instantMs(),
    items: z.array(z.strictObject({ state: z.enum(['open', 'used']) })),
  });
  const row = { id: 'row_1', amount: '10', at: 0, items: [{ state: 'open' }] };

  test('nothing for a row of the schema', () => {
    expect(rowProblem(schema, row)).toBeUndefined();
  });

  test('names the field by its whole path', () => {
    expect(rowProblem(schema, { ...row, amount: 10 })).toMatch(
      /^\.amount: .*expected string, received number$/,
    );
    expect(rowProblem(schema, { ...row, amount: '-1' })).toMatch(
      /^\.amount: not a whole number of base units/,
    );
    expect(rowProblem(schema, { ...row, at: 8_640_000_000_000_001 })).toMatch(/^\.at: /);
    expect(rowProblem(schema, { ...row, items: [{ state: 'gone' }] })).toMatch(/^\.items\[0\]\.state: /);
    expect(rowProblem(schema, { ...row, id: undefined })).toMatch(/^\.id: /);
  });

  test('an unknown field is named like any other', () => {
    expect(rowProblem(schema, { ...row, extra: 1 })).toBe(".extra: not a field of this table's rows");
  });
});
