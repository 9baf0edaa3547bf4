import { describe, expect, test } from 'vitest';
import { constructWebhookEvent } from './construct.js';
import { WebhookParseError, WebhookVerificationError } from './errors.js';

const SECRET = 'whsec_test_2f9c1a7e';
const PAID_DATA = {
  id: 'tx_1001',
  requestId: 'req_2001',
  token: 'USDC',
  amount: 25.5,
  amountCurrencySymbol: 'USD',
  tokenAmount: '25.500000',
  hashUrl: 'https://explorer.example/tx/0xabc123',
  network: 'polygon',
};
const BODY = JSON.stringify({ event: 'requestPaid', data: PAID_DATA });

const thrown = (run: () => unknown): unknown => {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected an error');
};

describe('webhooks.construct', () => {
  test('construct: verifies the secret and returns the typed requestPaid event', () => {
    const event = constructWebhookEvent({
      body: BODY,
      headers: new Headers({ 'X-Webhook-Secret': SECRET }),
      secret: SECRET,
    });
    expect(event).toEqual({ event: 'requestPaid', data: PAID_DATA });
  });

  test('error: rejects a wrong secret before looking at the body', () => {
    const error = thrown(() =>
      constructWebhookEvent({ body: 'not json', headers: { 'x-webhook-secret': 'wrong' }, secret: SECRET }),
    );
    expect(error).toBeInstanceOf(WebhookVerificationError);
    expect(error).toMatchObject({ reason: 'mismatch' });
  });

  test('error: rejects a missing header', () => {
    const error = thrown(() => constructWebhookEvent({ body: BODY, headers: {}, secret: SECRET }));
    expect(error).toBeInstanceOf(WebhookVerificationError);
    expect(error).toMatchObject({ reason: 'missing_header' });
  });

  test('error: a tampered body that is no longer JSON is a parse error even with the right secret', () => {
    const error = thrown(() =>
      constructWebhookEvent({
        body: BODY.slice(0, -2),
        headers: { 'x-webhook-secret': SECRET },
        secret: SECRET,
      }),
    );
    expect(error).toBeInstanceOf(WebhookParseError);
    expect(error).toMatchObject({ reason: 'invalid_json' });
  });

  test('error: a tampered body that is JSON but not an event is a parse error', () => {
    const error = thrown(() =>
      constructWebhookEvent({
        body: '{"hello":"world"}',
        headers: { 'x-webhook-secret': SECRET },
        secret: SECRET,
      }),
    );
    expect(error).toBeInstanceOf(WebhookParseError);
    expect(error).toMatchObject({ reason: 'invalid_envelope' });
  });

  test('error: a body altered so amount is a string is a parse error', () => {
    const tampered = BODY.replace('"amount":25.5', '"amount":"2550"');
    expect(tampered).not.toBe(BODY);
    const error = thrown(() =>
      constructWebhookEvent({ body: tampered, headers: { 'x-webhook-secret': SECRET }, secret: SECRET }),
    );
    expect(error).toBeInstanceOf(WebhookParseError);
    expect(error).toMatchObject({ reason: 'invalid_data', issues: [{ path: ['data', 'amount'] }] });
  });
});
