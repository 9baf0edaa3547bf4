/**
 * Signed uploads: the upload-url routes hand out `<baseUrl>/_simulator/uploads/<token>`; a PUT
 * of the bytes to it (no API key, no admin token: the token is the secret) stores them in the
 * `uploads` table (base64, so snapshots keep them), and the confirm route then checks they are
 * there.
 */

import { defineControlRoute } from '../../kernel/control.js';
import { fail } from '../../kernel/fail.js';
import type { Services } from '../../kernel/services.js';
import type { UploadRow } from './tables.js';

/** How long an upload URL accepts a PUT: 15 minutes of virtual time. */
export const UPLOAD_URL_TTL_MS = 15 * 60 * 1000;

/** Largest image accepted by an upload URL: 5 MiB. */
export const IMAGE_UPLOAD_LIMIT_BYTES = 5 * 1024 * 1024;

/** The path of the upload control route under `/_simulator`. */
const UPLOAD_PATH = '/uploads';

const toBase64 = (bytes: Uint8Array) => {
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return btoa(binary);
};

/** Opens an upload slot and returns it with its URL. */
export function openUpload(
  { store, ids, clock, config }: Services,
  input: Pick<UploadRow, 'kind' | 'appId' | 'teamId' | 'profileId' | 'contentType'> & {
    /** Folder of the file path, for example `teams/<id>/image`. */
    readonly folder: string;
    readonly extension: string;
  },
): { readonly upload: UploadRow; readonly uploadUrl: string } {
  const token = `upl_${ids.token(24)}`;
  const upload = store.uploads.insert({
    id: token,
    kind: input.kind,
    appId: input.appId,
    teamId: input.teamId,
    profileId: input.profileId,
    filePath: `${input.folder}/${token}.${input.extension.toLowerCase()}`,
    contentType: input.contentType,
    createdAt: clock.iso(),
    expiresAt: clock.now() + UPLOAD_URL_TTL_MS,
    bytesBase64: null,
    size: null,
    uploadedAt: null,
  });
  return { upload, uploadUrl: `${config.baseUrl}/_simulator${UPLOAD_PATH}/${token}` };
}

const uploadView = (upload: UploadRow) => ({
  id: upload.id,
  kind: upload.kind,
  filePath: upload.filePath,
  contentType: upload.contentType,
  size: upload.size,
  uploadedAt: upload.uploadedAt,
  expiresAt: new Date(upload.expiresAt).toISOString(),
});

/** The upload routes: PUT the bytes (open, like a signed storage URL) and read them back. */
export const uploadControlRoutes = [
  defineControlRoute({
    method: 'PUT',
    path: `${UPLOAD_PATH}/{token}`,
    summary: 'Upload the bytes of a signed upload URL (no admin token: the URL is the secret).',
    open: true,
    rawBody: true,
    bodyLimitBytes: IMAGE_UPLOAD_LIMIT_BYTES,
    run: ({ params, bytes, headers, services }) => {
      const { store, clock } = services;
      const upload = store.uploads.get(params.token ?? '');
      if (!upload) fail('UPLOAD_NOT_FOUND', 'No upload URL with this token.');
      if (clock.now() >= upload.expiresAt) {
        fail('UPLOAD_URL_EXPIRED', 'The upload URL has expired.');
      }
      const declared = headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
      if (declared !== undefined && declared !== '' && declared !== upload.contentType) {
        fail(
          'UPLOAD_CONTENT_TYPE_MISMATCH',
          `The upload URL was issued for ${upload.contentType}, not ${declared}.`,
        );
      }
      if (!bytes || bytes.byteLength === 0) fail('UPLOAD_EMPTY', 'The body is empty.');
      const stored = store.uploads.update(upload.id, {
        bytesBase64: toBase64(bytes),
        size: bytes.byteLength,
        uploadedAt: clock.iso(),
      });
      return uploadView(stored);
    },
  }),
  defineControlRoute({
    method: 'GET',
    path: `${UPLOAD_PATH}/{token}`,
    summary: 'An upload slot with its bytes (base64).',
    run: ({ params, services }) => {
      const upload = services.store.uploads.get(params.token ?? '');
      if (!upload) fail('UPLOAD_NOT_FOUND', 'No upload URL with this token.');
      return { ...uploadView(upload), bytesBase64: upload.bytesBase64 };
    },
  }),
];
