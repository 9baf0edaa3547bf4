/**
 * OpenAPI 3.1 document generated from the operation declarations.
 */
import * as z from 'zod/mini';
import type { AuthRequirement } from './auth.js';
import { docsOf, type OperationDocs } from './docs/index.js';
import type { OperationDefinition } from './operation.js';
import { pathParamNames } from './registry.js';
import { printedSchemaOf, statedRulesOf } from './schemas.js';

type JsonSchema = Record<string, unknown>;

/** Options of {@link createOpenApiDocument}. */
export interface OpenApiOptions {
  readonly title?: string;
  readonly version?: string;
  readonly servers?: readonly { url: string; description?: string }[];
  /** The prose of an operation; default the docs of this package's operations. */
  readonly docs?: (operation: OperationDefinition) => OperationDocs;
}

const toSchema = (schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
    // A schema that states its rule apart (see `printedAs`) prints as that rule.
    override: ({ zodSchema, jsonSchema }) => {
      const printed = io === 'input' ? printedSchemaOf(zodSchema) : undefined;
      if (!printed) return;
      for (const key of Object.keys(jsonSchema)) delete jsonSchema[key];
      Object.assign(
        jsonSchema,
        '_zod' in printed ? toSchema(printed as z.ZodMiniType, io) : structuredClone(printed),
      );
    },
  }) as JsonSchema;
  return json;
};

const HTTP_REASONS: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  400: 'Bad request',
  401: 'Session or context missing or invalid',
  403: 'Key, permission or ownership failure',
  404: 'Not found',
  409: 'Conflict',
  413: 'Payload too large',
  418: 'Action refused',
  429: 'Rate limited or cooldown active',
  500: 'Internal or propagated failure',
  501: 'Not implemented by the adapter',
  503: 'Gate closed or service unavailable',
};

/** Security alternatives of an auth requirement (OR of ANDs). */
function security(requirement: AuthRequirement): Record<string, string[]>[] {
  switch (requirement.pattern) {
    case 'public':
      return [];
    case 'key':
      return [{ apiKey: [] }];
    case 'session':
      return [{ apiKey: [], session: [] }];
    default: {
      const alternatives: Record<string, string[]>[] = [];
      if (requirement.contextFrom.includes('session')) alternatives.push({ apiKey: [], session: [] });
      if (requirement.contextFrom.includes('headers')) {
        alternatives.push({ apiKey: [], profileId: [], teamId: [] });
      }
      // A scoped key supplies its own context; an optional-context route accepts a bare key too.
      alternatives.push({ apiKey: [] });
      return alternatives;
    }
  }
}

/**
 * The operation's description, followed by the rules its input schemas check that a JSON Schema
 * cannot show (see `statedRule`), so the document states every rule a request is refused for.
 */
function describe(operation: OperationDefinition, docs: OperationDocs): { description?: string } {
  const { params, query, body } = operation.schemas;
  const rules = [params, query, body].flatMap((schema) => (schema ? statedRulesOf(schema) : []));
  const stated = rules.length === 0 ? '' : `Input rules: ${rules.map((rule) => `${rule}.`).join(' ')}`;
  const description = [docs.description ?? '', stated].filter((part) => part !== '').join('\n\n');
  return description === '' ? {} : { description };
}

function queryParameters(schema: z.ZodMiniType | undefined): JsonSchema[] {
  if (!schema) return [];
  const json = toSchema(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
    ...(property.type === 'array' ? { style: 'form', explode: true } : {}),
  }));
}

function pathParameters(operation: OperationDefinition): JsonSchema[] {
  const json = operation.schemas.params ? toSchema(operation.schemas.params, 'input') : {};
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  return pathParamNames(operation.path).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: properties[name] ?? { type: 'string' },
  }));
}

function responses(operation: OperationDefinition, docs: OperationDocs): Record<string, JsonSchema> {
  const result: Record<string, JsonSchema> = {};
  const success =
    operation.responseType === 'binary'
      ? { content: { 'application/pdf': { schema: { type: 'string', contentEncoding: 'binary' } } } }
      : {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['success', 'data'],
                properties: {
                  success: { const: true },
                  data: toSchema(operation.schemas.response, 'output'),
                },
              },
            },
          },
        };
  result[String(operation.successStatus)] = {
    description: HTTP_REASONS[operation.successStatus] ?? 'Success',
    ...success,
  };
  const byStatus = new Map<number, string[]>();
  const descriptions = docs.errors;
  for (const [index, error] of operation.errors.entries()) {
    const lines = byStatus.get(error.status) ?? [];
    const description = descriptions[index] ?? '';
    lines.push(error.code ? `\`${error.code}\`: ${description}` : description);
    byStatus.set(error.status, lines);
  }
  const inputStatus = byStatus.get(400) ?? [];
  if (operation.schemas.body || operation.schemas.query || operation.schemas.params) {
    inputStatus.push(`\`${operation.invalidInputCode}\`: invalid input.`);
    byStatus.set(400, inputStatus);
  }
  for (const [status, lines] of [...byStatus].sort(([a], [b]) => a - b)) {
    result[String(status)] = {
      description: `${HTTP_REASONS[status] ?? 'Error'}. ${lines.join(' ')}`,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
    };
  }
  return result;
}

/**
 * Builds an OpenAPI 3.1 document describing the given operations.
 *
 * @example
 * ```ts
 * import { createOpenApiDocument, operations } from '@payments-platform/sdk/contract';
 * const document = createOpenApiDocument(operations, { servers: [{ url: 'http://127.0.0.1:4010' }] });
 * ```
 */
export function createOpenApiDocument(
  operations: readonly OperationDefinition[],
  options: OpenApiOptions = {},
): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const docsFor = options.docs ?? docsOf;
  for (const operation of operations) {
    const docs = docsFor(operation);
    const item = paths[operation.path] ?? {};
    paths[operation.path] = item;
    const requestBody = operation.schemas.body
      ? {
          required: true,
          content: { 'application/json': { schema: toSchema(operation.schemas.body, 'input') } },
        }
      : undefined;
    item[operation.method.toLowerCase()] = {
      operationId: operation.id,
      summary: docs.summary,
      ...describe(operation, docs),
      tags: [operation.area],
      security: security(operation.auth),
      parameters: [...pathParameters(operation), ...queryParameters(operation.schemas.query)],
      ...(requestBody ? { requestBody } : {}),
      responses: responses(operation, docs),
      'x-sdk-method': operation.sdk,
      'x-auth': {
        pattern: operation.auth.pattern,
        label: operation.auth.label,
        contextFrom: operation.auth.contextFrom,
        permissions: operation.auth.permissions,
        role: operation.auth.role,
        ...(operation.auth.masterKey ? { masterKey: operation.auth.masterKey } : {}),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: options.title ?? 'Payments Platform API',
      version: options.version ?? '1.0.0',
      description:
        'Every response uses the envelope `{ success, data }`; a failure is `{ success: false, error: { code, message } }`.',
    },
    servers: options.servers ?? [{ url: 'http://127.0.0.1:4010', description: 'Local simulator' }],
    tags: [...new Set(operations.map((operation) => operation.area))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key', description: 'Application key.' },
        session: { type: 'http', scheme: 'bearer', description: 'Session from POST /v1/auth/verify-otp.' },
        profileId: { type: 'apiKey', in: 'header', name: 'x-profile-id', description: 'Acting profile.' },
        teamId: { type: 'apiKey', in: 'header', name: 'x-team-id', description: 'Acting team.' },
      },
      schemas: {
        ErrorEnvelope: {
          type: 'object',
          required: ['success', 'error'],
          properties: {
            success: { const: false },
            error: {
              type: 'object',
              required: ['code'],
              properties: { code: { type: 'string' }, message: { type: 'string' } },
            },
          },
        },
      },
    },
  };
}
