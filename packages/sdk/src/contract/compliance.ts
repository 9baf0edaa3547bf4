/**
 * The yearly compliance fee: card checkout or an on-chain payment request
 * (spec: Endpoints > KYC and compliance).
 */
import * as z from 'zod/mini';
import { auth } from './auth.js';
import { BODY_PARSER_CODE, defineOperation } from './operation.js';
import { loose, openEnum } from './schemas.js';

const contextDescription =
  'Context comes from a valid session, else both profile/team headers validated as membership, else the scope of the key; an invalid context gives 401 or 400. No admin role is needed.';

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
  summary: 'Create a checkout session for the compliance fee.',
  description: /* @__PURE__ */ [
    'Optional body `successUrl` and `cancelUrl` (valid URLs) override the configured redirect URLs; both resolved URLs must exist. Returns `{ checkoutUrl, sessionId, mode }`, `checkoutUrl` nullable and `mode` `subscription`. ',
    contextDescription,
  ].join(''),
  auth: complianceAuth,
  successStatus: 200,
  schemas: {
    body: /* @__PURE__ */ z.object({
      successUrl: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.url()),
      cancelUrl: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.url()),
    }),
    response: /* @__PURE__ */ loose({
      checkoutUrl: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
      sessionId: /* @__PURE__ */ z.string(),
      mode: /* @__PURE__ */ openEnum(['subscription']),
    }),
  },
  errors: [
    {
      status: 400,
      code: 'APP_V1_COMPLIANCE_CHECKOUT_ROUTE_01',
      role: 'missingContext',
      description: 'Missing context.',
    },
    { status: 404, code: 'APP_V1_COMPLIANCE_CHECKOUT_ROUTE_02', description: 'Profile not found.' },
    { status: 400, code: 'APP_V1_COMPLIANCE_CHECKOUT_ROUTE_03', description: 'Missing redirect URLs.' },
    {
      status: 500,
      code: 'APP_V1_COMPLIANCE_CHECKOUT_ROUTE_04',
      description: 'Checkout session creation failed.',
    },
    { status: 500, code: 'APP_V1_COMPLIANCE_CHECKOUT_ROUTE_05', description: 'Native channel not found.' },
    { status: 400, code: 'APP_V1_COMPLIANCE_CHECKOUT_ROUTE_06', description: 'Invalid JSON or body.' },
    { status: 401, role: 'invalidContext', description: 'Invalid context.' },
    { status: 500, description: 'Propagated failure.' },
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
  summary: 'Get or create the on-chain compliance-fee payment request of the team.',
  description: /* @__PURE__ */ [
    'No body. Returns `amountUsd`, `customId` and the payment request fields (for a pending request `id`, `url` and `embedUrl`). ',
    contextDescription,
  ].join(''),
  auth: complianceAuth,
  successStatus: 200,
  schemas: {
    response: /* @__PURE__ */ loose({
      amountUsd: /* @__PURE__ */ z.number(),
      customId: /* @__PURE__ */ z.string(),
      id: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
      url: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
      embedUrl: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
    }),
  },
  errors: [
    {
      status: 400,
      code: 'APP_V1_COMPLIANCE_PAY_VIA_REQUEST_ROUTE_01',
      role: 'missingContext',
      description: 'Missing context.',
    },
    {
      status: 404,
      code: 'APP_V1_COMPLIANCE_PAY_VIA_REQUEST_ROUTE_02',
      description: 'Payer profile not found.',
    },
    {
      status: 500,
      code: 'APP_V1_COMPLIANCE_PAY_VIA_REQUEST_ROUTE_03',
      description: 'The configured fee-maker profile id is missing.',
    },
    {
      status: 404,
      code: 'APP_V1_COMPLIANCE_PAY_VIA_REQUEST_ROUTE_04',
      description: 'Maker profile not found.',
    },
    {
      status: 500,
      code: 'APP_V1_COMPLIANCE_PAY_VIA_REQUEST_ROUTE_05',
      description: 'Native channel not found.',
    },
    { status: 401, role: 'invalidContext', description: 'Invalid context.' },
    { status: 500, description: 'Propagated failure.' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

export const complianceOperations = [createComplianceCheckout, payComplianceViaRequest] as const;
