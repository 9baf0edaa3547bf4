/**
 * Documentation text of the profile operations, keyed by operation id: read by the
 * OpenAPI document, the generated TSDoc and the error catalogue, never by a client at run time.
 */
import { SUPPORTED_COUNTRY } from './state-rules.js';
import type { OperationDocs } from './types.js';

export const profileDocs = {
  getProfile: {
    summary: 'Read the session profile with its banks, user, KYC state and wallets.',
    description:
      'Acts on the profile selected by the bearer session. Returns the profile (id, nickname, metadata, role in its team, team id and name), its bank accounts paired with their currency, a user summary, the KYC state and the wallets; `imageUrl` is omitted when the profile has no image.',
    errors: [
      // 400 APP_V1_PROFILE_ROUTE_01
      'Missing profile/team context.',
      // 404
      'Profile lookup failed (propagated).',
    ],
  },
  listProfileBanks: {
    summary: 'List the bank accounts of the session profile.',
    description: 'Returns an array of `{ bank, currency }` pairs for the session profile. Not paginated.',
    errors: [
      // 400 APP_V1_PROFILE_BANKS_ROUTE_02
      'Missing profile/team context.',
      // 500
      'Reading the bank accounts failed.',
    ],
  },
  createProfileBank: {
    summary: 'Add a bank account to the session profile.',
    description:
      'JSON body. `accountType` is one of CHECKING, SAVINGS, BUSINESS, CURRENT, MONEY_MARKET; `country` is exactly 2 characters; `currencySymbol` must resolve to a supported currency; `additionalData` (default `{}`) is validated against the bank-field schema of the country (see GET /v1/config/bank). Returns the created bank account.',
    stateRules: {
      country: SUPPORTED_COUNTRY,
      bankSlug: 'the slug of a bank of the country, as `GET /v1/config/countries/banks` lists them',
      additionalData: 'the bank fields of the country, as `GET /v1/config/bank` gives them',
    },
    errors: [
      // 400
      'Malformed body, or additional data not matching the country bank fields.',
      // 400 APP_V1_PROFILE_BANKS_ROUTE_01
      'Missing profile/team context, or unsupported currency.',
      // 500
      'Creating the bank account failed.',
    ],
  },
  getProfileBank: {
    summary: 'Read one bank account of the session profile.',
    description: 'The bank is found only through the current profile; there is no admin override.',
    errors: [
      // 400 APP_V1_PROFILE_BANKS_ID_ROUTE_01
      'Missing profile/team context or bank id.',
      // 404 APP_V1_PROFILE_BANKS_ID_ROUTE_01
      'Bank account not found.',
      // 500
      'Lookup failed.',
    ],
  },
  updateProfileBank: {
    summary: 'Rename a bank account of the session profile.',
    description:
      'Body `accountName` and `accountAlias`, each optional and non-empty when given. Returns the updated bank account; an update failure is answered with 404 and the propagated error.',
    errors: [
      // 400
      'Missing profile/team context, missing bank id, or invalid body.',
      // 404
      'Update failed (propagated).',
    ],
  },
  deleteProfileBank: {
    summary: 'Delete a bank account of the session profile.',
    description:
      'No body. Returns `{ deleted: true }`; a deletion failure is answered with 403 and the propagated error.',
    errors: [
      // 400 APP_V1_PROFILE_BANKS_ID_ROUTE_01
      'Missing profile/team context or bank id.',
      // 403
      'Deletion failed (propagated).',
    ],
  },
  createProfileImageUploadUrl: {
    summary: 'Get a signed URL to upload the profile image.',
    description:
      'Body `fileName` (extension jpg, jpeg, png, webp or gif) and `contentType` (image/jpeg, image/jpg, image/png, image/webp or image/gif). Returns `{ uploadUrl, filePath, expiresAt }`; upload the file to `uploadUrl`, then confirm with POST /v1/profile/image.',
    errors: [
      // 400 V1_PROFILE_IMAGE_UPLOAD_URL_01
      'Missing profile/team context.',
      // 400
      'Invalid body.',
      // 500 V1_PROFILE_IMAGE_UPLOAD_URL_02
      'Creating the upload URL failed.',
    ],
  },
  confirmProfileImage: {
    summary: 'Confirm an uploaded profile image.',
    description:
      'Call after uploading to the signed URL. Body `filePath` (non-empty, as returned by the upload-url route). Returns `{ imageUrl }`.',
    stateRules: {
      filePath:
        'the path of an image of the profile, uploaded to the URL `POST /v1/profile/image/upload-url` gave',
    },
    errors: [
      // 400 V1_PROFILE_IMAGE_CONFIRM_01
      'Missing profile/team context.',
      // 400
      'Invalid body.',
      // 500 V1_PROFILE_IMAGE_CONFIRM_02
      'Confirming the image failed.',
    ],
  },
  updateProfileMetadata: {
    summary: 'Merge keys into the profile metadata.',
    description:
      'Body `name` (string), `image` (valid URL) and any other key, merged into the profile metadata. Returns the updated profile plus `imageUrl`, which is omitted unless stored image metadata exists.',
    errors: [
      // 400 APP_V1_PROFILE_METADATA_ROUTE_01
      'Missing profile/team context.',
      // 400
      'Malformed body.',
      // 500
      'Update failed.',
    ],
  },
  updateProfileUsername: {
    summary: 'Change the nickname of the session profile.',
    description:
      'Body `nickname` (required, 4 to 50 characters, letters, digits, `_` and `-`, cannot start with `api_`). Returns the updated profile; any update failure, a conflict included, is answered with 409 and the propagated error.',
    errors: [
      // 400 APP_V1_PROFILE_USERNAME_ROUTE_01
      'Missing profile/team context.',
      // 400
      'Malformed body.',
      // 409
      'Update failed, for example the nickname is taken (propagated).',
    ],
  },
} as const satisfies Record<string, OperationDocs>;
