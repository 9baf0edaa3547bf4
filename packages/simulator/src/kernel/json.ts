/**
 * Turns parsed request values into the JSON rows the store keeps.
 */
/** Any JSON value. */
export type JsonValue =
  | string
  | number
  | boolean
  | null
  | readonly JsonValue[]
  | { readonly [key: string]: JsonValue };

/** A JSON object. */
export type JsonObject = { readonly [key: string]: JsonValue };

/** Whether a value is plain JSON (what a parsed request body always is). */
export function isJsonValue(value: unknown): value is JsonValue {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isJsonValue);
  if (typeof value === 'object') return Object.values(value).every(isJsonValue);
  return false;
}

/**
 * The JSON object of a parsed body field; keys whose value is `undefined` are left out.
 *
 * @example
 * ```ts
 * toJsonObject({ name: 'Ana', image: undefined }); // { name: 'Ana' }
 * ```
 */
export function toJsonObject(value: Readonly<Record<string, unknown>>): JsonObject {
  const result: Record<string, JsonValue> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (entry === undefined) continue;
    if (!isJsonValue(entry)) throw new Error(`The value of "${key}" is not JSON`);
    result[key] = entry;
  }
  return result;
}

const isPlainObject = (value: object): value is Record<string, unknown> => {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
};

/**
 * A deep copy of a JSON-like value: arrays and plain objects are copied member by member (much
 * cheaper than `structuredClone` for rows of JSON); any other object goes through
 * `structuredClone`.
 *
 * @example
 * ```ts
 * const rows = copyJson(snapshot.transactions);
 * ```
 */
export function copyJson<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const copy: unknown[] = new Array(value.length);
    for (let index = 0; index < value.length; index++) copy[index] = copyJson(value[index] as unknown);
    return copy as T;
  }
  if (!isPlainObject(value)) return structuredClone(value);
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) copy[key] = copyJson(value[key]);
  return copy as T;
}

/**
 * Freezes a value and everything it holds, so rows shared between stores (a seed's content,
 * built once) cannot change under either of them.
 *
 * @example
 * ```ts
 * deepFreeze(row);
 * ```
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const member of Object.values(value)) deepFreeze(member);
  return value;
}

/**
 * Deepest nesting of arrays and objects a JSON body may have (the body itself is level 1). A
 * deeper body is a 400 with the route's invalid-input code, before any handler sees it.
 */
export const MAX_JSON_DEPTH = 64;

/**
 * Why a parsed JSON value cannot be accepted: nested deeper than `maxDepth`, or a number JSON
 * text can spell but no route can hold (`1e400` parses to Infinity). `undefined` when fine.
 */
export function jsonValueProblem(value: unknown, maxDepth: number): string | undefined {
  return problemAt(value, 1, maxDepth);
}

/**
 * The walk of {@link jsonValueProblem}, depth first with the last child first (the order the
 * first problem is reported in); it goes no deeper than `maxDepth + 1`.
 */
function problemAt(value: unknown, depth: number, maxDepth: number): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : 'a number is out of range';
  if (typeof value !== 'object' || value === null) return undefined;
  if (depth > maxDepth) return `it is nested deeper than ${maxDepth} levels`;
  const children = Array.isArray(value) ? value : Object.values(value);
  for (let index = children.length - 1; index >= 0; index--) {
    const problem = problemAt(children[index], depth + 1, maxDepth);
    if (problem !== undefined) return problem;
  }
  return undefined;
}
