/**
 * The response check: handler data against the operation's response schema. A plain walk of the
 * schema, built once per schema, answers "valid" for the common shapes (objects, arrays, records,
 * strings, numbers, enums, unions, optional and nullable) without zod building an output copy of
 * every row; it answers only when sure. Anything it does not cover, and any value it does not
 * accept, goes to zod itself, which gives the final answer and the issues, so the check accepts
 * and rejects exactly what `schema.safeParse` does.
 */
import type * as z from 'zod';

/** A response schema, as the contract declares it. */
export type ResponseSchema = z.core.$ZodType;

/** Whether a value surely passes; `false` means "ask zod". */
type Accepts = (value: unknown) => boolean;

interface SchemaInternals {
  readonly def: {
    readonly type: string;
    readonly checks?: readonly unknown[];
    readonly check?: unknown;
    readonly [key: string]: unknown;
  };
  readonly optin?: 'optional' | undefined;
  readonly optout?: 'optional' | undefined;
}

const internalsOf = (schema: ResponseSchema) => (schema as unknown as { _zod: SchemaInternals })._zod;

const compiled = new WeakMap<ResponseSchema, Accepts>();

const isPlainRecord = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

const isObjectValue = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Asks zod: the fallback for a part of a schema the walk does not cover. */
const byZod =
  (schema: ResponseSchema): Accepts =>
  (value) =>
    (schema as unknown as z.ZodType).safeParse(value).success;

function objectCheck(shape: Readonly<Record<string, ResponseSchema>>): Accepts {
  const fields = Object.entries(shape).map(([key, schema]) => {
    const { optin, optout } = internalsOf(schema);
    return {
      key,
      accepts: acceptsOf(schema),
      optin,
      absentOk: optin === 'optional' && optout === 'optional',
    };
  });
  return (value) => {
    if (!isObjectValue(value)) return false;
    for (const field of fields) {
      if (field.key in value) {
        if (!field.accepts(value[field.key])) return false;
      } else if (!field.absentOk && (field.optin === undefined || !field.accepts(undefined))) {
        return false;
      }
    }
    return true;
  };
}

function build(schema: ResponseSchema): Accepts {
  const { def } = internalsOf(schema);
  if ((def.checks?.length ?? 0) > 0 || def.check !== undefined || def.coerce === true) return byZod(schema);
  switch (def.type) {
    case 'string':
      return (value) => typeof value === 'string';
    case 'number':
      return (value) => typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return (value) => typeof value === 'boolean';
    case 'null':
      return (value) => value === null;
    case 'unknown':
    case 'any':
      return () => true;
    case 'literal': {
      const values = def.values as readonly unknown[];
      return (value) => (typeof value === 'string' || typeof value === 'number') && values.includes(value);
    }
    case 'enum': {
      const values = new Set(Object.values(def.entries as Record<string, unknown>));
      if ([...values].some((item) => typeof item !== 'string')) return byZod(schema);
      return (value) => typeof value === 'string' && values.has(value);
    }
    case 'optional': {
      const inner = acceptsOf(def.innerType as ResponseSchema);
      return (value) => value === undefined || inner(value);
    }
    case 'nullable': {
      const inner = acceptsOf(def.innerType as ResponseSchema);
      return (value) => value === null || inner(value);
    }
    case 'union': {
      const options = (def.options as readonly ResponseSchema[]).map(acceptsOf);
      return (value) => options.some((accepts) => accepts(value));
    }
    case 'array': {
      const element = acceptsOf(def.element as ResponseSchema);
      return (value) => {
        if (!Array.isArray(value)) return false;
        for (let index = 0; index < value.length; index++) if (!element(value[index])) return false;
        return true;
      };
    }
    case 'record': {
      const key = internalsOf(def.keyType as ResponseSchema).def;
      if (key.type !== 'string' || (key.checks?.length ?? 0) > 0) return byZod(schema);
      const element = acceptsOf(def.valueType as ResponseSchema);
      return (value) => {
        if (!isPlainRecord(value) || Object.getOwnPropertySymbols(value).length > 0) return false;
        for (const name in value) if (!element(value[name])) return false;
        return true;
      };
    }
    case 'object': {
      const catchall = def.catchall as ResponseSchema | undefined;
      const extra = catchall === undefined ? undefined : internalsOf(catchall).def.type;
      if (extra !== undefined && extra !== 'unknown' && extra !== 'any') return byZod(schema);
      return objectCheck(def.shape as Readonly<Record<string, ResponseSchema>>);
    }
    default:
      return byZod(schema);
  }
}

/** The walk of a schema, built on first use and kept for the life of the process. */
function acceptsOf(schema: ResponseSchema): Accepts {
  let accepts = compiled.get(schema);
  if (accepts === undefined) {
    // A schema that refers to itself (z.lazy) is not walked: `build` hands it to zod.
    compiled.set(schema, (value) => (compiled.get(schema) as Accepts)(value));
    accepts = build(schema);
    compiled.set(schema, accepts);
  }
  return accepts;
}

/**
 * Checks handler data against a response schema as a client would see it: the data as it is,
 * and only when that fails, again after a JSON round trip (which drops `undefined` fields and
 * turns dates into strings), so a value that serialises to a valid answer still passes.
 *
 * @example
 * ```ts
 * const result = checkResponse(operation.schemas.response, data);
 * if (!result.success) console.log(result.issues);
 * ```
 */
export function checkResponse(
  schema: ResponseSchema,
  data: unknown,
): { readonly success: true } | { readonly success: false; readonly issues: readonly z.core.$ZodIssue[] } {
  const value = data === undefined ? null : data;
  if (acceptsOf(schema)(value)) return { success: true };
  const parse = (input: unknown) => (schema as unknown as z.ZodType).safeParse(input);
  const direct = parse(value);
  if (direct.success) return { success: true };
  if (data === undefined) return { success: false, issues: direct.error.issues };
  const serialised = parse(JSON.parse(JSON.stringify(data)) as unknown);
  return serialised.success ? { success: true } : { success: false, issues: serialised.error.issues };
}
