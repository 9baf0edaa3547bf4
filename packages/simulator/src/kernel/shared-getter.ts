/**
 * Getters for objects made per request or per call (the handler request, a control action's
 * input), defined so that every such object keeps one hidden class.
 */

/**
 * An own, enumerable getter for objects made per request (a spread copies its value), with one
 * function for every object: a getter made per object would give each object a hidden class of
 * its own, which V8 keeps in the old generation, and with it everything the object holds.
 *
 * @example
 * ```ts
 * Object.defineProperty(request, 'headers', sharedGetter(headersOf));
 * ```
 */
export function sharedGetter<Self>(read: (self: Self) => unknown): PropertyDescriptor {
  return {
    get(this: Self) {
      return read(this);
    },
    enumerable: true,
    configurable: true,
  };
}
