/**
 * Documentation text of the KYC operations, keyed by operation id: read by the
 * OpenAPI document, the generated TSDoc and the error catalogue, never by a client at run time.
 */
import type { OperationDocs } from './types.js';

export const kycDocs = {
  createKycSession: {
    summary: 'Start an identity verification session.',
    description:
      'Body `email` (valid, required) and `metadata` (object, default `{}`). An admin profile of a business team starts the team KYB workflow; every other profile starts user KYC. Returns `{ sessionUrl, verificationId, status }` with the status lowercased (for example `not started`). Staging environments can return an immediately approved demo session.',
    errors: [
      // 400 APP_V1_KYC_SESSION_ROUTE_01
      'Missing profile/team context.',
      // 400
      'Invalid body.',
      // 404 APP_V1_KYC_SESSION_ROUTE_04
      'Profile not found.',
      // 404
      'Lookup failed (propagated).',
      // 500
      'Provider session or record creation failed.',
    ],
  },
  getKycStatus: {
    summary: 'Read the verification status of the session profile.',
    description:
      'An admin profile of a business team reads the team KYB status; every other profile reads user KYC. Returns `{ isVerified, status, verification }`; with no record, `isVerified` is false, `status` is `none` and `verification` is null.',
    errors: [
      // 400 APP_V1_KYC_STATUS_ROUTE_01
      'Missing profile/team context.',
      // 404 APP_V1_KYC_STATUS_ROUTE_02
      'Profile not found.',
      // 404
      'Lookup failed (propagated).',
      // 500
      'Lookup failed (propagated).',
    ],
  },
  listKycVerifications: {
    summary: 'List the user KYC verification records, newest first.',
    description: 'User KYC records only; there is no switch to the team KYB workflow. Not paginated.',
    errors: [
      // 400 APP_V1_KYC_VERIFICATIONS_ROUTE_01
      'Missing profile/team context.',
      // 404 APP_V1_KYC_VERIFICATIONS_ROUTE_04
      'Profile not found.',
      // 404
      'Lookup failed (propagated).',
      // 500
      'Lookup failed (propagated).',
    ],
  },
} as const satisfies Record<string, OperationDocs>;
