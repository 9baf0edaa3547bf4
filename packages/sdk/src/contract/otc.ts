/**
 * OTC buy/sell requests, offers, proofs and signatures on the requester side
 * (spec: Endpoints > OTC (requester side)).
 */
import * as z from 'zod/mini';
import { auth } from './auth.js';
import { BODY_PARSER_CODE, defineOperation } from './operation.js';
import { OTC_STATUSES, OtcRequest, Transaction } from './resources.js';
import {
  amountOrMax,
  documentFileName,
  loose,
  openEnum,
  queryInt,
  taxId,
  timestamp,
  uuid,
} from './schemas.js';

/** OTC request and amount types. */
export const OTC_TYPES = ['buy', 'sell'] as const;

/** A required string field. */
const requiredString = /* @__NO_SIDE_EFFECTS__ */ () => z.string().check(z.minLength(1));

/** The index of one split of an OTC request: a non-negative integer. */
const splitIndex = /* @__NO_SIDE_EFFECTS__ */ () => z.number().check(z.int(), z.gte(0));

/** An EVM chain id. */
const chainId = /* @__NO_SIDE_EFFECTS__ */ () => z.number().check(z.int(), z.positive());

/** An OTC status filter: one status or several (the query parameter repeats). */
const otcStatusFilter = /* @__NO_SIDE_EFFECTS__ */ () =>
  z.pipe(
    z.union([z.enum(OTC_STATUSES), z.array(z.enum(OTC_STATUSES))]),
    z.transform((value) => (Array.isArray(value) ? value : [value])),
  );

/** The channel parameters of an OTC request. */
export const OtcChannelParams = z.object({
  requestType: z.enum(OTC_TYPES),
  amountType: z.enum(OTC_TYPES),
  buyCurrency: requiredString(),
  sellCurrency: requiredString(),
  buyChain: requiredString(),
  sellChain: requiredString(),
  userBankId: uuid(),
  taxId: z.optional(taxId()),
});

/** Body of a split approval or denial. */
const splitSignatureBody = /* @__NO_SIDE_EFFECTS__ */ () =>
  z.object({
    otcRequestId: requiredString(),
    splitIndex: splitIndex(),
    userWalletAddress: requiredString(),
  });

/** POST /channel/core/otc/create */
export const createOtcRequest = defineOperation({
  id: 'createOtcRequest',
  sdk: 'otc.requests.create',
  area: 'otc',
  method: 'POST',
  path: '/channel/core/otc/create',
  summary: 'Create an OTC buy or sell request.',
  description:
    'Body `targetAddress`, `amount` and `channelParams` (`requestType` and `amountType` `buy` or `sell`, `buyCurrency`, `sellCurrency`, `buyChain`, `sellChain`, `userBankId` UUID, optional `taxId` of 1 to 64 letters, digits or dashes). Context comes from the session or a profile-scoped key; profile/team headers are not used. Returns the OTC request row.',
  auth: /* @__PURE__ */ auth.scoped({
    label: 'Session or profile-scoped key (profile/team headers not used)',
    contextFrom: ['session', 'profileKey'],
  }),
  successStatus: 200,
  schemas: {
    body: z.object({
      targetAddress: requiredString(),
      amount: z.number(),
      channelParams: OtcChannelParams,
    }),
    response: OtcRequest,
  },
  errors: [
    { status: 400, code: 'CH-03', description: 'Invalid request body.' },
    { status: 400, code: 'CH-06', description: 'Invalid channel parameters.' },
    { status: 401, description: 'Missing or invalid session, or no usable context.' },
    { status: 403, code: 'CH-01', description: 'Invalid API key.' },
    { status: 403, code: 'CH-02', description: 'Invalid profile or team access.' },
    { status: 403, code: 'CH-04', description: 'Channel not available for app.' },
    { status: 500, code: 'CH-07', description: 'Channel function failed.' },
  ],
  invalidInputCode: 'CH-03',
  inputErrorCodes: [{ in: 'body', field: 'channelParams', issue: 'invalid', status: 400, code: 'CH-06' }],
});

/** POST /channel/core/otc/{id}/accept-offer */
export const acceptOtcOffer = defineOperation({
  id: 'acceptOtcOffer',
  sdk: 'otc.offers.accept',
  area: 'otc',
  method: 'POST',
  path: '/channel/core/otc/{id}/accept-offer',
  summary: 'Accept an offer on an OTC request and create its escrow.',
  description:
    'Body `offerId` and `userSignature`. Validates the signature and creates the escrow contract on-chain. Returns `{ escrowAddress, txHash, offerId, requestId }`.',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: {
    params: z.object({ id: requiredString() }),
    body: z.object({ offerId: requiredString(), userSignature: requiredString() }),
    response: loose({
      escrowAddress: z.string(),
      txHash: z.string(),
      offerId: z.string(),
      requestId: z.string(),
    }),
  },
  errors: [],
  invalidInputCode: BODY_PARSER_CODE,
});

/** POST /channel/core/otc/{id}/deny-proof */
export const denyOtcProof = defineOperation({
  id: 'denyOtcProof',
  sdk: 'otc.proofs.deny',
  area: 'otc',
  method: 'POST',
  path: '/channel/core/otc/{id}/deny-proof',
  summary: 'Deny the proof of one split of an OTC request.',
  description:
    'Body `splitIndex`, `walletAddress`, `signature` and optional `reason`. On success the request moves to `conflict`. Returns `{ requestId, splitIndex, reason, txHash, status }`.',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: {
    params: z.object({ id: requiredString() }),
    body: z.object({
      splitIndex: splitIndex(),
      walletAddress: requiredString(),
      signature: requiredString(),
      reason: z.optional(z.string()),
    }),
    response: loose({
      requestId: z.string(),
      splitIndex: z.number(),
      reason: z.optional(z.nullable(z.string())),
      txHash: z.string(),
      status: openEnum(['conflict']),
    }),
  },
  errors: [],
  invalidInputCode: BODY_PARSER_CODE,
});

/** POST /channel/core/otc/{id}/prepare-proof */
export const prepareOtcProof = defineOperation({
  id: 'prepareOtcProof',
  sdk: 'otc.proofs.prepare',
  area: 'otc',
  method: 'POST',
  path: '/channel/core/otc/{id}/prepare-proof',
  summary: 'Get signed upload URLs for the proof files of one split.',
  description:
    'Body `fileNames` (at least one PDF or image file name) and `splitIndex`. Returns `{ uploadUrls, uploadId, splitIndex }`, one signed upload URL per file.',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: {
    params: z.object({ id: requiredString() }),
    body: z.object({
      fileNames: /* @__PURE__ */ z.array(documentFileName()).check(z.minLength(1)),
      splitIndex: splitIndex(),
    }),
    response: loose({
      uploadUrls: z.array(
        loose({
          fileName: z.string(),
          signedUrl: z.string(),
          expiresAt: timestamp(),
          filePath: z.string(),
        }),
      ),
      uploadId: z.string(),
      splitIndex: z.number(),
    }),
  },
  errors: [],
  invalidInputCode: BODY_PARSER_CODE,
});

/** POST /channel/core/otc/{id}/reject-offer */
export const rejectOtcOffer = defineOperation({
  id: 'rejectOtcOffer',
  sdk: 'otc.offers.reject',
  area: 'otc',
  method: 'POST',
  path: '/channel/core/otc/{id}/reject-offer',
  summary: 'Reject an offer on an OTC request.',
  description:
    'Body `offerId`. Only the team that created the request may reject. Returns `{ offerId, status: "rejected" }`.',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: {
    params: z.object({ id: requiredString() }),
    body: z.object({ offerId: requiredString() }),
    response: loose({ offerId: z.string(), status: openEnum(['rejected']) }),
  },
  errors: [
    { status: 400, description: 'Invalid input.' },
    { status: 401, description: 'Missing or invalid context.' },
    { status: 403, description: 'Caller team did not create the request.' },
    { status: 404, description: 'Request or offer not found.' },
    { status: 500, description: 'Rejection failed.' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** POST /channel/core/otc/{id}/submit-proof */
export const submitOtcProof = defineOperation({
  id: 'submitOtcProof',
  sdk: 'otc.proofs.submit',
  area: 'otc',
  method: 'POST',
  path: '/channel/core/otc/{id}/submit-proof',
  summary: 'Submit the uploaded proof files of one split.',
  description:
    'Body `splitIndex`, `signature` and optional `forceNewProof`. Processes the uploaded proof files and submits the approval transaction. Returns `{ requestId, splitIndex, txHash }`.',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: {
    params: z.object({ id: requiredString() }),
    body: z.object({
      splitIndex: splitIndex(),
      signature: requiredString(),
      forceNewProof: z.optional(z.boolean()),
    }),
    response: loose({ requestId: z.string(), splitIndex: z.number(), txHash: z.string() }),
  },
  errors: [],
  invalidInputCode: BODY_PARSER_CODE,
});

/** POST /channel/core/otc/{id}/verify-proof */
export const verifyOtcProof = defineOperation({
  id: 'verifyOtcProof',
  sdk: 'otc.proofs.verify',
  area: 'otc',
  method: 'POST',
  path: '/channel/core/otc/{id}/verify-proof',
  summary: 'Verify the proof of one split.',
  description:
    'Body `splitIndex` and `signature`. Returns `{ requestId, splitIndex, txHash, status }`; `status` is `verification sent` when the verification is accepted.',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: {
    params: z.object({ id: requiredString() }),
    body: z.object({ splitIndex: splitIndex(), signature: requiredString() }),
    response: loose({
      requestId: z.string(),
      splitIndex: z.number(),
      txHash: z.string(),
      status: openEnum(['verification sent']),
    }),
  },
  errors: [],
  invalidInputCode: BODY_PARSER_CODE,
});

/** One row of the OTC request list. */
export const OtcListItem = loose({
  otcRequest: OtcRequest,
  tx: z.nullable(Transaction),
  buyToken: z.nullable(loose({ symbol: z.string() })),
  sellToken: z.nullable(loose({ symbol: z.string() })),
});

/** GET /v1/otc */
export const listOtcRequests = defineOperation({
  id: 'listOtcRequests',
  sdk: 'otc.requests.list',
  area: 'otc',
  method: 'GET',
  path: '/v1/otc',
  summary: 'List OTC requests with filters.',
  description:
    'Optional query filters: `buyCurrency`, `sellCurrency`, creation and update date ranges, USD, buy and sell amount ranges, `status` (repeatable, OTC statuses), `type` (`buy` or `sell`), paged by `limit` and `offset`. Context comes from the session or a profile-scoped key; headers are not used. Returns an array of `{ otcRequest, tx, buyToken, sellToken }`.',
  auth: /* @__PURE__ */ auth.scoped({
    label: 'Session or profile-scoped key (headers not used)',
    contextFrom: ['session', 'profileKey'],
  }),
  successStatus: 200,
  schemas: {
    query: z.object({
      buyCurrency: z.optional(z.string()),
      sellCurrency: z.optional(z.string()),
      startDate: z.optional(z.string()),
      endDate: z.optional(z.string()),
      updatedStartDate: z.optional(z.string()),
      updatedEndDate: z.optional(z.string()),
      limit: z.optional(queryInt(1)),
      offset: z.optional(queryInt(0)),
      minAmountUsd: z.optional(z.string()),
      maxAmountUsd: z.optional(z.string()),
      minBuyAmount: z.optional(z.string()),
      maxBuyAmount: z.optional(z.string()),
      minSellAmount: z.optional(z.string()),
      maxSellAmount: z.optional(z.string()),
      status: z.optional(otcStatusFilter()),
      type: z.optional(z.enum(OTC_TYPES)),
    }),
    response: z.array(OtcListItem),
  },
  errors: [],
  invalidInputCode: BODY_PARSER_CODE,
  pagination: {
    kind: 'offset',
    limitParam: 'limit',
    offsetParam: 'offset',
    itemsField: null,
    defaultLimit: 50,
  },
});

/** POST /v1/otc/allowance/check */
export const checkOtcAllowance = defineOperation({
  id: 'checkOtcAllowance',
  sdk: 'otc.allowance.check',
  area: 'otc',
  method: 'POST',
  path: '/v1/otc/allowance/check',
  summary: 'Compare the escrow-factory allowance with a required amount.',
  description:
    'Body `chainId`, `tokenAddress`, `senderAddress` and `amountToCheck`. Compares the current escrow-factory allowance of the sender with the required amount. Response data shape not shown.',
  auth: /* @__PURE__ */ auth.key({ permissions: ['WRITE'], label: 'Key + WRITE' }),
  successStatus: 200,
  schemas: {
    body: z.object({
      chainId: chainId(),
      tokenAddress: requiredString(),
      senderAddress: requiredString(),
      amountToCheck: requiredString(),
    }),
    response: z.unknown(),
  },
  errors: [],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /v1/otc/gating */
export const getOtcGating = defineOperation({
  id: 'getOtcGating',
  sdk: 'otc.gating.retrieve',
  area: 'otc',
  method: 'GET',
  path: '/v1/otc/gating',
  summary: 'Read the OTC access gating of the acting profile and team.',
  description: 'Response data shape not shown.',
  auth: /* @__PURE__ */ auth.headerContext(),
  successStatus: 200,
  schemas: {
    response: z.unknown(),
  },
  errors: [],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /v1/otc/proof/{requestId} */
export const getOtcProof = defineOperation({
  id: 'getOtcProof',
  sdk: 'otc.proofs.retrieve',
  area: 'otc',
  method: 'GET',
  path: '/v1/otc/proof/{requestId}',
  summary: 'Get signed download URLs for the proof files of an OTC request.',
  description: 'Returns `{ proofUrls }`, each with `filePath`, `signedUrl` and `expiresAt`.',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: {
    params: z.object({ requestId: requiredString() }),
    response: loose({
      proofUrls: z.array(loose({ filePath: z.string(), signedUrl: z.string(), expiresAt: timestamp() })),
    }),
  },
  errors: [
    { status: 400, description: 'Invalid request id.' },
    { status: 403, description: 'Access to the request denied.' },
    { status: 404, description: 'Request or proof not found.' },
    { status: 500, description: 'Proof lookup failed.' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** POST /v1/otc/signatures/approve */
export const approveOtcAllowance = defineOperation({
  id: 'approveOtcAllowance',
  sdk: 'otc.signatures.approve',
  area: 'otc',
  method: 'POST',
  path: '/v1/otc/signatures/approve',
  summary: 'Approve a token allowance for OTC escrow.',
  description:
    'Body `chainId`, `tokenAddress`, `senderWallet`, `amount` (`max`, a positive number or a positive numeric string) and `autoSign` (default false). Submits the approval when the session can sign, otherwise returns transaction data for the client. Response data shape not shown.',
  auth: /* @__PURE__ */ auth.session({ permissions: ['WRITE'], label: 'Session + WRITE' }),
  successStatus: 200,
  schemas: {
    body: z.object({
      chainId: chainId(),
      tokenAddress: requiredString(),
      senderWallet: requiredString(),
      amount: amountOrMax(),
      autoSign: z._default(z.boolean(), false),
    }),
    response: z.unknown(),
  },
  errors: [],
  invalidInputCode: BODY_PARSER_CODE,
});

/** POST /v1/otc/signatures/approve-split */
export const approveOtcSplit = defineOperation({
  id: 'approveOtcSplit',
  sdk: 'otc.signatures.approveSplit',
  area: 'otc',
  method: 'POST',
  path: '/v1/otc/signatures/approve-split',
  summary: 'Approve one split of an OTC request.',
  description:
    'Body `otcRequestId`, `splitIndex` and `userWalletAddress`. Signing completes when possible, otherwise EIP-712 typed data is returned. Response data shape not shown.',
  auth: /* @__PURE__ */ auth.session({ permissions: ['WRITE'], label: 'Session + WRITE' }),
  successStatus: 200,
  schemas: {
    body: splitSignatureBody(),
    response: z.unknown(),
  },
  errors: [],
  invalidInputCode: BODY_PARSER_CODE,
});

/** POST /v1/otc/signatures/create-escrow/user */
export const createOtcEscrowSignature = defineOperation({
  id: 'createOtcEscrowSignature',
  sdk: 'otc.signatures.createEscrow',
  area: 'otc',
  method: 'POST',
  path: '/v1/otc/signatures/create-escrow/user',
  summary: "Sign the user's escrow creation for an OTC offer.",
  description: 'Body `otcRequestId` and `offerId`. Returns `{ signature, signed }`.',
  auth: /* @__PURE__ */ auth.session({ permissions: ['WRITE'], label: 'Session + WRITE' }),
  successStatus: 200,
  schemas: {
    body: z.object({ otcRequestId: requiredString(), offerId: requiredString() }),
    response: loose({ signature: z.optional(z.nullable(z.string())), signed: z.boolean() }),
  },
  errors: [],
  invalidInputCode: BODY_PARSER_CODE,
});

/** POST /v1/otc/signatures/deny-split */
export const denyOtcSplit = defineOperation({
  id: 'denyOtcSplit',
  sdk: 'otc.signatures.denySplit',
  area: 'otc',
  method: 'POST',
  path: '/v1/otc/signatures/deny-split',
  summary: 'Deny one split of an OTC request.',
  description:
    'Body `otcRequestId`, `splitIndex` and `userWalletAddress`. Signing completes when possible, otherwise EIP-712 typed data is returned. Response data shape not shown.',
  auth: /* @__PURE__ */ auth.session({ permissions: ['WRITE'], label: 'Session + WRITE' }),
  successStatus: 200,
  schemas: {
    body: splitSignatureBody(),
    response: z.unknown(),
  },
  errors: [],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /v1/otc/txs */
export const listOtcTransactions = defineOperation({
  id: 'listOtcTransactions',
  sdk: 'otc.transactions.list',
  area: 'otc',
  method: 'GET',
  path: '/v1/otc/txs',
  summary: 'List OTC transactions of the acting profile and team.',
  description: 'Optional query `type`. Response data shape not shown.',
  auth: /* @__PURE__ */ auth.headerContext(),
  successStatus: 200,
  schemas: {
    query: z.object({ type: z.optional(z.string()) }),
    response: z.unknown(),
  },
  errors: [],
  invalidInputCode: BODY_PARSER_CODE,
});

export const otcOperations = [
  createOtcRequest,
  acceptOtcOffer,
  denyOtcProof,
  prepareOtcProof,
  rejectOtcOffer,
  submitOtcProof,
  verifyOtcProof,
  listOtcRequests,
  checkOtcAllowance,
  getOtcGating,
  getOtcProof,
  approveOtcAllowance,
  approveOtcSplit,
  createOtcEscrowSignature,
  denyOtcSplit,
  listOtcTransactions,
] as const;
