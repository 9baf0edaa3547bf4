/**
 * The session refresh (spec: Endpoints > Auth and onboarding), declared on its own so the core
 * can refresh a session without loading the other onboarding declarations.
 */
import * as z from 'zod/mini';
import { auth } from './auth.js';
import { BODY_PARSER_CODE, defineOperation, lazySchemas } from './operation.js';
import { loose, openEnum, USER_TYPES } from './schemas.js';

const userType = /* @__PURE__ */ openEnum(USER_TYPES);

/** Data of refresh-session when a new session was minted. */
const RefreshedSession = /* @__PURE__ */ loose({
  session: /* @__PURE__ */ z.string(),
  expirationTimestamp: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.number()),
  userType,
});

/** Data of refresh-session when the stored session was synchronized with the presented token. */
const SynchronizedSession = /* @__PURE__ */ loose({
  message: /* @__PURE__ */ z.string(),
  expirationTimestamp: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.number()),
  userType,
});

/** GET /v1/auth/refresh-session */
export const refreshSession = /* @__PURE__ */ defineOperation({
  id: 'refreshSession',
  sdk: 'auth.refreshSession',
  area: 'auth',
  method: 'GET',
  path: '/v1/auth/refresh-session',
  auth: /* @__PURE__ */ auth.session(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    response: /* @__PURE__ */ z.union([RefreshedSession, SynchronizedSession]),
  })),
  errors: [
    { status: 404, code: 'APP_V1_AUTH_REFRESH_SESSION_01' },
    { status: 500, code: 'APP_V1_AUTH_REFRESH_SESSION_02' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});
