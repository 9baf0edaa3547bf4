/**
 * Values built on first use instead of at import: the zod schemas of the control actions, which
 * importing the simulator would otherwise build whether or not a control route is ever called.
 */

/**
 * A function that builds the value on its first call and returns the same value after.
 *
 * @example
 * ```ts
 * const FundInput = lazy(() => z.object({ amount: z.string() }));
 * FundInput() === FundInput(); // true: built once, on the first call
 * ```
 */
export function lazy<T>(build: () => T): () => T {
  let built: { readonly value: T } | undefined;
  return () => {
    built ??= { value: build() };
    return built.value;
  };
}

/**
 * Turns an object's getter into the value it built, so the getter runs once: a control action
 * declares a schema as `get body() { return settle(this, 'body', z.object(...)); }` and the
 * schema is built on the first call of the action, then read as a plain property.
 *
 * @example
 * ```ts
 * const action = { get body() { return settle(this, 'body', z.object({ ms: z.number() })); } };
 * action.body === action.body; // true
 * ```
 */
export function settle<T>(owner: object, key: PropertyKey, value: T): T {
  Object.defineProperty(owner, key, { value, enumerable: true, configurable: false, writable: false });
  return value;
}
