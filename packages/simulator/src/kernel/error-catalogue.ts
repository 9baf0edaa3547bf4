/**
 * Every error code the simulator answers that no operation documents: the contract's platform
 * codes (`PLATFORM_ERRORS`) and the codes of the simulator itself, where the specification gives
 * only a status or nothing. Route codes stay in the operation declarations; together the two are
 * every code `fail` accepts. `docs/simulator-behaviour.md` lists this catalogue (a test keeps the
 * two equal).
 */
import { PLATFORM_ERRORS } from '@payments-platform/sdk/contract';

/** One entry: every status the code is answered with (empty: the status is chosen per use), and what it means. */
export interface SimulatorErrorInfo {
  readonly statuses: readonly number[];
  readonly meaning: string;
}

/**
 * The catalogue, by code.
 *
 * @example
 * ```ts
 * SIMULATOR_ERRORS.LAST_ADMIN_REQUIRED.statuses; // [403]
 * ```
 */
export const SIMULATOR_ERRORS = {
  ...PLATFORM_ERRORS,
  CONTEXT_REQUIRED: {
    // The top-up withdrawal answers 403 when a request reaches it without a team.
    statuses: [...PLATFORM_ERRORS.CONTEXT_REQUIRED.statuses, 403],
    meaning: PLATFORM_ERRORS.CONTEXT_REQUIRED.meaning,
  },
  OPERATION_NOT_SIMULATED: {
    statuses: [501],
    meaning: 'The operation has no handler (removed with `handlers: { id: null }`).',
  },
  SIMULATED_FAULT: {
    statuses: [],
    meaning: 'A fault rule without its own code answered, with the status of the rule.',
  },
  BASE_URL_MISMATCH: {
    statuses: [421],
    meaning:
      "Under MSW, a request to one of the SDK's default hosts while the simulator answers under another base URL.",
  },

  MALFORMED_REQUEST: {
    statuses: [400, 431],
    meaning:
      "Standalone server: a request Node's HTTP parser refuses (a header value with a character HTTP forbids, a broken request line; 431 for too many header bytes).",
  },
  METHOD_NOT_ALLOWED: {
    statuses: [405],
    meaning: 'A path an operation serves, with a method none serves; `Allow` names the methods it answers.',
  },

  ADMIN_TOKEN_REQUIRED: { statuses: [401], meaning: 'Control route without the admin bearer token.' },
  ADMIN_TOKEN_INVALID: { statuses: [403], meaning: 'Control route with a wrong admin token.' },
  CROSS_ORIGIN_REFUSED: {
    statuses: [403],
    meaning: 'Standalone server: a control request from a page of another origin.',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    statuses: [415],
    meaning: 'Standalone server: a control write without Content-Type application/json.',
  },
  HOST_NOT_ALLOWED: {
    statuses: [403],
    meaning: 'Standalone server: a Host that is not its own, a loopback name, an address or allowed.',
  },
  SCENARIO_UNKNOWN: {
    statuses: [400],
    meaning: '`POST /_simulator/scenarios/{name}`: no scenario of that name.',
  },
  SCENARIO_FAILED: {
    statuses: [400],
    meaning:
      '`POST /_simulator/scenarios/{name}`: a step of the scenario was refused (the message names the step and its error).',
  },
  APP_NOT_FOUND: { statuses: [404], meaning: 'Control route: no such app.' },
  API_KEY_NOT_FOUND: { statuses: [404], meaning: 'Control route: no such API key.' },
  PROFILE_NOT_FOUND: {
    statuses: [404],
    meaning:
      'No such profile: a control route, or `POST /v1/wallet/external` for a profile outside the team.',
  },
  PROFILE_EXISTS: {
    statuses: [409],
    meaning: '`POST /_simulator/profiles`: the user already has a profile in the team.',
  },
  TEAM_NOT_FOUND: {
    statuses: [404],
    meaning: "No such team: a control route, or a wallet route for a team outside the key's app or scope.",
  },
  USER_NOT_FOUND: {
    statuses: [404],
    meaning:
      "No such user: a control route, or the session profile's user is gone (`GET /v1/profile`, `POST /v1/kyc/session`).",
  },
  NICKNAME_TAKEN: {
    statuses: [409],
    meaning:
      'The nickname is used by another profile of the app (`PATCH /v1/profile/username`, `POST /_simulator/profiles`).',
  },
  WEBHOOK_URL_MISSING: {
    statuses: [409],
    meaning: '`POST /_simulator/webhooks/deliver`: the app has no webhook URL.',
  },
  VERIFICATION_NOT_FOUND: {
    statuses: [404],
    meaning: '`POST /_simulator/kyc/{verificationId}`: no record with that provider session id.',
  },

  OTP_INVALID: {
    statuses: [500],
    meaning: 'verify-otp: no open challenge for the user and app, or a wrong code.',
  },
  OTP_EXPIRED: { statuses: [500], meaning: 'verify-otp: the challenge has expired.' },
  OTP_ATTEMPTS_EXCEEDED: { statuses: [500], meaning: 'verify-otp: too many wrong codes for the challenge.' },

  MEMBER_NOT_IN_TEAM: {
    statuses: [403],
    meaning:
      "Team member routes: the profile is not a member of the caller's team (the spec's propagated 403).",
  },
  LAST_ADMIN_REQUIRED: {
    statuses: [403],
    meaning: 'Team member routes: the change would leave the team without an admin.',
  },
  TAX_INFO_NOT_FOUND: { statuses: [404], meaning: 'The team has no tax info with that id for that country.' },

  BANK_ACCOUNT_NOT_FOUND: {
    statuses: [404],
    meaning: '`PATCH /v1/profile/banks/{id}`: no such bank account of the session profile.',
  },
  BANK_ACCOUNT_NOT_OWNED: {
    statuses: [403],
    meaning: '`DELETE /v1/profile/banks/{id}`: no such bank account of the session profile.',
  },
  COUNTRY_NOT_FOUND: {
    statuses: [404],
    meaning: '`GET /v1/config/countries/banks`: unknown country, or a country without banks.',
  },

  NOTIFICATION_TEAM_REQUIRED: {
    statuses: [400],
    meaning: '`GET /v1/notifications`: no team (an app key with headers and no session).',
  },
  NOTIFICATION_CONTEXT_REQUIRED: {
    statuses: [400],
    meaning: 'Mark notifications seen: a caller without session profile or team.',
  },
  NOTIFICATION_ID_REQUIRED: { statuses: [400], meaning: 'Mark notifications seen: a blank notification id.' },
  NOTIFICATION_IDS_REQUIRED: {
    statuses: [400],
    meaning: 'Mark notifications seen: `multiple` without `ids`.',
  },
  NOTIFICATION_DELETE_NOT_ALLOWED: {
    statuses: [400],
    meaning: 'Mark notifications seen: `delete=true` with `all` or `multiple`.',
  },
  NOTIFICATION_DELETE_FORBIDDEN: {
    statuses: [403],
    meaning: 'Mark notifications seen: `delete=true` by a profile that is not admin.',
  },
  NOTIFICATION_NOT_FOUND: {
    statuses: [404],
    meaning: 'Mark notifications seen: no such notification in the session team.',
  },

  TRANSACTION_NOT_FOUND: {
    statuses: [404],
    meaning: '`GET /v1/tx/{id}`, files routes: unknown transaction, or one of another app.',
  },
  TRANSACTION_FORBIDDEN: {
    statuses: [403],
    meaning: '`GET /v1/tx/{id}`, files routes: the context does not own the transaction.',
  },
  TRANSACTION_CONTEXT_REQUIRED: {
    statuses: [400],
    meaning: '`GET /v1/txs`, files upload-url: the context lacks the profile or team the request needs.',
  },
  TX_FILES_PATH_INVALID: { statuses: [400], meaning: 'Confirm files: a path not under `tx-files/{txId}/`.' },
  TX_FILES_PATH_SET_MISMATCH: {
    statuses: [400],
    meaning: 'Confirm files: not exactly the paths of the upload, each once.',
  },
  TX_FILES_NAME_INVALID: { statuses: [400], meaning: 'Transaction file routes: a file name off the rules.' },
  TX_FILES_UPLOAD_INCOMPLETE: { statuses: [400], meaning: 'Confirm files: a file not uploaded yet.' },
  TX_FILE_TOO_LARGE: { statuses: [400], meaning: 'Confirm files: a file over 5 MiB.' },
  TX_UPLOAD_NOT_FOUND: {
    statuses: [404],
    meaning: 'Confirm files: unknown upload, one of another transaction, or one already confirmed.',
  },
  TX_UPLOAD_EXPIRED: { statuses: [404], meaning: 'Confirm files: the upload state is older than one hour.' },
  UPLOAD_NOT_FOUND: { statuses: [404], meaning: 'Upload URL: no upload with this token.' },
  UPLOAD_URL_EXPIRED: { statuses: [403], meaning: 'Upload URL: the URL has expired.' },
  UPLOAD_EMPTY: { statuses: [400], meaning: 'Upload URL: the body is empty.' },
  UPLOAD_CONTENT_TYPE_MISMATCH: {
    statuses: [400],
    meaning: 'Upload URL: the content type is not the one the URL was issued for.',
  },
  UPLOAD_ALREADY_CONFIRMED: {
    statuses: [409],
    meaning: 'Transaction file upload URL: the files are already attached.',
  },
  DOWNLOAD_URL_INVALID: {
    statuses: [403],
    meaning: 'Transaction file download URL: not signed for this path and expiry.',
  },
  DOWNLOAD_URL_EXPIRED: { statuses: [403], meaning: 'Transaction file download URL: the URL has expired.' },

  CHAIN_NOT_FOUND: { statuses: [404], meaning: 'Chain ledger: no simulated chain with that id.' },
  TOKEN_NOT_FOUND: { statuses: [404], meaning: 'Chain ledger: no such token on the chain.' },
  CHAIN_TX_NOT_FOUND: { statuses: [404], meaning: 'Chain ledger: no chain transaction with that hash.' },
  CHAIN_TX_NOT_PENDING: {
    statuses: [409],
    meaning: 'Chain ledger: the chain transaction is already settled.',
  },
  WALLET_NOT_FOUND: { statuses: [404], meaning: 'Wallet alias and default: no such wallet in the team.' },
  WALLET_TEAM_REQUIRED: {
    statuses: [400],
    meaning: '`GET /v1/wallet/default`: no `teamId` and an app-level key.',
  },
  WALLET_SCOPE_INVALID: {
    statuses: [400],
    meaning: "`GET /v1/wallet/list`: a team or profile outside the key's app or scope.",
  },
  WALLET_ADMIN_REQUIRED: {
    statuses: [403],
    meaning: '`POST /v1/wallet/external`: the profile is not a team admin.',
  },
  WALLET_EXISTS: { statuses: [409], meaning: 'The team already has the wallet address.' },
  WALLET_CHAIN_UNSUPPORTED: { statuses: [400], meaning: 'Wallet routes: unknown chain.' },
  WALLET_TOKEN_UNSUPPORTED: {
    statuses: [400],
    meaning: 'Wallet routes: the token is no ERC-20 token of the chain.',
  },
  WALLET_AMOUNT_INVALID: {
    statuses: [400],
    meaning: 'Wallet routes: an amount that is not positive, too large, or has more decimals than the token.',
  },
  WALLET_EXECUTOR_REQUIRED: {
    statuses: [400],
    meaning: 'Allowance routes: `general` without `executorAddress`.',
  },
  WALLET_EXECUTOR_INVALID: {
    statuses: [400],
    meaning: 'Allowance routes: an `executorAddress` that is no executor of the chain.',
  },
  WALLET_EXECUTOR_UNAVAILABLE: {
    statuses: [400],
    meaning: 'Allowance routes: the action has no executor on the chain.',
  },
  WALLET_NOT_OWNED: {
    statuses: [400],
    meaning: 'Allowance writes: a platform wallet the session may not use.',
  },
  WALLET_INSUFFICIENT_GAS: {
    statuses: [400],
    meaning: "Allowance writes: the platform wallet cannot pay the approval's gas.",
  },
  WALLET_PORTFOLIO_PRICE_MISSING: {
    statuses: [500],
    meaning: 'Portfolio: a token of the wallet has no USD price.',
  },
  GAS_SPONSOR_WALLET_NOT_OWNED: {
    statuses: [400],
    meaning: "`POST /v1/wallet/evm/gas-sponsor`: the wallet is not the session profile's.",
  },
  GAS_SPONSOR_DISABLED: {
    statuses: [400],
    meaning: '`POST /v1/wallet/evm/gas-sponsor`: sponsorship disabled on the chain (Ethereum).',
  },
  GAS_SPONSOR_LIMIT_EXCEEDED: {
    statuses: [400],
    meaning: "`POST /v1/wallet/evm/gas-sponsor`: the user's limit of sponsorships is reached.",
  },
  GAS_SPONSOR_ALLOWANCE_EXISTS: {
    statuses: [409],
    meaning: '`POST /v1/wallet/evm/gas-sponsor`: the wallet already approved the executor.',
  },
  GAS_SPONSOR_PENDING: {
    statuses: [409],
    meaning: '`POST /v1/wallet/evm/gas-sponsor`: another sponsorship of the user is unfulfilled.',
  },
  GAS_SPONSOR_COOLDOWN: { statuses: [429], meaning: '`POST /v1/wallet/evm/gas-sponsor`: cooldown active.' },
  GAS_SPONSOR_TRANSFER_FAILED: {
    statuses: [500],
    meaning: '`POST /v1/wallet/evm/gas-sponsor`: the gas sponsor cannot pay.',
  },

  CHANNEL_NOT_FOUND: {
    statuses: [400, 404],
    meaning: 'No channel with that slug or id (400 on the channel action route, 404 elsewhere).',
  },
  CHANNEL_SLUG_INVALID: { statuses: [400], meaning: 'Channel listing: `channelSlug` names no channel.' },
  CHANNEL_NOT_AVAILABLE: { statuses: [403], meaning: 'The channel is not enabled for the app.' },
  CHANNEL_CATALOG_INVALID: {
    statuses: [500],
    meaning: 'A capability of the channel catalogue lacks its top-up country.',
  },
  CHANNEL_PARAM_SIGNATURE_INVALID: {
    statuses: [400],
    meaning:
      'Top-up channel action: `params.signature` is not the one validate gave for the code and capability.',
  },
  CAPABILITY_NOT_FOUND: {
    statuses: [403, 404],
    meaning: 'No such capability (403 on the channel action route, 404 on the capability routes).',
  },
  CAPABILITY_INVALID: {
    statuses: [400],
    meaning: 'Channel action: the capability is not one of the channel.',
  },
  CAPABILITY_DISABLED: { statuses: [403], meaning: 'Channel action: the capability is disabled.' },
  CAPABILITY_NOT_AVAILABLE: {
    statuses: [403],
    meaning: "Channel action: the capability's channel is not enabled for the app.",
  },
  PARAM_NOT_FOUND: {
    statuses: [400],
    meaning: 'Channel action: `paramKey` is no parameter of the capability.',
  },
  METHOD_NOT_FOUND: { statuses: [404], meaning: 'Channel method route: the channel has no such method.' },
  GATE_NOT_FOUND: { statuses: [404], meaning: 'Channel gate routes: no such gate.' },
  ONBOARDING_ROLE_FORBIDDEN: {
    statuses: [403],
    meaning: 'Channel onboarding: only a team admin completes it.',
  },
  DISCOVERY_UNAVAILABLE: {
    statuses: [503],
    meaning: 'Channel discovery is switched off by the control route.',
  },
  QUOTE_NOT_SUPPORTED: { statuses: [501], meaning: 'Channel action: the channel has no adapter for quotes.' },
  EXECUTE_NOT_SUPPORTED: {
    statuses: [501],
    meaning: 'Channel action: the channel has no adapter for execution.',
  },

  TOPUP_WITHDRAWAL_NOT_FOUND: {
    statuses: [404],
    meaning: 'Top-up withdrawal: unknown `txId`, or one of another app.',
  },
  TOPUP_WITHDRAWAL_NOT_AWAITING_SIGNATURE: {
    statuses: [409],
    meaning: 'Top-up withdrawal: a platform-wallet withdrawal, or one already processed.',
  },
  TOPUP_SIGN_PAYLOAD_REQUIRED: {
    statuses: [409],
    meaning: 'Top-up withdrawal: process-sponsored-tx before any sign-payload.',
  },
  TOPUP_ROLE_FORBIDDEN: { statuses: [403], meaning: 'Top-up withdrawal: a viewer cannot withdraw.' },
  TOPUP_WALLET_NOT_OWNED: {
    statuses: [403],
    meaning: 'Top-up withdrawal: `sendWallet` is not a wallet of the caller.',
  },
  TOPUP_WALLET_REQUIRED: {
    statuses: [400],
    meaning: 'Top-up withdrawal: the caller has no EVM wallet and sent no `sendWallet`.',
  },
  TOPUP_INSUFFICIENT_BALANCE: {
    statuses: [400],
    meaning: 'Top-up withdrawal: the wallet does not hold the amount.',
  },
  TOPUP_NONCE_USED: {
    statuses: [400],
    meaning: "Top-up withdrawal: the payload's nonce was used meanwhile.",
  },
  TOPUP_SIGNATURE_MALFORMED: {
    statuses: [400],
    meaning: 'Top-up withdrawal: not a hex signature, or not a canonical 65-byte one.',
  },
  TOPUP_SIGNATURE_EXPIRED: { statuses: [400], meaning: 'Top-up withdrawal: past `expiresAtMs`.' },
  TOPUP_SIGNER_MISMATCH: {
    statuses: [403],
    meaning: "Top-up withdrawal: signed by another key than the wallet's.",
  },
  TOPUP_SIGNATURE_INVALID: { statuses: [400], meaning: 'Top-up withdrawal: any other signing failure.' },
  TOPUP_WITHDRAWAL_FAILED: { statuses: [500], meaning: 'Top-up withdrawal: the gas sponsor cannot pay.' },

  RAMP_TX_NOT_FOUND: { statuses: [404], meaning: 'Ramp refresh-url: no such transaction.' },
  RAMP_ORDER_NOT_FOUND: { statuses: [404], meaning: 'No ramp order for the transaction.' },
  RAMP_ORDER_FORBIDDEN: { statuses: [403], meaning: 'The ramp order belongs to another team.' },
  RAMP_ORDER_FINAL: { statuses: [409], meaning: 'The ramp order is already completed, failed or cancelled.' },
  RAMP_ORDER_NOT_CANCELLABLE: { statuses: [409], meaning: 'The ramp order can no longer be cancelled.' },
  RAMP_ORDER_NOT_REFRESHABLE: {
    statuses: [400],
    meaning: "The ramp order's URL can no longer be refreshed.",
  },
  RAMP_REFRESH_NOT_SUPPORTED: {
    statuses: [501],
    meaning: 'Ramp refresh-url: the transaction is no ramp order; its channel has no hosted URL.',
  },
  RAMP_INSUFFICIENT_BALANCE: { statuses: [400], meaning: 'Off-ramp: the wallet does not hold the amount.' },

  PAYMENT_REQUEST_NOT_FOUND: { statuses: [404], meaning: 'Control route: no such payment request.' },
  PAYMENT_REQUEST_CLOSED: {
    statuses: [409],
    meaning: 'Pay or notify a payment request that is already `completed` or `failed`.',
  },
  PAYMENT_REQUEST_FORBIDDEN: {
    statuses: [403],
    meaning: "Notify the client of a payment request with a key scoped to another team than the maker's.",
  },
  PAYMENT_REQUEST_PAYMENT_PENDING: {
    statuses: [409],
    meaning: 'Pay a payment request while one of its payments waits for confirmation.',
  },
  PAYMENT_REQUEST_NO_TARGET: {
    statuses: [409],
    meaning: 'Pay a payment request that has no receiving wallet.',
  },
  INSUFFICIENT_BALANCE: {
    statuses: [400],
    meaning: 'Chain ledger, paying a payment request: the sender lacks the tokens.',
  },
  INSUFFICIENT_GAS: {
    statuses: [400],
    meaning: 'Chain ledger, paying a payment request: the sender lacks the gas.',
  },

  SEND_NOT_FOUND: { statuses: [404], meaning: 'Send routes: unknown send, or one of another app.' },
  SEND_TX_NOT_FOUND: { statuses: [404], meaning: 'Send routes: unknown transaction index.' },
  SEND_PREPARE_NOT_FOUND: { statuses: [404], meaning: 'Send routes: unknown preparation.' },
  SEND_ACCESS_DENIED: {
    statuses: [403],
    meaning: 'Send routes: another team, a viewer, or a wallet the caller may not use.',
  },
  SEND_ATTESTATION_INVALID: {
    statuses: [403],
    meaning: "Send routes: the attestation is not the preparation's.",
  },
  SEND_SIGNER_MISMATCH: { statuses: [403], meaning: "Send routes: signed by another key than the wallet's." },
  SEND_TX_ALREADY_PROCESSED: {
    statuses: [409],
    meaning: 'Send routes: the transaction was already submitted.',
  },
  SEND_PREPARE_USED: { statuses: [409], meaning: 'Send routes: the preparation was already used.' },
  SEND_NONCE_USED: { statuses: [409], meaning: 'Send routes: the signed nonce was used meanwhile.' },
  SEND_ALLOWANCE_INSUFFICIENT: {
    statuses: [409],
    meaning: 'Send routes: the executor may move less than the transaction needs.',
  },
  SEND_SIGNATURE_REQUIRED: {
    statuses: [409],
    meaning: 'Send routes: a client wallet processed without its prepared signature.',
  },
  SEND_INSUFFICIENT_BALANCE: { statuses: [400], meaning: 'Send routes: the wallet lacks the tokens.' },
  SEND_INSUFFICIENT_GAS: { statuses: [400], meaning: 'Send routes: the wallet lacks the gas.' },
  SEND_PREPARE_EXPIRED: { statuses: [400], meaning: 'Send routes: the preparation has expired.' },
  SEND_SIGNATURE_MALFORMED: {
    statuses: [400],
    meaning: 'Send routes: the signature is not a hex signature.',
  },
  SEND_SIGNATURE_INVALID: { statuses: [400], meaning: 'Send routes: any other signing failure.' },
  SEND_PREPARE_TX_MISMATCH: {
    statuses: [400],
    meaning: 'Send routes: the transaction index is not the prepared one.',
  },
  SEND_TX_FAILED: {
    statuses: [500],
    meaning: 'Send routes: the transfer failed, or the gas sponsor cannot pay.',
  },
  SEND_PREPARE_FAILED: { statuses: [500], meaning: 'Send routes: the typed data cannot be built.' },

  OTC_REQUEST_NOT_FOUND: { statuses: [404], meaning: 'OTC routes: unknown request, or one of another app.' },
  OTC_OFFER_NOT_FOUND: { statuses: [404], meaning: 'OTC routes: unknown offer of the request.' },
  OTC_SPLIT_NOT_FOUND: { statuses: [404], meaning: 'OTC routes: unknown split of the request.' },
  OTC_PROOF_NOT_FOUND: { statuses: [404], meaning: 'OTC routes: the request has no submitted proof.' },
  OTC_ACCESS_DENIED: {
    statuses: [403],
    meaning: "OTC routes: the caller's team is not a party of the request.",
  },
  OTC_NOT_REQUEST_CREATOR: { statuses: [403], meaning: 'OTC routes: only the creating team may do this.' },
  OTC_PROVIDER_NOT_APPROVED: {
    statuses: [403],
    meaning: 'OTC offers: the team is not approved as OTC provider.',
  },
  OTC_CONTEXT_REQUIRED: { statuses: [401], meaning: 'OTC reject offer: no profile or team context.' },
  OTC_REQUEST_ID_REQUIRED: { statuses: [400], meaning: 'OTC proofs: a blank `requestId`.' },
  OTC_OWN_REQUEST: {
    statuses: [409],
    meaning: 'OTC offers: a team cannot make an offer on its own request.',
  },
  OTC_REQUEST_NOT_OPEN: { statuses: [409], meaning: 'OTC offers: the request no longer takes offers.' },
  OTC_OFFER_NOT_PENDING: {
    statuses: [400, 409],
    meaning: 'OTC offers: the offer is no longer pending (400 on reject, 409 on accept).',
  },
  OTC_REQUEST_NOT_IN_SETTLEMENT: {
    statuses: [409],
    meaning: 'OTC proofs and splits: the escrow of the request is not funded.',
  },
  OTC_SPLIT_NOT_AWAITING_PROOF: {
    statuses: [409],
    meaning: 'OTC proofs: the split neither awaits a proof nor is disputed.',
  },
  OTC_SPLIT_NOT_AWAITING_VERIFICATION: {
    statuses: [409],
    meaning: 'OTC proofs: the split has no submitted proof.',
  },
  OTC_SPLIT_NOT_VERIFIED: { statuses: [409], meaning: "OTC splits: the split's proof is not verified." },
  OTC_SPLIT_SETTLED: { statuses: [409], meaning: 'OTC splits: the split is already settled.' },
  OTC_SIGNATURE_NOT_REQUESTED: {
    statuses: [409],
    meaning: 'OTC splits: no approval or denial was handed out for the split.',
  },
  OTC_PROOF_EXISTS: {
    statuses: [409],
    meaning: 'OTC proofs: the split already has a proof (send `forceNewProof`).',
  },
  OTC_PROOF_FILES_REQUIRED: {
    statuses: [400],
    meaning: 'OTC proofs: no proof files were prepared for the split.',
  },
  OTC_PROOF_UPLOAD_INCOMPLETE: {
    statuses: [400],
    meaning: 'OTC proofs: a prepared file is not uploaded yet.',
  },
  OTC_WALLET_MISMATCH: { statuses: [400], meaning: 'OTC: the wallet is not the escrowing wallet.' },
  OTC_ALLOWANCE_INSUFFICIENT: {
    statuses: [400],
    meaning: 'OTC escrow: the payer allows the escrow factory less than the amount.',
  },
  OTC_INSUFFICIENT_BALANCE: { statuses: [400], meaning: 'OTC escrow: the payer lacks the tokens.' },
  OTC_INSUFFICIENT_GAS: { statuses: [400], meaning: 'OTC: the wallet lacks the gas.' },
  OTC_SIGNATURE_MALFORMED: { statuses: [400], meaning: 'OTC signatures: not a hex signature.' },
  OTC_SIGNATURE_EXPIRED: { statuses: [400], meaning: 'OTC signatures: the signed data has expired.' },
  OTC_SIGNER_MISMATCH: { statuses: [403], meaning: 'OTC signatures: signed by another key.' },
  OTC_SIGNATURE_INVALID: { statuses: [400], meaning: 'OTC signatures: any other signing failure.' },
  OTC_ESCROW_FAILED: { statuses: [500], meaning: 'OTC escrow: the escrow transaction failed.' },
} as const satisfies Readonly<Record<string, SimulatorErrorInfo>>;

/** A code of the simulator catalogue. */
export type SimulatorErrorCode = keyof typeof SIMULATOR_ERRORS;
