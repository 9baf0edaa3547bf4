/**
 * Bad input never gets a 5xx and never changes state: every operation is sent malformed bodies
 * (broken JSON, other JSON types, each field with values of the wrong type, empty or huge),
 * junk query strings and path params that are not ids, with keys of several scopes. Every answer
 * must be a 4xx error envelope or a success, and a failed request must leave the state as it was.
 */
import { type OperationSchemas, operations } from '@payments-platform/sdk/contract';
import { describe, expect, test } from 'vitest';
import { createSimulator, DEMO } from '../src/index.js';

const WRONG_VALUES: readonly unknown[] = [null, -1, '', 'x'.repeat(3000), [], {}, true, 1e308];
const WHOLE_BODIES: readonly string[] = [
  '{',
  '[]',
  'null',
  '"x"',
  '{"a":1}',
  JSON.stringify({ x: 'y'.repeat(2000) }),
];

const fieldsOf = (schema: unknown): string[] =>
  Object.keys((schema as { shape?: Record<string, unknown> } | undefined)?.shape ?? {});

function badBodies(operation: (typeof operations)[number]): (string | undefined)[] {
  if (operation.method === 'GET') return [undefined];
  const bodies: string[] = [...WHOLE_BODIES];
  for (const field of fieldsOf((operation.schemas as OperationSchemas).body)) {
    for (const value of WRONG_VALUES) bodies.push(JSON.stringify({ [field]: value }));
  }
  return bodies;
}

function badQueries(operation: (typeof operations)[number]): string[] {
  const queries = ['junk=%ZZ'];
  for (const field of fieldsOf((operation.schemas as OperationSchemas).query)) {
    for (const value of ['', '-1', 'x'.repeat(300), '1e999', 'true,false']) {
      queries.push(`${field}=${encodeURIComponent(value)}`);
    }
  }
  return queries;
}

const pathOf = (template: string) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === 'action' ? 'send' : name === 'channelSlug' ? 'core' : 'not-an-id%2F..',
  );

const callers = [
  { name: 'a MASTER key with an admin session', apiKey: DEMO.keys.master, profileId: DEMO.profiles.bruno.id },
  { name: 'a profile-scoped key', apiKey: DEMO.keys.profileWrite, profileId: undefined },
] as const;

describe.each(callers)('bad input from $name', ({ apiKey, profileId }) => {
  test.each(operations.map((operation) => [operation.id, operation] as const))(
    '%s: 4xx, never 5xx, and no state change',
    async (_id, operation) => {
      const simulator = createSimulator({ randomSeed: 'bad-input', rateLimit: false });
      const headers: Record<string, string> = { 'x-api-key': apiKey, 'content-type': 'application/json' };
      if (profileId)
        headers.authorization = `Bearer ${(await simulator.control.tenancy.createSession({ profileId })).token}`;
      const path = pathOf(operation.path);
      const [firstQuery = '', ...otherQueries] = badQueries(operation);
      const bodies = badBodies(operation);
      const cases = [
        ...bodies.map((body) => ({ query: firstQuery, body })),
        ...otherQueries.map((query) => ({ query, body: bodies[0] })),
      ];
      for (const { query, body } of cases) {
        const before = JSON.stringify(simulator.snapshot().store);
        const response = await simulator.fetch(`${path}?${query}`, {
          method: operation.method,
          headers,
          ...(body === undefined ? {} : { body }),
        });
        const where = `${operation.method} ${path}?${query.slice(0, 40)} ${body?.slice(0, 60) ?? ''}`;
        expect(response.status, where).toBeLessThan(500);
        if (response.status >= 400) {
          const envelope = (await response.json()) as { success: boolean; error?: { code?: unknown } };
          expect(envelope.success, where).toBe(false);
          expect(typeof envelope.error?.code, where).toBe('string');
          expect(JSON.stringify(simulator.snapshot().store), where).toBe(before);
        }
      }
    },
  );
});
