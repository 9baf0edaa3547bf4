/**
 * The uploads module's control actions: the signed upload URL an upload-url route hands out
 * (`<baseUrl>/_simulator/uploads/<token>`), and a read of what was uploaded.
 */
import * as z from 'zod';
import { defineControlAction } from '../../kernel/control.js';
import { fail } from '../../kernel/fail.js';
import { lazy } from '../../kernel/lazy.js';
import type { UploadRow } from './tables.js';
import { UPLOAD_PATH } from './uploads.js';

/** Largest image accepted by an upload URL: 5 MiB. */
export const IMAGE_UPLOAD_LIMIT_BYTES = 5 * 1024 * 1024;

type Base64Source = Uint8Array & { toBase64?: () => string };
type NodeBufferClass = {
  from(buffer: ArrayBufferLike, offset: number, length: number): { toString(encoding: 'base64'): string };
};

/** Bytes per `btoa` call in the portable path: a multiple of 3, so the pieces join without padding. */
const BASE64_CHUNK = 0x6000;

/**
 * Bytes as base64. Uses the runtime's own encoder where there is one (`Uint8Array#toBase64`, or
 * Node's `Buffer`); elsewhere encodes in 3-byte-aligned pieces, so a large body neither overflows
 * the argument list nor builds one long binary string.
 */
export const toBase64 = (bytes: Uint8Array): string => {
  const native = (bytes as Base64Source).toBase64;
  if (typeof native === 'function') return native.call(bytes);
  const NodeBuffer = (globalThis as { Buffer?: NodeBufferClass }).Buffer;
  if (NodeBuffer !== undefined) {
    return NodeBuffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
  }
  const pieces: string[] = [];
  for (let index = 0; index < bytes.length; index += BASE64_CHUNK) {
    const piece = bytes.subarray(index, index + BASE64_CHUNK) as unknown as number[];
    pieces.push(btoa(String.fromCharCode.apply(null, piece)));
  }
  return pieces.join('');
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

const tokenParams = lazy(() => z.object({ token: z.string() }));

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
    get params() {
      return tokenParams();
    },
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
    get params() {
      return tokenParams();
    },
    run: ({ params, services }) => {
      const upload = services.store.uploads.get(params.token);
      if (!upload) fail('UPLOAD_NOT_FOUND', 'No upload URL with this token.');
      return { ...uploadView(upload), bytesBase64: upload.bytesBase64 };
    },
  }),
] as const;
