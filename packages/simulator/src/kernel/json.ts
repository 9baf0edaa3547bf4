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
