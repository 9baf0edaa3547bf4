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
export const OtcChannelParams = /* @__PURE__ */ z.object({
  requestType: /* @__PURE__ */ z.enum(OTC_TYPES),
  amountType: /* @__PURE__ */ z.enum(OTC_TYPES),
  buyCurrency: /* @__PURE__ */ requiredString(),
  sellCurrency: /* @__PURE__ */ requiredString(),
  buyChain: /* @__PURE__ */ requiredString(),
  sellChain: /* @__PURE__ */ requiredString(),
  userBankId: /* @__PURE__ */ uuid(),
  taxId: /* @__PURE__ */ z.optional(/* @__PURE__ */ taxId()),
});

/** Body of a split approval or denial. */
const splitSignatureBody = /* @__NO_SIDE_EFFECTS__ */ () =>
  z.object({
    otcRequestId: requiredString(),
    splitIndex: splitIndex(),
    userWalletAddress: requiredString(),
  });

/** POST /channel/core/otc/create */
export const createOtcRequest = /* @__PURE__ */ defineOperation({
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
    body: /* @__PURE__ */ z.object({
      targetAddress: /* @__PURE__ */ requiredString(),
      amount: /* @__PURE__ */ z.number(),
      channelParams: OtcChannelParams,
    }),
    response: OtcRequest,
  },
  errors: [
    { status: 400, code: 'CH-03', description: 'Invalid request body.' },
    { status: 400, code: 'CH-06', description: 'Invalid channel parameters.' },
    { status: 401, description: 'Missing or invalid session, or no usable context.' },
    { status: 403, code: 'CH-01', role: 'invalidKey', description: 'Invalid API key.' },
    { status: 403, code: 'CH-02', description: 'Invalid profile or team access.' },
    { status: 403, code: 'CH-04', description: 'Channel not available for app.' },
    { status: 500, code: 'CH-07', description: 'Channel function failed.' },
  ],
  invalidInputCode: 'CH-03',
  inputErrorCodes: [{ in: 'body', field: 'channelParams', issue: 'invalid', status: 400, code: 'CH-06' }],
});

/** POST /channel/core/otc/{id}/accept-offer */
export const acceptOtcOffer = /* @__PURE__ */ defineOperation({
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
    params: /* @__PURE__ */ z.object({ id: /* @__PURE__ */ requiredString() }),
    body: /* @__PURE__ */ z.object({
      offerId: /* @__PURE__ */ requiredString(),
      userSignature: /* @__PURE__ */ requiredString(),
    }),
    response: /* @__PURE__ */ loose({
      escrowAddress: /* @__PURE__ */ z.string(),
      txHash: /* @__PURE__ */ z.string(),
      offerId: /* @__PURE__ */ z.string(),
      requestId: /* @__PURE__ */ z.string(),
    }),
  },
  errors: [],
  invalidInputCode: BODY_PARSER_CODE,
});

/** POST /channel/core/otc/{id}/deny-proof */
export const denyOtcProof = /* @__PURE__ */ defineOperation({
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
    params: /* @__PURE__ */ z.object({ id: /* @__PURE__ */ requiredString() }),
    body: /* @__PURE__ */ z.object({
      splitIndex: /* @__PURE__ */ splitIndex(),
      walletAddress: /* @__PURE__ */ requiredString(),
      signature: /* @__PURE__ */ requiredString(),
      reason: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
    }),
    response: /* @__PURE__ */ loose({
      requestId: /* @__PURE__ */ z.string(),
      splitIndex: /* @__PURE__ */ z.number(),
      reason: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string())),
      txHash: /* @__PURE__ */ z.string(),
      status: /* @__PURE__ */ openEnum(['conflict']),
    }),
  },
  errors: [],
  invalidInputCode: BODY_PARSER_CODE,
});

/** POST /channel/core/otc/{id}/prepare-proof */
export const prepareOtcProof = /* @__PURE__ */ defineOperation({
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
    params: /* @__PURE__ */ z.object({ id: /* @__PURE__ */ requiredString() }),
    body: /* @__PURE__ */ z.object({
      fileNames: /* @__PURE__ */ z
        .array(/* @__PURE__ */ documentFileName())
        .check(/* @__PURE__ */ z.minLength(1)),
      splitIndex: /* @__PURE__ */ splitIndex(),
    }),
    response: /* @__PURE__ */ loose({
      uploadUrls: /* @__PURE__ */ z.array(
        /* @__PURE__ */ loose({
          fileName: /* @__PURE__ */ z.string(),
          signedUrl: /* @__PURE__ */ z.string(),
          expiresAt: /* @__PURE__ */ timestamp(),
          filePath: /* @__PURE__ */ z.string(),
        }),
      ),
      uploadId: /* @__PURE__ */ z.string(),
      splitIndex: /* @__PURE__ */ z.number(),
    }),
  },
  errors: [],
  invalidInputCode: BODY_PARSER_CODE,
});

/** POST /channel/core/otc/{id}/reject-offer */
export const rejectOtcOffer = /* @__PURE__ */ defineOperation({
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
    params: /* @__PURE__ */ z.object({ id: /* @__PURE__ */ requiredString() }),
    body: /* @__PURE__ */ z.object({ offerId: /* @__PURE__ */ requiredString() }),
    response: /* @__PURE__ */ loose({
      offerId: /* @__PURE__ */ z.string(),
      status: /* @__PURE__ */ openEnum(['rejected']),
    }),
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
export const submitOtcProof = /* @__PURE__ */ defineOperation({
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
    params: /* @__PURE__ */ z.object({ id: /* @__PURE__ */ requiredString() }),
    body: /* @__PURE__ */ z.object({
      splitIndex: /* @__PURE__ */ splitIndex(),
      signature: /* @__PURE__ */ requiredString(),
      forceNewProof: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
    }),
    response: /* @__PURE__ */ loose({
      requestId: /* @__PURE__ */ z.string(),
      splitIndex: /* @__PURE__ */ z.number(),
      txHash: /* @__PURE__ */ z.string(),
    }),
  },
  errors: [],
  invalidInputCode: BODY_PARSER_CODE,
});

/** POST /channel/core/otc/{id}/verify-proof */
export const verifyOtcProof = /* @__PURE__ */ defineOperation({
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
    params: /* @__PURE__ */ z.object({ id: /* @__PURE__ */ requiredString() }),
    body: /* @__PURE__ */ z.object({
      splitIndex: /* @__PURE__ */ splitIndex(),
      signature: /* @__PURE__ */ requiredString(),
    }),
    response: /* @__PURE__ */ loose({
      requestId: /* @__PURE__ */ z.string(),
      splitIndex: /* @__PURE__ */ z.number(),
      txHash: /* @__PURE__ */ z.string(),
      status: /* @__PURE__ */ openEnum(['verification sent']),
    }),
  },
  errors: [],
  invalidInputCode: BODY_PARSER_CODE,
});

/** One row of the OTC request list. */
export const OtcListItem = /* @__PURE__ */ loose({
  otcRequest: OtcRequest,
  tx: /* @__PURE__ */ z.nullable(Transaction),
  buyToken: /* @__PURE__ */ z.nullable(/* @__PURE__ */ loose({ symbol: /* @__PURE__ */ z.string() })),
  sellToken: /* @__PURE__ */ z.nullable(/* @__PURE__ */ loose({ symbol: /* @__PURE__ */ z.string() })),
});

/** GET /v1/otc */
export const listOtcRequests = /* @__PURE__ */ defineOperation({
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
    query: /* @__PURE__ */ z.object({
      buyCurrency: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
      sellCurrency: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
      startDate: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
      endDate: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
      updatedStartDate: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
      updatedEndDate: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
      limit: /* @__PURE__ */ z.optional(/* @__PURE__ */ queryInt(1)),
      offset: /* @__PURE__ */ z.optional(/* @__PURE__ */ queryInt(0)),
      minAmountUsd: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
      maxAmountUsd: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
      minBuyAmount: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
      maxBuyAmount: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
      minSellAmount: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
      maxSellAmount: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
      status: /* @__PURE__ */ z.optional(/* @__PURE__ */ otcStatusFilter()),
      type: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.enum(OTC_TYPES)),
    }),
    response: /* @__PURE__ */ z.array(OtcListItem),
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
export const checkOtcAllowance = /* @__PURE__ */ defineOperation({
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
    body: /* @__PURE__ */ z.object({
      chainId: /* @__PURE__ */ chainId(),
      tokenAddress: /* @__PURE__ */ requiredString(),
      senderAddress: /* @__PURE__ */ requiredString(),
      amountToCheck: /* @__PURE__ */ requiredString(),
    }),
    response: /* @__PURE__ */ z.unknown(),
  },
  errors: [],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /v1/otc/gating */
export const getOtcGating = /* @__PURE__ */ defineOperation({
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
    response: /* @__PURE__ */ z.unknown(),
  },
  errors: [],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /v1/otc/proof/{requestId} */
export const getOtcProof = /* @__PURE__ */ defineOperation({
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
    params: /* @__PURE__ */ z.object({ requestId: /* @__PURE__ */ requiredString() }),
    response: /* @__PURE__ */ loose({
      proofUrls: /* @__PURE__ */ z.array(
        /* @__PURE__ */ loose({
          filePath: /* @__PURE__ */ z.string(),
          signedUrl: /* @__PURE__ */ z.string(),
          expiresAt: /* @__PURE__ */ timestamp(),
        }),
      ),
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
export const approveOtcAllowance = /* @__PURE__ */ defineOperation({
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
    body: /* @__PURE__ */ z.object({
      chainId: /* @__PURE__ */ chainId(),
      tokenAddress: /* @__PURE__ */ requiredString(),
      senderWallet: /* @__PURE__ */ requiredString(),
      amount: /* @__PURE__ */ amountOrMax(),
      autoSign: /* @__PURE__ */ z._default(/* @__PURE__ */ z.boolean(), false),
    }),
    response: /* @__PURE__ */ z.unknown(),
  },
  errors: [],
  invalidInputCode: BODY_PARSER_CODE,
});

/** POST /v1/otc/signatures/approve-split */
export const approveOtcSplit = /* @__PURE__ */ defineOperation({
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
    body: /* @__PURE__ */ splitSignatureBody(),
    response: /* @__PURE__ */ z.unknown(),
  },
  errors: [],
  invalidInputCode: BODY_PARSER_CODE,
});

/** POST /v1/otc/signatures/create-escrow/user */
export const createOtcEscrowSignature = /* @__PURE__ */ defineOperation({
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
    body: /* @__PURE__ */ z.object({
      otcRequestId: /* @__PURE__ */ requiredString(),
      offerId: /* @__PURE__ */ requiredString(),
    }),
    response: /* @__PURE__ */ loose({
      signature: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string())),
      signed: /* @__PURE__ */ z.boolean(),
    }),
  },
  errors: [],
  invalidInputCode: BODY_PARSER_CODE,
});

/** POST /v1/otc/signatures/deny-split */
export const denyOtcSplit = /* @__PURE__ */ defineOperation({
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
    body: /* @__PURE__ */ splitSignatureBody(),
    response: /* @__PURE__ */ z.unknown(),
  },
  errors: [],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /v1/otc/txs */
export const listOtcTransactions = /* @__PURE__ */ defineOperation({
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
    query: /* @__PURE__ */ z.object({ type: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()) }),
    response: /* @__PURE__ */ z.unknown(),
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
