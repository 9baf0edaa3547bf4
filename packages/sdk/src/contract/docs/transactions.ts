/**
 * Documentation text of the transactions operations, keyed by operation id: read by the
 * OpenAPI document, the generated TSDoc and the error catalogue, never by a client at run time.
 */
import type { OperationDocs } from './types.js';

export const transactionsDocs = {
  getTransaction: {
    summary: 'Read one transaction.',
    description:
      'Returns `{ tx }`. A team-owned transaction is readable by the owning team context; one without team ownership only by its owner profile. A MASTER key always needs a valid session; a session with admin metadata can read by id without the ownership check.',
    errors: [
      // 400
      'Missing transaction id.',
      // 401
      'Missing context, or missing session for a MASTER key.',
      // 403
      'The context does not own the transaction.',
      // 404
      'Transaction not found.',
      // 500
      'Lookup failed.',
    ],
  },
  listTransactions: {
    summary: 'List the transactions of the acting profile or team.',
    description:
      'Query `type` is `profile` (default) or `team` and selects whose transactions are listed. Returns `{ txs, count }`; not paginated.',
    errors: [
      // 400
      'Missing context or invalid type.',
      // 500
      'Listing failed.',
    ],
  },
  countTransactionsToday: {
    summary: 'Count the platform-wide transactions of one day.',
    description:
      'Query `date` is any parseable date string (default: the current server date). Returns a number: the platform-wide count for the server-local day containing the date, not scoped to a profile or team.',
    errors: [
      // 400
      'Unparseable date.',
      // 500
      'Count failed.',
    ],
  },
  listTransactionFiles: {
    summary: 'List the files attached to a transaction.',
    description:
      'Readable by the owning profile, the owning team, the team of an accepted OTC provider, or a MASTER key (which bypasses the ownership check). Returns `{ files }` with signed download URLs, an empty array when there are none.',
    errors: [
      // 400
      'Missing transaction id or context.',
      // 403
      'The context may not read the files of this transaction.',
      // 404
      'Transaction not found.',
      // 500
      'Listing failed.',
    ],
  },
  confirmTransactionFiles: {
    summary: 'Confirm uploaded files and attach them to a transaction.',
    description:
      'Same access as listing the files (session, validated headers or scoped key; a MASTER key may bypass the ownership check). Body `uploadId` (from the upload-URL call; valid for one hour), `filePaths` (exactly the set returned for that upload, each beginning `tx-files/{txId}/`) and `fileNames` (same length as `filePaths`). Each uploaded object may be at most 5 MiB. Returns `{ tx }`.',
    errors: [
      // 400
      'Invalid body or path set, incomplete upload, or a file over 5 MiB.',
      // 403
      'The context may not attach files to this transaction.',
      // 404
      'Transaction or upload state not found.',
      // 500
      'Confirmation failed.',
    ],
  },
  createTransactionFileUploadUrls: {
    summary: 'Create signed upload URLs for transaction files.',
    description:
      'Body `fileNames`: at least one name of letters, digits, spaces and hyphens with a `.pdf`, `.png`, `.jpg`, `.jpeg`, `.gif`, `.bmp` or `.webp` extension (TIFF is rejected). Needs a resolved profile and team context; a bare MASTER key is not enough. Returns `{ uploadId, uploadUrls }`, each URL `{ filePath, fileName, signedUrl, expiresAt }`; the upload stays valid for one hour.',
    errors: [
      // 400
      'Invalid body or file name.',
      // 400
      'Missing profile/team context (a bare MASTER key included).',
      // 403
      'The context may not upload files to this transaction.',
      // 404
      'Transaction not found.',
      // 500
      'URL creation failed.',
    ],
  },
} as const satisfies Record<string, OperationDocs>;
