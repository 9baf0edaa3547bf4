/**
 * OTC buy/sell requests, offers, proofs and signatures on the requester side
 * (spec: Endpoints > OTC (requester side)).
 */
import * as z from 'zod/mini';
import { auth } from './auth.js';
import { BODY_PARSER_CODE, defineOperation, lazySchemas } from './operation.js';
import { OTC_STATUSES, OtcRequest, Transaction } from './resources.js';
import {
  amountOrMax,
  dateString,
  documentFileName,
  evmAddress,
  loose,
  numberText,
  openEnum,
  positiveDecimalString,
  positiveNumber,
  queryInt,
  taxId,
  timestamp,
  uuid,
} from './schemas.js';
import { nonNativeTokenAddress } from './wallets.js';

/** OTC request and amount types. */
export const OTC_TYPES = ['buy', 'sell'] as const;

/** Whose OTC transactions `GET /v1/otc/txs` lists: the acting profile's or its team's. */
export const OTC_TRANSACTION_TYPES = ['profile', 'team'] as const;

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
  auth: /* @__PURE__ */ auth.scoped({
    label: 'Session or profile-scoped key (profile/team headers not used)',
    contextFrom: ['session', 'profileKey'],
  }),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    body: /* @__PURE__ */ z.object({
      targetAddress: /* @__PURE__ */ evmAddress(),
      amount: /* @__PURE__ */ positiveNumber(),
      channelParams: OtcChannelParams,
    }),
    response: OtcRequest,
  })),
  errors: [
    { status: 400, code: 'CH-03' },
    { status: 400, code: 'CH-06' },
    { status: 401 },
    { status: 403, code: 'CH-01', role: 'invalidKey' },
    { status: 403, code: 'CH-02' },
    { status: 403, code: 'CH-04' },
    { status: 500, code: 'CH-07' },
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
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
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
  })),
  errors: [{ status: 400 }, { status: 403 }, { status: 409 }],
  invalidInputCode: BODY_PARSER_CODE,
});

/** POST /channel/core/otc/{id}/deny-proof */
export const denyOtcProof = /* @__PURE__ */ defineOperation({
  id: 'denyOtcProof',
  sdk: 'otc.proofs.deny',
  area: 'otc',
  method: 'POST',
  path: '/channel/core/otc/{id}/deny-proof',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
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
  })),
  errors: [{ status: 400 }, { status: 403 }, { status: 409 }],
  invalidInputCode: BODY_PARSER_CODE,
});

/** POST /channel/core/otc/{id}/prepare-proof */
export const prepareOtcProof = /* @__PURE__ */ defineOperation({
  id: 'prepareOtcProof',
  sdk: 'otc.proofs.prepare',
  area: 'otc',
  method: 'POST',
  path: '/channel/core/otc/{id}/prepare-proof',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
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
  })),
  errors: [{ status: 403 }, { status: 409 }],
  invalidInputCode: BODY_PARSER_CODE,
});

/** POST /channel/core/otc/{id}/reject-offer */
export const rejectOtcOffer = /* @__PURE__ */ defineOperation({
  id: 'rejectOtcOffer',
  sdk: 'otc.offers.reject',
  area: 'otc',
  method: 'POST',
  path: '/channel/core/otc/{id}/reject-offer',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    params: /* @__PURE__ */ z.object({ id: /* @__PURE__ */ requiredString() }),
    body: /* @__PURE__ */ z.object({ offerId: /* @__PURE__ */ requiredString() }),
    response: /* @__PURE__ */ loose({
      offerId: /* @__PURE__ */ z.string(),
      status: /* @__PURE__ */ openEnum(['rejected']),
    }),
  })),
  errors: [{ status: 400 }, { status: 401 }, { status: 403 }, { status: 404 }, { status: 500 }],
  invalidInputCode: BODY_PARSER_CODE,
});

/** POST /channel/core/otc/{id}/submit-proof */
export const submitOtcProof = /* @__PURE__ */ defineOperation({
  id: 'submitOtcProof',
  sdk: 'otc.proofs.submit',
  area: 'otc',
  method: 'POST',
  path: '/channel/core/otc/{id}/submit-proof',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
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
  })),
  errors: [{ status: 400 }, { status: 403 }, { status: 409 }],
  invalidInputCode: BODY_PARSER_CODE,
});

/** POST /channel/core/otc/{id}/verify-proof */
export const verifyOtcProof = /* @__PURE__ */ defineOperation({
  id: 'verifyOtcProof',
  sdk: 'otc.proofs.verify',
  area: 'otc',
  method: 'POST',
  path: '/channel/core/otc/{id}/verify-proof',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
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
  })),
  errors: [{ status: 400 }, { status: 403 }, { status: 409 }],
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
  auth: /* @__PURE__ */ auth.scoped({
    label: 'Session or profile-scoped key (headers not used)',
    contextFrom: ['session', 'profileKey'],
  }),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    query: /* @__PURE__ */ z.object({
      buyCurrency: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
      sellCurrency: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
      startDate: /* @__PURE__ */ z.optional(/* @__PURE__ */ dateString()),
      endDate: /* @__PURE__ */ z.optional(/* @__PURE__ */ dateString()),
      updatedStartDate: /* @__PURE__ */ z.optional(/* @__PURE__ */ dateString()),
      updatedEndDate: /* @__PURE__ */ z.optional(/* @__PURE__ */ dateString()),
      limit: /* @__PURE__ */ z.optional(/* @__PURE__ */ queryInt(1)),
      offset: /* @__PURE__ */ z.optional(/* @__PURE__ */ queryInt(0)),
      minAmountUsd: /* @__PURE__ */ z.optional(/* @__PURE__ */ numberText()),
      maxAmountUsd: /* @__PURE__ */ z.optional(/* @__PURE__ */ numberText()),
      minBuyAmount: /* @__PURE__ */ z.optional(/* @__PURE__ */ numberText()),
      maxBuyAmount: /* @__PURE__ */ z.optional(/* @__PURE__ */ numberText()),
      minSellAmount: /* @__PURE__ */ z.optional(/* @__PURE__ */ numberText()),
      maxSellAmount: /* @__PURE__ */ z.optional(/* @__PURE__ */ numberText()),
      status: /* @__PURE__ */ z.optional(/* @__PURE__ */ otcStatusFilter()),
      type: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.enum(OTC_TYPES)),
    }),
    response: /* @__PURE__ */ z.array(OtcListItem),
  })),
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
  auth: /* @__PURE__ */ auth.key({ permissions: ['WRITE'], label: 'Key + WRITE' }),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    body: /* @__PURE__ */ z.object({
      chainId: /* @__PURE__ */ chainId(),
      tokenAddress: /* @__PURE__ */ nonNativeTokenAddress(),
      senderAddress: /* @__PURE__ */ evmAddress(),
      amountToCheck: /* @__PURE__ */ positiveDecimalString(),
    }),
    response: /* @__PURE__ */ z.unknown(),
  })),
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
  auth: /* @__PURE__ */ auth.headerContext(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    response: /* @__PURE__ */ z.unknown(),
  })),
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
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
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
  })),
  errors: [{ status: 400 }, { status: 403 }, { status: 404 }, { status: 500 }],
  invalidInputCode: BODY_PARSER_CODE,
});

/** POST /v1/otc/signatures/approve */
export const approveOtcAllowance = /* @__PURE__ */ defineOperation({
  id: 'approveOtcAllowance',
  sdk: 'otc.signatures.approve',
  area: 'otc',
  method: 'POST',
  path: '/v1/otc/signatures/approve',
  auth: /* @__PURE__ */ auth.session({ permissions: ['WRITE'], label: 'Session + WRITE' }),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    body: /* @__PURE__ */ z.object({
      chainId: /* @__PURE__ */ chainId(),
      tokenAddress: /* @__PURE__ */ nonNativeTokenAddress(),
      senderWallet: /* @__PURE__ */ evmAddress(),
      amount: /* @__PURE__ */ amountOrMax(),
      autoSign: /* @__PURE__ */ z._default(/* @__PURE__ */ z.boolean(), false),
    }),
    response: /* @__PURE__ */ z.unknown(),
  })),
  errors: [{ status: 400 }],
  invalidInputCode: BODY_PARSER_CODE,
});

/** POST /v1/otc/signatures/approve-split */
export const approveOtcSplit = /* @__PURE__ */ defineOperation({
  id: 'approveOtcSplit',
  sdk: 'otc.signatures.approveSplit',
  area: 'otc',
  method: 'POST',
  path: '/v1/otc/signatures/approve-split',
  auth: /* @__PURE__ */ auth.session({ permissions: ['WRITE'], label: 'Session + WRITE' }),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    body: /* @__PURE__ */ splitSignatureBody(),
    response: /* @__PURE__ */ z.unknown(),
  })),
  errors: [{ status: 400 }, { status: 403 }, { status: 404 }, { status: 409 }],
  invalidInputCode: BODY_PARSER_CODE,
});

/** POST /v1/otc/signatures/create-escrow/user */
export const createOtcEscrowSignature = /* @__PURE__ */ defineOperation({
  id: 'createOtcEscrowSignature',
  sdk: 'otc.signatures.createEscrow',
  area: 'otc',
  method: 'POST',
  path: '/v1/otc/signatures/create-escrow/user',
  auth: /* @__PURE__ */ auth.session({ permissions: ['WRITE'], label: 'Session + WRITE' }),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    body: /* @__PURE__ */ z.object({
      otcRequestId: /* @__PURE__ */ requiredString(),
      offerId: /* @__PURE__ */ requiredString(),
    }),
    response: /* @__PURE__ */ loose({
      signature: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string())),
      signed: /* @__PURE__ */ z.boolean(),
    }),
  })),
  errors: [{ status: 403 }, { status: 404 }, { status: 409 }],
  invalidInputCode: BODY_PARSER_CODE,
});

/** POST /v1/otc/signatures/deny-split */
export const denyOtcSplit = /* @__PURE__ */ defineOperation({
  id: 'denyOtcSplit',
  sdk: 'otc.signatures.denySplit',
  area: 'otc',
  method: 'POST',
  path: '/v1/otc/signatures/deny-split',
  auth: /* @__PURE__ */ auth.session({ permissions: ['WRITE'], label: 'Session + WRITE' }),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    body: /* @__PURE__ */ splitSignatureBody(),
    response: /* @__PURE__ */ z.unknown(),
  })),
  errors: [{ status: 400 }, { status: 403 }, { status: 404 }, { status: 409 }],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /v1/otc/txs */
export const listOtcTransactions = /* @__PURE__ */ defineOperation({
  id: 'listOtcTransactions',
  sdk: 'otc.transactions.list',
  area: 'otc',
  method: 'GET',
  path: '/v1/otc/txs',
  auth: /* @__PURE__ */ auth.headerContext(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    query: /* @__PURE__ */ z.object({
      type: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.enum(OTC_TRANSACTION_TYPES)),
    }),
    response: /* @__PURE__ */ z.unknown(),
  })),
  errors: [],
  invalidInputCode: BODY_PARSER_CODE,
});

export const otcOperations: readonly [
  typeof createOtcRequest,
  typeof acceptOtcOffer,
  typeof denyOtcProof,
  typeof prepareOtcProof,
  typeof rejectOtcOffer,
  typeof submitOtcProof,
  typeof verifyOtcProof,
  typeof listOtcRequests,
  typeof checkOtcAllowance,
  typeof getOtcGating,
  typeof getOtcProof,
  typeof approveOtcAllowance,
  typeof approveOtcSplit,
  typeof createOtcEscrowSignature,
  typeof denyOtcSplit,
  typeof listOtcTransactions,
] = [
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
