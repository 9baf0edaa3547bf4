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
import { sharedGetter } from '../kernel/shared-getter.js';
import { SimulatorError } from '../kernel/simulator-error.js';
import { authenticateKey, platformError } from '../modules/tenancy/api-keys.js';
import { ANONYMOUS_CALLER, type Caller } from '../modules/tenancy/caller.js';
import type { ApiKeyRow } from '../modules/tenancy/index.js';
import type { SimulatorConfig, Wait } from '../platform/config.js';
import { BODY_LIMIT_BYTES } from '../platform/config.js';
import type { ApiFaultRuleState, Faults } from '../platform/faults.js';
import { RETRY_AFTER_STATUSES, SIMULATED_FAULT_CODE } from '../platform/faults.js';
import { isPromiseLike, type Transactions } from '../platform/transactions.js';
import { resolveCaller } from './context.js';
import type { ControlRouter } from './control-router.js';
import { errorDataFor, successData } from './envelope.js';
import { checkGates } from './gates.js';
import type { RateLimiter } from './rate-limit.js';
import type { DataOutcome, RequestData, ResponseData } from './request-data.js';
import { bodyTextOf, parseJsonText, queryObject, readBodyText, validateInput } from './request-input.js';
import type { RequestJournal } from './request-journal.js';
import { keyNameOf } from './request-log.js';
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
  /** The journal of the API requests served. */
  readonly requests: RequestJournal;
}

/** What a fetch-based dispatch decided: a response, or a dropped connection. */
export type Outcome =
  | { readonly kind: 'response'; readonly response: Response }
  | { readonly kind: 'network-error'; readonly message: string };

/**
 * The answer of `GET /` and `GET /_simulator`: a redirect to the inspector, with a link for a
 * client that does not follow it. It names no token: the page asks for one when it is needed.
 */
function inspectorRedirect(basePath: string): ResponseData {
  const location = `${basePath}${CONTROL_PREFIX}/ui`;
  return {
    status: 302,
    headers: { location, 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    body: `<!doctype html><title>Payments Platform simulator</title><p>The inspector is at <a href="${location}">${location}</a>.</p>\n`,
  };
}

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
  #services: ReadonlyArray<readonly [string, unknown]> | undefined;

  constructor(runtime: PipelineRuntime, control: ControlRouter) {
    this.#runtime = runtime;
    this.#control = control;
  }

  /** Answers one request. Never rejects. */
  async handle(request: RequestData): Promise<DataOutcome> {
    let context = 'the simulator';
    try {
      const { target } = request;
      const parsed = target === undefined ? (request.parsedUrl ?? new URL(request.url)) : undefined;
      const path = this.#localPath(target === undefined ? (parsed as URL).pathname : target.pathname);
      if (
        (request.method === 'GET' || request.method === 'HEAD') &&
        (path === '/' || path === CONTROL_PREFIX || path === `${CONTROL_PREFIX}/`)
      ) {
        return { kind: 'response', response: inspectorRedirect(this.#runtime.config.basePath) };
      }
      if (path === CONTROL_PREFIX || path.startsWith(`${CONTROL_PREFIX}/`)) {
        context = `control route ${request.method} ${path}`;
        const url = parsed ?? request.parsedUrl ?? new URL(request.url);
        return { kind: 'response', response: await this.#control.handle(request, url, path) };
      }
      const { method } = request;
      // `/channels/` (or `/channels/.`, which a URL resolves to it) is `GET /channels/{channelSlug}`
      // with an empty slug: no record, never the list its segments would reach without the `/`.
      const emptyId = leavesIdEmpty(method, path);
      const match = emptyId ? undefined : registry.match(method, path);
      if (!match) {
        const allowed = registry.methodsAt(path);
        const own = routeOwnMiss(method, path, allowed);
        if (own) throw own;
        if (allowed.length > 0 && !emptyId) {
          throw new SimulatorError(
            405,
            'METHOD_NOT_ALLOWED',
            `No route ${method} ${path}. ${path} answers ${allowed.join(', ')}.`,
            { headers: { allow: allowed.join(', ') } },
          );
        }
        const closest = closestRoutes(method, path, ROUTE_CANDIDATES).join(', ');
        throw new SimulatorError(
          404,
          'ROUTE_NOT_FOUND',
          `No route ${method} ${path}. Closest routes: ${closest}.`,
        );
      }
      context = match.operation.id;
      const call: Call = {
        request,
        url: parsed,
        search: target === undefined ? (parsed as URL).search : target.search,
        path,
        operation: match.operation,
        rawParams: match.params,
        trace: {
          atMs: this.#runtime.services.clock.now(),
          started: performance.now(),
          bodyText: undefined,
          fault: undefined,
          committed: false,
        },
      };
      let outcome: DataOutcome;
      try {
        // Most requests never wait: they are answered without a promise of their own.
        const answer = this.#operation(call);
        outcome = isPromiseLike(answer) ? await answer : answer;
      } catch (error) {
        outcome = { kind: 'response', response: errorDataFor(error, context) };
      }
      this.#journal(call, outcome);
      return outcome;
    } catch (error) {
      return { kind: 'response', response: errorDataFor(error, context) };
    }
  }

  /** Records a served API request in the request journal. */
  #journal(call: Call, outcome: DataOutcome): void {
    const { request, operation, trace } = call;
    const status = outcome.kind === 'response' ? outcome.response.status : 0;
    const body = outcome.kind === 'response' ? outcome.response.body : undefined;
    this.#runtime.requests.record({
      operationId: operation.id,
      method: request.method,
      pathTemplate: operation.path,
      path: call.path,
      search: call.search,
      bodyText: trace.bodyText,
      keyName: keyNameOf(this.#runtime.services.store, request.headers.get('x-api-key') ?? undefined),
      status,
      errorBody: status >= 400 && typeof body === 'string' ? body : undefined,
      atMs: trace.atMs,
      durationMs: performance.now() - trace.started,
      committed: trace.committed,
      fault: trace.fault,
    });
  }

  #localPath(pathname: string): string {
    const base = this.#runtime.config.basePath;
    if (base !== '' && (pathname === base || pathname.startsWith(`${base}/`))) {
      return pathname.slice(base.length) || '/';
    }
    return pathname;
  }

  /** Faults, then the body, key and rate limit, then the transaction. */
  #operation(call: Call): DataOutcome | Promise<DataOutcome> {
    const { request, operation } = call;
    const { method } = request;
    if (this.#runtime.faults.active) {
      const fault = this.#runtime.faults.hit({
        operationId: operation.id,
        method,
        path: call.path,
        template: operation.path,
      });
      if (fault) {
        call.trace.fault = fault;
        return fault.when === 'after' ? this.#faultedAfter(call, fault) : this.#faulted(call, fault);
      }
    }
    if (method === 'GET' || method === 'HEAD') return this.#authorised(call, '');
    const bodyText = bodyTextOf(request, BODY_LIMIT_BYTES);
    return typeof bodyText === 'string'
      ? this.#authorised(call, bodyText)
      : bodyText.then((text) => this.#authorised(call, text));
  }

  /** A request a fault rule hit: its latency, then a dropped connection, an error or the request as usual. */
  async #faulted(call: Call, fault: ApiFaultRuleState): Promise<DataOutcome> {
    const { request, operation } = call;
    if (fault.latencyMs) await this.#runtime.wait(fault.latencyMs, request.signal);
    if (fault.network === 'reset')
      return { kind: 'network-error', message: `Simulated connection reset on ${operation.id}` };
    if (fault.status !== undefined) throw faultError(operation, fault);
    const method = request.method;
    const bodyText =
      method === 'GET' || method === 'HEAD' ? '' : await readBodyText(request, BODY_LIMIT_BYTES);
    return await this.#authorised(call, bodyText);
  }

  /**
   * A request an `after` fault rule hit: the operation runs (and commits when it succeeds), then
   * the client gets the fault instead of its answer: the latency, then a dropped connection, an
   * error, or the real answer cut short or made unreadable.
   */
  async #faultedAfter(call: Call, fault: ApiFaultRuleState): Promise<DataOutcome> {
    const { request, operation } = call;
    const method = request.method;
    const bodyText =
      method === 'GET' || method === 'HEAD' ? '' : await readBodyText(request, BODY_LIMIT_BYTES);
    const outcome = await this.#authorised(call, bodyText);
    if (fault.latencyMs) await this.#runtime.wait(fault.latencyMs, request.signal);
    if (fault.network === 'reset')
      return { kind: 'network-error', message: `Simulated connection reset after ${operation.id} committed` };
    if (fault.status !== undefined) throw faultError(operation, fault);
    if (fault.body !== undefined && outcome.kind === 'response') {
      return { kind: 'response', response: brokenAnswer(outcome.response, fault.body) };
    }
    return outcome;
  }

  /** The key check and rate limit; from there on the request is one transaction. */
  #authorised(call: Call, bodyText: string): DataOutcome | Promise<DataOutcome> {
    call.trace.bodyText = bodyText;
    const runtime = this.#runtime;
    const { services } = runtime;
    const { operation, request } = call;
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
    const outcome = runtime.transactions.runNow(
      () => this.#transaction(call, bodyText, apiKey),
      KEEP_SUCCESS,
    );
    return isPromiseLike(outcome)
      ? Promise.resolve(outcome).then((settled) => committed(call, settled))
      : committed(call, outcome);
  }

  #transaction(call: Call, bodyText: string, key: ApiKeyRow | null): DataOutcome | Promise<DataOutcome> {
    const runtime = this.#runtime;
    const { services } = runtime;
    const { request, operation } = call;
    const caller: Caller =
      key === null ? ANONYMOUS_CALLER : resolveCaller(operation, key, request.headers, services);
    checkGates(operation.id, services.platform.gates());

    const schemas: OperationSchemas = operation.schemas;
    const params = validateInput(operation, 'params', schemas.params, call.rawParams);
    const query =
      schemas.query === undefined
        ? undefined
        : validateInput(operation, 'query', schemas.query, queryObject(new URLSearchParams(call.search)));
    const rawBody = parseJsonText(bodyText, operation.invalidInputCode);
    // No body at all is an empty object; a body that is JSON `null` is validated as it is.
    const body =
      schemas.body === undefined
        ? undefined
        : validateInput(operation, 'body', schemas.body, rawBody === undefined ? {} : rawBody);

    const handler = runtime.handlers.get(operation.id);
    if (!handler) {
      throw new SimulatorError(
        NOT_SIMULATED.status,
        NOT_SIMULATED.code,
        `${operation.id} (${operation.method} ${operation.path}) is not simulated yet; see docs/simulator-behaviour.md for the coverage.`,
      );
    }
    const handlerRequest = new PipelineRequest(call, this.#serviceEntries, {
      params,
      query,
      body,
      caller,
      fail: failFor(operation),
    });
    const result = handler(handlerRequest as unknown as HandlerRequest);
    return isPromiseLike(result)
      ? Promise.resolve(result).then((value) => this.#answer(operation, value))
      : this.#answer(operation, result);
  }

  /** The services as name and value pairs, read once: every handler request gets them as its own properties. */
  get #serviceEntries(): ReadonlyArray<readonly [string, unknown]> {
    this.#services ??= Object.entries(this.#runtime.services as unknown as Record<string, unknown>).filter(
      ([name]) => !REQUEST_PARTS.has(name),
    );
    return this.#services;
  }

  /** The success answer of a handler's result, checked against the response schema when asked. */
  #answer(operation: Operation, result: unknown): DataOutcome {
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
    if (this.#runtime.config.validateResponses) {
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

/** Notes on the call's trace whether its transaction was kept. */
function committed(call: Call, outcome: DataOutcome): DataOutcome {
  call.trace.committed = KEEP_SUCCESS.keep(outcome);
  return outcome;
}

/** The error answer of a fault rule's status, with `Retry-After` on a 429 or 503. */
function faultError(operation: Operation, fault: ApiFaultRuleState): SimulatorError {
  const status = fault.status as number;
  return new SimulatorError(
    status,
    fault.code ?? SIMULATED_FAULT_CODE,
    fault.message ??
      `Simulated fault on ${operation.id}${fault.when === 'after' ? ', after the operation committed' : ''}.`,
    RETRY_AFTER_STATUSES.includes(status)
      ? { headers: { 'Retry-After': String(fault.retryAfter ?? 1) } }
      : {},
  );
}

/** What a broken answer sends instead of a JSON body: the status of the real answer, not JSON. */
const MALFORMED_BODY = '<html><body><h1>502 Bad Gateway</h1></body></html>\n';

/**
 * The real answer broken: `truncated` sends its first half and then drops the connection,
 * `malformed` sends a body that is not JSON under the real status and content type.
 */
function brokenAnswer(response: ResponseData, kind: 'truncated' | 'malformed'): ResponseData {
  if (kind === 'malformed') return { ...response, body: MALFORMED_BODY };
  const length =
    typeof response.body === 'string'
      ? new TextEncoder().encode(response.body).byteLength
      : response.body.byteLength;
  return { ...response, truncateAt: Math.floor(length / 2) };
}

/** What the pipeline notes of a request for the request journal. */
interface Trace {
  /** Virtual-clock instant the request arrived. */
  readonly atMs: number;
  /** `performance.now()` when it arrived. */
  readonly started: number;
  bodyText: string | undefined;
  fault: ApiFaultRuleState | undefined;
  committed: boolean;
}

/** One matched request on its way through the pipeline. */
interface Call {
  readonly request: RequestData;
  /** The parsed URL, when the router had to parse it. */
  readonly url: URL | undefined;
  /** `?...` or `''`. */
  readonly search: string;
  /** The path without the base path. */
  readonly path: string;
  readonly operation: Operation;
  readonly rawParams: Record<string, string>;
  readonly trace: Trace;
}

/** A transaction keeps what succeeded: an error answer is undone. */
const KEEP_SUCCESS = {
  keep: (outcome: DataOutcome) => outcome.kind === 'response' && outcome.response.status < 400,
};

const KEY_FAILURES = new Set(['API_KEY_REQUIRED', 'API_KEY_INVALID', 'API_KEY_WRONG_ENVIRONMENT']);

/** What a handler gets besides the services and the request's URL and headers. */
interface RequestParts {
  readonly params: unknown;
  readonly query: unknown;
  readonly body: unknown;
  readonly caller: Caller;
  readonly fail: HandlerRequest['fail'];
}

/** The names of a handler request's own parts: a service of the same name does not replace them. */
const REQUEST_PARTS = new Set(['operation', 'params', 'query', 'body', 'caller', 'fail', 'url', 'headers']);

/**
 * The request a handler gets: the request's parts and the services as own properties, and `url`
 * and `headers` as own getters (see `sharedGetter`), each made on first read (a spread copies
 * them all).
 */
class PipelineRequest {
  readonly #call: Call;
  #url: URL | undefined;
  #headers: Headers | undefined;
  declare readonly operation: Operation;

  constructor(call: Call, services: ReadonlyArray<readonly [string, unknown]>, parts: RequestParts) {
    this.#call = call;
    this.#url = call.url;
    const self = this as unknown as Record<string, unknown>;
    self.operation = call.operation;
    self.params = parts.params;
    self.query = parts.query;
    self.body = parts.body;
    self.caller = parts.caller;
    self.fail = parts.fail;
    Object.defineProperty(this, 'url', URL_PROPERTY);
    Object.defineProperty(this, 'headers', HEADERS_PROPERTY);
    for (const [name, value] of services) self[name] = value;
  }

  static urlOf(request: PipelineRequest): URL {
    if (request.#url === undefined) {
      const data = request.#call.request;
      request.#url = data.parsedUrl ?? new URL(data.url);
    }
    return request.#url;
  }

  static headersOf(request: PipelineRequest): Headers {
    request.#headers ??= request.#call.request.fetchHeaders();
    return request.#headers;
  }
}

const URL_PROPERTY = sharedGetter(PipelineRequest.urlOf);
const HEADERS_PROPERTY = sharedGetter(PipelineRequest.headersOf);

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
 * Whether `path` leaves a path param of a `method` route empty: a trailing `/` or a `//` where
 * the route takes an id (`PATCH /v1/profile/banks/`, `GET /channels/`, `GET /channels//tx_1`).
 * The router skips empty segments, so such a path would otherwise reach a shorter route.
 */
function leavesIdEmpty(method: string, path: string): boolean {
  if (path === '/' || !(path.endsWith('/') || path.includes('//'))) return false;
  return registry.match(method, path.replace(/\/(?=\/|$)/g, '/_')) !== undefined;
}

/**
 * A route that documents its own codes for a request it has no operation for answers with them:
 * another method at its path is its `invalidMethod` code (the core request routes' `4`), a path
 * one segment below it its `actionNotFound` code (`3`). Anything else is 404
 * `ROUTE_NOT_FOUND`, or 405 `METHOD_NOT_ALLOWED` with `Allow` at a path that answers other methods.
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
