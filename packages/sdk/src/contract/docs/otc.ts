/**
 * Documentation text of the OTC operations, keyed by operation id: read by the
 * OpenAPI document, the generated TSDoc and the error catalogue, never by a client at run time.
 */
import { SUPPORTED_CHAIN, SUPPORTED_CHAIN_ID } from './state-rules.js';
import type { OperationDocs } from './types.js';

/** Why a signature the signing package refuses answers 400, after "the" in a sentence. */
const SIGNATURE_REFUSED =
  'signature is malformed (`OTC_SIGNATURE_MALFORMED`), its signed data has expired (`OTC_SIGNATURE_EXPIRED`), or it fails verification otherwise (`OTC_SIGNATURE_INVALID`)';

/** The 403 of a route only the parties of a request may call, as the start of a sentence. */
const NOT_A_PARTY =
  "The caller's team is neither the creator nor the accepted provider of the request (`OTC_ACCESS_DENIED`)";

/** The 409 of a route that acts on a request in settlement, as the start of a sentence. */
const NOT_IN_SETTLEMENT =
  "The request's escrow is not funded yet or the request is over (`OTC_REQUEST_NOT_IN_SETTLEMENT`)";

/** The 403 of a route only the creator of a request may call, as the start of a sentence. */
const NOT_CREATOR = "The caller's team did not create the request (`OTC_ACCESS_DENIED`)";

/** The 409 of a route that acts on an open offer. */
const OFFER_CLOSED =
  'The request no longer takes offers (`OTC_REQUEST_NOT_OPEN`), or the offer is no longer pending (`OTC_OFFER_NOT_PENDING`).';

/** The split routes' answers: a wrong wallet, another team, an unknown split, a split in the wrong state. */
const SPLIT_ACTION_ERRORS = [
  // 400
  "`userWalletAddress` is not the wallet whose tokens are escrowed (`OTC_WALLET_MISMATCH`), or the escrow holds less than the split's tokens (`OTC_INSUFFICIENT_BALANCE`).",
  // 403
  "The caller's team is not the team whose tokens are escrowed (`OTC_ACCESS_DENIED`).",
  // 404
  "No OTC request of the caller's app has the body's `otcRequestId`, or the request has no split `splitIndex`.",
  // 409
  `${NOT_IN_SETTLEMENT}, or the split is not in a state the action applies to: a split is approved once its proof is verified (\`OTC_SPLIT_NOT_VERIFIED\`), and a released or refunded split is not denied (\`OTC_SPLIT_SETTLED\`).`,
] as const;

/** The 403 of the proof routes the escrowing wallet signs. */
const NOT_ESCROWING_SIGNER = `${NOT_A_PARTY}, or the signature is not the escrowing wallet's (\`OTC_SIGNER_MISMATCH\`).`;

/** The rules of the allowance routes' chain and token. */
const ALLOWANCE_RULES = {
  chainId: SUPPORTED_CHAIN_ID,
  tokenAddress: 'an ERC-20 token of the chain (not its native coin)',
} as const;

/** The crypto side's chain of an OTC request: the buy side's for `buy`, the sell side's for `sell`. */
const OTC_CHAIN = `on the crypto side of the request, ${SUPPORTED_CHAIN}`;
/** The currencies of an OTC request's two sides. */
const OTC_CURRENCY =
  "on the crypto side, an OTC token (USDC, USDT, DAI) of its chain; on the fiat side, an OTC fiat currency and the currency of `userBankId`'s account";

export const otcDocs = {
  createOtcRequest: {
    summary: 'Create an OTC buy or sell request.',
    description:
      'Body `targetAddress`, `amount` and `channelParams` (`requestType` and `amountType` `buy` or `sell`, `buyCurrency`, `sellCurrency`, `buyChain`, `sellChain`, `userBankId` UUID, optional `taxId` of 1 to 64 letters, digits or dashes). Context comes from the session or a profile-scoped key; profile/team headers are not used. Returns the OTC request row.',
    stateRules: {
      'channelParams.buyChain': OTC_CHAIN,
      'channelParams.sellChain': OTC_CHAIN,
      'channelParams.buyCurrency': OTC_CURRENCY,
      'channelParams.sellCurrency': OTC_CURRENCY,
      'channelParams.userBankId': "a bank account of the caller's profile",
      amount:
        "at most the decimals of the side it counts (the token's, or 2 for fiat), and at least one token unit",
    },
    errors: [
      // 400 CH-03
      'Invalid request body.',
      // 400 CH-06
      'Invalid channel parameters.',
      // 401
      'Missing or invalid session, or no usable context.',
      // 403 CH-01
      'Invalid API key.',
      // 403 CH-02
      'Invalid profile or team access.',
      // 403 CH-04
      'Channel not available for app.',
      // 500 CH-07
      'Channel function failed.',
    ],
  },
  acceptOtcOffer: {
    summary: 'Accept an offer on an OTC request and create its escrow.',
    description:
      'Body `offerId` and `userSignature`. Validates the signature and creates the escrow contract on-chain. Returns `{ escrowAddress, txHash, offerId, requestId }`.',
    errors: [
      // 400
      `The ${SIGNATURE_REFUSED}; or the paying wallet (the request's for \`sell\`, the provider's for \`buy\`) allows the escrow factory less than the offer's tokens (\`OTC_ALLOWANCE_INSUFFICIENT\`) or holds less (\`OTC_INSUFFICIENT_BALANCE\`).`,
      // 403
      `${NOT_CREATOR}, or the signature is not the request wallet's (\`OTC_SIGNER_MISMATCH\`).`,
      // 409
      OFFER_CLOSED,
    ],
  },
  denyOtcProof: {
    summary: 'Deny the proof of one split of an OTC request.',
    description:
      'Body `splitIndex`, `walletAddress`, `signature` and optional `reason`. On success the request moves to `conflict`. Returns `{ requestId, splitIndex, reason, txHash, status }`.',
    errors: [
      // 400
      `\`walletAddress\` is not the escrowing wallet (\`OTC_WALLET_MISMATCH\`), or the ${SIGNATURE_REFUSED}.`,
      // 403
      NOT_ESCROWING_SIGNER,
      // 409
      `${NOT_IN_SETTLEMENT}, or the split has no submitted proof to deny (\`OTC_SPLIT_NOT_AWAITING_VERIFICATION\`).`,
    ],
  },
  prepareOtcProof: {
    summary: 'Get signed upload URLs for the proof files of one split.',
    description:
      'Body `fileNames` (at least one PDF or image file name) and `splitIndex`. Returns `{ uploadUrls, uploadId, splitIndex }`, one signed upload URL per file.',
    errors: [
      // 403
      `${NOT_A_PARTY}.`,
      // 409
      `${NOT_IN_SETTLEMENT}, or the split neither awaits a proof nor is disputed (\`OTC_SPLIT_NOT_AWAITING_PROOF\`).`,
    ],
  },
  rejectOtcOffer: {
    summary: 'Reject an offer on an OTC request.',
    description:
      'Body `offerId`. Only the team that created the request may reject. Returns `{ offerId, status: "rejected" }`.',
    errors: [
      // 400
      'Invalid input, or the offer is no longer pending (`OTC_OFFER_NOT_PENDING`).',
      // 401
      'Missing or invalid context.',
      // 403
      'Caller team did not create the request.',
      // 404
      'Request or offer not found.',
      // 500
      'Rejection failed.',
    ],
  },
  submitOtcProof: {
    summary: 'Submit the uploaded proof files of one split.',
    description:
      'Body `splitIndex`, `signature` and optional `forceNewProof`. Processes the uploaded proof files and submits the approval transaction. Returns `{ requestId, splitIndex, txHash }`.',
    errors: [
      // 400
      `No proof files were prepared for the split (\`OTC_PROOF_FILES_REQUIRED\`) or one is not uploaded yet (\`OTC_PROOF_UPLOAD_INCOMPLETE\`), or the ${SIGNATURE_REFUSED}.`,
      // 403
      `${NOT_A_PARTY}, or the signature is not the fiat-paying wallet's (\`OTC_SIGNER_MISMATCH\`).`,
      // 409
      `${NOT_IN_SETTLEMENT}, or the split neither awaits a proof nor is disputed (\`OTC_SPLIT_NOT_AWAITING_PROOF\`), or it already has one (\`OTC_PROOF_EXISTS\`; send \`forceNewProof\` to replace it).`,
    ],
  },
  verifyOtcProof: {
    summary: 'Verify the proof of one split.',
    description:
      'Body `splitIndex` and `signature`. Returns `{ requestId, splitIndex, txHash, status }`; `status` is `verification sent` when the verification is accepted.',
    errors: [
      // 400
      `The ${SIGNATURE_REFUSED}.`,
      // 403
      NOT_ESCROWING_SIGNER,
      // 409
      `${NOT_IN_SETTLEMENT}, or the split has no submitted proof to verify (\`OTC_SPLIT_NOT_AWAITING_VERIFICATION\`).`,
    ],
  },
  listOtcRequests: {
    summary: 'List OTC requests with filters.',
    description:
      'Optional query filters: `buyCurrency`, `sellCurrency`, creation and update date ranges, USD, buy and sell amount ranges, `status` (repeatable, OTC statuses), `type` (`buy` or `sell`), paged by `limit` and `offset`. Context comes from the session or a profile-scoped key; headers are not used. Returns an array of `{ otcRequest, tx, buyToken, sellToken }`.',
    errors: [],
  },
  checkOtcAllowance: {
    summary: 'Compare the escrow-factory allowance with a required amount.',
    description:
      'Body `chainId`, `tokenAddress`, `senderAddress` and `amountToCheck`. Compares the current escrow-factory allowance of the sender with the required amount. Response data shape not shown.',
    stateRules: { ...ALLOWANCE_RULES, amountToCheck: "at most the token's decimals" },
    errors: [],
  },
  getOtcGating: {
    summary: 'Read the OTC access gating of the acting profile and team.',
    description: 'Response data shape not shown.',
    errors: [],
  },
  getOtcProof: {
    summary: 'Get signed download URLs for the proof files of an OTC request.',
    description: 'Returns `{ proofUrls }`, each with `filePath`, `signedUrl` and `expiresAt`.',
    errors: [
      // 400
      'Invalid request id.',
      // 403
      'Access to the request denied.',
      // 404
      'Request or proof not found.',
      // 500
      'Proof lookup failed.',
    ],
  },
  approveOtcAllowance: {
    summary: 'Approve a token allowance for OTC escrow.',
    description:
      'Body `chainId`, `tokenAddress`, `senderWallet`, `amount` (`max`, a positive number or a positive numeric string) and `autoSign` (default false). Submits the approval when the session can sign, otherwise returns transaction data for the client. Response data shape not shown.',
    stateRules: { ...ALLOWANCE_RULES, amount: "at most the token's decimals" },
    errors: [
      // 400
      "With `autoSign`, the sender's platform wallet cannot pay the gas of the approval (`OTC_INSUFFICIENT_GAS`).",
    ],
  },
  approveOtcSplit: {
    summary: 'Approve one split of an OTC request.',
    description:
      'Body `otcRequestId`, `splitIndex` and `userWalletAddress`. Signing completes when possible, otherwise EIP-712 typed data is returned. Response data shape not shown.',
    errors: SPLIT_ACTION_ERRORS,
  },
  createOtcEscrowSignature: {
    summary: "Sign the user's escrow creation for an OTC offer.",
    description: 'Body `otcRequestId` and `offerId`. Returns `{ signature, signed }`.',
    errors: [
      // 403
      `${NOT_CREATOR}.`,
      // 404
      "No OTC request of the caller's app has the body's `otcRequestId`, or the request has no offer `offerId`.",
      // 409
      OFFER_CLOSED,
    ],
  },
  denyOtcSplit: {
    summary: 'Deny one split of an OTC request.',
    description:
      'Body `otcRequestId`, `splitIndex` and `userWalletAddress`. Signing completes when possible, otherwise EIP-712 typed data is returned. Response data shape not shown.',
    errors: SPLIT_ACTION_ERRORS,
  },
  listOtcTransactions: {
    summary: 'List OTC transactions of the acting profile and team.',
    description: 'Optional query `type`. Response data shape not shown.',
    errors: [],
  },
} as const satisfies Record<string, OperationDocs>;
