/**
 * The shape of one operation declaration. Every operation of the API is declared exactly once
 * with {@link defineOperation}; the SDK, the simulator, request validation, the OpenAPI document
 * and the reference docs are derived from these declarations. Their prose (summary, description,
 * error descriptions) is kept apart, keyed by operation id, in `docs/<area>.ts`, so a client
 * carries only what it runs.
 */
import type { z } from 'zod/mini';
import { boundedInput, type InputPart } from './input-bounds.js';
import { printedAs, printedSchemaOf } from './schemas.js';
import type { OperationDescriptor } from './shape.js';

export {
  AREAS,
  type Area,
  BODY_PARSER_CODE,
  ERROR_ROLES,
  type ErrorCodesOf,
  type ErrorRole,
  type ErrorSpec,
  type HttpMethod,
  type InputErrorCode,
  type OperationDescriptor,
  type OperationErrorCode,
  type OperationInput,
  type OperationOutput,
  type OperationSchemaTypes,
  type OperationShape,
  type Pagination,
  type SchemaTypes,
} from './shape.js';

/** The zod schemas of an operation. Path params, query and body are input schemas. */
export interface OperationSchemas {
  readonly params?: z.ZodMiniType;
  readonly query?: z.ZodMiniType;
  readonly body?: z.ZodMiniType;
  /** Schema of the `data` member of a success envelope. */
  readonly response: z.ZodMiniType;
}

/** The full declaration of one operation: its descriptor and its zod schemas. */
export interface OperationDefinition extends OperationDescriptor {
  readonly schemas: OperationSchemas;
}

/**
 * Declares one operation. The `const` type parameter keeps ids, paths and error codes as literal
 * types so the SDK can type `error.code` per operation.
 *
 * @example
 * ```ts
 * export const getMaintenance = defineOperation({
 *   id: 'getMaintenance',
 *   sdk: 'maintenance.retrieve',
 *   area: 'config',
 *   method: 'GET',
 *   path: '/v1/maintenance',
 *   auth: auth.public(),
 *   successStatus: 200,
 *   schemas: { response: z.looseObject({ status: openEnum(['ok', 'limited', 'maintenance']) }) },
 *   errors: [],
 *   invalidInputCode: BODY_PARSER_CODE,
 * });
 * ```
 */
export /* @__NO_SIDE_EFFECTS__ */ function defineOperation<const Def extends OperationDefinition>(
  definition: Def,
): Def {
  return definition;
}

/** An input schema with the length bounds of its part (see `input-bounds.ts`), printed as before. */
const bounded = <S extends z.ZodMiniType | undefined>(schema: S, part: InputPart): S => {
  if (schema === undefined) return schema;
  const checked = boundedInput(schema, part);
  const printed = printedSchemaOf(schema);
  return (printed === undefined ? checked : printedAs(checked, printed)) as S;
};

/**
 * The schemas of a declaration, built on first read. A module that declares operations then
 * builds no schema at import; each operation's schemas are built together the first time any of
 * them is read (a call, a request check, the OpenAPI document), and kept. The input schemas
 * (params, query, body) get the contract's length bounds: every string of a request at most
 * `MAX_TEXT_LENGTH` characters, a path id or id field at most `MAX_ID_LENGTH`, unless its own
 * schema is tighter.
 *
 * @example
 * ```ts
 * schemas: lazySchemas(() => ({ response: z.looseObject({ status: z.string() }) })),
 * ```
 */
export /* @__NO_SIDE_EFFECTS__ */ function lazySchemas<S extends OperationSchemas>(build: () => S): S {
  let built: S | undefined;
  const schemas = () => {
    if (built === undefined) {
      const declared = build();
      built = {
        ...declared,
        params: bounded(declared.params, 'params'),
        query: bounded(declared.query, 'query'),
        body: bounded(declared.body, 'body'),
      };
    }
    return built;
  };
  return {
    get params() {
      return schemas().params;
    },
    get query() {
      return schemas().query;
    },
    get body() {
      return schemas().body;
    },
    get response() {
      return schemas().response;
    },
  } as S;
}
