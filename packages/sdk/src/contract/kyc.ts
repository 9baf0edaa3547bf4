/**
 * Identity verification: KYC for users, KYB for business-team admins
 * (spec: Endpoints > KYC and compliance).
 */
import * as z from 'zod/mini';
import { auth } from './auth.js';
import { BODY_PARSER_CODE, defineOperation, lazySchemas } from './operation.js';
import { KYC_STATUSES, VerificationRecord } from './resources.js';
import { email, jsonObject, loose, openEnum } from './schemas.js';

/** POST /v1/kyc/session */
export const createKycSession = /* @__PURE__ */ defineOperation({
  id: 'createKycSession',
  sdk: 'kyc.sessions.create',
  area: 'kyc',
  method: 'POST',
  path: '/v1/kyc/session',
  auth: /* @__PURE__ */ auth.session(),
  successStatus: 201,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    body: /* @__PURE__ */ z.object({
      email: /* @__PURE__ */ email(),
      metadata: /* @__PURE__ */ z._default(/* @__PURE__ */ jsonObject(), {}),
    }),
    response: /* @__PURE__ */ loose({
      sessionUrl: /* @__PURE__ */ z.string(),
      verificationId: /* @__PURE__ */ z.string(),
      status: /* @__PURE__ */ openEnum(KYC_STATUSES),
    }),
  })),
  errors: [
    { status: 400, code: 'APP_V1_KYC_SESSION_ROUTE_01', role: 'missingContext' },
    { status: 400 },
    { status: 404, code: 'APP_V1_KYC_SESSION_ROUTE_04' },
    { status: 404 },
    { status: 500 },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /v1/kyc/status */
export const getKycStatus = /* @__PURE__ */ defineOperation({
  id: 'getKycStatus',
  sdk: 'kyc.status.retrieve',
  area: 'kyc',
  method: 'GET',
  path: '/v1/kyc/status',
  auth: /* @__PURE__ */ auth.session(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    response: /* @__PURE__ */ loose({
      isVerified: /* @__PURE__ */ z.boolean(),
      status: /* @__PURE__ */ openEnum(KYC_STATUSES),
      verification: /* @__PURE__ */ z.nullable(VerificationRecord),
    }),
  })),
  errors: [
    { status: 400, code: 'APP_V1_KYC_STATUS_ROUTE_01', role: 'missingContext' },
    { status: 404, code: 'APP_V1_KYC_STATUS_ROUTE_02' },
    { status: 404 },
    { status: 500 },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

/** GET /v1/kyc/verifications */
export const listKycVerifications = /* @__PURE__ */ defineOperation({
  id: 'listKycVerifications',
  sdk: 'kyc.verifications.list',
  area: 'kyc',
  method: 'GET',
  path: '/v1/kyc/verifications',
  auth: /* @__PURE__ */ auth.session(),
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    response: /* @__PURE__ */ z.array(VerificationRecord),
  })),
  errors: [
    { status: 400, code: 'APP_V1_KYC_VERIFICATIONS_ROUTE_01', role: 'missingContext' },
    { status: 404, code: 'APP_V1_KYC_VERIFICATIONS_ROUTE_04' },
    { status: 404 },
    { status: 500 },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

export const kycOperations: readonly [
  typeof createKycSession,
  typeof getKycStatus,
  typeof listKycVerifications,
] = [createKycSession, getKycStatus, listKycVerifications] as const;
