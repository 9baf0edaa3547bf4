/**
 * The request pipeline shared by every adapter: route match, faults, body size, API key, rate
 * limit, caller and context, access gates, input validation, handler, envelope. It answers every
 * request (an unexpected exception becomes a 500) except when a fault asks for a dropped
 * connection.
 */
import {
  authErrorCodes,
  documentedError,
  type Operation,
  type OperationDefinition,
  type OperationSchemas,
  registry,
} from '@payments-platform/sdk/contract';
import { CONTROL_PREFIX } from '../kernel/control.js';
import { failFor } from '../kernel/fail.js';
import { type HandlerRequest, isReply } from '../kernel/module.js';
import type { Services } from '../kernel/services.js';
import { SimulatorError } from '../kernel/simulator-error.js';
import { authenticateKey, platformError } from '../modules/tenancy/api-keys.js';
import { ANONYMOUS_CALLER, type Caller } from '../modules/tenancy/caller.js';
import type { ApiKeyRow } from '../modules/tenancy/index.js';
import type { SimulatorConfig, Wait } from '../platform/config.js';
import { BODY_LIMIT_BYTES } from '../platform/config.js';
import type { Faults } from '../platform/faults.js';
import { SIMULATED_FAULT_CODE } from '../platform/faults.js';
import type { Transactions } from '../platform/transactions.js';
import { resolveCaller } from './context.js';
import type { ControlRouter } from './control-router.js';
import { errorDataFor, successData } from './envelope.js';
import { checkGates } from './gates.js';
import type { RateLimiter } from './rate-limit.js';
import type { DataOutcome, RequestData } from './request-data.js';
import { parseJsonText, queryObject, readBodyText, validateInput } from './request-input.js';
import { checkResponse } from './response-check.js';
import { closestRoutes } from './route-hints.js';

/** A handler as the pipeline calls it. */
export type AnyHandler = (request: HandlerRequest) => unknown;

/** What the pipeline reads of a simulator: its options, services, faults, rate limiter and handlers. */
export interface PipelineRuntime {
  readonly config: SimulatorConfig;
  readonly services: Services;
  readonly faults: Faults;
  readonly rateLimiter: RateLimiter;
  readonly wait: Wait;
  readonly handlers: ReadonlyMap<string, AnyHandler>;
  /** The lock and journal every request runs in. */
  readonly transactions: Transactions;
}

/** What a fetch-based dispatch decided: a response, or a dropped connection. */
export type Outcome =
  | { readonly kind: 'response'; readonly response: Response }
  | { readonly kind: 'network-error'; readonly message: string };

/** Status and code of a known route whose behaviour is not simulated yet. */
export const NOT_SIMULATED = { status: 501, code: 'OPERATION_NOT_SIMULATED' } as const;

const ROUTE_CANDIDATES = registry
  .all()
  .map((operation) => ({ method: operation.method, path: operation.path }));

/**
 * Turns a request into an outcome, both as plain data.
 *
 * @example
 * ```ts
 * const outcome = await pipeline.handle(requestDataOf(new Request('http://127.0.0.1:4010/v1/maintenance')));
 * ```
 */
export class Pipeline {
  readonly #runtime: PipelineRuntime;
  readonly #control: ControlRouter;

  constructor(runtime: PipelineRuntime, control: ControlRouter) {
    this.#runtime = runtime;
    this.#control = control;
  }

  /** Answers one request. Never rejects. */
  async handle(request: RequestData): Promise<DataOutcome> {
    let context = 'the simulator';
    try {
      const url = request.parsedUrl ?? new URL(request.url);
      const path = this.#localPath(url.pathname);
      if (path === CONTROL_PREFIX || path.startsWith(`${CONTROL_PREFIX}/`)) {
        context = `control route ${request.method} ${path}`;
        return { kind: 'response', response: await this.#control.handle(request, url, path) };
      }
      const { method } = request;
      const match = registry.match(method, path);
      if (!match) {
        const allowed = registry.methodsAt(path);
        const own = routeOwnMiss(method, path, allowed);
        if (own) throw own;
        const hint =
          allowed.length > 0
            ? `${path} answers ${allowed.join(', ')}.`
            : `Closest routes: ${closestRoutes(method, path, ROUTE_CANDIDATES).join(', ')}.`;
        throw new SimulatorError(404, 'ROUTE_NOT_FOUND', `No route ${method} ${path}. ${hint}`);
      }
      context = match.operation.id;
      return await this.#operation(request, url, path, match.operation, match.params);
    } catch (error) {
      return { kind: 'response', response: errorDataFor(error, context) };
    }
  }

  #localPath(pathname: string): string {
    const base = this.#runtime.config.basePath;
    if (base !== '' && (pathname === base || pathname.startsWith(`${base}/`))) {
      return pathname.slice(base.length) || '/';
    }
    return pathname;
  }

  async #operation(
    request: RequestData,
    url: URL,
    path: string,
    operation: Operation,
    rawParams: Record<string, string>,
  ): Promise<DataOutcome> {
    const runtime = this.#runtime;
    const { services } = runtime;
    const { method } = request;

    const fault = runtime.faults.hit({ operationId: operation.id, method, path, template: operation.path });
    if (fault) {
      if (fault.latencyMs) await runtime.wait(fault.latencyMs, request.signal);
      if (fault.network === 'reset')
        return { kind: 'network-error', message: `Simulated connection reset on ${operation.id}` };
      if (fault.status !== undefined) {
        throw new SimulatorError(
          fault.status,
          fault.code ?? SIMULATED_FAULT_CODE,
          fault.message ?? `Simulated fault on ${operation.id}.`,
        );
      }
    }

    const bodyText =
      method === 'GET' || method === 'HEAD' ? '' : await readBodyText(request, BODY_LIMIT_BYTES);

    let key: ApiKeyRow | null = null;
    if (operation.auth.pattern !== 'public') {
      key = withRouteKeyCode(operation, () =>
        authenticateKey(services.store, request.headers.get('x-api-key'), runtime.config.environment),
      );
      const decision = runtime.rateLimiter.take(key.id, services.clock.now());
      if (!decision.allowed) {
        throw platformError('RATE_LIMITED', 'Rate limit of this API key exceeded.', {
          'Retry-After': String(decision.retryAfterSeconds),
        });
      }
    }
    // From here on the request is one transaction: alone, and undone unless it succeeds.
    const apiKey = key;
    return await runtime.transactions.run(
      () => this.#transaction(request, url, operation, rawParams, bodyText, apiKey),
      { keep: (outcome) => outcome.kind === 'response' && outcome.response.status < 400 },
    );
  }

  async #transaction(
    request: RequestData,
    url: URL,
    operation: Operation,
    rawParams: Record<string, string>,
    bodyText: string,
    key: ApiKeyRow | null,
  ): Promise<DataOutcome> {
    const runtime = this.#runtime;
    const { services } = runtime;
    const caller: Caller =
      key === null ? ANONYMOUS_CALLER : resolveCaller(operation, key, request.headers, services);
    checkGates(operation.id, services.platform.gates());

    const schemas: OperationSchemas = operation.schemas;
    const params = validateInput(operation, 'params', schemas.params, rawParams);
    const query = validateInput(operation, 'query', schemas.query, queryObject(url.searchParams));
    const rawBody = parseJsonText(bodyText, operation.invalidInputCode);
    const body = validateInput(operation, 'body', schemas.body, rawBody ?? {});

    const handler = runtime.handlers.get(operation.id);
    if (!handler) {
      throw new SimulatorError(
        NOT_SIMULATED.status,
        NOT_SIMULATED.code,
        `${operation.id} (${operation.method} ${operation.path}) is not simulated yet; see docs/simulator-behaviour.md for the coverage.`,
      );
    }
    const handlerRequest = handlerRequestOf(services, request, {
      operation,
      params,
      query,
      body,
      caller,
      fail: failFor(operation),
      url,
    });
    const result = await handler(handlerRequest);
    const {
      data,
      status,
      headers: replyHeaders,
    } = isReply(result) ? result : { data: result, status: undefined, headers: undefined };
    const successStatus = status ?? operation.successStatus;

    if ((operation as OperationDefinition).responseType === 'binary') {
      if (!(data instanceof Uint8Array)) throw new Error(`The handler of ${operation.id} must return bytes`);
      return {
        kind: 'response',
        response: {
          status: successStatus,
          headers: { 'content-type': 'application/octet-stream', ...replyHeaders },
          body: Uint8Array.from(data),
        },
      };
    }
    if (runtime.config.validateResponses) {
      const checked = checkResponse(operation.schemas.response, data);
      if (!checked.success) {
        const issues = checked.issues
          .slice(0, 5)
          .map((issue) => `${issue.path.map(String).join('.') || '(data)'}: ${issue.message}`)
          .join('; ');
        throw new SimulatorError(
          500,
          'INTERNAL_ERROR',
          `The simulated response of ${operation.id} does not match its schema: ${issues}`,
        );
      }
    }
    return { kind: 'response', response: successData(successStatus, data, replyHeaders) };
  }
}

const KEY_FAILURES = new Set(['API_KEY_REQUIRED', 'API_KEY_INVALID', 'API_KEY_WRONG_ENVIRONMENT']);

/** What a handler gets besides the services. */
interface RequestParts {
  readonly operation: Operation;
  readonly params: unknown;
  readonly query: unknown;
  readonly body: unknown;
  readonly caller: Caller;
  readonly fail: HandlerRequest['fail'];
  readonly url: URL;
}

/**
 * The request a handler gets: the services and the request's parts as own properties, and
 * `headers` built on first read. Built with a fixed literal and a copy loop rather than an object
 * spread, which V8 runs many times slower once properties are added after it.
 */
function handlerRequestOf(services: Services, request: RequestData, parts: RequestParts): HandlerRequest {
  let headers: Headers | undefined;
  const handlerRequest: Record<string, unknown> = {
    operation: parts.operation,
    params: parts.params,
    query: parts.query,
    body: parts.body,
    caller: parts.caller,
    fail: parts.fail,
    url: parts.url,
    get headers() {
      headers ??= request.fetchHeaders();
      return headers;
    },
  };
  const source = services as unknown as Record<string, unknown>;
  for (const name of Object.keys(source)) {
    if (!Object.hasOwn(handlerRequest, name)) handlerRequest[name] = source[name];
  }
  return handlerRequest as unknown as HandlerRequest;
}

/**
 * Runs the key check; a route that documents its own "invalid API key" code (the channel routes'
 * `CH-01`, `CHID#GET-01`) answers a missing, unknown, revoked or other-environment key with it.
 */
function withRouteKeyCode<T>(operation: OperationDefinition, check: () => T): T {
  try {
    return check();
  } catch (error) {
    if (!(error instanceof SimulatorError) || !KEY_FAILURES.has(error.code)) throw error;
    const own = authErrorCodes(operation).invalidKey;
    if (!own) throw error;
    throw new SimulatorError(own.status, own.code, error.message);
  }
}

/**
 * A route that documents its own codes for a request it has no operation for answers with them:
 * another method at its path is its `invalidMethod` code (the core request routes' `4`), a path
 * one segment below it its `actionNotFound` code (`3`). Anything else is 404
 * `ROUTE_NOT_FOUND`.
 */
function routeOwnMiss(method: string, path: string, allowed: readonly string[]): SimulatorError | undefined {
  for (const other of allowed) {
    const operation = registry.match(other, path)?.operation;
    const error = operation && documentedError(operation, 'invalidMethod');
    if (error) return new SimulatorError(error.status, error.code, `${path} does not answer ${method}.`);
  }
  const parent = path.replace(/\/[^/]*\/?$/, '');
  if (parent === '' || parent === path) return undefined;
  for (const other of registry.methodsAt(parent)) {
    const operation = registry.match(other, parent)?.operation;
    const error = operation && documentedError(operation, 'actionNotFound');
    if (error) return new SimulatorError(error.status, error.code, `No action ${method} ${path}.`);
  }
  return undefined;
}
