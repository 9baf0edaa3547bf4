/**
 * The generic channel routes through the SDK client with strict response validation: the
 * catalog, discovery (and its 503), methods, onboarding, fees, validate, quote and execute
 * dispatched to the ramp and top-up adapters, channel transactions and the action route.
 */
import { describe, expect, test } from 'vitest';
import { DEMO, TOKEN_ADDRESSES } from '../src/index.js';
import { rampCapabilityId } from '../src/modules/channels/families/ramp.js';
import { TOPUP_CAPABILITY_IDS } from '../src/modules/channels/families/topup.js';
import { CASH_PICKUP_CAPABILITY_ID, CHANNEL_IDS, GATE_IDS } from '../src/modules/channels/seed.js';
import { clientFor, demoSimulator, failure } from './profile-user-client.js';

const BASE_SEPOLIA = 84532;
const MX_ONRAMP = rampCapabilityId('onramp', 'MX', BASE_SEPOLIA);
const US_OFFRAMP = rampCapabilityId('offramp', 'US', BASE_SEPOLIA);
const CO_ONRAMP_BASE = rampCapabilityId('onramp', 'CO', 8453);
const GT_TOPUP = TOPUP_CAPABILITY_IDS.GT;
const business = DEMO.teams.business.id;
const MINUTE = 60_000;

async function setup() {
  const simulator = demoSimulator();
  return {
    simulator,
    app: await clientFor(simulator),
    other: await clientFor(simulator, { apiKey: DEMO.keys.otherApp }),
    bruno: await clientFor(simulator, { profileId: DEMO.profiles.bruno.id }),
  };
}

describe('GET /channels and /channels/categories', () => {
  test('lists the channels of the app, filtered by their capabilities', async () => {
    const { simulator, app, other } = await setup();
    const slugs = (list: Array<{ slug: string }>) => list.map((channel) => channel.slug);
    const all = await app.channels.list();
    expect(slugs(all)).toEqual(['core', 'topup', 'ramp', 'cash-pickup']);
    expect(all[2]).toMatchObject({
      name: 'Ramp',
      methods: expect.arrayContaining(['onramp', 'offramp', 'orders']),
    });
    expect(slugs(await app.channels.list({ service_type: 'onramp' }))).toEqual(['ramp']);
    expect(slugs(await app.channels.list({ country: 'gt' }))).toEqual(['topup']);
    expect(slugs(await app.channels.list({ country: 'MX', service_type: 'offramp' }))).toEqual([
      'topup',
      'ramp',
      'cash-pickup',
    ]);
    expect(slugs(await app.channels.list({ fiat_asset: 'COP', crypto_asset: 'USDC' }))).toEqual([
      'topup',
      'ramp',
    ]);
    expect(slugs(await app.channels.list({ category: 'cash' }))).toEqual(['cash-pickup']);
    expect(slugs(await other.channels.list())).toEqual(['core']);
    // Unchecked: the SDK refuses a country that is not two letters before sending.
    const unchecked = await clientFor(simulator, { validation: 'off' });
    expect(await failure(unchecked.channels.list({ country: 'Mexico' }))).toEqual({
      status: 400,
      code: 'BODY_PARSER_ERROR',
    });
  });

  test('an invalid key answers the route codes: CH-01, or CHID#GET-01 on a channel transaction', async () => {
    const { simulator } = await setup();
    const bad = await clientFor(simulator, { apiKey: 'sk_sandbox_nope' });
    const invalid = { status: 403, code: 'CH-01' };
    expect(await failure(bad.channels.list())).toEqual(invalid);
    expect(
      await failure(bad.channels.methods.retrieve({ channelSlug: 'ramp', methodName: 'onramp' })),
    ).toEqual(invalid);
    expect(
      await failure(
        bad.channels.actions.run({ channelSlug: 'ramp', actionName: 'cancel', actionId: 'rmp_1' }),
      ),
    ).toEqual(invalid);
    expect(await failure(bad.channels.transactions.retrieve({ channelSlug: 'ramp', txId: 'tx_1' }))).toEqual({
      status: 403,
      code: 'CHID#GET-01',
    });
  });

  test('categories leave out unknown ones unless includeUnknown', async () => {
    const { app } = await setup();
    const { categories } = await app.channels.categories.list();
    expect(categories.map((category) => category.slug)).toEqual(['payments', 'topup', 'ramp', 'cash']);
    expect(categories[0]).toMatchObject({
      id: 'cat_payments',
      name: 'Payments',
      createdAt: '2024-01-02T00:00:00.000Z',
    });
    const withUnknown = await app.channels.categories.list({ includeUnknown: 'true' });
    expect(withUnknown.categories.map((category) => category.slug)).toContain('unknown');
  });
});

describe('discovery', () => {
  test('the tree lists filters and gates of the enabled capabilities', async () => {
    const { app, other } = await setup();
    const tree = await app.channels.discovery.retrieve();
    expect(tree.filters.serviceTypes).toEqual(['onramp', 'offramp']);
    expect(tree.filters.countries.map((country) => country.code)).toEqual(['MX', 'CO', 'US', 'GT', 'SV']);
    expect(tree.filters.currencies.map((currency) => currency.symbol)).toEqual(['MXN', 'COP', 'USD', 'GTQ']);
    expect(tree.filters.tokens).toEqual([{ id: 'tok_usdc', symbol: 'USDC', name: expect.any(String) }]);
    expect(tree.filters.chains.map((chain) => chain.chainId)).toEqual([BASE_SEPOLIA, 8453]);
    expect(tree.gates.map((gate) => gate.id)).toEqual([GATE_IDS.ramp, GATE_IDS.topup, GATE_IDS.cash]);
    expect(tree.gates[0]?.matrix).toMatchObject({
      onramp: {
        MX: { ramp: { MXN: { USDC: [BASE_SEPOLIA, 8453] } } },
        CO: { ramp: { COP: { USDC: [BASE_SEPOLIA] } } },
      },
    });
    expect(tree.gates[1]?.matrix).toMatchObject({ offramp: { GT: { topup: { GTQ: { '*': ['*'] } } } } });
    expect(tree.updatedAt).toBe('2024-01-02T00:00:00.000Z');
    const otherTree = await other.channels.discovery.retrieve();
    expect(otherTree.gates).toEqual([]);
  });

  test('a capability and a gate by id; 400 for a malformed id, 404 for an unknown or hidden one', async () => {
    const { simulator, app, other } = await setup();
    const { capability } = await app.channels.discovery.capabilities.retrieve({ capabilityId: MX_ONRAMP });
    expect(capability).toMatchObject({
      capabilityId: MX_ONRAMP,
      channelId: CHANNEL_IDS.ramp,
      channelSlug: 'ramp',
      channelName: 'Ramp',
      category: 'ramp',
      serviceType: 'onramp',
      fiatSymbol: 'MXN',
      cryptoSymbol: 'USDC',
      cryptoChainId: BASE_SEPOLIA,
      chain: { slug: 'base-sepolia', chainId: BASE_SEPOLIA },
      countryCode: 'MX',
      channelMethodId: `${CHANNEL_IDS.ramp}:onramp`,
      gate: { id: GATE_IDS.ramp },
      limits: { min: 200, max: 100000, currency: 'MXN' },
    });
    expect(capability.params.map((param) => param.key)).toEqual([
      'payment',
      'wallet',
      'redirectUrl',
      'language',
      'isAmountCrypto',
    ]);
    const { gate } = await app.channels.discovery.gates.retrieve({ gateId: GATE_IDS.topup });
    expect(gate.providers).toEqual([
      { channelId: CHANNEL_IDS.topup, slug: 'topup', name: 'Top-up', rating: 4.5 },
    ]);
    expect(gate.capabilities?.map((entry) => entry.capabilityId)).toEqual(
      Object.values(TOPUP_CAPABILITY_IDS),
    );
    const bad = { status: 400, code: 'BODY_PARSER_ERROR' };
    const unchecked = await clientFor(simulator, { validation: 'off' });
    expect(
      await failure(unchecked.channels.discovery.capabilities.retrieve({ capabilityId: 'abc' })),
    ).toEqual(bad);
    expect(await failure(unchecked.channels.discovery.gates.retrieve({ gateId: 'abc' }))).toEqual(bad);
    expect(
      await failure(app.channels.discovery.capabilities.retrieve({ capabilityId: CO_ONRAMP_BASE })),
    ).toEqual({
      status: 404,
      code: 'CAPABILITY_NOT_FOUND',
    });
    expect(await failure(other.channels.discovery.gates.retrieve({ gateId: GATE_IDS.ramp }))).toEqual({
      status: 404,
      code: 'GATE_NOT_FOUND',
    });
  });

  test('answers 503 while discovery is unavailable, through the control route or the typed method', async () => {
    const { simulator, app } = await setup();
    const response = await simulator.fetch('/_simulator/channels/discovery', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ available: false }),
    });
    expect(response.status).toBe(200);
    const unavailable = { status: 503, code: 'DISCOVERY_UNAVAILABLE' };
    expect(await failure(app.channels.discovery.retrieve())).toEqual(unavailable);
    expect(await failure(app.channels.discovery.capabilities.retrieve({ capabilityId: MX_ONRAMP }))).toEqual(
      unavailable,
    );
    expect(await failure(app.channels.discovery.gates.retrieve({ gateId: GATE_IDS.ramp }))).toEqual(
      unavailable,
    );
    // the rest of the catalog still answers
    expect((await app.channels.list()).length).toBe(4);
    const control = simulator.control.channels;
    expect((await control.setDiscovery({ available: true })).available).toBe(true);
    expect((await app.channels.discovery.retrieve()).gates.length).toBe(3);
  });
});

describe('channel methods and descriptions', () => {
  test('GET /channels/methods/{slug} lists methods with params, or one with ?method', async () => {
    const { app, other } = await setup();
    const all = await app.channels.methods.list({ channelSlug: 'topup' });
    expect(all.channelId).toBe(CHANNEL_IDS.topup);
    expect(Object.keys(all.methods)).toEqual(['preview', 'validate-phone', 'withdraw']);
    expect(all.methods.withdraw).toMatchObject({
      httpMethod: 'POST',
      params: { codigopaq: { type: 'string', required: true }, note: { type: 'string', required: false } },
    });
    const core = await app.channels.methods.list({ channelSlug: 'core' });
    expect(Object.keys(core.methods)).toEqual(['request', 'send', 'otc', 'tag']);
    expect(core.methods.otc).toMatchObject({
      httpMethod: 'POST',
      params: { channelParams: { type: 'object', required: true } },
    });
    const one = await app.channels.methods.list({ channelSlug: 'ramp', method: 'onramp' });
    expect(Object.keys(one.methods)).toEqual(['onramp']);
    expect(await failure(app.channels.methods.list({ channelSlug: 'fax' }))).toEqual({
      status: 404,
      code: 'CHANNEL_NOT_FOUND',
    });
    expect(await failure(app.channels.methods.list({ channelSlug: 'ramp', method: 'teleport' }))).toEqual({
      status: 404,
      code: 'METHOD_NOT_FOUND',
    });
    expect(await failure(other.channels.methods.list({ channelSlug: 'ramp' }))).toEqual({
      status: 403,
      code: 'CHANNEL_NOT_AVAILABLE',
    });
    expect(await failure(app.channels.methods.list({ channelSlug: ' ' }))).toEqual({
      status: 400,
      code: 'BODY_PARSER_ERROR',
    });
  });

  test('GET /channels/{slug}/method/{name} answers the method map, CH-02 and CH-03', async () => {
    const { app, other } = await setup();
    const method = await app.channels.methods.retrieve({ channelSlug: 'ramp', methodName: 'refresh-url' });
    expect(method).toMatchObject({
      httpMethod: 'POST',
      path: '/channel/ramp/{txId}/refresh-url',
      params: { amount: { type: 'number', required: true } },
    });
    expect(await failure(app.channels.methods.retrieve({ channelSlug: 'ramp', methodName: 'x' }))).toEqual({
      status: 404,
      code: 'CH-02',
    });
    expect(
      await failure(other.channels.methods.retrieve({ channelSlug: 'ramp', methodName: 'onramp' })),
    ).toEqual({
      status: 403,
      code: 'CH-03',
    });
  });

  test('GET /channels/{slug} is public and answers 404 CH-01 for an unknown channel', async () => {
    const { simulator } = await setup();
    const response = await simulator.fetch('/channels/core');
    const body = (await response.json()) as {
      data: { channelSlug: string; methods: Record<string, unknown> };
    };
    expect(response.status).toBe(200);
    expect(body.data.channelSlug).toBe('core');
    expect(body.data.methods.request).toMatchObject({
      httpMethod: 'POST',
      description: 'Create a payment request.',
      parameters: { amount: { type: 'number', required: true } },
    });
    const missing = await simulator.fetch('/channels/fax');
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe('CH-01');
  });
});

describe('app channels, fees and onboarding', () => {
  test('GET /v1/apps/channels lists the channels enabled for the app', async () => {
    const { app, other } = await setup();
    const mine = (await app.channels.app.list()) as Array<{
      appChannels: { enabled: boolean };
      channel: { slug: string };
    }>;
    expect(mine.map((entry) => entry.channel.slug)).toEqual(['core', 'topup', 'ramp', 'cash-pickup']);
    expect(mine[0]?.appChannels).toMatchObject({
      appId: 'app_demo',
      channelId: CHANNEL_IDS.core,
      enabled: true,
    });
    const theirs = (await other.channels.app.list()) as Array<{ channel: { slug: string } }>;
    expect(theirs.map((entry) => entry.channel.slug)).toEqual(['core']);
  });

  test('GET /v1/channels/fees answers the fee configuration of a channel', async () => {
    const { simulator } = await setup();
    const headers = (await clientFor(simulator)).withContext({
      profileId: DEMO.profiles.bruno.id,
      teamId: business,
    });
    expect(await headers.channels.fees.retrieve({ channelSlug: 'core' })).toEqual({
      send: { type: 'percentage', style: 'surcharge', value: 0.5 },
      request: { type: 'percentage', style: 'commission', value: 1 },
      minSurchargeBps: 50,
      minCommissionBps: 100,
    });
    expect(await failure(headers.channels.fees.retrieve({ channelSlug: 'fax' }))).toEqual({
      status: 400,
      code: 'CHANNEL_SLUG_INVALID',
    });
  });

  test('POST /channels/onboarding/complete records a team or user onboarding', async () => {
    const { simulator, bruno } = await setup();
    expect(await bruno.channels.onboarding.complete({ channelId: CHANNEL_IDS.ramp })).toMatchObject({
      scope: 'user',
      channelId: CHANNEL_IDS.ramp,
    });
    expect(await bruno.channels.onboarding.complete({ channelId: CHANNEL_IDS.topup })).toMatchObject({
      scope: 'team',
      channelId: CHANNEL_IDS.topup,
    });
    expect(
      simulator.services.store.channelOnboardings.get(`${CHANNEL_IDS.topup}:team:${business}`),
    ).toMatchObject({
      profileId: DEMO.profiles.bruno.id,
    });
    const carmen = await clientFor(simulator, { profileId: DEMO.profiles.carmen.id });
    expect(await failure(carmen.channels.onboarding.complete({ channelId: CHANNEL_IDS.topup }))).toEqual({
      status: 403,
      code: 'ONBOARDING_ROLE_FORBIDDEN',
    });
    expect(await failure(bruno.channels.onboarding.complete({ channelId: 'chl_fax' }))).toEqual({
      status: 404,
      code: 'CHANNEL_NOT_FOUND',
    });
    expect(await failure(bruno.channels.onboarding.complete({ channelId: ' ' }))).toEqual({
      status: 400,
      code: 'BODY_PARSER_ERROR',
    });
    const pablo = await clientFor(simulator, {
      apiKey: DEMO.keys.otherApp,
      profileId: DEMO.profiles.pablo.id,
    });
    expect(await failure(pablo.channels.onboarding.complete({ channelId: CHANNEL_IDS.ramp }))).toEqual({
      status: 403,
      code: 'CHANNEL_NOT_AVAILABLE',
    });
  });
});

describe('POST /channels/{slug}/validate', () => {
  test('the top-up signed-input validator answers { ok, signature } like validate-phone', async () => {
    const { app } = await setup();
    const result = await app.channels.validate({
      channelSlug: 'topup',
      paramKey: 'codigopaq',
      value: '55123456',
      capabilityId: GT_TOPUP,
    });
    const phone = await app.topup.validatePhone({ codigopaq: '55123456', capabilityId: GT_TOPUP });
    expect(result).toEqual(phone);
    expect(result.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(
      await app.channels.validate({
        channelSlug: 'topup',
        paramKey: 'codigopaq',
        value: '12',
        capabilityId: GT_TOPUP,
      }),
    ).toEqual({ ok: false, reason: 'codigopaq must be 8 to 12 digits.' });
  });

  test('other parameters are checked against the capability', async () => {
    const { app } = await setup();
    const check = (paramKey: string, value: unknown) =>
      app.channels.validate({ channelSlug: 'ramp', paramKey, value, capabilityId: MX_ONRAMP });
    expect(await check('payment', 'SPEI')).toEqual({ ok: true, reason: null });
    expect(await check('payment', 'ach')).toEqual({
      ok: false,
      reason: 'payment must be one of spei, card.',
    });
    expect(await check('wallet', DEMO.wallets.bruno)).toEqual({ ok: true, reason: null });
    expect((await check('language', 'fr')).ok).toBe(true); // any language: es and es-* Spanish, else English
    expect((await check('language', 7)).ok).toBe(false);
    expect((await check('isAmountCrypto', true)).ok).toBe(true);
    expect(await check('redirectUrl', 'https://app.example/done')).toEqual({ ok: true, reason: null });
    for (const url of [
      'javascript:alert(1)',
      'http://[',
      'https://',
      'ftp://app.example/',
      'app.example/done',
    ]) {
      expect(await check('redirectUrl', url), url).toEqual({
        ok: false,
        reason: 'redirectUrl must be an http(s) URL.',
      });
    }
  });

  test('answers 400 for an unknown channel, a capability of another channel and an unknown parameter', async () => {
    const { app } = await setup();
    const body = { paramKey: 'payment', value: 'spei', capabilityId: MX_ONRAMP };
    expect(await failure(app.channels.validate({ channelSlug: 'fax', ...body }))).toEqual({
      status: 400,
      code: 'CHANNEL_NOT_FOUND',
    });
    expect(await failure(app.channels.validate({ channelSlug: 'topup', ...body }))).toEqual({
      status: 400,
      code: 'CAPABILITY_INVALID',
    });
    expect(await failure(app.channels.validate({ channelSlug: 'ramp', ...body, paramKey: 'color' }))).toEqual(
      {
        status: 400,
        code: 'PARAM_NOT_FOUND',
      },
    );
  });
});

describe('POST /channels/quote', () => {
  test('quotes a ramp capability with the ramp pricing', async () => {
    const { simulator } = await setup();
    const client = await clientFor(simulator, { apiKey: DEMO.keys.profile });
    const quote = await client.channels.quote({
      capabilityId: MX_ONRAMP,
      amount: 1000,
      params: { payment: 'spei' },
    });
    expect(quote).toMatchObject({
      capabilityId: MX_ONRAMP,
      channelSlug: 'ramp',
      serviceType: 'onramp',
      selection: {
        amount: 1000,
        fiat: 'MXN',
        payment: 'spei',
        crypto: 'USDC',
        chainId: BASE_SEPOLIA,
        country: 'MX',
      },
      quote: {
        amountIn: { value: 1000, currency: 'MXN' },
        amountOut: { value: 52.702702, currency: 'USDC' },
        exchangeRate: { value: 18.5, pair: 'USDC/MXN' },
        fees: { total: { value: 25, currency: 'MXN' } },
      },
    });
    expect(quote.context).toBeUndefined();
  });

  test('quotes a top-up capability with the top-up estimate', async () => {
    const { simulator } = await setup();
    const client = await clientFor(simulator, { apiKey: DEMO.keys.profile });
    const quote = await client.channels.quote({
      capabilityId: GT_TOPUP,
      amount: 25,
      params: { chain: 'base-sepolia', token: 'USDC' },
    });
    expect(quote).toMatchObject({
      channelSlug: 'topup',
      serviceType: 'offramp',
      selection: { amount: 25, fiat: 'GTQ', crypto: 'USDC', chainId: BASE_SEPOLIA, country: 'GT' },
      quote: {
        // The 1% surcharge is paid on top; the phone gets the whole 25 USD.
        amountIn: { value: 25.25, currency: 'USDC' },
        amountOut: { value: 193.75, currency: 'GTQ' },
        exchangeRate: { value: 7.75, pair: 'USD/GTQ' },
        fees: { total: { value: 0.25, currency: 'USD' }, breakdown: [{ type: 'percentage', value: 0.25 }] },
      },
    });
  });

  test('answers 400, 401, 403 and 501 as documented', async () => {
    const { simulator, other } = await setup();
    const client = await clientFor(simulator, { apiKey: DEMO.keys.profile });
    expect(
      await failure(client.channels.quote({ capabilityId: MX_ONRAMP, amount: 1000, params: {} })),
    ).toEqual({
      status: 400,
      code: 'BODY_PARSER_ERROR',
    });
    expect(
      await failure(
        client.channels.quote({ capabilityId: MX_ONRAMP, amount: 0, params: { payment: 'spei' } }),
      ),
    ).toEqual({
      status: 400,
      code: 'BODY_PARSER_ERROR',
    });
    expect(
      (
        await failure(
          (await clientFor(simulator)).channels.quote({ capabilityId: MX_ONRAMP, amount: 1, params: {} }),
        )
      ).status,
    ).toBe(401);
    const teamKey = await clientFor(simulator, { apiKey: DEMO.keys.team });
    expect(
      await failure(
        teamKey.channels.quote({ capabilityId: MX_ONRAMP, amount: 1000, params: { payment: 'spei' } }),
      ),
    ).toEqual({ status: 401, code: 'CONTEXT_REQUIRED' });
    expect(await failure(client.channels.quote({ capabilityId: 'nope', amount: 1, params: {} }))).toEqual({
      status: 403,
      code: 'CAPABILITY_NOT_FOUND',
    });
    expect(
      await failure(client.channels.quote({ capabilityId: CO_ONRAMP_BASE, amount: 1, params: {} })),
    ).toEqual({
      status: 403,
      code: 'CAPABILITY_DISABLED',
    });
    const pablo = other.withContext({ profileId: DEMO.profiles.pablo.id, teamId: DEMO.teams.otherApp.id });
    expect(
      await failure(pablo.channels.quote({ capabilityId: MX_ONRAMP, amount: 1000, params: {} })),
    ).toEqual({
      status: 403,
      code: 'CAPABILITY_NOT_AVAILABLE',
    });
    expect(
      await failure(
        client.channels.quote({ capabilityId: CASH_PICKUP_CAPABILITY_ID, amount: 10, params: {} }),
      ),
    ).toEqual({
      status: 501,
      code: 'QUOTE_NOT_SUPPORTED',
    });
  });
});

describe('POST /channels/execute', () => {
  test('a ramp capability creates a ramp order (201) that progresses like one made on the ramp routes', async () => {
    const { simulator, bruno } = await setup();
    const result = await bruno.channels.execute({
      capabilityId: US_OFFRAMP,
      amount: 100,
      params: { payment: 'ach' },
    });
    expect(result).toMatchObject({ channelTableType: 'ch_ramp_offramp', walletFlow: 'internal' });
    expect(result.recordId).toMatch(/^rmp_/);
    expect(result.providerPayload).toMatchObject({
      orderCustomId: result.txId,
      refreshUrlEndpoint: `/channel/ramp/${result.txId}/refresh-url`,
    });
    const before = await bruno.channels.transactions.retrieve({ channelSlug: 'ramp', txId: result.txId });
    expect(before).toMatchObject({
      actionNeeded: true,
      steps: [{ type: 'checkout' }],
      team: { id: business },
    });
    await simulator.clock.advance(5 * MINUTE + 2000);
    const after = await bruno.channels.transactions.retrieve({ channelSlug: 'ramp', txId: result.txId });
    expect(after).toMatchObject({
      tx: { status: 'completed' },
      actionNeeded: false,
      detail: { orderStatus: 'completed' },
    });
  });

  test('targetAddress is the on-ramp wallet', async () => {
    const { simulator, bruno } = await setup();
    const wallet = '0x7e5f4552091a69125d5dfcb7b8c2659029395bdf';
    const result = await bruno.channels.execute({
      capabilityId: MX_ONRAMP,
      targetAddress: wallet,
      amount: 1000,
      params: { payment: 'card' },
    });
    expect(simulator.services.store.rampOrders.get(result.recordId)).toMatchObject({
      walletAddress: wallet,
      payment: 'card',
    });
  });

  test('without targetAddress the team default wallet sends, when the caller may send from it', async () => {
    const { simulator, bruno } = await setup();
    const offramp = await bruno.channels.execute({
      capabilityId: US_OFFRAMP,
      amount: 20,
      params: { payment: 'ach' },
    });
    expect(simulator.services.store.rampOrders.get(offramp.recordId)?.walletAddress).toBe(
      DEMO.wallets.business,
    );
    const carmen = await clientFor(simulator, { profileId: DEMO.profiles.carmen.id });
    const { signature } = await carmen.channels.validate({
      channelSlug: 'topup',
      paramKey: 'codigopaq',
      value: '55123456',
      capabilityId: GT_TOPUP,
    });
    const topupParams = {
      codigopaq: '55123456',
      signature,
      chain: 'base-sepolia',
      token: TOKEN_ADDRESSES.baseSepolia.USDC,
    };
    const topup = await carmen.channels.execute({ capabilityId: GT_TOPUP, amount: 5, params: topupParams });
    expect(simulator.services.store.transactions.get(topup.txId)?.detail).toMatchObject({
      walletAddress: DEMO.wallets.business,
    });
    // A default wallet of another member is not carmen's to send from: her own wallet sends.
    await bruno.teams.defaultReceiverWallet.update({ defaultReceiverWallet: DEMO.wallets.bruno });
    await simulator.control.chain.fund({
      chainId: BASE_SEPOLIA,
      address: DEMO.wallets.carmen,
      token: 'USDC',
      amount: '50',
    });
    const own = await carmen.channels.execute({
      capabilityId: US_OFFRAMP,
      amount: 20,
      params: { payment: 'ach' },
    });
    expect(simulator.services.store.rampOrders.get(own.recordId)?.walletAddress).toBe(DEMO.wallets.carmen);
    const given = await bruno.channels.execute({
      capabilityId: US_OFFRAMP,
      targetAddress: DEMO.wallets.business,
      amount: 20,
      params: { payment: 'ach' },
    });
    expect(simulator.services.store.rampOrders.get(given.recordId)?.walletAddress).toBe(
      DEMO.wallets.business,
    );
  });

  test('a top-up capability creates a withdrawal with the validated, signed phone code', async () => {
    const { simulator, bruno } = await setup();
    const { signature } = await bruno.channels.validate({
      channelSlug: 'topup',
      paramKey: 'codigopaq',
      value: '55123456',
      capabilityId: GT_TOPUP,
    });
    const result = await bruno.channels.execute({
      capabilityId: GT_TOPUP,
      amount: 25,
      params: {
        codigopaq: '55123456',
        signature,
        chain: 'base-sepolia',
        token: TOKEN_ADDRESSES.baseSepolia.USDC,
      },
    });
    expect(result).toMatchObject({ channelTableType: 'ch_topup_withdraw', walletFlow: 'internal' });
    expect(result.providerPayload).toBeUndefined();
    expect(simulator.services.store.transactions.get(result.txId)).toMatchObject({
      channel: { slug: 'topup' },
      detail: { destinationCountry: 'GT', codigopaq: '55123456' },
    });
    expect(
      await failure(
        bruno.channels.execute({
          capabilityId: GT_TOPUP,
          amount: 25,
          params: { codigopaq: '55123457', signature, chain: 'base-sepolia', token: 'USDC' },
        }),
      ),
    ).toEqual({ status: 400, code: 'CHANNEL_PARAM_SIGNATURE_INVALID' });
  });

  test('params.redirectUrl of a ramp capability follows the rule of the on-ramp route: 400, never 500 or a stored javascript: URL', async () => {
    const { simulator, bruno } = await setup();
    for (const redirectUrl of [
      'javascript:alert(1)',
      'http://[',
      'https://',
      'http://a b',
      'ftp://app.example/',
      '//app.example',
      'not a url',
    ]) {
      expect(
        await failure(
          bruno.channels.execute({
            capabilityId: MX_ONRAMP,
            amount: 1000,
            params: { payment: 'card', redirectUrl },
          }),
        ),
        redirectUrl,
      ).toEqual({ status: 400, code: 'BODY_PARSER_ERROR' });
    }
    const result = await bruno.channels.execute({
      capabilityId: MX_ONRAMP,
      amount: 1000,
      params: { payment: 'card', redirectUrl: 'https://app.example/done' },
    });
    expect(simulator.services.store.rampOrders.get(result.recordId)?.redirectUrl).toBe(
      'https://app.example/done',
    );
  });

  test('answers 400, 403 and 501 as documented', async () => {
    const { bruno } = await setup();
    expect(
      await failure(bruno.channels.execute({ capabilityId: MX_ONRAMP, amount: -1, params: {} })),
    ).toEqual({
      status: 400,
      code: 'BODY_PARSER_ERROR',
    });
    expect(await failure(bruno.channels.execute({ capabilityId: 'nope', amount: 1, params: {} }))).toEqual({
      status: 403,
      code: 'CAPABILITY_NOT_FOUND',
    });
    expect(
      await failure(
        bruno.channels.execute({ capabilityId: CASH_PICKUP_CAPABILITY_ID, amount: 1, params: {} }),
      ),
    ).toEqual({
      status: 501,
      code: 'EXECUTE_NOT_SUPPORTED',
    });
  });
});

describe('GET /channels/{slug}/{txId} and the action route', () => {
  test('a top-up transaction from an external wallet needs signing steps; unknown transactions answer CHID#GET-03', async () => {
    const { simulator, app } = await setup();
    const external = '0x7e5f4552091a69125d5dfcb7b8c2659029395bdf';
    await simulator.control.wallets.register({
      teamId: business,
      profileId: DEMO.profiles.carmen.id,
      address: external,
      custody: 'external',
    });
    await simulator.control.chain.fund({
      chainId: BASE_SEPOLIA,
      address: external,
      token: 'USDC',
      amount: '50',
    });
    const carmen = await clientFor(simulator, { apiKey: DEMO.keys.memberProfile });
    const withdrawal = (await carmen.topup.withdrawals.create({
      codigopaq: '55123456',
      destinationCountry: 'GT',
      chain: 'base-sepolia',
      token: 'USDC',
      amount: 10,
      sendWallet: external,
    })) as { txId: string };
    const view = await app.channels.transactions.retrieve({ channelSlug: 'topup', txId: withdrawal.txId });
    expect(view.actionNeeded).toBe(true);
    expect(view.steps).toEqual([
      { type: 'sign', method: 'GET', path: `/channel/topup/withdraw/${withdrawal.txId}/sign-payload` },
      {
        type: 'submit',
        method: 'POST',
        path: `/channel/topup/withdraw/${withdrawal.txId}/process-sponsored-tx`,
      },
    ]);
    const notFound = { status: 404, code: 'CHID#GET-03' };
    expect(
      await failure(app.channels.transactions.retrieve({ channelSlug: 'ramp', txId: withdrawal.txId })),
    ).toEqual(notFound);
    expect(await failure(app.channels.transactions.retrieve({ channelSlug: 'topup', txId: 'nope' }))).toEqual(
      notFound,
    );
    const other = await clientFor(simulator, { apiKey: DEMO.keys.otherApp });
    expect(
      await failure(other.channels.transactions.retrieve({ channelSlug: 'topup', txId: withdrawal.txId })),
    ).toEqual(notFound);
  });

  test('an OTC transaction of the core channel carries the offers of its request', async () => {
    const { simulator, bruno } = await setup();
    const otc = await bruno.otc.requests.create({
      targetAddress: DEMO.wallets.bruno,
      amount: 100,
      channelParams: {
        requestType: 'sell',
        amountType: 'sell',
        buyCurrency: 'MXN',
        sellCurrency: 'USDC',
        buyChain: 'fiat',
        sellChain: 'base-sepolia',
        userBankId: DEMO.bankAccounts.bruno,
      },
    });
    const none = await bruno.channels.transactions.retrieve({ channelSlug: 'core', txId: otc.txId });
    expect(none).toMatchObject({ tx: { id: otc.txId }, detail: { otcRequestId: otc.id }, offers: [] });
    const offer = await simulator.control.otc.makeOffer({ id: otc.id });
    const view = await bruno.channels.transactions.retrieve({ channelSlug: 'core', txId: otc.txId });
    expect(view.offers).toEqual([
      expect.objectContaining({ offerId: offer.offerId, requestId: otc.id, status: 'pending' }),
    ]);
    const ramp = await bruno.channels.execute({
      capabilityId: MX_ONRAMP,
      amount: 1000,
      params: { payment: 'spei' },
    });
    expect(
      await (await clientFor(simulator)).channels.transactions.retrieve({
        channelSlug: 'ramp',
        txId: ramp.txId,
      }),
    ).not.toHaveProperty('offers');
  });

  test('cancel on a ramp order cancels it; a moved or cancelled order answers 409 RAMP_ORDER_NOT_CANCELLABLE', async () => {
    const { simulator, bruno, app } = await setup();
    const first = await bruno.channels.execute({
      capabilityId: MX_ONRAMP,
      amount: 1000,
      params: { payment: 'spei' },
    });
    const cancelled = (await app.channels.actions.run({
      channelSlug: 'ramp',
      actionName: 'cancel',
      actionId: first.recordId,
      reason: 'changed my mind',
    })) as { order: { status: string; failureReason: string } };
    expect(cancelled.order).toMatchObject({ status: 'cancelled', failureReason: 'changed my mind' });
    expect(
      (await app.channels.transactions.retrieve({ channelSlug: 'ramp', txId: first.txId })).tx.status,
    ).toBe('cancelled');
    await simulator.clock.advance(10 * MINUTE);
    expect(simulator.services.store.rampOrders.get(first.recordId)?.status).toBe('cancelled');

    const second = await bruno.channels.execute({
      capabilityId: MX_ONRAMP,
      amount: 1000,
      params: { payment: 'spei' },
    });
    await simulator.clock.advance(5 * MINUTE);
    expect(
      await failure(
        app.channels.actions.run({ channelSlug: 'ramp', actionName: 'cancel', actionId: second.txId }),
      ),
    ).toEqual({ status: 409, code: 'RAMP_ORDER_NOT_CANCELLABLE' });
    expect(
      await failure(
        app.channels.actions.run({ channelSlug: 'ramp', actionName: 'cancel', actionId: first.recordId }),
      ),
    ).toEqual({ status: 409, code: 'RAMP_ORDER_NOT_CANCELLABLE' });
  });

  test('answers CH-02, CH-05 and CH-06 as declared', async () => {
    const { app, bruno } = await setup();
    const order = await bruno.channels.execute({
      capabilityId: MX_ONRAMP,
      amount: 1000,
      params: { payment: 'spei' },
    });
    const run = (
      input: { channelSlug: string; actionName: string; actionId: string } & Record<string, unknown>,
    ) => failure(app.channels.actions.run(input));
    expect(await run({ channelSlug: 'ramp', actionName: 'teleport', actionId: order.recordId })).toEqual({
      status: 404,
      code: 'CH-02',
    });
    expect(await run({ channelSlug: 'core', actionName: 'cancel', actionId: order.recordId })).toEqual({
      status: 404,
      code: 'CH-02',
    });
    expect(await run({ channelSlug: 'ramp', actionName: 'cancel', actionId: 'rmp_missing' })).toEqual({
      status: 404,
      code: 'CH-02',
    });
    expect(await run({ channelSlug: 'ramp', actionName: 'status', actionId: order.recordId })).toEqual({
      status: 418,
      code: 'CH-05',
    });
    expect(
      await run({ channelSlug: 'ramp', actionName: 'cancel', actionId: order.recordId, reason: 5 }),
    ).toEqual({
      status: 400,
      code: 'CH-06',
    });
    expect(
      await run({ channelSlug: 'ramp', actionName: 'cancel', actionId: order.recordId, force: true }),
    ).toEqual({
      status: 400,
      code: 'CH-06',
    });
  });
});
