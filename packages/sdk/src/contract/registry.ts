/**
 * Lookup of operations by id, by method + path template, and by method + concrete path.
 */
import type { HttpMethod, OperationDefinition } from './operation.js';

/** A concrete request path matched to its operation. */
export interface OperationMatch<Op extends OperationDefinition = OperationDefinition> {
  readonly operation: Op;
  /** Path params, URL-decoded. */
  readonly params: Record<string, string>;
}

interface RouteNode<Op> {
  readonly statics: Map<string, RouteNode<Op>>;
  param?: { readonly name: string; readonly node: RouteNode<Op> };
  readonly endpoints: Map<string, Op>;
}

const newNode = <Op>(): RouteNode<Op> => ({ statics: new Map(), endpoints: new Map() });

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment.length > 0);

/**
 * Index of a set of operations. Static segments win over path params when both match.
 *
 * @example
 * ```ts
 * const registry = new OperationRegistry(operations);
 * registry.match('GET', '/v1/tx/tx_1')?.operation.id; // 'getTransaction'
 * ```
 */
export class OperationRegistry<Op extends OperationDefinition = OperationDefinition> {
  readonly #byId = new Map<string, Op>();
  readonly #byTemplate = new Map<string, Op>();
  /** The operations whose path has no params, by `METHOD path`: such a path is found in one read. */
  readonly #exact = new Map<string, Op>();
  readonly #root = newNode<Op>();

  constructor(operations: readonly Op[]) {
    for (const operation of operations) {
      if (this.#byId.has(operation.id)) throw new Error(`Duplicate operation id ${operation.id}`);
      const key = `${operation.method} ${operation.path}`;
      if (this.#byTemplate.has(key)) throw new Error(`Duplicate operation ${key}`);
      this.#byId.set(operation.id, operation);
      this.#byTemplate.set(key, operation);
      if (!operation.path.includes('{')) this.#exact.set(key, operation);
      let node = this.#root;
      for (const segment of segmentsOf(operation.path)) {
        const param = /^\{(\w+)\}$/.exec(segment)?.[1];
        if (param) {
          node.param ??= { name: param, node: newNode<Op>() };
          if (node.param.name !== param) {
            throw new Error(
              `Conflicting path params {${node.param.name}} and {${param}} in ${operation.path}`,
            );
          }
          node = node.param.node;
        } else {
          let next = node.statics.get(segment);
          if (!next) {
            next = newNode<Op>();
            node.statics.set(segment, next);
          }
          node = next;
        }
      }
      node.endpoints.set(operation.method, operation);
    }
  }

  /** The operation with this id. */
  byId(id: string): Op | undefined {
    return this.#byId.get(id);
  }

  /** The operation declared with this method and path template (as in the spec). */
  find(method: string, pathTemplate: string): Op | undefined {
    return this.#byTemplate.get(`${method.toUpperCase()} ${pathTemplate}`);
  }

  /** The operation that serves a concrete path, with its decoded path params. */
  match(method: string, path: string): OperationMatch<Op> | undefined {
    const upper = method.toUpperCase() as HttpMethod;
    // A path spelled exactly as a param-free template is that operation: the walk tries static
    // segments first, so it would find the same one.
    const exact = this.#exact.get(`${upper} ${path}`);
    if (exact) return { operation: exact, params: {} };
    const segments = segmentsOf(path.split('?')[0] ?? '');
    const params: Record<string, string> = {};
    const walk = (node: RouteNode<Op>, index: number): Op | undefined => {
      if (index === segments.length) return node.endpoints.get(upper);
      const segment = segments[index] as string;
      const staticNode = node.statics.get(segment);
      if (staticNode) {
        const found = walk(staticNode, index + 1);
        if (found) return found;
      }
      if (node.param) {
        let decoded: string;
        try {
          decoded = decodeURIComponent(segment);
        } catch {
          return undefined;
        }
        const found = walk(node.param.node, index + 1);
        if (found) {
          params[node.param.name] = decoded;
          return found;
        }
      }
      return undefined;
    };
    const operation = walk(this.#root, 0);
    return operation ? { operation, params } : undefined;
  }

  /** Methods served at a concrete path (for 405-style hints and "closest route" answers). */
  methodsAt(path: string): HttpMethod[] {
    const methods: HttpMethod[] = [];
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      if (this.match(method, path)) methods.push(method);
    }
    return methods;
  }

  /** Every operation, in declaration order. */
  all(): Op[] {
    return [...this.#byId.values()];
  }
}

/**
 * Fills a path template with params, each encoded as one path segment.
 *
 * @example
 * ```ts
 * buildPath('/v1/profile/banks/{id}', { id: 'a/b' }); // '/v1/profile/banks/a%2Fb'
 * ```
 */
export function buildPath(template: string, params: Readonly<Record<string, unknown>>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      throw new TypeError(`Missing path param "${name}" for ${template}`);
    }
    return encodeURIComponent(String(value));
  });
}

/**
 * The names of the `{params}` of a path template.
 *
 * @example
 * ```ts
 * pathParamNames('/channels/{channelSlug}/{txId}'); // ['channelSlug', 'txId']
 * ```
 */
export function pathParamNames(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((found) => found[1] as string);
}
