/**
 * The profile image (spec: Endpoints > Profiles and users): a signed upload URL that accepts a
 * PUT of the bytes on the simulator, then a confirmation that makes it the profile's image.
 * Shares the upload slots and the upload control route of the team image.
 */

import { BODY_PARSER_CODE } from '@payments-platform/sdk/contract';
import { defineHandlers } from '../../kernel/module.js';
import { canWrite, changeProfile } from '../tenancy/index.js';
import { openUpload } from '../uploads/index.js';
import { sessionProfile } from './session-profile.js';
import { profileImageUrlOf } from './views.js';

/** Handlers of the profile image routes. */
export const profileImageHandlers = defineHandlers({
  createProfileImageUploadUrl: (request) => {
    const { body, caller } = request;
    const { profile } = sessionProfile(caller, 'V1_PROFILE_IMAGE_UPLOAD_URL_01');
    const { upload, uploadUrl } = openUpload(request, {
      kind: 'profileImage',
      appId: profile.appId,
      teamId: profile.teamId,
      profileId: profile.id,
      contentType: body.contentType,
      folder: `profiles/${profile.id}/image`,
      extension: body.fileName.split('.').pop() ?? 'img',
    });
    return { uploadUrl, filePath: upload.filePath, expiresAt: new Date(upload.expiresAt).toISOString() };
  },

  confirmProfileImage: ({ body, caller, store, clock, fail }) => {
    const { profile } = sessionProfile(caller, 'V1_PROFILE_IMAGE_CONFIRM_01');
    const upload = store.uploads.first('byFilePath', body.filePath);
    if (
      upload?.kind !== 'profileImage' ||
      !canWrite(caller, 'profileImage', upload) ||
      upload.bytesBase64 === null
    ) {
      // The client's mistake, so a 400 with the body code; 500 `_02` stays for platform failures.
      throw fail(
        BODY_PARSER_CODE,
        `filePath: no uploaded image of this profile at ${body.filePath} (PUT the file to its upload URL first).`,
      );
    }
    const updated = changeProfile(store, profile.id, { imagePath: upload.filePath }, clock.iso());
    return { imageUrl: profileImageUrlOf(updated.imagePath) ?? `/${upload.filePath}` };
  },
});
