/**
 * The rows of a restored state checked as data before any table takes them: a row is a JSON
 * object; every instant field (`at`, `...At`) holds an instant within the range of a `Date`
 * (an ISO text, or epoch ms where the table keeps numbers); and the platform's own tables, which
 * drive the scheduler and the webhook sender, match their row schemas field by field. A failure
 * names the row and the field (`store.jobs[3].at: ...`), so a hand-edited state file says where
 * it is wrong instead of making routes answer 500 later.
 */
import * as z from 'zod';
import { MAX_INSTANT_MS } from '../kernel/clock.js';
import type { StoreSnapshot } from './database.js';
import { GATE_STATES, MAINTENANCE_STATUSES, WEBHOOK_EVENTS } from './database.js';

/** Epoch ms a `Date` can hold. */
export const InstantMsSchema = z.number().int().min(-MAX_INSTANT_MS).max(MAX_INSTANT_MS);

const isoInstant = z.string().refine((text) => !Number.isNaN(Date.parse(text)), 'not an ISO 8601 instant');
const json = z.json();

/** Row schemas of the platform's tables. */
const PLATFORM_ROW_SCHEMAS: Readonly<Record<string, z.ZodType>> = {
  settings: z.object({
    id: z.literal('platform'),
    maintenance: z.enum(MAINTENANCE_STATUSES),
    gates: z.object({ otp: z.enum(GATE_STATES), kyc: z.enum(GATE_STATES) }),
  }),
  outbox: z.object({
    id: z.string().min(1),
    to: z.string(),
    kind: z.string(),
    subject: z.string(),
    text: z.string(),
    sentAt: isoInstant,
    otp: z.string().optional(),
    data: z.record(z.string(), json).optional(),
  }),
  webhookDeliveries: z.object({
    id: z.string().min(1),
    appId: z.string().min(1),
    event: z.enum(WEBHOOK_EVENTS),
    url: z.string(),
    requestHeaders: z.record(z.string(), z.string()),
    body: z.object({ event: z.enum(WEBHOOK_EVENTS), data: z.record(z.string(), json) }),
    scheduledAt: isoInstant,
    status: z.enum(['scheduled', 'delivered', 'failed']),
    responseStatus: z.number().int().nullable(),
    error: z.string().nullable(),
    deliveredAt: isoInstant.nullable(),
  }),
  jobs: z.object({
    id: z.string().min(1),
    kind: z.string().min(1),
    at: InstantMsSchema,
    seq: z.number().int(),
    payload: json,
  }),
};

const isInstantField = (name: string) => name === 'at' || /^[a-z]+At$/i.test(name);

/** Why an instant field's value cannot be restored, or `undefined`. */
function instantProblem(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') {
    return Number.isInteger(value) && Math.abs(value) <= MAX_INSTANT_MS
      ? undefined
      : 'an instant out of the range of a date';
  }
  if (typeof value === 'string') {
    const ms = Date.parse(value);
    return Number.isNaN(ms) ? 'not an ISO 8601 instant' : undefined;
  }
  return 'not an instant';
}

/**
 * Checks the rows of a store snapshot; throws an `Error` naming the first bad field.
 *
 * @example
 * ```ts
 * checkStoreRows({ jobs: [{ id: 'job_1', kind: 'x', at: 1e300, seq: 1, payload: null }] });
 * // throws: store.jobs[0].at: Too big: expected number to be <=8640000000000000
 * ```
 */
export function checkStoreRows(snapshot: StoreSnapshot): void {
  for (const [table, rows] of Object.entries(snapshot)) {
    if (!Array.isArray(rows)) continue;
    const schema = PLATFORM_ROW_SCHEMAS[table];
    rows.forEach((row: unknown, index) => {
      const at = `store.${table}[${index}]`;
      if (typeof row !== 'object' || row === null || Array.isArray(row)) {
        throw new Error(`${at}: a row is a JSON object`);
      }
      for (const [field, value] of Object.entries(row)) {
        if (!isInstantField(field)) continue;
        const problem = instantProblem(value);
        if (problem !== undefined) throw new Error(`${at}.${field}: ${problem}`);
      }
      if (schema === undefined) return;
      const result = schema.safeParse(row);
      if (!result.success) {
        const issue = result.error.issues[0] as z.core.$ZodIssue;
        const path = issue.path.map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`));
        throw new Error(`${at}${path.join('')}: ${issue.message}`);
      }
    });
  }
}
