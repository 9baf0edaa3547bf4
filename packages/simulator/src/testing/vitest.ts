/**
 * `@payments-platform/simulator/vitest`: vitest fixtures over the simulator, its matchers
 * registered on `expect` (and typed), and everything of the runner-free `/testing` entry.
 *
 * - `test`: a fresh simulator per test (the demo seed, or your options), an SDK client wired to
 *   it, `login`, `fund`, `advanceClock` and `scenarios`.
 * - `workerTest`: one simulator per worker, reset before each test.
 * - `mswTest`: one simulator per file behind MSW's `setupServer` (listening for the file, handlers
 *   reset after each test, unhandled requests an error); the client uses the global `fetch`. It
 *   loads the app's msw (2.12 or later, or 3) when a file first uses it; its types are msw's, so
 *   this entry includes `@payments-platform/simulator/msw`.
 */
import { createClient, type PaymentsClient } from '@payments-platform/sdk';
import type { OperationId } from '@payments-platform/sdk/contract';
import type { SetupServer } from 'msw/node';
import { test as baseTest, chai, expect, onTestFinished, type TestAPI } from 'vitest';
import { createSimulator, DEMO, type Simulator, type SimulatorOptions } from '../index.js';
import { UNHANDLED_IS_ERROR } from '../msw.js';
import {
  advanceClock,
  clientOf,
  type Duration,
  type FundInput,
  fund,
  type LoginOptions,
  type LoginTarget,
  login,
} from './helpers.js';
import { type BalanceTarget, matchers, type ReceivedExpectation } from './matchers.js';
import { type Scenarios, scenariosFor } from './scenarios.js';

// The msw entry, with the augmentation that types `simulator.handlers` as msw's.
export { type SimulatorMswHandler, UNHANDLED_IS_ERROR } from '../msw.js';
export * from './index.js';

expect.extend(matchers);

/** The matchers that answer with a promise when given a control surface alone. */
const SIMULATOR_MATCHERS = [
  'toHaveDeliveredWebhook',
  'toHaveReceived',
  'toHaveReceivedInOrder',
  'toHaveBalance',
  'toHaveRecordedTransaction',
  'toHaveSentOtp',
] as const;

/**
 * The answer of a simulator matcher given a control surface alone, which the test must await: as
 * vitest does for its own asynchronous assertions, a hook at the end of the test fails it when the
 * answer was never awaited and is a failure. (An in-process simulator answers at once and needs
 * none of this.)
 */
function awaitedOrFailing(name: string, answer: Promise<unknown>): PromiseLike<unknown> {
  let awaited = false;
  // Whoever awaits the answer sees its failure; until then it is no unhandled rejection.
  answer.catch(() => undefined);
  try {
    onTestFinished(async () => {
      if (awaited) return;
      try {
        await answer;
      } catch (error) {
        throw new Error(
          `expect(simulator).${name}() was not awaited, and it failed: ${error instanceof Error ? error.message : String(error)}`,
          { cause: error },
        );
      }
    });
  } catch {
    // Outside a running test (a suite's hook): there is no test to fail.
  }
  return {
    // biome-ignore lint/suspicious/noThenProperty: the answer is awaited through this thenable
    then(onFulfilled, onRejected) {
      awaited = true;
      return answer.then(onFulfilled, onRejected);
    },
  };
}

chai.use((_chai, utils) => {
  for (const name of SIMULATOR_MATCHERS) {
    utils.overwriteMethod(
      chai.Assertion.prototype,
      name,
      (matcher: (...args: unknown[]) => unknown) =>
        function (this: object, ...args: unknown[]) {
          const answer = matcher.apply(this, args);
          return answer instanceof Promise ? awaitedOrFailing(name, answer) : answer;
        },
    );
  }
});

/** The webhook events the platform sends, for editor completion; any string is accepted. */
type WebhookEventName =
  | 'requestPaid'
  | 'requestCancelled'
  | 'requestClientEmailSet'
  | 'deploymentPaid'
  | 'deploymentIssue'
  | (string & {});

/** The operation ids of the API, for editor completion; any string is accepted. */
type OperationIdName = OperationId | (string & {});

/**
 * What a simulator matcher returns: nothing for an in-process simulator (one with `services`,
 * which it reads at once), a promise to await for a control surface alone.
 */
export type SimulatorAnswer<R, Received> = Received extends { readonly services: object } ? R : Promise<R>;

/**
 * The simulator matchers on vitest's `expect`. Against an in-process simulator they answer at once
 * (an `await` changes nothing); against a control surface alone they return a promise to await.
 */
export interface SimulatorMatchers<R = unknown, Received = unknown> {
  /** The simulator sent a webhook of `event` whose `data` holds `partialPayload`. */
  toHaveDeliveredWebhook(
    event: WebhookEventName,
    partialPayload?: Record<string, unknown>,
  ): SimulatorAnswer<R, Received>;
  /**
   * The simulator received calls of `operationId` (at least one, or exactly `times`) whose body
   * and query hold `body` and `query`; `.not` for none.
   */
  toHaveReceived(
    operationId: OperationIdName,
    expectation?: ReceivedExpectation,
  ): SimulatorAnswer<R, Received>;
  /** The simulator received calls of these operations in this order (others may come between). */
  toHaveReceivedInOrder(operationIds: readonly OperationIdName[]): SimulatorAnswer<R, Received>;
  /** The address holds exactly `amount` whole tokens of the token on the chain. */
  toHaveBalance(target: BalanceTarget, amount: string | number): SimulatorAnswer<R, Received>;
  /** The simulator recorded a transaction that holds every field of `partial`. */
  toHaveRecordedTransaction(partial: Record<string, unknown>): SimulatorAnswer<R, Received>;
  /** The simulator e-mailed a one-time code to `email`. */
  toHaveSentOtp(email: string): SimulatorAnswer<R, Received>;
  /** The value is an SDK API error with this status and, when given, this code. */
  toMatchApiError(status: number, code?: string): R;
}

declare global {
  // vitest's `Assertion` takes every method of chai's assertion as its own, in vitest 3.2, 4 and 5
  // alike, whose `Assertion` and `Matchers` each declare other type parameters (an augmentation
  // must repeat them exactly): the matchers are declared on chai's, which all three extend. Chai's
  // names no received type, so they are typed as they answer for an in-process simulator, at once;
  // against a control surface alone they answer with a promise that fails its test when forgotten.
  namespace Chai {
    interface Assertion extends SimulatorMatchers<void, { readonly services: object }> {}
  }
}

declare module 'vitest' {
  interface AsymmetricMatchersContaining {
    /** An SDK API error with this status and, when given, this code. */
    toMatchApiError(status: number, code?: string): unknown;
  }
}

/**
 * Options of the fixtures, set with `test.override({ ... })` (`test.scoped` before vitest 5) or
 * `test.extend({ ... })`.
 */
export interface SimulatorTestOptions {
  /** Options of `createSimulator` (your own `fixtures`, `seed: 'empty'`, `randomSeed`, ...); default the demo seed. */
  readonly simulatorOptions: SimulatorOptions;
  /** The key of the `client` fixture; default `DEMO.keys.profileWrite` (Bruno in the business team, WRITE). */
  readonly apiKey: string;
}

/** The fixtures of {@link test}, {@link workerTest} and {@link mswTest}. */
export interface SimulatorFixtures extends SimulatorTestOptions {
  /** The simulator of the test. */
  readonly simulator: Simulator;
  /** An SDK client with `apiKey` whose requests the simulator answers. */
  readonly client: PaymentsClient;
  /** A client carrying a session of a demo profile (`'bruno'`) or of `{ profileId }`. */
  readonly login: (target: LoginTarget, options?: LoginOptions) => Promise<PaymentsClient>;
  /** Credits an address (USDC on Base Sepolia by default; `gas` adds the native coin). */
  readonly fund: (input: FundInput) => ReturnType<typeof fund>;
  /** Moves the virtual clock (`2_000`, `'8d'`), running every due timer first. */
  readonly advanceClock: (duration: Duration) => Promise<number>;
  /** The scenarios bound to the simulator of the test. */
  readonly scenarios: Scenarios;
}

/** The fixtures of {@link mswTest}: those of {@link test} and the MSW server. */
export interface MswFixtures extends SimulatorFixtures {
  /** MSW's server, listening for the file; `server.use(...)` overrides last one test. */
  readonly server: SetupServer;
}

const DEFAULT_OPTIONS: SimulatorOptions = {};

/** The fixtures every variant builds on the simulator and the options. */
type HelperFixtures = Omit<SimulatorFixtures, 'simulator' | keyof SimulatorTestOptions>;

/** Adds the client and the helpers to a test that has a simulator and the options. */
function withHelpers<Context extends SimulatorTestOptions & { readonly simulator: Simulator }>(
  base: TestAPI<Context>,
) {
  return base.extend<HelperFixtures>({
    client: async ({ simulator, apiKey }, use) => {
      await use(clientOf(simulator, { apiKey }));
    },
    login: async ({ simulator }, use) => {
      await use((target, options) => login(simulator, target, options));
    },
    fund: async ({ simulator }, use) => {
      await use((input) => fund(simulator, input));
    },
    advanceClock: async ({ simulator }, use) => {
      await use((duration) => advanceClock(simulator, duration));
    },
    scenarios: async ({ simulator }, use) => {
      await use(scenariosFor(simulator));
    },
  });
}

/**
 * A vitest `test` with a fresh simulator for each test (the demo seed by default).
 *
 * @example
 * ```ts
 * import { test, expect } from '@payments-platform/simulator/vitest';
 *
 * test('paying a request delivers requestPaid', async ({ simulator, scenarios }) => {
 *   const { requestId } = await scenarios.paidPaymentRequest({ amount: 25 });
 *   await expect(simulator).toHaveDeliveredWebhook('requestPaid', { requestId, amount: 25 });
 * });
 * ```
 */
export const test: TestAPI<SimulatorFixtures> = withHelpers(
  baseTest.extend<SimulatorTestOptions & { readonly simulator: Simulator }>({
    simulatorOptions: DEFAULT_OPTIONS,
    apiKey: DEMO.keys.profileWrite,
    simulator: async ({ simulatorOptions }, use) => {
      await use(createSimulator(simulatorOptions));
    },
  }),
);

/**
 * A vitest `test` whose simulator is made once per worker and reset to its seed before each test:
 * for suites where creating the simulator per test shows.
 *
 * @example
 * ```ts
 * import { workerTest as test } from '@payments-platform/simulator/vitest';
 *
 * test('starts from the seed', async ({ client }) => {
 *   await client.config.chains.list();
 * });
 * ```
 */
export const workerTest: TestAPI<SimulatorFixtures> = withHelpers(
  baseTest.extend<
    SimulatorTestOptions & { readonly simulator: Simulator; readonly resetSimulator: undefined }
  >({
    simulatorOptions: [DEFAULT_OPTIONS, { scope: 'worker' }],
    apiKey: DEMO.keys.profileWrite,
    simulator: [
      async ({ simulatorOptions }, use) => {
        await use(createSimulator(simulatorOptions));
      },
      { scope: 'worker' },
    ],
    resetSimulator: [
      async ({ simulator }, use) => {
        simulator.reset();
        await use(undefined);
      },
      { auto: true },
    ],
  }),
);

/**
 * A vitest `test` whose simulator answers through MSW's `setupServer`, for an app that builds its
 * own client and cannot take an injected `fetch`: one simulator per file, the server listening
 * for the file with unhandled requests an error, and after each test its handlers reset and the
 * simulator back to its seed. The `client` fixture uses the global `fetch`.
 *
 * @example
 * ```ts
 * import { mswTest as test } from '@payments-platform/simulator/vitest';
 *
 * test('the app reads the chains', async ({ simulator }) => {
 *   const app = createApp({ baseUrl: simulator.baseUrl }); // its own client, the global fetch
 * });
 * ```
 */
export const mswTest: TestAPI<MswFixtures> = withHelpers(
  baseTest.extend<
    SimulatorTestOptions & {
      readonly simulator: Simulator;
      readonly server: SetupServer;
      readonly resetBetweenTests: undefined;
    }
  >({
    simulatorOptions: [DEFAULT_OPTIONS, { scope: 'file' }],
    apiKey: DEMO.keys.profileWrite,
    simulator: [
      async ({ simulatorOptions }, use) => {
        await use(createSimulator(simulatorOptions));
      },
      { scope: 'file' },
    ],
    server: [
      async ({ simulator }, use) => {
        // Loaded here, so a suite on the other fixtures needs no msw.
        const { setupServer } = await import('msw/node');
        const server = setupServer(...simulator.handlers);
        server.listen(UNHANDLED_IS_ERROR);
        try {
          await use(server);
        } finally {
          server.close();
        }
      },
      { scope: 'file', auto: true },
    ],
    resetBetweenTests: [
      async ({ simulator, server }, use) => {
        await use(undefined);
        server.resetHandlers();
        simulator.reset();
      },
      { auto: true },
    ],
  }),
).extend<{ readonly client: PaymentsClient }>({
  // No injected fetch: the client's requests go out through the global fetch MSW intercepts.
  client: async ({ simulator, apiKey, server: _server }, use) => {
    await use(createClient({ apiKey, baseUrl: simulator.baseUrl, maxRetries: 0 }));
  },
});

export { expect };
