/**
 * Files of a transaction: signed upload URLs grouped under one upload state (valid one hour of
 * virtual time), a PUT of each file's bytes to its URL, then the confirmation that attaches
 * exactly the files of that upload to the transaction (each at most 5 MiB).
 */
import { contentTypeOfFileName, DOCUMENT_FILE_NAME_PATTERN } from '@payments-platform/sdk/contract';
import { type FailCode, fail, failure } from '../../kernel/fail.js';
import type { HandlerRequest } from '../../kernel/module.js';
import type { Services } from '../../kernel/services.js';
import type { Caller } from '../tenancy/index.js';
import type { TransactionRow, TxFileSlot, TxFileUploadRow } from './tables.js';
import { checkFileAccess, findTransaction, requiredId } from './transaction-access.js';
import { transactionView } from './transaction-view.js';
import { SIGNATURE_PARAM } from './url-signing.js';

/** How long an upload state (and its upload URLs) lives: one hour. */
export const TX_UPLOAD_TTL_MS = 60 * 60 * 1000;

/** How long a download URL of the files list works: one hour. */
export const TX_FILE_DOWNLOAD_TTL_MS = 60 * 60 * 1000;

/** Largest file accepted at confirmation: 5 MiB. */
export const TX_FILE_LIMIT_BYTES = 5 * 1024 * 1024;

/** The control path of the upload and download URLs under `/_simulator`. */
export const TX_FILE_URL_PATH = '/tx-files';

/** The folder every file path of a transaction begins with. */
export const txFilesFolder = (txId: string) => `tx-files/${txId}/`;

const badRequest = (code: FailCode, message: string) => failure(code, message, { status: 400 });

/**
 * The transaction of a files route, after the id, app and access checks. A MASTER key skips the
 * access check where the route lets it bypass (listing and confirming, not the upload-url route).
 */
function accessibleTransaction(
  services: Services,
  caller: Caller,
  txId: string,
  masterBypass: boolean,
): TransactionRow {
  const tx = findTransaction(services.store, caller, requiredId(txId, 'txId'));
  checkFileAccess(services.store, caller, tx, masterBypass);
  return tx;
}

/** POST /v1/txs/{txId}/files/upload-url */
export function createUploadUrls(request: HandlerRequest<'createTransactionFileUploadUrls'>) {
  const { params, body, caller, store, ids, clock, config } = request;
  if (caller.profile === null || caller.team === null) {
    throw badRequest(
      'TRANSACTION_CONTEXT_REQUIRED',
      'Uploading transaction files needs a profile and team context (a session, both headers or a profile-scoped key).',
    );
  }
  const tx = accessibleTransaction(request, caller, params.txId, false);
  const expiresAt = clock.now() + TX_UPLOAD_TTL_MS;
  const files: TxFileSlot[] = body.fileNames.map((rawName) => {
    const fileName = rawName.trim();
    const token = `txf_${ids.token(24)}`;
    return {
      token,
      filePath: `${txFilesFolder(tx.id)}${token}/${fileName}`,
      fileName,
      contentType: contentTypeOfFileName(fileName),
      bytesBase64: null,
      size: null,
      uploadedAt: null,
    };
  });
  const upload = store.txFileUploads.insert({
    id: `tfu_${ids.token(24)}`,
    appId: tx.appId,
    txId: tx.id,
    profileId: caller.profile.id,
    teamId: caller.team.id,
    files,
    createdAt: clock.iso(),
    expiresAt,
    confirmedAt: null,
  });
  const expiresAtIso = new Date(expiresAt).toISOString();
  return {
    uploadId: upload.id,
    uploadUrls: files.map((file) => ({
      filePath: file.filePath,
      fileName: file.fileName,
      signedUrl: `${config.baseUrl}/_simulator${TX_FILE_URL_PATH}/${file.token}`,
      expiresAt: expiresAtIso,
      contentType: file.contentType,
    })),
  };
}

/** The open upload state of a transaction, or 404. */
function openUpload(services: Services, tx: TransactionRow, uploadId: string): TxFileUploadRow {
  const upload = services.store.txFileUploads.get(uploadId.trim());
  if (!upload || upload.txId !== tx.id || upload.appId !== tx.appId || upload.confirmedAt !== null) {
    fail('TX_UPLOAD_NOT_FOUND', `No open upload ${uploadId} for transaction ${tx.id}.`);
  }
  if (services.clock.now() >= upload.expiresAt) {
    fail(
      'TX_UPLOAD_EXPIRED',
      `Upload ${uploadId} expired one hour after its URLs were created; request new URLs.`,
    );
  }
  return upload;
}

/** POST /v1/txs/{txId}/files */
export function confirmFiles(request: HandlerRequest<'confirmTransactionFiles'>) {
  const { params, body, caller, store, clock } = request;
  if (body.uploadId.trim() === '') throw badRequest('BODY_PARSER_ERROR', 'body.uploadId: must not be blank.');
  const tx = accessibleTransaction(request, caller, params.txId, true);
  const folder = txFilesFolder(tx.id);
  const outside = body.filePaths.find((path) => !path.startsWith(folder));
  if (outside !== undefined) {
    throw badRequest('TX_FILES_PATH_INVALID', `filePaths: ${outside} does not begin ${folder}.`);
  }
  const upload = openUpload(request, tx, body.uploadId);
  const given = new Set(body.filePaths);
  const expected = new Set(upload.files.map((file) => file.filePath));
  const sameSet =
    given.size === body.filePaths.length &&
    given.size === expected.size &&
    [...given].every((path) => expected.has(path));
  if (!sameSet) {
    throw badRequest(
      'TX_FILES_PATH_SET_MISMATCH',
      `filePaths must be exactly the ${expected.size} path(s) returned for upload ${upload.id}, each once.`,
    );
  }
  const badName = body.fileNames.find((name) => !DOCUMENT_FILE_NAME_PATTERN.test(name.trim()));
  if (badName !== undefined) {
    throw badRequest(
      'TX_FILES_NAME_INVALID',
      `fileNames: "${badName}" must be letters, digits, spaces and hyphens with a pdf, png, jpg, jpeg, gif, bmp or webp extension.`,
    );
  }
  const slots = body.filePaths.map(
    (path) => upload.files.find((file) => file.filePath === path) as TxFileSlot,
  );
  const missing = slots.find((slot) => slot.bytesBase64 === null || slot.size === null);
  if (missing !== undefined) {
    throw badRequest('TX_FILES_UPLOAD_INCOMPLETE', `${missing.filePath} has not been uploaded yet.`);
  }
  const tooLarge = slots.find((slot) => (slot.size ?? 0) > TX_FILE_LIMIT_BYTES);
  if (tooLarge !== undefined) {
    throw badRequest(
      'TX_FILE_TOO_LARGE',
      `${tooLarge.filePath} is ${tooLarge.size} bytes; each file may be at most ${TX_FILE_LIMIT_BYTES} bytes (5 MiB).`,
    );
  }
  const now = clock.iso();
  slots.forEach((slot, index) => {
    store.transactionFiles.upsert({
      filePath: slot.filePath,
      txId: tx.id,
      appId: tx.appId,
      fileName: (body.fileNames[index] ?? slot.fileName).trim(),
      contentType: slot.contentType,
      size: slot.size ?? 0,
      uploadId: upload.id,
      token: slot.token,
      uploadedAt: slot.uploadedAt ?? now,
      uploadedBy: upload.profileId,
    });
  });
  store.txFileUploads.update(upload.id, { confirmedAt: now });
  const updated = store.transactions.update(tx.id, { updatedAt: now });
  return { tx: transactionView(store, updated) };
}

/** GET /v1/txs/{txId}/files */
export async function listFiles(request: HandlerRequest<'listTransactionFiles'>) {
  const { params, caller, store, clock, config, urlSigning } = request;
  const tx = accessibleTransaction(request, caller, params.txId, true);
  const expiresAtMs = clock.now() + TX_FILE_DOWNLOAD_TTL_MS;
  const expiresAt = new Date(expiresAtMs).toISOString();
  const files = store.transactionFiles.by('byTx', tx.id);
  return {
    files: await Promise.all(
      files.map(async (file) => {
        const path = `${TX_FILE_URL_PATH}/${file.token}`;
        const signature = await urlSigning.sign(path, expiresAtMs);
        return {
          filePath: file.filePath,
          fileName: file.fileName,
          uploadedAt: file.uploadedAt,
          uploadedBy: file.uploadedBy,
          signedUrl: `${config.baseUrl}/_simulator${path}?expires=${expiresAtMs}&${SIGNATURE_PARAM}=${signature}`,
          expiresAt,
          contentType: file.contentType,
          size: file.size,
        };
      }),
    ),
  };
}
