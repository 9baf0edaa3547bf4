import { describe, expect, test } from 'vitest';
import {
  channelsOperations,
  completeChannelOnboarding,
  executeChannel,
  getChannel,
  getChannelFees,
  getDiscovery,
  getDiscoveryCapability,
  getDiscoveryGate,
  listChannelCategories,
  listChannelMethods,
  listChannels,
  quoteChannel,
  runChannelAction,
  validateChannelParam,
} from './channels.js';
import { docsOf } from './operation-docs.js';

const runBody = { capabilityId: 'cap-1', amount: 25.5, params: { codigopaq: '1234' } };

describe('channels', () => {
  test('list: every operation is declared once in route order', () => {
    expect(channelsOperations.map((operation) => `${operation.method} ${operation.path}`)).toEqual([
      'GET /channels',
      'GET /channels/categories',
      'GET /channels/discovery',
      'GET /channels/discovery/capability/{capabilityId}',
      'GET /channels/discovery/{gateId}',
      'POST /channels/execute',
      'GET /channels/methods/{channelSlug}',
      'POST /channels/onboarding/complete',
      'POST /channels/quote',
      'GET /channels/{channelSlug}',
      'POST /channels/{channelSlug}/action/{actionName}/{actionId}',
      'GET /channels/{channelSlug}/method/{methodName}',
      'POST /channels/{channelSlug}/validate',
      'GET /channels/{channelSlug}/{txId}',
      'GET /v1/apps/channels',
      'GET /v1/channels/fees',
    ]);
  });
  test('query: filters are optional strings', () => {
    const query = listChannels.schemas.query.parse({ country: 'MX', fiat_asset: 'MXN', category: 'bank' });
    expect(query).toEqual({ country: 'MX', fiat_asset: 'MXN', category: 'bank' });
    expect(listChannels.schemas.query.parse({})).toEqual({});
  });
  test('query: service_type is onramp or offramp', () => {
    expect(listChannels.schemas.query.parse({ service_type: 'offramp' }).service_type).toBe('offramp');
    expect(listChannels.schemas.query.safeParse({ service_type: 'swap' }).success).toBe(false);
  });
  test('retrieve: CH-01 answers 404 for an unknown channel', () => {
    expect(getChannel.errors).toContainEqual({ status: 404, code: 'CH-01' });
    const index = getChannel.errors.findIndex((error) => error.code === 'CH-01');
    expect(docsOf(getChannel).errors[index]).toBe('Channel not found.');
    expect(getChannel.auth.pattern).toBe('public');
  });
});

describe('channels.categories', () => {
  test('query: includeUnknown is on only for "true"', () => {
    expect(listChannelCategories.schemas.query.parse({ includeUnknown: 'true' }).includeUnknown).toBe(true);
    expect(listChannelCategories.schemas.query.parse({ includeUnknown: 'yes' }).includeUnknown).toBe(false);
    expect(listChannelCategories.schemas.query.safeParse({ includeUnknown: 1 }).success).toBe(false);
  });
});

describe('channels.discovery', () => {
  test('params: capabilityId and gateId are required UUIDs', () => {
    expect(
      getDiscoveryCapability.schemas.params.parse({ capabilityId: '6f1c1f5e-2c3b-4a4d-9e8f-0a1b2c3d4e5f' }),
    ).toEqual({
      capabilityId: '6f1c1f5e-2c3b-4a4d-9e8f-0a1b2c3d4e5f',
    });
    expect(getDiscoveryCapability.schemas.params.safeParse({ capabilityId: 'cap-1' }).success).toBe(false);
    expect(getDiscoveryGate.schemas.params.parse({ gateId: '6f1c1f5e-2c3b-4a4d-9e8f-0a1b2c3d4e5f' })).toEqual(
      { gateId: '6f1c1f5e-2c3b-4a4d-9e8f-0a1b2c3d4e5f' },
    );
    expect(getDiscoveryGate.schemas.params.safeParse({}).success).toBe(false);
  });
  test('response: the tree keeps unknown keys and open service types', () => {
    const tree = getDiscovery.schemas.response.parse({
      filters: {
        countries: [{ id: 'c1', code: 'MX', name: 'Mexico', flag: null }],
        tokens: [{ id: 't1', symbol: 'USDC', name: 'USD Coin' }],
        currencies: [{ id: 'f1', symbol: 'MXN', name: 'Peso' }],
        categories: [{ id: 'k1', slug: 'bank', name: 'Bank' }],
        chains: [{ id: 'ch1', slug: 'polygon', name: 'Polygon', chainId: 137, image: null }],
        serviceTypes: ['onramp', 'swap'],
      },
      gates: [{ id: 'g1', name: 'Gate', extra: 1 }],
      updatedAt: '2024-01-01T00:00:00.000Z',
      version: 3,
    });
    expect((tree as Record<string, unknown>).version).toBe(3);
    expect(tree.filters.serviceTypes).toEqual(['onramp', 'swap']);
    expect((tree.gates[0] as Record<string, unknown> | undefined)?.extra).toBe(1);
  });
});

describe('channels.execute', () => {
  test('body: capabilityId is required', () => {
    expect(executeChannel.schemas.body.parse(runBody).capabilityId).toBe('cap-1');
    expect(executeChannel.schemas.body.safeParse({ ...runBody, capabilityId: undefined }).success).toBe(
      false,
    );
  });
  test('body: targetAddress is optional', () => {
    expect(executeChannel.schemas.body.parse(runBody).targetAddress).toBeUndefined();
    const withTarget = executeChannel.schemas.body.parse({ ...runBody, targetAddress: '0xabc' });
    expect(withTarget.targetAddress).toBe('0xabc');
    expect(executeChannel.schemas.body.safeParse({ ...runBody, targetAddress: 12 }).success).toBe(false);
  });
  test('body: amount is a number', () => {
    expect(executeChannel.schemas.body.parse(runBody).amount).toBe(25.5);
    expect(executeChannel.schemas.body.safeParse({ ...runBody, amount: '25.5' }).success).toBe(false);
  });
  test('body: params is a required object', () => {
    expect(executeChannel.schemas.body.parse(runBody).params).toEqual({ codigopaq: '1234' });
    expect(executeChannel.schemas.body.safeParse({ ...runBody, params: undefined }).success).toBe(false);
    expect(executeChannel.schemas.body.safeParse({ ...runBody, params: 'x' }).success).toBe(false);
  });
  test('response: walletFlow is open and providerPayload optional', () => {
    const result = executeChannel.schemas.response.parse({
      txId: 'tx-1',
      channelTableType: 'ch_ramp_onramp',
      recordId: 'r-1',
      walletFlow: 'hybrid',
    });
    expect(result.walletFlow).toBe('hybrid');
    expect(result.providerPayload).toBeUndefined();
    expect(executeChannel.successStatus).toBe(201);
  });
});

describe('channels.quote', () => {
  test('body: same rules as execute', () => {
    expect(quoteChannel.schemas.body.parse({ ...runBody, targetAddress: '0xabc' })).toEqual({
      ...runBody,
      targetAddress: '0xabc',
    });
    expect(quoteChannel.schemas.body.safeParse({ capabilityId: 'cap-1', amount: 1 }).success).toBe(false);
  });
  test('response: keeps unknown keys and an adapter context', () => {
    const money = { value: '10', currency: 'USD' };
    const quote = quoteChannel.schemas.response.parse({
      capabilityId: 'cap-1',
      channelSlug: 'ramp',
      serviceType: 'onramp',
      selection: { amount: 10, fiat: 'USD', payment: 'card', crypto: 'USDC', chainId: 137, country: 'US' },
      quote: {
        amountIn: money,
        amountOut: { value: 9.8, currency: 'USDC' },
        exchangeRate: { value: 0.98, pair: 'USD/USDC' },
        fees: { total: money, breakdown: [{ type: 'network', value: 0.2, currency: 'USD' }] },
        raw: { provider: 'x' },
      },
      context: { session: 's' },
      expiresAt: 'later',
    });
    expect((quote as Record<string, unknown>).expiresAt).toBe('later');
    expect(quote.context).toEqual({ session: 's' });
  });
});

describe('channels.methods', () => {
  test('query: method is optional', () => {
    expect(listChannelMethods.schemas.query.parse({ method: 'withdraw' })).toEqual({ method: 'withdraw' });
    expect(listChannelMethods.schemas.query.parse({})).toEqual({});
    expect(listChannelMethods.schemas.query.safeParse({ method: 1 }).success).toBe(false);
  });
});

describe('channels.onboarding', () => {
  test('body: channelId is required', () => {
    expect(completeChannelOnboarding.schemas.body.parse({ channelId: 'ch-1' })).toEqual({
      channelId: 'ch-1',
    });
    expect(completeChannelOnboarding.schemas.body.safeParse({}).success).toBe(false);
  });
});

describe('channels.actions', () => {
  test('body: any JSON object passes through', () => {
    expect(runChannelAction.schemas.body.parse({ anything: [1, 2], nested: { a: true } })).toEqual({
      anything: [1, 2],
      nested: { a: true },
    });
    expect(runChannelAction.schemas.body.safeParse('text').success).toBe(false);
  });
  test('errors: invalid body answers CH-06 and 418 is documented', () => {
    expect(runChannelAction.invalidInputCode).toBe('CH-06');
    expect(runChannelAction.errors.map((error) => error.status)).toContain(418);
  });
});

describe('channels.validate', () => {
  const body = { paramKey: 'codigopaq', value: '1234', capabilityId: 'cap-1' };
  test('body: paramKey is required', () => {
    expect(validateChannelParam.schemas.body.parse(body).paramKey).toBe('codigopaq');
    expect(validateChannelParam.schemas.body.safeParse({ ...body, paramKey: undefined }).success).toBe(false);
  });
  test('body: value is required and may be any value', () => {
    expect(validateChannelParam.schemas.body.parse({ ...body, value: null }).value).toBeNull();
    expect(validateChannelParam.schemas.body.parse({ ...body, value: { a: 1 } }).value).toEqual({ a: 1 });
    expect(validateChannelParam.schemas.body.safeParse({ paramKey: 'k', capabilityId: 'c' }).success).toBe(
      false,
    );
  });
  test('body: capabilityId is required', () => {
    expect(validateChannelParam.schemas.body.parse(body).capabilityId).toBe('cap-1');
    expect(validateChannelParam.schemas.body.safeParse({ paramKey: 'k', value: 1 }).success).toBe(false);
  });
});

describe('channels.fees', () => {
  test('query: channelSlug is required', () => {
    expect(getChannelFees.schemas.query.parse({ channelSlug: 'core' })).toEqual({ channelSlug: 'core' });
    expect(getChannelFees.schemas.query.safeParse({}).success).toBe(false);
  });
  test('response: keeps unknown keys', () => {
    const entry = { type: 'percentage', style: 'commission', value: 1.5 };
    const fees = getChannelFees.schemas.response.parse({
      send: entry,
      request: entry,
      minSurchargeBps: 10,
      minCommissionBps: 20,
      currency: 'USD',
    });
    expect((fees as Record<string, unknown>).currency).toBe('USD');
  });
});
