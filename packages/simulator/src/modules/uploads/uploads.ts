/**
 * Signed uploads: the upload-url routes hand out `<baseUrl>/_simulator/uploads/<token>`; a PUT
 * of the bytes to it (no API key, no admin token: the token is the secret) stores them in the
 * `uploads` table (base64, so snapshots keep them), and the confirm route then checks they are
 * there.
 */

import type { Services } from '../../kernel/services.js';
import type { UploadRow } from './tables.js';

/** How long an upload URL accepts a PUT: 15 minutes of virtual time. */
export const UPLOAD_URL_TTL_MS = 15 * 60 * 1000;

/** The path of the upload control route under `/_simulator`. */
export const UPLOAD_PATH = '/uploads';

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
