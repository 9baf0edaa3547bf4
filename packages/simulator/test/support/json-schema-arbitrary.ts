/**
 * fast-check arbitraries of the values a JSON Schema (the subset the OpenAPI document prints)
 * allows: types, `enum` and `const`, `anyOf`, string `pattern` / `format` / lengths, number
 * bounds, arrays and objects with their required members. Every generated value is one the schema
 * accepts; nothing is generated for a keyword the document does not use, so a schema with one is
 * refused rather than sampled wrongly.
 */
import fc from 'fast-check';

/** A JSON Schema object as the document prints it. */
export type JsonSchema = Readonly<Record<string, unknown>>;

const KNOWN = new Set([
  'type',
  'not',
  'enum',
  'const',
  'anyOf',
  'oneOf',
  'pattern',
  'format',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'items',
  'minItems',
  'maxItems',
  'properties',
  'required',
  'additionalProperties',
  'propertyNames',
  'default',
  'description',
  'examples',
  'example',
  '$ref',
  'contentEncoding',
]);

/** Resolves `#/components/...` references against the document. */
export type Resolve = (ref: string) => JsonSchema;

const FORMATS: Record<string, () => fc.Arbitrary<string>> = {
  uuid: () => fc.uuid({ version: [1, 4, 5, 7] }),
  email: () => fc.emailAddress(),
  'date-time': () =>
    fc
      .date({
        min: new Date('2020-01-01T00:00:00Z'),
        max: new Date('2030-01-01T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString()),
  uri: () => fc.webUrl(),
};

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = (schema.minLength as number | undefined) ?? 0;
  const maxLength = (schema.maxLength as number | undefined) ?? Number.POSITIVE_INFINITY;
  const fits = (value: string) => [...value].length >= minLength && [...value].length <= maxLength;
  const pattern = schema.pattern as string | undefined;
  if (pattern !== undefined) {
    const regex = new RegExp(pattern, 'u');
    const format = FORMATS[schema.format as string];
    const base = format ? format() : fc.stringMatching(regex, { size: 'small' });
    return base.filter((value) => regex.test(value) && fits(value));
  }
  const format = FORMATS[schema.format as string];
  if (format) return format().filter(fits);
  return fc.string({ minLength, maxLength: Math.min(maxLength, minLength + 24), unit: 'grapheme-ascii' });
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const exclusiveMin = schema.exclusiveMinimum as number | undefined;
  const exclusiveMax = schema.exclusiveMaximum as number | undefined;
  const min = (schema.minimum as number | undefined) ?? (exclusiveMin === undefined ? -1e6 : exclusiveMin);
  const max = (schema.maximum as number | undefined) ?? (exclusiveMax === undefined ? 1e6 : exclusiveMax);
  const base = integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return base.filter(
    (value) =>
      (exclusiveMin === undefined || value > exclusiveMin) &&
      (exclusiveMax === undefined || value < exclusiveMax),
  );
}

function objectArbitrary(schema: JsonSchema, resolve: Resolve): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  const members = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, arbitraryOf(property, resolve)]),
  );
  return fc.record(members, {
    requiredKeys: Object.keys(properties).filter((name) => required.has(name)),
  }) as fc.Arbitrary<Record<string, unknown>>;
}

/** The properties a `not` keeps out of an object: `not: { required }`, or `not: { anyOf: [{ required }] }`. */
function absentProperties(not: JsonSchema): string[] {
  const branches =
    Object.keys(not).length === 1 && Array.isArray(not.anyOf) ? (not.anyOf as JsonSchema[]) : [not];
  return branches.flatMap((branch) => {
    const { required, properties: _defined, ...others } = branch;
    if (Object.keys(others).length > 0 || !Array.isArray(required)) {
      throw new Error(
        `No generator for the keyword not other than not: { required } or not: { anyOf: [{ required }] }`,
      );
    }
    return required as string[];
  });
}

/**
 * An arbitrary of the values `schema` allows. A cross-field rule of the document (one of two fields,
 * one required with another) is an `anyOf` or `oneOf` of whole objects, which generate as any
 * branch; where an object has two, the second is in `allOf`, generated without, and a refusal for
 * it is a rule the operation's description states.
 *
 * @example
 * ```ts
 * fc.sample(arbitraryOf({ type: 'integer', minimum: 1, maximum: 100 }, resolve), 3);
 * ```
 */
export function arbitraryOf(input: JsonSchema, resolve: Resolve): fc.Arbitrary<unknown> {
  const { allOf: _crossFieldRules, ...schema } = input;
  const unknownKeyword = Object.keys(schema).find((key) => !KNOWN.has(key) && !key.startsWith('x-'));
  if (unknownKeyword) throw new Error(`No generator for the keyword ${unknownKeyword}`);
  if (typeof schema.$ref === 'string') return arbitraryOf(resolve(schema.$ref), resolve);
  if ('not' in schema) {
    const { not, ...rest } = schema;
    const excluded = (not as JsonSchema).pattern;
    if (typeof excluded === 'string' && Object.keys(not as JsonSchema).length === 1) {
      // A string that matches no excluded pattern (`not: { pattern }`).
      const pattern = new RegExp(excluded, 'u');
      return arbitraryOf(rest, resolve).filter((value) => !pattern.test(String(value)));
    }
    // An object branch without some properties (`not` of `required`, or of `anyOf` of them).
    const absent = absentProperties(not as JsonSchema);
    return arbitraryOf(rest, resolve).map((value) =>
      Object.fromEntries(Object.entries(value as object).filter(([key]) => !absent.includes(key))),
    );
  }
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const branches = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (branches) {
    const { anyOf: _anyOf, oneOf: _oneOf, ...shared } = schema;
    return fc.oneof(...branches.map((branch) => arbitraryOf({ ...shared, ...branch }, resolve)));
  }
  const type = schema.type;
  if (Array.isArray(type)) {
    return fc.oneof(...(type as string[]).map((one) => arbitraryOf({ ...schema, type: one }, resolve)));
  }
  switch (type) {
    case 'string':
      return stringArbitrary(schema);
    case 'number':
      return numberArbitrary(schema, false);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryOf((schema.items ?? {}) as JsonSchema, resolve), {
        minLength: (schema.minItems as number | undefined) ?? 0,
        maxLength: (schema.maxItems as number | undefined) ?? Math.max((schema.minItems as number) ?? 0, 3),
      });
    case 'object':
      return objectArbitrary(schema, resolve);
    case undefined:
      if (schema.properties) return objectArbitrary(schema, resolve);
      return fc.jsonValue({ maxDepth: 1 });
    default:
      throw new Error(`No generator for the type ${String(type)}`);
  }
}
