/**
 * The shape of a control route under `/_simulator`. Built-in routes and area routes (funding
 * wallets, confirming transactions, ...) are declared the same way.
 */

import type { HttpMethod } from '@payments-platform/sdk/contract';
import * as z from 'zod';
import { fail } from './fail.js';
import type { Services } from './services.js';

/** The prefix of every control route. */
export const CONTROL_PREFIX = '/_simulator';

/** What a control route's `run` receives. */
export interface ControlRouteInput<Body = unknown, Query = unknown> {
  readonly body: Body;
  readonly query: Query;
  /** Path params of `{name}` segments. */
  readonly params: Readonly<Record<string, string>>;
  readonly services: Services;
  /** The request body as bytes, for routes declared with `rawBody`. */
  readonly bytes?: Uint8Array;
  /** The request headers. */
  readonly headers: Headers;
}

/** One control route. */
export interface ControlRoute {
  readonly method: HttpMethod;
  /** Path under {@link CONTROL_PREFIX}, starting with `/`; `{name}` segments are params. */
  readonly path: string;
  readonly summary: string;
  /** Success status; 200 by default. */
  readonly status?: number;
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
   * `false` runs the route outside the request lock (the clock advance, whose due jobs each take
   * it). Every other route runs as one transaction.
   */
  readonly lock?: boolean;
  readonly run: (input: ControlRouteInput) => unknown;
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/**
 * Declares a control route with typed body and query.
 *
 * @example
 * ```ts
 * defineControlRoute({
 *   method: 'POST',
 *   path: '/wallets/fund',
 *   summary: 'Fund a wallet',
 *   body: z.object({ address: z.string(), amount: z.string() }),
 *   run: ({ body, services }) => fund(services.store, body),
 * });
 * ```
 */
export function defineControlRoute<
  Body extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
>(route: {
  readonly method: HttpMethod;
  readonly path: string;
  readonly summary: string;
  readonly status?: number;
  readonly body?: Body;
  readonly query?: Query;
  readonly bodyLimitBytes?: number;
  readonly rawBody?: boolean;
  readonly open?: boolean;
  readonly lock?: boolean;
  readonly run: (input: ControlRouteInput<Out<Body>, Out<Query>>) => unknown;
}): ControlRoute {
  return route as ControlRoute;
}

/**
 * Parses control input, turning a zod failure into a 400 of the control API.
 *
 * @example
 * ```ts
 * parseControlInput(z.object({ ms: z.number() }), { ms: 1000 }); // { ms: 1000 }
 * ```
 */
export function parseControlInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  fail('BODY_PARSER_ERROR', z.prettifyError(result.error));
}
