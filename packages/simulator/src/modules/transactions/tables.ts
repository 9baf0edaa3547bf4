/**
 * The tables of the transactions module and the types of their rows. Only this module writes
 * them; other modules read them, import the row types through its index, or call the functions
 * the index exports.
 */
import * as z from 'zod';
import type { JsonObject } from '../../kernel/json.js';
import { rowFields, rowSchema } from '../../kernel/row-schema.js';
import { Table } from '../../kernel/table.js';
import { defineTables, type TablesOf } from '../../platform/database.js';
import { utcDayKey } from './day-count.js';

/** A platform transaction (spec: Resources > Transaction), the record the transaction routes read. */
export type TransactionRow = {
  readonly id: string;
  readonly appId: string;
  readonly teamId: string | null;
  readonly profileId: string | null;
  /** `pending`, then `completed` or `failed`. */
  readonly status: string;
  /** Chain transactions by role, each `{ hash, chainId, status, blockNumber }`. */
  readonly txs: JsonObject;
  readonly channel: JsonObject;
  readonly token: JsonObject;
  readonly chain: JsonObject;
  /** Channel-specific fields. */
  readonly detail: JsonObject;
  /** Hashes of the chain transactions in `txs`, lowercase (index). */
  readonly chainTxHashes: string[];
  readonly createdAt: string;
  readonly updatedAt: string;
};

/** One file of a transaction-file upload: its signed upload slot and, once uploaded, its bytes. */
export type TxFileSlot = {
  /** The token of the file's upload URL (and of its download URL). */
  readonly token: string;
  /** `tx-files/<txId>/<token>/<fileName>`. */
  readonly filePath: string;
  readonly fileName: string;
  readonly contentType: string;
  /** The uploaded bytes, base64; null until the PUT. */
  readonly bytesBase64: string | null;
  readonly size: number | null;
  readonly uploadedAt: string | null;
};

/** The upload state of transaction files (POST /v1/txs/{txId}/files/upload-url), valid one hour. */
export type TxFileUploadRow = {
  /** The `uploadId`. */
  readonly id: string;
  readonly appId: string;
  readonly txId: string;
  readonly profileId: string;
  readonly teamId: string;
  readonly files: TxFileSlot[];
  readonly createdAt: string;
  /** Epoch ms after which the upload state is gone (one hour after creation). */
  readonly expiresAt: number;
  /** When the files were attached to the transaction; the state cannot be confirmed twice. */
  readonly confirmedAt: string | null;
};

/** A file attached to a transaction (its bytes stay in the upload slot named by `token`). */
export type TransactionFileRow = {
  /** `tx-files/<txId>/<token>/<fileName>`. */
  readonly filePath: string;
  readonly txId: string;
  readonly appId: string;
  readonly fileName: string;
  readonly contentType: string;
  readonly size: number;
  readonly uploadId: string;
  readonly token: string;
  readonly uploadedAt: string;
  /** The profile that confirmed it, or `master` for a MASTER key without a context. */
  readonly uploadedBy: string;
};

const transactionsRow = rowSchema(() =>
  z.strictObject({
    id: rowFields.key(),
    appId: z.string(),
    teamId: z.string().nullable(),
    profileId: z.string().nullable(),
    status: z.string(),
    txs: rowFields.object(),
    channel: rowFields.object(),
    token: rowFields.object(),
    chain: rowFields.object(),
    detail: rowFields.object(),
    chainTxHashes: z.array(z.string()),
    createdAt: rowFields.instant(),
    updatedAt: rowFields.instant(),
  }),
);
const transactionFilesRow = rowSchema(() =>
  z.strictObject({
    filePath: rowFields.key(),
    txId: z.string(),
    appId: z.string(),
    fileName: z.string(),
    contentType: z.string(),
    size: rowFields.count(),
    uploadId: z.string(),
    token: z.string(),
    uploadedAt: rowFields.instant(),
    uploadedBy: z.string(),
  }),
);
const txFileUploadsRow = rowSchema(() =>
  z.strictObject({
    id: rowFields.key(),
    appId: z.string(),
    txId: z.string(),
    profileId: z.string(),
    teamId: z.string(),
    files: z.array(
      z.strictObject({
        token: rowFields.key(),
        filePath: z.string(),
        fileName: z.string(),
        contentType: z.string(),
        bytesBase64: z.base64().nullable(),
        size: rowFields.count().nullable(),
        uploadedAt: rowFields.instant().nullable(),
      }),
    ),
    createdAt: rowFields.instant(),
    expiresAt: rowFields.instantMs(),
    confirmedAt: rowFields.instant().nullable(),
  }),
);

/** The tables of the transactions module, by name. */
export const transactionsTables = defineTables({
  transactions: () =>
    new Table<TransactionRow, 'byApp' | 'byTeam' | 'byProfile' | 'byChainTx' | 'byCreatedDay'>({
      name: 'transactions',
      row: transactionsRow,
      key: (row) => row.id,
      indexes: {
        byApp: (row) => row.appId,
        byTeam: (row) => row.teamId,
        byProfile: (row) => row.profileId,
        byChainTx: (row) => row.chainTxHashes,
        byCreatedDay: (row) => utcDayKey(row.createdAt),
      },
    }),
  transactionFiles: () =>
    new Table<TransactionFileRow, 'byTx'>({
      name: 'transactionFiles',
      row: transactionFilesRow,
      key: (row) => row.filePath,
      indexes: { byTx: (row) => row.txId },
    }),
  txFileUploads: () =>
    new Table<TxFileUploadRow, 'byToken'>({
      name: 'txFileUploads',
      row: txFileUploadsRow,
      key: (row) => row.id,
      indexes: { byToken: (row) => row.files.map((file) => file.token) },
    }),
});

/** The transactions module's tables as the store holds them. */
export type TransactionsTables = TablesOf<typeof transactionsTables>;

declare module '../../platform/database.js' {
  interface Tables extends TransactionsTables {}
}
