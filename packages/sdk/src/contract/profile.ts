/**
 * The session profile: its view, bank accounts, image, metadata and nickname
 * (spec: Endpoints > Profiles and users).
 */
import * as z from 'zod/mini';
import { auth } from './auth.js';
import { BODY_PARSER_CODE, defineOperation } from './operation.js';
import { ACCOUNT_TYPES, BankAccount, BankWithCurrency, KYC_STATUSES, Profile } from './resources.js';
import {
  IMAGE_MIME_TYPES,
  imageFileName,
  jsonObject,
  LANGUAGES,
  loose,
  nickname,
  openEnum,
} from './schemas.js';

const bankIdParams = /* @__PURE__ */ z.object({
  id: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1)),
});

const missingBankId = {
  in: 'params',
  field: 'id',
  issue: 'missing',
  status: 400,
  code: 'APP_V1_PROFILE_BANKS_ID_ROUTE_01',
} as const;

/** GET /v1/profile */
export const getProfile = /* @__PURE__ */ defineOperation({
  id: 'getProfile',
  sdk: 'profile.retrieve',
  area: 'profile',
  method: 'GET',
  path: '/v1/profile',
  summary: 'Read the session profile with its banks, user, KYC state and wallets.',
  description:
    'Acts on the profile selected by the bearer session. Returns the profile (id, nickname, metadata, role in its team, team id and name), its bank accounts paired with their currency, a user summary, the KYC state and the wallets; `imageUrl` is omitted when the profile has no image.',
  auth: /* @__PURE__ */ auth.session(),
  successStatus: 200,
  schemas: {
    response: /* @__PURE__ */ loose({
      profile: Profile,
      banks: /* @__PURE__ */ z.array(BankWithCurrency),
      user: /* @__PURE__ */ loose({
        country: /* @__PURE__ */ z.string(),
        firstName: /* @__PURE__ */ z.string(),
        lastName: /* @__PURE__ */ z.string(),
        language: /* @__PURE__ */ openEnum(LANGUAGES),
        username: /* @__PURE__ */ z.string(),
        referralCode: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
        referralsCount: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.number()),
      }),
      kyc: /* @__PURE__ */ loose({
        isVerified: /* @__PURE__ */ z.boolean(),
        status: /* @__PURE__ */ openEnum(KYC_STATUSES),
      }),
      wallets: /* @__PURE__ */ z.array(/* @__PURE__ */ z.unknown()),
      imageUrl: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
    }),
  },
  errors: [
    {
      status: 400,
      code: 'APP_V1_PROFILE_ROUTE_01',
      role: 'missingContext',
      description: 'Missing profile/team context.',
    },
    { status: 404, description: 'Profile lookup failed (propagated).' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /v1/profile/banks */
export const listProfileBanks = /* @__PURE__ */ defineOperation({
  id: 'listProfileBanks',
  sdk: 'profile.banks.list',
  area: 'profile',
  method: 'GET',
  path: '/v1/profile/banks',
  summary: 'List the bank accounts of the session profile.',
  description: 'Returns an array of `{ bank, currency }` pairs for the session profile. Not paginated.',
  auth: /* @__PURE__ */ auth.session(),
  successStatus: 200,
  schemas: {
    response: /* @__PURE__ */ z.array(BankWithCurrency),
  },
  errors: [
    {
      status: 400,
      code: 'APP_V1_PROFILE_BANKS_ROUTE_02',
      role: 'missingContext',
      description: 'Missing profile/team context.',
    },
    { status: 500, description: 'Reading the bank accounts failed.' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** POST /v1/profile/banks */
export const createProfileBank = /* @__PURE__ */ defineOperation({
  id: 'createProfileBank',
  sdk: 'profile.banks.create',
  area: 'profile',
  method: 'POST',
  path: '/v1/profile/banks',
  summary: 'Add a bank account to the session profile.',
  description:
    'JSON body. `accountType` is one of CHECKING, SAVINGS, BUSINESS, CURRENT, MONEY_MARKET; `country` is exactly 2 characters; `currencySymbol` must resolve to a supported currency; `additionalData` (default `{}`) is validated against the bank-field schema of the country (see GET /v1/config/bank). Returns the created bank account.',
  auth: /* @__PURE__ */ auth.session(),
  successStatus: 201,
  schemas: {
    body: /* @__PURE__ */ z.object({
      accountName: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1)),
      accountAlias: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1)),
      accountType: /* @__PURE__ */ z.enum(ACCOUNT_TYPES),
      accountNumber: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1)),
      country: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.length(2)),
      currencySymbol: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1)),
      bankSlug: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1)),
      additionalData: /* @__PURE__ */ z._default(/* @__PURE__ */ jsonObject(), {}),
    }),
    response: BankAccount,
  },
  errors: [
    { status: 400, description: 'Malformed body, or additional data not matching the country bank fields.' },
    {
      status: 400,
      code: 'APP_V1_PROFILE_BANKS_ROUTE_01',
      role: 'missingContext',
      description: 'Missing profile/team context, or unsupported currency.',
    },
    { status: 500, description: 'Creating the bank account failed.' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /v1/profile/banks/{id} */
export const getProfileBank = /* @__PURE__ */ defineOperation({
  id: 'getProfileBank',
  sdk: 'profile.banks.retrieve',
  area: 'profile',
  method: 'GET',
  path: '/v1/profile/banks/{id}',
  summary: 'Read one bank account of the session profile.',
  description: 'The bank is found only through the current profile; there is no admin override.',
  auth: /* @__PURE__ */ auth.session(),
  successStatus: 200,
  schemas: {
    params: bankIdParams,
    response: BankAccount,
  },
  errors: [
    {
      status: 400,
      code: 'APP_V1_PROFILE_BANKS_ID_ROUTE_01',
      role: 'missingContext',
      description: 'Missing profile/team context or bank id.',
    },
    { status: 404, code: 'APP_V1_PROFILE_BANKS_ID_ROUTE_01', description: 'Bank account not found.' },
    { status: 500, description: 'Lookup failed.' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
  inputErrorCodes: [missingBankId],
});

/** PATCH /v1/profile/banks/{id} */
export const updateProfileBank = /* @__PURE__ */ defineOperation({
  id: 'updateProfileBank',
  sdk: 'profile.banks.update',
  area: 'profile',
  method: 'PATCH',
  path: '/v1/profile/banks/{id}',
  summary: 'Rename a bank account of the session profile.',
  description:
    'Body `accountName` and `accountAlias`, each optional and non-empty when given. Returns the updated bank account; an update failure is answered with 404 and the propagated error.',
  auth: /* @__PURE__ */ auth.session(),
  successStatus: 200,
  schemas: {
    params: bankIdParams,
    body: /* @__PURE__ */ z.object({
      accountName: /* @__PURE__ */ z.optional(
        /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1)),
      ),
      accountAlias: /* @__PURE__ */ z.optional(
        /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1)),
      ),
    }),
    response: BankAccount,
  },
  errors: [
    {
      status: 400,
      role: 'missingContext',
      description: 'Missing profile/team context, missing bank id, or invalid body.',
    },
    { status: 404, description: 'Update failed (propagated).' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** DELETE /v1/profile/banks/{id} */
export const deleteProfileBank = /* @__PURE__ */ defineOperation({
  id: 'deleteProfileBank',
  sdk: 'profile.banks.delete',
  area: 'profile',
  method: 'DELETE',
  path: '/v1/profile/banks/{id}',
  summary: 'Delete a bank account of the session profile.',
  description:
    'No body. Returns `{ deleted: true }`; a deletion failure is answered with 403 and the propagated error.',
  auth: /* @__PURE__ */ auth.session(),
  successStatus: 200,
  schemas: {
    params: bankIdParams,
    response: /* @__PURE__ */ loose({ deleted: /* @__PURE__ */ z.literal(true) }),
  },
  errors: [
    {
      status: 400,
      code: 'APP_V1_PROFILE_BANKS_ID_ROUTE_01',
      role: 'missingContext',
      description: 'Missing profile/team context or bank id.',
    },
    { status: 403, description: 'Deletion failed (propagated).' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
  inputErrorCodes: [missingBankId],
});

/** POST /v1/profile/image/upload-url */
export const createProfileImageUploadUrl = /* @__PURE__ */ defineOperation({
  id: 'createProfileImageUploadUrl',
  sdk: 'profile.image.createUploadUrl',
  area: 'profile',
  method: 'POST',
  path: '/v1/profile/image/upload-url',
  summary: 'Get a signed URL to upload the profile image.',
  description:
    'Body `fileName` (extension jpg, jpeg, png, webp or gif) and `contentType` (image/jpeg, image/jpg, image/png, image/webp or image/gif). Returns `{ uploadUrl, filePath, expiresAt }`; upload the file to `uploadUrl`, then confirm with POST /v1/profile/image.',
  auth: /* @__PURE__ */ auth.session(),
  successStatus: 200,
  schemas: {
    body: /* @__PURE__ */ z.object({
      fileName: /* @__PURE__ */ imageFileName(),
      contentType: /* @__PURE__ */ z.enum(IMAGE_MIME_TYPES),
    }),
    response: /* @__PURE__ */ loose({
      uploadUrl: /* @__PURE__ */ z.string(),
      filePath: /* @__PURE__ */ z.string(),
      expiresAt: /* @__PURE__ */ z.string(),
    }),
  },
  errors: [
    {
      status: 400,
      code: 'V1_PROFILE_IMAGE_UPLOAD_URL_01',
      role: 'missingContext',
      description: 'Missing profile/team context.',
    },
    { status: 400, description: 'Invalid body.' },
    { status: 500, code: 'V1_PROFILE_IMAGE_UPLOAD_URL_02', description: 'Creating the upload URL failed.' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** POST /v1/profile/image */
export const confirmProfileImage = /* @__PURE__ */ defineOperation({
  id: 'confirmProfileImage',
  sdk: 'profile.image.confirm',
  area: 'profile',
  method: 'POST',
  path: '/v1/profile/image',
  summary: 'Confirm an uploaded profile image.',
  description:
    'Call after uploading to the signed URL. Body `filePath` (non-empty, as returned by the upload-url route). Returns `{ imageUrl }`.',
  auth: /* @__PURE__ */ auth.session(),
  successStatus: 200,
  schemas: {
    body: /* @__PURE__ */ z.object({
      filePath: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1)),
    }),
    response: /* @__PURE__ */ loose({ imageUrl: /* @__PURE__ */ z.string() }),
  },
  errors: [
    {
      status: 400,
      code: 'V1_PROFILE_IMAGE_CONFIRM_01',
      role: 'missingContext',
      description: 'Missing profile/team context.',
    },
    { status: 400, description: 'Invalid body.' },
    { status: 500, code: 'V1_PROFILE_IMAGE_CONFIRM_02', description: 'Confirming the image failed.' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** PATCH /v1/profile/metadata */
export const updateProfileMetadata = /* @__PURE__ */ defineOperation({
  id: 'updateProfileMetadata',
  sdk: 'profile.metadata.update',
  area: 'profile',
  method: 'PATCH',
  path: '/v1/profile/metadata',
  summary: 'Merge keys into the profile metadata.',
  description:
    'Body `name` (string), `image` (valid URL) and any other key, merged into the profile metadata. Returns the updated profile plus `imageUrl`, which is omitted unless stored image metadata exists.',
  auth: /* @__PURE__ */ auth.session(),
  successStatus: 200,
  schemas: {
    body: /* @__PURE__ */ z.looseObject({
      name: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
      image: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.url()),
    }),
    response: Profile,
  },
  errors: [
    {
      status: 400,
      code: 'APP_V1_PROFILE_METADATA_ROUTE_01',
      role: 'missingContext',
      description: 'Missing profile/team context.',
    },
    { status: 400, description: 'Malformed body.' },
    { status: 500, description: 'Update failed.' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** PATCH /v1/profile/username */
export const updateProfileUsername = /* @__PURE__ */ defineOperation({
  id: 'updateProfileUsername',
  sdk: 'profile.username.update',
  area: 'profile',
  method: 'PATCH',
  path: '/v1/profile/username',
  summary: 'Change the nickname of the session profile.',
  description:
    'Body `nickname` (required, 4 to 50 characters, letters, digits, `_` and `-`, cannot start with `api_`). Returns the updated profile; any update failure, a conflict included, is answered with 409 and the propagated error.',
  auth: /* @__PURE__ */ auth.session(),
  successStatus: 200,
  schemas: {
    body: /* @__PURE__ */ z.object({ nickname: /* @__PURE__ */ nickname() }),
    response: Profile,
  },
  errors: [
    {
      status: 400,
      code: 'APP_V1_PROFILE_USERNAME_ROUTE_01',
      role: 'missingContext',
      description: 'Missing profile/team context.',
    },
    { status: 400, description: 'Malformed body.' },
    { status: 409, description: 'Update failed, for example the nickname is taken (propagated).' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

export const profileOperations = [
  getProfile,
  listProfileBanks,
  createProfileBank,
  getProfileBank,
  updateProfileBank,
  deleteProfileBank,
  createProfileImageUploadUrl,
  confirmProfileImage,
  updateProfileMetadata,
  updateProfileUsername,
] as const;
