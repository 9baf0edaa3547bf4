/**
 * The extension point of the simulator: handlers by operation id, grouped into areas. A handler
 * gets the parsed, typed `params`, `query` and `body` of its operation, the resolved caller and
 * the services, and returns the `data` of the success envelope (or a {@link reply} with another
 * status or headers). It signals failures with the `fail` it receives (`fail(code, message)`),
 * typed to its operation's documented codes and the simulator catalogue; it never builds HTTP.
 */
import type { OperationById, OperationId } from '@payments-platform/sdk/contract';
import type * as z from 'zod';
import type { AnyControlAction } from './control.js';
import type { OperationFail } from './fail.js';
import type { JsonValue } from './json.js';
import type { Services } from './services.js';

type SchemasOf<Id extends OperationId> = OperationById<Id>['schemas'];

/** The parsed path params of an operation (`undefined` when it has none). */
export type ParamsOf<Id extends OperationId> =
  SchemasOf<Id> extends { readonly params: infer Schema extends z.core.$ZodType }
    ? z.output<Schema>
    : undefined;

/** The parsed query of an operation (`undefined` when it has none). */
export type QueryOf<Id extends OperationId> =
  SchemasOf<Id> extends { readonly query: infer Schema extends z.core.$ZodType }
    ? z.output<Schema>
    : undefined;

/** The parsed body of an operation (`undefined` when it has none). */
export type BodyOf<Id extends OperationId> =
  SchemasOf<Id> extends { readonly body: infer Schema extends z.core.$ZodType }
    ? z.output<Schema>
    : undefined;

/** What a handler returns as `data`: the input of the response schema, or bytes for binary routes. */
export type ResponseDataOf<Id extends OperationId> =
  OperationById<Id> extends { readonly responseType: 'binary' }
    ? Uint8Array
    : z.input<SchemasOf<Id>['response']>;

/** The request a handler receives, with the simulator services; tenancy adds the resolved `caller`. */
export interface HandlerRequest<Id extends OperationId = OperationId> extends Services {
  readonly operation: OperationById<Id>;
  readonly params: ParamsOf<Id>;
  readonly query: QueryOf<Id>;
  readonly body: BodyOf<Id>;
  readonly headers: Headers;
  readonly url: URL;
  /**
   * Answers the request with an error: `fail(code, message)` throws a `SimulatorError` with the
   * code's documented status. The code is one the operation documents or one of the simulator
   * catalogue; a code documented with several statuses takes `{ status }`. Write `throw fail(...)`
   * where the compiler must see that the handler stops there (a destructured `fail` does not
   * narrow types by itself).
   */
  readonly fail: OperationFail<Id>;
}

const REPLY = Symbol.for('@payments-platform/simulator.reply');

/** Response settings of a {@link reply}. */
export interface ReplyInit {
  /** Status instead of the operation's success status. */
  readonly status?: number;
  readonly headers?: Readonly<Record<string, string>>;
}

/** A handler result with its own status or headers. */
export interface Reply<Data> extends ReplyInit {
  readonly [REPLY]: true;
  readonly data: Data;
}

/**
 * Wraps handler data with a status or headers.
 *
 * @example
 * ```ts
 * return reply(pdfBytes, { headers: { 'content-type': 'application/pdf' } });
 * ```
 */
export function reply<Data>(data: Data, init: ReplyInit = {}): Reply<Data> {
  return { [REPLY]: true, data, ...init };
}

/** Whether a handler result is a {@link reply}. */
export function isReply(value: unknown): value is Reply<unknown> {
  return typeof value === 'object' && value !== null && (value as { [REPLY]?: unknown })[REPLY] === true;
}

/** What a handler may return. */
export type HandlerResult<Id extends OperationId> = ResponseDataOf<Id> | Reply<ResponseDataOf<Id>>;

/** The behaviour of one operation. */
export type Handler<Id extends OperationId> = (
  request: HandlerRequest<Id>,
) => HandlerResult<Id> | Promise<HandlerResult<Id>>;

/** Handlers by operation id. */
export type HandlerMap = { readonly [Id in OperationId]?: Handler<Id> };

/**
 * Handlers passed to `createSimulator`: a handler replaces or adds behaviour; `null` removes the
 * built-in one, so the operation answers 501 `OPERATION_NOT_SIMULATED` (for example to check how
 * an app copes with a route the platform has not rolled out).
 */
export type HandlerOverrides = { readonly [Id in OperationId]?: Handler<Id> | null };

/**
 * Declares handlers; each is typed by its operation id.
 *
 * @example
 * ```ts
 * export const configHandlers = defineHandlers({
 *   getMaintenance: ({ platform }) => ({ status: platform.maintenance() }),
 * });
 * ```
 */
export function defineHandlers(handlers: HandlerMap): HandlerMap {
  return handlers;
}

/** Runs one durable job of an area. */
export type AreaJobRunner = (payload: JsonValue, services: Services) => void | Promise<void>;

/** One area of behaviour: its handlers, the job kinds it schedules and its control actions. */
export interface AreaModule<Control extends readonly AnyControlAction[] = readonly AnyControlAction[]> {
  readonly name: string;
  /** The tables the module owns, by name (see `defineTables`); only the module writes them. */
  readonly tables?: { readonly [name: string]: () => object };
  readonly handlers?: HandlerMap;
  /** Job runners by kind; schedule them with `jobs.schedule(kind, atMs, payload)`. */
  readonly jobs?: Readonly<Record<string, AreaJobRunner>>;
  /** Its control actions: routes under `/_simulator` and `simulator.control.<module>` methods. */
  readonly control?: Control;
}

/**
 * Declares an area.
 *
 * @example
 * ```ts
 * export const configArea = defineArea({ name: 'config', handlers: configHandlers });
 * ```
 */
export function defineArea<const Control extends readonly AnyControlAction[] = readonly []>(
  area: AreaModule<Control>,
): AreaModule<Control> {
  return area;
}

/** The control actions of an area, as a union. */
export type ControlActionOf<Area> = Area extends AreaModule<infer Control> ? Control[number] : never;
