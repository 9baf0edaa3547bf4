/**
 * The session profile: its view, bank accounts, image, metadata and nickname
 * (spec: Endpoints > Profiles and users).
 */
import * as z from 'zod/mini';
import { auth } from './auth.js';
import { BODY_PARSER_CODE, defineOperation, lazySchemas } from './operation.js';
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
  auth: /* @__PURE__ */ auth.session(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
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
  })),
  errors: [{ status: 400, code: 'APP_V1_PROFILE_ROUTE_01', role: 'missingContext' }, { status: 404 }],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /v1/profile/banks */
export const listProfileBanks = /* @__PURE__ */ defineOperation({
  id: 'listProfileBanks',
  sdk: 'profile.banks.list',
  area: 'profile',
  method: 'GET',
  path: '/v1/profile/banks',
  auth: /* @__PURE__ */ auth.session(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    response: /* @__PURE__ */ z.array(BankWithCurrency),
  })),
  errors: [{ status: 400, code: 'APP_V1_PROFILE_BANKS_ROUTE_02', role: 'missingContext' }, { status: 500 }],
  invalidInputCode: BODY_PARSER_CODE,
});

/** POST /v1/profile/banks */
export const createProfileBank = /* @__PURE__ */ defineOperation({
  id: 'createProfileBank',
  sdk: 'profile.banks.create',
  area: 'profile',
  method: 'POST',
  path: '/v1/profile/banks',
  auth: /* @__PURE__ */ auth.session(),
  successStatus: 201,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
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
  })),
  errors: [
    { status: 400 },
    { status: 400, code: 'APP_V1_PROFILE_BANKS_ROUTE_01', role: 'missingContext' },
    { status: 500 },
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
  auth: /* @__PURE__ */ auth.session(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    params: bankIdParams,
    response: BankAccount,
  })),
  errors: [
    { status: 400, code: 'APP_V1_PROFILE_BANKS_ID_ROUTE_01', role: 'missingContext' },
    { status: 404, code: 'APP_V1_PROFILE_BANKS_ID_ROUTE_01' },
    { status: 500 },
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
  auth: /* @__PURE__ */ auth.session(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
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
  })),
  errors: [{ status: 400, role: 'missingContext' }, { status: 404 }],
  invalidInputCode: BODY_PARSER_CODE,
});

/** DELETE /v1/profile/banks/{id} */
export const deleteProfileBank = /* @__PURE__ */ defineOperation({
  id: 'deleteProfileBank',
  sdk: 'profile.banks.delete',
  area: 'profile',
  method: 'DELETE',
  path: '/v1/profile/banks/{id}',
  auth: /* @__PURE__ */ auth.session(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    params: bankIdParams,
    response: /* @__PURE__ */ loose({ deleted: /* @__PURE__ */ z.literal(true) }),
  })),
  errors: [
    { status: 400, code: 'APP_V1_PROFILE_BANKS_ID_ROUTE_01', role: 'missingContext' },
    { status: 403, unknownId: true },
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
  auth: /* @__PURE__ */ auth.session(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    body: /* @__PURE__ */ z.object({
      fileName: /* @__PURE__ */ imageFileName(),
      contentType: /* @__PURE__ */ z.enum(IMAGE_MIME_TYPES),
    }),
    response: /* @__PURE__ */ loose({
      uploadUrl: /* @__PURE__ */ z.string(),
      filePath: /* @__PURE__ */ z.string(),
      expiresAt: /* @__PURE__ */ z.string(),
    }),
  })),
  errors: [
    { status: 400, code: 'V1_PROFILE_IMAGE_UPLOAD_URL_01', role: 'missingContext' },
    { status: 400 },
    { status: 500, code: 'V1_PROFILE_IMAGE_UPLOAD_URL_02' },
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
  auth: /* @__PURE__ */ auth.session(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    body: /* @__PURE__ */ z.object({
      filePath: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1)),
    }),
    response: /* @__PURE__ */ loose({ imageUrl: /* @__PURE__ */ z.string() }),
  })),
  errors: [
    { status: 400, code: 'V1_PROFILE_IMAGE_CONFIRM_01', role: 'missingContext' },
    { status: 400 },
    { status: 500, code: 'V1_PROFILE_IMAGE_CONFIRM_02' },
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
  auth: /* @__PURE__ */ auth.session(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    body: /* @__PURE__ */ z.looseObject({
      name: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
      image: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.url()),
    }),
    response: Profile,
  })),
  errors: [
    { status: 400, code: 'APP_V1_PROFILE_METADATA_ROUTE_01', role: 'missingContext' },
    { status: 400 },
    { status: 500 },
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
  auth: /* @__PURE__ */ auth.session(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    body: /* @__PURE__ */ z.object({ nickname: /* @__PURE__ */ nickname() }),
    response: Profile,
  })),
  errors: [
    { status: 400, code: 'APP_V1_PROFILE_USERNAME_ROUTE_01', role: 'missingContext' },
    { status: 400 },
    { status: 409 },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

export const profileOperations: readonly [
  typeof getProfile,
  typeof listProfileBanks,
  typeof createProfileBank,
  typeof getProfileBank,
  typeof updateProfileBank,
  typeof deleteProfileBank,
  typeof createProfileImageUploadUrl,
  typeof confirmProfileImage,
  typeof updateProfileMetadata,
  typeof updateProfileUsername,
] = [
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
