/**
 * Phone-code top-up withdrawals of the `topup` channel family, with their sponsored gas flow
 * (spec: Endpoints > Native payment request and send, top-up, and ramp channel routes).
 */
import * as z from 'zod/mini';
import { auth } from './auth.js';
import { BODY_PARSER_CODE, defineOperation } from './operation.js';
import { evmAddress, jsonObject, loose, positiveDecimalString, uuid } from './schemas.js';

/** A required, non-empty string. */
const requiredString = /* @__NO_SIDE_EFFECTS__ */ () => z.string().check(z.minLength(1));

/** Path params of the routes addressed by a withdrawal transaction id. */
const txIdParams = z.object({ txId: requiredString() });

/** GET /channel/topup/preview */
export const previewTopup = defineOperation({
  id: 'previewTopup',
  sdk: 'topup.preview',
  area: 'topup',
  method: 'GET',
  path: '/channel/topup/preview',
  summary: 'Estimate what a top-up delivers.',
  description:
    'Returns the estimated amount received, in local and USD terms, for `amount` (a positive numeric string) of `token` (an EVM token address) on `chain`.',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: {
    query: z.object({
      amount: positiveDecimalString(),
      chain: requiredString(),
      token: evmAddress(),
    }),
    response: z.unknown(),
  },
  errors: [],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /channel/topup/validate-phone */
export const validateTopupPhone = defineOperation({
  id: 'validateTopupPhone',
  sdk: 'topup.validatePhone',
  area: 'topup',
  method: 'GET',
  path: '/channel/topup/validate-phone',
  summary: 'Validate a top-up phone code.',
  description:
    'Validates `codigopaq`. With a valid `capabilityId` of this channel the data is `{ ok, signature }`, and the client sends the code together with the signature in the execute params.',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: {
    query: z.object({
      codigopaq: requiredString(),
      capabilityId: z.optional(uuid()),
    }),
    response: z.unknown(),
  },
  errors: [],
  invalidInputCode: BODY_PARSER_CODE,
});

/** POST /channel/topup/withdraw */
export const createTopupWithdrawal = defineOperation({
  id: 'createTopupWithdrawal',
  sdk: 'topup.withdrawals.create',
  area: 'topup',
  method: 'POST',
  path: '/channel/topup/withdraw',
  summary: 'Create a top-up withdrawal.',
  description:
    'Creates a withdrawal of `amount` of `token` on `chain` to the phone code `codigopaq` in `destinationCountry`. Gas is sponsored. When the service can sign for the wallet the transfer may finish in this call; otherwise call sign-payload and then process-sponsored-tx.',
  auth: /* @__PURE__ */ auth.headerContext(),
  successStatus: 200,
  schemas: {
    body: z.object({
      codigopaq: requiredString(),
      destinationCountry: requiredString(),
      chain: requiredString(),
      token: requiredString(),
      amount: z.number(),
      sendWallet: z.optional(z.string()),
      note: z.optional(z.string()),
    }),
    response: z.unknown(),
  },
  errors: [
    { status: 400, description: 'Invalid input.' },
    { status: 403, description: 'Access denied.' },
    { status: 500, description: 'Withdrawal failed.' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** POST /channel/topup/withdraw/{txId}/process-sponsored-tx */
export const processTopupWithdrawalSponsoredTx = defineOperation({
  id: 'processTopupWithdrawalSponsoredTx',
  sdk: 'topup.withdrawals.processSponsoredTx',
  area: 'topup',
  method: 'POST',
  path: '/channel/topup/withdraw/{txId}/process-sponsored-tx',
  summary: 'Submit the signed, gas-sponsored transfer of a top-up withdrawal.',
  description:
    'Takes the `userSignature` over the typed data from sign-payload and submits the sponsored transfer. Returns `txHash`, `txId` and `rechargeId`.',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: {
    params: txIdParams,
    body: z.object({ userSignature: requiredString() }),
    response: loose({
      txHash: z.string(),
      txId: z.string(),
      rechargeId: z.string(),
    }),
  },
  errors: [],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /channel/topup/withdraw/{txId}/sign-payload */
export const getTopupWithdrawalSignPayload = defineOperation({
  id: 'getTopupWithdrawalSignPayload',
  sdk: 'topup.withdrawals.signPayload',
  area: 'topup',
  method: 'GET',
  path: '/channel/topup/withdraw/{txId}/sign-payload',
  summary: 'Read the EIP-712 payload to sign for a top-up withdrawal.',
  description: 'Returns the EIP-712 `typedData` to sign and the `signerAddress` expected to sign it.',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: {
    params: txIdParams,
    response: loose({
      typedData: jsonObject(),
      signerAddress: z.string(),
    }),
  },
  errors: [],
  invalidInputCode: BODY_PARSER_CODE,
});

/** Every operation of the top-up area, in spec order. */
export const topupOperations = [
  previewTopup,
  validateTopupPhone,
  createTopupWithdrawal,
  processTopupWithdrawalSponsoredTx,
  getTopupWithdrawalSignPayload,
] as const;
