/**
 * The user behind the context profile: its profiles and default profile
 * (spec: Endpoints > Profiles and users).
 */
import * as z from 'zod/mini';
import { auth } from './auth.js';
import { BODY_PARSER_CODE, defineOperation, lazySchemas } from './operation.js';
import { loose, uuid } from './schemas.js';

const defaultProfileBody = /* @__PURE__ */ z.object({ profileId: /* @__PURE__ */ uuid() });

const defaultProfileResponse = /* @__PURE__ */ loose({ defaultProfileId: /* @__PURE__ */ z.string() });

const defaultProfileErrors = [
  { status: 400, code: 'APP_V1_USER_DEFAULT_PROFILE_ROUTE_01', role: 'missingContext' },
  { status: 400 },
  { status: 404, code: 'APP_V1_USER_DEFAULT_PROFILE_ROUTE_02' },
  { status: 403, code: 'APP_V1_USER_DEFAULT_PROFILE_ROUTE_03' },
  { status: 403 },
  { status: 500 },
] as const;

/** GET /v1/user/profiles */
export const listUserProfiles = /* @__PURE__ */ defineOperation({
  id: 'listUserProfiles',
  sdk: 'user.profiles.list',
  area: 'user',
  method: 'GET',
  path: '/v1/user/profiles',
  auth: /* @__PURE__ */ auth.scoped(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    response: /* @__PURE__ */ loose({
      profiles: /* @__PURE__ */ z.array(
        /* @__PURE__ */ loose({
          id: /* @__PURE__ */ z.string(),
          teamId: /* @__PURE__ */ z.string(),
          teamName: /* @__PURE__ */ z.string(),
          appId: /* @__PURE__ */ z.string(),
          appName: /* @__PURE__ */ z.string(),
          nickname: /* @__PURE__ */ z.string(),
          isDefault: /* @__PURE__ */ z.boolean(),
        }),
      ),
    }),
  })),
  errors: [
    { status: 400, code: 'APP_V1_USER_PROFILES_ROUTE_01', role: 'missingContext' },
    { status: 403 },
    { status: 500 },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** PUT /v1/user/default-profile */
export const setDefaultProfile = /* @__PURE__ */ defineOperation({
  id: 'setDefaultProfile',
  sdk: 'user.defaultProfile.set',
  area: 'user',
  method: 'PUT',
  path: '/v1/user/default-profile',
  auth: /* @__PURE__ */ auth.scoped(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    body: defaultProfileBody,
    response: defaultProfileResponse,
  })),
  errors: defaultProfileErrors,
  invalidInputCode: BODY_PARSER_CODE,
});

/** PATCH /v1/user/default-profile */
export const updateDefaultProfile = /* @__PURE__ */ defineOperation({
  id: 'updateDefaultProfile',
  sdk: 'user.defaultProfile.update',
  area: 'user',
  method: 'PATCH',
  path: '/v1/user/default-profile',
  auth: /* @__PURE__ */ auth.scoped(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    body: defaultProfileBody,
    response: defaultProfileResponse,
  })),
  errors: defaultProfileErrors,
  invalidInputCode: BODY_PARSER_CODE,
});

export const userOperations: readonly [
  typeof listUserProfiles,
  typeof setDefaultProfile,
  typeof updateDefaultProfile,
] = [listUserProfiles, setDefaultProfile, updateDefaultProfile] as const;
