/**
 * The top-up area through the SDK client with strict response validation: preview, phone-code
 * validation, withdrawals from platform and external wallets, and the sign-payload and
 * process-sponsored-tx rules that need no signature (the signed round trip is in
 * signing-roundtrip.test.ts).
 */
import { createHmac } from 'node:crypto';
import { createClient, type PaymentsClient } from '@payments-platform/sdk';
import { parseTopUpSignPayload } from '@payments-platform/signing';
import { describe, expect, test } from 'vitest';
import {
  createSimulator,
  DEMO,
  GAS_SPONSOR_ADDRESS,
  NATIVE_TOKEN_ADDRESS,
  type Simulator,
  TOKEN_ADDRESSES,
} from '../src/index.js';
import {
  TOPUP_CAPABILITY_IDS,
  TOPUP_SETTLEMENT_ADDRESS,
  TOPUP_SIGNATURE_SECRET,
} from '../src/modules/channels/families/topup.js';
import { failure } from './profile-user-client.js';

const BASE_SEPOLIA = 84532;
const USDC = TOKEN_ADDRESSES.baseSepolia.USDC;
const EXTERNAL = '0x7e5f4552091a69125d5dfcb7b8c2659029395bdf';
const business = DEMO.teams.business.id;

function setup() {
  const simulator = createSimulator({ randomSeed: 'test' });
  /** `validation: 'off'` reaches the simulator with input the SDK's schemas would refuse first. */
  const client = (
    apiKey: string = DEMO.keys.profileWrite,
    validation: 'strict' | 'off' = 'strict',
  ): PaymentsClient =>
    createClient({
      apiKey,
      baseUrl: simulator.baseUrl,
      fetch: simulator.fetch,
      validation,
      maxRetries: 0,
    });
  /** The app key with a session of a profile (bruno by default): the platform signs its platform wallets. */
  const sessionClient = async (profileId: string = DEMO.profiles.bruno.id): Promise<PaymentsClient> =>
    createClient({
      apiKey: DEMO.keys.app,
      baseUrl: simulator.baseUrl,
      fetch: simulator.fetch,
      validation: 'strict',
      maxRetries: 0,
      session: { token: (await simulator.control.tenancy.createSession({ profileId })).token },
    });
  return { simulator, client, sessionClient, store: simulator.services.store };
}

const usdcOf = async (simulator: Simulator, address: string) =>
  (await simulator.control.chain.balances({ address, chainId: BASE_SEPOLIA })).balances.find(
    (balance) => balance.tokenAddress === USDC.toLowerCase(),
  )?.amount ?? '0';

const nativeOf = async (simulator: Simulator, address: string) =>
  (await simulator.control.chain.balances({ address, chainId: BASE_SEPOLIA })).balances.find(
    (balance) => balance.tokenAddress === NATIVE_TOKEN_ADDRESS,
  )?.amount ?? '0';

const withdrawal = {
  codigopaq: '55123456',
  destinationCountry: 'GT',
  chain: 'base-sepolia',
  token: 'USDC',
  amount: 25,
} as const;

/** An external wallet of carmen (business member) holding USDC on Base Sepolia. */
async function externalWallet(simulator: Simulator, usdc = '100') {
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
    amount: usdc,
  });
}

describe('GET /channel/topup/preview', () => {
  test('estimates the amount received in USD and in each destination currency', async () => {
    const { client } = setup();
    const data = await client(DEMO.keys.app).topup.preview({
      amount: '25',
      chain: 'base-sepolia',
      token: USDC,
    });
    expect(data).toEqual({
      amount: '25',
      chain: { id: 'chn_base-sepolia', slug: 'base-sepolia', chainId: BASE_SEPOLIA },
      token: { address: USDC, symbol: 'USDC', decimals: 6 },
      usdPrice: 1,
      // The channel's advertised 1% surcharge: added to what the wallet pays, the phone gets 25.
      amountUsd: 25,
      feeUsd: 0.25,
      totalUsd: 25.25,
      estimatedUsd: 25,
      feeType: 'percentage',
      feeStyle: 'surcharge',
      limits: { min: 1, max: 1000 },
      estimates: [
        { country: 'GT', currency: 'GTQ', usdRate: 7.75, estimatedAmount: 193.75 },
        { country: 'SV', currency: 'USD', usdRate: 1, estimatedAmount: 25 },
        { country: 'MX', currency: 'MXN', usdRate: 18.5, estimatedAmount: 462.5 },
        { country: 'CO', currency: 'COP', usdRate: 4100, estimatedAmount: 102500 },
      ],
    });
  });

  test('takes the chain as a numeric chain id too', async () => {
    const { client } = setup();
    const data = await client(DEMO.keys.app).topup.preview({
      amount: '10.5',
      chain: '137',
      token: TOKEN_ADDRESSES.polygon.USDT,
    });
    expect(data).toMatchObject({
      token: { symbol: 'USDT' },
      feeUsd: 0.105,
      totalUsd: 10.605,
      estimatedUsd: 10.5,
    });
  });

  test('answers 400 BODY_PARSER_ERROR for an unknown chain, a token that is not a top-up token of the chain, or too many decimals', async () => {
    const { client } = setup();
    const app = client(DEMO.keys.app);
    const bad = { status: 400, code: 'BODY_PARSER_ERROR' };
    expect(await failure(app.topup.preview({ amount: '1', chain: 'solana', token: USDC }))).toEqual(bad);
    expect(
      await failure(app.topup.preview({ amount: '1', chain: 'base-sepolia', token: NATIVE_TOKEN_ADDRESS })),
    ).toEqual(bad);
    expect(
      await failure(
        app.topup.preview({ amount: '1', chain: 'base-sepolia', token: TOKEN_ADDRESSES.polygon.USDT }),
      ),
    ).toEqual(bad);
    expect(
      await failure(app.topup.preview({ amount: '1.0000001', chain: 'base-sepolia', token: USDC })),
    ).toEqual(bad);
  });

  test('answers 400 BODY_PARSER_ERROR for an amount too large to estimate', async () => {
    const { client } = setup();
    const amount = '9'.repeat(400);
    // Past the contract's bound (59 digits before the point) the SDK refuses before sending; the route refuses it too.
    await expect(
      client(DEMO.keys.app).topup.preview({ amount, chain: 'base-sepolia', token: USDC }),
    ).rejects.toMatchObject({ name: 'InputValidationError' });
    const response = await setup().simulator.fetch(
      `/channel/topup/preview?amount=${amount}&chain=base-sepolia&token=${USDC}`,
      { headers: { 'x-api-key': DEMO.keys.app } },
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('BODY_PARSER_ERROR');
  });

  test('needs an API key (403)', async () => {
    const { simulator } = setup();
    const response = await simulator.fetch(
      `/channel/topup/preview?amount=1&chain=base-sepolia&token=${USDC}`,
    );
    expect(response.status).toBe(403);
  });
});

describe('GET /channel/topup/validate-phone', () => {
  test('checks the codigopaq format (8 to 12 digits) without a capability', async () => {
    const app = setup().client(DEMO.keys.app);
    expect(await app.topup.validatePhone({ codigopaq: '55123456' })).toEqual({
      ok: true,
      codigopaq: '55123456',
      reason: null,
    });
    expect(await app.topup.validatePhone({ codigopaq: '5512-3456' })).toEqual({
      ok: false,
      codigopaq: '5512-3456',
      reason: 'codigopaq must be 8 to 12 digits.',
    });
  });

  test('with a capability of the top-up channel answers { ok, signature }, an HMAC-SHA256 of the code', async () => {
    const app = setup().client(DEMO.keys.app);
    const capabilityId = TOPUP_CAPABILITY_IDS.GT;
    const expected = createHmac('sha256', TOPUP_SIGNATURE_SECRET)
      .update(`${capabilityId}:55123456`)
      .digest('hex');
    expect(await app.topup.validatePhone({ codigopaq: '55123456', capabilityId })).toEqual({
      ok: true,
      signature: expected,
    });
    expect(await app.topup.validatePhone({ codigopaq: '123', capabilityId })).toEqual({
      ok: false,
      signature: null,
    });
  });

  test('a capability id that is not of the top-up channel answers 400 BODY_PARSER_ERROR', async () => {
    const app = setup().client(DEMO.keys.app);
    expect(
      await failure(
        app.topup.validatePhone({
          codigopaq: '55123456',
          capabilityId: '00000000-0000-4000-8000-000000000000',
        }),
      ),
    ).toEqual({ status: 400, code: 'BODY_PARSER_ERROR' });
  });
});

describe('POST /channel/topup/withdraw', () => {
  test('from a platform wallet with a session submits the sponsored transfer in the call; the transaction completes one block later', async () => {
    const { simulator, sessionClient, store } = setup();
    const sponsorGas = BigInt(await nativeOf(simulator, GAS_SPONSOR_ADDRESS));
    const brunoGas = await nativeOf(simulator, DEMO.wallets.bruno);
    const data = (await (await sessionClient()).topup.withdrawals.create({ ...withdrawal, note: 'Mom' })) as {
      txId: string;
      rechargeId: string;
      status: string;
      requiresSignature: boolean;
      txHash: string;
      tx: { id: string; status: string; channel: object; token: object; chain: object };
    };
    expect(data).toMatchObject({ status: 'pending', requiresSignature: false });
    expect(data.txId).toMatch(/^[0-9a-f-]{36}$/);
    expect(data.rechargeId).toMatch(/^rch_/);
    expect(data.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(data.tx).toMatchObject({
      id: data.txId,
      status: 'pending',
      channel: { slug: 'topup', method: 'withdraw' },
      token: { symbol: 'USDC', address: USDC },
      chain: { slug: 'base-sepolia', chainId: BASE_SEPOLIA },
    });
    const [chainTx] = (await simulator.control.chain.txs({ hash: data.txHash })).txs;
    expect(chainTx).toMatchObject({
      from: DEMO.wallets.bruno,
      to: TOPUP_SETTLEMENT_ADDRESS,
      amount: '25250000', // 25 USDC and the 1% surcharge on top
      gasPayer: GAS_SPONSOR_ADDRESS,
      status: 'pending',
    });
    expect(await usdcOf(simulator, DEMO.wallets.bruno)).toBe('4974750000');
    expect(await nativeOf(simulator, DEMO.wallets.bruno)).toBe(brunoGas);
    expect(BigInt(await nativeOf(simulator, GAS_SPONSOR_ADDRESS))).toBe(
      sponsorGas - BigInt(chainTx?.fee ?? '0'),
    );

    await simulator.clock.advance(2000);
    const transaction = store.transactions.get(data.txId);
    expect(transaction).toMatchObject({
      status: 'completed',
      teamId: business,
      profileId: DEMO.profiles.bruno.id,
      txs: { withdraw: { hash: data.txHash, status: 'confirmed', blockNumber: 19_000_001 } },
      detail: {
        codigopaq: '55123456',
        destinationCountry: 'GT',
        note: 'Mom',
        rechargeId: data.rechargeId,
        estimatedLocal: { currency: 'GTQ', estimatedAmount: 193.75 },
        fee: { style: 'surcharge', amount: '0.25', payerPays: '25.25', receiverGets: '25' },
      },
    });
    expect(await usdcOf(simulator, TOPUP_SETTLEMENT_ADDRESS)).toBe('25250000');
  });

  test('a chain transaction made to fail fails the withdrawal and gives the tokens back', async () => {
    const { simulator, sessionClient, store } = setup();
    const data = (await (await sessionClient()).topup.withdrawals.create(withdrawal)) as {
      txId: string;
      txHash: string;
    };
    await simulator.control.chain.failTx({ hash: data.txHash });
    expect(store.transactions.get(data.txId)?.status).toBe('failed');
    expect(await usdcOf(simulator, DEMO.wallets.bruno)).toBe('5000000000');
  });

  test('from an external wallet creates a pending transaction that waits for the signature', async () => {
    const { simulator, client, store } = setup();
    await externalWallet(simulator);
    const data = (await client(DEMO.keys.memberProfile).topup.withdrawals.create({
      ...withdrawal,
      sendWallet: EXTERNAL,
    })) as { txId: string; requiresSignature: boolean; txHash: string | null; status: string };
    expect(data).toMatchObject({ requiresSignature: true, txHash: null, status: 'pending' });
    expect(store.transactions.get(data.txId)).toMatchObject({ status: 'pending', txs: {} });
    expect((await simulator.control.chain.txs({ address: EXTERNAL })).txs).toEqual([]);
    expect(await usdcOf(simulator, EXTERNAL)).toBe('100000000');
  });

  test('pays from a team wallet without a profile, and an admin may name any wallet of the team', async () => {
    const { simulator, client, sessionClient } = setup();
    await externalWallet(simulator);
    const member = await sessionClient(DEMO.profiles.carmen.id);
    const fromTreasury = (await member.topup.withdrawals.create({
      ...withdrawal,
      sendWallet: DEMO.wallets.business,
    })) as { txHash: string };
    expect((await simulator.control.chain.txs({ hash: fromTreasury.txHash })).txs[0]?.from).toBe(
      DEMO.wallets.business,
    );
    const byAdmin = (await client().topup.withdrawals.create({ ...withdrawal, sendWallet: EXTERNAL })) as {
      requiresSignature: boolean;
    };
    expect(byAdmin.requiresSignature).toBe(true);
  });

  test('answers 400 BODY_PARSER_ERROR for a bad code, country, chain, token or amount', async () => {
    const { client } = setup();
    const bruno = client(DEMO.keys.profileWrite, 'off');
    const bad = { status: 400, code: 'BODY_PARSER_ERROR' };
    for (const change of [
      { codigopaq: '12ab' },
      { destinationCountry: 'US' },
      { chain: 'solana' },
      { token: 'ETH' },
      { token: TOKEN_ADDRESSES.polygon.USDT },
      { amount: 0.5 },
      { amount: 1000.01 },
      { amount: 1.0000001 },
      { amount: -5 },
    ]) {
      expect(await failure(bruno.topup.withdrawals.create({ ...withdrawal, ...change }))).toEqual(bad);
    }
  });

  test('answers 400 BODY_PARSER_ERROR for a sendWallet that is not an EVM address, and records nothing', async () => {
    const { client, store } = setup();
    const transactions = store.transactions.size;
    for (const sendWallet of ['', 'treasury', '0x12']) {
      const unchecked = client(DEMO.keys.profileWrite, 'off');
      expect(await failure(unchecked.topup.withdrawals.create({ ...withdrawal, sendWallet }))).toEqual({
        status: 400,
        code: 'BODY_PARSER_ERROR',
      });
    }
    expect(store.transactions.size).toBe(transactions);
    expect(store.topupWithdrawals.size).toBe(0);
  });

  test('answers 400 TOPUP_INSUFFICIENT_BALANCE and 400 TOPUP_WALLET_REQUIRED', async () => {
    const { simulator, client } = setup();
    await externalWallet(simulator, '10');
    expect(
      await failure(
        client(DEMO.keys.memberProfile).topup.withdrawals.create({ ...withdrawal, sendWallet: EXTERNAL }),
      ),
    ).toEqual({ status: 400, code: 'TOPUP_INSUFFICIENT_BALANCE' });
    expect(await failure(client().topup.withdrawals.create({ ...withdrawal, chain: 'ethereum' }))).toEqual({
      status: 400,
      code: 'TOPUP_INSUFFICIENT_BALANCE',
    });
    const developer = client(DEMO.keys.app).withContext({
      profileId: DEMO.profiles.aliceAtBusiness.id,
      teamId: business,
    });
    expect(await failure(developer.topup.withdrawals.create(withdrawal))).toEqual({
      status: 400,
      code: 'TOPUP_WALLET_REQUIRED',
    });
  });

  test('answers 403 for a viewer, a wallet of another member or of another team, and without a context', async () => {
    const { client } = setup();
    const viewer = client(DEMO.keys.app).withContext({ profileId: DEMO.profiles.diego.id, teamId: business });
    expect(await failure(viewer.topup.withdrawals.create(withdrawal))).toEqual({
      status: 403,
      code: 'TOPUP_ROLE_FORBIDDEN',
    });
    const member = client(DEMO.keys.memberProfile);
    expect(
      await failure(member.topup.withdrawals.create({ ...withdrawal, sendWallet: DEMO.wallets.bruno })),
    ).toEqual({
      status: 403,
      code: 'TOPUP_WALLET_NOT_OWNED',
    });
    expect(
      await failure(client().topup.withdrawals.create({ ...withdrawal, sendWallet: DEMO.wallets.alice })),
    ).toEqual({
      status: 403,
      code: 'TOPUP_WALLET_NOT_OWNED',
    });
    const withoutContext = await failure(client(DEMO.keys.app).topup.withdrawals.create(withdrawal));
    expect(withoutContext.status).toBe(401);
  });

  test('answers 500 TOPUP_WITHDRAWAL_FAILED when the gas sponsor cannot pay', async () => {
    const { simulator, sessionClient } = setup();
    const state = simulator.snapshot();
    const sponsorRow = `${BASE_SEPOLIA}:${NATIVE_TOKEN_ADDRESS}:${GAS_SPONSOR_ADDRESS}`;
    const balances = (state.store.balances as Array<{ id: string; amount: string }>).map((row) =>
      row.id === sponsorRow ? { ...row, amount: '0' } : row,
    );
    simulator.restore({ ...state, store: { ...state.store, balances } });
    expect(await failure((await sessionClient()).topup.withdrawals.create(withdrawal))).toEqual({
      status: 500,
      code: 'TOPUP_WITHDRAWAL_FAILED',
    });
    expect(await usdcOf(simulator, DEMO.wallets.bruno)).toBe('5000000000');
    expect(simulator.services.store.transactions.size).toBe(0);
  });
});

describe('GET /channel/topup/withdraw/{txId}/sign-payload', () => {
  test('returns the forwarder typed data of the withdrawal with a nonce and an expiry on the virtual clock', async () => {
    const { simulator, client } = setup();
    await externalWallet(simulator);
    const { txId } = (await client(DEMO.keys.memberProfile).topup.withdrawals.create({
      ...withdrawal,
      sendWallet: EXTERNAL,
    })) as { txId: string };
    const data = await client(DEMO.keys.app).topup.withdrawals.signPayload({ txId });
    const expiresAtMs = Date.parse('2025-01-01T00:10:00.000Z');
    expect(data).toMatchObject({
      signerAddress: '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf',
      expiresAtMs,
      nonce: 0,
      typedData: {
        domain: {
          name: 'Payments Platform Forwarder',
          version: '1',
          chainId: BASE_SEPOLIA,
          verifyingContract: '0xE8F909724e95b0c0705E8c6AFe94Be2B14e3dFDe',
        },
        primaryType: 'TopUpWithdrawal',
        message: {
          from: '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf',
          to: '0x70B0000000000000000000000000000000000701',
          token: USDC,
          amount: '25000000',
          fee: '250000',
          txId,
          nonce: '0',
          expiresAtMs: String(expiresAtMs),
        },
      },
    });
    expect(parseTopUpSignPayload(data).signerAddress).toBe(data.signerAddress);

    await simulator.clock.advance(60_000);
    const again = await client(DEMO.keys.app).topup.withdrawals.signPayload({ txId });
    expect(again.typedData).toMatchObject({ message: { expiresAtMs: String(expiresAtMs + 60_000) } });
  });

  test('answers 404 TOPUP_WITHDRAWAL_NOT_FOUND for an unknown txId or one of another app', async () => {
    const { simulator, client } = setup();
    await externalWallet(simulator);
    const { txId } = (await client(DEMO.keys.memberProfile).topup.withdrawals.create({
      ...withdrawal,
      sendWallet: EXTERNAL,
    })) as { txId: string };
    const notFound = { status: 404, code: 'TOPUP_WITHDRAWAL_NOT_FOUND' };
    expect(await failure(client(DEMO.keys.app).topup.withdrawals.signPayload({ txId: 'nope' }))).toEqual(
      notFound,
    );
    expect(await failure(client(DEMO.keys.otherApp).topup.withdrawals.signPayload({ txId }))).toEqual(
      notFound,
    );
  });

  test('answers 409 TOPUP_WITHDRAWAL_NOT_AWAITING_SIGNATURE for a withdrawal the platform signed', async () => {
    const { client, sessionClient } = setup();
    const { txId } = (await (await sessionClient()).topup.withdrawals.create(withdrawal)) as { txId: string };
    expect(await failure(client(DEMO.keys.app).topup.withdrawals.signPayload({ txId }))).toEqual({
      status: 409,
      code: 'TOPUP_WITHDRAWAL_NOT_AWAITING_SIGNATURE',
    });
    expect(
      await failure(
        client(DEMO.keys.app).topup.withdrawals.processSponsoredTx({ txId, userSignature: '0x00' }),
      ),
    ).toEqual({ status: 409, code: 'TOPUP_WITHDRAWAL_NOT_AWAITING_SIGNATURE' });
  });
});

describe('POST /channel/topup/withdraw/{txId}/process-sponsored-tx (without a valid signature)', () => {
  test('answers 409 TOPUP_SIGN_PAYLOAD_REQUIRED before sign-payload, 400 TOPUP_SIGNATURE_MALFORMED, 404 for an unknown txId', async () => {
    const { simulator, client } = setup();
    await externalWallet(simulator);
    const { txId } = (await client(DEMO.keys.memberProfile).topup.withdrawals.create({
      ...withdrawal,
      sendWallet: EXTERNAL,
    })) as { txId: string };
    const app = client(DEMO.keys.app);
    expect(await failure(app.topup.withdrawals.processSponsoredTx({ txId, userSignature: '0x00' }))).toEqual({
      status: 409,
      code: 'TOPUP_SIGN_PAYLOAD_REQUIRED',
    });
    await app.topup.withdrawals.signPayload({ txId });
    for (const userSignature of ['not-hex', '0x1234']) {
      expect(await failure(app.topup.withdrawals.processSponsoredTx({ txId, userSignature }))).toEqual({
        status: 400,
        code: 'TOPUP_SIGNATURE_MALFORMED',
      });
    }
    expect(
      await failure(app.topup.withdrawals.processSponsoredTx({ txId: 'nope', userSignature: '0x00' })),
    ).toEqual({
      status: 404,
      code: 'TOPUP_WITHDRAWAL_NOT_FOUND',
    });
    expect((await simulator.control.chain.txs({ address: EXTERNAL })).txs).toEqual([]);
  });
});
