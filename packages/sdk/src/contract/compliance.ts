/**
 * The yearly compliance fee: card checkout or an on-chain payment request
 * (spec: Endpoints > KYC and compliance).
 */
import * as z from 'zod/mini';
import { auth } from './auth.js';
import { BODY_PARSER_CODE, defineOperation, lazySchemas } from './operation.js';
import { loose, openEnum } from './schemas.js';

/** Compliance context order: a session, both headers, then the key's own scope (a team-scoped key too). */
const complianceAuth = /* @__PURE__ */ auth.headerContext({
  contextFrom: ['session', 'headers', 'profileKey', 'teamKey'],
});

/** POST /v1/compliance/checkout */
export const createComplianceCheckout = /* @__PURE__ */ defineOperation({
  id: 'createComplianceCheckout',
  sdk: 'compliance.checkout.create',
  area: 'compliance',
  method: 'POST',
  path: '/v1/compliance/checkout',
  auth: complianceAuth,
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    body: /* @__PURE__ */ z.object({
      successUrl: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.url()),
      cancelUrl: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.url()),
    }),
    response: /* @__PURE__ */ loose({
      checkoutUrl: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
      sessionId: /* @__PURE__ */ z.string(),
      mode: /* @__PURE__ */ openEnum(['subscription']),
    }),
  })),
  errors: [
    { status: 400, code: 'APP_V1_COMPLIANCE_CHECKOUT_ROUTE_01', role: 'missingContext' },
    { status: 404, code: 'APP_V1_COMPLIANCE_CHECKOUT_ROUTE_02' },
    { status: 400, code: 'APP_V1_COMPLIANCE_CHECKOUT_ROUTE_03' },
    { status: 500, code: 'APP_V1_COMPLIANCE_CHECKOUT_ROUTE_04' },
    { status: 500, code: 'APP_V1_COMPLIANCE_CHECKOUT_ROUTE_05' },
    { status: 400, code: 'APP_V1_COMPLIANCE_CHECKOUT_ROUTE_06' },
    { status: 401, role: 'invalidContext' },
    { status: 500 },
  ],
  invalidInputCode: 'APP_V1_COMPLIANCE_CHECKOUT_ROUTE_06',
});

/** POST /v1/compliance/pay-via-request */
export const payComplianceViaRequest = /* @__PURE__ */ defineOperation({
  id: 'payComplianceViaRequest',
  sdk: 'compliance.payViaRequest',
  area: 'compliance',
  method: 'POST',
  path: '/v1/compliance/pay-via-request',
  auth: complianceAuth,
  successStatus: 200,
  schemas: /* @__PURE__ */ lazySchemas(() => ({
    response: /* @__PURE__ */ loose({
      amountUsd: /* @__PURE__ */ z.number(),
      customId: /* @__PURE__ */ z.string(),
      id: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
      url: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
      embedUrl: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
    }),
  })),
  errors: [
    { status: 400, code: 'APP_V1_COMPLIANCE_PAY_VIA_REQUEST_ROUTE_01', role: 'missingContext' },
    { status: 404, code: 'APP_V1_COMPLIANCE_PAY_VIA_REQUEST_ROUTE_02' },
    { status: 500, code: 'APP_V1_COMPLIANCE_PAY_VIA_REQUEST_ROUTE_03' },
    { status: 404, code: 'APP_V1_COMPLIANCE_PAY_VIA_REQUEST_ROUTE_04' },
    { status: 500, code: 'APP_V1_COMPLIANCE_PAY_VIA_REQUEST_ROUTE_05' },
    { status: 401, role: 'invalidContext' },
    { status: 500 },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

export const complianceOperations: readonly [
  typeof createComplianceCheckout,
  typeof payComplianceViaRequest,
] = [createComplianceCheckout, payComplianceViaRequest] as const;
