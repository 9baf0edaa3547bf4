/**
 * Upload helpers: each does a three-step flow (ask for signed URLs, PUT the bytes, confirm) in
 * one call.
 */

import { kindOf } from '../contract/input-errors.js';
import { confirmProfileImage, createProfileImageUploadUrl } from '../contract/profile.js';
import { contentTypeOfFileName } from '../contract/schemas.js';
import { confirmTeamImage, createTeamImageUploadUrl } from '../contract/teams.js';
import { confirmTransactionFiles, createTransactionFileUploadUrls } from '../contract/transactions.js';
import { type CoreClient, call } from '../core/call.js';
import { InputValidationError, PaymentsError } from '../core/errors.js';
import type { RequestOptions } from '../core/transport.js';
import type {
  ConfirmProfileImageResult,
  ConfirmTeamImageResult,
  ConfirmTransactionFilesResult,
} from '../generated/operation-types.js';

/**
 * What an upload reads its bytes from: in-memory bytes, a `Blob` or `File`, a fetched `Response`,
 * a web `ReadableStream`, or any async iterable of bytes, which a Node `Readable` (a file's
 * `ReadStream`) is. `toFile(path)` of `@payments-platform/sdk/node` gives a `File` of a path.
 */
export type UploadBody =
  | Blob
  | ArrayBuffer
  | Uint8Array
  | string
  | Response
  | ReadableStream<Uint8Array>
  | AsyncIterable<Uint8Array | string>;

/** A file to upload. */
export interface UploadFile {
  /**
   * File name with its extension, e.g. `receipt.pdf`; taken from the source when it has one (a
   * `File`, a `Response`'s `Content-Disposition` or URL, a Node `ReadStream`'s path).
   */
  readonly name?: string;
  readonly body: UploadBody;
  /**
   * MIME type; taken from the source when it has one (a `Blob`'s type, a `Response`'s
   * `Content-Type`), else guessed from the extension.
   */
  readonly contentType?: string;
}

/**
 * What an upload helper takes for each file: a {@link UploadFile}, or a source that names itself:
 * a `File` (`toFile(path)` gives one), a `Response`, a Node `ReadStream`.
 */
export type UploadSource = UploadFile | Blob | Response | AsyncIterable<Uint8Array | string>;

/** An image to upload. */
export interface ImageFile extends UploadFile {
  readonly contentType?: 'image/jpeg' | 'image/jpg' | 'image/png' | 'image/webp' | 'image/gif';
}

/** The largest file an upload URL takes: 5 MiB. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** A file read and checked, ready to PUT. */
interface ReadyFile {
  readonly name: string;
  readonly contentType: string;
  readonly body: Blob | string;
}

const tooLarge = (index: number, name: string, size: string): never => {
  throw new InputValidationError(
    `${name} is ${size}; an upload may be at most 5 MiB (${MAX_UPLOAD_BYTES} bytes). Nothing was sent.`,
    [{ path: ['files', index], message: `more than 5 MiB (${size})` }],
  );
};

/** The bytes of a stream, read until its end or until it passes the limit. */
async function readLimited(
  source: ReadableStream<Uint8Array> | AsyncIterable<Uint8Array | string>,
  index: number,
  name: string,
): Promise<Blob> {
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let size = 0;
  const encoder = new TextEncoder();
  const iterable =
    Symbol.asyncIterator in source
      ? (source as AsyncIterable<Uint8Array | string>)
      : streamChunks(source as ReadableStream<Uint8Array>);
  for await (const chunk of iterable) {
    const bytes = typeof chunk === 'string' ? encoder.encode(chunk) : new Uint8Array(chunk);
    size += bytes.byteLength;
    if (size > MAX_UPLOAD_BYTES) {
      const stream = source as { destroy?: () => void };
      stream.destroy?.();
      tooLarge(index, name, 'more than 5 MiB');
    }
    chunks.push(bytes as Uint8Array<ArrayBuffer>);
  }
  return new Blob(chunks);
}

async function* streamChunks(stream: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = stream.getReader();
  try {
    while (true) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

/** The name a `Response` gives its body: `Content-Disposition`'s file name, else its URL's last segment. */
function nameOfResponse(response: Response): string | undefined {
  const disposition = response.headers.get('content-disposition') ?? '';
  const quoted = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1];
  if (quoted) return decodeURIComponent(quoted.trim());
  const last = response.url ? new URL(response.url).pathname.split('/').pop() : undefined;
  return last ? decodeURIComponent(last) : undefined;
}

const mediaType = (type: string | null | undefined) => type?.split(';')[0]?.trim() || undefined;

/**
 * A file (or its source) read into what a PUT sends, with its name and type, and refused before
 * anything is sent when it is over 5 MiB or has no name.
 */
async function readyFile(file: UploadSource, index: number): Promise<ReadyFile> {
  const given: UploadFile =
    file instanceof Blob || file instanceof Response || !('body' in file) ? { body: file } : file;
  const { body } = given;
  let name = given.name;
  let type = given.contentType;
  if (typeof File !== 'undefined' && body instanceof File) name ??= body.name;
  if (body instanceof Response) name ??= nameOfResponse(body);
  const path = (body as { path?: unknown }).path;
  if (typeof path === 'string') name ??= path.split(/[\\/]/).pop();
  if (!name) {
    throw new InputValidationError(
      `File ${index + 1} has no name: pass { name: 'receipt.pdf', body }, or a File, which has one.`,
      [{ path: ['files', index, 'name'], message: 'is required for this source' }],
    );
  }
  if (body instanceof Blob) {
    type ??= mediaType(body.type);
    if (body.size > MAX_UPLOAD_BYTES) tooLarge(index, name, `${body.size} bytes`);
    return { name, contentType: type ?? contentTypeOfFileName(name), body };
  }
  if (typeof body === 'string' || body instanceof ArrayBuffer || body instanceof Uint8Array) {
    const bytes = typeof body === 'string' ? undefined : new Uint8Array(body);
    const size = bytes ? bytes.byteLength : new TextEncoder().encode(body as string).byteLength;
    if (size > MAX_UPLOAD_BYTES) tooLarge(index, name, `${size} bytes`);
    return {
      name,
      contentType: type ?? contentTypeOfFileName(name),
      body: bytes ? new Blob([bytes as Uint8Array<ArrayBuffer>]) : (body as string),
    };
  }
  if (body instanceof Response) {
    type ??= mediaType(body.headers.get('content-type'));
    const length = Number(body.headers.get('content-length') ?? Number.NaN);
    if (length > MAX_UPLOAD_BYTES) {
      await body.body?.cancel().catch(() => undefined);
      tooLarge(index, name, `${length} bytes`);
    }
    const read = body.body ? await readLimited(body.body, index, name) : new Blob([]);
    return { name, contentType: type ?? contentTypeOfFileName(name), body: read };
  }
  if (body !== null && typeof body === 'object' && (Symbol.asyncIterator in body || 'getReader' in body)) {
    const read = await readLimited(body as ReadableStream<Uint8Array>, index, name);
    return { name, contentType: type ?? contentTypeOfFileName(name), body: read };
  }
  throw new InputValidationError(
    `${name}: the body must be a Blob, File, Response, ReadableStream, Node Readable, ArrayBuffer, Uint8Array or string, received ${kindOf(body)}.`,
    [{ path: ['files', index, 'body'], message: `unsupported source (${kindOf(body)})` }],
  );
}

/** PUTs one file to its signed URL through the client's ky transport (no API credentials sent). */
function put(core: CoreClient, url: string, file: ReadyFile, options: RequestOptions): Promise<void> {
  return core.transport.upload(
    url,
    { body: file.body, contentType: file.contentType, fileName: file.name },
    options,
  );
}

/** Upload helpers of a client. */
export interface UploadHelpers {
  /**
   * Attaches files to a transaction: asks for signed URLs, uploads each file, confirms.
   *
   * @example
   * ```ts
   * await client.uploads.transactionFiles({ txId, files: [{ name: 'receipt.pdf', body: pdfBytes }] });
   * await client.uploads.transactionFiles({ txId, files: [await toFile('./receipt.pdf')] }); // sdk/node
   * ```
   */
  transactionFiles(
    params: { txId: string; files: readonly UploadSource[] },
    options?: RequestOptions,
  ): Promise<ConfirmTransactionFilesResult>;
  /**
   * Sets the session profile's image.
   *
   * @example
   * ```ts
   * const { imageUrl } = await client.uploads.profileImage({ file: { name: 'me.png', contentType: 'image/png', body } });
   * ```
   */
  profileImage(
    params: { file: ImageFile | Blob | Response },
    options?: RequestOptions,
  ): Promise<ConfirmProfileImageResult>;
  /**
   * Sets a team's image (admin session).
   *
   * @example
   * ```ts
   * await client.uploads.teamImage({ teamId, file: { name: 'logo.webp', contentType: 'image/webp', body } });
   * ```
   */
  teamImage(
    params: { teamId: string; file: ImageFile | Blob | Response },
    options?: RequestOptions,
  ): Promise<ConfirmTeamImageResult>;
}

/** Builds the upload helpers of a core. */
export function uploadHelpers(core: CoreClient): UploadHelpers {
  return {
    async transactionFiles({ txId, files }, options = {}) {
      // Every file is read and checked before the first request.
      const ready = await Promise.all(files.map((file, index) => readyFile(file, index)));
      const fileNames = ready.map((file) => file.name);
      const { uploadId, uploadUrls } = await call(
        core,
        createTransactionFileUploadUrls,
        { txId, fileNames },
        options,
      );
      for (const target of uploadUrls) {
        const file = ready.find((candidate) => candidate.name === target.fileName);
        if (!file)
          throw new PaymentsError(
            `The server returned an upload URL for ${target.fileName}, which is not one of the files given (${fileNames.join(', ')}).`,
          );
        await put(core, target.signedUrl, file, options);
      }
      return call(
        core,
        confirmTransactionFiles,
        {
          txId,
          uploadId,
          filePaths: uploadUrls.map((target) => target.filePath),
          fileNames: uploadUrls.map((target) => target.fileName),
        },
        options,
      );
    },
    async profileImage({ file }, options = {}) {
      const ready = await readyFile(file, 0);
      const target = await call(
        core,
        createProfileImageUploadUrl,
        { fileName: ready.name, contentType: ready.contentType as ImageType },
        options,
      );
      await put(core, target.uploadUrl, ready, options);
      return call(core, confirmProfileImage, { filePath: target.filePath }, options);
    },
    async teamImage({ teamId, file }, options = {}) {
      const ready = await readyFile(file, 0);
      const target = await call(
        core,
        createTeamImageUploadUrl,
        { teamId, fileName: ready.name, contentType: ready.contentType as ImageType },
        options,
      );
      await put(core, target.uploadUrl, ready, options);
      return call(core, confirmTeamImage, { teamId, filePath: target.filePath }, options);
    },
  };
}

type ImageType = NonNullable<ImageFile['contentType']>;
