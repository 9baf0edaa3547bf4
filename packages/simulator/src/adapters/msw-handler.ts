/**
 * The type of the simulator's MSW handlers, declared without msw's declarations: msw is an optional
 * peer dependency, so the main entries' declarations never name its types (an app without msw, or
 * a CommonJS app, whose `require` declarations of msw 2 reach an ESM-only package, type-checks
 * them strictly all the same). `@payments-platform/simulator/msw` fills in {@link MswHandlerTypes}
 * with msw's own `RequestHandler`; the `vitest` entry includes it.
 */

/**
 * Filled in by `@payments-platform/simulator/msw` (declaration merging) with msw's
 * `RequestHandler`, as `handler`.
 */
// biome-ignore lint/suspicious/noEmptyInterface: declaration merging fills it in.
export interface MswHandlerTypes {}

/**
 * One of `simulator.handlers`: msw's `RequestHandler` where `@payments-platform/simulator/msw` is
 * imported somewhere in the program, and otherwise a type MSW's `setupServer` and `setupWorker`
 * accept without the simulator's declarations naming msw's.
 */
export type MswHandler = MswHandlerTypes extends { readonly handler: infer Handler }
  ? Handler
  : // biome-ignore lint/suspicious/noExplicitAny: what msw's own setupServer accepts, unnamed.
    any;
