/**
 * The simulator driven from the OpenAPI document alone: for every operation, requests are
 * generated from its path, query and body schemas (fast-check, fixed seed) and sent with no
 * credentials and with an admin's key and session. Every answer must be one the document
 * declares for that operation: its status listed, an error's code named under that status, a
 * success's body valid against the declared schema (the statuses and codes are the contract's
 * `declaredErrors`, the list the document's responses are printed from), and no server error but
 * one the route itself documents. And a request the document allows is not refused as invalid
 * input unless the refusal is a rule the operation's description states (the declaration is read
 * only to tell an input code from the route's other codes, and its docs for the fields whose
 * rules depend on the platform's state, which the description states by field).
 *
 * Random ids never reach a record, so a second phase walks the state a real flow makes: the
 * document's recorded examples replayed in order, each request then sent again, each operation
 * its answer links to called with the linked id (with its own recorded input and with generated
 * input), and every request sent once more when the flow is over. Those answers (a second accept,
 * a send already processed, a withdrawal no longer awaiting its signature) are held to the same
 * rules.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { declaredErrors, docsOf, type OperationDefinition, registry } from '@payments-platform/sdk/contract';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  EXAMPLE_SEEDS,
  exampleRequest,
  prepareExampleSimulator,
  type RecordedExample,
  runControlSteps,
} from '../../../scripts/example-requests.js';
import { declaresFailure } from '../src/http/error-check.js';
import { createSimulator, DEMO } from '../src/index.js';
import { arbitraryOf, type JsonSchema } from './support/json-schema-arbitrary.js';

const docsDirectory = join(dirname(fileURLToPath(import.meta.url)), '../../../docs');
const document = JSON.parse(readFileSync(join(docsDirectory, 'openapi.json'), 'utf8')) as {
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
    {
      description: string;
      content?: Record<string, { schema: JsonSchema }>;
      links?: Record<string, { operationId: string; parameters: Record<string, string> }>;
    }
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

/** The declaration an operation of the document is printed from. */
function declarationOf(operationId: string): OperationDefinition {
  const declaration = registry.byId(operationId) as OperationDefinition | undefined;
  if (!declaration) throw new Error(`No declaration of ${operationId}`);
  return declaration;
}

/**
 * Checks one answer against the document: no server error but one the route documents; its status
 * listed for the operation;
 * its body valid against that status's schema; an error's code declared under its status (a
 * failure declared without a code, such as a path id's 404, names the status only); and a refusal
 * as invalid input only for rules the operation's description states.
 */
async function expectDeclaredAnswer(response: Response, operation: OperationObject, where: string) {
  const declaration = declarationOf(operation.operationId);
  const json = response.headers.get('content-type')?.includes('json') === true;
  const text = json ? await response.text() : '';
  const declared = operation.responses[String(response.status)];
  expect(declared, `${where} answered an undeclared ${response.status}: ${text.slice(0, 300)}`).toBeDefined();
  if (!declared || !json) return;
  const body = JSON.parse(text) as { success: boolean; error?: { code: string; message: string } };
  const schema = declared.content?.['application/json']?.schema;
  if (schema) {
    const valid = ajv.validate(withRefs(schema), body);
    expect(valid, `${where}: ${ajv.errorsText()} in ${text.slice(0, 300)}`).toBe(true);
  }
  if (body.success) return;
  const code = body.error?.code ?? '';
  if (response.status >= 500) {
    // A server error only where the route itself documents one (verify-otp's failed provider check),
    // never the simulator's own INTERNAL_ERROR.
    const documented =
      code !== 'INTERNAL_ERROR' &&
      declaredErrors(declaration).some(
        (error) => error.source === 'route' && error.status === response.status,
      );
    expect(documented, `${where} answered a server error: ${text.slice(0, 300)}`).toBe(true);
  }
  expect(
    declaresFailure(declaration, response.status, code),
    `${where} answered an undeclared ${response.status} ${code}`,
  ).toBe(true);
  const invalidInputCodes = new Set([
    declaration.invalidInputCode,
    ...(declaration.inputErrorCodes ?? []).map((rule) => rule.code),
  ]);
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
}

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
            await expectDeclaredAnswer(response, operation, where);
          },
        ),
        { seed: 29, numRuns: 6, endOnFailure: true },
      );
    },
  );
});

/** The recorded examples' requests, in the order they were recorded (a read follows the create it uses). */
const recordedFlow = Object.entries(
  JSON.parse(readFileSync(join(docsDirectory, 'openapi-examples.json'), 'utf8')) as Record<
    string,
    Record<string, RecordedExample>
  >,
)
  .flatMap(([id, byName]) =>
    Object.entries(byName).flatMap(([name, example]) =>
      example.caller === undefined ? [] : [{ id, name, example, caller: example.caller }],
    ),
  )
  .sort((a, b) => (a.example.step ?? 0) - (b.example.step ?? 0));

const entryById = new Map(operationsOf.map((entry) => [entry.operation.operationId, entry]));
const entryOf = (operationId: string) => {
  const entry = entryById.get(operationId);
  if (!entry) throw new Error(`The document has no operation ${operationId}`);
  return entry;
};

/** Path params as the URL carries them. */
const stringsOf = (params: Readonly<Record<string, unknown>>) =>
  Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)]));

/** The value a link's runtime expression names: `$response.body#/json/pointer` or `$request.path.<name>`. */
function linkValue(expression: string, answer: unknown, params: Readonly<Record<string, string>>): unknown {
  const body = /^\$response\.body#\/(.*)$/.exec(expression);
  if (body) {
    return (body[1] ?? '')
      .split('/')
      .map((token) => token.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce<unknown>((value, token) => (value as Record<string, unknown> | undefined)?.[token], answer);
  }
  const path = /^\$request\.path\.(\w+)$/.exec(expression);
  if (path?.[1]) return params[path[1]];
  throw new Error(`Unsupported link expression ${expression}`);
}

describe('the simulator along the recorded flow, following the document’s links', () => {
  test('a request sent again, the operations its answer links to, and every request once the flow is over: each answer is declared', {
    timeout: 180_000,
  }, async () => {
    expect(recordedFlow.length).toBeGreaterThanOrEqual(124);
    // The recording's simulator again: the same seeds, the clock frozen, the same sessions first.
    const simulator = createSimulator({ ...EXAMPLE_SEEDS, rateLimit: false });
    const sessions = await prepareExampleSimulator(simulator);
    /** Sends one request and checks its answer; the state goes back to what it was before it. */
    const probe = async (
      operationId: string,
      request: Omit<RecordedExample, 'status' | 'response'>,
      caller: RecordedExample['caller'] & string,
      where: string,
    ) => {
      const { path, init } = exampleRequest(declarationOf(operationId), request, caller, sessions);
      const before = simulator.snapshot();
      try {
        await expectDeclaredAnswer(
          await simulator.fetch(path, init),
          entryOf(operationId).operation,
          `${where}: ${init.method} ${path}`,
        );
      } finally {
        simulator.restore(before);
      }
    };
    let linksFollowed = 0;
    for (const { id, name, example, caller } of recordedFlow) {
      await runControlSteps(simulator, example.before ?? []);
      const { path, init } = exampleRequest(declarationOf(id), example, caller, sessions);
      const response = await simulator.fetch(path, init);
      const answer: unknown = response.headers.get('content-type')?.includes('json')
        ? await response.json()
        : undefined;
      expect(response.status, `${id} ${name}: ${JSON.stringify(answer)?.slice(0, 300)}`).toBe(example.status);

      // The same request again, as a client retrying it would: a second create, accept, payment, ...
      await probe(id, example, caller, `${id} ${name} sent again`);

      // Each operation the answer links to, with the linked ids: its own recorded request, then generated ones.
      const links = entryOf(id).operation.responses[String(example.status)]?.links ?? {};
      for (const [linkName, link] of Object.entries(links)) {
        const linked = Object.fromEntries(
          Object.entries(link.parameters).map(([param, expression]) => [
            param,
            String(linkValue(expression, answer, (example.params ?? {}) as Record<string, string>)),
          ]),
        );
        const target = entryOf(link.operationId);
        const own = recordedFlow.find((step) => step.id === link.operationId)?.example;
        if (own) {
          const params = { ...own.params, ...linked };
          await probe(link.operationId, { ...own, params }, caller, `${id} → ${linkName} (recorded input)`);
        }
        for (const generated of fc.sample(requestArbitrary(target.operation), { seed: 29, numRuns: 2 })) {
          await probe(
            link.operationId,
            {
              params: { ...stringsOf(generated.path), ...linked },
              query: generated.query,
              ...(generated.body === undefined ? {} : { body: generated.body }),
            },
            caller,
            `${id} → ${linkName} (generated input)`,
          );
        }
        linksFollowed += 1;
      }
    }
    expect(linksFollowed).toBeGreaterThanOrEqual(35);

    // Every recorded request once more, against the state the whole flow left.
    for (const { id, name, example, caller } of recordedFlow) {
      await probe(id, example, caller, `${id} ${name} once the flow is over`);
    }
  });
});
