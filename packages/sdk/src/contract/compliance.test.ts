import { describe, expect, test } from 'vitest';
import { createComplianceCheckout, payComplianceViaRequest } from './compliance.js';

describe('compliance.checkout', () => {
  test('body: both URLs are optional', () => {
    expect(createComplianceCheckout.schemas.body.parse({})).toEqual({});
  });
  test('body: successUrl is a valid URL', () => {
    expect(createComplianceCheckout.schemas.body.parse({ successUrl: 'https://app.example.com/ok' })).toEqual(
      {
        successUrl: 'https://app.example.com/ok',
      },
    );
    expect(createComplianceCheckout.schemas.body.safeParse({ successUrl: 'ok' }).success).toBe(false);
  });
  test('body: cancelUrl is a valid URL', () => {
    expect(
      createComplianceCheckout.schemas.body.parse({ cancelUrl: 'https://app.example.com/cancel' }),
    ).toEqual({
      cancelUrl: 'https://app.example.com/cancel',
    });
    expect(createComplianceCheckout.schemas.body.safeParse({ cancelUrl: '/cancel' }).success).toBe(false);
  });
  test('errors: invalid JSON or body answers _06', () => {
    expect(createComplianceCheckout.invalidInputCode).toBe('APP_V1_COMPLIANCE_CHECKOUT_ROUTE_06');
  });
  test('response: checkoutUrl is nullable and unknown keys are kept', () => {
    const data = createComplianceCheckout.schemas.response.parse({
      checkoutUrl: null,
      sessionId: 's1',
      mode: 'subscription',
      customer: 'c1',
    });
    expect(data).toMatchObject({ checkoutUrl: null, customer: 'c1' });
  });
});

describe('compliance', () => {
  test('response: pay-via-request has amountUsd and customId, request fields optional', () => {
    expect(payComplianceViaRequest.schemas.response.parse({ amountUsd: 99, customId: 'c1' })).toEqual({
      amountUsd: 99,
      customId: 'c1',
    });
    expect(payComplianceViaRequest.schemas.response.safeParse({ amountUsd: 99 }).success).toBe(false);
  });
  test('auth: header context with no admin role', () => {
    expect(payComplianceViaRequest.auth).toMatchObject({ label: 'Header context', role: 'none' });
    expect(createComplianceCheckout.auth.contextFrom).toEqual([
      'session',
      'headers',
      'profileKey',
      'teamKey',
    ]);
  });
});
