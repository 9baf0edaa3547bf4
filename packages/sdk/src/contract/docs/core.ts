/**
 * Documentation text of the core channel operations, keyed by operation id: read by the
 * OpenAPI document, the generated TSDoc and the error catalogue, never by a client at run time.
 */
import { SUPPORTED_CHAIN } from './state-rules.js';
import type { OperationDocs } from './types.js';

/** The rules a send's handler checks against the chains, tokens, tags and fees (create and preview). */
const SEND_RULES = {
  'channelParams.chain': `${SUPPORTED_CHAIN} that has send contracts (\`GET /v1/core/send/contracts\`)`,
  'channelParams.token': 'an ERC-20 token of the chain, by symbol or contract address',
  'channelParams.currencyToken': 'the token itself, or `USD` for a USD stablecoin',
  'channelParams.recipients[]': 'not the sender',
  'channelParams.recipients[].vudyTag': 'a tag `GET /channel/core/tag` resolves to a wallet',
  'channelParams.recipients[].amount': "at most the token's decimals, and more than the fee it pays",
  amount: "the sum of the recipients' amounts",
} as const;

export const coreDocs = {
  createPaymentRequest: {
    summary: 'Create a native payment request.',
    description:
      'Creates a payment request for `amount` to `targetAddress`. `channelParams` may carry `customId`, `note`, `requestedChain`, `requestedToken`, `currencyToken` and `addedFee` (object or null). Returns the request id, its payment `url` and `embedUrl`, the transaction id and `channelTableType` `ch_core_request`.',
    stateRules: {
      'channelParams.requestedChain': SUPPORTED_CHAIN,
      'channelParams.requestedToken':
        'a payment token (USDC, USDT or DAI) of the requested chain, by symbol or contract address',
    },
    errors: [
      // 403 CH-01
      'Invalid API key.',
      // 401
      'Missing or invalid session, or no usable context.',
      // 403 CH-02
      'Invalid profile or team access.',
      // 400 CH-03
      'Invalid request body.',
      // 403 CH-04
      'Channel not available for the app.',
      // 400 CH-06
      'Invalid channel parameters.',
      // 500 CH-07
      'Channel function failed.',
    ],
  },
  getPaymentRequest: {
    summary: 'Read a payment request.',
    description:
      'Returns the transaction (`txs`, `channel`, `token`, `chain`), the request `detail`, the requesting `profile` and its `team` (omitted when unavailable), plus `offers` for OTC-correlated transactions.',
    errors: [
      // 404 1
      'Payment request not found.',
      // 404 2
      'Transaction not found.',
      // 404 3
      'Action not found.',
      // 400 4
      'Invalid HTTP method.',
      // 400 5
      'Invalid request body.',
    ],
  },
  payPaymentRequest: {
    summary: 'Pay a payment request (payer flow).',
    description:
      'Starts payment of the request by `sender` on `chain` with `token`. Rejected when the request is already `completed` or `failed`. Returns the request `{ id, status }`, the transaction `{ id, status }` and the team `{ id, name }`.',
    stateRules: {
      chain: `${SUPPORTED_CHAIN}, and the request's \`requestedChain\` when it names one`,
      token:
        "a payment token (USDC, USDT, DAI) of the chain, and the request's `requestedToken` when it names one",
    },
    errors: [
      // 404 1
      'Payment request not found.',
      // 404 2
      'Transaction not found.',
      // 404 3
      'Action not found.',
      // 400 4
      'Invalid HTTP method.',
      // 400 5
      'Invalid request body.',
      // 400
      '`sender` lacks the tokens the payment and its fee take (`INSUFFICIENT_BALANCE`), or the gas of their transfers (`INSUFFICIENT_GAS`).',
      // 409
      'The payment request is already completed or failed (`PAYMENT_REQUEST_CLOSED`), a payment of it waits for its confirmation (`PAYMENT_REQUEST_PAYMENT_PENDING`), or it has no wallet to receive the payment (`PAYMENT_REQUEST_NO_TARGET`).',
    ],
  },
  createSend: {
    summary: 'Create a send to one or many recipients.',
    description:
      'Creates a send and returns the transactions to run: `transactions` and `gasTransactions`, the chain and contract, whether the token allowance is already enough (`allowanceOk`), whether gas sponsorship is needed, and the total token and native gas amounts required.',
    stateRules: {
      ...SEND_RULES,
      targetAddress: 'a wallet of the caller that holds the tokens the send needs',
    },
    errors: [
      // 403 CH-01
      'Invalid API key.',
      // 401
      'Missing or invalid session, or no usable context.',
      // 403 CH-02
      'Invalid profile or team access.',
      // 400 CH-03
      'Invalid request body.',
      // 403 CH-04
      'Channel not available for the app.',
      // 400 CH-06
      'Invalid channel parameters.',
      // 500 CH-07
      'Channel function failed.',
    ],
  },
  previewSend: {
    summary: 'Preview a send without creating it.',
    description:
      'Creates nothing; used for fee, sponsorship and balance checks. `channelParams` takes `chain`, `token`, `currencyToken` (string or null), `gasConversionUsd` (non-negative number or null) and `recipients` (at least one, each with a positive `amount` and either an `address` or a `vudyTag`).',
    stateRules: SEND_RULES,
    errors: [
      // 403 CH-01
      'Invalid API key.',
      // 403 CH-04
      'Channel not available for the app.',
      // 400 APP_CHANNEL_CORE_SEND_PREVIEW#2
      'Invalid parameters.',
    ],
  },
  prepareSponsoredSendTx: {
    summary: 'Prepare a gas-sponsored transaction of a send for signing.',
    description:
      'Prepares transaction `txIndex` (default 0) of the send for sponsored submission. Returns `prepareId`, its expiry `expiresAtMs`, the server `attestation`, the EIP-712 `typedData` to sign and the `signerAddress` expected to sign it.',
    errors: [
      // 400
      'Invalid input.',
      // 403
      'Access denied.',
      // 404
      'Send or transaction not found.',
      // 409
      'The transaction cannot be prepared in its current state.',
      // 500
      'Preparation failed.',
    ],
  },
  processSendTx: {
    summary: 'Process one regular or gas transaction of a send.',
    description:
      'Processes transaction `txIndex` of the `regular` or `gas` list of the send. Wallets the service can sign for are signed and sent; client wallets get the payload to sign.',
    errors: [
      // 400
      'The sending wallet lacks the tokens (`SEND_INSUFFICIENT_BALANCE`) or the gas (`SEND_INSUFFICIENT_GAS`) of the transaction.',
      // 403
      'The caller may not act on the send: another team, a viewer, or a wallet it may not use (`SEND_ACCESS_DENIED`).',
      // 409
      "The transaction was already submitted (`SEND_TX_ALREADY_PROCESSED`), or the send executor may move less of the wallet's tokens than it needs (`SEND_ALLOWANCE_INSUFFICIENT`).",
    ],
  },
  processSponsoredSendTx: {
    summary: 'Submit a gas-sponsored transaction of a send.',
    description:
      'With a `prepareId` (from prepare-sponsored-tx), `attestation` and `userSignature` are required and the signed transaction is submitted. Without `prepareId`, a valid session is required and transaction `txIndex` (default 0) is signed by the service.',
    errors: [
      // 400
      'The preparation has expired (`SEND_PREPARE_EXPIRED`) or is for another `txIndex` (`SEND_PREPARE_TX_MISMATCH`), `userSignature` is not a signature (`SEND_SIGNATURE_MALFORMED`) or fails verification (`SEND_SIGNATURE_INVALID`), or the sending wallet lacks the tokens (`SEND_INSUFFICIENT_BALANCE`).',
      // 401
      'Without a `prepareId`, no valid session (`SESSION_REQUIRED`).',
      // 403
      "The caller may not act on the send (`SEND_ACCESS_DENIED`), the attestation is not the preparation's (`SEND_ATTESTATION_INVALID`), or another key than the wallet's signed (`SEND_SIGNER_MISMATCH`).",
      // 409
      'A client wallet without a prepared signature (`SEND_SIGNATURE_REQUIRED`); the preparation (`SEND_PREPARE_USED`), the signed nonce (`SEND_NONCE_USED`) or the transaction (`SEND_TX_ALREADY_PROCESSED`) already used; or the send executor may move less than the transaction needs (`SEND_ALLOWANCE_INSUFFICIENT`).',
    ],
  },
  resolveTags: {
    summary: 'Resolve tags to display names and wallet addresses.',
    description:
      'Resolves the given `tags` (and/or an `address`) to a display name and wallet address per tag.',
    errors: [],
  },
  getPaymentRequestInvoicePdf: {
    summary: 'Download the PDF invoice of a completed payment request.',
    description:
      'Returns the invoice of the payment request as PDF bytes, rendered in the optional `language`. The request must be completed.',
    errors: [
      // 404 1
      'Payment request not found.',
      // 400 2
      'Payment request not completed.',
      // 500 3
      'Failed to read the invoice template.',
      // 500 4
      'Failed to generate the PDF.',
    ],
  },
  notifyPaymentRequestClient: {
    summary: 'Notify the client of a payment request.',
    description:
      'Sends a notification about the payment request to its client. Body and response are not documented.',
    errors: [
      // 403
      "The key is scoped to another team than the request's maker (`PAYMENT_REQUEST_FORBIDDEN`).",
      // 409
      'The payment request is already completed or failed (`PAYMENT_REQUEST_CLOSED`).',
    ],
  },
  listSendContracts: {
    summary: 'Read the contracts used by sends.',
    description: 'Returns the send contracts. Request parameters and response are not documented.',
    errors: [],
  },
} as const satisfies Record<string, OperationDocs>;
