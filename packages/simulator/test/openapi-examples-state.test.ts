/**
 * The state the recorded examples leave (`docs/openapi-examples.state.json`), loaded with
 * `PUT /_simulator/state` as docs/openapi.md says, makes the document's examples answerable in any
 * order: every read finds the record its example names, and no example is a server error.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { declaredErrors, type OperationExamples, operations } from '@payments-platform/sdk/contract';
import { describe, expect, test } from 'vitest';
import { type Caller, exampleRequest, prepareExampleSimulator } from '../../../scripts/example-requests.js';
import { createSimulator } from '../src/index.js';

const docsDirectory = join(dirname(fileURLToPath(import.meta.url)), '../../../docs');
const examples = JSON.parse(readFileSync(join(docsDirectory, 'openapi-examples.json'), 'utf8')) as Record<
  string,
  OperationExamples
>;
const stateText = readFileSync(join(docsDirectory, 'openapi-examples.state.json'), 'utf8');

/** A fresh demo simulator with the examples' state loaded over HTTP, and the recording's sessions. */
async function loaded() {
  const simulator = createSimulator({ randomSeed: 'another-start' });
  const put = await simulator.fetch(`${simulator.baseUrl}/_simulator/state`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: stateText,
  });
  expect(put.status).toBe(200);
  return { simulator, sessions: await prepareExampleSimulator(simulator) };
}

/** Each recorded 2xx example, with the operation it belongs to and whom it was sent as. */
const successes = operations.flatMap((operation) =>
  Object.entries(examples[operation.id] ?? {})
    .filter(([, example]) => example.status >= 200 && example.status < 300)
    .map(([name, example]) => ({
      operation,
      name,
      example,
      caller: (example as { caller?: Caller }).caller,
    })),
);

describe('the state the recorded examples leave', () => {
  test('every read example finds its record, sent in document order on a fresh server', async () => {
    // A 2xx, or 409 where the record has moved on since (a withdrawal already signed).
    const { simulator, sessions } = await loaded();
    const reads = successes.filter(({ operation }) => operation.method === 'GET');
    expect(reads.length).toBeGreaterThan(50);
    const failed: string[] = [];
    for (const { operation, name, example, caller } of reads) {
      const { path, init } = exampleRequest(operation, example, caller ?? 'key', sessions);
      const response = await simulator.fetch(`${simulator.baseUrl}${path}`, init);
      if ((response.status < 200 || response.status >= 300) && response.status !== 409) {
        failed.push(`${operation.id} ${name}: ${response.status} ${(await response.text()).slice(0, 160)}`);
      }
    }
    expect(failed).toEqual([]);
  });

  test('no example, a write included, is answered with an undocumented server error or an unknown id', async () => {
    const { simulator, sessions } = await loaded();
    const failed: string[] = [];
    for (const { operation, name, example, caller } of successes) {
      const { path, init } = exampleRequest(operation, example, caller ?? 'key', sessions);
      const response = await simulator.fetch(`${simulator.baseUrl}${path}`, init);
      const text = await response.text();
      // A write may meet its record in a later state (409, or 400 for a rule against it); a
      // deleted record is a 404 of its own operation, which reads it no more.
      const gone = response.status === 404 && operation.method === 'DELETE';
      // A server error only where the route itself documents one (verify-otp's failed check).
      const code = (JSON.parse(text) as { error?: { code?: string } }).error?.code;
      const documented =
        code !== 'INTERNAL_ERROR' &&
        declaredErrors(operation).some(
          (error) => error.source === 'route' && error.status === response.status,
        );
      if ((response.status >= 500 && !documented) || (response.status === 404 && !gone)) {
        failed.push(`${operation.id} ${name}: ${response.status} ${text.slice(0, 160)}`);
      }
    }
    expect(failed).toEqual([]);
  });
});
