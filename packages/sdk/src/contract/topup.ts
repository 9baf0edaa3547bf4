/**
 * Phone-code top-up withdrawals of the `topup` channel family, with their sponsored gas flow
 * (spec: Endpoints > Native payment request and send, top-up, and ramp channel routes).
 */
import * as z from 'zod/mini';
import { auth } from './auth.js';
import { BODY_PARSER_CODE, defineOperation, lazySchemas } from './operation.js';
import { evmAddress, jsonObject, loose, positiveDecimalString, positiveNumber, uuid } from './schemas.js';

/** A Mexican top-up phone reference (`codigopaq`): 8 to 12 digits. */
export const CODIGOPAQ_PATTERN = /^\d{8,12}$/;
const codigopaq = /* @__NO_SIDE_EFFECTS__ */ () =>
  z.string().check(z.regex(CODIGOPAQ_PATTERN, 'codigopaq must be 8 to 12 digits'));

/** A required, non-empty string. */
const requiredString = /* @__NO_SIDE_EFFECTS__ */ () => z.string().check(z.minLength(1));

/** Path params of the routes addressed by a withdrawal transaction id. */
const txIdParams = /* @__PURE__ */ z.object({ txId: /* @__PURE__ */ requiredString() });

/** GET /channel/topup/preview */
export const previewTopup = /* @__PURE__ */ defineOperation({
  id: 'previewTopup',
  sdk: 'topup.preview',
  area: 'topup',
  method: 'GET',
  path: '/channel/topup/preview',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    query: /* @__PURE__ */ z.object({
      amount: /* @__PURE__ */ positiveDecimalString(),
      chain: /* @__PURE__ */ requiredString(),
      token: /* @__PURE__ */ evmAddress(),
    }),
    response: /* @__PURE__ */ z.unknown(),
  })),
  errors: [],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /channel/topup/validate-phone */
export const validateTopupPhone = /* @__PURE__ */ defineOperation({
  id: 'validateTopupPhone',
  sdk: 'topup.validatePhone',
  area: 'topup',
  method: 'GET',
  path: '/channel/topup/validate-phone',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    query: /* @__PURE__ */ z.object({
      // Any code: checking its format is this route's answer (`{ ok: false, reason }`), not a refusal.
      codigopaq: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1)),
      capabilityId: /* @__PURE__ */ z.optional(/* @__PURE__ */ uuid()),
    }),
    response: /* @__PURE__ */ z.unknown(),
  })),
  errors: [],
  invalidInputCode: BODY_PARSER_CODE,
});

/** POST /channel/topup/withdraw */
export const createTopupWithdrawal = /* @__PURE__ */ defineOperation({
  id: 'createTopupWithdrawal',
  sdk: 'topup.withdrawals.create',
  area: 'topup',
  method: 'POST',
  path: '/channel/topup/withdraw',
  auth: /* @__PURE__ */ auth.headerContext(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    body: /* @__PURE__ */ z.object({
      codigopaq: /* @__PURE__ */ codigopaq(),
      destinationCountry: /* @__PURE__ */ requiredString(),
      chain: /* @__PURE__ */ requiredString(),
      token: /* @__PURE__ */ requiredString(),
      amount: /* @__PURE__ */ positiveNumber(),
      sendWallet: /* @__PURE__ */ z.optional(/* @__PURE__ */ evmAddress()),
      note: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
    }),
    response: /* @__PURE__ */ z.unknown(),
  })),
  errors: [{ status: 400 }, { status: 403 }, { status: 500 }],
  invalidInputCode: BODY_PARSER_CODE,
});

/** POST /channel/topup/withdraw/{txId}/process-sponsored-tx */
export const processTopupWithdrawalSponsoredTx = /* @__PURE__ */ defineOperation({
  id: 'processTopupWithdrawalSponsoredTx',
  sdk: 'topup.withdrawals.processSponsoredTx',
  area: 'topup',
  method: 'POST',
  path: '/channel/topup/withdraw/{txId}/process-sponsored-tx',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    params: txIdParams,
    body: /* @__PURE__ */ z.object({ userSignature: /* @__PURE__ */ requiredString() }),
    response: /* @__PURE__ */ loose({
      txHash: /* @__PURE__ */ z.string(),
      txId: /* @__PURE__ */ z.string(),
      rechargeId: /* @__PURE__ */ z.string(),
    }),
  })),
  errors: [{ status: 400 }, { status: 403 }, { status: 409 }],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /channel/topup/withdraw/{txId}/sign-payload */
export const getTopupWithdrawalSignPayload = /* @__PURE__ */ defineOperation({
  id: 'getTopupWithdrawalSignPayload',
  sdk: 'topup.withdrawals.signPayload',
  area: 'topup',
  method: 'GET',
  path: '/channel/topup/withdraw/{txId}/sign-payload',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    params: txIdParams,
    response: /* @__PURE__ */ loose({
      typedData: /* @__PURE__ */ jsonObject(),
      signerAddress: /* @__PURE__ */ z.string(),
    }),
  })),
  errors: [{ status: 409 }],
  invalidInputCode: BODY_PARSER_CODE,
});

/** Every operation of the top-up area, in spec order. */
export const topupOperations: readonly [
  typeof previewTopup,
  typeof validateTopupPhone,
  typeof createTopupWithdrawal,
  typeof processTopupWithdrawalSponsoredTx,
  typeof getTopupWithdrawalSignPayload,
] = [
  previewTopup,
  validateTopupPhone,
  createTopupWithdrawal,
  processTopupWithdrawalSponsoredTx,
  getTopupWithdrawalSignPayload,
] as const;
