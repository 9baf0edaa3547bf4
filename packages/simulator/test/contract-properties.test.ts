/**
 * The simulator driven from the OpenAPI document alone: for every operation, requests are
 * generated from its path, query and body schemas (fast-check, fixed seed) and sent with no
 * credentials and with an admin's key and session. Every answer must be one the document
 * declares for that operation: its status listed, an error's code named under that status, a
 * success's body valid against the declared schema (the statuses and codes are the contract's
 * `declaredErrors`, the list the document's responses are printed from). And a request the document allows is not
 * refused as invalid input unless the refusal is a rule the operation's description states (the
 * declaration is read only to tell an input code from the route's other codes, and its docs for
 * the fields whose rules depend on the platform's state, which the description states by field).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { declaredErrors, docsOf, type OperationDefinition, registry } from '@payments-platform/sdk/contract';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { createSimulator, DEMO } from '../src/index.js';
import { arbitraryOf, type JsonSchema } from './support/json-schema-arbitrary.js';

const documentPath = join(dirname(fileURLToPath(import.meta.url)), '../../../docs/openapi.json');
const document = JSON.parse(readFileSync(documentPath, 'utf8')) as {
  paths: Record<string, Record<string, OperationObject>>;
  components: Record<string, Record<string, JsonSchema>>;
};

interface Parameter {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header';
  readonly required?: boolean;
  readonly schema: JsonSchema;
}

interface OperationObject {
  readonly operationId: string;
  readonly description?: string;
  readonly parameters?: readonly Parameter[];
  readonly requestBody?: { readonly content: Record<string, { readonly schema: JsonSchema }> };
  readonly responses: Record<
    string,
    { description: string; content?: Record<string, { schema: JsonSchema }> }
  >;
}

const resolve = (ref: string): JsonSchema => {
  const [, , section = '', name = ''] = ref.split('/');
  const target = document.components[section]?.[name];
  if (!target) throw new Error(`Unresolved reference ${ref}`);
  return target;
};

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema({ components: document.components }, 'document');
const withRefs = (schema: JsonSchema) =>
  JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"document#/components/')) as JsonSchema;

/** A generated request: path params, query and body. */
interface Generated {
  readonly path: Record<string, unknown>;
  readonly query: Record<string, unknown>;
  readonly body: unknown;
}

function requestArbitrary(operation: OperationObject): fc.Arbitrary<Generated> {
  const parameters = operation.parameters ?? [];
  const group = (place: 'path' | 'query') =>
    fc.record(
      Object.fromEntries(
        parameters.filter((p) => p.in === place).map((p) => [p.name, arbitraryOf(p.schema, resolve)]),
      ),
      { requiredKeys: parameters.filter((p) => p.in === place && p.required).map((p) => p.name) },
    );
  const bodySchema = operation.requestBody?.content['application/json']?.schema;
  return fc.record({
    path: group('path'),
    query: group('query'),
    body: bodySchema ? arbitraryOf(bodySchema, resolve) : fc.constant(undefined),
  });
}

function urlOf(template: string, generated: Generated): string {
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(generated.path[name])),
  );
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(generated.query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  const query = search.toString();
  return query === '' ? path : `${path}?${query}`;
}

/**
 * The refusals of an invalid-input message, one per part (parts are separated by `; ` before the
 * next field's name, so a value holding `; ` stays in its part): the field a part names
 * (`<location>.<field>: `, without the location and with a list's indexes as `[]`) and its rule,
 * the text after it.
 */
const refusalsOf = (message: string) =>
  message
    .replace(/^Invalid input for \w+: /, '')
    .split(/; (?=[\w.[\]-]+: )/)
    .map((part) => {
      const named = /^([\w.[\]-]+): (.*)$/s.exec(part);
      return {
        field: named?.[1]?.replace(/^(?:params|query|body)\./, '').replace(/\[\d+\]/g, '[]'),
        rule: named?.[2] ?? part,
      };
    });

const operationsOf = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
);

const CREDENTIALS = ['none', 'admin'] as const;

describe('the simulator against its OpenAPI document', () => {
  test.each(operationsOf.map((entry) => [entry.operation.operationId, entry] as const))(
    '%s: every answer to a generated request is declared',
    async (_id, { path, method, operation }) => {
      const simulator = createSimulator({ randomSeed: 'contract-properties', rateLimit: false });
      const { token } = await simulator.control.tenancy.createSession({ profileId: DEMO.profiles.bruno.id });
      const declaration = registry.byId(operation.operationId) as OperationDefinition | undefined;
      if (!declaration) throw new Error(`No declaration of ${operation.operationId}`);
      const invalidInputCodes = new Set([
        declaration.invalidInputCode,
        ...(declaration.inputErrorCodes ?? []).map((rule) => rule.code),
      ]);
      await fc.assert(
        fc.asyncProperty(
          requestArbitrary(operation),
          fc.constantFrom(...CREDENTIALS),
          async (generated, who) => {
            const headers: Record<string, string> = { 'content-type': 'application/json' };
            if (who === 'admin') {
              headers['x-api-key'] = DEMO.keys.master;
              headers.authorization = `Bearer ${token}`;
            }
            const url = urlOf(path, generated);
            const response = await simulator.fetch(url, {
              method,
              headers,
              ...(generated.body === undefined ? {} : { body: JSON.stringify(generated.body) }),
            });
            const where = `${method} ${url} (${who}) ${JSON.stringify(generated.body)?.slice(0, 300) ?? ''}`;
            const declared = operation.responses[String(response.status)];
            const text = response.headers.get('content-type')?.includes('json') ? await response.text() : '';
            expect(
              declared,
              `${where} answered an undeclared ${response.status}: ${text.slice(0, 300)}`,
            ).toBeDefined();
            if (!declared || !response.headers.get('content-type')?.includes('json')) return;
            const body = JSON.parse(text) as { success: boolean; error?: { code: string; message: string } };
            const schema = declared.content?.['application/json']?.schema;
            if (schema) {
              const valid = ajv.validate(withRefs(schema), body);
              expect(valid, `${where}: ${ajv.errorsText()} in ${text.slice(0, 300)}`).toBe(true);
            }
            if (body.success) return;
            const code = body.error?.code ?? '';
            // A failure declared without a code (a path id's 404) names the status only.
            const declaredCode = declaredErrors(declaration).some(
              (error) =>
                error.status === response.status && (error.code === undefined || error.code === code),
            );
            expect(declaredCode, `${where} answered an undeclared ${response.status} ${code}`).toBe(true);
            if (response.status === 400 && invalidInputCodes.has(code)) {
              const stateRules = docsOf(declaration).stateRules ?? {};
              const unstated = refusalsOf(body.error?.message ?? '')
                .filter(
                  ({ field, rule }) =>
                    !(operation.description ?? '').includes(rule) &&
                    !(field !== undefined && Object.hasOwn(stateRules, field)),
                )
                .map(({ field, rule }) => (field === undefined ? rule : `${field}: ${rule}`));
              expect(unstated, `${where} was refused for a rule the document does not state`).toEqual([]);
            }
          },
        ),
        { seed: 29, numRuns: 6, endOnFailure: true },
      );
    },
  );
});
