export type { FetchFunction } from './adapters/fetch.js';
export type { MswHandler, MswHandlerTypes } from './adapters/msw-handler.js';
export type {} from './augmentations.js';
export { GATED_OPERATIONS, type GateName } from './http/gates.js';
export { NOT_SIMULATED, type Outcome } from './http/pipeline.js';
export type { BucketState } from './http/rate-limit.js';
export type { DataOutcome, HeaderReader, RequestData, ResponseData } from './http/request-data.js';
export type {
  JournalFault,
  RequestJournalEntry,
  RequestJournalFilter,
  RequestJournalView,
} from './http/request-journal.js';
export {
  CLOCK_MODES,
  type ClockMode,
  DURATION_GRAMMAR,
  type Duration,
  durationMs,
  TimerFailures,
  type TimerId,
  type TimerTask,
  type VirtualClock,
} from './kernel/clock.js';
export {
  type AnyControlAction,
  CONTROL_PREFIX,
  type ControlAction,
  type ControlMethod,
  type ControlRunInput,
  type ControlSurface,
  defineControlAction,
  type RawBodyInput,
} from './kernel/control.js';
export {
  SIMULATOR_ERRORS,
  type SimulatorErrorCode,
  type SimulatorErrorInfo,
} from './kernel/error-catalogue.js';
export {
  type AnyFailure,
  type Fail,
  type FailCode,
  type FailInit,
  fail,
  failFor,
  failure,
  type OperationFail,
  type OperationFailure,
} from './kernel/fail.js';
export type { Ids } from './kernel/ids.js';
export type { JsonObject, JsonValue } from './kernel/json.js';
export {
  type AreaJobRunner,
  type AreaModule,
  type BodyOf,
  type ControlActionOf,
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
} from './kernel/module.js';
export type { Services } from './kernel/services.js';
export { isSimulatorError, SimulatorError, type SimulatorErrorOptions } from './kernel/simulator-error.js';
export type { Table } from './kernel/table.js';
export type {
  ChainBalancesQuery,
  ChainBlockView,
  ChainTransferInput,
  ChainTxsQuery,
  FundChainInput,
} from './modules/chain/control.js';
export type { BalanceRow, ChainTxRow } from './modules/chain/index.js';
export {
  type BalanceView,
  ChainLedger,
  ChainLedgerError,
  type ChainTxView,
  DEFAULT_GAS_PRICE_WEI,
  GAS_PRICE_WEI,
  GAS_SPONSOR_ADDRESS,
  GAS_USED,
} from './modules/chain/ledger.js';
export type { DiscoveryView } from './modules/channels/control.js';
export type { MakeOfferInput, OtcAllowanceInput, OtcAllowanceView } from './modules/otc/control.js';
export type { BankAccountRow } from './modules/profile/index.js';
export type { RampOrderView } from './modules/ramp/control.js';
export { CHAIN_IDS, NATIVE_TOKEN_ADDRESS, TOKEN_ADDRESSES } from './modules/reference/seed.js';
export type { Caller } from './modules/tenancy/caller.js';
export type {
  AddProfileInput,
  CreateApiKeyInput,
  CreateAppInput,
  CreateSessionInput,
  SessionView,
} from './modules/tenancy/control.js';
export type {
  ApiKeyRow,
  AppRow,
  MemberRow,
  ProfileRow,
  SessionRow,
  TeamRow,
  UserRow,
} from './modules/tenancy/index.js';
export type { SessionInput, Sessions } from './modules/tenancy/sessions.js';
export { PLATFORM_CUSTODY_SIGNER } from './modules/wallets/custody.js';
export type { RegisterWalletInput, WalletRow } from './modules/wallets/index.js';
export type { RateLimitSettings, SimulatorEnvironment } from './platform/config.js';
export {
  BODY_LIMIT_BYTES,
  DEFAULT_BASE_URL,
  DEFAULT_START,
  SEED_NAMES,
  type SeedName,
  type SimulatorConfig,
  type SimulatorOptions,
  type Wait,
} from './platform/config.js';
export type { ClockView } from './platform/control.js';
export type {
  GateState,
  MaintenanceStatus,
  OutboxMessageRow,
  Store,
  StoreSnapshot,
  WebhookDeliveryRow,
  WebhookEvent,
} from './platform/database.js';
export {
  type ApiFaultRule,
  type FaultRule,
  type FaultRuleState,
  SIMULATED_FAULT_CODE,
  type WebhookFaultRule,
} from './platform/faults.js';
export {
  type Fixture,
  FixtureError,
  type FixtureInput,
  FixtureSchema,
  isFixtureError,
  parseFixture,
} from './platform/fixtures.js';
export type { JobRunner, Jobs } from './platform/jobs.js';
export { MAGIC_VALUES, type MagicChainOutcome } from './platform/magic-values.js';
export type { Outbox, OutboxMessageInput } from './platform/outbox.js';
export type { Gates, PlatformStatus } from './platform/platform-status.js';
export type { Role } from './platform/roles.js';
export { type DeliverOptions, WEBHOOK_SECRET_HEADER, type Webhooks } from './platform/webhooks.js';
export type { SimulatorLifecycle, SimulatorState } from './runtime.js';
export { DEMO, DEMO_FIXTURE, type DemoKeyName, type DemoKeyStrings, demoKey } from './scenarios/demo.js';
export {
  BUILT_IN_CONTROL_ACTIONS,
  type BuiltInControlAction,
  type ControlInput,
  type ControlResult,
  createSimulator,
  type Simulator,
  type SimulatorClock,
  type SimulatorControl,
} from './simulator.js';
