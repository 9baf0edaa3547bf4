export type { FetchFunction } from './adapters/fetch.js';
export type { ChannelsControl, DiscoveryView } from './areas/channels/channels-control.js';
export type {
  MakeOfferInput,
  OtcAllowanceInput,
  OtcAllowanceView,
  OtcControl,
} from './areas/otc/otc-control.js';
export type { RampControl, RampOrderView } from './areas/ramp/ramp-control.js';
export type { Caller } from './auth/context.js';
export { GATED_OPERATIONS, type GateName } from './auth/gates.js';
export type { BucketState, RateLimitSettings } from './auth/rate-limit.js';
export type { SessionInput, Sessions } from './auth/sessions.js';
export type {
  ChainBalancesQuery,
  ChainBlockView,
  ChainTransferInput,
  ChainTxsQuery,
  FundChainInput,
  RegisterWalletInput,
} from './control/chain-control.js';
export type { ControlApi, SessionView } from './control/control-api.js';
export {
  CONTROL_PREFIX,
  type ControlRoute,
  type ControlRouteInput,
  defineControlRoute,
} from './control/control-route.js';
export type { CreateApiKeyInput, CreateAppInput, CreateSessionInput, GatesInput } from './control/schemas.js';
export { TimerFailures, type TimerId, type TimerTask, type VirtualClock } from './engine/clock.js';
export { type FaultRule, type FaultRuleState, SIMULATED_FAULT_CODE } from './engine/faults.js';
export {
  type AreaJobRunner,
  type AreaModule,
  type BodyOf,
  defineArea,
  defineHandlers,
  type Handler,
  type HandlerMap,
  type HandlerOverrides,
  type HandlerRequest,
  type HandlerResult,
  type ParamsOf,
  type QueryOf,
  type Reply,
  type ReplyInit,
  type ResponseDataOf,
  reply,
} from './engine/handlers.js';
export type { Ids } from './engine/ids.js';
export {
  BODY_LIMIT_BYTES,
  DEFAULT_BASE_URL,
  DEFAULT_START,
  type SimulatorConfig,
  type SimulatorOptions,
  type Wait,
} from './engine/options.js';
export { NOT_SIMULATED, type Outcome } from './engine/pipeline.js';
export type { SimulatorState } from './engine/runtime.js';
export { isSimulatorError, SimulatorError, type SimulatorErrorOptions } from './engine/simulator-error.js';
export {
  type BalanceView,
  ChainLedger,
  ChainLedgerError,
  type ChainTxView,
  DEFAULT_GAS_PRICE_WEI,
  GAS_PRICE_WEI,
  GAS_SPONSOR_ADDRESS,
  GAS_USED,
} from './services/chain.js';
export type { JobRunner, Jobs } from './services/jobs.js';
export type { Outbox, OutboxMessageInput } from './services/outbox.js';
export type { Gates, PlatformStatus } from './services/platform-status.js';
export type { Services } from './services/services.js';
export { type DeliverOptions, WEBHOOK_SECRET_HEADER, type Webhooks } from './services/webhooks.js';
export { createSimulator, type Simulator, type SimulatorClock } from './simulator.js';
export type {
  ApiKeyRow,
  AppRow,
  BalanceRow,
  BankAccountRow,
  ChainTxRow,
  GateState,
  JsonObject,
  JsonValue,
  MaintenanceStatus,
  MemberRow,
  OutboxMessageRow,
  ProfileRow,
  Role,
  SessionRow,
  SimulatorEnvironment,
  TeamRow,
  UserRow,
  WalletRow,
  WebhookDeliveryRow,
  WebhookEvent,
} from './store/rows.js';
export { DEMO, type DemoKeyName, demoKey } from './store/seeds/demo.js';
export { CHAIN_IDS, NATIVE_TOKEN_ADDRESS, TOKEN_ADDRESSES } from './store/seeds/reference-data.js';
export { SEED_NAMES, type SeedName } from './store/seeds/seeds.js';
export type { Store, StoreSnapshot } from './store/store.js';
export type { Table } from './store/table.js';
