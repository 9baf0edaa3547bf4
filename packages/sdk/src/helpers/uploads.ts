/**
 * Upload helpers: each does a three-step flow (ask for signed URLs, PUT the bytes, confirm) in
 * one call.
 */
import { confirmProfileImage, createProfileImageUploadUrl } from '../contract/profile.js';
import { contentTypeOfFileName } from '../contract/schemas.js';
import { confirmTeamImage, createTeamImageUploadUrl } from '../contract/teams.js';
import { confirmTransactionFiles, createTransactionFileUploadUrls } from '../contract/transactions.js';
import { type CoreClient, call } from '../core/call.js';
import { PaymentsError } from '../core/errors.js';
import type { RequestOptions } from '../core/transport.js';
import type {
  ConfirmProfileImageResult,
  ConfirmTeamImageResult,
  ConfirmTransactionFilesResult,
} from '../generated/operation-types.js';

/** Bytes to upload. */
export type UploadBody = Blob | ArrayBuffer | Uint8Array | string;

/** A file to upload. */
export interface UploadFile {
  /** File name with its extension, e.g. `receipt.pdf`. */
  readonly name: string;
  readonly body: UploadBody;
  /** MIME type; guessed from the extension when absent. */
  readonly contentType?: string;
}

/** An image to upload. */
export interface ImageFile extends UploadFile {
  readonly contentType: 'image/jpeg' | 'image/jpg' | 'image/png' | 'image/webp' | 'image/gif';
}

const mimeOf = (file: UploadFile) => file.contentType ?? contentTypeOfFileName(file.name);

/** PUTs one file to its signed URL through the client's ky transport (no API credentials sent). */
function put(core: CoreClient, url: string, file: UploadFile, options: RequestOptions): Promise<void> {
  const body = file.body instanceof Uint8Array ? new Blob([file.body as Uint8Array<ArrayBuffer>]) : file.body;
  return core.transport.upload(url, { body, contentType: mimeOf(file), fileName: file.name }, options);
}

/** Upload helpers of a client. */
export interface UploadHelpers {
  /**
   * Attaches files to a transaction: asks for signed URLs, uploads each file, confirms.
   *
   * @example
   * ```ts
   * await client.uploads.transactionFiles({ txId, files: [{ name: 'receipt.pdf', body: pdfBytes }] });
   * ```
   */
  transactionFiles(
    params: { txId: string; files: readonly UploadFile[] },
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
  profileImage(params: { file: ImageFile }, options?: RequestOptions): Promise<ConfirmProfileImageResult>;
  /**
   * Sets a team's image (admin session).
   *
   * @example
   * ```ts
   * await client.uploads.teamImage({ teamId, file: { name: 'logo.webp', contentType: 'image/webp', body } });
   * ```
   */
  teamImage(
    params: { teamId: string; file: ImageFile },
    options?: RequestOptions,
  ): Promise<ConfirmTeamImageResult>;
}

/** Builds the upload helpers of a core. */
export function uploadHelpers(core: CoreClient): UploadHelpers {
  return {
    async transactionFiles({ txId, files }, options = {}) {
      const fileNames = files.map((file) => file.name);
      const { uploadId, uploadUrls } = await call(
        core,
        createTransactionFileUploadUrls,
        { txId, fileNames },
        options,
      );
      for (const target of uploadUrls) {
        const file = files.find((candidate) => candidate.name === target.fileName);
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
      const target = await call(
        core,
        createProfileImageUploadUrl,
        { fileName: file.name, contentType: file.contentType },
        options,
      );
      await put(core, target.uploadUrl, file, options);
      return call(core, confirmProfileImage, { filePath: target.filePath }, options);
    },
    async teamImage({ teamId, file }, options = {}) {
      const target = await call(
        core,
        createTeamImageUploadUrl,
        { teamId, fileName: file.name, contentType: file.contentType },
        options,
      );
      await put(core, target.uploadUrl, file, options);
      return call(core, confirmTeamImage, { teamId, filePath: target.filePath }, options);
    },
  };
}
