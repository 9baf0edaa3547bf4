/**
 * Builds `docs/control-openapi.json`, the OpenAPI 3.1 document of the simulator's control API
 * (every `/_simulator` route), from the control action declarations: each route's params, query
 * and body schemas, its success status, the admin-token security scheme (none for an open route)
 * and, for the routes that take no input, an example answer read from a fresh demo simulator.
 */
import { ERROR_ENVELOPE_SCHEMA } from '@payments-platform/sdk/contract';
import * as z from 'zod';
import type { AnyControlAction } from '../packages/simulator/src/kernel/control.js';
import { methodsOf } from '../packages/simulator/src/kernel/control.js';
import {
  SCENARIO_NAMES,
  SCENARIO_OPTIONS,
  SCENARIO_RESULTS,
} from '../packages/simulator/src/scenario-control.js';

type Json = Record<string, unknown>;

/** The document's file, from the repository root. */
export const CONTROL_OPENAPI_FILE = 'docs/control-openapi.json';

/** A JSON Schema of what a zod schema takes (its input) or gives (its output). */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Json {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as Json;
  return json;
}

/**
 * A JSON Schema of a sample value's shape: types, object properties (all present ones required)
 * and the items of an array (from its first element).
 */
export function shapeOf(value: unknown): Json {
  if (value === null) return { type: 'null' };
  if (Array.isArray(value))
    return value.length === 0 ? { type: 'array' } : { type: 'array', items: shapeOf(value[0]) };
  switch (typeof value) {
    case 'string':
      return { type: 'string' };
    case 'number':
      return { type: Number.isInteger(value) ? 'integer' : 'number' };
    case 'boolean':
      return { type: 'boolean' };
    case 'object': {
      const entries = Object.entries(value as Json);
      return {
        type: 'object',
        properties: Object.fromEntries(entries.map(([key, item]) => [key, shapeOf(item)])),
        ...(entries.length > 0 ? { required: entries.map(([key]) => key) } : {}),
      };
    }
    default:
      return {};
  }
}

/** What a scenario route's body and answer are: one branch per scenario. */
function scenarioSchemas(): { body: Json; result: Json } {
  return {
    body: {
      description: "The scenario's options; each scenario takes the fields of its TypeScript options object.",
      anyOf: SCENARIO_NAMES.map((name) => ({
        title: name,
        ...jsonSchema(SCENARIO_OPTIONS[name](), 'input'),
      })),
    },
    result: {
      description: 'What the scenario returns: the ids it made.',
      anyOf: SCENARIO_NAMES.map((name) => ({
        title: name,
        ...jsonSchema(SCENARIO_RESULTS[name](), 'output'),
      })),
    },
  };
}

const errorEnvelopeRef = { $ref: '#/components/schemas/ErrorEnvelope' };

const errorResponse = (description: string, code: string, message: string) => ({
  description,
  content: {
    'application/json': {
      schema: errorEnvelopeRef,
      example: { success: false, error: { code, message } },
    },
  },
});

/** The path params of a route, from its `{name}` segments. */
function pathParameters(action: AnyControlAction): Json[] {
  const names = [...action.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
  const properties = (action.params ? jsonSchema(action.params, 'input').properties : undefined) as
    | Record<string, Json>
    | undefined;
  return names.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema:
      action.module === 'scenarios' && name === 'name'
        ? { type: 'string', enum: [...SCENARIO_NAMES] }
        : (properties?.[name] ?? { type: 'string' }),
  }));
}

function queryParameters(action: AnyControlAction): Json[] {
  if (!action.query) return [];
  const json = jsonSchema(action.query, 'input');
  const properties = (json.properties ?? {}) as Record<string, Json>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema,
  }));
}

function requestBody(action: AnyControlAction, method: string): Json | undefined {
  if (method === 'GET') return undefined;
  if (action.rawBody === true) {
    return {
      required: true,
      content: {
        'application/octet-stream': {
          schema: { type: 'string', contentMediaType: 'application/octet-stream' },
        },
      },
    };
  }
  if (action.module === 'scenarios') {
    return {
      required: false,
      content: {
        'application/json': {
          schema: scenarioSchemas().body,
          example: { amount: 40 },
        },
      },
    };
  }
  if (!action.body) return undefined;
  return {
    required: !action.body.safeParse({}).success,
    content: { 'application/json': { schema: jsonSchema(action.body, 'input') } },
  };
}

/** Options of {@link createControlOpenApiDocument}. */
export interface ControlOpenApiOptions {
  /** The package version, as the document's `info.version`. */
  readonly version: string;
  /** Example answers (`data`) by `module.name`, read from a demo simulator. */
  readonly samples?: Readonly<Record<string, unknown>>;
}

/** The operation id of an action: `module.name`, the method `simulator.control.module.name()`. */
export const controlOperationId = (action: AnyControlAction, method: string, methods: number) =>
  methods > 1 ? `${action.module}.${action.name}.${method.toLowerCase()}` : `${action.module}.${action.name}`;

/**
 * The OpenAPI 3.1 document of the control routes, in the order the router tries them.
 *
 * @example
 * ```ts
 * const document = createControlOpenApiDocument(BUILT_IN_CONTROL_ACTIONS, { version: '0.1.0' });
 * ```
 */
export function createControlOpenApiDocument(
  actions: readonly AnyControlAction[],
  options: ControlOpenApiOptions,
): Json {
  const paths: Record<string, Record<string, Json>> = {};
  for (const action of actions) {
    const path = `/_simulator${action.path}`;
    const item = paths[path] ?? {};
    paths[path] = item;
    const methods = methodsOf(action);
    for (const method of methods) {
      const status = String(action.status ?? 200);
      const sample = options.samples?.[`${action.module}.${action.name}`];
      const inspectorPage = action.module === 'inspector' && action.name === 'page';
      const data =
        action.module === 'scenarios'
          ? scenarioSchemas().result
          : sample === undefined
            ? {}
            : shapeOf(sample);
      const body = requestBody(action, method);
      item[method.toLowerCase()] = {
        operationId: controlOperationId(action, method, methods.length),
        summary: action.summary,
        description: `In process: \`simulator.control.${action.module}.${action.name}()\`.${
          action.open === true ? ' Served without the admin token.' : ''
        }`,
        tags: [action.module],
        security: action.open === true ? [] : [{ adminToken: [] }],
        parameters: [...pathParameters(action), ...queryParameters(action)],
        ...(body === undefined ? {} : { requestBody: body }),
        responses: {
          [status]: inspectorPage
            ? { description: 'The inspector page.', content: { 'text/html': { schema: { type: 'string' } } } }
            : {
                description: 'Done; `data` is what the in-process method resolves with.',
                content: {
                  'application/json': {
                    schema: {
                      type: 'object',
                      required: ['success', 'data'],
                      properties: { success: { const: true }, data },
                    },
                    ...(sample === undefined ? {} : { example: { success: true, data: sample } }),
                  },
                },
              },
          '400': errorResponse(
            'Invalid input (each field named with what it expected).',
            action.module === 'scenarios' ? 'SCENARIO_UNKNOWN' : 'BODY_PARSER_ERROR',
            action.module === 'scenarios'
              ? 'No scenario "pay"; the scenarios are paidPaymentRequest, send, otcAcceptedOffer, completedRampOrder.'
              : 'Invalid control input: (input): expected an object',
          ),
          ...(action.open === true
            ? {}
            : {
                '401': errorResponse(
                  'No admin token (when the simulator has one).',
                  'ADMIN_TOKEN_REQUIRED',
                  'Control routes need Authorization: Bearer <admin token>.',
                ),
                '403': errorResponse(
                  'A wrong admin token.',
                  'ADMIN_TOKEN_INVALID',
                  'The admin token is not valid.',
                ),
              }),
        },
      };
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Payments Platform simulator control API',
      version: options.version,
      license: { name: 'MIT', identifier: 'MIT' },
      description: [
        'The routes under `/_simulator` that drive a simulator from a test in any language: the clock, funding, sessions, webhooks, faults, state and the scenarios. Each has an in-process method, `simulator.control.<module>.<name>()`, named in its description.',
        'Every answer uses the envelope `{ success, data }`; a failure is `{ success: false, error: { code, message } }`.',
        'A simulator started with an admin token (the standalone server off loopback, the container image) wants `Authorization: Bearer <admin token>` on every route but the open ones (`GET /_simulator/health`, the inspector page, signed URLs).',
      ].join('\n\n'),
    },
    servers: [{ url: 'http://127.0.0.1:4010', description: 'Local simulator' }],
    tags: [...new Set(actions.map((action) => action.module))].map((name) => ({
      name,
      description: `Control actions of \`simulator.control.${name}\`.`,
    })),
    security: [{ adminToken: [] }],
    paths,
    components: {
      securitySchemes: {
        adminToken: {
          type: 'http',
          scheme: 'bearer',
          description:
            'The admin token: `--admin-token`, `PAYMENTS_SIMULATOR_ADMIN_TOKEN`, or the one the server generates and prints.',
        },
      },
      schemas: {
        ErrorEnvelope: ERROR_ENVELOPE_SCHEMA,
      },
    },
  };
}

/** Largest sample kept as an example (a whole state snapshot is not one). */
const MAX_SAMPLE_CHARS = 4_000;

/** A fixed health answer: the real one's uptime differs on every run. */
export const HEALTH_SAMPLE = (version: string) => ({
  status: 'ok',
  name: '@payments-platform/simulator',
  version,
  uptimeSeconds: 42,
});

/**
 * Example answers of the routes that take no input, read from `simulator` (a fresh demo
 * simulator with a fixed random seed, so they are the same on every run).
 */
export async function readControlSamples(
  actions: readonly AnyControlAction[],
  control: Record<string, Record<string, (input?: unknown) => Promise<unknown>>>,
  version: string,
): Promise<Record<string, unknown>> {
  const samples: Record<string, unknown> = { 'platform.health': HEALTH_SAMPLE(version) };
  for (const action of actions) {
    const key = `${action.module}.${action.name}`;
    if (key in samples || methodsOf(action)[0] !== 'GET' || action.path.includes('{') || action.open === true)
      continue;
    let data: unknown;
    try {
      data = await control[action.module]?.[action.name]?.();
    } catch {
      continue;
    }
    if (data === undefined || data instanceof Response) continue;
    if (JSON.stringify(data).length <= MAX_SAMPLE_CHARS) samples[key] = data;
  }
  return samples;
}
