/**
 * Documentation text of the compliance operations, keyed by operation id: read by the
 * OpenAPI document, the generated TSDoc and the error catalogue, never by a client at run time.
 */
import type { OperationDocs } from './types.js';

export const complianceDocs = {
  createComplianceCheckout: {
    summary: 'Create a checkout session for the compliance fee.',
    description:
      'Optional body `successUrl` and `cancelUrl` (valid URLs) override the configured redirect URLs; both resolved URLs must exist. Returns `{ checkoutUrl, sessionId, mode }`, `checkoutUrl` nullable and `mode` `subscription`. Context comes from a valid session, else both profile/team headers validated as membership, else the scope of the key; an invalid context gives 401 or 400. No admin role is needed.',
    errors: [
      // 400 APP_V1_COMPLIANCE_CHECKOUT_ROUTE_01
      'Missing context.',
      // 404 APP_V1_COMPLIANCE_CHECKOUT_ROUTE_02
      'Profile not found.',
      // 400 APP_V1_COMPLIANCE_CHECKOUT_ROUTE_03
      'Missing redirect URLs.',
      // 500 APP_V1_COMPLIANCE_CHECKOUT_ROUTE_04
      'Checkout session creation failed.',
      // 500 APP_V1_COMPLIANCE_CHECKOUT_ROUTE_05
      'Native channel not found.',
      // 400 APP_V1_COMPLIANCE_CHECKOUT_ROUTE_06
      'Invalid JSON or body.',
      // 401
      'Invalid context.',
      // 500
      'Propagated failure.',
    ],
  },
  payComplianceViaRequest: {
    summary: 'Get or create the on-chain compliance-fee payment request of the team.',
    description:
      'No body. Returns `amountUsd`, `customId` and the payment request fields (for a pending request `id`, `url` and `embedUrl`). Context comes from a valid session, else both profile/team headers validated as membership, else the scope of the key; an invalid context gives 401 or 400. No admin role is needed.',
    errors: [
      // 400 APP_V1_COMPLIANCE_PAY_VIA_REQUEST_ROUTE_01
      'Missing context.',
      // 404 APP_V1_COMPLIANCE_PAY_VIA_REQUEST_ROUTE_02
      'Payer profile not found.',
      // 500 APP_V1_COMPLIANCE_PAY_VIA_REQUEST_ROUTE_03
      'The configured fee-maker profile id is missing.',
      // 404 APP_V1_COMPLIANCE_PAY_VIA_REQUEST_ROUTE_04
      'Maker profile not found.',
      // 500 APP_V1_COMPLIANCE_PAY_VIA_REQUEST_ROUTE_05
      'Native channel not found.',
      // 401
      'Invalid context.',
      // 500
      'Propagated failure.',
    ],
  },
} as const satisfies Record<string, OperationDocs>;
