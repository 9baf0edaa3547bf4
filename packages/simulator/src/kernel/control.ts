/**
 * Control actions: the test-side levers of a simulator (fund a wallet, advance the clock, create
 * an app, ...). Each is declared once, in the module or platform file that owns it, with its
 * route under `/_simulator`, its input schemas, its description and what it does. The control
 * router, the typed `simulator.control.<module>.<action>()` methods and the README's table of
 * control routes all derive from the declarations.
 */

import {
  englishErrors,
  type HttpMethod,
  type InputIssue,
  nearestKey,
  teachingIssues,
} from '@payments-platform/sdk/contract';
import * as z from 'zod';
import { fail } from './fail.js';
import type { Services } from './services.js';
import { sharedGetter } from './shared-getter.js';

/** The prefix of every control route. */
export const CONTROL_PREFIX = '/_simulator';

/** What a control action's `run` receives. */
export interface ControlRunInput<Params = unknown, Body = unknown, Query = unknown> {
  /** The parsed path params of `{name}` segments. */
  readonly params: Params;
  readonly body: Body;
  readonly query: Query;
  readonly services: Services;
  /** The request body as bytes, for actions declared with `rawBody`. */
  readonly bytes?: Uint8Array;
  /** The request headers. */
  readonly headers: Headers;
}

/** What an in-process call of a `rawBody` action passes besides its params. */
export interface RawBodyInput {
  /** The body. */
  readonly bytes: Uint8Array;
  /** Request headers (for example `content-type`). */
  readonly headers?: Readonly<Record<string, string>>;
}

declare const TYPES: unique symbol;

/** One control action, as {@link defineControlAction} declares it. */
export interface ControlAction<
  Module extends string = string,
  Name extends string = string,
  Input = unknown,
  Result = unknown,
> {
  /** The namespace of its method: `simulator.control.<module>`; the module or layer that owns it. */
  readonly module: Module;
  /** Its method name: `simulator.control.<module>.<name>()`. */
  readonly name: Name;
  /** The HTTP method of its route, or several that do the same. */
  readonly method: HttpMethod | readonly HttpMethod[];
  /** Path under {@link CONTROL_PREFIX}, starting with `/`; `{name}` segments are params. */
  readonly path: string;
  /** One sentence: what it does. */
  readonly summary: string;
  /** Success status; 200 by default. */
  readonly status?: number;
  /** Schema of the path params (strings over HTTP). */
  readonly params?: z.ZodType;
  readonly body?: z.ZodType;
  readonly query?: z.ZodType;
  /** Largest accepted body; the API limit (1 MiB) by default. */
  readonly bodyLimitBytes?: number;
  /** Hand the body over as bytes (`input.bytes`) instead of parsing JSON. */
  readonly rawBody?: boolean;
  /**
   * Served without the admin token: for URLs the API itself hands to clients (signed upload
   * URLs), which carry their own secret.
   */
  readonly open?: boolean;
  /**
   * `false` runs the action outside the request lock (the clock advance, whose due jobs each take
   * it). Every other action runs as one transaction: alone, and undone when it throws.
   */
  readonly lock?: boolean;
  readonly run: (input: ControlRunInput<never, never, never>) => unknown;
  /** Types only: the input and result of the derived method. */
  readonly [TYPES]?: { readonly input: Input; readonly result: Result };
}

/** Any control action. */
// biome-ignore lint/suspicious/noExplicitAny: the input of an action is contravariant; any accepts each
export type AnyControlAction = ControlAction<string, string, any, unknown>;

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type Fields<S> = S extends z.ZodType ? z.input<S> : unknown;
type Flatten<T> = T extends object ? { [K in keyof T]: T[K] } : T;

/**
 * The input of an action's method: its params, body and query fields in one object; `undefined`
 * for an action without schemas (its method takes no argument).
 */
export type ControlInputOf<Params, Body, Query, Raw> = [Params, Body, Query, Raw] extends [
  undefined,
  undefined,
  undefined,
  false,
]
  ? undefined
  : Flatten<Fields<Params> & Fields<Body> & Fields<Query> & (Raw extends true ? RawBodyInput : unknown)>;

/**
 * Declares a control action, typed by its schemas: `run` gets the parsed params, body and query,
 * and the derived method takes their fields as one input object and resolves with what `run`
 * returns.
 *
 * @example
 * ```ts
 * export const fund = defineControlAction({
 *   module: 'chain',
 *   name: 'fund',
 *   method: 'POST',
 *   path: '/chain/fund',
 *   summary: 'Credit an address with whole tokens.',
 *   body: z.object({ chainId: z.number(), address: z.string(), amount: z.string() }),
 *   run: ({ body, services }) => fundAddress(services, body),
 * });
 * // simulator.control.chain.fund({ chainId: 1, address, amount: '5' })
 * ```
 */
export function defineControlAction<
  const Module extends string,
  const Name extends string,
  Result,
  Params extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Raw extends boolean = false,
>(action: {
  readonly module: Module;
  readonly name: Name;
  readonly method: HttpMethod | readonly HttpMethod[];
  readonly path: string;
  readonly summary: string;
  readonly status?: number;
  readonly params?: Params;
  readonly body?: Body;
  readonly query?: Query;
  readonly bodyLimitBytes?: number;
  readonly rawBody?: Raw;
  readonly open?: boolean;
  readonly lock?: boolean;
  readonly run: (input: ControlRunInput<Out<Params>, Out<Body>, Out<Query>>) => Result;
}): ControlAction<Module, Name, ControlInputOf<Params, Body, Query, Raw>, Awaited<Result>> {
  return action as unknown as ControlAction<
    Module,
    Name,
    ControlInputOf<Params, Body, Query, Raw>,
    Awaited<Result>
  >;
}

/** The HTTP methods of an action's route. */
export const methodsOf = (action: AnyControlAction): readonly HttpMethod[] =>
  typeof action.method === 'string' ? [action.method] : action.method;

/** A 400 `BODY_PARSER_ERROR` that lists each issue as `path: what was expected, received what`. */
function invalidControlInput(issues: readonly InputIssue[]): never {
  fail(
    'BODY_PARSER_ERROR',
    `Invalid control input: ${issues.map((issue) => `${issue.path.join('.') || '(input)'}: ${issue.message}`).join('; ')}`,
  );
}

/**
 * Parses control input, turning a zod failure into a 400 of the control API that names each
 * field, what it expected and the kind of value it received.
 *
 * @example
 * ```ts
 * parseControlInput(z.object({ ms: z.number() }), { ms: 1000 }); // { ms: 1000 }
 * parseControlInput(z.object({ ms: z.number() }), { ms: '1s' }); // 400: ms: expected a number, received a string of 2 characters
 * ```
 */
export function parseControlInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input, { error: englishErrors as never, reportInput: true });
  if (result.success) return result.data;
  invalidControlInput(teachingIssues(result.error.issues));
}

/** The field names of an object schema; `undefined` for any other schema (a record, `unknown`). */
const fieldsOf = (schema: z.ZodType | undefined): readonly string[] | undefined =>
  schema instanceof z.ZodObject && !(schema.def.catchall instanceof z.ZodUnknown)
    ? Object.keys(schema.shape)
    : undefined;

/**
 * Refuses the keys of an input object that none of `schemas` takes, each with the nearest known
 * key; nothing when a schema is not a closed object (its keys cannot be told).
 */
function checkKeys(input: unknown, schemas: readonly (z.ZodType | undefined)[], extra: readonly string[]) {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return;
  const known: string[] = [...extra];
  for (const schema of schemas) {
    if (schema === undefined) continue;
    const fields = fieldsOf(schema);
    if (fields === undefined) return;
    known.push(...fields);
  }
  const issues: InputIssue[] = [];
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || known.includes(key)) continue;
    const near = nearestKey(key, known);
    issues.push({
      path: [key],
      message: `unknown key${near ? `; did you mean "${near}"?` : known.length > 0 ? `; it takes ${known.join(', ')}` : '; it takes none'}`,
    });
  }
  if (issues.length > 0) invalidControlInput(issues);
}

/** The unparsed input of one call of an action, over HTTP or in-process. */
export interface ControlCall {
  readonly params: unknown;
  readonly body: unknown;
  readonly query: unknown;
  readonly bytes?: Uint8Array;
  /** The request headers, read only when `run` asks for them. */
  readonly headers: () => Headers;
  /** Params, body and query are one object (an in-process call): its keys are checked together. */
  readonly together?: boolean;
}

/** Runs work as one transaction (under the request lock, undone when it throws). */
export type RunLocked = <T>(work: () => T | Promise<T>) => Promise<T>;

/**
 * Calls an action: parses its params, body and query (a 400 `BODY_PARSER_ERROR` for a bad one),
 * then runs it as one transaction, or outside the lock when it is declared with `lock: false`.
 * The control router and the in-process methods both call it.
 *
 * @example
 * ```ts
 * await callControlAction(action, { params: {}, body: { ms: 1000 }, query: {}, headers: () => new Headers() }, services, runLocked);
 * ```
 */
export async function callControlAction(
  action: AnyControlAction,
  call: ControlCall,
  services: Services,
  runLocked: RunLocked,
): Promise<unknown> {
  const work = boundRun(action, call, services);
  return action.lock === false ? await work() : await runLocked(work);
}

/**
 * Runs a read of the state at once, outside the request lock, and returns what it answers: for a
 * caller that must answer synchronously (the test matchers on an in-process simulator), as
 * `simulator.snapshot()` reads the state at once. An action whose `run` is asynchronous is refused.
 *
 * @example
 * ```ts
 * const { deliveries } = readControlAction(webhookDeliveries, undefined, services);
 * ```
 */
export function readControlAction(action: AnyControlAction, input: unknown, services: Services): unknown {
  const result = boundRun(action, inProcessCall(input), services)();
  if (typeof (result as { then?: unknown } | null)?.then === 'function') {
    throw new TypeError(
      `The control action ${action.module}.${action.name} is asynchronous; await simulator.control.${action.module}.${action.name}() instead.`,
    );
  }
  return result;
}

/** The action's `run` with its parsed params, body and query (a 400 for a bad one), to call once. */
function boundRun(action: AnyControlAction, call: ControlCall, services: Services): () => unknown {
  // An unknown key is refused with the nearest known one, not dropped: over HTTP in the body, in
  // process in the one input object (which also carries a raw body's bytes and headers).
  if (call.together === true) {
    checkKeys(
      call.body,
      [action.params, action.body, action.query],
      action.rawBody ? ['bytes', 'headers'] : [],
    );
  } else if (action.body !== undefined) checkKeys(call.body, [action.body], []);
  const params = action.params ? parseControlInput(action.params, call.params ?? {}) : call.params;
  const body = action.body ? parseControlInput(action.body, call.body ?? {}) : undefined;
  const query = action.query ? parseControlInput(action.query, call.query ?? {}) : undefined;
  const run = action.run as (input: ControlRunInput) => unknown;
  return () => run(new ControlInput(call, params, body, query, services) as unknown as ControlRunInput);
}

/**
 * The input an action runs with: the parsed parts, the services and the bytes as own properties,
 * and `headers` as an own getter (see {@link sharedGetter}) that reads them on first use.
 */
class ControlInput {
  readonly #call: ControlCall;
  #headers: Headers | undefined;

  constructor(call: ControlCall, params: unknown, body: unknown, query: unknown, services: Services) {
    this.#call = call;
    const self = this as unknown as Record<string, unknown>;
    self.params = params;
    self.body = body;
    self.query = query;
    self.services = services;
    Object.defineProperty(this, 'headers', CONTROL_HEADERS);
    if (call.bytes !== undefined) self.bytes = call.bytes;
  }

  static headersOf(input: ControlInput): Headers {
    input.#headers ??= input.#call.headers();
    return input.#headers;
  }
}

const CONTROL_HEADERS = sharedGetter(ControlInput.headersOf);

/** A derived method: no argument without schemas, an optional one when every field is optional. */
export type ControlMethod<Input, Result> = [Input] extends [undefined]
  ? () => Promise<Result>
  : {} extends Input
    ? (input?: Input) => Promise<Result>
    : (input: Input) => Promise<Result>;

type InputOf<A> = A extends ControlAction<string, string, infer Input, unknown> ? Input : never;
type ResultOf<A> = A extends ControlAction<string, string, unknown, infer Result> ? Result : never;

/** The methods derived from a union of actions: `[module][name](input)`. */
export type ControlSurface<Actions extends AnyControlAction> = {
  readonly [Module in Actions['module']]: {
    readonly [Action in Extract<Actions, { readonly module: Module }> as Action['name']]: ControlMethod<
      InputOf<Action>,
      ResultOf<Action>
    >;
  };
};

/**
 * Builds the methods of a list of actions, grouped by module; two actions with one module and
 * name are refused. `invoke` runs one call (see {@link callControlAction}).
 *
 * @example
 * ```ts
 * const control = controlSurface(actions, (action, input) => callControlAction(action, inProcessCall(input), services, runLocked));
 * await control.chain.fund({ chainId: 1, address, amount: '5' });
 * ```
 */
export function controlSurface(
  actions: readonly AnyControlAction[],
  invoke: (action: AnyControlAction, input: unknown) => Promise<unknown>,
): Record<string, Record<string, (input?: unknown) => Promise<unknown>>> {
  const surface: Record<string, Record<string, (input?: unknown) => Promise<unknown>>> = {};
  for (const action of actions) {
    surface[action.module] ??= {};
    const methods = surface[action.module] as Record<string, (input?: unknown) => Promise<unknown>>;
    if (Object.hasOwn(methods, action.name)) {
      throw new Error(`Two control actions are named ${action.module}.${action.name}.`);
    }
    methods[action.name] = (input) => invoke(action, input);
  }
  return surface;
}

/**
 * The unparsed call of an in-process method: the one input object is read as params, body and
 * query alike (each schema keeps its own fields), and a `rawBody` action takes its `bytes` and
 * `headers` from it.
 *
 * @example
 * ```ts
 * inProcessCall({ orderId: 'ord_1', reason: 'declined' });
 * ```
 */
export function inProcessCall(input: unknown): ControlCall {
  const fields = (typeof input === 'object' && input !== null ? input : {}) as Partial<RawBodyInput>;
  return {
    params: input,
    body: input,
    query: input,
    ...(fields.bytes instanceof Uint8Array ? { bytes: fields.bytes } : {}),
    headers: () => new Headers(fields.headers ?? {}),
    together: true,
  };
}
