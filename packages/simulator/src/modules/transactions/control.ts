/**
 * The transactions module's control actions, the signed URLs of transaction files under `/_simulator/tx-files/<token>`: a PUT stores a
 * file's bytes (no API key, no admin token: the token is the secret, as in a signed storage URL),
 * a GET with the `expires` and `signature` of a files listing (an HMAC of path and expiry) downloads
 * an attached file; a changed path or expiry is 403. Objects up to 16 MiB are
 * stored; the 5 MiB limit is checked when the files are confirmed.
 */
import * as z from 'zod';
import { defineControlAction } from '../../kernel/control.js';
import { fail } from '../../kernel/fail.js';
import { lazy, settle } from '../../kernel/lazy.js';
import { SimulatorError } from '../../kernel/simulator-error.js';
import type { Store } from '../../platform/database.js';
import { toBase64 } from '../uploads/index.js';
import type { TxFileUploadRow } from './tables.js';
import { TX_FILE_URL_PATH } from './tx-files.js';
import { SIGNATURE_PARAM } from './url-signing.js';
import { transactionView } from './views.js';

/** Largest object a PUT stores: 16 MiB. */
export const TX_FILE_PUT_LIMIT_BYTES = 16 * 1024 * 1024;

const notFound = () =>
  new SimulatorError(404, 'UPLOAD_NOT_FOUND', 'No transaction file URL with this token.');

function uploadOf(store: Store, token: string): TxFileUploadRow {
  const upload = store.txFileUploads.first('byToken', token);
  if (!upload) throw notFound();
  return upload;
}

const tokenParams = lazy(() => z.object({ token: z.string() }));

/** A transaction as the control API lists it: the API's view with its owners. */
export type TransactionListView = ReturnType<typeof transactionView> & {
  readonly appId: string;
  readonly teamId: string | null;
  readonly profileId: string | null;
};

/** Filters of the transaction list; every one optional. */
export const TransactionListQuery = lazy(() =>
  z.object({
    id: z.string().min(1).optional(),
    teamId: z.string().min(1).optional(),
    status: z.string().min(1).optional(),
  }),
);
export type TransactionListQuery = z.input<ReturnType<typeof TransactionListQuery>>;

/** The transactions module's control actions: the list of every team's transactions, and the PUT and GET of transaction file URLs. */
export const TRANSACTIONS_CONTROL = [
  defineControlAction({
    module: 'transactions',
    name: 'list',
    method: 'GET',
    path: '/transactions',
    summary:
      'Transactions of every team as the API shows them, with their owners (`id?`, `teamId?`, `status?`).',
    get query() {
      return TransactionListQuery();
    },
    run: ({ query, services }) => ({
      transactions: services.store.transactions
        .all()
        .filter(
          (row) =>
            (query.id === undefined || row.id === query.id) &&
            (query.teamId === undefined || row.teamId === query.teamId) &&
            (query.status === undefined || row.status === query.status),
        )
        .map(
          (row): TransactionListView => ({
            ...transactionView(row),
            appId: row.appId,
            teamId: row.teamId,
            profileId: row.profileId,
          }),
        ),
    }),
  }),
  defineControlAction({
    module: 'transactions',
    name: 'putFile',
    method: 'PUT',
    path: `${TX_FILE_URL_PATH}/{token}`,
    summary: 'Upload the bytes of a transaction file (no admin token: the URL is the secret).',
    open: true,
    get params() {
      return tokenParams();
    },
    rawBody: true,
    bodyLimitBytes: TX_FILE_PUT_LIMIT_BYTES,
    run: ({ params, bytes, headers, services }) => {
      const { store, clock } = services;
      const { token } = params;
      const upload = uploadOf(store, token);
      if (upload.confirmedAt !== null) {
        fail('UPLOAD_ALREADY_CONFIRMED', 'These files are already attached.');
      }
      if (clock.now() >= upload.expiresAt) {
        fail('UPLOAD_URL_EXPIRED', 'The upload URL has expired.');
      }
      const slot = upload.files.find((file) => file.token === token);
      if (!slot) throw notFound();
      const declared = headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
      if (declared !== undefined && declared !== '' && declared !== slot.contentType) {
        fail(
          'UPLOAD_CONTENT_TYPE_MISMATCH',
          `The upload URL was issued for ${slot.contentType}, not ${declared}.`,
        );
      }
      if (!bytes || bytes.byteLength === 0) fail('UPLOAD_EMPTY', 'The body is empty.');
      const uploadedAt = clock.iso();
      store.txFileUploads.update(upload.id, (row) => ({
        ...row,
        files: row.files.map((file) =>
          file.token === token
            ? { ...file, bytesBase64: toBase64(bytes), size: bytes.byteLength, uploadedAt }
            : file,
        ),
      }));
      return {
        filePath: slot.filePath,
        contentType: slot.contentType,
        size: bytes.byteLength,
        uploadedAt,
      };
    },
  }),
  defineControlAction({
    module: 'transactions',
    name: 'getFile',
    method: 'GET',
    path: `${TX_FILE_URL_PATH}/{token}`,
    summary: 'Download an attached transaction file (the signed URL of a files listing).',
    open: true,
    get params() {
      return tokenParams();
    },
    get query() {
      return settle(
        this,
        'query',
        z.object({ expires: z.string().optional(), [SIGNATURE_PARAM]: z.string().optional() }),
      );
    },
    run: async ({ params, query, services }) => {
      const { store, clock, urlSigning } = services;
      const { token } = params;
      const expiresMs = Number(query.expires);
      const signed =
        query.expires !== undefined &&
        /^\d{1,16}$/.test(query.expires) &&
        query.signature !== undefined &&
        (await urlSigning.verify(`${TX_FILE_URL_PATH}/${token}`, expiresMs, query.signature));
      if (!signed) {
        fail(
          'DOWNLOAD_URL_INVALID',
          'The download URL is not signed for this path and expiry; list the files again.',
        );
      }
      const upload = uploadOf(store, token);
      const file = store.transactionFiles
        .by('byTx', upload.txId)
        .find((candidate) => candidate.token === token);
      const slot = upload.files.find((candidate) => candidate.token === token);
      if (!file || !slot) throw notFound();
      if (clock.now() >= expiresMs) {
        fail('DOWNLOAD_URL_EXPIRED', 'The download URL has expired; list the files again.');
      }
      return {
        filePath: file.filePath,
        fileName: file.fileName,
        contentType: file.contentType,
        size: file.size,
        uploadedAt: file.uploadedAt,
        bytesBase64: slot.bytesBase64,
      };
    },
  }),
] as const;
