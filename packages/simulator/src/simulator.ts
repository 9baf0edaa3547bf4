/**
 * `createSimulator()`: one stateful, deterministic, in-memory Payments Platform. Its state lives
 * in its own runtime, so several simulators in one process share nothing.
 */
import { SIMULATORS_IN_PROCESS } from '@payments-platform/sdk/contract';
import { createFetchAdapter, type FetchFunction } from './adapters/fetch.js';
import { createMswHandlers, loadMswHandlers } from './adapters/msw.js';
import type { MswHandler } from './adapters/msw-handler.js';
import { ControlRouter } from './http/control-router.js';
import { type Outcome, Pipeline } from './http/pipeline.js';
import { type DataOutcome, type RequestData, requestDataOf, responseOf } from './http/request-data.js';
import { INSPECTOR_CONTROL } from './inspector/control.js';
import type { ClockMode, Duration, TimerId, TimerTask } from './kernel/clock.js';
import {
  type AnyControlAction,
  type ControlSurface,
  callControlAction,
  controlSurface,
  inProcessCall,
} from './kernel/control.js';
import type { ControlActionOf } from './kernel/module.js';
import type { Services } from './kernel/services.js';
import { BUILT_IN_AREAS } from './modules.js';
import type { SeedName, SimulatorEnvironment, SimulatorOptions } from './platform/config.js';
import { PLATFORM_CONTROL } from './platform/control.js';

import { Runtime, type SimulatorState, STATE_CONTROL } from './runtime.js';
import { SCENARIO_CONTROL } from './scenario-control.js';

/** The control actions every simulator has besides its areas' (state, platform, inspector). */
const CORE_CONTROL = [
  ...STATE_CONTROL,
  ...PLATFORM_CONTROL,
  ...INSPECTOR_CONTROL,
  ...SCENARIO_CONTROL,
] as const;

/** Every built-in control action, in the order the control router tries them. */
export const BUILT_IN_CONTROL_ACTIONS: readonly AnyControlAction[] = [
  ...CORE_CONTROL,
  ...BUILT_IN_AREAS.flatMap((area): readonly AnyControlAction[] => area.control ?? []),
];

/** A built-in control action, as a union of the declarations' types. */
export type BuiltInControlAction =
  | (typeof CORE_CONTROL)[number]
  | ControlActionOf<(typeof BUILT_IN_AREAS)[number]>;

/**
 * The control methods of a simulator, `simulator.control.<module>.<action>(input)`: one per
 * control action, taking its params, body and query fields as one object and resolving with what
 * its route answers as `data`. Each runs as one transaction under the request lock, like its route.
 */
export type SimulatorControl = ControlSurface<BuiltInControlAction>;

/** The input of a control method: `ControlInput<'chain', 'fund'>`. */
export type ControlInput<
  Module extends keyof SimulatorControl,
  Action extends keyof SimulatorControl[Module],
> = SimulatorControl[Module][Action] extends (input: infer Input) => unknown ? NonNullable<Input> : never;

/** What a control method resolves with: `ControlResult<'chain', 'fund'>`. */
export type ControlResult<
  Module extends keyof SimulatorControl,
  Action extends keyof SimulatorControl[Module],
> = SimulatorControl[Module][Action] extends (input: never) => Promise<infer Result> ? Result : never;

/** The clock of a simulator. */
export interface SimulatorClock {
  /** `frozen` (moves only when advanced) or `wall` (follows real time; timers run on their own). */
  readonly mode: ClockMode;
  /** Stops the clock at the current instant and returns it. */
  freeze(): number;
  /** Follows real time again from the current instant; returns the instant. */
  resume(): number;
  /** The current instant, epoch ms. */
  now(): number;
  /** The current instant, ISO 8601. */
  iso(): string;
  /**
   * Moves time forward (in wall mode: the offset) by a duration (`2_000` ms, `'2s'`, `'15m'`,
   * `'8d'`), running every due timer first; resolves with the new instant.
   */
  advance(duration: Duration): Promise<number>;
  /** Runs `task` when the clock reaches `atMs` (not kept in snapshots; areas use durable jobs). */
  schedule(atMs: number, task: TimerTask): TimerId;
  /** Cancels a timer from {@link SimulatorClock.schedule}. */
  cancel(id: TimerId): boolean;
  /** How many timers are pending. */
  pending(): number;
}

/** A running simulator. */
export interface Simulator {
  /** The base URL its MSW handlers answer. */
  readonly baseUrl: string;
  /** The environment it serves. */
  readonly environment: SimulatorEnvironment;
  /**
   * MSW handlers to spread into `setupServer` or `setupWorker`: one handler that passes every
   * request under the base URL to the simulator's router. Built on first use, when msw is loaded
   * (importing the simulator does not load it); the same array every time. In a browser page,
   * where msw cannot be loaded synchronously, use {@link Simulator.loadHandlers} instead. They
   * are built with the app's own msw (a peer dependency, 2.12 or later, or 3); without msw,
   * reading them throws an error naming the install command. Typed as msw's `RequestHandler`
   * where `@payments-platform/simulator/msw` is imported (see {@link MswHandler}).
   */
  readonly handlers: MswHandler[];
  /**
   * The same handlers as {@link Simulator.handlers}, in any runtime: loads msw with `import()`
   * where it cannot be required (a browser page).
   *
   * @example
   * ```ts
   * await setupWorker(...(await simulator.loadHandlers())).start();
   * ```
   */
  loadHandlers(): Promise<MswHandler[]>;
  /** Direct injection: a `fetch` that answers in-process. */
  readonly fetch: FetchFunction;
  /** The virtual clock. */
  readonly clock: SimulatorClock;
  /** The services handlers get (store, ids, outbox, ...), for tests and extensions. */
  readonly services: Services;
  /** Answers one fetch `Request` through the pipeline (what the fetch and MSW adapters call). */
  dispatch(request: Request): Promise<Outcome>;
  /** Answers one request given as plain data, with no fetch objects (what the Node server calls). */
  dispatchData(request: RequestData): Promise<DataOutcome>;
  /**
   * Back to a seed (the configured one by default): data, clock, ids, rate limits and faults. It
   * acts at once, outside the request lock, for use between tests; while requests may be in
   * flight use `await simulator.control.state.reset()`.
   */
  reset(seed?: SeedName): void;
  /** The whole state as JSON, at once (`simulator.control.state.snapshot()` waits for the lock). */
  snapshot(): SimulatorState;
  /**
   * Replaces the whole state with a snapshot (a {@link SimulatorState}, for example parsed from
   * JSON), at once; a 400 `BODY_PARSER_ERROR` for an invalid one.
   */
  restore(state: unknown): void;
  /**
   * The control actions as typed methods, `simulator.control.<module>.<action>(input)`: what the
   * `/_simulator` routes do, each run as one transaction under the request lock.
   *
   * @example
   * ```ts
   * const app = await simulator.control.tenancy.createApp({ name: 'Shop' });
   * await simulator.control.chain.fund({ chainId: 84532, address, token: 'USDC', amount: '100' });
   * ```
   */
  readonly control: SimulatorControl;
}

/**
 * Creates a simulator.
 *
 * @example
 * ```ts
 * import { createSimulator, DEMO } from '@payments-platform/simulator';
 *
 * const simulator = createSimulator({ seed: 'demo', randomSeed: 42 });
 * const response = await simulator.fetch('/v1/config/chains', { headers: { 'x-api-key': DEMO.keys.app } });
 * ```
 */
export function createSimulator(options: SimulatorOptions = {}): Simulator {
  const runtime = new Runtime(options);
  const { services, transactions } = runtime;
  const actions = [...CORE_CONTROL, ...runtime.controlActions];
  const router = new ControlRouter(actions, services, runtime.config.adminToken, transactions);
  const pipeline = new Pipeline(runtime, router);
  const control = controlSurface(actions, (action, input) =>
    callControlAction(action, inProcessCall(input), services, (work) => transactions.run(work)),
  ) as unknown as SimulatorControl;
  const dispatchData = (request: RequestData) => pipeline.handle(request);
  const dispatch = async (request: Request): Promise<Outcome> => {
    const outcome = await pipeline.handle(requestDataOf(request));
    return outcome.kind === 'response'
      ? { kind: 'response', response: responseOf(outcome.response) }
      : outcome;
  };
  const { clock } = runtime;
  // Noted for the SDK, whose connection error to the API's own host then suggests this simulator.
  const global = globalThis as { [SIMULATORS_IN_PROCESS]?: Set<string> };
  global[SIMULATORS_IN_PROCESS] ??= new Set();
  global[SIMULATORS_IN_PROCESS].add(runtime.config.baseUrl);
  let handlers: MswHandler[] | undefined;
  return {
    baseUrl: runtime.config.baseUrl,
    environment: runtime.config.environment,
    get handlers() {
      handlers ??= createMswHandlers(dispatch, runtime.config.baseUrl);
      return handlers;
    },
    loadHandlers: async () => {
      handlers ??= await loadMswHandlers(dispatch, runtime.config.baseUrl);
      return handlers;
    },
    fetch: createFetchAdapter(dispatch, runtime.config.baseUrl),
    clock: {
      get mode() {
        return clock.mode;
      },
      freeze: () => clock.freeze(),
      resume: () => clock.resume(),
      now: () => clock.now(),
      iso: () => clock.iso(),
      advance: (duration) => clock.advance(duration),
      schedule: (atMs, task) => clock.schedule(atMs, task),
      cancel: (id) => clock.cancel(id),
      pending: () => clock.pending(),
    },
    services,
    dispatch,
    dispatchData,
    reset: (seed) => runtime.reset(seed),
    snapshot: () => runtime.snapshot(),
    restore: (state) => runtime.restoreOrFail(state),
    control,
  };
}
