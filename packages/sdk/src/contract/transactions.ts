/**
 * Transactions and their files (spec: Endpoints > Transactions and files).
 */
import * as z from 'zod';
import { auth } from './auth.js';
import { BODY_PARSER_CODE, defineOperation } from './operation.js';
import { Transaction, TransactionFile } from './resources.js';
import { documentFileName, loose } from './schemas.js';

/** Prefix of every stored transaction file path; the full prefix is `tx-files/{txId}/`. */
export const TX_FILES_PREFIX = 'tx-files/';

/** Transaction list scopes. */
export const TRANSACTION_LIST_TYPES = ['profile', 'team'] as const;

/** GET /v1/tx/{id} */
export const getTransaction = defineOperation({
  id: 'getTransaction',
  sdk: 'transactions.retrieve',
  area: 'transactions',
  method: 'GET',
  path: '/v1/tx/{id}',
  summary: 'Read one transaction.',
  description:
    'Returns `{ tx }`. A team-owned transaction is readable by the owning team context; one without team ownership only by its owner profile. A MASTER key always needs a valid session; a session with admin metadata can read by id without the ownership check.',
  auth: auth.headerContext({
    label: 'Session, validated headers, or team-scoped key',
    contextFrom: ['session', 'headers', 'teamKey'],
    masterKey: 'needsSession',
  }),
  successStatus: 200,
  schemas: {
    params: z.object({ id: z.string().min(1) }),
    response: loose({ tx: Transaction }),
  },
  errors: [
    { status: 400, description: 'Missing transaction id.' },
    { status: 401, description: 'Missing context, or missing session for a MASTER key.' },
    { status: 403, description: 'The context does not own the transaction.' },
    { status: 404, description: 'Transaction not found.' },
    { status: 500, description: 'Lookup failed.' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /v1/txs */
export const listTransactions = defineOperation({
  id: 'listTransactions',
  sdk: 'transactions.list',
  area: 'transactions',
  method: 'GET',
  path: '/v1/txs',
  summary: 'List the transactions of the acting profile or team.',
  description:
    'Query `type` is `profile` (default) or `team` and selects whose transactions are listed. Returns `{ txs, count }`; not paginated.',
  auth: auth.headerContext({
    label: 'Session, validated headers, or profile/team-scoped key',
    contextFrom: ['session', 'headers', 'profileKey', 'teamKey'],
  }),
  successStatus: 200,
  schemas: {
    query: z.object({ type: z.enum(TRANSACTION_LIST_TYPES).default('profile') }),
    response: loose({ txs: z.array(Transaction), count: z.number() }),
  },
  errors: [
    { status: 400, description: 'Missing context or invalid type.' },
    { status: 500, description: 'Listing failed.' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /v1/txs/tx-count-today */
export const countTransactionsToday = defineOperation({
  id: 'countTransactionsToday',
  sdk: 'transactions.countToday',
  area: 'transactions',
  method: 'GET',
  path: '/v1/txs/tx-count-today',
  summary: 'Count the platform-wide transactions of one day.',
  description:
    'Query `date` is any parseable date string (default: the current server date). Returns a number: the platform-wide count for the server-local day containing the date, not scoped to a profile or team.',
  auth: auth.key({ label: 'Key only' }),
  successStatus: 200,
  schemas: {
    query: z.object({
      date: z
        .string()
        .refine((value) => !Number.isNaN(Date.parse(value)), 'Expected a parseable date')
        .optional(),
    }),
    response: z.number(),
  },
  errors: [
    { status: 400, description: 'Unparseable date.' },
    { status: 500, description: 'Count failed.' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /v1/txs/{txId}/files */
export const listTransactionFiles = defineOperation({
  id: 'listTransactionFiles',
  sdk: 'transactions.files.list',
  area: 'transactions',
  method: 'GET',
  path: '/v1/txs/{txId}/files',
  summary: 'List the files attached to a transaction.',
  description:
    'Readable by the owning profile, the owning team, the team of an accepted OTC provider, or a MASTER key (which bypasses the ownership check). Returns `{ files }` with signed download URLs, an empty array when there are none.',
  auth: auth.headerContext({
    label: 'Session, validated headers, or scoped key; MASTER key may bypass',
    contextFrom: ['session', 'headers', 'profileKey', 'teamKey'],
    masterKey: 'bypass',
  }),
  successStatus: 200,
  schemas: {
    params: z.object({ txId: z.string().min(1) }),
    response: loose({ files: z.array(TransactionFile) }),
  },
  errors: [
    { status: 400, description: 'Missing transaction id or context.' },
    { status: 403, description: 'The context may not read the files of this transaction.' },
    { status: 404, description: 'Transaction not found.' },
    { status: 500, description: 'Listing failed.' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** POST /v1/txs/{txId}/files */
export const confirmTransactionFiles = defineOperation({
  id: 'confirmTransactionFiles',
  sdk: 'transactions.files.confirm',
  area: 'transactions',
  method: 'POST',
  path: '/v1/txs/{txId}/files',
  summary: 'Confirm uploaded files and attach them to a transaction.',
  description:
    'Same access as listing the files (session, validated headers or scoped key; a MASTER key may bypass the ownership check). Body `uploadId` (from the upload-URL call; valid for one hour), `filePaths` (exactly the set returned for that upload, each beginning `tx-files/{txId}/`) and `fileNames` (same length as `filePaths`). Each uploaded object may be at most 5 MiB. Returns `{ tx }`.',
  auth: auth.headerContext({
    label: 'same as above',
    contextFrom: ['session', 'headers', 'profileKey', 'teamKey'],
    masterKey: 'bypass',
  }),
  successStatus: 200,
  schemas: {
    params: z.object({ txId: z.string().min(1) }),
    body: z
      .object({
        uploadId: z.string().min(1),
        filePaths: z
          .array(z.string().startsWith(TX_FILES_PREFIX, `Each path begins ${TX_FILES_PREFIX}{txId}/`))
          .min(1),
        fileNames: z.array(z.string().min(1)).min(1),
      })
      .superRefine((body, ctx) => {
        if (body.fileNames.length !== body.filePaths.length) {
          ctx.addIssue({
            code: 'custom',
            message: 'fileNames must have the same length as filePaths',
            path: ['fileNames'],
          });
        }
      }),
    response: loose({ tx: Transaction }),
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
export const createTransactionFileUploadUrls = defineOperation({
  id: 'createTransactionFileUploadUrls',
  sdk: 'transactions.files.createUploadUrls',
  area: 'transactions',
  method: 'POST',
  path: '/v1/txs/{txId}/files/upload-url',
  summary: 'Create signed upload URLs for transaction files.',
  description:
    'Body `fileNames`: at least one name of letters, digits, spaces and hyphens with a `.pdf`, `.png`, `.jpg`, `.jpeg`, `.gif`, `.bmp` or `.webp` extension (TIFF is rejected). Needs a resolved profile and team context; a bare MASTER key is not enough. Returns `{ uploadId, uploadUrls }`, each URL `{ filePath, fileName, signedUrl, expiresAt }`; the upload stays valid for one hour.',
  auth: auth.headerContext({
    label: 'Session, validated headers, or profile/team-scoped key',
    contextFrom: ['session', 'headers', 'profileKey', 'teamKey'],
  }),
  successStatus: 200,
  schemas: {
    params: z.object({ txId: z.string().min(1) }),
    body: z.object({ fileNames: z.array(documentFileName()).min(1) }),
    response: loose({
      uploadId: z.string(),
      uploadUrls: z.array(
        loose({
          filePath: z.string(),
          fileName: z.string(),
          signedUrl: z.string(),
          expiresAt: z.string(),
        }),
      ),
    }),
  },
  errors: [
    { status: 400, description: 'Invalid body or file name.' },
    // "Needs resolved profile and team context"; the route lists 400, 403, 404 and 500, no 401.
    { status: 400, description: 'Missing profile/team context (a bare MASTER key included).' },
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
