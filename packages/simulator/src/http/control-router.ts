/**
 * Serves the control routes under `/_simulator`: admin token, route match, body and query
 * validation, envelope.
 */
import type { HttpMethod } from '@payments-platform/sdk/contract';
import { type AnyControlAction, CONTROL_PREFIX, callControlAction, methodsOf } from '../kernel/control.js';
import { fail } from '../kernel/fail.js';
import type { Services } from '../kernel/services.js';
import { BODY_LIMIT_BYTES } from '../platform/config.js';
import type { Transactions } from '../platform/transactions.js';
import { bearerToken } from './context.js';
import { successData } from './envelope.js';
import type { RequestData, ResponseData } from './request-data.js';
import { MAX_JSON_DEPTH, parseJsonText, queryObject, readBodyText } from './request-input.js';
import { closestRoutes } from './route-hints.js';

/** Levels a control body may nest beyond {@link MAX_JSON_DEPTH} (state, store, table, row). */
const CONTROL_EXTRA_DEPTH = 8;

interface CompiledRoute {
  readonly method: HttpMethod;
  readonly route: AnyControlAction;
  readonly pattern: RegExp;
  readonly names: readonly string[];
}

/** Path patterns by route path, compiled once per process (every simulator serves the same paths). */
const PATTERNS = new Map<string, { readonly pattern: RegExp; readonly names: readonly string[] }>();

const compile = (route: AnyControlAction): CompiledRoute[] => {
  let compiled = PATTERNS.get(route.path);
  if (compiled === undefined) {
    const names: string[] = [];
    const source = route.path
      .split('/')
      .map((segment) => {
        const name = /^\{(\w+)\}$/.exec(segment)?.[1];
        if (name === undefined) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(name);
        return '([^/]+)';
      })
      .join('/');
    compiled = { pattern: new RegExp(`^${source}/?$`), names };
    PATTERNS.set(route.path, compiled);
  }
  const { pattern, names } = compiled;
  return methodsOf(route).map((method) => ({ method, route, pattern, names }));
};

/**
 * The dispatcher of control requests: the HTTP side of the declared control actions.
 *
 * @example
 * ```ts
 * const router = new ControlRouter(actions, services, null, transactions);
 * await router.handle(requestDataOf(request), new URL(request.url), '/_simulator/clock');
 * ```
 */
export class ControlRouter {
  readonly #routes: readonly CompiledRoute[];
  readonly #services: Services;
  readonly #adminToken: string | null;
  readonly #transactions: Transactions;

  constructor(
    actions: readonly AnyControlAction[],
    services: Services,
    adminToken: string | null,
    transactions: Transactions,
  ) {
    this.#routes = actions.flatMap(compile);
    this.#services = services;
    this.#adminToken = adminToken;
    this.#transactions = transactions;
  }

  /** The routes served, as `METHOD /_simulator/...`. */
  list(): string[] {
    return this.#routes.map(({ method, route }) => `${method} ${CONTROL_PREFIX}${route.path}`);
  }

  /** Answers one control request; `path` starts with `/_simulator`. */
  async handle(request: RequestData, url: URL, path: string): Promise<ResponseData> {
    const method = request.method as HttpMethod;
    const subPath = path.slice(CONTROL_PREFIX.length) || '/';
    let found: { route: AnyControlAction; params: Record<string, string> } | undefined;
    for (const { method: routeMethod, route, pattern, names } of this.#routes) {
      if (routeMethod !== method) continue;
      const match = pattern.exec(subPath);
      if (!match) continue;
      const params: Record<string, string> = {};
      names.forEach((name, index) => {
        params[name] = decodePathSegment(match[index + 1] as string);
      });
      found = { route, params };
      break;
    }
    if (this.#adminToken !== null && found?.route.open !== true) {
      const token = bearerToken(request.headers);
      if (token === undefined || token === '') {
        fail('ADMIN_TOKEN_REQUIRED', 'Control routes need Authorization: Bearer <admin token>.');
      }
      if (!(await sameSecret(token, this.#adminToken))) {
        fail('ADMIN_TOKEN_INVALID', 'The admin token is not valid.');
      }
    }
    if (!found) {
      const closest = closestRoutes(
        method,
        path,
        this.#routes.map(({ method: routeMethod, route }) => ({
          method: routeMethod,
          path: `${CONTROL_PREFIX}${route.path}`,
        })),
      );
      fail('ROUTE_NOT_FOUND', `No control route ${method} ${path}. Closest routes: ${closest.join(', ')}.`);
    }
    const { route, params } = found;
    let bodyValue: unknown;
    let bytes: Uint8Array | undefined;
    if (method !== 'GET') {
      const limit = route.bodyLimitBytes ?? BODY_LIMIT_BYTES;
      if (route.rawBody === true) bytes = await request.readBody(limit);
      // A state snapshot wraps rows (themselves within the API limit) in a few more levels.
      else
        bodyValue = parseJsonText(
          await readBodyText(request, limit),
          'BODY_PARSER_ERROR',
          MAX_JSON_DEPTH + CONTROL_EXTRA_DEPTH,
        );
    }
    // An action runs as one transaction (alone, undone when it throws), except the clock advance,
    // whose due jobs each run as their own transaction.
    const data = await callControlAction(
      route,
      {
        params,
        body: bodyValue,
        query: queryObject(url.searchParams),
        headers: () => request.fetchHeaders(),
        ...(bytes === undefined ? {} : { bytes }),
      },
      this.#services,
      (work) => this.#transactions.run(work),
    );
    // A route that answers something other than JSON (the inspector page) hands back a Response.
    if (data instanceof Response) {
      return {
        status: data.status,
        headers: Object.fromEntries(data.headers),
        body: new Uint8Array(await data.arrayBuffer()),
      };
    }
    return successData(route.status ?? 200, data);
  }
}

const encoder = new TextEncoder();

/**
 * Whether two secrets are equal, in time that depends on neither: their SHA-256 digests (of one
 * length whatever the inputs) are compared byte by byte without stopping early. Web Crypto, so it
 * runs wherever the router does (Node, browsers, MSW).
 */
export async function sameSecret(given: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([
    crypto.subtle.digest('SHA-256', encoder.encode(given)),
    crypto.subtle.digest('SHA-256', encoder.encode(expected)),
  ]);
  const left = new Uint8Array(a);
  const right = new Uint8Array(b);
  let difference = 0;
  for (let index = 0; index < left.length; index += 1) difference |= (left[index] ?? 0) ^ (right[index] ?? 0);
  return difference === 0;
}

/** A percent-decoded path segment; 404 for a malformed encoding (it names no record). */
function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    fail('ROUTE_NOT_FOUND', 'A path segment has a malformed percent-encoding.');
  }
}
