/**
 * Transactions and their files (spec: Endpoints > Transactions and files).
 */
import * as z from 'zod/mini';
import { auth } from './auth.js';
import { BODY_PARSER_CODE, defineOperation, lazySchemas } from './operation.js';
import { Transaction, TransactionFile } from './resources.js';
import { dateString, documentFileName, loose, statedRule } from './schemas.js';

/** Prefix of every stored transaction file path; the full prefix is `tx-files/{txId}/`. */
export const TX_FILES_PREFIX = 'tx-files/';

/** Transaction list scopes. */
export const TRANSACTION_LIST_TYPES = ['profile', 'team'] as const;

/** GET /v1/tx/{id} */
export const getTransaction = /* @__PURE__ */ defineOperation({
  id: 'getTransaction',
  sdk: 'transactions.retrieve',
  area: 'transactions',
  method: 'GET',
  path: '/v1/tx/{id}',
  auth: /* @__PURE__ */ auth.headerContext({
    label: 'Session, validated headers, or team-scoped key',
    contextFrom: ['session', 'headers', 'teamKey'],
    masterKey: 'needsSession',
  }),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    params: /* @__PURE__ */ z.object({
      id: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1)),
    }),
    response: /* @__PURE__ */ loose({ tx: Transaction }),
  })),
  errors: [
    { status: 400 },
    { status: 401, role: 'missingContext' },
    { status: 403 },
    { status: 404 },
    { status: 500 },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /v1/txs */
export const listTransactions = /* @__PURE__ */ defineOperation({
  id: 'listTransactions',
  sdk: 'transactions.list',
  area: 'transactions',
  method: 'GET',
  path: '/v1/txs',
  auth: /* @__PURE__ */ auth.headerContext({
    label: 'Session, validated headers, or profile/team-scoped key',
    contextFrom: ['session', 'headers', 'profileKey', 'teamKey'],
  }),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    query: /* @__PURE__ */ z.object({
      type: /* @__PURE__ */ z._default(/* @__PURE__ */ z.enum(TRANSACTION_LIST_TYPES), 'profile'),
    }),
    response: /* @__PURE__ */ loose({
      txs: /* @__PURE__ */ z.array(Transaction),
      count: /* @__PURE__ */ z.number(),
    }),
  })),
  errors: [{ status: 400, role: 'missingContext' }, { status: 500 }],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /v1/txs/tx-count-today */
export const countTransactionsToday = /* @__PURE__ */ defineOperation({
  id: 'countTransactionsToday',
  sdk: 'transactions.countToday',
  area: 'transactions',
  method: 'GET',
  path: '/v1/txs/tx-count-today',
  auth: /* @__PURE__ */ auth.key({ label: 'Key only' }),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    query: /* @__PURE__ */ z.object({
      date: /* @__PURE__ */ z.optional(/* @__PURE__ */ dateString()),
    }),
    response: /* @__PURE__ */ z.number(),
  })),
  errors: [{ status: 400 }, { status: 500 }],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /v1/txs/{txId}/files */
export const listTransactionFiles = /* @__PURE__ */ defineOperation({
  id: 'listTransactionFiles',
  sdk: 'transactions.files.list',
  area: 'transactions',
  method: 'GET',
  path: '/v1/txs/{txId}/files',
  auth: /* @__PURE__ */ auth.headerContext({
    label: 'Session, validated headers, or scoped key; MASTER key may bypass',
    contextFrom: ['session', 'headers', 'profileKey', 'teamKey'],
    masterKey: 'bypass',
  }),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    params: /* @__PURE__ */ z.object({
      txId: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1)),
    }),
    response: /* @__PURE__ */ loose({ files: /* @__PURE__ */ z.array(TransactionFile) }),
  })),
  errors: [{ status: 400, role: 'missingContext' }, { status: 403 }, { status: 404 }, { status: 500 }],
  invalidInputCode: BODY_PARSER_CODE,
});

/** POST /v1/txs/{txId}/files */
export const confirmTransactionFiles = /* @__PURE__ */ defineOperation({
  id: 'confirmTransactionFiles',
  sdk: 'transactions.files.confirm',
  area: 'transactions',
  method: 'POST',
  path: '/v1/txs/{txId}/files',
  auth: /* @__PURE__ */ auth.headerContext({
    label: 'same as above',
    contextFrom: ['session', 'headers', 'profileKey', 'teamKey'],
    masterKey: 'bypass',
  }),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    params: /* @__PURE__ */ z.object({
      txId: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1)),
    }),
    body: /* @__PURE__ */ z
      .object({
        uploadId: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1)),
        filePaths: /* @__PURE__ */ z
          .array(
            /* @__PURE__ */ z
              .string()
              .check(
                /* @__PURE__ */ z.startsWith(TX_FILES_PREFIX, `Each path begins ${TX_FILES_PREFIX}{txId}/`),
              ),
          )
          .check(/* @__PURE__ */ z.minLength(1)),
        fileNames: /* @__PURE__ */ z
          .array(/* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1)))
          .check(/* @__PURE__ */ z.minLength(1)),
      })
      .check(
        /* @__PURE__ */ statedRule<{ fileNames: readonly string[]; filePaths: readonly string[] }>(
          'fileNames must have the same length as filePaths',
          (body) => body.fileNames.length === body.filePaths.length,
          () => ['fileNames'],
        ),
      ),
    response: /* @__PURE__ */ loose({ tx: Transaction }),
  })),
  errors: [{ status: 400 }, { status: 403 }, { status: 404 }, { status: 500 }],
  invalidInputCode: BODY_PARSER_CODE,
});

/** POST /v1/txs/{txId}/files/upload-url */
export const createTransactionFileUploadUrls = /* @__PURE__ */ defineOperation({
  id: 'createTransactionFileUploadUrls',
  sdk: 'transactions.files.createUploadUrls',
  area: 'transactions',
  method: 'POST',
  path: '/v1/txs/{txId}/files/upload-url',
  auth: /* @__PURE__ */ auth.headerContext({
    label: 'Session, validated headers, or profile/team-scoped key',
    contextFrom: ['session', 'headers', 'profileKey', 'teamKey'],
  }),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    params: /* @__PURE__ */ z.object({
      txId: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1)),
    }),
    body: /* @__PURE__ */ z.object({
      fileNames: /* @__PURE__ */ z
        .array(/* @__PURE__ */ documentFileName())
        .check(/* @__PURE__ */ z.minLength(1)),
    }),
    response: /* @__PURE__ */ loose({
      uploadId: /* @__PURE__ */ z.string(),
      uploadUrls: /* @__PURE__ */ z.array(
        /* @__PURE__ */ loose({
          filePath: /* @__PURE__ */ z.string(),
          fileName: /* @__PURE__ */ z.string(),
          signedUrl: /* @__PURE__ */ z.string(),
          expiresAt: /* @__PURE__ */ z.string(),
        }),
      ),
    }),
  })),
  errors: [
    { status: 400 },
    // "Needs resolved profile and team context"; the route lists 400, 403, 404 and 500, no 401.
    { status: 400, role: 'missingContext' },
    { status: 403 },
    { status: 404 },
    { status: 500 },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** Every transaction operation, in spec order. */
export const transactionsOperations: readonly [
  typeof getTransaction,
  typeof listTransactions,
  typeof countTransactionsToday,
  typeof listTransactionFiles,
  typeof confirmTransactionFiles,
  typeof createTransactionFileUploadUrls,
] = [
  getTransaction,
  listTransactions,
  countTransactionsToday,
  listTransactionFiles,
  confirmTransactionFiles,
  createTransactionFileUploadUrls,
] as const;
