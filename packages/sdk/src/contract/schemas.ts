/**
 * Building blocks shared by every area's schemas: string rules, ids, addresses, decimals,
 * open enums and the loose object used for everything the server returns.
 */
import * as z from 'zod/mini';
import { withinTextBound } from './input-bounds.js';

/**
 * An object schema that keeps keys it does not know. Every resource and response schema uses
 * it, so a server that adds fields never breaks a client. Its type has the declared fields only,
 * no index signature: unknown fields pass through at run time, and a misspelt field
 * (`invitation.emial`) does not compile.
 */
export const loose = /* @__NO_SIDE_EFFECTS__ */ <T extends z.core.$ZodLooseShape>(shape: T) =>
  z.looseObject(shape) as unknown as LooseObject<T>;

/**
 * The type of {@link loose}: the declared fields only. An object whose fields are all optional
 * (an open bag such as a provider payload, or any JSON object) keeps its string index.
 */
export type LooseObject<T extends z.core.$ZodLooseShape> =
  Record<never, never> extends z.output<z.ZodMiniObject<z.core.util.Writeable<T>, z.core.$strip>>
    ? z.ZodMiniObject<z.core.util.Writeable<T>, z.core.$loose>
    : z.ZodMiniObject<z.core.util.Writeable<T>, z.core.$strip>;

/**
 * An enum the spec does not close ("not shown beyond"): the known values are typed and any
 * other string is accepted too.
 */
export const openEnum = /* @__NO_SIDE_EFFECTS__ */ <const T extends readonly [string, ...string[]]>(
  values: T,
) => z.union([z.enum(values), z.string() as z.ZodMiniType<string & {}>]);

/** A closed enum. */
export const closedEnum = /* @__NO_SIDE_EFFECTS__ */ <const T extends readonly [string, ...string[]]>(
  values: T,
) => z.enum(values);

/** Any JSON object. */
export const jsonObject = /* @__NO_SIDE_EFFECTS__ */ () => z.record(z.string(), z.unknown());

/** ISO 8601 timestamp as sent by the server. */
export const timestamp = /* @__NO_SIDE_EFFECTS__ */ () => z.string();

/** A UUID (any version). */
export const uuid = /* @__NO_SIDE_EFFECTS__ */ () => z.uuid();

/** An EVM address: `0x` and 40 hex digits, either case. */
export const EVM_ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/;
export const evmAddress = /* @__NO_SIDE_EFFECTS__ */ () =>
  z.string().check(z.trim(), z.regex(EVM_ADDRESS_PATTERN, 'Invalid EVM address'));

/** Two-letter ISO country code, trimmed and uppercased. */
export const countryCode = /* @__NO_SIDE_EFFECTS__ */ () =>
  z.string().check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{2}$/, 'Expected a two-letter country code'));

/** An e-mail address, trimmed and lowercased. */
export const email = /* @__NO_SIDE_EFFECTS__ */ () =>
  printedAs(z.pipe(z.string().check(z.trim(), z.toLowerCase()), z.email()), z.email());

/**
 * The most decimal places an amount of whole tokens has: the most any token of the platform has
 * (18, as ETH). An amount with more cannot be told in base units.
 */
export const MAX_AMOUNT_DECIMALS = 18;
/**
 * The most digits before the decimal point of an amount of whole tokens: 59, so that its value in
 * base units (times 10^18 at most) stays below 2^256 - 1, the largest a token's uint256 holds.
 */
export const MAX_AMOUNT_WHOLE_DIGITS = 59;
/** The largest amount given as a number: 10^59 whole tokens, whose base units fit a uint256. */
export const MAX_AMOUNT = 1e59;

/** A positive number, at most {@link MAX_AMOUNT}. */
export const positiveNumber = /* @__NO_SIDE_EFFECTS__ */ () =>
  z.number().check(z.positive(), z.lte(MAX_AMOUNT));

/** A date or date-time string `Date.parse` reads; the document asks for ISO 8601. */
export const dateString = /* @__NO_SIDE_EFFECTS__ */ () =>
  printedAs(
    z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value)), 'Expected a parseable date')),
    { type: 'string', format: 'date-time' },
  );

/**
 * A string trimmed before its length is checked: at least `min` characters once trimmed. It prints
 * with the pattern of that, so the document does not allow spaces around fewer characters.
 */
export const trimmedString = /* @__NO_SIDE_EFFECTS__ */ (min: number) =>
  printedAs(z.string().check(z.trim(), z.minLength(min)), {
    type: 'string',
    minLength: min,
    pattern: min < 2 ? '\\S' : `\\S[\\s\\S]{${min - 2},}\\S`,
  });

/** A number given as text in a query string, such as `"12.5"` or `"-3"`; blank for none. */
export const NUMBER_TEXT_PATTERN = /^\s*(?:-?(?:\d+(?:\.\d*)?|\.\d+))?\s*$/;
export const numberText = /* @__NO_SIDE_EFFECTS__ */ () =>
  z.string().check(z.regex(NUMBER_TEXT_PATTERN, 'Expected a number'));

const WHOLE = `(?:0|[1-9]\\d{0,${MAX_AMOUNT_WHOLE_DIGITS - 1}})`;
const FRACTION = `(?:\\.\\d{1,${MAX_AMOUNT_DECIMALS}})`;
/** A fraction of 1 to 18 digits, not all zeros: one branch per count of leading zeros. */
const POSITIVE_FRACTION = Array.from({ length: MAX_AMOUNT_DECIMALS }, (_, zeros) => {
  const rest = MAX_AMOUNT_DECIMALS - zeros - 1;
  return `${'0'.repeat(zeros)}[1-9]${rest > 0 ? `\\d{0,${rest}}` : ''}`;
}).join('|');

/**
 * A non-negative decimal string such as `"0"`, `"12.5"`: at most {@link MAX_AMOUNT_WHOLE_DIGITS}
 * digits before the point and {@link MAX_AMOUNT_DECIMALS} after it.
 */
export const DECIMAL_PATTERN = /* @__PURE__ */ new RegExp(`^${WHOLE}${FRACTION}?$`);
export const decimalString = /* @__NO_SIDE_EFFECTS__ */ () =>
  z
    .string()
    .check(
      z.trim(),
      z.regex(
        DECIMAL_PATTERN,
        'Expected a non-negative decimal string of at most 59 digits before the point and 18 after it',
      ),
    );

/**
 * A positive decimal string (greater than zero), such as `"12.5"` or `"0.01"`, with the bounds of
 * {@link DECIMAL_PATTERN}.
 */
export const POSITIVE_DECIMAL_PATTERN = /* @__PURE__ */ new RegExp(
  `^(?:[1-9]\\d{0,${MAX_AMOUNT_WHOLE_DIGITS - 1}}${FRACTION}?|0\\.(?:${POSITIVE_FRACTION}))$`,
);
export const positiveDecimalString = /* @__NO_SIDE_EFFECTS__ */ () =>
  z
    .string()
    .check(
      z.trim(),
      z.regex(
        POSITIVE_DECIMAL_PATTERN,
        'Expected a positive decimal string of at most 59 digits before the point and 18 after it',
      ),
    );

/** A positive amount given as a number or a decimal string, within the bounds above. */
export const positiveAmount = /* @__NO_SIDE_EFFECTS__ */ () =>
  z.union([positiveNumber(), positiveDecimalString()]);

/** A positive amount, or the literal `max`. */
export const amountOrMax = /* @__NO_SIDE_EFFECTS__ */ () => z.union([z.literal('max'), positiveAmount()]);

/** Team roles (spec: Roles). */
export const ROLES = ['admin', 'member', 'viewer', 'developer', 'analyst', 'blocked', 'api'] as const;
export const role = /* @__NO_SIDE_EFFECTS__ */ () => z.enum(ROLES);
export type Role = (typeof ROLES)[number];

/** Languages the platform speaks. */
export const LANGUAGES = ['en', 'es'] as const;

/** User types. */
export const USER_TYPES = ['individual', 'business', 'admin'] as const;

/**
 * A username or nickname: letters, digits, `_` and `-`, at least 4 characters, not starting with
 * `api_` (case-insensitive). Usernames are trimmed and lowercased.
 */
export const USERNAME_PATTERN = /^[A-Za-z0-9_-]+$/;
const notApiPrefixed = /* @__NO_SIDE_EFFECTS__ */ (value: string) => !value.toLowerCase().startsWith('api_');
export const username = /* @__NO_SIDE_EFFECTS__ */ () =>
  z
    .string()
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(4),
      z.regex(USERNAME_PATTERN, 'Only letters, digits, "_" and "-"'),
      z.refine(notApiPrefixed, 'Cannot start with "api_"'),
    );

/** A profile nickname: 4 to 50 characters, same character rules as a username. */
export const nickname = /* @__NO_SIDE_EFFECTS__ */ () =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(4),
      z.maxLength(50),
      z.regex(USERNAME_PATTERN, 'Only letters, digits, "_" and "-"'),
      z.refine(notApiPrefixed, 'Cannot start with "api_"'),
    );

/** Referral codes: `^[A-Z0-9_-]{4}[0-9]{4}$`, case-insensitive, uppercased. */
export const REFERRAL_CODE_PATTERN = /^[A-Z0-9_-]{4}[0-9]{4}$/;
export const referralCode = /* @__NO_SIDE_EFFECTS__ */ () =>
  z.string().check(z.trim(), z.toUpperCase(), z.regex(REFERRAL_CODE_PATTERN, 'Invalid referral code format'));

/** A tax id: trimmed, 1 to 64 characters, letters, digits and `-`. */
export const taxId = /* @__NO_SIDE_EFFECTS__ */ () =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1),
      z.maxLength(64),
      z.regex(/^[A-Za-z0-9-]+$/, 'Only letters, digits and "-"'),
    );

/** The JSON Schema printed for schemas whose input side zod cannot print as the rule it checks. */
const PRINTED_AS = /* @__PURE__ */ new WeakMap<object, PrintedSchema>();

/** What a schema prints as: a JSON Schema, or another zod schema whose input side states the rule. */
export type PrintedSchema = Readonly<Record<string, unknown>> | z.ZodMiniType;

/**
 * Records the JSON Schema a schema prints as in the OpenAPI document: for a schema whose checks
 * are refinements or a pipe (an integer parsed from a query string), so the document states the
 * rule the schema checks instead of the input's loose shape.
 */
export /* @__NO_SIDE_EFFECTS__ */ function printedAs<S extends object>(schema: S, json: PrintedSchema): S {
  PRINTED_AS.set(schema, json);
  return schema;
}

/** The JSON Schema recorded with {@link printedAs}, if any. */
export /* @__NO_SIDE_EFFECTS__ */ function printedSchemaOf(schema: object): PrintedSchema | undefined {
  return PRINTED_AS.get(schema);
}

/** The rules of {@link statedRule} checks, by check. */
const STATED_RULES = /* @__PURE__ */ new WeakMap<object, string>();

/** The JSON Schema keywords of {@link statedRule} checks that give them, by check. */
const STATED_KEYWORDS = /* @__PURE__ */ new WeakMap<object, Readonly<Record<string, unknown>>>();

/**
 * A rule one field's schema cannot carry (one field's rule that depends on another): a check that
 * fails with `message` at `path` when `holds` is false. The OpenAPI document states `message` in
 * the operation's description, so the document says what the check refuses; where JSON Schema
 * keywords on the object say the same (an `anyOf` or `oneOf` of `required`, `not` or per-branch
 * properties: keywords every JSON Schema draft reads), `keywords` gives them and the document
 * prints them too, each branch made a whole object, for tools that generate requests.
 *
 * @example
 * ```ts
 * z.object({ a: z.optional(z.string()), b: z.optional(z.string()) }).check(
 *   statedRule('Give exactly one of a or b', (value) => (value.a === undefined) !== (value.b === undefined), ['a'], {
 *     oneOf: [{ required: ['a'] }, { required: ['b'] }],
 *   }),
 * );
 * ```
 */
export /* @__NO_SIDE_EFFECTS__ */ function statedRule<T>(
  message: string,
  holds: (value: T) => boolean,
  path: (value: T) => readonly PropertyKey[],
  keywords?: Readonly<Record<string, unknown>>,
): z.core.$ZodCheck<T> {
  const check = z.superRefine<T>((value, ctx) => {
    if (!holds(value)) ctx.addIssue({ code: 'custom', message, path: [...path(value)] });
  });
  STATED_RULES.set(check, message);
  if (keywords) STATED_KEYWORDS.set(check, keywords);
  return check;
}

/** The JSON Schema keywords the {@link statedRule} checks of a schema itself give, one object per check. */
export /* @__NO_SIDE_EFFECTS__ */ function statedKeywordsOf(schema: object): Record<string, unknown>[] {
  const def = (schema as { _zod?: { def?: { checks?: readonly object[] } } })._zod?.def;
  return (def?.checks ?? []).flatMap((check) => {
    const keywords = STATED_KEYWORDS.get(check);
    return keywords ? [{ ...keywords }] : [];
  });
}

/** The messages of the {@link statedRule} checks of a schema and of the schemas inside it. */
export /* @__NO_SIDE_EFFECTS__ */ function statedRulesOf(schema: z.ZodMiniType): string[] {
  const rules = new Set<string>();
  const seen = new Set<object>();
  const visit = (current: unknown): void => {
    const def = (current as { _zod?: { def?: Record<string, unknown> } } | undefined)?._zod?.def;
    if (!def || seen.has(def)) return;
    seen.add(def);
    for (const check of (def.checks ?? []) as object[]) {
      const message = STATED_RULES.get(check);
      if (message !== undefined) rules.add(message);
    }
    const shape = (def.shape ?? {}) as Record<string, unknown>;
    for (const inner of [
      ...Object.values(shape),
      ...((def.options ?? []) as unknown[]),
      def.element,
      def.innerType,
      def.in,
      def.out,
    ]) {
      visit(inner);
    }
  };
  visit(schema);
  return [...rules];
}

/**
 * An integer given in a query string. SDK callers pass a number; on the wire it is a string. The
 * document prints it as an integer with its bounds.
 */
export const queryInt = /* @__NO_SIDE_EFFECTS__ */ (min: number, max?: number) => {
  const int =
    max === undefined
      ? z.number().check(z.int(), z.gte(min))
      : z.number().check(z.int(), z.gte(min), z.lte(max));
  // z.int() is a safe integer, so the largest is Number.MAX_SAFE_INTEGER where no max is given.
  return printedAs(
    z.pipe(
      z.union([
        z.number(),
        z.pipe(
          z.string().check(withinTextBound(), z.trim(), z.regex(/^-?\d+$/, 'Expected an integer')),
          z.transform((value) => Number(value)),
        ),
      ]),
      int,
    ),
    { type: 'integer', minimum: min, maximum: max ?? Number.MAX_SAFE_INTEGER },
  );
};

/** The schemas made by {@link queryFlag}. */
const QUERY_FLAGS = /* @__PURE__ */ new WeakSet<object>();

/**
 * A query flag that is only on for the literal `true` (spec: "other values ignored"); a value
 * longer than `MAX_TEXT_LENGTH` is refused as any other input string is.
 */
export const queryFlag = /* @__NO_SIDE_EFFECTS__ */ () => {
  const flag = z.pipe(
    z.union([z.boolean(), z.string().check(withinTextBound())]),
    z.transform((value) => value === true || value === 'true'),
  );
  QUERY_FLAGS.add(flag);
  return flag;
};

/**
 * Whether a field schema is a {@link queryFlag} (optional or not). The server ignores a value
 * other than `true`; the SDK asks its callers for a boolean, so `{ all: 'yes' }` is an error.
 */
export /* @__NO_SIDE_EFFECTS__ */ function isQueryFlag(schema: unknown): boolean {
  let current = schema as { _zod?: { def?: { type?: string; innerType?: unknown } } } | undefined;
  while (current?._zod?.def?.type === 'optional') current = current._zod.def.innerType as typeof current;
  return current !== undefined && QUERY_FLAGS.has(current);
}

/**
 * What a list given in a query string prints as: an array of `items`, each its own `name=value`
 * pair, at least `minItems` of them.
 */
export const printedList = /* @__NO_SIDE_EFFECTS__ */ (
  items: Readonly<Record<string, unknown>>,
  minItems = 1,
): Readonly<Record<string, unknown>> => ({ type: 'array', items, minItems });

/** The JSON Schema of an EVM address. */
export const EVM_ADDRESS_JSON = { type: 'string', pattern: EVM_ADDRESS_PATTERN.source } as const;

/** A comma-separated list in a query string; SDK callers may pass an array. */
export const queryList = /* @__NO_SIDE_EFFECTS__ */ () =>
  z.pipe(
    z.union([z.array(z.string()), z.string()]),
    z.transform((value) =>
      (Array.isArray(value) ? value : value.split(','))
        .map((item) => item.trim())
        .filter((item) => item.length > 0),
    ),
  );

/** File extensions accepted for team and profile images. */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'gif'] as const;
/** MIME types accepted for team and profile images. */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp', 'image/gif'] as const;

/**
 * A pattern for `word` in any case, letter by letter (`[pP][dD][fF]`): a printed pattern carries no
 * `i` flag, so a case-insensitive pattern would print as a case-sensitive one.
 */
export const anyCase = (word: string) =>
  [...word].map((letter) => (/[a-z]/.test(letter) ? `[${letter}${letter.toUpperCase()}]` : letter)).join('');

/** An image file name with one of {@link IMAGE_EXTENSIONS}. */
export const IMAGE_FILE_NAME_PATTERN = /* @__PURE__ */ new RegExp(
  `^\\s*\\S.*\\.(?:${IMAGE_EXTENSIONS.map(anyCase).join('|')})\\s*$`,
);
export const imageFileName = /* @__NO_SIDE_EFFECTS__ */ () =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1),
      z.regex(IMAGE_FILE_NAME_PATTERN, `Allowed extensions: ${IMAGE_EXTENSIONS.join(', ')}`),
    );

/** File extensions accepted for transaction files and OTC proofs. */
export const DOCUMENT_EXTENSIONS = ['pdf', 'png', 'jpg', 'jpeg', 'gif', 'bmp', 'webp'] as const;
/** The content type of each of {@link DOCUMENT_EXTENSIONS}. */
export const DOCUMENT_CONTENT_TYPES: Readonly<Record<(typeof DOCUMENT_EXTENSIONS)[number], string>> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
};

/**
 * The content type of a file name by its extension, `application/octet-stream` for any other.
 *
 * @example
 * ```ts
 * contentTypeOfFileName('receipt.PDF'); // 'application/pdf'
 * ```
 */
export /* @__NO_SIDE_EFFECTS__ */ function contentTypeOfFileName(fileName: string): string {
  const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
  return (
    (DOCUMENT_CONTENT_TYPES as Readonly<Record<string, string>>)[extension] ?? 'application/octet-stream'
  );
}

/**
 * A document file name: letters (any script's, so `facturación.pdf` in an API that serves `es`),
 * digits, spaces and hyphens, then an allowed extension in any case. The letters are alternatives,
 * not one class (`[\p{L}\p{M}0-9 -]`): tools that read patterns with an engine without `\p{…}`
 * (Python's) translate it outside a class only.
 */
export const DOCUMENT_FILE_NAME_PATTERN = /* @__PURE__ */ new RegExp(
  `^(?:\\p{L}|\\p{M}|[0-9 -])+\\.(?:${DOCUMENT_EXTENSIONS.map(anyCase).join('|')})$`,
  'u',
);
export const documentFileName = /* @__NO_SIDE_EFFECTS__ */ () =>
  z
    .string()
    .check(
      z.regex(
        DOCUMENT_FILE_NAME_PATTERN,
        `Letters, digits, spaces and hyphens, with one of: ${DOCUMENT_EXTENSIONS.join(', ')}`,
      ),
    );
