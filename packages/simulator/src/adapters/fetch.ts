/**
 * Direct injection: a `fetch`-compatible function that hands requests straight to the pipeline,
 * with no network and no interception. Relative URLs resolve against the simulator's base URL.
 */
import type { Outcome } from '../http/pipeline.js';

/** What the adapter calls. */
export type Dispatch = (request: Request) => Promise<Outcome>;

/** A `fetch` with the standard signature. */
export type FetchFunction = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/** The error a dropped connection rejects with, shaped like Node's `fetch failed`. */
export function connectionResetError(message: string): TypeError {
  const cause = Object.assign(new Error(`read ECONNRESET (${message})`), { code: 'ECONNRESET' });
  return new TypeError('fetch failed', { cause });
}

/**
 * Creates the in-process `fetch` of a simulator.
 *
 * @example
 * ```ts
 * const fetch = createFetchAdapter(dispatch, 'http://127.0.0.1:4010');
 * await fetch('/v1/maintenance');
 * ```
 */
export function createFetchAdapter(dispatch: Dispatch, baseUrl: string): FetchFunction {
  return async (input, init) => {
    const resolved =
      typeof input === 'string' && !/^[a-z][a-z0-9+.-]*:/i.test(input)
        ? new URL(input.replace(/^\/?/, '/'), `${baseUrl}/`)
        : input;
    const request = new Request(resolved instanceof URL ? resolved.href : resolved, init);
    if (request.signal.aborted) throw request.signal.reason;
    const outcome = await dispatch(request);
    if (outcome.kind === 'network-error') throw connectionResetError(outcome.message);
    return outcome.response;
  };
}
