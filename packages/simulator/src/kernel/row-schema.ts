/**
 * Row schemas: every table declares the shape of its rows (`row` in its definition), so a
 * restored state is checked field by field before any table takes it. A schema is built on first
 * use and kept, so declaring tables costs nothing at import.
 */
import * as z from 'zod';
import { MAX_INSTANT_MS } from './clock.js';
import { lazy } from './lazy.js';

/** The schema of a table's rows, built on first call and the same object after. */
export type RowSchema = () => z.ZodType;

/**
 * Declares a row schema built on first use.
 *
 * @example
 * ```ts
 * const userRow = rowSchema(() => z.strictObject({ id: rowFields.key(), createdAt: rowFields.instant() }));
 * new Table<UserRow>({ name: 'users', key: (row) => row.id, row: userRow });
 * ```
 */
export function rowSchema(build: () => z.ZodType): RowSchema {
  return lazy(build);
}

/**
 * The field shapes rows share, each a new schema per call (call them inside a
 * {@link rowSchema} builder).
 *
 * @example
 * ```ts
 * rowSchema(() => z.strictObject({ amount: rowFields.units(), expiresAt: rowFields.instantMs() }));
 * ```
 */
export const rowFields = {
  /** A primary key or reference: a non-empty string. */
  key: () => z.string().min(1),
  /** An ISO 8601 instant, as the simulator writes `createdAt` and the like. */
  instant: () => z.string().refine((text) => !Number.isNaN(Date.parse(text)), 'not an ISO 8601 instant'),
  /** Epoch ms within the range of a `Date`. */
  instantMs: () =>
    z
      .number()
      .int()
      .min(-MAX_INSTANT_MS, 'an instant out of the range of a date')
      .max(MAX_INSTANT_MS, 'an instant out of the range of a date'),
  /** Base units of a token (or wei) as a decimal string: a whole number, never negative. */
  units: () => z.string().regex(/^\d+$/, 'not a whole number of base units as a decimal string'),
  /** A count or index: a whole number, never negative. */
  count: () => z.number().int().nonnegative(),
  /** A JSON object of any fields. */
  object: () => z.record(z.string(), z.json()),
  /** Any JSON value. */
  json: () => z.json(),
} as const;

/**
 * Why a row does not match its schema (`.field[2].name: message`), or `undefined`.
 *
 * @example
 * ```ts
 * rowProblem(userRow(), { id: 'usr_1', createdAt: 5 }); // '.createdAt: Invalid input: expected string, received number'
 * ```
 */
export function rowProblem(schema: z.ZodType, row: unknown): string | undefined {
  const result = schema.safeParse(row);
  if (result.success) return undefined;
  const issue = result.error.issues[0] as z.core.$ZodIssue;
  const path = issue.path
    .map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`))
    .join('');
  const keys = issue.code === 'unrecognized_keys' ? issue.keys : [];
  // An unknown field is named in the path, like any other.
  if (keys.length > 0) return `${path}.${keys[0]}: not a field of this table's rows`;
  return `${path}: ${issue.message}`;
}
