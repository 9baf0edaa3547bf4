/**
 * `@payments-platform/simulator/playwright`: a Playwright `test` with the standalone simulator as
 * a worker-scoped fixture. Each worker starts its own server on a free port (its own state, the
 * demo seed or the suite's fixtures), tests read its `baseURL`, an SDK client, the control
 * methods, the test helpers and the scenarios, the state goes back to the seed before each test,
 * and the server stops after the worker. Browser end-to-end suites thus never share a server or
 * guess a port.
 */
import { createClient, type PaymentsClient, type Session } from '@payments-platform/sdk';
import { test as base, expect as baseExpect } from '@playwright/test';
import { checkOptionKinds } from './platform/config.js';
import { DEMO } from './scenarios/demo.js';
import { SERVER_OPTIONS, type ServerOptions, type SimulatorServer, startServer } from './server.js';
import type { Simulator } from './simulator.js';
import {
  advanceClock,
  checkOptions,
  type Duration,
  type FundInput,
  fund,
  type LoginOptions,
  type LoginTarget,
  login,
} from './testing/helpers.js';
import { type MatcherAnswer, type MatcherContext, matchers } from './testing/matchers.js';
import { type Scenarios, scenariosFor } from './testing/scenarios.js';

/** How the worker's server is made: every option of `startServer` but where it listens. */
export type PlaywrightSimulatorOptions = Omit<ServerOptions, 'port' | 'host' | 'simulator'>;

/** What a client of {@link PlaywrightSimulator.clientFor} is given. */
export interface PlaywrightClientOptions {
  /** The API key; the demo app key by default. */
  readonly apiKey?: string;
  /** A bearer session, for example one `control.tenancy.createSession()` opened. */
  readonly session?: Session;
}

/** The worker's simulator, as tests see it. */
export interface PlaywrightSimulator {
  /** `http://127.0.0.1:<port>`: give it to the app under test as its API base URL. */
  readonly baseURL: string;
  /** The server's port, a free one picked for this worker. */
  readonly port: number;
  /**
   * An SDK client of the server with the {@link PlaywrightSimulatorFixtures.simulatorApiKey}
   * (the demo app key by default), no retries.
   */
  readonly client: PaymentsClient;
  /** Another SDK client of the server, with its own key or a session. */
  clientFor(options?: PlaywrightClientOptions): PaymentsClient;
  /** The control methods: `control.chain.fund(...)`, `control.platform.advanceClock(...)`, ... */
  readonly control: Simulator['control'];
  /** Back to the seed and fixtures (data, clock, ids, faults), after any request in flight. */
  reset(): Promise<void>;
  /**
   * The flows tests need most, each one awaited call that returns its ids: `paidPaymentRequest`,
   * `send` (confirmed or failed), `otcAcceptedOffer`, `completedRampOrder`. They act on the
   * worker's simulator, so the page sees their results through {@link PlaywrightSimulator.baseURL}.
   */
  readonly scenarios: Scenarios;
  /** A client carrying a session of a demo profile (`'alice'`) or of `{ profileId }`. */
  login(target: LoginTarget, options?: LoginOptions): Promise<PaymentsClient>;
  /** Credits an address: USDC on Base Sepolia by default, with `gas` the native coin too. */
  fund(input: FundInput): ReturnType<typeof fund>;
  /** Moves the virtual clock (`2_000`, `'2s'`, `'8d'`), running every due timer first. */
  advanceClock(duration: Duration): Promise<number>;
  /** The simulator itself, for its clock, services and snapshots. */
  readonly simulator: Simulator;
  /** The listening server. */
  readonly server: SimulatorServer;
}

/** The worker-scoped fixtures and options of {@link test}. */
export interface PlaywrightSimulatorFixtures {
  /** Options of the worker's server (seed, fixtures, clock, magic values, ...). Default `{}`. */
  readonly simulatorOptions: PlaywrightSimulatorOptions;
  /** The API key of `simulator.client`. Default the demo app key. */
  readonly simulatorApiKey: string;
  /** The worker's simulator. */
  readonly simulator: PlaywrightSimulator;
}

/** The test-scoped options of {@link test}. */
export interface PlaywrightSimulatorTestFixtures {
  /** Reset the worker's simulator before each test. Default `true`. */
  readonly simulatorReset: boolean;
  /**
   * Runs around each test: before it, resets the simulator when `simulatorReset` is on; after it,
   * waits for the simulator matchers' answers, so one a test did not await fails that test.
   */
  readonly resetSimulator: undefined;
}

/** The options `simulatorOptions` takes: those of `startServer` but where it listens. */
const FIXTURE_OPTIONS = SERVER_OPTIONS.filter((name) => !['port', 'host', 'simulator'].includes(name));

function clientOf(baseURL: string, options: PlaywrightClientOptions = {}): PaymentsClient {
  checkOptions(options, { apiKey: true, session: true }, 'clientFor');
  return createClient({
    apiKey: options.apiKey ?? DEMO.keys.app,
    baseUrl: baseURL,
    maxRetries: 0,
    ...(options.session === undefined ? {} : { session: options.session }),
  });
}

/**
 * Playwright's `test` with a simulator per worker.
 *
 * @example
 * ```ts
 * // checkout.spec.ts
 * import { expect, test } from '@payments-platform/simulator/playwright';
 *
 * test.use({ simulatorOptions: { randomSeed: 'e2e' } });
 *
 * test('the page shows the paid request', async ({ page, simulator }) => {
 *   await page.goto(`/?api=${encodeURIComponent(simulator.baseURL)}`);
 *   await page.getByRole('button', { name: 'Pay' }).click();
 *   await simulator.advanceClock('2s'); // one block
 *   await expect(page.getByRole('status')).toHaveText('paid');
 * });
 *
 * test('an order paid earlier shows as paid', async ({ page, simulator }) => {
 *   const { requestId } = await simulator.scenarios.paidPaymentRequest({ amount: 40 });
 *   await page.goto(`/orders/${requestId}?api=${encodeURIComponent(simulator.baseURL)}`);
 *   await expect(page.getByRole('status')).toHaveText('paid');
 * });
 * ```
 */
export const test = base.extend<PlaywrightSimulatorTestFixtures, PlaywrightSimulatorFixtures>({
  simulatorOptions: [{}, { scope: 'worker', option: true }],
  simulatorApiKey: [DEMO.keys.app, { scope: 'worker', option: true }],
  simulator: [
    async ({ simulatorOptions, simulatorApiKey }, use) => {
      checkOptionKinds(simulatorOptions, FIXTURE_OPTIONS, 'simulatorOptions');
      const server = await startServer({ ...simulatorOptions, port: 0, host: '127.0.0.1' });
      const simulator = server.simulator;
      try {
        await use({
          baseURL: server.url,
          port: server.port,
          client: clientOf(server.url, { apiKey: simulatorApiKey }),
          clientFor: (options) => clientOf(server.url, options),
          control: simulator.control,
          reset: async () => {
            await simulator.control.state.reset({});
          },
          scenarios: scenariosFor(simulator),
          login: (target, options) => login(simulator, target, options),
          fund: (input) => fund(simulator, input),
          advanceClock: (duration) => advanceClock(simulator, duration),
          simulator,
          server,
        });
      } finally {
        await server.close();
      }
    },
    { scope: 'worker' },
  ],
  simulatorReset: [true, { option: true }],
  resetSimulator: [
    async ({ simulator, simulatorReset }, use) => {
      if (simulatorReset) await simulator.reset();
      await use(undefined);
      await settleAnswers();
    },
    { auto: true },
  ],
});

/** The answers of the simulator matchers not settled yet, in this worker. */
const unsettled = new Set<Promise<unknown>>();

/**
 * Waits for every simulator matcher answer of the test, then one turn of the event loop: an
 * answer the test did not await and that failed has by then rejected unhandled while the test is
 * still running, which Playwright reports as that test's failure.
 */
async function settleAnswers(): Promise<void> {
  while (unsettled.size > 0) await Promise.allSettled([...unsettled]);
  await new Promise((resolve) => setImmediate(resolve));
}

/** A simulator matcher whose answers {@link settleAnswers} waits for. */
function tracked<Args extends unknown[]>(
  matcher: (this: MatcherContext, received: unknown, ...args: Args) => MatcherAnswer,
) {
  return function (this: MatcherContext, received: unknown, ...args: Args): MatcherAnswer {
    const answer = matcher.call(this, received, ...args);
    if (answer instanceof Promise) {
      unsettled.add(answer);
      answer.then(
        () => unsettled.delete(answer),
        () => unsettled.delete(answer),
      );
    }
    return answer;
  };
}

/**
 * Playwright's `expect` with the simulator matchers. Given the fixture's `simulator` (a server's
 * control surface) they answer with a promise, to await like Playwright's own web-first
 * assertions; one a test forgets to await still fails that test.
 *
 * @example
 * ```ts
 * import { expect, test } from '@payments-platform/simulator/playwright';
 *
 * test('paying delivers requestPaid', async ({ simulator }) => {
 *   const { requestId } = await simulator.scenarios.paidPaymentRequest({ amount: 25 });
 *   await expect(simulator).toHaveDeliveredWebhook('requestPaid', { requestId, amount: 25 });
 * });
 * ```
 */
export const expect = baseExpect.extend({
  toHaveDeliveredWebhook: tracked(matchers.toHaveDeliveredWebhook),
  toHaveReceived: tracked(matchers.toHaveReceived),
  toHaveReceivedInOrder: tracked(matchers.toHaveReceivedInOrder),
  toHaveBalance: tracked(matchers.toHaveBalance),
  toHaveRecordedTransaction: tracked(matchers.toHaveRecordedTransaction),
  toHaveSentOtp: tracked(matchers.toHaveSentOtp),
  toMatchApiError: matchers.toMatchApiError,
});
