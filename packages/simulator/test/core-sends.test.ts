/**
 * Native sends of the core channel through the SDK client with strict response validation:
 * the send contracts, preview, create (addresses, tags, many recipients), process-send-tx for
 * regular and gas transactions, prepare-sponsored-tx, and process-sponsored-tx without a
 * signature. The signed sponsored round trip is in core-sends-signing.test.ts.
 */
import { parsePrepareSponsoredTxPayload } from '@payments-platform/signing';
import { describe, expect, test } from 'vitest';
import { DEMO, GAS_SPONSOR_ADDRESS, TOKEN_ADDRESSES } from '../src/index.js';
import {
  approveSend,
  BASE_SEPOLIA,
  BUSINESS,
  type CreatedSend,
  EXECUTOR,
  nativeOf,
  type Recipient,
  sendAllowanceOf,
  sendBody,
  sendSetup,
  USDC,
  usdcOf,
} from './core-sends-client.js';
import { failure } from './profile-user-client.js';

const bruno = DEMO.wallets.bruno.toLowerCase();
const alice = DEMO.wallets.alice.toLowerCase();
const carmen = DEMO.wallets.carmen.toLowerCase();
const treasury = DEMO.wallets.business.toLowerCase();
const FEE_COLLECTOR = '0xb64ffcbe07535ba979f4f2849f7f59e8d03686c2';
const FRESH = '0x00000000000000000000000000000000000f4e54';
const EXTERNAL = '0x2b5ad5c4795c026514f8317c7a215e218dcc6cf0';

type Setup = ReturnType<typeof sendSetup>;

/** Bruno (business admin, platform wallet) creates a send through his profile key. */
async function createAsBruno(
  { client }: Setup,
  body: ReturnType<typeof sendBody> = sendBody(bruno, [{ address: alice, amount: 100 }]),
): Promise<CreatedSend> {
  return (await (await client()).core.sends.create(body)) as CreatedSend;
}

/** A platform wallet of carmen that holds USDC and no native coin on Base Sepolia. */
async function gaslessWallet({ simulator }: Setup) {
  await simulator.control.wallets.register({
    teamId: BUSINESS,
    profileId: DEMO.profiles.carmen.id,
    address: FRESH,
    custody: 'platform',
  });
  await simulator.control.chain.fund({ chainId: BASE_SEPOLIA, address: FRESH, token: 'USDC', amount: '500' });
}

/** A client wallet (external custody) of carmen that holds USDC on Base Sepolia. */
async function externalWallet({ simulator }: Setup) {
  await simulator.control.wallets.register({
    teamId: BUSINESS,
    profileId: DEMO.profiles.carmen.id,
    address: EXTERNAL,
    custody: 'external',
  });
  await simulator.control.chain.fund({
    chainId: BASE_SEPOLIA,
    address: EXTERNAL,
    token: 'USDC',
    amount: '500',
  });
}

describe('GET /v1/core/send/contracts', () => {
  test('lists the send executor, forwarder, gas sponsor and fee collector of every chain', async () => {
    const setup = sendSetup();
    const data = (await (await setup.client(DEMO.keys.app)).core.sends.contracts({})) as {
      contracts: Array<Record<string, unknown>>;
      fee: Record<string, unknown>;
    };
    expect(data.contracts.map((entry) => entry.chainId)).toEqual([1, 137, 8453, 42161, 84532]);
    expect(data.contracts.find((entry) => entry.chainId === BASE_SEPOLIA)).toEqual({
      chainId: BASE_SEPOLIA,
      chainSlug: 'base-sepolia',
      chainName: expect.any(String),
      executorAddress: EXECUTOR,
      executorName: 'Payments Platform Forwarder',
      forwarderAddress: EXECUTOR,
      gasSponsorAddress: GAS_SPONSOR_ADDRESS,
      feeCollectorAddress: FEE_COLLECTOR,
    });
    expect(data.fee).toEqual({
      send: { type: 'percentage', style: 'surcharge', value: 0.5 },
      minSurchargeBps: 50,
      minCommissionBps: 100,
    });
  });

  test('the send executor is the spender the wallets area reads the send allowance for', async () => {
    const setup = sendSetup();
    approveSend(setup.simulator, bruno, 7_000_000n);
    const allowance = (await (
      await setup.client(DEMO.keys.app)
    ).wallets.evm.allowance.get({
      action: 'send',
      chainId: String(BASE_SEPOLIA),
      userWallet: bruno,
      tokenAddress: USDC,
    })) as { executorAddress: string; allowance: string };
    expect(allowance.executorAddress.toLowerCase()).toBe(EXECUTOR);
    expect(allowance.allowance).toBe('7');
  });

  test('filters by chainId as a numeric id or a slug; an unknown chain answers 400 BODY_PARSER_ERROR', async () => {
    const { client } = sendSetup();
    const byId = (await (await client(DEMO.keys.app)).core.sends.contracts({ chainId: '137' })) as {
      contracts: Array<{ chainSlug: string }>;
    };
    expect(byId.contracts.map((entry) => entry.chainSlug)).toEqual(['polygon']);
    const bySlug = (await (await client(DEMO.keys.app)).core.sends.contracts({ chainId: 'base' })) as {
      contracts: Array<{ chainId: number }>;
    };
    expect(bySlug.contracts.map((entry) => entry.chainId)).toEqual([8453]);
    expect(await failure((await client(DEMO.keys.app)).core.sends.contracts({ chainId: 'solana' }))).toEqual({
      status: 400,
      code: 'BODY_PARSER_ERROR',
    });
  });
});

describe('POST /channel/core/send/preview', () => {
  const preview = (recipients: Recipient[], amount: number, extra = {}) => ({
    senderAddress: bruno,
    amount,
    channelParams: { chain: 'base-sepolia', token: USDC, recipients, ...extra },
  });

  test('prices the fee, totals, balance, allowance and gas of addresses and tags, and creates nothing', async () => {
    const setup = sendSetup();
    const data = (await (
      await setup.client()
    ).core.sends.preview(
      preview(
        [
          { address: alice, amount: 100 },
          { vudyTag: '@carmen', amount: 20 },
          { vudyTag: 'alice-acme', amount: 1.5 },
        ],
        121.5,
      ),
    )) as Record<string, unknown>;
    expect(data).toMatchObject({
      chainId: BASE_SEPOLIA,
      token: { address: TOKEN_ADDRESSES.baseSepolia.USDC, symbol: 'USDC', decimals: 6 },
      senderAddress: bruno,
      contractAddress: EXECUTOR,
      recipients: [
        { index: 0, address: alice, tag: null, amount: '100', fee: '0.5' },
        { index: 1, address: carmen, tag: 'carmen', amount: '20', fee: '0.1' },
        // a profile without a wallet of its own resolves to its team's default receiver wallet
        { index: 2, address: treasury, tag: 'alice-acme', amount: '1.5', fee: '0.0075' },
      ],
      totalAmount: '121.5',
      totalFee: '0.6075',
      totalTokenRequired: '122.1075',
      totalTokenRequiredBaseUnits: '122107500',
      balance: { token: '5000', native: '1', sufficient: true },
      allowance: '0',
      allowanceOk: false,
      gas: {
        nativeSymbol: 'ETH',
        gasPriceWei: '1000000',
        totalNativeForGasWei: String(3n * 2n * 65_000n * 1_000_000n),
        usdPrice: 3000,
      },
      needsSponsorship: false,
      gasShortfallWei: '0',
      canSend: true,
    });
    expect(setup.store.coreSends.size).toBe(0);
    expect(setup.store.transactions.size).toBe(0);
  });

  test('a sender without native coin needs sponsorship; gasConversionUsd values the gas', async () => {
    const setup = sendSetup();
    await gaslessWallet(setup);
    approveSend(setup.simulator, FRESH, 10n ** 12n);
    const data = (await (
      await setup.client()
    ).core.sends.preview({
      senderAddress: FRESH,
      amount: 10,
      channelParams: {
        chain: '84532',
        token: 'usdc',
        currencyToken: 'USD',
        gasConversionUsd: 2000,
        recipients: [{ address: alice, amount: 10 }],
      },
    })) as Record<string, unknown>;
    expect(data).toMatchObject({
      allowanceOk: true,
      needsSponsorship: true,
      gasShortfallWei: '130000000000',
      gas: { totalNativeForGas: '0.00000013', usdPrice: 2000, totalUsd: 0.00026 },
      balance: { token: '500', native: '0', sufficient: true },
      currencyToken: 'USD',
    });
  });

  test('reports an insufficient balance as canSend false', async () => {
    const setup = sendSetup();
    const data = (await (
      await setup.client()
    ).core.sends.preview(preview([{ address: alice, amount: 5000 }], 5000))) as {
      canSend: boolean;
      balance: { sufficient: boolean };
    };
    expect(data.canSend).toBe(false);
    expect(data.balance.sufficient).toBe(false);
  });

  test.each([
    ['an unknown chain', { chain: 'solana' }, [{ address: alice, amount: 1 }], 1],
    ['the native coin', { token: 'ETH' }, [{ address: alice, amount: 1 }], 1],
    ['a token not on the chain', { token: 'DAI' }, [{ address: alice, amount: 1 }], 1],
    ['an unknown tag', {}, [{ vudyTag: 'nobody-here', amount: 1 }], 1],
    ['a tag of another app', {}, [{ vudyTag: 'pablo', amount: 1 }], 1],
    ['an invalid address', {}, [{ address: '0x123', amount: 1 }], 1],
    ['more decimals than the token', {}, [{ address: alice, amount: 1.0000001 }], 1.0000001],
    ['an amount that is not the sum', {}, [{ address: alice, amount: 1 }], 2],
    ['the sender as recipient', {}, [{ address: bruno, amount: 1 }], 1],
    ['EUR as currency', { currencyToken: 'EUR' }, [{ address: alice, amount: 1 }], 1],
    ['an address and a tag', {}, [{ address: alice, vudyTag: 'carmen', amount: 1 }], 1],
  ])('%s answers 400 APP_CHANNEL_CORE_SEND_PREVIEW#2', async (_name, params, recipients, amount) => {
    // Unchecked: the SDK refuses an address and a tag together before sending.
    const { unchecked } = sendSetup();
    expect(
      await failure(
        (await unchecked()).core.sends.preview({
          senderAddress: bruno,
          amount,
          channelParams: { chain: 'base-sepolia', token: 'USDC', recipients, ...params },
        }),
      ),
    ).toEqual({ status: 400, code: 'APP_CHANNEL_CORE_SEND_PREVIEW#2' });
  });

  test('a body off the contract and a bad sender answer 400 APP_CHANNEL_CORE_SEND_PREVIEW#2', async () => {
    const loose = await sendSetup().unchecked();
    const body = { senderAddress: bruno, amount: 1, channelParams: { chain: 'base-sepolia', token: 'USDC' } };
    expect(await failure(loose.core.sends.preview(body as never))).toEqual({
      status: 400,
      code: 'APP_CHANNEL_CORE_SEND_PREVIEW#2',
    });
    expect(
      await failure(
        loose.core.sends.preview({
          ...preview([{ address: alice, amount: 1 }], 1),
          senderAddress: 'bruno',
        }),
      ),
    ).toEqual({ status: 400, code: 'APP_CHANNEL_CORE_SEND_PREVIEW#2' });
  });

  test('an app key without context answers 401 CONTEXT_REQUIRED', async () => {
    const { client } = sendSetup();
    expect(
      await failure(
        (await client(DEMO.keys.app)).core.sends.preview(preview([{ address: alice, amount: 1 }], 1)),
      ),
    ).toEqual({ status: 401, code: 'CONTEXT_REQUIRED' });
  });
});

describe('POST /channel/core/send/create', () => {
  test('creates a send to one address: its transaction, fee, allowance and gas', async () => {
    const setup = sendSetup();
    const data = await createAsBruno(setup);
    expect(data).toMatchObject({
      txId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      sendId: expect.stringMatching(/^snd_/),
      status: 'pending',
      transactions: [
        {
          txIndex: 0,
          txType: 'regular',
          from: bruno,
          to: alice,
          contractAddress: EXECUTOR,
          tokenAddress: USDC,
          amount: '100',
          amountBaseUnits: '100000000',
          fee: '0.5',
          feeBaseUnits: '500000',
          feeRecipient: FEE_COLLECTOR,
          status: 'unsubmitted',
          hash: null,
        },
      ],
      gasTransactions: [],
      chainId: BASE_SEPOLIA,
      contractAddress: EXECUTOR,
      custody: 'platform',
      allowanceOk: false,
      needsSponsorship: false,
      totalTokenRequired: '100.5',
      totalNativeForGas: '0.00000013',
      totalNativeForGasWei: '130000000000',
    });
    expect(setup.store.transactions.get(data.txId)).toMatchObject({
      appId: DEMO.apps.main.id,
      teamId: BUSINESS,
      profileId: DEMO.profiles.bruno.id,
      status: 'pending',
      channel: { slug: 'core', method: 'send', tableType: 'ch_core_send' },
      token: { symbol: 'USDC' },
      chain: { chainId: BASE_SEPOLIA },
      txs: { 'send:0': { status: 'unsubmitted', hash: null } },
      detail: { sendId: data.sendId, senderAddress: bruno, totalTokenRequired: '100.5' },
    });
    // nothing moves at creation
    expect(await usdcOf(setup.simulator, bruno)).toBe('5000000000');
  });

  test('sends to many recipients given by address and tag; allowanceOk once approved', async () => {
    const setup = sendSetup();
    approveSend(setup.simulator, bruno, 200_000_000n);
    const data = await createAsBruno(
      setup,
      sendBody(
        bruno,
        [
          { address: alice, amount: 100 },
          { vudyTag: '@carmen', amount: 50 },
        ],
        { channelParams: { note: 'March payouts' } },
      ),
    );
    expect(
      data.transactions.map((entry) => [entry.from, entry.to, entry.tag, entry.amount, entry.fee]),
    ).toEqual([
      [bruno, alice, null, '100', '0.5'],
      [bruno, carmen, 'carmen', '50', '0.25'],
    ]);
    expect(data).toMatchObject({
      allowanceOk: true,
      totalTokenRequired: '150.75',
      totalAmount: '150',
      totalFee: '0.75',
    });
    expect(setup.store.transactions.get(data.txId)?.detail).toMatchObject({ note: 'March payouts' });
  });

  test('the fee follows the core channel fee configuration, here a 1% commission with a 2% floor', async () => {
    const setup = sendSetup();
    setup.store.channels.update('chl_core', (channel) => ({
      ...channel,
      fees: {
        ...channel.fees,
        send: { type: 'percentage', style: 'commission', value: 1 },
        minCommissionBps: 200,
      },
    }));
    const data = await createAsBruno(setup, sendBody(bruno, [{ address: alice, amount: 100 }]));
    // the recipient gets the amount less the fee; the sender spends the amount
    expect(data).toMatchObject({
      transactions: [{ amount: '98', fee: '2' }],
      totalTokenRequired: '100',
      fee: { send: { type: 'percentage', style: 'commission', value: 1 }, minCommissionBps: 200 },
    });
  });

  test('an app without the core channel enabled gets 403 CH-04 on create and preview', async () => {
    const setup = sendSetup();
    setup.store.appChannels.insert({
      id: `${DEMO.apps.main.id}:chl_topup`,
      appId: DEMO.apps.main.id,
      channelId: 'chl_topup',
      enabled: true,
      config: {},
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
    });
    expect(
      await failure(
        (await setup.client()).core.sends.create(sendBody(bruno, [{ address: alice, amount: 1 }])),
      ),
    ).toEqual({ status: 403, code: 'CH-04' });
    expect(
      await failure(
        (await setup.client()).core.sends.preview({
          senderAddress: bruno,
          amount: 1,
          channelParams: {
            chain: 'base-sepolia',
            token: 'USDC',
            recipients: [{ address: alice, amount: 1 }],
          },
        }),
      ),
    ).toEqual({ status: 403, code: 'CH-04' });
  });

  test('an unknown or other-environment key gets 403 CH-01 on create and preview, and nothing is created', async () => {
    const setup = sendSetup();
    for (const apiKey of ['sk_sandbox_unknown', 'sk_live_00000000000000000000000000000000']) {
      const bad = await setup.client(apiKey);
      expect(await failure(bad.core.sends.create(sendBody(bruno, [{ address: alice, amount: 1 }])))).toEqual({
        status: 403,
        code: 'CH-01',
      });
      expect(
        await failure(
          bad.core.sends.preview({
            senderAddress: bruno,
            amount: 1,
            channelParams: {
              chain: 'base-sepolia',
              token: 'USDC',
              recipients: [{ address: alice, amount: 1 }],
            },
          }),
        ),
      ).toEqual({ status: 403, code: 'CH-01' });
    }
    expect(setup.store.coreSends.size).toBe(0);
  });

  test('a member may send from the team wallet and her own, not from the admin wallet (403 CH-02)', async () => {
    const setup = sendSetup();
    const member = await setup.client(DEMO.keys.memberProfile);
    const sent = (await member.core.sends.create(
      sendBody(treasury, [{ address: alice, amount: 1 }]),
    )) as CreatedSend;
    expect(sent.sendId).toMatch(/^snd_/);
    expect(await failure(member.core.sends.create(sendBody(bruno, [{ address: alice, amount: 1 }])))).toEqual(
      {
        status: 403,
        code: 'CH-02',
      },
    );
    // another team's wallet, and an address that is no wallet at all
    for (const sender of [alice, '0x000000000000000000000000000000000000dead']) {
      expect(
        await failure(
          (await setup.client()).core.sends.create(sendBody(sender, [{ address: carmen, amount: 1 }])),
        ),
      ).toEqual({ status: 403, code: 'CH-02' });
    }
  });

  test('a viewer gets 403 CH-02; a member may send from a team wallet, not from another profile wallet; a team key is no context', async () => {
    const setup = sendSetup();
    const viewer = await setup.client(DEMO.keys.app, DEMO.profiles.diego.id);
    expect(
      await failure(viewer.core.sends.create(sendBody(treasury, [{ address: alice, amount: 1 }]))),
    ).toEqual({
      status: 403,
      code: 'CH-02',
    });
    const member = await setup.client(DEMO.keys.app, DEMO.profiles.carmen.id);
    expect(await failure(member.core.sends.create(sendBody(bruno, [{ address: alice, amount: 1 }])))).toEqual(
      {
        status: 403,
        code: 'CH-02',
      },
    );
    const data = (await member.core.sends.create(
      sendBody(treasury, [{ address: alice, amount: 1 }]),
    )) as CreatedSend;
    expect(setup.store.transactions.get(data.txId)).toMatchObject({
      teamId: BUSINESS,
      profileId: DEMO.profiles.carmen.id,
    });
    // Spec (Conventions): Header context is a session, both headers, or a key scoped to both
    // profile and team; a key scoped only to a team has no acting profile.
    const team = await setup.client(DEMO.keys.team);
    expect(
      await failure(team.core.sends.create(sendBody(treasury, [{ address: alice, amount: 1 }]))),
    ).toEqual({
      status: 401,
      code: 'CONTEXT_REQUIRED',
    });
  });

  test.each([
    ['an unknown chain', { channelParams: { chain: 'solana' } }],
    ['an unknown token', { channelParams: { token: 'WBTC' } }],
    ['a missing chain', { channelParams: { chain: undefined } }],
    ['a currency other than the token or USD', { channelParams: { currencyToken: 'MXN' } }],
    ['no recipients', { channelParams: { recipients: undefined } }],
    ['an empty recipients list', { channelParams: { recipients: [] } }],
    [
      'a recipient with both address and tag',
      { channelParams: { recipients: [{ address: alice, vudyTag: 'alice', amount: 100 }] } },
    ],
    ['a recipient with neither', { channelParams: { recipients: [{ amount: 100 }] } }],
    [
      'a recipient that is not an address',
      { channelParams: { recipients: [{ address: 'alice', amount: 100 }] } },
    ],
    ['an unknown tag', { channelParams: { recipients: [{ vudyTag: 'no-such-tag', amount: 100 }] } }],
    ['a tag of a blocked member', { channelParams: { recipients: [{ vudyTag: 'elena', amount: 100 }] } }],
    ['the sender as recipient', { channelParams: { recipients: [{ address: bruno, amount: 100 }] } }],
    ['recipients that do not add up to amount', { amount: 101 }],
  ])('%s answers 400 CH-06', async (_name, options) => {
    const setup = sendSetup();
    const body = sendBody(bruno, [{ address: alice, amount: 100 }], options);
    // Unchecked: the SDK refuses the channel parameters the schema states before sending.
    expect(await failure((await setup.unchecked()).core.sends.create(body))).toEqual({
      status: 400,
      code: 'CH-06',
    });
    expect(setup.store.coreSends.size).toBe(0);
    expect(setup.store.transactions.size).toBe(0);
  });

  test('a balance short of amount plus fee answers 400 CH-06', async () => {
    const setup = sendSetup();
    // bruno holds 5,000 USDC: 5,000 plus the 0.5% surcharge is more
    expect(
      await failure(
        (await setup.client()).core.sends.create(sendBody(bruno, [{ address: alice, amount: 5000 }])),
      ),
    ).toEqual({ status: 400, code: 'CH-06' });
  });

  test('a non-positive amount, a targetAddress that is no address, or a body off the contract answer 400 CH-03', async () => {
    const setup = sendSetup();
    const loose = await setup.unchecked();
    for (const amount of [0, -5]) {
      expect(
        await failure(loose.core.sends.create(sendBody(bruno, [{ address: alice, amount: 1 }], { amount }))),
      ).toEqual({ status: 400, code: 'CH-03' });
    }
    expect(
      await failure(loose.core.sends.create(sendBody('bruno', [{ address: alice, amount: 1 }]))),
    ).toEqual({ status: 400, code: 'CH-03' });
    const { channelParams } = sendBody(bruno, [{ address: alice, amount: 1 }]);
    expect(await failure(loose.core.sends.create({ amount: 1, channelParams } as never))).toEqual({
      status: 400,
      code: 'CH-03',
    });
    expect(
      await failure(
        loose.core.sends.create({ targetAddress: bruno, amount: 1, channelParams: 'x' } as never),
      ),
    ).toEqual({ status: 400, code: 'CH-06' });
  });

  test('a sender without gas gets one gas transaction for the shortfall', async () => {
    const setup = sendSetup();
    await gaslessWallet(setup);
    const data = (await (
      await setup.client(DEMO.keys.memberProfile)
    ).core.sends.create(sendBody(FRESH, [{ address: alice, amount: 10 }]))) as CreatedSend;
    expect(data.needsSponsorship).toBe(true);
    expect(data.gasTransactions).toEqual([
      {
        txIndex: 0,
        txType: 'gas',
        chainId: BASE_SEPOLIA,
        from: GAS_SPONSOR_ADDRESS,
        to: FRESH,
        tokenAddress: '0x0000000000000000000000000000000000000000',
        amount: '0.00000013',
        amountWei: '130000000000',
        status: 'unsubmitted',
        hash: null,
      },
    ]);
  });
});

describe('POST /channel/core/send/{id}/process-send-tx', () => {
  test('signs and submits a platform wallet transfer; it settles on the clock and uses up the allowance', async () => {
    const setup = sendSetup();
    const { simulator, store } = setup;
    approveSend(simulator, bruno, 300_000_000n);
    const send = await createAsBruno(
      setup,
      sendBody(bruno, [
        { address: alice, amount: 100 },
        { address: carmen, amount: 50 },
      ]),
    );
    const session = await setup.client(DEMO.keys.app, DEMO.profiles.bruno.id);
    const nativeBefore = BigInt(await nativeOf(simulator, bruno));
    const first = (await session.core.sends.processSendTx({
      id: send.sendId,
      txType: 'regular',
      txIndex: 0,
    })) as Record<string, unknown>;
    expect(first).toEqual({
      sendId: send.sendId,
      txId: send.txId,
      txType: 'regular',
      txIndex: 0,
      signed: true,
      txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      feeTxHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      status: 'pending',
    });
    expect(
      (await simulator.control.chain.txs({ address: bruno })).txs.map((tx) => [
        tx.to,
        tx.amount,
        tx.gasPayer,
      ]),
    ).toEqual([
      [alice, '100000000', bruno],
      [FEE_COLLECTOR, '500000', bruno],
    ]);
    expect(await usdcOf(simulator, bruno)).toBe(String(5_000_000_000n - 100_500_000n));
    expect(BigInt(await nativeOf(simulator, bruno))).toBe(nativeBefore - 2n * 65_000n * 1_000_000n);
    expect(sendAllowanceOf(simulator, bruno)).toBe(300_000_000n - 100_500_000n);

    await simulator.clock.advance(2000);
    expect(await usdcOf(simulator, alice)).toBe(String(1_000_000_000n + 100_000_000n));
    expect(await usdcOf(simulator, FEE_COLLECTOR)).toBe('500000');
    // one of two transfers done: the transaction waits for the other
    expect(store.transactions.get(send.txId)?.status).toBe('pending');

    await session.core.sends.processSendTx({ id: send.txId, txType: 'regular', txIndex: 1 });
    await simulator.clock.advance(2000);
    expect(store.transactions.get(send.txId)).toMatchObject({
      status: 'completed',
      txs: {
        'send:0': { status: 'confirmed', to: alice },
        'fee:0': { status: 'confirmed', to: FEE_COLLECTOR },
        'send:1': { status: 'confirmed', to: carmen },
        'fee:1': { status: 'confirmed' },
      },
    });
    expect(
      await failure(session.core.sends.processSendTx({ id: send.sendId, txType: 'regular', txIndex: 1 })),
    ).toEqual({
      status: 409,
      code: 'SEND_TX_ALREADY_PROCESSED',
    });
  });

  test('a failed chain transaction fails the send transaction and gives the tokens back', async () => {
    const setup = sendSetup();
    approveSend(setup.simulator, bruno, 10n ** 12n);
    const send = await createAsBruno(setup);
    const session = await setup.client(DEMO.keys.app, DEMO.profiles.bruno.id);
    const result = (await session.core.sends.processSendTx({
      id: send.sendId,
      txType: 'regular',
      txIndex: 0,
    })) as {
      txHash: string;
    };
    await setup.simulator.control.chain.failTx({ hash: result.txHash, reason: 'reverted' });
    expect(setup.store.transactions.get(send.txId)?.status).toBe('failed');
    expect(await usdcOf(setup.simulator, bruno)).toBe(String(5_000_000_000n - 500_000n));
  });

  test('without enough allowance answers 409 SEND_ALLOWANCE_INSUFFICIENT and moves nothing', async () => {
    const setup = sendSetup();
    approveSend(setup.simulator, bruno, 100_000_000n); // the fee is not covered
    const send = await createAsBruno(setup);
    const session = await setup.client(DEMO.keys.app, DEMO.profiles.bruno.id);
    expect(
      await failure(session.core.sends.processSendTx({ id: send.sendId, txType: 'regular', txIndex: 0 })),
    ).toEqual({
      status: 409,
      code: 'SEND_ALLOWANCE_INSUFFICIENT',
    });
    expect((await setup.simulator.control.chain.txs({ address: bruno })).txs).toEqual([]);
    expect(sendAllowanceOf(setup.simulator, bruno)).toBe(100_000_000n);
  });

  test('tokens spent after create answer 400 SEND_INSUFFICIENT_BALANCE', async () => {
    const setup = sendSetup();
    approveSend(setup.simulator, bruno, 10n ** 12n);
    const send = await createAsBruno(setup, sendBody(bruno, [{ address: alice, amount: 4000 }]));
    await setup.simulator.control.chain.transfer({
      chainId: BASE_SEPOLIA,
      from: bruno,
      to: alice,
      token: 'USDC',
      amount: '2000',
    });
    const session = await setup.client(DEMO.keys.app, DEMO.profiles.bruno.id);
    expect(
      await failure(session.core.sends.processSendTx({ id: send.sendId, txType: 'regular', txIndex: 0 })),
    ).toEqual({
      status: 400,
      code: 'SEND_INSUFFICIENT_BALANCE',
    });
  });

  test('a gasless wallet gets 400 SEND_INSUFFICIENT_GAS until its gas transaction is processed', async () => {
    const setup = sendSetup();
    const { simulator } = setup;
    await gaslessWallet(setup);
    approveSend(simulator, FRESH, 10n ** 12n);
    const send = (await (
      await setup.client(DEMO.keys.memberProfile)
    ).core.sends.create(sendBody(FRESH, [{ address: alice, amount: 10 }]))) as CreatedSend;
    const session = await setup.client(DEMO.keys.app, DEMO.profiles.carmen.id);
    expect(
      await failure(session.core.sends.processSendTx({ id: send.sendId, txType: 'regular', txIndex: 0 })),
    ).toEqual({
      status: 400,
      code: 'SEND_INSUFFICIENT_GAS',
    });

    const gas = (await session.core.sends.processSendTx({
      id: send.sendId,
      txType: 'gas',
      txIndex: 0,
    })) as Record<string, unknown>;
    expect(gas).toMatchObject({ txType: 'gas', signed: true, amountWei: '130000000000' });
    expect((await simulator.control.chain.txs({ address: FRESH })).txs[0]).toMatchObject({
      from: GAS_SPONSOR_ADDRESS,
      to: FRESH,
      amount: '130000000000',
      kind: 'native',
      gasPayer: GAS_SPONSOR_ADDRESS,
    });
    expect(
      await failure(session.core.sends.processSendTx({ id: send.sendId, txType: 'gas', txIndex: 0 })),
    ).toEqual({
      status: 409,
      code: 'SEND_TX_ALREADY_PROCESSED',
    });
    await simulator.clock.advance(2000);
    expect(await nativeOf(simulator, FRESH)).toBe('130000000000');

    await session.core.sends.processSendTx({ id: send.sendId, txType: 'regular', txIndex: 0 });
    await simulator.clock.advance(2000);
    expect(await nativeOf(simulator, FRESH)).toBe('0');
    expect(setup.store.transactions.get(send.txId)?.status).toBe('completed');
  });

  test('a client wallet gets the unsigned executor call and nothing moves', async () => {
    const setup = sendSetup();
    await externalWallet(setup);
    const send = (await (
      await setup.client(DEMO.keys.memberProfile)
    ).core.sends.create(sendBody(EXTERNAL, [{ address: alice, amount: 25 }]))) as CreatedSend;
    const session = await setup.client(DEMO.keys.app, DEMO.profiles.carmen.id);
    const data = (await session.core.sends.processSendTx({
      id: send.sendId,
      txType: 'regular',
      txIndex: 0,
    })) as {
      signed: boolean;
      transaction: { from: string; to: string; data: string; value: string; chainId: number };
    };
    expect(data.signed).toBe(false);
    expect(data.transaction).toMatchObject({
      from: EXTERNAL,
      to: EXECUTOR,
      value: '0',
      chainId: BASE_SEPOLIA,
    });
    expect(data.transaction.data).toMatch(/^0xa0c17088[0-9a-f]{320}$/);
    expect(data.transaction.data).toContain(alice.slice(2));
    expect(
      data.transaction.data.endsWith(
        25_000_000n.toString(16).padStart(64, '0') + 125_000n.toString(16).padStart(64, '0'),
      ),
    ).toBe(true);
    expect((await setup.simulator.control.chain.txs({ address: EXTERNAL })).txs).toEqual([]);
  });

  test('unknown send 404 SEND_NOT_FOUND, unknown index 404 SEND_TX_NOT_FOUND, another team 403 SEND_ACCESS_DENIED', async () => {
    const setup = sendSetup();
    const send = await createAsBruno(setup);
    const session = await setup.client(DEMO.keys.app, DEMO.profiles.bruno.id);
    expect(
      await failure(session.core.sends.processSendTx({ id: 'snd_missing', txType: 'regular', txIndex: 0 })),
    ).toEqual({ status: 404, code: 'SEND_NOT_FOUND' });
    expect(
      await failure(session.core.sends.processSendTx({ id: send.sendId, txType: 'regular', txIndex: 1 })),
    ).toEqual({
      status: 404,
      code: 'SEND_TX_NOT_FOUND',
    });
    expect(
      await failure(session.core.sends.processSendTx({ id: send.sendId, txType: 'gas', txIndex: 0 })),
    ).toEqual({
      status: 404,
      code: 'SEND_TX_NOT_FOUND',
    });
    const aliceSession = await setup.client(DEMO.keys.app, DEMO.profiles.alice.id);
    expect(
      await failure(
        aliceSession.core.sends.processSendTx({ id: send.sendId, txType: 'regular', txIndex: 0 }),
      ),
    ).toEqual({ status: 403, code: 'SEND_ACCESS_DENIED' });
    // carmen is in the team, but the wallet is bruno's own
    const carmenSession = await setup.client(DEMO.keys.app, DEMO.profiles.carmen.id);
    expect(
      await failure(
        carmenSession.core.sends.processSendTx({ id: send.sendId, txType: 'regular', txIndex: 0 }),
      ),
    ).toEqual({ status: 403, code: 'SEND_ACCESS_DENIED' });
    // another app's key does not see the send
    const other = await setup.client(DEMO.keys.otherApp, DEMO.profiles.pablo.id);
    expect(
      await failure(other.core.sends.processSendTx({ id: send.sendId, txType: 'regular', txIndex: 0 })),
    ).toEqual({
      status: 404,
      code: 'SEND_NOT_FOUND',
    });
  });

  test('needs a session (401 SESSION_REQUIRED) and a valid body (400 BODY_PARSER_ERROR)', async () => {
    const setup = sendSetup();
    const send = await createAsBruno(setup);
    expect(
      await failure(
        (await setup.client()).core.sends.processSendTx({ id: send.sendId, txType: 'regular', txIndex: 0 }),
      ),
    ).toEqual({ status: 401, code: 'SESSION_REQUIRED' });
    const loose = await (await import('./profile-user-client.js')).clientFor(setup.simulator, {
      profileId: DEMO.profiles.bruno.id,
      validation: 'off',
    });
    expect(
      await failure(loose.core.sends.processSendTx({ id: send.sendId, txType: 'fast', txIndex: 0 } as never)),
    ).toEqual({ status: 400, code: 'BODY_PARSER_ERROR' });
    expect(
      await failure(
        loose.core.sends.processSendTx({ id: send.sendId, txType: 'regular', txIndex: -1 } as never),
      ),
    ).toEqual({ status: 400, code: 'BODY_PARSER_ERROR' });
  });
});

describe('POST /channel/core/send/{id}/prepare-sponsored-tx', () => {
  test('hands out SponsoredSend typed data for a client wallet, with prepareId, expiry and attestation', async () => {
    const setup = sendSetup();
    await externalWallet(setup);
    const member = await setup.client(DEMO.keys.memberProfile);
    const send = (await member.core.sends.create(
      sendBody(EXTERNAL, [{ address: alice, amount: 25 }]),
    )) as CreatedSend;
    const data = await member.core.sends.prepareSponsoredTx({ id: send.sendId });
    expect(data).toMatchObject({
      prepareId: expect.stringMatching(/^prep_/),
      expiresAtMs: setup.simulator.clock.now() + 10 * 60 * 1000,
      attestation: expect.stringMatching(/^att_v1\.[A-Za-z0-9_-]+$/),
      nonce: 0,
      txIndex: 0,
    });
    expect(data.signerAddress.toLowerCase()).toBe(EXTERNAL);
    const parsed = parsePrepareSponsoredTxPayload(data);
    expect(parsed.typedData.domain).toMatchObject({
      chainId: BASE_SEPOLIA,
      name: 'Payments Platform Forwarder',
    });
    expect(parsed.typedData.message).toMatchObject({
      amount: 25_000_000n,
      fee: 125_000n,
      prepareId: data.prepareId,
      nonce: 0n,
    });
    expect(parsed.typedData.message.to.toLowerCase()).toBe(alice);
    expect(parsed.typedData.message.token.toLowerCase()).toBe(USDC);
    expect(setup.store.coreSendPrepares.get(data.prepareId)).toMatchObject({
      state: 'open',
      sendId: send.sendId,
    });
  });

  test('a platform wallet is prepared too, its payload to be signed by its owner, the platform custody signer', async () => {
    const setup = sendSetup();
    const send = await createAsBruno(setup);
    const data = (await (
      await setup.client()
    ).core.sends.prepareSponsoredTx({ id: send.sendId })) as unknown as {
      signerAddress: string;
      typedData: { message: { from: string } };
    };
    // The wallet is the message's signer; its owner key, the custody signer, signs it.
    expect(data.signerAddress.toLowerCase()).toBe(DEMO.wallets.bruno);
    expect(data.typedData.message.from.toLowerCase()).toBe(DEMO.wallets.bruno);
  });

  test('404 for an unknown send or index, 403 for another team, 400 for a negative index', async () => {
    const setup = sendSetup();
    await externalWallet(setup);
    const member = await setup.client(DEMO.keys.memberProfile);
    const send = (await member.core.sends.create(
      sendBody(EXTERNAL, [{ address: alice, amount: 25 }]),
    )) as CreatedSend;
    expect(await failure(member.core.sends.prepareSponsoredTx({ id: 'snd_nope' }))).toEqual({
      status: 404,
      code: 'SEND_NOT_FOUND',
    });
    expect(await failure(member.core.sends.prepareSponsoredTx({ id: send.sendId, txIndex: 3 }))).toEqual({
      status: 404,
      code: 'SEND_TX_NOT_FOUND',
    });
    expect(
      await failure(
        (await setup.client(DEMO.keys.individualProfile)).core.sends.prepareSponsoredTx({ id: send.sendId }),
      ),
    ).toEqual({ status: 403, code: 'SEND_ACCESS_DENIED' });
    const loose = await (await import('./profile-user-client.js')).clientFor(setup.simulator, {
      apiKey: DEMO.keys.memberProfile,
      validation: 'off',
    });
    expect(await failure(loose.core.sends.prepareSponsoredTx({ id: send.sendId, txIndex: -1 }))).toEqual({
      status: 400,
      code: 'BODY_PARSER_ERROR',
    });
  });

  test('a transaction already submitted answers 409 SEND_TX_ALREADY_PROCESSED', async () => {
    const setup = sendSetup();
    approveSend(setup.simulator, treasury, 10n ** 12n);
    const send = (await (
      await setup.client()
    ).core.sends.create(sendBody(treasury, [{ address: alice, amount: 5 }]))) as CreatedSend;
    const session = await setup.client(DEMO.keys.app, DEMO.profiles.bruno.id);
    await session.core.sends.processSponsoredTx({ id: send.sendId });
    expect(await failure((await setup.client()).core.sends.prepareSponsoredTx({ id: send.sendId }))).toEqual({
      status: 409,
      code: 'SEND_TX_ALREADY_PROCESSED',
    });
  });
});

describe('POST /channel/core/send/{id}/process-sponsored-tx without prepareId', () => {
  test('a session has the platform sign for a platform wallet; the gas sponsor pays the gas', async () => {
    const setup = sendSetup();
    const { simulator, store } = setup;
    approveSend(simulator, bruno, 10n ** 12n);
    const send = await createAsBruno(setup);
    const nativeBefore = await nativeOf(simulator, bruno);
    const session = await setup.client(DEMO.keys.app, DEMO.profiles.bruno.id);
    const data = (await session.core.sends.processSponsoredTx({ id: send.sendId })) as Record<
      string,
      unknown
    >;
    expect(data).toEqual({
      sendId: send.sendId,
      txId: send.txId,
      txIndex: 0,
      prepareId: null,
      txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      feeTxHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      gasSponsored: true,
      status: 'pending',
    });
    expect(await nativeOf(simulator, bruno)).toBe(nativeBefore);
    expect((await simulator.control.chain.txs({ address: bruno })).txs.map((tx) => tx.gasPayer)).toEqual([
      GAS_SPONSOR_ADDRESS,
      GAS_SPONSOR_ADDRESS,
    ]);
    expect(store.forwarderNonces.get(`${BASE_SEPOLIA}:${bruno}`)?.next).toBe(1);
    await simulator.clock.advance(2000);
    expect(store.transactions.get(send.txId)?.status).toBe('completed');
    expect(await failure(session.core.sends.processSponsoredTx({ id: send.sendId }))).toEqual({
      status: 409,
      code: 'SEND_TX_ALREADY_PROCESSED',
    });
  });

  test('needs a session (401 SESSION_REQUIRED), a platform wallet (409 SEND_SIGNATURE_REQUIRED) and an allowance', async () => {
    const setup = sendSetup();
    const send = await createAsBruno(setup);
    expect(await failure((await setup.client()).core.sends.processSponsoredTx({ id: send.sendId }))).toEqual({
      status: 401,
      code: 'SESSION_REQUIRED',
    });
    const session = await setup.client(DEMO.keys.app, DEMO.profiles.bruno.id);
    expect(await failure(session.core.sends.processSponsoredTx({ id: send.sendId }))).toEqual({
      status: 409,
      code: 'SEND_ALLOWANCE_INSUFFICIENT',
    });
    await externalWallet(setup);
    const external = (await (
      await setup.client(DEMO.keys.memberProfile)
    ).core.sends.create(sendBody(EXTERNAL, [{ address: alice, amount: 5 }]))) as CreatedSend;
    const carmenSession = await setup.client(DEMO.keys.app, DEMO.profiles.carmen.id);
    expect(await failure(carmenSession.core.sends.processSponsoredTx({ id: external.sendId }))).toEqual({
      status: 409,
      code: 'SEND_SIGNATURE_REQUIRED',
    });
  });

  test('attestation or userSignature without prepareId answers 400 BODY_PARSER_ERROR; a missing field with it too', async () => {
    const setup = sendSetup();
    const send = await createAsBruno(setup);
    const session = await setup.client(DEMO.keys.app, DEMO.profiles.bruno.id);
    // The SDK refuses it before sending, with the rule the document states.
    await expect(
      session.core.sends.processSponsoredTx({ id: send.sendId, userSignature: '0x12' }),
    ).rejects.toThrow(/attestation and userSignature are required with prepareId, and only with it/);
    const loose = await (await import('./profile-user-client.js')).clientFor(setup.simulator, {
      profileId: DEMO.profiles.bruno.id,
      validation: 'off',
    });
    for (const body of [
      { userSignature: '0x12' },
      { attestation: 'att', txIndex: 0 },
      { prepareId: 'prep_x' },
    ]) {
      expect(
        await failure(loose.core.sends.processSponsoredTx({ id: send.sendId, ...body } as never)),
        JSON.stringify(body),
      ).toEqual({ status: 400, code: 'BODY_PARSER_ERROR' });
    }
  });
});

describe('POST /channel/core/send/{id}/process-sponsored-tx with prepareId (checks before the signature)', () => {
  async function prepared() {
    const setup = sendSetup();
    await externalWallet(setup);
    approveSend(setup.simulator, EXTERNAL, 10n ** 12n);
    const member = await setup.client(DEMO.keys.memberProfile);
    const send = (await member.core.sends.create(
      sendBody(EXTERNAL, [{ address: alice, amount: 25 }]),
    )) as CreatedSend;
    const prepare = await member.core.sends.prepareSponsoredTx({ id: send.sendId });
    return { ...setup, member, send, prepare };
  }

  test('an unknown prepareId answers 404 SEND_PREPARE_NOT_FOUND', async () => {
    const { member, send, prepare } = await prepared();
    expect(
      await failure(
        member.core.sends.processSponsoredTx({
          id: send.sendId,
          prepareId: 'prep_unknown',
          attestation: prepare.attestation,
          userSignature: '0x00',
        }),
      ),
    ).toEqual({ status: 404, code: 'SEND_PREPARE_NOT_FOUND' });
  });

  test('another txIndex than the prepared one answers 400 SEND_PREPARE_TX_MISMATCH', async () => {
    const { member, send, prepare } = await prepared();
    expect(
      await failure(
        member.core.sends.processSponsoredTx({
          id: send.sendId,
          txIndex: 1,
          prepareId: prepare.prepareId,
          attestation: prepare.attestation,
          userSignature: '0x00',
        }),
      ),
    ).toEqual({ status: 400, code: 'SEND_PREPARE_TX_MISMATCH' });
  });

  test('a wrong attestation answers 403 SEND_ATTESTATION_INVALID; a non-hex signature 400 SEND_SIGNATURE_MALFORMED', async () => {
    const { member, send, prepare, simulator } = await prepared();
    expect(
      await failure(
        member.core.sends.processSponsoredTx({
          id: send.sendId,
          prepareId: prepare.prepareId,
          attestation: 'att_v1.forged',
          userSignature: '0x00',
        }),
      ),
    ).toEqual({ status: 403, code: 'SEND_ATTESTATION_INVALID' });
    for (const userSignature of ['signed', '0x1234']) {
      expect(
        await failure(
          member.core.sends.processSponsoredTx({
            id: send.sendId,
            prepareId: prepare.prepareId,
            attestation: prepare.attestation,
            userSignature,
          }),
        ),
      ).toEqual({ status: 400, code: 'SEND_SIGNATURE_MALFORMED' });
    }
    expect((await simulator.control.chain.txs({ address: EXTERNAL })).txs).toEqual([]);
  });
});

describe('a viewer on an existing team send (spec: roles; the send routes act for the sending wallet)', () => {
  test('a viewer of the team gets 403 SEND_ACCESS_DENIED from process-send-tx and the sponsored routes on an existing team send', async () => {
    const setup = sendSetup();
    approveSend(setup.simulator, treasury, 1_000_000_000n);
    const member = await setup.client(DEMO.keys.app, DEMO.profiles.carmen.id);
    const created = (await member.core.sends.create(
      sendBody(treasury, [{ address: alice, amount: 1 }]),
    )) as CreatedSend;
    const before = await usdcOf(setup.simulator, treasury);
    const viewer = await setup.client(DEMO.keys.appWrite, DEMO.profiles.diego.id);
    const denied = { status: 403, code: 'SEND_ACCESS_DENIED' };
    for (const id of [created.sendId, created.txId]) {
      for (const txType of ['regular', 'gas'] as const) {
        expect(await failure(viewer.core.sends.processSendTx({ id, txType, txIndex: 0 }))).toEqual(denied);
      }
      expect(await failure(viewer.core.sends.prepareSponsoredTx({ id, txIndex: 0 }))).toEqual(denied);
      expect(await failure(viewer.core.sends.processSponsoredTx({ id, txIndex: 0 }))).toEqual(denied);
    }
    expect(setup.store.coreSends.get(created.sendId)?.transfers.map((transfer) => transfer.hash)).toEqual([
      null,
    ]);
    expect(await usdcOf(setup.simulator, treasury)).toBe(before);
    // The member who created it may go on.
    const processed = (await member.core.sends.processSendTx({
      id: created.sendId,
      txType: 'regular',
      txIndex: 0,
    })) as { signed: boolean };
    expect(processed.signed).toBe(true);
  });
});
