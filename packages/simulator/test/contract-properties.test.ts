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
 * input; the recorded one twice), every request sent once more when the flow is over, and the
 * whole flow in the wrong order, last step first. Those answers (a second accept, a send already
 * processed, a withdrawal no longer awaiting its signature, a process before its preparation) are
 * held to the same rules.
 *
 * A third phase pushes each field of each recorded request (path and query params, body fields
 * one level in, the whole body) to edge values: huge and tiny numbers, `-0`, very long strings,
 * NUL, lone surrogates, deep nesting, long path ids. No answer may be a server error but one the
 * route documents, and a string longer than the contract's bound for its place (a path id over
 * `MAX_ID_LENGTH`, any other over `MAX_TEXT_LENGTH`) is refused with 400. The default run sends a
 * rotating few values per field, which together cover every edge value; `EDGE_VALUES=all` sends
 * every value to every field.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  declaredErrors,
  docsOf,
  MAX_ID_LENGTH,
  MAX_TEXT_LENGTH,
  type OperationDefinition,
  registry,
} from '@payments-platform/sdk/contract';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { describe, expect, onTestFinished, test } from 'vitest';
import {
  EXAMPLE_SEEDS,
  exampleRequest,
  prepareExampleSimulator,
  type RecordedExample,
  runControlSteps,
} from '../../../scripts/example-requests.js';
import { declaresFailure } from '../src/http/error-check.js';
import { createSimulator, DEMO } from '../src/index.js';
import { startServer } from '../src/server.js';
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
      times = 1,
    ) => {
      const { path, init } = exampleRequest(declarationOf(operationId), request, caller, sessions);
      const before = simulator.snapshot();
      try {
        for (let time = 1; time <= times; time += 1) {
          await expectDeclaredAnswer(
            await simulator.fetch(path, init),
            entryOf(operationId).operation,
            `${where}${time > 1 ? ` (time ${time})` : ''}: ${init.method} ${path}`,
          );
        }
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
          // Twice: the second acts on what the first changed (a second accept, cancel, process, ...).
          await probe(
            link.operationId,
            { ...own, params },
            caller,
            `${id} → ${linkName} (recorded input)`,
            2,
          );
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

  test('the recorded flow in the wrong order, last step first: each answer is declared', {
    timeout: 120_000,
  }, async () => {
    // What a step acts on is made by a later one, or was undone by it: a process before its
    // preparation, an accept after the cancel, a read of a record not yet created.
    const simulator = createSimulator({ ...EXAMPLE_SEEDS, rateLimit: false });
    const sessions = await prepareExampleSimulator(simulator);
    for (const { id, name, example, caller } of [...recordedFlow].reverse()) {
      await runControlSteps(simulator, example.before ?? []).catch(() => undefined);
      const { path, init } = exampleRequest(declarationOf(id), example, caller, sessions);
      await expectDeclaredAnswer(
        await simulator.fetch(path, init),
        entryOf(id).operation,
        `${id} ${name} in reverse order: ${init.method} ${path}`,
      );
    }
  });
});

/** Deep nesting: an object `depth` levels deep. */
const nested = (depth: number): unknown => {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) value = level % 2 === 0 ? { a: value } : [value];
  return value;
};

/**
 * The edge values a field is pushed to: huge and tiny numbers, `-0`, very long strings, NUL, lone
 * surrogates, deep nesting, and values of every other JSON type.
 */
const EDGE_VALUES: readonly unknown[] = [
  1e308,
  -1e308,
  1e80,
  1.16e71,
  5e-324,
  -0,
  -1,
  0,
  2 ** 53 + 2,
  0.1 + 0.2,
  'a'.repeat(100_000),
  '9'.repeat(400),
  '1e80',
  '-0',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfffa\ud800',
  '',
  ' ',
  '__proto__',
  null,
  true,
  [],
  {},
  ['a', 1, null],
  nested(2_000),
];

/** Path ids at the edge: long, NUL, lone surrogates (sent as their WTF-8 bytes), dots, percent signs. */
const EDGE_PATH_VALUES: readonly string[] = [
  'a'.repeat(10_000),
  '\u0000',
  '\ud800',
  'x\udc00',
  '..',
  '%',
  '-0',
  '1e80',
  ' ',
  '9'.repeat(400),
];

/** Percent-encodes text as its UTF-8 bytes, a lone surrogate as the 3 bytes it would take (WTF-8). */
function percentEncoded(text: string): string {
  let out = '';
  for (const char of text) {
    const unit = char.codePointAt(0) ?? 0;
    if (unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)
        .join('');
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

/** A field of a request: where it is and its name (a body field may be nested one level). */
type Field =
  | { readonly in: 'path'; readonly name: string }
  | { readonly in: 'query'; readonly name: string }
  | { readonly in: 'body'; readonly path: readonly string[] };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every field of an operation: its path and query params, and its body's fields (one level in). */
function fieldsOf(operation: OperationObject, example: RecordedExample): Field[] {
  const fields: Field[] = (operation.parameters ?? [])
    .filter((parameter) => parameter.in === 'path' || parameter.in === 'query')
    .map(
      (parameter): Field =>
        parameter.in === 'path'
          ? { in: 'path', name: parameter.name }
          : { in: 'query', name: parameter.name },
    );
  const schema = operation.requestBody?.content['application/json']?.schema;
  const resolved = schema?.$ref === undefined ? schema : resolve(String(schema.$ref));
  const names = new Set([
    ...Object.keys(isObject(example.body) ? example.body : {}),
    ...Object.keys((resolved?.properties as Record<string, unknown> | undefined) ?? {}),
  ]);
  for (const name of names) {
    fields.push({ in: 'body', path: [name] });
    const value = isObject(example.body) ? example.body[name] : undefined;
    if (isObject(value))
      for (const inner of Object.keys(value)) fields.push({ in: 'body', path: [name, inner] });
  }
  if (operation.requestBody !== undefined) fields.push({ in: 'body', path: [] });
  return fields;
}

/** The example's request with one field set to an edge value. */
function withEdge(
  operationId: string,
  example: RecordedExample,
  caller: RecordedExample['caller'] & string,
  sessions: Awaited<ReturnType<typeof prepareExampleSimulator>>,
  field: Field,
  value: unknown,
): { readonly path: string; readonly init: RequestInit } {
  const declaration = declarationOf(operationId);
  if (field.in === 'path') {
    const marker = `__edge_${field.name}__`;
    const built = exampleRequest(
      declaration,
      { ...example, params: { ...example.params, [field.name]: marker } },
      caller,
      sessions,
    );
    return { path: built.path.replace(marker, percentEncoded(String(value))), init: built.init };
  }
  if (field.in === 'query') {
    const built = exampleRequest(declaration, { ...example, query: {} }, caller, sessions);
    const query = { ...(example.query ?? {}), [field.name]: value };
    const search = Object.entries(query)
      .map(
        ([name, item]) =>
          `${percentEncoded(name)}=${percentEncoded(typeof item === 'string' ? item : JSON.stringify(item))}`,
      )
      .join('&');
    return { path: `${built.path.replace(/\?$/, '')}?${search}`, init: built.init };
  }
  const body = structuredClone(example.body ?? {}) as unknown;
  let edged: unknown = value;
  if (field.path.length > 0) {
    const root = isObject(body) ? body : {};
    const [first = '', second] = field.path;
    if (second === undefined) root[first] = value;
    else root[first] = { ...(isObject(root[first]) ? root[first] : {}), [second]: value };
    edged = root;
  }
  const built = exampleRequest(declaration, { ...example, body: {} }, caller, sessions);
  return { path: built.path, init: { ...built.init, body: JSON.stringify(edged) } };
}

/** Every edge value for every field, or (the default run) a rotating few per field that cover them all. */
const ALL_EDGES = process.env.EDGE_VALUES === 'all';
const EDGES_PER_FIELD = 3;
function edgesFor(field: Field, index: number): readonly unknown[] {
  const values = field.in === 'path' ? EDGE_PATH_VALUES : EDGE_VALUES;
  if (ALL_EDGES) return values;
  return Array.from(
    { length: EDGES_PER_FIELD },
    (_, offset) => values[(index * EDGES_PER_FIELD + offset) % values.length],
  );
}

/**
 * Whether an edge value is a string longer than the contract lets its field take: a path id over
 * `MAX_ID_LENGTH`, any other string over `MAX_TEXT_LENGTH` (an id field's own bound is lower still).
 */
const overItsBound = (field: Field, value: unknown) =>
  typeof value === 'string' && value.length > (field.in === 'path' ? MAX_ID_LENGTH : MAX_TEXT_LENGTH);

/** Node's HTTP server refuses a request line and headers over 16 KiB with 431 before any route. */
const MAX_HTTP_HEADER_BYTES = 16 * 1024;

/** No server error but one the route documents (verify-otp's failed provider check). */
async function expectNoServerError(response: Response, operationId: string, where: string) {
  const text = await response.text();
  if (response.status < 500) return;
  const code = /"code":"([^"]*)"/.exec(text)?.[1] ?? '';
  const documented =
    code !== 'INTERNAL_ERROR' &&
    declaredErrors(declarationOf(operationId)).some(
      (error) => error.source === 'route' && error.status === response.status,
    );
  expect(documented, `${where} answered a server error: ${text.slice(0, 300)}`).toBe(true);
}

describe('the simulator with every field at its edge values', () => {
  test('along the recorded flow, each field of each request pushed to an edge value: no server error but a documented one', {
    timeout: 600_000,
  }, async () => {
    const simulator = createSimulator({ ...EXAMPLE_SEEDS, rateLimit: false });
    const sessions = await prepareExampleSimulator(simulator);
    // In process by default; over the loopback HTTP server with EDGE_OVER_HTTP=1.
    const server = process.env.EDGE_OVER_HTTP === '1' ? await startServer({ simulator, port: 0 }) : undefined;
    const send = (path: string, init: RequestInit) =>
      server === undefined ? simulator.fetch(path, init) : fetch(`${server.url}${path}`, init);
    onTestFinished(() => server?.close());
    let sent = 0;
    let bounded = 0;
    let fieldIndex = 0;
    for (const { id, name, example, caller } of recordedFlow) {
      await runControlSteps(simulator, example.before ?? []);
      // The edge requests of this step, then the state as it was, so the recorded request follows its flow.
      const before = simulator.snapshot();
      for (const field of fieldsOf(entryOf(id).operation, example)) {
        for (const value of edgesFor(field, fieldIndex)) {
          const { path, init } = withEdge(id, example, caller, sessions, field, value);
          const where = `${id} ${name} with ${field.in === 'body' ? `body.${field.path.join('.')}` : `${field.in}.${field.name}`} = ${String(JSON.stringify(value)).slice(0, 40)}: ${init.method} ${path.slice(0, 120)}`;
          const response = await send(path, init);
          if (overItsBound(field, value)) {
            // Over HTTP, a request target past Node's header limit is refused before the route.
            const refused = server !== undefined && path.length > MAX_HTTP_HEADER_BYTES ? [400, 431] : [400];
            expect(refused, `${where} is over its length bound`).toContain(response.status);
            bounded += 1;
          }
          await expectNoServerError(response, id, where);
          sent += 1;
        }
        fieldIndex += 1;
      }
      simulator.restore(before);
      const { path, init } = exampleRequest(declarationOf(id), example, caller, sessions);
      const response = await simulator.fetch(path, init);
      expect(response.status, `${id} ${name}`).toBe(example.status);
      await response.body?.cancel();
    }
    // Every edge value reaches some field of some operation, in the default run too.
    expect(fieldIndex * EDGES_PER_FIELD).toBeGreaterThan(EDGE_VALUES.length);
    expect(sent).toBeGreaterThan(fieldIndex);
    // Over-long strings reached path, query and body fields and were refused.
    expect(bounded).toBeGreaterThan(0);
  });
});
