import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { declaredErrors } from '../src/contract/declared-errors.js';
import type { OperationExample, OperationExamples } from '../src/contract/openapi.js';
import type { OperationDefinition } from '../src/contract/operation.js';
import { operations as declarations } from '../src/contract/operations.js';

/** Every declaration, read as the general shape. */
const operations: readonly OperationDefinition[] = declarations;
const readDoc = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../../docs/${name}`, import.meta.url), 'utf8'));
const examples: Record<string, OperationExamples> = readDoc('openapi-examples.json');
/** The printed document's success links: a created id handed to the operations that take it. */
interface Link {
  readonly from: string;
  readonly to: string;
  readonly parameters: Record<string, string>;
}
/** The parts of the printed document the links are read from. */
interface PrintedOperation {
  readonly operationId: string;
  readonly responses: Record<
    string,
    { readonly links?: Record<string, { operationId: string; parameters: Record<string, string> }> }
  >;
}
const printed: { paths: Record<string, Record<string, PrintedOperation>> } = readDoc('openapi.json');
const links: Link[] = Object.values(printed.paths)
  .flatMap((byMethod) => Object.values(byMethod))
  .flatMap((operation) =>
    Object.values(operation.responses).flatMap((response) =>
      Object.values(response.links ?? {}).map((link) => ({
        from: operation.operationId,
        to: link.operationId,
        parameters: link.parameters,
      })),
    ),
  );

/** Each recorded example with its operation; `npm run openapi:examples` records them. */
const recorded = Object.entries(examples).flatMap(([id, byName]) =>
  Object.entries(byName).map(([name, example]) => ({ id, name, example })),
);
/** A 2xx answer (a JSON envelope with data, or the invoice PDF kept as its type and size). */
const succeeded = (example: OperationExample) => example.status >= 200 && example.status < 300;
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

  test('every operation has a successful example, a 2xx answer of the simulator', () => {
    const without = operations
      .filter((operation) => {
        return !Object.values(examples[operation.id] ?? {}).some(succeeded);
      })
      .map((operation) => operation.id);
    expect(without).toEqual([]);
  });

  test('an example sent with context headers prints them as examples of its header parameters', () => {
    const withHeaders = recorded.filter(({ example }) => example.headers !== undefined);
    expect(withHeaders.length).toBeGreaterThan(10);
    for (const { id, name, example } of withHeaders) {
      const operation = operationOf(id);
      const parameters =
        (
          printed.paths[operation.path]?.[operation.method.toLowerCase()] as unknown as
            | undefined
            | {
                parameters: { name: string; in: string; examples?: Record<string, { value: unknown }> }[];
              }
        )?.parameters ?? [];
      for (const [header, value] of Object.entries(example.headers ?? {})) {
        const parameter = parameters.find(
          (candidate) => candidate.in === 'header' && candidate.name === header,
        );
        expect(parameter?.examples?.[name]?.value, `${id} ${name} ${header}`).toBe(value);
      }
    }
  });

  test('a successful answer has the success status and data its response schema accepts', () => {
    const successes = recorded.filter(({ example }) => succeeded(example));
    expect(successes.length).toBeGreaterThanOrEqual(operations.length);
    for (const { id, name, example } of successes) {
      const operation = operationOf(id);
      expect(example.status, `${id} ${name}`).toBe(operation.successStatus);
      if (operation.responseType === 'binary') {
        expect(example.response, `${id} ${name}`).toMatchObject({ contentType: 'application/pdf' });
        continue;
      }
      const { success, data } = example.response as { success: boolean; data: unknown };
      expect(success, `${id} ${name}`).toBe(true);
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

  test("a link names a parameter of its target, with a value the source's example answered", () => {
    expect(links.length).toBeGreaterThanOrEqual(30);
    for (const { from, to, parameters } of links) {
      const target = operationOf(to);
      const success = examples[from]?.success;
      for (const [name, expression] of Object.entries(parameters)) {
        expect(target.path.includes(`{${name}}`), `${from} -> ${to} ${name}`).toBe(true);
        const pointer = /^\$response\.body#\/(.+)$/.exec(expression)?.[1];
        const value = pointer
          ?.split('/')
          .reduce<unknown>(
            (node, key) => (node as Record<string, unknown> | undefined)?.[key],
            success?.response,
          );
        const fromRequest = /^\$request\.path\.(\w+)$/.exec(expression)?.[1];
        const given = fromRequest ? success?.params?.[fromRequest] : value;
        expect(typeof given === 'string' && given !== '', `${from} -> ${to} ${name}`).toBe(true);
      }
    }
  });

  test('an error answer has a status and code declared for its operation', () => {
    for (const { id, name, example } of recorded) {
      if (succeeded(example)) continue;
      const envelope = example.response as { success: boolean; error?: { code: string } };
      expect(envelope.success, `${id} ${name}`).toBe(false);
      const declared = declaredErrors(operationOf(id)).map((error) => `${error.status} ${error.code}`);
      expect(declared, `${id} ${name}`).toContain(`${example.status} ${envelope.error?.code}`);
    }
  });
});
