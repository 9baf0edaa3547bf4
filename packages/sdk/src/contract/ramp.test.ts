import { describe, expect, test } from 'vitest';
import {
  createOfframpOrder,
  createOnrampOrder,
  getOfframpQuote,
  getOnrampQuote,
  getRampOrder,
  listRampOrders,
  rampOperations,
  refreshRampUrl,
} from './ramp.js';

const order = { amount: 100, fiat: 'MXN', payment: 'spei', crypto: 'USDC', chainId: 137, country: 'MX' };
const quote = { amount: '100', fiat: 'MXN', payment: 'spei', crypto: 'USDC', chainId: '137' };

describe('ramp.onramp', () => {
  const body = createOnrampOrder.schemas.body;

  test('body: amount and chainId are required numbers', () => {
    expect(body.parse(order)).toEqual(order);
    expect(body.safeParse({ ...order, amount: '100' }).success).toBe(false);
    expect(body.safeParse({ ...order, chainId: '137' }).success).toBe(false);
  });
  test('body: fiat, payment, crypto and country are required strings', () => {
    for (const field of ['fiat', 'payment', 'crypto', 'country'] as const) {
      expect(body.safeParse({ ...order, [field]: undefined }).success).toBe(false);
    }
  });
  test('body: redirectUrl, wallet (an EVM address) and language are optional', () => {
    const extras = {
      redirectUrl: 'https://app.example/done',
      wallet: '0xb0b0000000000000000000000000000000000002',
      language: 'es',
    };
    expect(body.parse({ ...order, ...extras })).toEqual({ ...order, ...extras });
    expect(body.safeParse({ ...order, redirectUrl: 5 }).success).toBe(false);
  });
  test('query: quote needs amount, fiat, payment, crypto and chainId', () => {
    const query = getOnrampQuote.schemas.query;
    expect(query.parse({ ...quote, isAmountCrypto: 'true', country: 'MX' })).toEqual({
      ...quote,
      isAmountCrypto: 'true',
      country: 'MX',
    });
    for (const field of ['amount', 'fiat', 'payment', 'crypto', 'chainId'] as const) {
      expect(query.safeParse({ ...quote, [field]: undefined }).success).toBe(false);
    }
  });
  test('query: quote takes isAmountCrypto, not calcByFiat', () => {
    expect(getOnrampQuote.schemas.query.parse({ ...quote, calcByFiat: 'true' })).not.toHaveProperty(
      'calcByFiat',
    );
  });
});

describe('ramp.offramp', () => {
  const body = createOfframpOrder.schemas.body;

  test('body: same required fields as onramp', () => {
    expect(
      body.parse({ ...order, wallet: '0xb0b0000000000000000000000000000000000002', language: 'en' }),
    ).toEqual({
      ...order,
      wallet: '0xb0b0000000000000000000000000000000000002',
      language: 'en',
    });
    expect(body.safeParse({ ...order, chainId: undefined }).success).toBe(false);
  });
  test('body: no redirectUrl', () => {
    expect(body.parse({ ...order, redirectUrl: 'https://app.example' })).not.toHaveProperty('redirectUrl');
  });
  test('query: quote takes calcByFiat, not isAmountCrypto', () => {
    const query = getOfframpQuote.schemas.query;
    expect(query.parse({ ...quote, calcByFiat: 'false', language: 'en' })).toEqual({
      ...quote,
      calcByFiat: 'false',
      language: 'en',
    });
    expect(query.parse({ ...quote, isAmountCrypto: 'true' })).not.toHaveProperty('isAmountCrypto');
    expect(query.safeParse({ ...quote, chainId: 137 }).success).toBe(false);
  });
});

describe('ramp.orders', () => {
  const query = listRampOrders.schemas.query;

  test('query: method defaults to all', () => {
    expect(query.parse({})).toEqual({ method: 'all' });
    expect(query.parse({ method: 'offramp' }).method).toBe('offramp');
  });
  test('query: method is onramp, offramp or all', () => {
    expect(query.safeParse({ method: 'swap' }).success).toBe(false);
  });
  test('query: limit and offset are integers given as strings', () => {
    expect(query.parse({ limit: '20', offset: '40' })).toMatchObject({ limit: 20, offset: 40 });
    expect(query.safeParse({ limit: 'many' }).success).toBe(false);
    expect(query.safeParse({ offset: '-1' }).success).toBe(false);
  });
  test('query: filters are optional strings', () => {
    const filters = {
      walletId: 'w1',
      walletAddress: '0xb0b0000000000000000000000000000000000002',
      email: 'user@example.com',
      status: 'completed',
      from: '2024-01-01',
      to: '2024-02-01',
    };
    expect(query.parse(filters)).toEqual({ ...filters, method: 'all' });
    expect(query.safeParse({ status: 3 }).success).toBe(false);
  });
  test('pagination: offset based', () => {
    expect(listRampOrders.pagination.kind).toBe('offset');
  });
  test('params: orderId is required', () => {
    expect(getRampOrder.schemas.params.parse({ orderId: 'ord-1' })).toEqual({ orderId: 'ord-1' });
    expect(getRampOrder.schemas.params.safeParse({ orderId: '' }).success).toBe(false);
  });
});

describe('ramp.refreshUrl', () => {
  const body = refreshRampUrl.schemas.body;

  test('body: amount is a required number', () => {
    expect(body.parse({ amount: 50 })).toEqual({ amount: 50 });
    expect(body.safeParse({}).success).toBe(false);
    expect(body.safeParse({ amount: '50' }).success).toBe(false);
  });
  test('body: redirectUrl and language are optional strings', () => {
    expect(body.parse({ amount: 50, redirectUrl: 'https://app.example', language: 'es' })).toEqual({
      amount: 50,
      redirectUrl: 'https://app.example',
      language: 'es',
    });
    expect(body.safeParse({ amount: 50, language: 2 }).success).toBe(false);
  });
  test('response: the execute shape, keeping unknown keys', () => {
    const data = refreshRampUrl.schemas.response.parse({
      txId: 'tx-1',
      channelTableType: 'ch_ramp_onramp',
      recordId: 'rec-1',
      walletFlow: 'external',
      providerPayload: { url: 'https://ramp.example/x', widget: 'v2' },
      extra: 1,
    });
    expect(data).toHaveProperty('extra', 1);
    expect(data.providerPayload).toHaveProperty('widget', 'v2');
  });
  test('response: providerPayload may be omitted', () => {
    const data = refreshRampUrl.schemas.response.parse({
      txId: 'tx-1',
      channelTableType: 'ch_ramp_offramp',
      recordId: 'rec-1',
      walletFlow: 'internal',
    });
    expect(data.providerPayload).toBeUndefined();
  });
});

describe('ramp operations', () => {
  test('listed with unique ids in the ramp area', () => {
    expect(rampOperations).toHaveLength(9);
    expect(new Set(rampOperations.map((operation) => operation.id)).size).toBe(9);
    expect(rampOperations.every((operation) => operation.area === 'ramp')).toBe(true);
  });
});
