/**
 * The row types of the simulator's tables. Rows are plain JSON values (snapshots serialise them
 * as they are) and are replaced, never mutated in place.
 */
import type { KeyType, OperationById, OperationInput, Permission } from '@payments-platform/sdk/contract';

import type { JsonObject, JsonValue } from '../kernel/json.js';

export type { JsonObject, JsonValue };

/** The environments a key can belong to; each has its own key prefix. */
export const ENVIRONMENTS = ['sandbox', 'production'] as const;
export type SimulatorEnvironment = (typeof ENVIRONMENTS)[number];

/** A team role, as the contract types it. */
export type Role = OperationInput<OperationById<'updateTeamMemberRole'>>['role'];

/** Values of `GET /v1/maintenance` `status`. */
export const MAINTENANCE_STATUSES = ['ok', 'limited', 'maintenance'] as const;
export type MaintenanceStatus = (typeof MAINTENANCE_STATUSES)[number];

/** State of an access gate. */
export const GATE_STATES = ['open', 'closed'] as const;
export type GateState = (typeof GATE_STATES)[number];

/** An application (dashboard app) that owns keys, teams and a webhook endpoint. */
export type AppRow = {
  readonly id: string;
  readonly name: string;
  readonly webhookUrl: string | null;
  readonly webhookSecret: string | null;
  readonly createdAt: string;
  /** Default redirect URLs of the compliance checkout (absent or null: not configured). */
  readonly complianceSuccessUrl?: string | null;
  readonly complianceCancelUrl?: string | null;
};

/** An API key. `teamId` / `profileId` scope it; a profile-scoped key also carries its team. */
export type ApiKeyRow = {
  readonly id: string;
  readonly key: string;
  readonly appId: string;
  readonly name: string;
  readonly environment: SimulatorEnvironment;
  readonly type: KeyType;
  readonly permissions: Permission[];
  readonly teamId: string | null;
  readonly profileId: string | null;
  readonly createdAt: string;
  readonly revokedAt: string | null;
};

/** A user; users are global, their profiles belong to teams of apps. */
export type UserRow = {
  readonly id: string;
  readonly email: string;
  readonly username: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly country: string;
  readonly language: 'en' | 'es';
  readonly referralCode: string;
  readonly referredBy: string | null;
  /** How many users signed up with this user's referral code. */
  readonly referralsCount: number;
  readonly defaultProfileId: string | null;
  readonly orgId: string;
  readonly createdAt: string;
  readonly updatedAt: string;
};

/** A team of an app. */
export type TeamRow = {
  readonly id: string;
  readonly appId: string;
  readonly name: string;
  readonly description: string | null;
  readonly isBusiness: boolean;
  readonly metadata: JsonObject;
  readonly countries: string[];
  readonly defaultReceiverWallet: string | null;
  readonly notificationEmail: string | null;
  readonly imagePath: string | null;
  /** Whether the team is approved for OTC (logins through an OTC_PROVIDER key need one). */
  readonly otcApproved: boolean;
  readonly createdAt: string;
  readonly updatedAt: string;
};

/** A profile: one user acting in one team. */
export type ProfileRow = {
  readonly id: string;
  readonly userId: string;
  readonly teamId: string;
  readonly appId: string;
  readonly nickname: string;
  readonly metadata: JsonObject;
  readonly suborgId: string;
  readonly imagePath: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
};

/** The membership of a profile in its team. */
export type MemberRow = {
  readonly profileId: string;
  readonly teamId: string;
  readonly role: Role;
  readonly joinedAt: string;
  readonly addedBy: string | null;
};

/** A bank account of a profile. */
export type BankAccountRow = {
  readonly id: string;
  readonly profileId: string;
  readonly teamId: string;
  readonly accountName: string;
  readonly accountAlias: string;
  readonly accountType: 'CHECKING' | 'SAVINGS' | 'BUSINESS' | 'CURRENT' | 'MONEY_MARKET';
  readonly accountNumber: string;
  readonly country: string;
  readonly bankSlug: string;
  readonly currencySymbol: string;
  readonly additionalData: JsonObject;
  readonly createdAt: string;
  readonly updatedAt: string;
};

/** A wallet of a profile or a team. `custody: 'platform'` wallets can be signed for by the platform. */
export type WalletRow = {
  readonly id: string;
  /** Lowercase for EVM wallets. */
  readonly address: string;
  readonly walletType: 'EVM' | 'SVM' | 'BTC' | 'FIAT';
  readonly custody: 'platform' | 'external';
  readonly profileId: string | null;
  readonly teamId: string | null;
  readonly alias: string | null;
  readonly metadata: JsonObject;
  readonly isCompliance: boolean;
  readonly createdAt: string;
};

/** A token balance of an address on a simulated chain, in base units. */
export type BalanceRow = {
  /** `<chainId>:<token address>:<holder address>`, lowercase. */
  readonly id: string;
  readonly chainId: number;
  readonly tokenAddress: string;
  readonly address: string;
  /** Base units as a decimal string. */
  readonly amount: string;
};

/** A bearer session. */
export type SessionRow = {
  readonly token: string;
  readonly userId: string;
  readonly profileId: string;
  readonly teamId: string;
  readonly appId: string;
  readonly createdAt: string;
  /** Epoch ms after which the session is invalid. */
  readonly expiresAt: number;
  /**
   * The session's admin metadata: a platform administrator's session reads any transaction of
   * the app by id. Only the control API mints such sessions.
   */
  readonly admin?: boolean;
  /** The user type chosen at verify-otp (`admin` included); absent when none was requested. */
  readonly userType?: 'individual' | 'business' | 'admin';
};

/** An e-mail the platform sent (the outbox). */
export type OutboxMessageRow = {
  readonly id: string;
  readonly to: string;
  readonly kind: string;
  readonly subject: string;
  readonly text: string;
  readonly sentAt: string;
  /** The code of an OTP e-mail. */
  readonly otp?: string;
  readonly data?: JsonObject;
};

/** Outbound webhook event names (spec: Events). */
export const WEBHOOK_EVENTS = [
  'requestPaid',
  'requestCancelled',
  'requestClientEmailSet',
  'deploymentPaid',
  'deploymentIssue',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** One outbound webhook delivery, scheduled and then attempted once. */
export type WebhookDeliveryRow = {
  readonly id: string;
  readonly appId: string;
  readonly event: WebhookEvent;
  readonly url: string;
  readonly requestHeaders: Readonly<Record<string, string>>;
  readonly body: { readonly event: WebhookEvent; readonly data: JsonObject };
  readonly scheduledAt: string;
  readonly status: 'scheduled' | 'delivered' | 'failed';
  /** HTTP status of the receiver's answer; null until answered or when the request failed. */
  readonly responseStatus: number | null;
  readonly error: string | null;
  readonly deliveredAt: string | null;
};

/** A durable timer: work of a named kind due at an instant. */
export type JobRow = {
  readonly id: string;
  readonly kind: string;
  readonly at: number;
  readonly seq: number;
  readonly payload: JsonValue;
};

/** Platform-wide switches. */
export type SettingsRow = {
  readonly id: 'platform';
  readonly maintenance: MaintenanceStatus;
  readonly gates: { readonly otp: GateState; readonly kyc: GateState };
};

/** A country of the reference data. */
export type CountryRow = {
  readonly code: string;
  readonly name: string;
  readonly flag: string;
  readonly language: string;
  readonly currencies: string[] | null;
};

/** A bank of a country (reference data). */
export type BankRow = {
  readonly id: string;
  readonly country: string;
  readonly slug: string;
  readonly name: string;
  readonly code: string;
};

/** One field of a country's bank-account form. */
export type BankField = {
  readonly key: string;
  readonly label: string;
  readonly required: boolean;
  readonly pattern: string | null;
  readonly placeholder: string | null;
};

/** The bank-field schema of a country (validates `additionalData`). */
export type BankFieldSchemaRow = {
  readonly country: string;
  readonly fields: BankField[];
};

/** A supported chain. */
export type ChainRow = {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
  readonly chainId: number;
  readonly image: string | null;
  readonly type: 'EVM';
  readonly testnet: boolean;
  readonly chainSpecifics: JsonObject;
  readonly createdAt: string;
};

/** A token, across the chains it is deployed on. */
export type TokenRow = {
  readonly id: string;
  readonly symbol: string;
  readonly name: string;
  readonly image: string | null;
  readonly accepted: boolean;
};

/** A token on one chain. */
export type TokenDeploymentRow = {
  readonly id: string;
  readonly tokenId: string;
  /** `ChainRow.id`. */
  readonly chain: string;
  readonly address: string;
  readonly decimals: number;
  readonly type: 'native' | 'erc20';
  readonly metadata: JsonObject | null;
};

/** An OTP challenge opened by send-otp and consumed by a successful verify-otp. */
export type OtpChallengeRow = {
  /** The `otpId` returned by send-otp. */
  readonly id: string;
  readonly appId: string;
  readonly userId: string;
  readonly email: string;
  readonly code: string;
  readonly identifier: string;
  readonly language: 'en' | 'es';
  readonly userType: 'individual' | 'business' | 'admin' | null;
  readonly createdAt: string;
  /** Epoch ms after which the code no longer verifies. */
  readonly expiresAt: number;
  /** Failed verifications so far. */
  readonly failedAttempts: number;
  /** When a verification succeeded; the challenge cannot be used again. */
  readonly consumedAt: string | null;
};

/** The session the platform keeps for a user in an app (refresh-session compares against it). */
export type StoredSessionRow = {
  /** `<userId>:<appId>`. */
  readonly id: string;
  readonly token: string;
  readonly updatedAt: string;
};

/** Statuses of an invitation. */
export type InvitationStatus = 'pending' | 'accepted' | 'rejected' | 'expired';

/** An invitation of an e-mail address to a team. */
export type InvitationRow = {
  readonly id: string;
  readonly appId: string;
  readonly teamId: string;
  /** Lowercase. */
  readonly email: string;
  readonly role: Role;
  /** Profile id of the admin who invited. */
  readonly invitedBy: string | null;
  readonly status: InvitationStatus;
  readonly expiresAt: string;
  readonly createdAt: string;
  readonly updatedAt: string;
};

/** One entry of a team's activity log. */
export type ActivityRow = {
  /** Unique, and the sort key: `ACTIVITY#<ISO instant>#<sequence>`. */
  readonly SK: string;
  /** `TEAM#<teamId>`. */
  readonly PK: string;
  readonly ActionType: string;
  readonly ActionName: string;
  readonly Status: string;
  readonly TeamId: string;
  /** The acting profile; null for actions without one (a team-scoped key). */
  readonly ProfileId: string | null;
  readonly CreatedAt: string;
  /** Fields that vary by action type. */
  readonly Details: JsonObject;
};

/** A signed upload slot (team or profile image) and, once uploaded, its bytes. */
export type UploadRow = {
  /** The token in the upload URL. */
  readonly id: string;
  readonly kind: 'teamImage' | 'profileImage' | 'otcProof';
  readonly appId: string;
  readonly teamId: string | null;
  readonly profileId: string | null;
  readonly filePath: string;
  readonly contentType: string;
  readonly createdAt: string;
  /** Epoch ms after which the upload URL no longer accepts a PUT. */
  readonly expiresAt: number;
  /** The uploaded bytes, base64; null until the PUT. */
  readonly bytesBase64: string | null;
  readonly size: number | null;
  readonly uploadedAt: string | null;
};

/** Which workflow a verification record belongs to: user KYC or team KYB. */
export type VerificationWorkflow = 'kyc' | 'kyb';

/** An identity verification record: user KYC (by user) or team KYB (by team). */
export type VerificationRow = {
  readonly id: string;
  /** The provider session id. */
  readonly verificationId: string;
  readonly workflow: VerificationWorkflow;
  readonly appId: string;
  /** The verified user (KYC), or the user who started the team's KYB. */
  readonly userId: string;
  /** The profile that started the session. */
  readonly profileId: string;
  /** The verified team (KYB); null for user KYC. */
  readonly teamId: string | null;
  /** Lowercase provider status, for example `not started` or `approved`. */
  readonly status: string;
  readonly provider: string;
  readonly sessionUrl: string;
  readonly email: string;
  readonly metadata: JsonObject;
  readonly createdAt: string;
  readonly updatedAt: string;
};

/** Statuses of a payment request. */
export type PaymentRequestStatus = 'open' | 'completed' | 'failed';

/** A native (core channel) payment request: a maker asks a payer for an amount. */
export type PaymentRequestRow = {
  readonly id: string;
  readonly txId: string;
  readonly appId: string;
  readonly channelTableType: string;
  readonly url: string;
  readonly embedUrl: string;
  readonly status: PaymentRequestStatus;
  readonly amount: number;
  /** What the amount is denominated in, for example `USD`. */
  readonly currencyToken: string | null;
  readonly targetAddress: string | null;
  readonly customId: string | null;
  readonly note: string | null;
  readonly requestedChain: string | null;
  readonly requestedToken: string | null;
  readonly addedFee: JsonObject | null;
  readonly makerProfileId: string;
  readonly makerTeamId: string;
  /** The team asked to pay, when the request names one. */
  readonly payerTeamId: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly completedAt: string | null;
};

/** A compliance-fee checkout session. */
export type ComplianceCheckoutRow = {
  /** The checkout session id. */
  readonly id: string;
  readonly appId: string;
  readonly teamId: string;
  readonly profileId: string;
  readonly mode: 'subscription';
  readonly checkoutUrl: string;
  readonly successUrl: string;
  readonly cancelUrl: string;
  readonly status: 'open' | 'complete' | 'expired';
  readonly createdAt: string;
  /** Epoch ms after which the checkout session is no longer usable. */
  readonly expiresAt: number;
};

/** Platform settings of the compliance fee. */
export type ComplianceSettingsRow = {
  readonly id: 'platform';
  /** The profile that makes (receives) the compliance-fee payment requests; null when unset. */
  readonly feeMakerProfileId: string | null;
  /** The yearly fee in USD. */
  readonly feeAmountUsd: number;
};

/** Status of a transaction on a simulated chain. */
export const CHAIN_TX_STATUSES = ['pending', 'confirmed', 'failed'] as const;
export type ChainTxStatus = (typeof CHAIN_TX_STATUSES)[number];

/** A transfer on a simulated chain (the chain ledger). Addresses are lowercase. */
export type ChainTxRow = {
  /** `0x` and 32 bytes of hex, from the seeded generator. */
  readonly hash: string;
  readonly chainId: number;
  /** `native` (coin transfer) or `erc20` (token transfer); decides the gas used. */
  readonly kind: 'native' | 'erc20';
  readonly from: string;
  readonly to: string;
  /** The token contract; the zero address for the native coin. */
  readonly tokenAddress: string;
  /** Base units as a decimal string. */
  readonly amount: string;
  readonly gasUsed: string;
  /** Wei per gas unit. */
  readonly gasPrice: string;
  /** `gasUsed * gasPrice` in wei of the native coin. */
  readonly fee: string;
  /** Who paid the fee: `from`, or a sponsor. */
  readonly gasPayer: string;
  readonly status: ChainTxStatus;
  /** The block that included it; null while pending or when failed. */
  readonly blockNumber: number | null;
  readonly submittedAt: string;
  /** When it was confirmed or failed. */
  readonly settledAt: string | null;
  readonly failureReason: string | null;
  /** The durable job that confirms it; null once settled. */
  readonly jobId: string | null;
  /** What it belongs to, for example `{ transactionId }`. */
  readonly reference: JsonObject;
};

/** The next forwarder nonce of an address on a chain (sponsored transfers). */
export type ForwarderNonceRow = {
  /** `<chainId>:<address>`, lowercase. */
  readonly id: string;
  readonly chainId: number;
  readonly address: string;
  readonly next: number;
};

/** A platform transaction (spec: Resources > Transaction), the record the transaction routes read. */
export type TransactionRow = {
  readonly id: string;
  readonly appId: string;
  readonly teamId: string | null;
  readonly profileId: string | null;
  /** `pending`, then `completed` or `failed`. */
  readonly status: string;
  /** Chain transactions by role, each `{ hash, chainId, status, blockNumber }`. */
  readonly txs: JsonObject;
  readonly channel: JsonObject;
  readonly token: JsonObject;
  readonly chain: JsonObject;
  /** Channel-specific fields. */
  readonly detail: JsonObject;
  /** Hashes of the chain transactions in `txs`, lowercase (index). */
  readonly chainTxHashes: string[];
  readonly createdAt: string;
  readonly updatedAt: string;
};

/** The sponsored-transfer state of a top-up withdrawal (its transaction is in `transactions`). */
export type TopupWithdrawalRow = {
  /** The transaction id (`txId`). */
  readonly id: string;
  readonly appId: string;
  readonly walletAddress: string;
  readonly custody: 'platform' | 'external';
  readonly chainId: number;
  readonly tokenAddress: string;
  /** Base units as a decimal string. */
  readonly amount: string;
  readonly rechargeId: string;
  /** `awaiting_signature` (external wallet) until process-sponsored-tx, then `submitted`. */
  readonly state: 'awaiting_signature' | 'submitted';
  /** Nonce and expiry of the last sign payload handed out; null before sign-payload. */
  readonly nonce: number | null;
  readonly expiresAtMs: number | null;
  readonly chainTxHash: string | null;
};

/** A team notification, addressed by its sort key and seen per profile. */
export type NotificationRow = {
  /** `TEAM#<teamId>`. */
  readonly PK: string;
  /** Unique, the address of the notification: `NOTIF#<ISO instant>#<sequence>`. */
  readonly SK: string;
  readonly teamId: string;
  /** The list route's `type`; every notification is `default`. */
  readonly type: 'default';
  /** The event, for example `invitation.created`. */
  readonly kind: string;
  readonly title: string;
  readonly body: string;
  /** Fields of the event. */
  readonly data: JsonObject;
  readonly createdAt: string;
  /** Profiles that have seen it, in the order they marked it. */
  readonly seenBy: string[];
};

/** An ERC-20 allowance on a simulated chain: how much `spender` may move of `owner`'s `token`. */
export type AllowanceRow = {
  /** `<chainId>:<token>:<owner>:<spender>`, lowercase. */
  readonly id: string;
  readonly chainId: number;
  readonly owner: string;
  readonly token: string;
  readonly spender: string;
  /** Base units as a decimal string. */
  readonly amount: string;
};

/** A gas sponsorship: native gas the platform sent a wallet so it can approve a token for an executor. */
export type GasSponsorshipRow = {
  readonly id: string;
  readonly appId: string;
  /** The session user who asked (cooldown and limit are per user). */
  readonly userId: string;
  readonly profileId: string;
  readonly walletAddress: string;
  readonly custody: 'platform' | 'external';
  readonly chainId: number;
  readonly tokenAddress: string;
  readonly action: 'send' | 'otc';
  /** The spender the approval is for. */
  readonly executorAddress: string;
  /** Wei sent to the wallet, as a decimal string. */
  readonly gasTransferred: string;
  readonly transferTxHash: string;
  /** The backend-signed approval; null for an external wallet. */
  readonly approveTxHash: string | null;
  readonly createdAt: string;
  /** Epoch ms of the virtual clock. */
  readonly createdAtMs: number;
};

/** One regular transfer of a core send: `amount` to a recipient plus the platform `fee`. */
export type CoreSendTransfer = {
  readonly index: number;
  /** The recipient, lowercase. */
  readonly to: string;
  /** The tag (profile nickname) the recipient was given by; null for an address. */
  readonly tag: string | null;
  /** Base units as decimal strings. */
  readonly amount: string;
  readonly fee: string;
  /** `unsubmitted` until processed, then `submitted` (the ledger settles it). */
  readonly state: 'unsubmitted' | 'submitted';
  /** Whether the platform gas sponsor paid its gas. */
  readonly sponsored: boolean;
  readonly hash: string | null;
  readonly feeHash: string | null;
};

/** One gas transfer of a core send: native coin from the gas sponsor to the sender. */
export type CoreSendGasTransfer = {
  readonly index: number;
  readonly to: string;
  /** Wei as a decimal string. */
  readonly amount: string;
  readonly state: 'unsubmitted' | 'submitted';
  readonly hash: string | null;
};

/** A native send of the core channel (its transaction is in `transactions`). */
export type CoreSendRow = {
  /** The `sendId`. */
  readonly id: string;
  readonly txId: string;
  readonly appId: string;
  readonly teamId: string;
  readonly profileId: string | null;
  readonly chainId: number;
  readonly tokenAddress: string;
  readonly tokenSymbol: string;
  readonly decimals: number;
  /** The sending wallet, lowercase. */
  readonly senderAddress: string;
  readonly custody: 'platform' | 'external';
  /** The send executor of the chain (the spender of the send allowance). */
  readonly executorAddress: string;
  readonly transfers: CoreSendTransfer[];
  readonly gasTransfers: CoreSendGasTransfer[];
  readonly createdAt: string;
  readonly updatedAt: string;
};

/** A preparation of a sponsored transfer of a core send (prepare-sponsored-tx). */
export type CoreSendPrepareRow = {
  /** The `prepareId`. */
  readonly id: string;
  readonly sendId: string;
  readonly txIndex: number;
  readonly nonce: number;
  readonly expiresAtMs: number;
  readonly attestation: string;
  /** `open` until a signature over it is accepted, then `used`. */
  readonly state: 'open' | 'used';
  readonly createdAt: string;
};

/** A payment channel of the catalog (spec: Resources > Channel and discovery). */
export type ChannelRow = {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
  readonly description: string;
  /** `ChannelCategoryRow.id`. */
  readonly categoryId: string;
  /** Methods by name: `{ httpMethod, path, description, params { <name>: { type, required, description } } }`. */
  readonly methods: JsonObject;
  /** Named actions of the action route: `{ <name>: { httpMethod, description, body } }`. */
  readonly actions: JsonObject;
  /** Fee configuration: `send`, `request`, `minSurchargeBps`, `minCommissionBps`. */
  readonly fees: JsonObject;
  /** Who completes the channel's onboarding: the team or each user. */
  readonly onboardingScope: 'team' | 'user';
  /** Whether the simulator runs quote, execute and validate for it. */
  readonly adapter: boolean;
  readonly rating: number | null;
  readonly createdAt: string;
  readonly updatedAt: string;
};

/** A channel category; `known: false` marks categories hidden unless `includeUnknown`. */
export type ChannelCategoryRow = {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
  readonly known: boolean;
  readonly createdAt: string;
  readonly updatedAt: string;
};

/** A gate of the discovery tree: a group of providers with one onboarding. */
export type ChannelGateRow = {
  readonly id: string;
  readonly name: string;
  readonly imgUrl: string | null;
  readonly onboardingUrl: string | null;
  /** Channel ids of the gate's providers, in order. */
  readonly channelIds: string[];
  readonly createdAt: string;
};

/** A parameter of a capability. */
export type ChannelCapabilityParam = {
  readonly key: string;
  readonly type: string;
  readonly description: string;
  readonly required: boolean;
};

/** One capability: a channel method for one service, country, currency, token and chain. */
export type ChannelCapabilityRow = {
  readonly id: string;
  readonly channelId: string;
  readonly gateId: string;
  readonly method: string;
  readonly serviceType: 'onramp' | 'offramp';
  /** Category slug. */
  readonly category: string;
  readonly fiatSymbol: string | null;
  readonly cryptoSymbol: string | null;
  readonly chainId: number | null;
  readonly countryCode: string | null;
  readonly params: ChannelCapabilityParam[];
  readonly limits: JsonObject | null;
  /** Channel-specific pricing (rates, fees, payment methods). */
  readonly pricing: JsonObject;
  readonly enabled: boolean;
};

/** A channel enabled (or disabled) for an app. */
export type AppChannelRow = {
  /** `<appId>:<channelId>`. */
  readonly id: string;
  readonly appId: string;
  readonly channelId: string;
  readonly enabled: boolean;
  readonly config: JsonObject;
  readonly createdAt: string;
  readonly updatedAt: string;
};

/** A completed channel onboarding of a team or a user. */
export type ChannelOnboardingRow = {
  /** `<channelId>:team:<teamId>` or `<channelId>:user:<userId>`. */
  readonly id: string;
  readonly channelId: string;
  readonly appId: string;
  readonly scope: 'team' | 'user';
  readonly teamId: string;
  readonly userId: string | null;
  readonly profileId: string;
  readonly completedAt: string;
};

/** Discovery settings: whether discovery answers, and when the catalog changed. */
export type ChannelDiscoveryRow = {
  readonly id: 'discovery';
  readonly available: boolean;
  readonly updatedAt: string;
};

/** Status of a ramp order. */
export type RampOrderStatus =
  | 'created'
  | 'awaiting_deposit'
  | 'processing'
  | 'completed'
  | 'failed'
  | 'cancelled'
  | 'expired';

/** A hosted on-ramp or off-ramp order; its platform transaction is in `transactions`. */
export type RampOrderRow = {
  /** The provider order id. */
  readonly id: string;
  readonly txId: string;
  readonly appId: string;
  readonly teamId: string;
  readonly profileId: string | null;
  readonly email: string | null;
  readonly method: 'onramp' | 'offramp';
  readonly status: RampOrderStatus;
  readonly capabilityId: string;
  readonly amount: number;
  readonly fiat: string;
  readonly payment: string;
  readonly crypto: string;
  readonly chainId: number;
  readonly country: string;
  readonly language: string;
  readonly redirectUrl: string | null;
  /** The wallet that receives (onramp) or sends (offramp) the tokens, lowercase. */
  readonly walletAddress: string;
  readonly walletId: string | null;
  readonly custody: 'platform' | 'external';
  /** Where an off-ramp deposit goes (one address per order); null for onramps. */
  readonly depositAddress: string | null;
  readonly fiatAmount: number;
  /** Token amount in base units, decimal string. */
  readonly cryptoUnits: string;
  readonly quote: JsonObject;
  readonly url: string;
  readonly urlExpiresAt: string;
  readonly chainTxHash: string | null;
  readonly failureReason: string | null;
  /** The pending progress job, if any. */
  readonly jobId: string | null;
  readonly history: JsonObject[];
  readonly createdAt: string;
  readonly updatedAt: string;
};

/** One file of a transaction-file upload: its signed upload slot and, once uploaded, its bytes. */
export type TxFileSlot = {
  /** The token of the file's upload URL (and of its download URL). */
  readonly token: string;
  /** `tx-files/<txId>/<token>/<fileName>`. */
  readonly filePath: string;
  readonly fileName: string;
  readonly contentType: string;
  /** The uploaded bytes, base64; null until the PUT. */
  readonly bytesBase64: string | null;
  readonly size: number | null;
  readonly uploadedAt: string | null;
};

/** The upload state of transaction files (POST /v1/txs/{txId}/files/upload-url), valid one hour. */
export type TxFileUploadRow = {
  /** The `uploadId`. */
  readonly id: string;
  readonly appId: string;
  readonly txId: string;
  readonly profileId: string;
  readonly teamId: string;
  readonly files: TxFileSlot[];
  readonly createdAt: string;
  /** Epoch ms after which the upload state is gone (one hour after creation). */
  readonly expiresAt: number;
  /** When the files were attached to the transaction; the state cannot be confirmed twice. */
  readonly confirmedAt: string | null;
};

/** A file attached to a transaction (its bytes stay in the upload slot named by `token`). */
export type TransactionFileRow = {
  /** `tx-files/<txId>/<token>/<fileName>`. */
  readonly filePath: string;
  readonly txId: string;
  readonly appId: string;
  readonly fileName: string;
  readonly contentType: string;
  readonly size: number;
  readonly uploadId: string;
  readonly token: string;
  readonly uploadedAt: string;
  /** The profile that confirmed it, or `master` for a MASTER key without a context. */
  readonly uploadedBy: string;
};

/** Statuses of an OTC request. */
export type OtcRequestStatus =
  | 'new'
  | 'processing'
  | 'proofing'
  | 'verifying'
  | 'conflict'
  | 'completed'
  | 'cancelled';

/** A proof file of an OTC split; its bytes stay in the upload slot of the same `filePath`. */
export type OtcProofFile = {
  readonly fileName: string;
  readonly filePath: string;
};

/** Statuses of one split of an accepted OTC request. */
export type OtcSplitStatus =
  | 'awaiting_proof'
  | 'proof_submitted'
  | 'verified'
  | 'disputed'
  | 'released'
  | 'refunded';

/** One split (tranche) of an accepted OTC request. */
export type OtcSplit = {
  readonly index: number;
  readonly status: OtcSplitStatus;
  readonly buyAmount: number;
  readonly sellAmount: number;
  /** The split's share of the escrowed tokens, in base units. */
  readonly cryptoUnits: string;
  readonly proofFiles: OtcProofFile[];
  /** Upload slots opened by prepare-proof and not submitted yet. */
  readonly pendingUpload: { readonly uploadId: string; readonly files: OtcProofFile[] } | null;
  readonly denialReason: string | null;
  /** Chain transactions of the split by action (`submit`, `verify`, `deny`, `release`, `refund`). */
  readonly txHashes: { readonly [action: string]: string };
  /** The split approval or denial last handed out as typed data (external wallets). */
  readonly pendingSignature: {
    readonly action: 'approve' | 'deny';
    readonly wallet: string;
    readonly expiresAtMs: number;
  } | null;
  readonly updatedAt: string;
};

/** An OTC buy/sell request: a crypto leg (token on a chain) against a fiat leg (bank currency). */
export type OtcRequestRow = {
  readonly id: string;
  readonly txId: string;
  readonly appId: string;
  /** The creator team and profile. */
  readonly teamId: string;
  readonly profileId: string;
  readonly status: OtcRequestStatus;
  readonly type: 'buy' | 'sell';
  readonly amountType: 'buy' | 'sell';
  readonly amount: number;
  readonly buyAmount: number;
  readonly sellAmount: number;
  readonly amountUsd: number;
  readonly buyCurrency: string;
  readonly sellCurrency: string;
  readonly buyChainId: number | string;
  readonly sellChainId: number | string;
  /** The crypto leg. */
  readonly chainId: number;
  readonly tokenAddress: string;
  readonly tokenSymbol: string;
  readonly tokenDecimals: number;
  /** The fiat leg's currency. */
  readonly fiatCurrency: string;
  /** Fiat units per token. */
  readonly rate: number;
  readonly targetAddress: string;
  readonly profileBankId: string;
  readonly taxId: string | null;
  readonly idHash: string;
  readonly acceptedOfferId: string | null;
  readonly providerTeamId: string | null;
  readonly providerWallet: string | null;
  readonly escrowAddress: string | null;
  readonly escrowTxHash: string | null;
  readonly escrowExpiresAtMs: number | null;
  readonly splits: OtcSplit[];
  readonly createdAt: string;
  readonly updatedAt: string;
};

/** An offer of an OTC-provider team on an OTC request. */
export type OtcOfferRow = {
  readonly id: string;
  readonly requestId: string;
  readonly appId: string;
  readonly providerTeamId: string;
  readonly providerProfileId: string | null;
  readonly providerWallet: string;
  /** Fiat units per token. */
  readonly rate: number;
  readonly buyAmount: number;
  readonly sellAmount: number;
  readonly amountUsd: number;
  readonly splitCount: number;
  readonly status: 'pending' | 'accepted' | 'rejected' | 'expired';
  readonly expiresAtMs: number;
  /** The platform's escrow-creation signature for a platform-custody wallet (create-escrow/user). */
  readonly platformSignature: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
};
