/**
 * The yearly compliance fee: card checkout or an on-chain payment request
 * (spec: Endpoints > KYC and compliance).
 */
import * as z from 'zod';
import { auth } from './auth.js';
import { BODY_PARSER_CODE, defineOperation } from './operation.js';
import { loose, openEnum } from './schemas.js';

const contextDescription =
  'Context comes from a valid session, else both profile/team headers validated as membership, else the scope of the key; an invalid context gives 401 or 400. No admin role is needed.';

/** Compliance context order: a session, both headers, then the key's own scope (a team-scoped key too). */
const complianceAuth = auth.headerContext({ contextFrom: ['session', 'headers', 'profileKey', 'teamKey'] });

/** POST /v1/compliance/checkout */
export const createComplianceCheckout = defineOperation({
  id: 'createComplianceCheckout',
  sdk: 'compliance.checkout.create',
  area: 'compliance',
  method: 'POST',
  path: '/v1/compliance/checkout',
  summary: 'Create a checkout session for the compliance fee.',
  description: `Optional body \`successUrl\` and \`cancelUrl\` (valid URLs) override the configured redirect URLs; both resolved URLs must exist. Returns \`{ checkoutUrl, sessionId, mode }\`, \`checkoutUrl\` nullable and \`mode\` \`subscription\`. ${contextDescription}`,
  auth: complianceAuth,
  successStatus: 200,
  schemas: {
    body: z.object({
      successUrl: z.url().optional(),
      cancelUrl: z.url().optional(),
    }),
    response: loose({
      checkoutUrl: z.string().nullable(),
      sessionId: z.string(),
      mode: openEnum(['subscription']),
    }),
  },
  errors: [
    { status: 400, code: 'APP_V1_COMPLIANCE_CHECKOUT_ROUTE_01', description: 'Missing context.' },
    { status: 404, code: 'APP_V1_COMPLIANCE_CHECKOUT_ROUTE_02', description: 'Profile not found.' },
    { status: 400, code: 'APP_V1_COMPLIANCE_CHECKOUT_ROUTE_03', description: 'Missing redirect URLs.' },
    {
      status: 500,
      code: 'APP_V1_COMPLIANCE_CHECKOUT_ROUTE_04',
      description: 'Checkout session creation failed.',
    },
    { status: 500, code: 'APP_V1_COMPLIANCE_CHECKOUT_ROUTE_05', description: 'Native channel not found.' },
    { status: 400, code: 'APP_V1_COMPLIANCE_CHECKOUT_ROUTE_06', description: 'Invalid JSON or body.' },
    { status: 401, description: 'Invalid context.' },
    { status: 500, description: 'Propagated failure.' },
  ],
  invalidInputCode: 'APP_V1_COMPLIANCE_CHECKOUT_ROUTE_06',
});

/** POST /v1/compliance/pay-via-request */
export const payComplianceViaRequest = defineOperation({
  id: 'payComplianceViaRequest',
  sdk: 'compliance.payViaRequest',
  area: 'compliance',
  method: 'POST',
  path: '/v1/compliance/pay-via-request',
  summary: 'Get or create the on-chain compliance-fee payment request of the team.',
  description: `No body. Returns \`amountUsd\`, \`customId\` and the payment request fields (for a pending request \`id\`, \`url\` and \`embedUrl\`). ${contextDescription}`,
  auth: complianceAuth,
  successStatus: 200,
  schemas: {
    response: loose({
      amountUsd: z.number(),
      customId: z.string(),
      id: z.string().optional(),
      url: z.string().optional(),
      embedUrl: z.string().optional(),
    }),
  },
  errors: [
    { status: 400, code: 'APP_V1_COMPLIANCE_PAY_VIA_REQUEST_ROUTE_01', description: 'Missing context.' },
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
    { status: 401, description: 'Invalid context.' },
    { status: 500, description: 'Propagated failure.' },
  ],
  invalidInputCode: BODY_PARSER_CODE,
});

export const complianceOperations = [createComplianceCheckout, payComplianceViaRequest] as const;
