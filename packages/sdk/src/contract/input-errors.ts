/**
 * Input checks that teach: English messages for every schema issue (whatever locale zod has
 * loaded), the kind of value received, the argument a method takes, and the nearest known key
 * for a misspelt one.
 */
import type { OperationDefinition } from './operation.js';
import { pathParamNames } from './registry.js';

/** One problem with an input: where it is and what is wrong. */
export interface InputIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** The parts of a zod issue the messages read. */
interface RawIssue {
  readonly code?: string;
  readonly path?: readonly PropertyKey[];
  readonly message?: string;
  readonly input?: unknown;
  readonly expected?: string;
  readonly origin?: string;
  readonly format?: string;
  readonly pattern?: RegExp | string;
  readonly minimum?: number | bigint;
  readonly maximum?: number | bigint;
  readonly inclusive?: boolean;
  readonly exact?: boolean;
  readonly values?: readonly unknown[];
  readonly keys?: readonly string[];
  readonly errors?: readonly (readonly RawIssue[])[];
  readonly divisor?: number | bigint;
}

const article = (word: string) => (/^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`);

const FORMATS: Readonly<Record<string, string>> = {
  email: 'an e-mail address',
  uuid: 'a UUID',
  guid: 'a GUID',
  url: 'a URL',
  datetime: 'an ISO 8601 date-time',
  date: 'an ISO 8601 date (YYYY-MM-DD)',
  time: 'an ISO 8601 time',
  ipv4: 'an IPv4 address',
  ipv6: 'an IPv6 address',
  base64: 'base64 text',
  jwt: 'a JWT',
  lowercase: 'lowercase text',
  uppercase: 'uppercase text',
};

/**
 * What kind of value `value` is, without its content (inputs can hold secrets): `a string of 6
 * characters`, `a number`, `nothing`.
 *
 * @example
 * ```ts
 * kindOf(''); // 'an empty string'
 * ```
 */
export function kindOf(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (typeof value === 'string') {
    return value.length === 0
      ? 'an empty string'
      : `a string of ${value.length} character${value.length === 1 ? '' : 's'}`;
  }
  if (Array.isArray(value)) return `an array of ${value.length} item${value.length === 1 ? '' : 's'}`;
  if (typeof value === 'number') return Number.isNaN(value) ? 'NaN' : 'a number';
  if (typeof value === 'object') return 'an object';
  return article(typeof value);
}

const unitOf = (origin: string | undefined) => {
  if (origin === 'string') return 'characters';
  if (origin === 'array' || origin === 'set') return 'items';
  if (origin === 'file') return 'bytes';
  return undefined;
};

const literal = (value: unknown) => (typeof value === 'string' ? `"${value}"` : String(value));

/** The sentence of one issue, without the received part: `expected at least 9 characters`. */
function expectation(issue: RawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? `is required (expected ${article(issue.expected ?? 'value')})`
        : `expected ${article(issue.expected ?? 'value')}`;
    case 'too_small':
    case 'too_big': {
      const bound = issue.code === 'too_small' ? issue.minimum : issue.maximum;
      const unit = unitOf(issue.origin);
      if (unit) {
        if (issue.exact) return `expected exactly ${bound} ${unit}`;
        return `expected ${issue.code === 'too_small' ? 'at least' : 'at most'} ${bound} ${unit}`;
      }
      const sign = issue.code === 'too_small' ? (issue.inclusive ? '>=' : '>') : issue.inclusive ? '<=' : '<';
      return `expected a number ${sign} ${bound}`;
    }
    case 'invalid_format':
      if (issue.format === 'regex' || issue.format === undefined)
        return `expected text matching ${issue.pattern}`;
      return `expected ${FORMATS[issue.format] ?? `a valid ${issue.format}`}`;
    case 'not_multiple_of':
      return `expected a multiple of ${issue.divisor}`;
    case 'invalid_value':
      return (issue.values?.length ?? 0) === 1
        ? `expected ${literal(issue.values?.[0])}`
        : `expected one of ${(issue.values ?? []).map(literal).join(', ')}`;
    case 'invalid_union': {
      const forms = new Set<string>();
      for (const branch of issue.errors ?? []) {
        const first = branch[0];
        if (!first) continue;
        forms.add(
          first.code === 'invalid_type'
            ? article(first.expected ?? 'value')
            : expectation({ ...first, input: null }).replace(/^expected /, ''),
        );
      }
      const allowed = forms.size > 0 ? [...forms].join(', or ') : 'one of the allowed forms';
      return issue.input === undefined ? `is required (expected ${allowed})` : `expected ${allowed}`;
    }
    case 'unrecognized_keys':
      return `unknown key${(issue.keys?.length ?? 0) === 1 ? '' : 's'} ${(issue.keys ?? []).map(literal).join(', ')}`;
    case 'invalid_key':
      return 'has an invalid key';
    case 'invalid_element':
      return 'has an invalid element';
    default:
      return 'is not valid';
  }
}

/** The message of an issue raised without one of the schema's own: English, whatever the locale. */
function describe(issue: RawIssue): string {
  return expectation(issue);
}

/**
 * A zod error map that words every issue in English; pass it per parse, so it outranks the
 * locale an app configured, while a schema's own message (a pattern's explanation) still wins.
 *
 * @example
 * ```ts
 * schema.safeParse(value, { error: englishErrors, reportInput: true });
 * ```
 */
export const englishErrors = (issue: RawIssue): string => describe(issue);

/**
 * Issues of a failed parse, each with its path and `expected ..., received ...`.
 *
 * @example
 * ```ts
 * const result = schema.safeParse(value, { error: englishErrors, reportInput: true });
 * if (!result.success) teachingIssues(result.error.issues); // [{ path: ['ms'], message: 'expected a number, received a string of 2 characters' }]
 * ```
 */
export function teachingIssues(
  issues: readonly RawIssue[],
  prefix: readonly PropertyKey[] = [],
): InputIssue[] {
  return issues.map((issue) => {
    const path = [...prefix, ...(issue.path ?? [])];
    let message = issue.message || describe(issue);
    const required =
      (issue.code === 'invalid_type' || issue.code === 'invalid_union') && issue.input === undefined;
    if (!required && issue.code !== 'unrecognized_keys' && 'input' in issue) {
      message += `, received ${kindOf(issue.input)}`;
    }
    return { path, message };
  });
}

/** The Levenshtein distance of two short strings. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1]?.toLowerCase() === b[j - 1]?.toLowerCase() ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * The known key nearest to `key`, when one is close enough to be a likely misspelling.
 *
 * @example
 * ```ts
 * nearestKey('amout', ['amount', 'currency']); // 'amount'
 * ```
 */
export function nearestKey(key: string, known: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of known) {
    const d = distance(key, candidate);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best !== undefined && bestDistance <= Math.max(2, Math.floor(key.length / 3)) ? best : undefined;
}

/** Other libraries' names of the SDK's options (lower case), which edit distance alone misses. */
const SPELLINGS: Readonly<Record<string, string>> = {
  retry: 'maxRetries',
  retries: 'maxRetries',
  maxretry: 'maxRetries',
  maxretries: 'maxRetries',
  timeout: 'timeoutMs',
  timeoutms: 'timeoutMs',
  baseurl: 'baseUrl',
  url: 'baseUrl',
  apikey: 'apiKey',
  key: 'apiKey',
  loglevel: 'logLevel',
};

/**
 * The first option of `options` that is not one of `known` (an option set to `undefined` is left
 * alone), with a message naming the closest known one: `timeout: unknown option; did you mean
 * "timeoutMs"?`, or, when none is close, the options `takes` accepts.
 *
 * @example
 * ```ts
 * unknownOption({ timeout: 5 }, ['apiKey', 'timeoutMs'], 'createClient');
 * // { option: 'timeout', message: 'timeout: unknown option; did you mean "timeoutMs"?' }
 * ```
 */
export function unknownOption(
  options: object,
  known: readonly string[],
  takes: string,
): { readonly option: string; readonly message: string } | undefined {
  for (const key in options) {
    if (!Object.hasOwn(options, key) || known.includes(key)) continue;
    if ((options as Record<string, unknown>)[key] === undefined) continue;
    const spelt =
      SPELLINGS[key.toLowerCase()] ?? known.find((name) => name.toLowerCase() === key.toLowerCase());
    const near = spelt !== undefined && known.includes(spelt) ? spelt : nearestKey(key, known);
    return {
      option: key,
      message: near
        ? `${key}: unknown option; did you mean "${near}"?`
        : `${key}: unknown option; ${takes} takes ${known.join(', ')}.`,
    };
  }
  return undefined;
}

/** Field names of an object schema; `undefined` when the schema is not an object. */
export function shapeKeys(schema: unknown): string[] | undefined {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : undefined;
}

/** Whether an object schema passes keys it does not know (a loose object). */
export function acceptsUnknownKeys(schema: unknown): boolean {
  const catchall = (schema as { _zod?: { def?: { catchall?: { _zod?: { def?: { type?: string } } } } } })
    ?._zod?.def?.catchall;
  return catchall !== undefined && catchall._zod?.def?.type !== 'never';
}

/** Whether a field may be left out: optional, or with a default (zod's `optin`). */
const isOptional = (schema: unknown) =>
  (schema as { _zod?: { optin?: string } } | undefined)?._zod?.optin !== undefined;

/**
 * The params object an operation's method takes, as text: `{ email, role? }`; `(no params)` for
 * an operation without input.
 */
export function describeParams(operation: OperationDefinition): string {
  const fields: string[] = [];
  for (const name of pathParamNames(operation.path)) fields.push(name);
  for (const part of [operation.schemas.query, operation.schemas.body]) {
    const shape = (part as { shape?: Record<string, unknown> } | undefined)?.shape;
    if (!shape) continue;
    for (const [name, schema] of Object.entries(shape)) fields.push(isOptional(schema) ? `${name}?` : name);
  }
  return fields.length === 0
    ? 'no params (call it with nothing or {})'
    : `one params object { ${fields.join(', ')} }`;
}

/** `client.teams.invitations.create (createInvitation)` */
export const methodName = (operation: OperationDefinition) => `client.${operation.sdk} (${operation.id})`;
