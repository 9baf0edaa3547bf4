import { describe, expect, test } from 'vitest';
import { isWebhookParseError, WebhookParseError } from './errors.js';
import { isWebhookEventName, parseWebhookEvent, WEBHOOK_EVENTS } from './events.js';

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
const PAID = { event: 'requestPaid', data: PAID_DATA };

const parseFailure = (body: unknown): WebhookParseError => {
  try {
    parseWebhookEvent(body);
  } catch (error) {
    if (error instanceof WebhookParseError) return error;
    throw error;
  }
  throw new Error('expected a WebhookParseError');
};

describe('webhooks.events', () => {
  test('parse: a requestPaid body becomes a typed requestPaid event', () => {
    const event = parseWebhookEvent(JSON.stringify(PAID));
    expect(event).toEqual(PAID);
    if (event.event !== 'requestPaid') throw new Error('expected requestPaid');
    expect(event.data.amount).toBe(25.5);
    expect(event.data.tokenAmount).toBe('25.500000');
  });

  test('parse: unknown keys are kept in the envelope and in the data', () => {
    const body = { ...PAID, deliveredAt: '2024-05-01T10:00:00Z', data: { ...PAID_DATA, memo: 'order 7' } };
    const event = parseWebhookEvent(JSON.stringify(body));
    expect(event).toMatchObject({ deliveredAt: '2024-05-01T10:00:00Z', data: { memo: 'order 7' } });
  });

  test('parse: accepts the body as bytes, as an ArrayBuffer or already parsed', () => {
    const bytes = new TextEncoder().encode(JSON.stringify(PAID));
    expect(parseWebhookEvent(bytes)).toEqual(PAID);
    expect(parseWebhookEvent(bytes.buffer)).toEqual(PAID);
    expect(parseWebhookEvent(structuredClone(PAID))).toEqual(PAID);
  });

  test('reserved: every reserved event parses with an id and keeps its other fields', () => {
    const reserved = Object.entries(WEBHOOK_EVENTS)
      .filter(([, state]) => state === 'reserved')
      .map(([name]) => name);
    expect(reserved).toEqual([
      'requestCancelled',
      'requestClientEmailSet',
      'deploymentPaid',
      'deploymentIssue',
    ]);
    for (const name of reserved) {
      const event = parseWebhookEvent({ event: name, data: { id: 'x_1', reason: 'expired', count: 2 } });
      expect(event).toEqual({ event: name, data: { id: 'x_1', reason: 'expired', count: 2 } });
    }
  });

  test('error: a reserved event without data.id is invalid_data', () => {
    const error = parseFailure({ event: 'requestCancelled', data: { reason: 'expired' } });
    expect(error.reason).toBe('invalid_data');
    expect(error.issues.map((issue) => issue.path)).toEqual([['data', 'id']]);
  });

  test('unknown: an unknown event name parses to the unknown variant with the name as received', () => {
    const event = parseWebhookEvent(JSON.stringify({ event: 'payoutSent', data: { id: 'po_1', total: 3 } }));
    expect(event).toEqual({ event: 'unknown', receivedEvent: 'payoutSent', data: { id: 'po_1', total: 3 } });
  });

  test('unknown: names of Object.prototype members are unknown events, not known ones', () => {
    for (const name of ['toString', 'constructor', '__proto__', 'hasOwnProperty']) {
      expect(parseWebhookEvent({ event: name, data: {} })).toEqual({
        event: 'unknown',
        receivedEvent: name,
        data: {},
      });
    }
  });

  test('names: isWebhookEventName accepts only the documented names', () => {
    expect(Object.keys(WEBHOOK_EVENTS).every(isWebhookEventName)).toBe(true);
    expect(isWebhookEventName('sendCompleted')).toBe(false);
    expect(isWebhookEventName('toString')).toBe(false);
    expect(WEBHOOK_EVENTS.requestPaid).toBe('delivered');
  });

  test('error: malformed JSON is invalid_json with the JSON error as cause', () => {
    const error = parseFailure('{"event":"requestPaid","data":');
    expect(error.reason).toBe('invalid_json');
    expect(error.cause).toBeInstanceOf(SyntaxError);
    expect(error.issues).toEqual([]);
    expect(parseFailure(new TextEncoder().encode('not json')).reason).toBe('invalid_json');
    expect(parseFailure('').reason).toBe('invalid_json');
  });

  test('error: a body without event is invalid_envelope', () => {
    const error = parseFailure(JSON.stringify({ data: PAID_DATA }));
    expect(error.reason).toBe('invalid_envelope');
    expect(error.issues.map((issue) => issue.path)).toEqual([['event']]);
  });

  test('error: a body without data, or with data that is not an object, is invalid_envelope', () => {
    expect(parseFailure(JSON.stringify({ event: 'requestPaid' })).issues.map((issue) => issue.path)).toEqual([
      ['data'],
    ]);
    for (const data of [null, 'x', 3, [PAID_DATA]]) {
      expect(parseFailure({ event: 'requestPaid', data }).reason).toBe('invalid_envelope');
    }
  });

  test('error: a body that is not an object, or an empty event name, is invalid_envelope', () => {
    for (const body of ['[]', '"requestPaid"', 'null', '42', JSON.stringify({ event: '', data: {} })]) {
      expect(parseFailure(body).reason).toBe('invalid_envelope');
    }
  });

  test('error: amount altered to a string is invalid_data at data.amount', () => {
    const error = parseFailure(JSON.stringify({ ...PAID, data: { ...PAID_DATA, amount: '25.5' } }));
    expect(error.reason).toBe('invalid_data');
    expect(error.issues.map((issue) => issue.path)).toEqual([['data', 'amount']]);
    expect(error.message).toContain('data.amount');
  });

  test('error: tokenAmount that is not a decimal string, or a number, is invalid_data', () => {
    for (const tokenAmount of ['25,5', '-1', '1e3', 25.5]) {
      const error = parseFailure({ ...PAID, data: { ...PAID_DATA, tokenAmount } });
      expect(error.issues.map((issue) => issue.path)).toEqual([['data', 'tokenAmount']]);
    }
  });

  test('error: hashUrl that is not a URL is invalid_data', () => {
    const error = parseFailure({ ...PAID, data: { ...PAID_DATA, hashUrl: '0xabc123' } });
    expect(error.issues.map((issue) => issue.path)).toEqual([['data', 'hashUrl']]);
  });

  test('error: a missing documented field is invalid_data naming each field', () => {
    const { requestId: _requestId, network: _network, ...data } = PAID_DATA;
    const error = parseFailure({ event: 'requestPaid', data });
    expect(error.issues.map((issue) => issue.path)).toEqual([
      ['data', 'requestId'],
      ['data', 'network'],
    ]);
  });

  test('error: the error is a named PaymentsError recognised by its guard across package copies', () => {
    const error = parseFailure('nope');
    expect(error.name).toBe('WebhookParseError');
    expect(isWebhookParseError(error)).toBe(true);
    const foreign = Object.assign(new Error('copy'), { name: 'WebhookParseError', reason: 'invalid_data' });
    expect(isWebhookParseError(foreign)).toBe(true);
    expect(
      isWebhookParseError(Object.assign(new Error('x'), { name: 'WebhookParseError', reason: 'x' })),
    ).toBe(false);
  });
});
