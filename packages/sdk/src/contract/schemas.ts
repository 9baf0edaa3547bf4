/**
 * Building blocks shared by every area's schemas: string rules, ids, addresses, decimals,
 * open enums and the loose object used for everything the server returns.
 */
import * as z from 'zod/mini';

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
  z.pipe(z.string().check(z.trim(), z.toLowerCase()), z.email());

/** A non-negative decimal string such as `"0"`, `"12.5"`. */
export const DECIMAL_PATTERN = /^(?:0|[1-9]\d*)(?:\.\d+)?$/;
export const decimalString = /* @__NO_SIDE_EFFECTS__ */ () =>
  z.string().check(z.trim(), z.regex(DECIMAL_PATTERN, 'Expected a non-negative decimal string'));

/** A positive decimal string (greater than zero). */
export const positiveDecimalString = /* @__NO_SIDE_EFFECTS__ */ () =>
  decimalString().check(z.refine((value) => Number(value) > 0, 'Expected a positive decimal string'));

/** A positive amount given as a number or a decimal string. */
export const positiveAmount = /* @__NO_SIDE_EFFECTS__ */ () =>
  z.union([z.number().check(z.positive()), positiveDecimalString()]);

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

/**
 * An integer given in a query string. SDK callers pass a number; on the wire it is a string.
 */
export const queryInt = /* @__NO_SIDE_EFFECTS__ */ (min: number, max?: number) => {
  const int =
    max === undefined
      ? z.number().check(z.int(), z.gte(min))
      : z.number().check(z.int(), z.gte(min), z.lte(max));
  return z.pipe(
    z.union([
      z.number(),
      z.pipe(
        z.string().check(z.trim(), z.regex(/^-?\d+$/, 'Expected an integer')),
        z.transform((value) => Number(value)),
      ),
    ]),
    int,
  );
};

/** The schemas made by {@link queryFlag}. */
const QUERY_FLAGS = /* @__PURE__ */ new WeakSet<object>();

/**
 * A query flag that is only on for the literal `true` (spec: "other values ignored").
 */
export const queryFlag = /* @__NO_SIDE_EFFECTS__ */ () => {
  const flag = z.pipe(
    z.union([z.boolean(), z.string()]),
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

/** An image file name with one of {@link IMAGE_EXTENSIONS}. */
export const imageFileName = /* @__NO_SIDE_EFFECTS__ */ () =>
  z.string().check(
    z.trim(),
    z.minLength(1),
    z.refine(
      (name) => {
        const extension = name.split('.').pop()?.toLowerCase() ?? '';
        return name.includes('.') && (IMAGE_EXTENSIONS as readonly string[]).includes(extension);
      },
      `Allowed extensions: ${IMAGE_EXTENSIONS.join(', ')}`,
    ),
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
 * digits, spaces and hyphens, then an allowed extension.
 */
export const DOCUMENT_FILE_NAME_PATTERN = /^[\p{L}\p{M}0-9 -]+\.(pdf|png|jpg|jpeg|gif|bmp|webp)$/iu;
export const documentFileName = /* @__NO_SIDE_EFFECTS__ */ () =>
  z
    .string()
    .check(
      z.regex(
        DOCUMENT_FILE_NAME_PATTERN,
        `Letters, digits, spaces and hyphens, with one of: ${DOCUMENT_EXTENSIONS.join(', ')}`,
      ),
    );
