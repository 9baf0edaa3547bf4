import { type Operation, registry } from '@payments-platform/sdk/contract';
import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { checkResponse, type ResponseSchema } from './response-check.js';

const row = (index: number) => ({
  id: `tx_${index}`,
  status: 'completed',
  txs: { main: { hash: `0x${index}` } },
  channel: { slug: 'core' },
  token: null,
  detail: { amount: String(index) },
  files: [],
});

/** What zod alone says, after the same JSON round trip the check allows. */
const zodSays = (schema: ResponseSchema, data: unknown) => {
  const parse = (value: unknown) => (schema as unknown as z.ZodMiniType).safeParse(value).success;
  const value = data === undefined ? null : data;
  return parse(value) || (data !== undefined && parse(JSON.parse(JSON.stringify(data)) as unknown));
};

describe('checkResponse', () => {
  test('a list of 1,000 valid rows passes; one row of a wrong shape anywhere fails, naming it', () => {
    const schema = (registry.byId('listTransactions') as Operation).schemas.response as ResponseSchema;
    const txs = Array.from({ length: 1000 }, (_, index) => row(index));
    expect(checkResponse(schema, { txs, count: txs.length })).toEqual({ success: true });
    for (const position of [0, 500, 999]) {
      const broken = txs.map((item, index) => (index === position ? { ...item, status: 7 } : item));
      const result = checkResponse(schema, { txs: broken, count: broken.length });
      expect(result.success).toBe(false);
      if (!result.success) expect(result.issues[0]?.path).toEqual(['txs', position, 'status']);
    }
    const missingId = txs.map((item, index) => (index === 10 ? { ...item, id: undefined } : item));
    expect(checkResponse(schema, { txs: missingId, count: 1000 }).success).toBe(false);
    expect(checkResponse(schema, { txs: [{ ...row(1), channel: new Date(0) }], count: 1 }).success).toBe(
      false,
    );
    expect(checkResponse(schema, { txs: [{ ...row(1), channel: [] }], count: 1 }).success).toBe(false);
  });

  test('agrees with zod on the shapes the walk covers and on those it hands to zod', () => {
    const self: z.ZodMiniType = z.lazy(() => z.object({ next: z.optional(z.nullable(self)) }));
    const cases: ReadonlyArray<readonly [ResponseSchema, readonly unknown[]]> = [
      [z.object({ a: z.string() }), [{ a: 'x' }, { a: 1 }, {}, { a: 'x', b: 1 }, [], null, new Date(0)]],
      [
        z.looseObject({ a: z.optional(z.number()) }),
        [{}, { a: undefined }, { a: Number.NaN }, { a: 2, z: 1 }],
      ],
      [z.strictObject({ a: z.string() }), [{ a: 'x' }, { a: 'x', b: 1 }]],
      [z.object({ a: z.unknown() }), [{}, { a: undefined }, { a: 1 }]],
      [z.object({ a: z._default(z.string(), 'd') }), [{}, { a: 'x' }, { a: 1 }]],
      [z.array(z.nullable(z.boolean())), [[true, null], [true, 1], [], {}, [undefined]]],
      [z.record(z.string(), z.number()), [{ a: 1 }, { a: '1' }, Object.create(null), new Map(), []]],
      [z.union([z.literal('a'), z.literal(2)]), ['a', 2, 'b', 3]],
      [z.enum(['x', 'y']), ['x', 'z', 1]],
      [z.string().check(z.regex(/^a/)), ['ab', 'ba']],
      [z.int(), [1, 1.5, '1']],
      [self, [{}, { next: { next: null } }, { next: { next: 'x' } }]],
      [z.object({ at: z.string() }), [{ at: new Date(0) }, { at: undefined }]],
    ];
    for (const [schema, values] of cases) {
      for (const value of values)
        expect(
          checkResponse(schema, value).success,
          `${schema._zod.def.type} ${String(JSON.stringify(value))}`,
        ).toBe(zodSays(schema, value));
    }
  });

  test('agrees with zod on every operation’s response schema for values of the wrong kind', () => {
    for (const operation of registry.all()) {
      const schema = operation.schemas.response as ResponseSchema;
      for (const value of [undefined, null, 0, 'x', [], {}, [{}], { data: [] }]) {
        expect(checkResponse(schema, value).success, operation.id).toBe(zodSays(schema, value));
      }
    }
  });
});
