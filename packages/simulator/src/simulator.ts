/**
 * `createSimulator()`: one stateful, deterministic, in-memory Payments Platform. Its state lives
 * in its own runtime, so several simulators in one process share nothing.
 */
import type { RequestHandler } from 'msw';
import { createFetchAdapter, type FetchFunction } from './adapters/fetch.js';
import { createMswHandlers } from './adapters/msw.js';
import { ControlApi, type SessionView } from './control-api.js';
import { builtInControlRoutes } from './control-routes.js';
import { ControlRouter } from './http/control-router.js';
import { type Outcome, Pipeline } from './http/pipeline.js';
import { type DataOutcome, type RequestData, requestDataOf, responseOf } from './http/request-data.js';
import { inspectorControlRoutes } from './inspector/control-routes.js';
import type { ClockMode, TimerId, TimerTask } from './kernel/clock.js';
import type { Services } from './kernel/services.js';
import {
  type ChainBalancesQuery,
  type ChainBlockView,
  ChainControl,
  type ChainTransferInput,
  type ChainTxsQuery,
  type FundChainInput,
} from './modules/chain/control.js';
import type { BalanceView, ChainTxView } from './modules/chain/ledger.js';
import { ChannelsControl } from './modules/channels/control.js';
import { type DeliverWebhookInput, deliverRequestWebhook } from './modules/core-requests/webhook-control.js';
import { OtcControl } from './modules/otc/control.js';
import { RampControl } from './modules/ramp/control.js';
import type { ApiKeyRow, AppRow, MemberRow, ProfileRow } from './modules/tenancy/index.js';
import type { WalletRow } from './modules/wallets/index.js';
import { type RegisterWalletInput, registerWallet } from './modules/wallets/index.js';
import type { SeedName, SimulatorEnvironment, SimulatorOptions } from './platform/config.js';
import type {
  AddProfileInput,
  CreateApiKeyInput,
  CreateAppInput,
  CreateSessionInput,
  GatesInput,
} from './platform/control-schemas.js';
import type { MaintenanceStatus, OutboxMessageRow, WebhookDeliveryRow } from './platform/database.js';
import type { FaultRule, FaultRuleState } from './platform/faults.js';
import type { Gates } from './platform/platform-status.js';
import { Runtime, type SimulatorState } from './runtime.js';

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
  /** Moves time forward (in wall mode: the offset), running every due timer first; resolves with the new instant. */
  advance(ms: number): Promise<number>;
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
   * request under the base URL to the simulator's router. Built on first use; the same array
   * every time.
   */
  readonly handlers: RequestHandler[];
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
  /** Back to a seed (the configured one by default): data, clock, ids, rate limits and faults. */
  reset(seed?: SeedName): void;
  /** The whole state as JSON. */
  snapshot(): SimulatorState;
  /** Replaces the whole state with a snapshot (a {@link SimulatorState}, for example parsed from JSON). */
  restore(state: unknown): void;
  /** Creates an app. */
  createApp(input: CreateAppInput): AppRow;
  /** Creates an API key; its prefix names its environment. */
  createApiKey(input: CreateApiKeyInput): ApiKeyRow;
  /** Revokes an API key (by key or id); it then answers 403 `API_KEY_INVALID`. */
  revokeApiKey(keyOrId: string): ApiKeyRow;
  /** Adds a profile of an existing user to a team with a role: a new member, or a second profile. */
  addProfile(input: AddProfileInput): { readonly profile: ProfileRow; readonly member: MemberRow };
  /** Opens a bearer session for a profile. */
  createSession(input: CreateSessionInput): SessionView;
  /** Sent e-mails, oldest first. */
  outbox(filter?: { readonly to?: string }): OutboxMessageRow[];
  /** Outbound webhook deliveries, oldest first. */
  webhookDeliveries(): WebhookDeliveryRow[];
  /** Delivers a webhook event of an existing payment request now; resolves with the attempted delivery. */
  deliverWebhook(input: DeliverWebhookInput): Promise<WebhookDeliveryRow>;
  /** Sets the maintenance status. */
  setMaintenance(status: MaintenanceStatus): { readonly status: MaintenanceStatus };
  /** The access gates. */
  gates(): Gates;
  /** Opens or closes the access gates. */
  setGates(gates: GatesInput): Gates;
  /** Replaces the fault rules (`[]` clears them). */
  setFaults(rules: readonly FaultRule[]): FaultRuleState[];
  /** The active fault rules. */
  faults(): FaultRuleState[];
  /** Credits an address with whole tokens on a simulated chain (the native coin without `token`). */
  fundChain(input: FundChainInput): BalanceView;
  /** The non-empty balances of an address on the simulated chains. */
  chainBalances(query: ChainBalancesQuery): BalanceView[];
  /** Submits a transfer made outside the platform (for example with a key the test holds). */
  chainTransfer(input: ChainTransferInput): ChainTxView;
  /** Chain transactions, oldest first, by address, hash or chain. */
  chainTxs(query?: ChainTxsQuery): ChainTxView[];
  /** Confirms a pending chain transaction now. */
  confirmChainTx(hash: string): ChainTxView;
  /** Makes a pending chain transaction fail. */
  failChainTx(hash: string, reason?: string): ChainTxView;
  /** Block number and gas price of every simulated chain. */
  chainBlocks(): ChainBlockView[];
  /** Registers a wallet of a team (and profile), for example one whose key the test holds. */
  registerWallet(input: RegisterWalletInput): WalletRow;
  /** The OTC provider side: offers, requests, escrow-factory allowances and split signatures. */
  readonly otc: OtcControl;
  /** Ramp orders: read one, complete it now or make it fail. */
  readonly ramp: RampControl;
  /** Channel discovery availability (503 while unavailable). */
  readonly channels: ChannelsControl;
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
  const control = new ControlApi(runtime);
  const routes = [
    ...builtInControlRoutes(control),
    ...inspectorControlRoutes(control),
    ...runtime.controlRoutes,
  ];
  const router = new ControlRouter(routes, runtime.services, runtime.config.adminToken, runtime.transactions);
  const pipeline = new Pipeline(runtime, router);
  const chain = new ChainControl(runtime.services);
  const dispatchData = (request: RequestData) => pipeline.handle(request);
  const dispatch = async (request: Request): Promise<Outcome> => {
    const outcome = await pipeline.handle(requestDataOf(request));
    return outcome.kind === 'response'
      ? { kind: 'response', response: responseOf(outcome.response) }
      : outcome;
  };
  const { clock } = runtime;
  let handlers: RequestHandler[] | undefined;
  return {
    baseUrl: runtime.config.baseUrl,
    environment: runtime.config.environment,
    get handlers() {
      handlers ??= createMswHandlers(dispatch, runtime.config.baseUrl);
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
      advance: (ms) => clock.advance(ms),
      schedule: (atMs, task) => clock.schedule(atMs, task),
      cancel: (id) => clock.cancel(id),
      pending: () => clock.pending(),
    },
    services: runtime.services,
    dispatch,
    dispatchData,
    reset: (seed) => {
      control.reset(seed);
    },
    snapshot: () => control.snapshot(),
    restore: (state) => control.restore(state),
    createApp: (input) => control.createApp(input),
    createApiKey: (input) => control.createApiKey(input),
    revokeApiKey: (keyOrId) => control.revokeApiKey(keyOrId),
    addProfile: (input) => control.addProfile(input),
    createSession: (input) => control.createSession(input),
    outbox: (filter) => control.outbox(filter),
    webhookDeliveries: () => control.webhookDeliveries(),
    deliverWebhook: (input) => deliverRequestWebhook(runtime.services, input),
    setMaintenance: (status) => control.setMaintenance(status),
    gates: () => control.gates(),
    setGates: (gates) => control.setGates(gates),
    setFaults: (rules) => control.setFaults(rules),
    faults: () => control.faults(),
    fundChain: (input) => chain.fund(input),
    chainBalances: (query) => chain.balances(query),
    chainTransfer: (input) => chain.transfer(input),
    chainTxs: (query) => chain.txs(query),
    confirmChainTx: (hash) => chain.confirm(hash),
    failChainTx: (hash, reason) => chain.fail(hash, reason),
    chainBlocks: () => chain.blocks(),
    registerWallet: (input) => registerWallet(runtime.services, input),
    otc: new OtcControl(runtime.services),
    ramp: new RampControl(runtime.services),
    channels: new ChannelsControl(runtime.services),
  };
}
