/**
 * `@payments-platform/simulator/msw`: the one entry whose declarations name msw's. Importing it
 * (`import type {} from '@payments-platform/simulator/msw'` is enough) types `simulator.handlers`
 * and `simulator.loadHandlers()` as msw's `RequestHandler`, from the app's own msw; it also gives
 * the listen option that fails an unhandled request in msw 2 and 3 alike.
 *
 * The main entries leave msw's types out because msw is an optional peer dependency (an app
 * without it must type-check), and because msw 2's `require` declarations import an ESM-only
 * package, which a CommonJS app's strict `tsc` refuses (TS1479). This entry names the msw
 * declarations the app's own imports of msw name, under `import` and `require` alike, so the
 * handlers are the type the app's `setupServer` takes.
 */
import type { RequestHandler } from 'msw';

declare module './adapters/msw-handler.js' {
  interface MswHandlerTypes {
    /** msw's request handler, as the app's msw declares it. */
    readonly handler: RequestHandler;
  }
}

/** msw's `RequestHandler`, the type of each of `simulator.handlers`. */
export type SimulatorMswHandler = RequestHandler;

/**
 * The `listen()` / `start()` option that makes a request no handler answers fail the test, under
 * its name in msw 2 (`onUnhandledRequest`) and in msw 3 (`onUnhandledFrame`); each major reads its
 * own and ignores the other.
 *
 * @example
 * ```ts
 * const server = setupServer(...simulator.handlers);
 * server.listen(UNHANDLED_IS_ERROR);
 * ```
 */
export const UNHANDLED_IS_ERROR: {
  readonly onUnhandledRequest: 'error';
  readonly onUnhandledFrame: 'error';
} = { onUnhandledRequest: 'error', onUnhandledFrame: 'error' };
