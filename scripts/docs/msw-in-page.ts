/**
 * `setupServer` of `msw/node` for the docs page, where the examples that serve a simulator through
 * MSW run too. msw 3's own `setupServer` is Node's (its request interceptors include Node's
 * `http` module and `AsyncLocalStorage`); this one is the same network, defined with msw's
 * `defineNetwork` over the fetch interceptor only, which is what a page's code calls. The page's
 * bundle resolves `msw/node` to this file (scripts/docs/typedoc-plugin.mjs).
 */
import { FetchInterceptor } from '@mswjs/interceptors/fetch';
import type { RequestHandler } from 'msw';
import { defineNetwork, InterceptorSource } from 'msw/experimental';

type UnhandledFrame = 'bypass' | 'warn' | 'error';

/** The part of msw's server API the examples use. */
export interface PageServer {
  listen(options?: { onUnhandledFrame?: UnhandledFrame; onUnhandledRequest?: UnhandledFrame }): void;
  use(...handlers: RequestHandler[]): void;
  resetHandlers(...handlers: RequestHandler[]): void;
  restoreHandlers(): void;
  listHandlers(): ReadonlyArray<unknown>;
  close(): void;
}

export function setupServer(...handlers: RequestHandler[]): PageServer {
  const network = defineNetwork({
    sources: [new InterceptorSource({ interceptors: [new FetchInterceptor()] })],
    handlers,
    context: { quiet: true },
  });
  return {
    listen(options) {
      // msw 2 called the option onUnhandledRequest; an example may use either name.
      const onUnhandledFrame = options?.onUnhandledFrame ?? options?.onUnhandledRequest ?? 'warn';
      network.configure({ onUnhandledFrame });
      network.enable();
    },
    use: (...next) => network.use(...next),
    resetHandlers: (...next) => network.resetHandlers(...next),
    restoreHandlers: () => network.restoreHandlers(),
    listHandlers: () => network.listHandlers(),
    close: () => network.disable(),
  };
}
