/**
 * `POST /_simulator/scenarios/{name}`: the scenarios of `@payments-platform/simulator/testing`
 * over HTTP, for a test suite in any language. The body holds the scenario's options as JSON and
 * the answer's `data` is what the TypeScript call returns. A scenario is several steps (API calls,
 * control calls, clock advances), each its own transaction, so the action runs outside the request
 * lock and the steps done before a refused one stay done.
 */
import * as z from 'zod';
import { defineControlAction, parseControlInput } from './kernel/control.js';
import { fail } from './kernel/fail.js';
import { lazy, settle } from './kernel/lazy.js';
import type { Services } from './kernel/services.js';

/** The names of the scenarios, in the order the docs list them. */
export const SCENARIO_NAMES = [
  'paidPaymentRequest',
  'send',
  'otcAcceptedOffer',
  'completedRampOrder',
] as const;
export type ScenarioName = (typeof SCENARIO_NAMES)[number];

const positive = () => z.number().positive();

/** The options each scenario takes, as JSON: the fields of its TypeScript options object. */
export const SCENARIO_OPTIONS: Readonly<Record<ScenarioName, () => z.ZodType>> = {
  paidPaymentRequest: lazy(() =>
    z.strictObject({
      amount: positive().optional().describe('USD amount of the request; default 25.'),
      apiKey: z.string().optional().describe("A profile-scoped WRITE key that creates it; default Bruno's."),
      targetAddress: z.string().optional().describe("The wallet paid; default the demo business team's."),
      payer: z.string().optional().describe('The customer who pays, funded first; default TEST_PAYER.'),
      customId: z.string().optional().describe("Stored as the request's channelParams.customId."),
    }),
  ),
  send: lazy(() =>
    z.strictObject({
      outcome: z
        .enum(['confirmed', 'failed'])
        .optional()
        .describe('How the transfer ends; default confirmed.'),
      amount: positive().optional().describe('USDC sent; default 10.'),
      from: z.string().optional().describe("The sending platform wallet; default Bruno's."),
      to: z.string().optional().describe("The recipient; default Alice's wallet."),
      apiKey: z.string().optional().describe("A profile-scoped WRITE key of the sender; default Bruno's."),
      profileId: z.string().optional().describe("The sender's profile; default Bruno's."),
      reason: z.string().optional().describe("The failure reason with outcome 'failed'."),
    }),
  ),
  otcAcceptedOffer: lazy(() =>
    z.strictObject({
      amount: positive().optional().describe('USDC bought; default 50.'),
      rate: positive().optional().describe('MXN per USDC the desk offers; default 18.'),
      profileId: z.string().optional().describe("The buyer's profile; default Bruno."),
      apiKey: z.string().optional().describe("A WRITE key for the buyer's session; default Bruno's."),
      targetAddress: z.string().optional().describe("Where the tokens go; default Bruno's wallet."),
      userBankId: z.string().optional().describe("The buyer's bank account; default Bruno's."),
    }),
  ),
  completedRampOrder: lazy(() =>
    z.strictObject({
      amount: positive().optional().describe('MXN paid; default 1000.'),
      apiKey: z.string().optional().describe("A profile-scoped WRITE key of the buyer; default Bruno's."),
    }),
  ),
};

/** What each scenario answers (the TypeScript call's result), for the control document. */
export const SCENARIO_RESULTS: Readonly<Record<ScenarioName, () => z.ZodType>> = {
  paidPaymentRequest: lazy(() =>
    z.object({
      requestId: z.string(),
      txId: z.string(),
      url: z.string(),
      hash: z.string(),
      deliveryId: z.string().nullable(),
    }),
  ),
  send: lazy(() =>
    z.object({
      sendId: z.string(),
      txId: z.string(),
      hash: z.string(),
      feeHash: z.string().nullable(),
      status: z.string(),
    }),
  ),
  otcAcceptedOffer: lazy(() => z.object({ otcId: z.string(), offerId: z.string(), status: z.string() })),
  completedRampOrder: lazy(() =>
    z.object({ orderId: z.string(), txId: z.string(), hash: z.string().nullable(), status: z.string() }),
  ),
};

/** What a scenario drives: an in-process simulator (its `TestSimulator` side). */
export interface ScenarioHost {
  readonly baseUrl: string;
  readonly fetch: unknown;
  readonly control: unknown;
  readonly clock: unknown;
  readonly services: Services;
}

/** The scenario functions, by name (`@payments-platform/simulator/testing` exports them). */
export type ScenarioFunctions = Readonly<
  Record<ScenarioName, (simulator: never, options?: never) => Promise<unknown>>
>;

/** The simulators whose scenario route is served, with the functions it runs. */
const SERVED = new WeakMap<
  Services,
  { readonly host: ScenarioHost; readonly functions: ScenarioFunctions }
>();

/**
 * Serves `POST /_simulator/scenarios/{name}` on a simulator with the given scenario functions.
 * The standalone server does it for the simulator it serves; elsewhere the route answers 501.
 *
 * @example
 * ```ts
 * import * as scenarios from './testing/scenarios.js';
 * serveScenarios(simulator, scenarios);
 * ```
 */
export function serveScenarios(host: ScenarioHost, functions: ScenarioFunctions): void {
  SERVED.set(host.services, { host, functions });
}

const isScenarioName = (name: string): name is ScenarioName =>
  (SCENARIO_NAMES as readonly string[]).includes(name);

/** The message of an error a step threw: the SDK's code and status when it has them. */
function stepError(error: unknown): string {
  const { message, code, status } = error as { message?: unknown; code?: unknown; status?: unknown };
  const text = typeof message === 'string' ? message : String(error);
  return typeof code === 'string'
    ? `${code}${typeof status === 'number' ? ` (${status})` : ''}: ${text}`
    : text;
}

/** The scenario control action. */
export const SCENARIO_CONTROL = [
  defineControlAction({
    module: 'scenarios',
    name: 'run',
    method: 'POST',
    path: '/scenarios/{name}',
    summary:
      'Runs a scenario (paidPaymentRequest, send, otcAcceptedOffer, completedRampOrder) with its options as the body; answers what the TypeScript call returns.',
    get params() {
      return settle(this, 'params', z.object({ name: z.string() }));
    },
    get body() {
      return settle(this, 'body', z.record(z.string(), z.unknown()).optional());
    },
    lock: false,
    run: async ({ params, body, services }) => {
      const { name } = params;
      if (!isScenarioName(name)) {
        fail(
          'SCENARIO_UNKNOWN',
          `No scenario ${JSON.stringify(name)}; the scenarios are ${SCENARIO_NAMES.join(', ')}.`,
        );
      }
      // An in-process call passes the name among the options: it is not one of them.
      const { name: given, ...rest } = body ?? {};
      const options = parseControlInput(SCENARIO_OPTIONS[name](), given === name ? rest : (body ?? {}));
      const served = SERVED.get(services);
      if (served === undefined) {
        fail(
          'OPERATION_NOT_SIMULATED',
          'Scenarios over HTTP are served by the standalone server (payments-simulator, startServer); in process, call them from @payments-platform/simulator/testing.',
        );
      }
      const scenario = served.functions[name] as (host: ScenarioHost, options: unknown) => Promise<unknown>;
      try {
        return await scenario(served.host, options);
      } catch (error) {
        fail('SCENARIO_FAILED', `The scenario ${name} stopped: ${stepError(error)}`);
      }
    },
  }),
] as const;
