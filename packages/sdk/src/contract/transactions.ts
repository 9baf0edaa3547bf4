/**
 * Transactions and their files (spec: Endpoints > Transactions and files).
 */
import * as z from 'zod/mini';
import { auth } from './auth.js';
import { BODY_PARSER_CODE, defineOperation } from './operation.js';
import { Transaction, TransactionFile } from './resources.js';
import { documentFileName, loose } from './schemas.js';

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
  summary: 'Read one transaction.',
  description:
    'Returns `{ tx }`. A team-owned transaction is readable by the owning team context; one without team ownership only by its owner profile. A MASTER key always needs a valid session; a session with admin metadata can read by id without the ownership check.',
  auth: /* @__PURE__ */ auth.headerContext({
    label: 'Session, validated headers, or team-scoped key',
    contextFrom: ['session', 'headers', 'teamKey'],
    masterKey: 'needsSession',
  }),
  successStatus: 200,
  schemas: {
    params: /* @__PURE__ */ z.object({
      id: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1)),
    }),
    response: /* @__PURE__ */ loose({ tx: Transaction }),
  },
  errors: [
    { status: 400, description: 'Missing transaction id.' },
    {
      status: 401,
      role: 'missingContext',
      description: 'Missing context, or missing session for a MASTER key.',
    },
    { status: 403, description: 'The context does not own the transaction.' },
    { status: 404, description: 'Transaction not found.' },
    { status: 500, description: 'Lookup failed.' },
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
  summary: 'List the transactions of the acting profile or team.',
  description:
    'Query `type` is `profile` (default) or `team` and selects whose transactions are listed. Returns `{ txs, count }`; not paginated.',
  auth: /* @__PURE__ */ auth.headerContext({
    label: 'Session, validated headers, or profile/team-scoped key',
    contextFrom: ['session', 'headers', 'profileKey', 'teamKey'],
  }),
  successStatus: 200,
  schemas: {
    query: /* @__PURE__ */ z.object({
      type: /* @__PURE__ */ z._default(/* @__PURE__ */ z.enum(TRANSACTION_LIST_TYPES), 'profile'),
    }),
    response: /* @__PURE__ */ loose({
      txs: /* @__PURE__ */ z.array(Transaction),
      count: /* @__PURE__ */ z.number(),
    }),
  },
  errors: [
    { status: 400, role: 'missingContext', description: 'Missing context or invalid type.' },
    { status: 500, description: 'Listing failed.' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /v1/txs/tx-count-today */
export const countTransactionsToday = /* @__PURE__ */ defineOperation({
  id: 'countTransactionsToday',
  sdk: 'transactions.countToday',
  area: 'transactions',
  method: 'GET',
  path: '/v1/txs/tx-count-today',
  summary: 'Count the platform-wide transactions of one day.',
  description:
    'Query `date` is any parseable date string (default: the current server date). Returns a number: the platform-wide count for the server-local day containing the date, not scoped to a profile or team.',
  auth: /* @__PURE__ */ auth.key({ label: 'Key only' }),
  successStatus: 200,
  schemas: {
    query: /* @__PURE__ */ z.object({
      date: /* @__PURE__ */ z.optional(
        /* @__PURE__ */ z
          .string()
          .check(
            /* @__PURE__ */ z.refine(
              (value) => !Number.isNaN(Date.parse(value)),
              'Expected a parseable date',
            ),
          ),
      ),
    }),
    response: /* @__PURE__ */ z.number(),
  },
  errors: [
    { status: 400, description: 'Unparseable date.' },
    { status: 500, description: 'Count failed.' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /v1/txs/{txId}/files */
export const listTransactionFiles = /* @__PURE__ */ defineOperation({
  id: 'listTransactionFiles',
  sdk: 'transactions.files.list',
  area: 'transactions',
  method: 'GET',
  path: '/v1/txs/{txId}/files',
  summary: 'List the files attached to a transaction.',
  description:
    'Readable by the owning profile, the owning team, the team of an accepted OTC provider, or a MASTER key (which bypasses the ownership check). Returns `{ files }` with signed download URLs, an empty array when there are none.',
  auth: /* @__PURE__ */ auth.headerContext({
    label: 'Session, validated headers, or scoped key; MASTER key may bypass',
    contextFrom: ['session', 'headers', 'profileKey', 'teamKey'],
    masterKey: 'bypass',
  }),
  successStatus: 200,
  schemas: {
    params: /* @__PURE__ */ z.object({
      txId: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1)),
    }),
    response: /* @__PURE__ */ loose({ files: /* @__PURE__ */ z.array(TransactionFile) }),
  },
  errors: [
    { status: 400, role: 'missingContext', description: 'Missing transaction id or context.' },
    { status: 403, description: 'The context may not read the files of this transaction.' },
    { status: 404, description: 'Transaction not found.' },
    { status: 500, description: 'Listing failed.' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** POST /v1/txs/{txId}/files */
export const confirmTransactionFiles = /* @__PURE__ */ defineOperation({
  id: 'confirmTransactionFiles',
  sdk: 'transactions.files.confirm',
  area: 'transactions',
  method: 'POST',
  path: '/v1/txs/{txId}/files',
  summary: 'Confirm uploaded files and attach them to a transaction.',
  description:
    'Same access as listing the files (session, validated headers or scoped key; a MASTER key may bypass the ownership check). Body `uploadId` (from the upload-URL call; valid for one hour), `filePaths` (exactly the set returned for that upload, each beginning `tx-files/{txId}/`) and `fileNames` (same length as `filePaths`). Each uploaded object may be at most 5 MiB. Returns `{ tx }`.',
  auth: /* @__PURE__ */ auth.headerContext({
    label: 'same as above',
    contextFrom: ['session', 'headers', 'profileKey', 'teamKey'],
    masterKey: 'bypass',
  }),
  successStatus: 200,
  schemas: {
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
        /* @__PURE__ */ z.superRefine((body, ctx) => {
          if (body.fileNames.length !== body.filePaths.length) {
            ctx.addIssue({
              code: 'custom',
              message: 'fileNames must have the same length as filePaths',
              path: ['fileNames'],
            });
          }
        }),
      ),
    response: /* @__PURE__ */ loose({ tx: Transaction }),
  },
  errors: [
    {
      status: 400,
      description: 'Invalid body or path set, incomplete upload, or a file over 5 MiB.',
    },
    { status: 403, description: 'The context may not attach files to this transaction.' },
    { status: 404, description: 'Transaction or upload state not found.' },
    { status: 500, description: 'Confirmation failed.' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** POST /v1/txs/{txId}/files/upload-url */
export const createTransactionFileUploadUrls = /* @__PURE__ */ defineOperation({
  id: 'createTransactionFileUploadUrls',
  sdk: 'transactions.files.createUploadUrls',
  area: 'transactions',
  method: 'POST',
  path: '/v1/txs/{txId}/files/upload-url',
  summary: 'Create signed upload URLs for transaction files.',
  description:
    'Body `fileNames`: at least one name of letters, digits, spaces and hyphens with a `.pdf`, `.png`, `.jpg`, `.jpeg`, `.gif`, `.bmp` or `.webp` extension (TIFF is rejected). Needs a resolved profile and team context; a bare MASTER key is not enough. Returns `{ uploadId, uploadUrls }`, each URL `{ filePath, fileName, signedUrl, expiresAt }`; the upload stays valid for one hour.',
  auth: /* @__PURE__ */ auth.headerContext({
    label: 'Session, validated headers, or profile/team-scoped key',
    contextFrom: ['session', 'headers', 'profileKey', 'teamKey'],
  }),
  successStatus: 200,
  schemas: {
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
  },
  errors: [
    { status: 400, description: 'Invalid body or file name.' },
    // "Needs resolved profile and team context"; the route lists 400, 403, 404 and 500, no 401.
    {
      status: 400,
      role: 'missingContext',
      description: 'Missing profile/team context (a bare MASTER key included).',
    },
    { status: 403, description: 'The context may not upload files to this transaction.' },
    { status: 404, description: 'Transaction not found.' },
    { status: 500, description: 'URL creation failed.' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** Every transaction operation, in spec order. */
export const transactionsOperations = [
  getTransaction,
  listTransactions,
  countTransactionsToday,
  listTransactionFiles,
  confirmTransactionFiles,
  createTransactionFileUploadUrls,
] as const;
