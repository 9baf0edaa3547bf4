/**
 * The uploads module's control actions: the signed upload URL an upload-url route hands out
 * (`<baseUrl>/_simulator/uploads/<token>`), and a read of what was uploaded.
 */
import * as z from 'zod';
import { defineControlAction } from '../../kernel/control.js';
import { fail } from '../../kernel/fail.js';
import type { UploadRow } from './tables.js';
import { UPLOAD_PATH } from './uploads.js';

/** Largest image accepted by an upload URL: 5 MiB. */
export const IMAGE_UPLOAD_LIMIT_BYTES = 5 * 1024 * 1024;

/** Bytes as base64, in chunks so a large body does not overflow the argument list. */
export const toBase64 = (bytes: Uint8Array): string => {
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return btoa(binary);
};

const uploadView = (upload: UploadRow) => ({
  id: upload.id,
  kind: upload.kind,
  filePath: upload.filePath,
  contentType: upload.contentType,
  size: upload.size,
  uploadedAt: upload.uploadedAt,
  expiresAt: new Date(upload.expiresAt).toISOString(),
});

const tokenParams = z.object({ token: z.string() });

/** The uploads module's control actions: PUT the bytes (open, like a signed storage URL) and read them back. */
export const UPLOADS_CONTROL = [
  defineControlAction({
    module: 'uploads',
    name: 'put',
    method: 'PUT',
    path: `${UPLOAD_PATH}/{token}`,
    summary: 'Upload the bytes of a signed upload URL (no admin token: the URL is the secret).',
    open: true,
    rawBody: true,
    params: tokenParams,
    bodyLimitBytes: IMAGE_UPLOAD_LIMIT_BYTES,
    run: ({ params, bytes, headers, services }) => {
      const { store, clock } = services;
      const upload = store.uploads.get(params.token);
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
  defineControlAction({
    module: 'uploads',
    name: 'get',
    method: 'GET',
    path: `${UPLOAD_PATH}/{token}`,
    summary: 'An upload slot with its bytes (base64).',
    params: tokenParams,
    run: ({ params, services }) => {
      const upload = services.store.uploads.get(params.token);
      if (!upload) fail('UPLOAD_NOT_FOUND', 'No upload URL with this token.');
      return { ...uploadView(upload), bytesBase64: upload.bytesBase64 };
    },
  }),
] as const;
