/**
 * `@payments-platform/simulator/testing`: the runner-free part of the test toolkit. Helpers (a
 * logged-in client, funding, the clock), scenarios of the flows tests need most, matchers for
 * vitest's or Jest's `expect.extend`, and a snapshot serializer. The `/vitest` entry builds its
 * fixtures on these; a Playwright fixture or a script uses them directly.
 */
export {
  advanceClock,
  BASE_SEPOLIA_CHAIN_ID,
  clientOf,
  type DemoProfileName,
  type Duration,
  durationMs,
  type FundInput,
  fund,
  type LoginOptions,
  type LoginTarget,
  login,
  type TestClientOptions,
  type TestSimulator,
} from './helpers.js';
export {
  type BalanceTarget,
  type MatcherContext,
  type MatcherResult,
  type MatcherSimulator,
  matchers,
  type ReceivedExpectation,
  toHaveBalance,
  toHaveDeliveredWebhook,
  toHaveReceived,
  toHaveReceivedInOrder,
  toHaveRecordedTransaction,
  toHaveSentOtp,
  toMatchApiError,
} from './matchers.js';
export {
  type CompletedRampOrder,
  type CompletedRampOrderOptions,
  completedRampOrder,
  type OtcAcceptedOffer,
  type OtcAcceptedOfferOptions,
  otcAcceptedOffer,
  type PaidPaymentRequest,
  type PaidPaymentRequestOptions,
  paidPaymentRequest,
  type Scenarios,
  type SendOptions,
  type SentTransfer,
  scenariosFor,
  send,
  TEST_PAYER,
} from './scenarios.js';
export {
  createSnapshotSerializer,
  PLACEHOLDER_KINDS,
  type PlaceholderKind,
  type SnapshotSerializer,
  type SnapshotSerializerOptions,
  snapshotSerializer,
} from './serializer.js';
