/**
 * Identity verification: KYC for users, KYB for business-team admins
 * (spec: Endpoints > KYC and compliance).
 */
import * as z from 'zod/mini';
import { auth } from './auth.js';
import { BODY_PARSER_CODE, defineOperation } from './operation.js';
import { KYC_STATUSES, VerificationRecord } from './resources.js';
import { email, jsonObject, loose, openEnum } from './schemas.js';

/** POST /v1/kyc/session */
export const createKycSession = /* @__PURE__ */ defineOperation({
  id: 'createKycSession',
  sdk: 'kyc.sessions.create',
  area: 'kyc',
  method: 'POST',
  path: '/v1/kyc/session',
  summary: 'Start an identity verification session.',
  description:
    'Body `email` (valid, required) and `metadata` (object, default `{}`). An admin profile of a business team starts the team KYB workflow; every other profile starts user KYC. Returns `{ sessionUrl, verificationId, status }` with the status lowercased (for example `not started`). Staging environments can return an immediately approved demo session.',
  auth: /* @__PURE__ */ auth.session(),
  successStatus: 201,
  schemas: {
    body: /* @__PURE__ */ z.object({
      email: /* @__PURE__ */ email(),
      metadata: /* @__PURE__ */ z._default(/* @__PURE__ */ jsonObject(), {}),
    }),
    response: /* @__PURE__ */ loose({
      sessionUrl: /* @__PURE__ */ z.string(),
      verificationId: /* @__PURE__ */ z.string(),
      status: /* @__PURE__ */ openEnum(KYC_STATUSES),
    }),
  },
  errors: [
    {
      status: 400,
      code: 'APP_V1_KYC_SESSION_ROUTE_01',
      role: 'missingContext',
      description: 'Missing profile/team context.',
    },
    { status: 400, description: 'Invalid body.' },
    { status: 404, code: 'APP_V1_KYC_SESSION_ROUTE_04', description: 'Profile not found.' },
    { status: 404, description: 'Lookup failed (propagated).' },
    { status: 500, description: 'Provider session or record creation failed.' },
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
  summary: 'Read the verification status of the session profile.',
  description:
    'An admin profile of a business team reads the team KYB status; every other profile reads user KYC. Returns `{ isVerified, status, verification }`; with no record, `isVerified` is false, `status` is `none` and `verification` is null.',
  auth: /* @__PURE__ */ auth.session(),
  successStatus: 200,
  schemas: {
    response: /* @__PURE__ */ loose({
      isVerified: /* @__PURE__ */ z.boolean(),
      status: /* @__PURE__ */ openEnum(KYC_STATUSES),
      verification: /* @__PURE__ */ z.nullable(VerificationRecord),
    }),
  },
  errors: [
    {
      status: 400,
      code: 'APP_V1_KYC_STATUS_ROUTE_01',
      role: 'missingContext',
      description: 'Missing profile/team context.',
    },
    { status: 404, code: 'APP_V1_KYC_STATUS_ROUTE_02', description: 'Profile not found.' },
    { status: 404, description: 'Lookup failed (propagated).' },
    { status: 500, description: 'Lookup failed (propagated).' },
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
  summary: 'List the user KYC verification records, newest first.',
  description: 'User KYC records only; there is no switch to the team KYB workflow. Not paginated.',
  auth: /* @__PURE__ */ auth.session(),
  successStatus: 200,
  schemas: {
    response: /* @__PURE__ */ z.array(VerificationRecord),
  },
  errors: [
    {
      status: 400,
      code: 'APP_V1_KYC_VERIFICATIONS_ROUTE_01',
      role: 'missingContext',
      description: 'Missing profile/team context.',
    },
    { status: 404, code: 'APP_V1_KYC_VERIFICATIONS_ROUTE_04', description: 'Profile not found.' },
    { status: 404, description: 'Lookup failed (propagated).' },
    { status: 500, description: 'Lookup failed (propagated).' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

export const kycOperations = [createKycSession, getKycStatus, listKycVerifications] as const;
