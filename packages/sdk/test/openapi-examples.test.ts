import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { declaredErrors } from '../src/contract/declared-errors.js';
import type { OperationExamples } from '../src/contract/openapi.js';
import type { OperationDefinition } from '../src/contract/operation.js';
import { operations as declarations } from '../src/contract/operations.js';

/** Every declaration, read as the general shape. */
const operations: readonly OperationDefinition[] = declarations;
const examples: Record<string, OperationExamples> = JSON.parse(
  readFileSync(new URL('../../../docs/openapi-examples.json', import.meta.url), 'utf8'),
);

/** Each recorded example with its operation; `npm run openapi:examples` records them. */
const recorded = Object.entries(examples).flatMap(([id, byName]) =>
  Object.entries(byName).map(([name, example]) => ({ id, name, example })),
);
const operationOf = (id: string) => {
  const operation = operations.find((candidate) => candidate.id === id);
  if (!operation) throw new Error(`No operation ${id}`);
  return operation;
};

describe('recorded OpenAPI examples', () => {
  test('every keyed operation has the answer to a request without a key', () => {
    for (const operation of operations) {
      if (operation.auth.pattern === 'public') continue;
      const answer = examples[operation.id]?.missingKey;
      expect(answer?.status, operation.id).toBe(403);
    }
  });

  test('a successful answer has the success status and data its response schema accepts', () => {
    const successes = recorded.filter(({ example }) => (example.response as { success: boolean }).success);
    expect(successes.length).toBeGreaterThanOrEqual(30);
    for (const { id, name, example } of successes) {
      const operation = operationOf(id);
      expect(example.status, `${id} ${name}`).toBe(operation.successStatus);
      const { data } = example.response as { data: unknown };
      expect(z.safeParse(operation.schemas.response, data).error, `${id} ${name}`).toBeUndefined();
    }
  });

  test('a request example is one its input schemas accept', () => {
    for (const { id, name, example } of recorded) {
      const { schemas } = operationOf(id);
      const parts = [
        [schemas.params, example.params],
        [schemas.query, example.query],
        [schemas.body, example.body],
      ] as const;
      for (const [schema, value] of parts) {
        if (value === undefined) continue;
        expect(schema, `${id} ${name}`).toBeDefined();
        if (schema) expect(z.safeParse(schema, value).error, `${id} ${name}`).toBeUndefined();
      }
    }
  });

  test('an error answer has a status and code declared for its operation', () => {
    for (const { id, name, example } of recorded) {
      const envelope = example.response as { success: boolean; error?: { code: string } };
      if (envelope.success) continue;
      const declared = declaredErrors(operationOf(id)).map((error) => `${error.status} ${error.code}`);
      expect(declared, `${id} ${name}`).toContain(`${example.status} ${envelope.error?.code}`);
    }
  });
});
