/**
 * The ramp channel through the SDK client with strict response validation: configuration,
 * quotes, on-ramp and off-ramp orders progressing on the virtual clock with their chain moves,
 * the orders listing, URL refresh, and the control moves complete and fail.
 */
import { describe, expect, test } from 'vitest';
import { DEMO, type Simulator, TOKEN_ADDRESSES } from '../src/index.js';
import { RAMP_PROVIDER_ADDRESS, rampCapabilityId } from '../src/modules/channels/families/ramp.js';
import { clientFor, demoSimulator, failure } from './profile-user-client.js';

const BASE_SEPOLIA = 84532;
const USDC = TOKEN_ADDRESSES.baseSepolia.USDC.toLowerCase();
const EXTERNAL = '0x7e5f4552091a69125d5dfcb7b8c2659029395bdf';
const business = DEMO.teams.business.id;
const MINUTE = 60_000;

const usdcOf = async (simulator: Simulator, address: string) =>
  (await simulator.control.chain.balances({ address, chainId: BASE_SEPOLIA })).balances.find(
    (balance) => balance.tokenAddress === USDC,
  )?.formatted ?? '0';

const onramp = {
  amount: 1000,
  fiat: 'MXN',
  payment: 'spei',
  crypto: 'USDC',
  chainId: BASE_SEPOLIA,
  country: 'MX',
};
const offramp = {
  amount: 100,
  fiat: 'USD',
  payment: 'ach',
  crypto: 'USDC',
  chainId: BASE_SEPOLIA,
  country: 'US',
};

interface Created {
  readonly txId: string;
  readonly recordId: string;
  readonly channelTableType: string;
  readonly walletFlow: string;
  readonly providerPayload: {
    readonly url: string;
    readonly expiresAt: string;
    readonly depositAddress?: string;
  };
  readonly order: {
    readonly status: string;
    readonly walletAddress: string;
    readonly depositAddress: string | null;
  };
}

async function setup() {
  const simulator = demoSimulator();
  const bruno = await clientFor(simulator, { apiKey: DEMO.keys.profileWrite });
  // Bruno's client without the SDK's input check, to reach the simulator with input the schemas refuse.
  const unchecked = await clientFor(simulator, { apiKey: DEMO.keys.profileWrite, validation: 'off' });
  return { simulator, bruno, unchecked, control: simulator.control.ramp };
}

describe('ramp configuration and quotes', () => {
  test('config lists the markets, payments, chains and limits of the enabled capabilities', async () => {
    const { bruno } = await setup();
    const config = (await bruno.ramp.onramp.config()) as {
      serviceType: string;
      markets: Array<{
        country: string;
        fiat: string;
        payments: string[];
        capabilities: Array<{ chainId: number }>;
      }>;
      cryptos: Array<{ symbol: string; chains: Array<{ chainId: number }> }>;
    };
    expect(config.serviceType).toBe('onramp');
    expect(config.markets.map((market) => [market.country, market.fiat])).toEqual([
      ['MX', 'MXN'],
      ['CO', 'COP'],
      ['US', 'USD'],
    ]);
    expect(config.markets[0]?.payments).toEqual(['spei', 'card']);
    // on-ramp CO on Base is disabled in the catalog
    expect(config.markets[1]?.capabilities.map((entry) => entry.chainId)).toEqual([BASE_SEPOLIA]);
    expect(config.cryptos[0]?.chains.map((chain) => chain.chainId)).toEqual([BASE_SEPOLIA, 8453]);
    const off = (await bruno.ramp.offramp.config()) as { serviceType: string; depositWindowMs: number };
    expect(off).toMatchObject({ serviceType: 'offramp', depositWindowMs: 30 * MINUTE });
  });

  test('an on-ramp quote takes the percentage and fixed fee from the fiat and converts at the fixed rate', async () => {
    const { bruno } = await setup();
    const quote = await bruno.ramp.onramp.quote({ ...onramp, amount: '1000', chainId: String(BASE_SEPOLIA) });
    expect(quote).toMatchObject({
      amountIn: { value: 1000, currency: 'MXN' },
      amountOut: { value: 52.702702, currency: 'USDC' },
      exchangeRate: { value: 18.5, pair: 'USDC/MXN' },
      fees: {
        total: { value: 25, currency: 'MXN' },
        breakdown: [
          { type: 'percentage', value: 15, currency: 'MXN' },
          { type: 'fixed', value: 10, currency: 'MXN' },
        ],
      },
      capabilityId: rampCapabilityId('onramp', 'MX', BASE_SEPOLIA),
    });
    const byCrypto = await bruno.ramp.onramp.quote({
      ...onramp,
      amount: '50',
      chainId: String(BASE_SEPOLIA),
      isAmountCrypto: 'true',
    });
    expect(byCrypto).toMatchObject({ amountOut: { value: 50 }, amountIn: { value: 949.24 } });
  });

  test('an off-ramp quote sells tokens for fiat, or computes the tokens for a fiat amount with calcByFiat', async () => {
    const { bruno } = await setup();
    const quote = await bruno.ramp.offramp.quote({
      ...offramp,
      amount: '100',
      chainId: String(BASE_SEPOLIA),
    });
    expect(quote).toMatchObject({
      amountIn: { value: 100, currency: 'USDC' },
      amountOut: { value: 98.5, currency: 'USD' },
      fees: { total: { value: 1.5, currency: 'USD' } },
    });
    const byFiat = await bruno.ramp.offramp.quote({
      ...offramp,
      amount: '98.5',
      chainId: String(BASE_SEPOLIA),
      calcByFiat: 'true',
    });
    expect(byFiat).toMatchObject({ amountIn: { value: 100 }, amountOut: { value: 98.5 } });
  });

  test('quotes answer 400 for a bad amount, an unsupported selection, a disabled capability and amounts off the limits', async () => {
    const { bruno, unchecked } = await setup();
    const query = { ...onramp, amount: '1000', chainId: String(BASE_SEPOLIA) };
    expect(await failure(unchecked.ramp.onramp.quote({ ...query, amount: 'ten' }))).toEqual({
      status: 400,
      code: 'BODY_PARSER_ERROR',
    });
    expect(await failure(unchecked.ramp.onramp.quote({ ...query, chainId: 'base' }))).toEqual({
      status: 400,
      code: 'BODY_PARSER_ERROR',
    });
    expect(
      await failure(unchecked.ramp.onramp.quote({ ...query, isAmountCrypto: 'maybe' } as never)),
    ).toEqual({
      status: 400,
      code: 'BODY_PARSER_ERROR',
    });
    expect(await failure(bruno.ramp.onramp.quote({ ...query, payment: 'pse' }))).toEqual({
      status: 400,
      code: 'RAMP_UNSUPPORTED_SELECTION',
    });
    expect(await failure(bruno.ramp.onramp.quote({ ...query, fiat: 'EUR' }))).toEqual({
      status: 400,
      code: 'RAMP_UNSUPPORTED_SELECTION',
    });
    expect(
      await failure(
        bruno.ramp.onramp.quote({
          amount: '100000',
          fiat: 'COP',
          payment: 'pse',
          crypto: 'USDC',
          chainId: '8453',
        }),
      ),
    ).toEqual({ status: 400, code: 'RAMP_CAPABILITY_DISABLED' });
    expect(await failure(bruno.ramp.onramp.quote({ ...query, amount: '100' }))).toEqual({
      status: 400,
      code: 'RAMP_AMOUNT_OUT_OF_LIMITS',
    });
    expect(
      await failure(bruno.ramp.offramp.quote({ ...offramp, amount: '6000', chainId: String(BASE_SEPOLIA) })),
    ).toEqual({ status: 400, code: 'RAMP_AMOUNT_OUT_OF_LIMITS' });
  });
});

describe('on-ramp orders', () => {
  test('an order gets a hosted URL, then the provider delivers the tokens on the chain and it completes', async () => {
    const { simulator, bruno } = await setup();
    const before = Number(await usdcOf(simulator, DEMO.wallets.business));
    const created = (await bruno.ramp.onramp.create({
      ...onramp,
      redirectUrl: 'https://shop.example.com/done',
    })) as Created;
    expect(created).toMatchObject({
      channelTableType: 'ch_ramp_onramp',
      walletFlow: 'internal',
      order: { status: 'created', walletAddress: DEMO.wallets.business },
    });
    expect(created.recordId).toMatch(/^rmp_/);
    expect(created.providerPayload.url).toMatch(
      new RegExp(`^https://ramp\\.payments-platform\\.test/onramp/${created.recordId}\\?`),
    );
    expect(created.providerPayload.expiresAt).toBe('2025-01-01T00:15:00.000Z');

    await simulator.clock.advance(5 * MINUTE);
    const processing = (await bruno.ramp.orders.retrieve({ orderId: created.recordId })) as {
      status: string;
      chainTxHash: string;
    };
    expect(processing.status).toBe('processing');
    const [delivery] = (await simulator.control.chain.txs({ hash: processing.chainTxHash })).txs;
    expect(delivery).toMatchObject({
      from: RAMP_PROVIDER_ADDRESS,
      to: DEMO.wallets.business,
      amount: '52702702',
      status: 'pending',
    });

    await simulator.clock.advance(2000);
    const done = (await bruno.ramp.orders.retrieve({ orderId: created.recordId })) as {
      status: string;
      history: Array<{ status: string }>;
    };
    expect(done.status).toBe('completed');
    expect(done.history.map((entry) => entry.status)).toEqual(['created', 'processing', 'completed']);
    expect(Number(await usdcOf(simulator, DEMO.wallets.business))).toBeCloseTo(before + 52.702702, 6);
    const tx = await bruno.channels.transactions.retrieve({ channelSlug: 'ramp', txId: created.txId });
    expect(tx.tx.status).toBe('completed');
    expect(tx.actionNeeded).toBe(false);
  });

  test('delivers to the wallet given, reads any language as es or en, and refuses bad wallets, redirect URLs and viewers', async () => {
    const { simulator, bruno, unchecked } = await setup();
    const created = (await bruno.ramp.onramp.create({
      ...onramp,
      wallet: EXTERNAL,
      language: 'es',
    })) as Created;
    expect(created.walletFlow).toBe('internal');
    expect(created.order.walletAddress).toBe(EXTERNAL);
    const bad = { status: 400, code: 'BODY_PARSER_ERROR' };
    expect(await failure(unchecked.ramp.onramp.create({ ...onramp, wallet: 'nope' }))).toEqual(bad);
    for (const [language, page] of [
      ['fr', 'en'],
      ['es-MX', 'es'],
      ['EN-us', 'en'],
    ] as const) {
      const order = (await bruno.ramp.onramp.create({ ...onramp, language })) as Created;
      expect(order.providerPayload.url).toContain(`lang=${page}`);
    }
    expect(await failure(unchecked.ramp.onramp.create({ ...onramp, redirectUrl: 'ftp://x' }))).toEqual(bad);
    expect(await failure(unchecked.ramp.onramp.create({ ...onramp, amount: -5 }))).toEqual(bad);
    const diego = (await clientFor(simulator)).withContext({
      profileId: DEMO.profiles.diego.id,
      teamId: business,
    });
    expect(await failure(diego.ramp.onramp.create(onramp))).toEqual({
      status: 403,
      code: 'RAMP_ROLE_FORBIDDEN',
    });
    const alice = await clientFor(simulator, { apiKey: DEMO.keys.individualProfile });
    // Alice's team has no default receiver wallet; her own wallet receives
    const own = (await alice.ramp.onramp.create(onramp)) as Created;
    expect(own.order.walletAddress).toBe(DEMO.wallets.alice);
  });
});

describe('off-ramp orders', () => {
  test('a platform wallet with a session deposits to the order address after checkout, and the order completes on confirmation', async () => {
    const { simulator } = await setup();
    const bruno = await clientFor(simulator, { profileId: DEMO.profiles.bruno.id });
    const created = (await bruno.ramp.offramp.create(offramp)) as Created;
    expect(created).toMatchObject({ channelTableType: 'ch_ramp_offramp', walletFlow: 'internal' });
    const deposit = created.order.depositAddress ?? '';
    expect(deposit).toMatch(/^0x[0-9a-f]{40}$/);
    expect(await usdcOf(simulator, DEMO.wallets.bruno)).toBe('5000');
    await simulator.clock.advance(5 * MINUTE);
    expect(await usdcOf(simulator, DEMO.wallets.bruno)).toBe('4900');
    await simulator.clock.advance(2000);
    const order = (await bruno.ramp.orders.retrieve({ orderId: created.recordId })) as {
      status: string;
      history: Array<{ status: string }>;
    };
    expect(order.status).toBe('completed');
    expect(order.history.map((entry) => entry.status)).toEqual([
      'created',
      'awaiting_deposit',
      'processing',
      'completed',
    ]);
    expect(await usdcOf(simulator, deposit)).toBe('100');
  });

  test('a platform wallet without a session is not signed for: the owner deposits, as from an external wallet', async () => {
    const { simulator, bruno } = await setup();
    const created = (await bruno.ramp.offramp.create(offramp)) as Created;
    expect(created).toMatchObject({ walletFlow: 'external', order: { walletAddress: DEMO.wallets.bruno } });
    await simulator.clock.advance(5 * MINUTE);
    expect(await usdcOf(simulator, DEMO.wallets.bruno)).toBe('5000');
    const order = (await bruno.ramp.orders.retrieve({ orderId: created.recordId })) as { status: string };
    expect(order.status).toBe('awaiting_deposit');
  });

  test('an external wallet deposits itself; the order waits, finds the deposit and completes', async () => {
    const { simulator } = await setup();
    await simulator.control.wallets.register({
      teamId: business,
      profileId: DEMO.profiles.carmen.id,
      address: EXTERNAL,
      custody: 'external',
    });
    await simulator.control.chain.fund({
      chainId: BASE_SEPOLIA,
      address: EXTERNAL,
      token: 'USDC',
      amount: '150',
    });
    await simulator.control.chain.fund({ chainId: BASE_SEPOLIA, address: EXTERNAL, amount: '0.01' });
    const carmen = await clientFor(simulator, { apiKey: DEMO.keys.memberProfile });
    const created = (await carmen.ramp.offramp.create({ ...offramp, wallet: EXTERNAL })) as Created;
    expect(created.walletFlow).toBe('external');
    await simulator.clock.advance(5 * MINUTE);
    const waiting = await carmen.channels.transactions.retrieve({ channelSlug: 'ramp', txId: created.txId });
    expect(waiting.actionNeeded).toBe(true);
    expect(waiting.steps).toEqual([
      {
        type: 'deposit',
        to: created.order.depositAddress,
        chainId: BASE_SEPOLIA,
        token: 'USDC',
        amount: '100000000',
      },
    ]);
    await simulator.control.chain.transfer({
      chainId: BASE_SEPOLIA,
      from: EXTERNAL,
      to: created.order.depositAddress ?? '',
      token: 'USDC',
      amount: '100',
    });
    await simulator.clock.advance(MINUTE);
    const order = (await carmen.ramp.orders.retrieve({ orderId: created.recordId })) as { status: string };
    expect(order.status).toBe('completed');
    const tx = await carmen.channels.transactions.retrieve({ channelSlug: 'ramp', txId: created.txId });
    expect(tx.tx.status).toBe('completed');
  });

  test('without a deposit the order expires 30 minutes after its deposit window opens', async () => {
    const { simulator } = await setup();
    await simulator.control.wallets.register({
      teamId: business,
      profileId: DEMO.profiles.carmen.id,
      address: EXTERNAL,
      custody: 'external',
    });
    await simulator.control.chain.fund({
      chainId: BASE_SEPOLIA,
      address: EXTERNAL,
      token: 'USDC',
      amount: '150',
    });
    const carmen = await clientFor(simulator, { apiKey: DEMO.keys.memberProfile });
    const created = (await carmen.ramp.offramp.create({ ...offramp, wallet: EXTERNAL })) as Created;
    await simulator.clock.advance(34 * MINUTE);
    expect(
      ((await carmen.ramp.orders.retrieve({ orderId: created.recordId })) as { status: string }).status,
    ).toBe('awaiting_deposit');
    await simulator.clock.advance(2 * MINUTE);
    expect(
      ((await carmen.ramp.orders.retrieve({ orderId: created.recordId })) as { status: string }).status,
    ).toBe('expired');
    const tx = await carmen.channels.transactions.retrieve({ channelSlug: 'ramp', txId: created.txId });
    expect(tx.tx.status).toBe('expired');
  });

  test('refuses a wallet the caller may not use, a missing balance, and a failing deposit fails the order', async () => {
    const { simulator, bruno, control } = await setup();
    const carmen = await clientFor(simulator, { apiKey: DEMO.keys.memberProfile });
    expect(await failure(carmen.ramp.offramp.create({ ...offramp, wallet: DEMO.wallets.bruno }))).toEqual({
      status: 403,
      code: 'RAMP_WALLET_NOT_OWNED',
    });
    // carmen's own wallet holds no USDC
    expect(await failure(carmen.ramp.offramp.create(offramp))).toEqual({
      status: 400,
      code: 'RAMP_INSUFFICIENT_BALANCE',
    });
    const created = (await bruno.ramp.offramp.create(offramp)) as Created;
    await simulator.clock.advance(5 * MINUTE);
    const failed = await control.fail({ orderId: created.recordId, reason: 'Deposit rejected' });
    expect(failed).toMatchObject({ status: 'failed', failureReason: 'Deposit rejected' });
    await simulator.clock.advance(2000);
    expect(await usdcOf(simulator, DEMO.wallets.bruno)).toBe('5000');
    const tx = await bruno.channels.transactions.retrieve({ channelSlug: 'ramp', txId: created.txId });
    expect(tx.tx.status).toBe('failed');
  });
});

describe('ramp orders listing and lookup', () => {
  test('lists the app orders newest first with filters and offset paging', async () => {
    const { simulator, bruno } = await setup();
    const first = (await bruno.ramp.onramp.create(onramp)) as Created;
    await simulator.clock.advance(1000);
    const second = (await bruno.ramp.offramp.create(offramp)) as Created;
    await simulator.clock.advance(1000);
    const alice = await clientFor(simulator, { apiKey: DEMO.keys.individualProfile });
    const third = (await alice.ramp.onramp.create(onramp)) as Created;
    const app = await clientFor(simulator);
    const ids = (orders: unknown) => (orders as Array<{ orderId: string }>).map((order) => order.orderId);
    expect(ids(await app.ramp.orders.list())).toEqual([third.recordId, second.recordId, first.recordId]);
    expect(ids(await app.ramp.orders.list({ method: 'onramp' }))).toEqual([third.recordId, first.recordId]);
    expect(ids(await app.ramp.orders.list({ limit: 1, offset: 1 }))).toEqual([second.recordId]);
    expect(ids(await app.ramp.orders.list({ email: 'ALICE@example.com' }))).toEqual([third.recordId]);
    expect(
      ids(
        await app.ramp.orders.list({ walletAddress: DEMO.wallets.bruno.toUpperCase().replace('0X', '0x') }),
      ),
    ).toEqual([second.recordId]);
    expect(ids(await app.ramp.orders.list({ status: 'created', from: '2025-01-01T00:00:01.000Z' }))).toEqual([
      third.recordId,
      second.recordId,
    ]);
    expect(ids(await app.ramp.orders.list({ to: '2025-01-01T00:00:00.000Z' }))).toEqual([first.recordId]);
    expect(
      await failure(
        (await clientFor(simulator, { validation: 'off' })).ramp.orders.list({ from: 'yesterday' }),
      ),
    ).toEqual({
      status: 400,
      code: 'BODY_PARSER_ERROR',
    });
    const other = await clientFor(simulator, { apiKey: DEMO.keys.otherApp });
    expect(await other.ramp.orders.list()).toEqual([]);
    expect(await failure(other.ramp.orders.retrieve({ orderId: first.recordId }))).toEqual({
      status: 404,
      code: 'RAMP_ORDER_NOT_FOUND',
    });
  });
});

describe('POST /channel/ramp/{txId}/refresh-url', () => {
  test('issues a new URL and quote for an order still at checkout', async () => {
    const { simulator, bruno } = await setup();
    const created = (await bruno.ramp.onramp.create(onramp)) as Created;
    await simulator.clock.advance(4 * MINUTE);
    const session = await clientFor(simulator, { profileId: DEMO.profiles.bruno.id });
    const refreshed = await session.ramp.refreshUrl({ txId: created.txId, amount: 2000, language: 'es' });
    expect(refreshed).toMatchObject({
      txId: created.txId,
      channelTableType: 'ch_ramp_onramp',
      recordId: created.recordId,
      walletFlow: 'internal',
      providerPayload: { refreshUrlEndpoint: `/channel/ramp/${created.txId}/refresh-url` },
    });
    expect(refreshed.providerPayload?.url).not.toBe(created.providerPayload.url);
    expect(refreshed.providerPayload?.url).toContain('lang=es');
    expect(refreshed.providerPayload?.expiresAt).toBe('2025-01-01T00:19:00.000Z');
    // the checkout restarted: still created 4 minutes later
    await simulator.clock.advance(4 * MINUTE);
    const order = (await bruno.ramp.orders.retrieve({ orderId: created.recordId })) as {
      status: string;
      fiatAmount: number;
    };
    expect(order).toMatchObject({ status: 'created', fiatAmount: 2000 });
  });

  test('answers 404, 403, 400 and 501 as documented', async () => {
    const { simulator, bruno } = await setup();
    const created = (await bruno.ramp.onramp.create(onramp)) as Created;
    const session = await clientFor(simulator, { profileId: DEMO.profiles.bruno.id });
    expect(await failure(session.ramp.refreshUrl({ txId: 'nope', amount: 1000 }))).toEqual({
      status: 404,
      code: 'RAMP_TX_NOT_FOUND',
    });
    const alice = await clientFor(simulator, { profileId: DEMO.profiles.alice.id });
    expect(await failure(alice.ramp.refreshUrl({ txId: created.txId, amount: 1000 }))).toEqual({
      status: 403,
      code: 'RAMP_ORDER_FORBIDDEN',
    });
    expect(await failure(session.ramp.refreshUrl({ txId: created.txId, amount: 1 }))).toEqual({
      status: 400,
      code: 'RAMP_AMOUNT_OUT_OF_LIMITS',
    });
    const withdrawal = await bruno.topup.withdrawals.create({
      codigopaq: '55123456',
      destinationCountry: 'GT',
      chain: 'base-sepolia',
      token: 'USDC',
      amount: 5,
    });
    expect(
      await failure(session.ramp.refreshUrl({ txId: (withdrawal as { txId: string }).txId, amount: 1000 })),
    ).toEqual({ status: 501, code: 'RAMP_REFRESH_NOT_SUPPORTED' });
    await simulator.clock.advance(5 * MINUTE);
    expect(await failure(session.ramp.refreshUrl({ txId: created.txId, amount: 1000 }))).toEqual({
      status: 400,
      code: 'RAMP_ORDER_NOT_REFRESHABLE',
    });
  });
});

describe('ramp control', () => {
  test('complete delivers and confirms at once; a final order cannot move again', async () => {
    const { simulator, bruno, control } = await setup();
    const created = (await bruno.ramp.onramp.create({ ...onramp, wallet: EXTERNAL })) as Created;
    expect(await control.complete({ orderId: created.recordId })).toMatchObject({ status: 'completed' });
    expect(await usdcOf(simulator, EXTERNAL)).toBe('52.702702');
    const again = await simulator.fetch(`/_simulator/ramp/orders/${created.recordId}/fail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe('RAMP_ORDER_FINAL');
    const missing = await simulator.fetch('/_simulator/ramp/orders/rmp_missing/complete', { method: 'POST' });
    expect(missing.status).toBe(404);
  });

  test('the complete route moves an off-ramp deposit from the wallet', async () => {
    const { simulator, bruno } = await setup();
    const created = (await bruno.ramp.offramp.create(offramp)) as Created;
    const response = await simulator.fetch(`/_simulator/ramp/orders/${created.recordId}/complete`, {
      method: 'POST',
    });
    expect(response.status).toBe(200);
    expect(await usdcOf(simulator, DEMO.wallets.bruno)).toBe('4900');
    expect(await usdcOf(simulator, created.order.depositAddress ?? '')).toBe('100');
  });
});
