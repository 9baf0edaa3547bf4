/**
 * Node-only helpers of the SDK, kept out of the main entry so that no Node module reaches a
 * browser bundle: `toFile(path)` gives a `File` of a file on disk for the upload helpers.
 */
/// <reference types="node" />
import { openAsBlob } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { contentTypeOfFileName } from './contract/schemas.js';
import { InputValidationError } from './core/errors.js';

/** Options of {@link toFile}. */
export interface ToFileOptions {
  /** The file name the upload gives; default the path's last segment. */
  readonly name?: string;
  /** The MIME type; default the one of the name's extension (`application/pdf` for `.pdf`). */
  readonly type?: string;
}

/**
 * A `File` of a file on disk, read when it is sent (its size is known at once, so an upload over
 * 5 MiB is refused before anything is sent), named after the path and typed from its extension.
 *
 * @example
 * ```ts
 * import { toFile } from '@payments-platform/sdk/node';
 * await client.uploads.transactionFiles({ txId, files: [await toFile('./receipt.pdf')] });
 * ```
 */
export async function toFile(path: string, options: ToFileOptions = {}): Promise<File> {
  const info = await stat(path).catch((error: { code?: string; message?: string }) => {
    throw new InputValidationError(`toFile: cannot read ${path} (${error.code ?? error.message}).`, [
      { path: ['path'], message: error.code === 'ENOENT' ? 'no such file' : 'cannot be read' },
    ]);
  });
  if (!info.isFile()) {
    throw new InputValidationError(`toFile: ${path} is not a file.`, [
      { path: ['path'], message: 'not a file' },
    ]);
  }
  const name = options.name ?? basename(path);
  const type = options.type ?? contentTypeOfFileName(name);
  const blob = await openAsBlob(path, { type });
  return new File([blob], name, { type });
}
