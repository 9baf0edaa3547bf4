/**
 * Native payment requests, sends and tag lookup of the `core` channel family
 * (spec: Endpoints > Native payment request and send, top-up, and ramp channel routes).
 */
import * as z from 'zod/mini';
import { auth } from './auth.js';
import { BODY_PARSER_CODE, defineOperation, type ErrorSpec, lazySchemas } from './operation.js';
import { PAYMENT_REQUEST_STATUSES, TRANSACTION_STATUSES } from './resources.js';
import {
  email,
  evmAddress,
  jsonObject,
  LANGUAGES,
  loose,
  openEnum,
  positiveNumber,
  statedRule,
} from './schemas.js';

/** A required, non-empty string. */
const requiredString = /* @__NO_SIDE_EFFECTS__ */ () => z.string().check(z.minLength(1));

/** A non-negative integer index into the transactions of a send. */
const txIndex = /* @__NO_SIDE_EFFECTS__ */ () => z.number().check(z.int(), z.gte(0));

/** Path params of the routes addressed by a payment request or send id. */
const idParams = /* @__PURE__ */ z.object({ id: /* @__PURE__ */ requiredString() });

/** The channel codes of the create routes of the core channel. */
const channelCreateErrors = [
  { status: 403, code: 'CH-01', role: 'invalidKey' },
  { status: 401 },
  { status: 403, code: 'CH-02' },
  { status: 400, code: 'CH-03' },
  { status: 403, code: 'CH-04' },
  { status: 400, code: 'CH-06' },
  { status: 500, code: 'CH-07' },
] as const satisfies readonly ErrorSpec[];

/** The numeric codes of the payment request read and pay routes. */
const paymentRequestErrors = [
  { status: 404, code: '1', meaning: 'payment request not found' },
  { status: 404, code: '2', meaning: 'transaction not found' },
  { status: 404, code: '3', role: 'actionNotFound', meaning: 'action not found' },
  { status: 400, code: '4', role: 'invalidMethod', meaning: 'invalid HTTP method' },
  { status: 400, code: '5', meaning: 'invalid request body' },
] as const satisfies readonly ErrorSpec[];

/**
 * The payment-request errors followed by a route's own. A call rather than a spread, so that a
 * bundler can drop the declaration that uses it.
 */
const withPaymentRequestErrors = /* @__NO_SIDE_EFFECTS__ */ <const Own extends readonly ErrorSpec[]>(
  own: Own,
) => [...paymentRequestErrors, ...own] as const;

/** A party (profile or team) as shown on a payment request. */
const PaymentRequestParty = /* @__PURE__ */ loose({
  id: /* @__PURE__ */ z.string(),
  name: /* @__PURE__ */ z.string(),
  image: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string())),
});

/** One recipient of a send: a positive amount and either an address or a tag. */
const SendRecipient = /* @__PURE__ */ z
  .object({
    amount: /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.positive()),
    address: /* @__PURE__ */ z.optional(/* @__PURE__ */ evmAddress()),
    vudyTag: /* @__PURE__ */ z.optional(/* @__PURE__ */ requiredString()),
  })
  .check(
    /* @__PURE__ */ statedRule<{ address?: string | undefined; vudyTag?: string | undefined }>(
      'Each recipient needs an address or a vudyTag, not both',
      (recipient) => (recipient.address === undefined) !== (recipient.vudyTag === undefined),
      () => ['address'],
      { oneOf: [{ required: ['address'] }, { required: ['vudyTag'] }] },
    ),
  );

/** The recipients of a send: 1 to 50. */
const sendRecipients = /* @__NO_SIDE_EFFECTS__ */ () =>
  z.array(SendRecipient).check(z.minLength(1), z.maxLength(50));

/** A payment request's currency: USD, USDC, USDT or DAI in any case, or blank for USD. */
const REQUEST_CURRENCY_PATTERN = /^\s*(?:[uU][sS][dD][cCtT]?|[dD][aA][iI])?\s*$/;

/** POST /channel/core/request/create */
export const createPaymentRequest = /* @__PURE__ */ defineOperation({
  id: 'createPaymentRequest',
  sdk: 'core.requests.create',
  area: 'core',
  method: 'POST',
  path: '/channel/core/request/create',
  auth: /* @__PURE__ */ auth.headerContext(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    body: /* @__PURE__ */ z.object({
      targetAddress: /* @__PURE__ */ evmAddress(),
      amount: /* @__PURE__ */ positiveNumber(),
      channelParams: /* @__PURE__ */ z.object({
        customId: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
        note: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
        requestedChain: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
        requestedToken: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
        currencyToken: /* @__PURE__ */ z.optional(
          /* @__PURE__ */ z
            .string()
            .check(
              /* @__PURE__ */ z.regex(
                REQUEST_CURRENCY_PATTERN,
                'One of USD, USDC, USDT, DAI (any case), or blank',
              ),
            ),
        ),
        addedFee: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ jsonObject())),
      }),
    }),
    response: /* @__PURE__ */ loose({
      id: /* @__PURE__ */ z.string(),
      url: /* @__PURE__ */ z.string(),
      embedUrl: /* @__PURE__ */ z.string(),
      txId: /* @__PURE__ */ z.string(),
      channelTableType: /* @__PURE__ */ openEnum(['ch_core_request']),
    }),
  })),
  errors: channelCreateErrors,
  invalidInputCode: 'CH-03',
  inputErrorCodes: [{ in: 'body', field: 'channelParams', issue: 'invalid', status: 400, code: 'CH-06' }],
});

/** GET /channel/core/request/{id} */
export const getPaymentRequest = /* @__PURE__ */ defineOperation({
  id: 'getPaymentRequest',
  sdk: 'core.requests.retrieve',
  area: 'core',
  method: 'GET',
  path: '/channel/core/request/{id}',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    params: idParams,
    response: /* @__PURE__ */ loose({
      tx: /* @__PURE__ */ loose({
        id: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
        status: /* @__PURE__ */ z.optional(/* @__PURE__ */ openEnum(TRANSACTION_STATUSES)),
        txs: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ jsonObject())),
        channel: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ jsonObject())),
        token: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ jsonObject())),
        chain: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ jsonObject())),
      }),
      detail: /* @__PURE__ */ z.unknown(),
      profile: PaymentRequestParty,
      team: /* @__PURE__ */ z.optional(PaymentRequestParty),
      offers: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.unknown()),
    }),
  })),
  errors: paymentRequestErrors,
  invalidInputCode: '5',
});

/** POST /channel/core/request/{id} */
export const payPaymentRequest = /* @__PURE__ */ defineOperation({
  id: 'payPaymentRequest',
  sdk: 'core.requests.pay',
  area: 'core',
  method: 'POST',
  path: '/channel/core/request/{id}',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    params: idParams,
    body: /* @__PURE__ */ z.object({
      sender: /* @__PURE__ */ evmAddress(),
      chain: /* @__PURE__ */ requiredString(),
      token: /* @__PURE__ */ requiredString(),
    }),
    response: /* @__PURE__ */ loose({
      request: /* @__PURE__ */ loose({
        id: /* @__PURE__ */ z.string(),
        status: /* @__PURE__ */ openEnum(PAYMENT_REQUEST_STATUSES),
      }),
      tx: /* @__PURE__ */ loose({
        id: /* @__PURE__ */ z.string(),
        status: /* @__PURE__ */ openEnum(TRANSACTION_STATUSES),
      }),
      team: /* @__PURE__ */ loose({ id: /* @__PURE__ */ z.string(), name: /* @__PURE__ */ z.string() }),
    }),
  })),
  errors: /* @__PURE__ */ withPaymentRequestErrors([{ status: 400 }, { status: 409 }]),
  invalidInputCode: '5',
});

/** POST /channel/core/send/create */
export const createSend = /* @__PURE__ */ defineOperation({
  id: 'createSend',
  sdk: 'core.sends.create',
  area: 'core',
  method: 'POST',
  path: '/channel/core/send/create',
  auth: /* @__PURE__ */ auth.headerContext(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    body: /* @__PURE__ */ z.object({
      targetAddress: /* @__PURE__ */ evmAddress(),
      amount: /* @__PURE__ */ positiveNumber(),
      channelParams: /* @__PURE__ */ z.looseObject({
        chain: /* @__PURE__ */ z.union([
          /* @__PURE__ */ requiredString(),
          /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.int(), /* @__PURE__ */ z.positive()),
        ]),
        token: /* @__PURE__ */ requiredString(),
        currencyToken: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string())),
        recipients: /* @__PURE__ */ sendRecipients(),
        note: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(500))),
      }),
    }),
    response: /* @__PURE__ */ loose({
      txId: /* @__PURE__ */ z.string(),
      sendId: /* @__PURE__ */ z.string(),
      transactions: /* @__PURE__ */ z.array(/* @__PURE__ */ z.unknown()),
      gasTransactions: /* @__PURE__ */ z.array(/* @__PURE__ */ z.unknown()),
      chainId: /* @__PURE__ */ z.union([/* @__PURE__ */ z.number(), /* @__PURE__ */ z.string()]),
      contractAddress: /* @__PURE__ */ z.string(),
      allowanceOk: /* @__PURE__ */ z.boolean(),
      needsSponsorship: /* @__PURE__ */ z.boolean(),
      totalTokenRequired: /* @__PURE__ */ z.union([/* @__PURE__ */ z.string(), /* @__PURE__ */ z.number()]),
      totalNativeForGas: /* @__PURE__ */ z.union([/* @__PURE__ */ z.string(), /* @__PURE__ */ z.number()]),
    }),
  })),
  errors: channelCreateErrors,
  invalidInputCode: 'CH-03',
  inputErrorCodes: [{ in: 'body', field: 'channelParams', issue: 'invalid', status: 400, code: 'CH-06' }],
});

/** POST /channel/core/send/preview */
export const previewSend = /* @__PURE__ */ defineOperation({
  id: 'previewSend',
  sdk: 'core.sends.preview',
  area: 'core',
  method: 'POST',
  path: '/channel/core/send/preview',
  auth: /* @__PURE__ */ auth.headerContext(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    body: /* @__PURE__ */ z.object({
      senderAddress: /* @__PURE__ */ evmAddress(),
      amount: /* @__PURE__ */ positiveNumber(),
      channelParams: /* @__PURE__ */ z.object({
        chain: /* @__PURE__ */ requiredString(),
        token: /* @__PURE__ */ requiredString(),
        currencyToken: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string())),
        gasConversionUsd: /* @__PURE__ */ z.optional(
          /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.number().check(/* @__PURE__ */ z.gte(0))),
        ),
        recipients: /* @__PURE__ */ sendRecipients(),
      }),
    }),
    response: /* @__PURE__ */ z.unknown(),
  })),
  errors: [
    { status: 403, code: 'CH-01', role: 'invalidKey' },
    { status: 403, code: 'CH-04' },
    { status: 400, code: 'APP_CHANNEL_CORE_SEND_PREVIEW#2' },
  ],
  invalidInputCode: 'APP_CHANNEL_CORE_SEND_PREVIEW#2',
});

/** POST /channel/core/send/{id}/prepare-sponsored-tx */
export const prepareSponsoredSendTx = /* @__PURE__ */ defineOperation({
  id: 'prepareSponsoredSendTx',
  sdk: 'core.sends.prepareSponsoredTx',
  area: 'core',
  method: 'POST',
  path: '/channel/core/send/{id}/prepare-sponsored-tx',
  auth: /* @__PURE__ */ auth.headerContext(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    params: idParams,
    body: /* @__PURE__ */ z.object({ txIndex: /* @__PURE__ */ z._default(/* @__PURE__ */ txIndex(), 0) }),
    response: /* @__PURE__ */ loose({
      prepareId: /* @__PURE__ */ z.string(),
      expiresAtMs: /* @__PURE__ */ z.number(),
      attestation: /* @__PURE__ */ z.string(),
      typedData: /* @__PURE__ */ jsonObject(),
      signerAddress: /* @__PURE__ */ z.string(),
    }),
  })),
  errors: [{ status: 400 }, { status: 403 }, { status: 404 }, { status: 409 }, { status: 500 }],
  invalidInputCode: BODY_PARSER_CODE,
});

/** POST /channel/core/send/{id}/process-send-tx */
export const processSendTx = /* @__PURE__ */ defineOperation({
  id: 'processSendTx',
  sdk: 'core.sends.processSendTx',
  area: 'core',
  method: 'POST',
  path: '/channel/core/send/{id}/process-send-tx',
  auth: /* @__PURE__ */ auth.session(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    params: idParams,
    body: /* @__PURE__ */ z.object({
      txType: /* @__PURE__ */ z.enum(['regular', 'gas']),
      txIndex: /* @__PURE__ */ txIndex(),
    }),
    response: /* @__PURE__ */ z.unknown(),
  })),
  errors: [{ status: 400 }, { status: 403 }, { status: 409 }],
  invalidInputCode: BODY_PARSER_CODE,
});

/** POST /channel/core/send/{id}/process-sponsored-tx */
export const processSponsoredSendTx = /* @__PURE__ */ defineOperation({
  id: 'processSponsoredSendTx',
  sdk: 'core.sends.processSponsoredTx',
  area: 'core',
  method: 'POST',
  path: '/channel/core/send/{id}/process-sponsored-tx',
  auth: /* @__PURE__ */ auth.headerContext(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    params: idParams,
    body: /* @__PURE__ */ /* @__PURE__ */ z
      .object({
        txIndex: /* @__PURE__ */ z.optional(/* @__PURE__ */ txIndex()),
        prepareId: /* @__PURE__ */ z.optional(/* @__PURE__ */ requiredString()),
        attestation: /* @__PURE__ */ z.optional(/* @__PURE__ */ requiredString()),
        userSignature: /* @__PURE__ */ z.optional(/* @__PURE__ */ requiredString()),
      })
      .check(
        /* @__PURE__ */ statedRule<{
          prepareId?: string | undefined;
          attestation?: string | undefined;
          userSignature?: string | undefined;
        }>(
          'attestation and userSignature are required with prepareId, and only with it',
          (body) => {
            const given = [body.prepareId, body.attestation, body.userSignature].filter(
              (field) => field !== undefined,
            ).length;
            return given === 0 || given === 3;
          },
          (body) => [
            body.prepareId === undefined
              ? 'prepareId'
              : body.attestation === undefined
                ? 'attestation'
                : 'userSignature',
          ],
          {
            anyOf: [
              {
                not: {
                  anyOf: [
                    { required: ['prepareId'] },
                    { required: ['attestation'] },
                    { required: ['userSignature'] },
                  ],
                },
              },
              { required: ['prepareId', 'attestation', 'userSignature'] },
            ],
          },
        ),
      )
      .check(
        /* @__PURE__ */ z.overwrite((body) =>
          body.prepareId === undefined && body.txIndex === undefined ? { ...body, txIndex: 0 } : body,
        ),
      ),
    response: /* @__PURE__ */ z.unknown(),
  })),
  errors: [{ status: 400 }, { status: 401 }, { status: 403 }, { status: 409 }],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /channel/core/tag */
export const resolveTags = /* @__PURE__ */ defineOperation({
  id: 'resolveTags',
  sdk: 'core.tags.resolve',
  area: 'core',
  method: 'GET',
  path: '/channel/core/tag',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    query: /* @__PURE__ */ z
      .object({
        address: /* @__PURE__ */ z.optional(/* @__PURE__ */ evmAddress()),
        tags: /* @__PURE__ */ z.optional(
          /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.regex(/[^,\s]/, 'At least one tag')),
        ),
      })
      .check(
        /* @__PURE__ */ statedRule<{ address?: string | undefined; tags?: string | undefined }>(
          'Send at least one tag (not only `@`) or an address',
          (query) =>
            query.address !== undefined ||
            (query.tags ?? '').split(',').some((tag) => tag.trim().replace(/^@+/, '') !== ''),
          () => ['tags'],
        ),
      ),
    response: /* @__PURE__ */ z.unknown(),
  })),
  errors: [],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /v1/core/request/{id}/invoice-pdf */
export const getPaymentRequestInvoicePdf = /* @__PURE__ */ defineOperation({
  id: 'getPaymentRequestInvoicePdf',
  sdk: 'core.requests.invoicePdf',
  area: 'core',
  method: 'GET',
  path: '/v1/core/request/{id}/invoice-pdf',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    params: idParams,
    query: /* @__PURE__ */ z.object({ language: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()) }),
    response: /* @__PURE__ */ z.unknown(),
  })),
  errors: [
    { status: 404, code: '1', meaning: 'payment request not found' },
    { status: 400, code: '2', meaning: 'payment request not completed' },
    { status: 500, code: '3', meaning: 'failed to read the invoice template' },
    { status: 500, code: '4', meaning: 'failed to generate the PDF' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
  responseType: 'binary',
});

/** POST /v1/core/request/{id}/notify-client */
export const notifyPaymentRequestClient = /* @__PURE__ */ defineOperation({
  id: 'notifyPaymentRequestClient',
  sdk: 'core.requests.notifyClient',
  area: 'core',
  method: 'POST',
  path: '/v1/core/request/{id}/notify-client',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    params: idParams,
    body: /* @__PURE__ */ z.object({
      email: /* @__PURE__ */ email(),
      language: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.enum(LANGUAGES)),
    }),
    response: /* @__PURE__ */ z.unknown(),
  })),
  errors: [{ status: 403 }, { status: 409 }],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /v1/core/send/contracts */
export const listSendContracts = /* @__PURE__ */ defineOperation({
  id: 'listSendContracts',
  sdk: 'core.sends.contracts',
  area: 'core',
  method: 'GET',
  path: '/v1/core/send/contracts',
  auth: /* @__PURE__ */ auth.key(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    query: /* @__PURE__ */ z.looseObject({}),
    response: /* @__PURE__ */ z.unknown(),
  })),
  errors: [],
  invalidInputCode: BODY_PARSER_CODE,
});

/** Every operation of the core area, in spec order. */
export const coreOperations: readonly [
  typeof createPaymentRequest,
  typeof getPaymentRequest,
  typeof payPaymentRequest,
  typeof createSend,
  typeof previewSend,
  typeof prepareSponsoredSendTx,
  typeof processSendTx,
  typeof processSponsoredSendTx,
  typeof resolveTags,
  typeof getPaymentRequestInvoicePdf,
  typeof notifyPaymentRequestClient,
  typeof listSendContracts,
] = [
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
