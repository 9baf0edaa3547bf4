/**
 * Native payment requests, sends and tag lookup of the `core` channel family
 * (spec: Endpoints > Native payment request and send, top-up, and ramp channel routes).
 */
import * as z from 'zod/mini';
import { auth } from './auth.js';
import { BODY_PARSER_CODE, defineOperation, type ErrorSpec } from './operation.js';
import { PAYMENT_REQUEST_STATUSES, TRANSACTION_STATUSES } from './resources.js';
import { jsonObject, loose, openEnum } from './schemas.js';

/** A required, non-empty string. */
const requiredString = /* @__NO_SIDE_EFFECTS__ */ () => z.string().check(z.minLength(1));

/** A non-negative integer index into the transactions of a send. */
const txIndex = /* @__NO_SIDE_EFFECTS__ */ () => z.number().check(z.int(), z.gte(0));

/** Path params of the routes addressed by a payment request or send id. */
const idParams = z.object({ id: requiredString() });

/** The channel codes of the create routes of the core channel. */
const channelCreateErrors = [
  { status: 403, code: 'CH-01', description: 'Invalid API key.' },
  { status: 401, description: 'Missing or invalid session, or no usable context.' },
  { status: 403, code: 'CH-02', description: 'Invalid profile or team access.' },
  { status: 400, code: 'CH-03', description: 'Invalid request body.' },
  { status: 403, code: 'CH-04', description: 'Channel not available for the app.' },
  { status: 400, code: 'CH-06', description: 'Invalid channel parameters.' },
  { status: 500, code: 'CH-07', description: 'Channel function failed.' },
] as const satisfies readonly ErrorSpec[];

/** The numeric codes of the payment request read and pay routes. */
const paymentRequestErrors = [
  { status: 404, code: '1', description: 'Payment request not found.' },
  { status: 404, code: '2', description: 'Transaction not found.' },
  { status: 404, code: '3', description: 'Action not found.' },
  { status: 400, code: '4', description: 'Invalid HTTP method.' },
  { status: 400, code: '5', description: 'Invalid request body.' },
] as const satisfies readonly ErrorSpec[];

/** A party (profile or team) as shown on a payment request. */
const PaymentRequestParty = loose({
  id: z.string(),
  name: z.string(),
  image: z.optional(z.nullable(z.string())),
});

/** One recipient of a send preview: a positive amount and an address or a tag. */
const SendRecipient = /* @__PURE__ */ z
  .object({
    amount: /* @__PURE__ */ z.number().check(z.positive()),
    address: z.optional(requiredString()),
    vudyTag: z.optional(requiredString()),
  })
  .check(
    z.superRefine((recipient, ctx) => {
      if (recipient.address === undefined && recipient.vudyTag === undefined) {
        ctx.addIssue({
          code: 'custom',
          message: 'Each recipient needs an address or a vudyTag',
          path: ['address'],
        });
      }
    }),
  );

/** POST /channel/core/request/create */
export const createPaymentRequest = defineOperation({
  id: 'createPaymentRequest',
  sdk: 'core.requests.create',
  area: 'core',
  method: 'POST',
  path: '/channel/core/request/create',
  summary: 'Create a native payment request.',
  description:
    'Creates a payment request for `amount` to `targetAddress`. `channelParams` may carry `customId`, `note`, `requestedChain`, `requestedToken`, `currencyToken` and `addedFee` (object or null). Returns the request id, its payment `url` and `embedUrl`, the transaction id and `channelTableType` `ch_core_request`.',
  auth: /* @__PURE__ */ auth.headerContext(),
  successStatus: 200,
  schemas: {
    body: z.object({
      targetAddress: requiredString(),
      amount: z.number(),
      channelParams: z.object({
        customId: z.optional(z.string()),
        note: z.optional(z.string()),
        requestedChain: z.optional(z.string()),
        requestedToken: z.optional(z.string()),
        currencyToken: z.optional(z.string()),
        addedFee: z.optional(z.nullable(jsonObject())),
      }),
    }),
    response: loose({
      id: z.string(),
      url: z.string(),
      embedUrl: z.string(),
      txId: z.string(),
      channelTableType: openEnum(['ch_core_request']),
    }),
  },
  errors: channelCreateErrors,
  invalidInputCode: 'CH-03',
  inputErrorCodes: [{ in: 'body', field: 'channelParams', issue: 'invalid', status: 400, code: 'CH-06' }],
});

/** GET /channel/core/request/{id} */
export const getPaymentRequest = defineOperation({
  id: 'getPaymentRequest',
  sdk: 'core.requests.retrieve',
  area: 'core',
  method: 'GET',
  path: '/channel/core/request/{id}',
  summary: 'Read a payment request.',
  description:
    'Returns the transaction (`txs`, `channel`, `token`, `chain`), the request `detail`, the requesting `profile` and its `team` (omitted when unavailable), plus `offers` for OTC-correlated transactions.',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: {
    params: idParams,
    response: loose({
      tx: loose({
        id: z.optional(z.string()),
        status: z.optional(openEnum(TRANSACTION_STATUSES)),
        txs: z.optional(z.nullable(jsonObject())),
        channel: z.optional(z.nullable(jsonObject())),
        token: z.optional(z.nullable(jsonObject())),
        chain: z.optional(z.nullable(jsonObject())),
      }),
      detail: z.unknown(),
      profile: PaymentRequestParty,
      team: z.optional(PaymentRequestParty),
      offers: z.optional(z.unknown()),
    }),
  },
  errors: paymentRequestErrors,
  invalidInputCode: '5',
});

/** POST /channel/core/request/{id} */
export const payPaymentRequest = defineOperation({
  id: 'payPaymentRequest',
  sdk: 'core.requests.pay',
  area: 'core',
  method: 'POST',
  path: '/channel/core/request/{id}',
  summary: 'Pay a payment request (payer flow).',
  description:
    'Starts payment of the request by `sender` on `chain` with `token`. Rejected when the request is already `completed` or `failed`. Returns the request `{ id, status }`, the transaction `{ id, status }` and the team `{ id, name }`.',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: {
    params: idParams,
    body: z.object({
      sender: requiredString(),
      chain: requiredString(),
      token: requiredString(),
    }),
    response: loose({
      request: loose({ id: z.string(), status: openEnum(PAYMENT_REQUEST_STATUSES) }),
      tx: loose({ id: z.string(), status: openEnum(TRANSACTION_STATUSES) }),
      team: loose({ id: z.string(), name: z.string() }),
    }),
  },
  errors: [
    ...paymentRequestErrors,
    { status: 409, description: 'The payment request is already completed or failed.' },
  ],
  invalidInputCode: '5',
});

/** POST /channel/core/send/create */
export const createSend = defineOperation({
  id: 'createSend',
  sdk: 'core.sends.create',
  area: 'core',
  method: 'POST',
  path: '/channel/core/send/create',
  summary: 'Create a send to one or many recipients.',
  description:
    'Creates a send and returns the transactions to run: `transactions` and `gasTransactions`, the chain and contract, whether the token allowance is already enough (`allowanceOk`), whether gas sponsorship is needed, and the total token and native gas amounts required.',
  auth: /* @__PURE__ */ auth.headerContext(),
  successStatus: 200,
  schemas: {
    body: z.object({
      targetAddress: requiredString(),
      amount: z.number(),
      channelParams: jsonObject(),
    }),
    response: loose({
      txId: z.string(),
      sendId: z.string(),
      transactions: z.array(z.unknown()),
      gasTransactions: z.array(z.unknown()),
      chainId: z.union([z.number(), z.string()]),
      contractAddress: z.string(),
      allowanceOk: z.boolean(),
      needsSponsorship: z.boolean(),
      totalTokenRequired: z.union([z.string(), z.number()]),
      totalNativeForGas: z.union([z.string(), z.number()]),
    }),
  },
  errors: channelCreateErrors,
  invalidInputCode: 'CH-03',
  inputErrorCodes: [{ in: 'body', field: 'channelParams', issue: 'invalid', status: 400, code: 'CH-06' }],
});

/** POST /channel/core/send/preview */
export const previewSend = defineOperation({
  id: 'previewSend',
  sdk: 'core.sends.preview',
  area: 'core',
  method: 'POST',
  path: '/channel/core/send/preview',
  summary: 'Preview a send without creating it.',
  description:
    'Creates nothing; used for fee, sponsorship and balance checks. `channelParams` takes `chain`, `token`, `currencyToken` (string or null), `gasConversionUsd` (non-negative number or null) and `recipients` (at least one, each with a positive `amount` and either an `address` or a `vudyTag`).',
  auth: /* @__PURE__ */ auth.headerContext(),
  successStatus: 200,
  schemas: {
    body: z.object({
      senderAddress: requiredString(),
      amount: z.number(),
      channelParams: z.object({
        chain: requiredString(),
        token: requiredString(),
        currencyToken: z.optional(z.nullable(z.string())),
        gasConversionUsd: z.optional(z.nullable(/* @__PURE__ */ z.number().check(z.gte(0)))),
        recipients: /* @__PURE__ */ z.array(SendRecipient).check(z.minLength(1)),
      }),
    }),
    response: z.unknown(),
  },
  errors: [
    { status: 403, code: 'CH-01', description: 'Invalid API key.' },
    { status: 403, code: 'CH-04', description: 'Channel not available for the app.' },
    { status: 400, code: 'APP_CHANNEL_CORE_SEND_PREVIEW#2', description: 'Invalid parameters.' },
  ],
  invalidInputCode: 'APP_CHANNEL_CORE_SEND_PREVIEW#2',
});

/** POST /channel/core/send/{id}/prepare-sponsored-tx */
export const prepareSponsoredSendTx = defineOperation({
  id: 'prepareSponsoredSendTx',
  sdk: 'core.sends.prepareSponsoredTx',
  area: 'core',
  method: 'POST',
  path: '/channel/core/send/{id}/prepare-sponsored-tx',
  summary: 'Prepare a gas-sponsored transaction of a send for signing.',
  description:
    'Prepares transaction `txIndex` (default 0) of the send for sponsored submission. Returns `prepareId`, its expiry `expiresAtMs`, the server `attestation`, the EIP-712 `typedData` to sign and the `signerAddress` expected to sign it.',
  auth: /* @__PURE__ */ auth.headerContext(),
  successStatus: 200,
  schemas: {
    params: idParams,
    body: z.object({ txIndex: z._default(txIndex(), 0) }),
    response: loose({
      prepareId: z.string(),
      expiresAtMs: z.number(),
      attestation: z.string(),
      typedData: jsonObject(),
      signerAddress: z.string(),
    }),
  },
  errors: [
    { status: 400, description: 'Invalid input.' },
    { status: 403, description: 'Access denied.' },
    { status: 404, description: 'Send or transaction not found.' },
    { status: 409, description: 'The transaction cannot be prepared in its current state.' },
    { status: 500, description: 'Preparation failed.' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** POST /channel/core/send/{id}/process-send-tx */
export const processSendTx = defineOperation({
  id: 'processSendTx',
  sdk: 'core.sends.processSendTx',
  area: 'core',
  method: 'POST',
  path: '/channel/core/send/{id}/process-send-tx',
  summary: 'Process one regular or gas transaction of a send.',
  description:
    'Processes transaction `txIndex` of the `regular` or `gas` list of the send. Wallets the service can sign for are signed and sent; client wallets get the payload to sign.',
  auth: /* @__PURE__ */ auth.session(),
  successStatus: 200,
  schemas: {
    params: idParams,
    body: z.object({
      txType: z.enum(['regular', 'gas']),
      txIndex: txIndex(),
    }),
    response: z.unknown(),
  },
  errors: [],
  invalidInputCode: BODY_PARSER_CODE,
});

/** POST /channel/core/send/{id}/process-sponsored-tx */
export const processSponsoredSendTx = defineOperation({
  id: 'processSponsoredSendTx',
  sdk: 'core.sends.processSponsoredTx',
  area: 'core',
  method: 'POST',
  path: '/channel/core/send/{id}/process-sponsored-tx',
  summary: 'Submit a gas-sponsored transaction of a send.',
  description:
    'With a `prepareId` (from prepare-sponsored-tx), `attestation` and `userSignature` are required and the signed transaction is submitted. Without `prepareId`, a valid session is required and transaction `txIndex` (default 0) is signed by the service.',
  auth: /* @__PURE__ */ auth.headerContext(),
  successStatus: 200,
  schemas: {
    params: idParams,
    body: /* @__PURE__ */ /* @__PURE__ */ z
      .object({
        txIndex: z.optional(txIndex()),
        prepareId: z.optional(requiredString()),
        attestation: z.optional(requiredString()),
        userSignature: z.optional(requiredString()),
      })
      .check(
        z.superRefine((body, ctx) => {
          if (body.prepareId === undefined) return;
          for (const field of ['attestation', 'userSignature'] as const) {
            if (body[field] === undefined) {
              ctx.addIssue({ code: 'custom', message: `${field} is required with prepareId`, path: [field] });
            }
          }
        }),
      )
      .check(
        z.overwrite((body) =>
          body.prepareId === undefined && body.txIndex === undefined ? { ...body, txIndex: 0 } : body,
        ),
      ),
    response: z.unknown(),
  },
  errors: [],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /channel/core/tag */
export const resolveTags = defineOperation({
  id: 'resolveTags',
  sdk: 'core.tags.resolve',
  area: 'core',
  method: 'GET',
  path: '/channel/core/tag',
  summary: 'Resolve tags to display names and wallet addresses.',
  description:
    'Resolves the given `tags` (and/or an `address`) to a display name and wallet address per tag.',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: {
    query: z.object({
      address: z.optional(z.string()),
      tags: z.optional(z.string()),
    }),
    response: z.unknown(),
  },
  errors: [],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /v1/core/request/{id}/invoice-pdf */
export const getPaymentRequestInvoicePdf = defineOperation({
  id: 'getPaymentRequestInvoicePdf',
  sdk: 'core.requests.invoicePdf',
  area: 'core',
  method: 'GET',
  path: '/v1/core/request/{id}/invoice-pdf',
  summary: 'Download the PDF invoice of a completed payment request.',
  description:
    'Returns the invoice of the payment request as PDF bytes, rendered in the optional `language`. The request must be completed.',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: {
    params: idParams,
    query: z.object({ language: z.optional(z.string()) }),
    response: z.unknown(),
  },
  errors: [
    { status: 404, code: '1', description: 'Payment request not found.' },
    { status: 400, code: '2', description: 'Payment request not completed.' },
    { status: 500, code: '3', description: 'Failed to read the invoice template.' },
    { status: 500, code: '4', description: 'Failed to generate the PDF.' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
  responseType: 'binary',
});

/** POST /v1/core/request/{id}/notify-client */
export const notifyPaymentRequestClient = defineOperation({
  id: 'notifyPaymentRequestClient',
  sdk: 'core.requests.notifyClient',
  area: 'core',
  method: 'POST',
  path: '/v1/core/request/{id}/notify-client',
  summary: 'Notify the client of a payment request.',
  description:
    'Sends a notification about the payment request to its client. Body and response are not documented.',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: {
    params: idParams,
    body: z.looseObject({}),
    response: z.unknown(),
  },
  errors: [],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /v1/core/send/contracts */
export const listSendContracts = defineOperation({
  id: 'listSendContracts',
  sdk: 'core.sends.contracts',
  area: 'core',
  method: 'GET',
  path: '/v1/core/send/contracts',
  summary: 'Read the contracts used by sends.',
  description: 'Returns the send contracts. Request parameters and response are not documented.',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: {
    query: z.looseObject({}),
    response: z.unknown(),
  },
  errors: [],
  invalidInputCode: BODY_PARSER_CODE,
});

/** Every operation of the core area, in spec order. */
export const coreOperations = [
  createPaymentRequest,
  getPaymentRequest,
  payPaymentRequest,
  createSend,
  previewSend,
  prepareSponsoredSendTx,
  processSendTx,
  processSponsoredSendTx,
  resolveTags,
  getPaymentRequestInvoicePdf,
  notifyPaymentRequestClient,
  listSendContracts,
] as const;
