/**
 * Each operation page's example (calls.ts), run as the page runs it: with the client
 * calls.inputs.ts hands it, on a simulator that has answered the requests recorded before
 * it, the example's call succeeds and prints the data the recording got.
 */
import { operations as declared, type OperationDefinition } from '@payments-platform/sdk/contract';
import { describe, expect, test, vi } from 'vitest';
import recorded from '../../docs/openapi-examples.json' with { type: 'json' };
import { inputs } from './calls.inputs.js';
import * as examples from './calls.js';

const operations: readonly OperationDefinition[] = declared;
const answers = recorded as unknown as Record<string, { success: { response: { data?: unknown } } }>;
/** A value's JSON with object keys sorted: the SDK's parsed data lists keys in the schema's order. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, item: unknown) =>
    item !== null && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );
const functions = examples as unknown as Record<string, (...args: unknown[]) => Promise<void>>;

describe('operation page examples', () => {
  test('every operation has an example and inputs', () => {
    expect(Object.keys(functions).sort()).toEqual(operations.map((operation) => operation.id).sort());
    expect(Object.keys(inputs).sort()).toEqual(operations.map((operation) => operation.id).sort());
  });

  test('each example prints what its recorded request answered', { timeout: 120_000 }, async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const failed: string[] = [];
    try {
      for (const operation of operations) {
        log.mockClear();
        const args = await inputs[operation.id]?.();
        try {
          await functions[operation.id]?.(...(args ?? []));
        } catch (error) {
          failed.push(`${operation.id}: ${String(error)}`);
          continue;
        }
        const printed = log.mock.calls.map((call) => call.join(' ')).join('\n');
        if (operation.responseType === 'binary') {
          if (!printed) failed.push(`${operation.id}: printed nothing`);
          continue;
        }
        const expected = answers[operation.id]?.success.response.data;
        if (canonical(JSON.parse(printed)) !== canonical(expected ?? null))
          failed.push(`${operation.id}: printed ${printed.slice(0, 200)}`);
      }
    } finally {
      log.mockRestore();
    }
    expect(failed).toEqual([]);
  });
});
