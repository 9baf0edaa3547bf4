/**
 * The length bounds every string of a request keeps, declared once: a path id or an id field at
 * most {@link MAX_ID_LENGTH} characters, every other string (at any depth, free-form values and
 * their keys included) at most {@link MAX_TEXT_LENGTH}. A field whose own schema is tighter keeps
 * its own rule. The spec gives lengths for a few fields only; these bound the rest, so that no
 * request can make the platform store, sign or index a string of any length.
 *
 * Every operation's input schemas get the check through `lazySchemas`, so the SDK refuses an
 * over-long value before sending it and the simulator answers it with the route's 400 code; the
 * OpenAPI document prints the same bounds as `maxLength`.
 */
import * as z from 'zod/mini';

/** The most characters of a path id, and of an input field that carries an id or a cursor. */
export const MAX_ID_LENGTH = 256;

/** The most characters of any other string of a request: a body field at any depth, a query value, a key. */
export const MAX_TEXT_LENGTH = 4096;

/** Query fields that carry a paging cursor the platform minted (bounded as ids). */
export const CURSOR_FIELDS: readonly string[] = ['exclusiveStartKey'];

/** Where an input lives. */
export type InputPart = 'params' | 'query' | 'body';

const ID_FIELD_NAME = /^ids?$|[a-z0-9]Ids?$/;

/**
 * Whether a top-level input field carries an id the platform minted (bounded at
 * {@link MAX_ID_LENGTH}): every path param, and a query or body field named `id`, `ids`, `…Id`,
 * `…Ids` or a paging cursor.
 *
 * @example
 * ```ts
 * isIdField('body', 'offerId'); // true
 * isIdField('body', 'note'); // false
 * ```
 */
export function isIdField(part: InputPart, name: string): boolean {
  return part === 'params' || ID_FIELD_NAME.test(name) || CURSOR_FIELDS.includes(name);
}

/** The bound of a top-level field's strings. */
export const boundOfField = (part: InputPart, name: string): number =>
  isIdField(part, name) ? MAX_ID_LENGTH : MAX_TEXT_LENGTH;

/**
 * Whether `text` has more than `max` characters, counted as JSON Schema counts them (Unicode code
 * points: a surrogate pair is one character), so the check refuses exactly what the document's
 * `maxLength` does.
 *
 * @example
 * ```ts
 * longerThan('a'.repeat(4097), 4096); // true
 * longerThan('😀'.repeat(4096), 4096); // false
 * ```
 */
export function longerThan(text: string, max: number): boolean {
  if (text.length <= max) return false;
  if (text.length > 2 * max) return true;
  let count = 0;
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) index += 1;
    }
    count += 1;
    if (count > max) return true;
  }
  return false;
}

/** The message of a string over its bound. */
export const tooLongMessage = (max: number) => `At most ${max} characters`;

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
};

/**
 * One string over its bound: where it is (for a key, the object that holds it, so that a message
 * does not repeat a key of any length), the string, the bound, and whether it is a key.
 */
interface Overlong {
  readonly path: PropertyKey[];
  readonly text: string;
  readonly max: number;
  readonly key: boolean;
}

/**
 * The strings of a parsed input over their bounds, walked without recursion (an SDK caller's
 * value may nest deep or hold a cycle): the top-level fields `ids` names with the id bound and
 * arrays of them element by element, every other string and every key with the text bound.
 */
function overlongStrings(value: unknown, part: InputPart, ids: ReadonlySet<string>): Overlong[] {
  const found: Overlong[] = [];
  const seen = new Set<object>();
  const stack: { value: unknown; path: PropertyKey[]; max: number }[] = [];
  if (isPlainObject(value)) {
    seen.add(value);
    for (const key of Object.keys(value)) {
      if (longerThan(key, MAX_TEXT_LENGTH))
        found.push({ path: [], text: key, max: MAX_TEXT_LENGTH, key: true });
      stack.push({ value: value[key], path: [key], max: ids.has(key) ? MAX_ID_LENGTH : MAX_TEXT_LENGTH });
    }
  } else {
    stack.push({ value, path: [], max: part === 'params' ? MAX_ID_LENGTH : MAX_TEXT_LENGTH });
  }
  while (stack.length > 0) {
    const { value: current, path, max } = stack.pop() as (typeof stack)[number];
    if (typeof current === 'string') {
      if (longerThan(current, max)) found.push({ path, text: current, max, key: false });
    } else if (Array.isArray(current)) {
      if (seen.has(current)) continue;
      seen.add(current);
      for (let index = current.length - 1; index >= 0; index -= 1) {
        stack.push({ value: current[index], path: [...path, index], max });
      }
    } else if (isPlainObject(current)) {
      if (seen.has(current)) continue;
      seen.add(current);
      const keys = Object.keys(current);
      for (let index = keys.length - 1; index >= 0; index -= 1) {
        const key = keys[index] as string;
        if (longerThan(key, MAX_TEXT_LENGTH)) {
          found.push({ path, text: key, max: MAX_TEXT_LENGTH, key: true });
        }
        stack.push({ value: current[key], path: [...path, key], max: MAX_TEXT_LENGTH });
      }
    }
  }
  return found;
}

/**
 * The check that refuses a string of an input part over its bound, with an issue at the string's
 * path (the path of the object that holds it, for a key over its bound). It reads the parsed value, so it runs after the
 * part's own schema has passed: a field's own tighter rule is reported first.
 */
export /* @__NO_SIDE_EFFECTS__ */ function inputBoundsCheck(
  part: InputPart,
  ids: ReadonlySet<string>,
): z.core.$ZodCheck<unknown> {
  return z.superRefine<unknown>((value, ctx) => {
    for (const { path, text, max, key } of overlongStrings(value, part, ids)) {
      ctx.addIssue({
        code: 'too_big',
        origin: 'string',
        maximum: max,
        inclusive: true,
        input: text,
        path,
        message: key ? `A key of at most ${max} characters` : tooLongMessage(max),
      });
    }
  });
}

/**
 * An input schema with the bounds of its part checked too: the schema's own rules, then every
 * string of the parsed value within its bound. An object schema keeps its shape (and its type).
 *
 * @example
 * ```ts
 * const body = boundedInput(z.object({ note: z.string() }), 'body');
 * body.safeParse({ note: 'a'.repeat(4097) }).success; // false
 * ```
 */
export /* @__NO_SIDE_EFFECTS__ */ function boundedInput<S extends z.ZodMiniType>(
  schema: S,
  part: InputPart,
): S {
  const shape = (schema as { shape?: Record<string, unknown> }).shape;
  const ids = new Set(Object.keys(shape ?? {}).filter((name) => isIdField(part, name)));
  return schema.check(inputBoundsCheck(part, ids) as z.core.$ZodCheck<z.output<S>>) as S;
}

/**
 * A string check of the text bound, for a field whose parsed value no longer holds the string it
 * was given (a query flag read as a boolean, an integer given as text).
 *
 * @example
 * ```ts
 * z.string().check(withinTextBound());
 * ```
 */
export const withinTextBound = /* @__NO_SIDE_EFFECTS__ */ () =>
  z.refine<string>((text) => !longerThan(text, MAX_TEXT_LENGTH), tooLongMessage(MAX_TEXT_LENGTH));

/**
 * The most characters a string matching `pattern` can have, or `Infinity` when the pattern does
 * not bound it (an unanchored end, `*`, `+`, `{n,}`, an alternation outside a group) or uses
 * something this reading does not follow (a lookaround, a back reference). Counted in UTF-16
 * units, never fewer than the characters JSON Schema counts. The document leaves `maxLength` off a
 * string whose pattern bounds it already.
 *
 * @example
 * ```ts
 * patternMaxLength('^[A-Z]{2}$'); // 2
 * patternMaxLength('^[a-z]+$'); // Infinity
 * ```
 */
export function patternMaxLength(pattern: string): number {
  if (!pattern.startsWith('^') || !pattern.endsWith('$') || /(?:^|[^\\])(?:\\\\)*\\\$$/.test(pattern)) {
    return Number.POSITIVE_INFINITY;
  }
  const end = pattern.length - 1;
  let index = 1;
  const unsupported = Number.POSITIVE_INFINITY;

  const quantifier = (): number => {
    const char = pattern[index];
    if (char === '*' || char === '+') return unsupported;
    let most = 1;
    if (char === '?') {
      index += 1;
    } else if (char === '{') {
      const match = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(index, end));
      if (!match) return 1;
      if (match[2] !== undefined && match[3] === '') return unsupported;
      most = Number(match[3] ?? match[1]);
      index += match[0].length;
    } else {
      return 1;
    }
    if (pattern[index] === '?') index += 1;
    return most;
  };

  const atom = (): number => {
    const char = pattern[index] as string;
    if (char === '(') {
      index += 1;
      if (pattern.startsWith('?:', index)) index += 2;
      else if (pattern[index] === '?') return unsupported;
      const inner = alternation(false);
      if (pattern[index] !== ')') return unsupported;
      index += 1;
      return inner;
    }
    if (char === '[') {
      index += 1;
      if (pattern[index] === '^') index += 1;
      if (pattern[index] === ']') index += 1;
      while (index < end && pattern[index] !== ']') index += pattern[index] === '\\' ? 2 : 1;
      if (pattern[index] !== ']') return unsupported;
      index += 1;
      return 1;
    }
    if (char === '\\') {
      const next = pattern[index + 1] ?? '';
      if (/[1-9kbB]/.test(next)) return unsupported;
      const braced = /^\\(?:[pP]\{[^}]*\}|u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|c[A-Za-z])/.exec(
        pattern.slice(index, end),
      );
      index += braced ? braced[0].length : 2;
      return 1;
    }
    if (char === '^' || char === '$' || char === ')' || char === '|') return unsupported;
    index += 1;
    return 1;
  };

  const sequence = (): number => {
    let total = 0;
    while (index < end && pattern[index] !== '|' && pattern[index] !== ')') {
      const length = atom();
      if (length === unsupported) return unsupported;
      const times = quantifier();
      if (length > 0) total += length * times;
    }
    return total;
  };

  const alternation = (top: boolean): number => {
    let most = sequence();
    while (pattern[index] === '|') {
      // `^a|b$` is `(^a)|(b$)`: neither branch is anchored at both ends.
      if (top) return unsupported;
      index += 1;
      most = Math.max(most, sequence());
    }
    return most;
  };

  const most = alternation(true);
  return index === end ? most : unsupported;
}
