/**
 * The chain ledger through the control API (`/_simulator/chain/...`, `/_simulator/wallets`) and
 * the simulator's methods: funding, transfers with deterministic hashes and a fixed gas model,
 * confirmation on the virtual clock, early confirmation and failure, and snapshots.
 */
import { describe, expect, test } from 'vitest';
import {
  type ChainTxView,
  createSimulator,
  DEMO,
  GAS_PRICE_WEI,
  GAS_SPONSOR_ADDRESS,
  GAS_USED,
  NATIVE_TOKEN_ADDRESS,
  type Simulator,
  TOKEN_ADDRESSES,
} from '../src/index.js';

const BASE_SEPOLIA = 84532;
const USDC = TOKEN_ADDRESSES.baseSepolia.USDC.toLowerCase();
const HOLDER = '0x1111111111111111111111111111111111111111';
const RECIPIENT = '0x2222222222222222222222222222222222222222';
const HASH = /^0x[0-9a-f]{64}$/;

interface Answer<T> {
  readonly status: number;
  readonly data: T;
  readonly code: string | undefined;
}

async function control<T = unknown>(
  simulator: Simulator,
  method: string,
  path: string,
  body?: unknown,
): Promise<Answer<T>> {
  const response = await simulator.fetch(`/_simulator${path}`, {
    method,
    ...(body === undefined
      ? {}
      : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });
  const json = (await response.json()) as { data?: T; error?: { code: string } };
  return { status: response.status, data: json.data as T, code: json.error?.code };
}

const balanceOf = async (simulator: Simulator, address: string, token: string = USDC) =>
  (await simulator.control.chain.balances({ address, chainId: BASE_SEPOLIA })).balances.find(
    (balance) => balance.tokenAddress === token.toLowerCase(),
  )?.amount ?? '0';

async function funded(options: Parameters<typeof createSimulator>[0] = {}) {
  const simulator = createSimulator({ randomSeed: 'chain', ...options });
  await simulator.control.chain.fund({
    chainId: BASE_SEPOLIA,
    address: HOLDER,
    token: 'USDC',
    amount: '100',
  });
  await simulator.control.chain.fund({ chainId: BASE_SEPOLIA, address: HOLDER, amount: '0.01' });
  return simulator;
}

const erc20Fee = GAS_USED.erc20 * (GAS_PRICE_WEI[BASE_SEPOLIA] ?? 0n);

describe('POST /_simulator/chain/fund and GET /_simulator/chain/balances', () => {
  test('credits tokens by symbol, by address and the native coin, in whole tokens', async () => {
    const simulator = createSimulator({ seed: 'empty' });
    const bySymbol = await control(simulator, 'POST', '/chain/fund', {
      chainId: BASE_SEPOLIA,
      address: HOLDER,
      token: 'usdc',
      amount: '12.5',
    });
    expect(bySymbol.status).toBe(200);
    expect(bySymbol.data).toEqual({
      chainId: BASE_SEPOLIA,
      chain: 'base-sepolia',
      address: HOLDER,
      tokenAddress: USDC,
      symbol: 'USDC',
      decimals: 6,
      amount: '12500000',
      formatted: '12.5',
    });
    await control(simulator, 'POST', '/chain/fund', {
      chainId: BASE_SEPOLIA,
      address: HOLDER,
      token: TOKEN_ADDRESSES.baseSepolia.USDC,
      amount: 7.5,
    });
    await control(simulator, 'POST', '/chain/fund', { chainId: BASE_SEPOLIA, address: HOLDER, amount: '1' });
    const balances = await control<{ balances: Array<{ symbol: string; amount: string }> }>(
      simulator,
      'GET',
      `/chain/balances?address=${HOLDER}`,
    );
    expect(balances.status).toBe(200);
    expect(balances.data.balances.map(({ symbol, amount }) => ({ symbol, amount }))).toEqual([
      { symbol: 'USDC', amount: '20000000' },
      { symbol: 'ETH', amount: '1000000000000000000' },
    ]);
  });

  test('lists the demo seed balances of a wallet, filtered by chain', async () => {
    const simulator = createSimulator();
    const balances = (await simulator.control.chain.balances({ address: DEMO.wallets.alice, chainId: 137 }))
      .balances;
    expect(balances.map((balance) => `${balance.formatted} ${balance.symbol}`)).toEqual([
      '250 USDC',
      '20 POL',
    ]);
  });

  test('refuses an unknown chain (404), an unknown token (404) and invalid amounts or addresses (400)', async () => {
    const simulator = createSimulator({ seed: 'empty' });
    const fund = (body: object) =>
      control(simulator, 'POST', '/chain/fund', {
        chainId: BASE_SEPOLIA,
        address: HOLDER,
        amount: '1',
        ...body,
      });
    expect(await fund({ chainId: 999 })).toMatchObject({ status: 404, code: 'CHAIN_NOT_FOUND' });
    expect(await fund({ token: 'USDT' })).toMatchObject({ status: 404, code: 'TOKEN_NOT_FOUND' });
    expect(await fund({ amount: '0.0000001', token: 'USDC' })).toMatchObject({
      status: 400,
      code: 'BODY_PARSER_ERROR',
    });
    expect(await fund({ amount: '0' })).toMatchObject({ status: 400, code: 'BODY_PARSER_ERROR' });
    expect(await fund({ address: '0x1234' })).toMatchObject({ status: 400, code: 'BODY_PARSER_ERROR' });
    expect(await control(simulator, 'GET', '/chain/balances')).toMatchObject({
      status: 400,
      code: 'BODY_PARSER_ERROR',
    });
  });
});

describe('transfers', () => {
  test('a transfer is pending with a 32-byte hash, takes amount and gas at once, and credits on confirmation', async () => {
    const simulator = await funded();
    const submitted = await control<ChainTxView>(simulator, 'POST', '/chain/txs', {
      chainId: BASE_SEPOLIA,
      from: HOLDER,
      to: RECIPIENT,
      token: 'USDC',
      amount: '40',
    });
    expect(submitted.status).toBe(201);
    const tx = submitted.data;
    expect(tx).toMatchObject({
      chainId: BASE_SEPOLIA,
      kind: 'erc20',
      from: HOLDER,
      to: RECIPIENT,
      tokenAddress: USDC,
      amount: '40000000',
      gasUsed: '65000',
      gasPrice: '1000000',
      fee: erc20Fee.toString(),
      gasPayer: HOLDER,
      status: 'pending',
      blockNumber: null,
      settledAt: null,
    });
    expect(tx.hash).toMatch(HASH);
    expect(await balanceOf(simulator, HOLDER)).toBe('60000000');
    expect(await balanceOf(simulator, RECIPIENT)).toBe('0');
    expect(await balanceOf(simulator, HOLDER, NATIVE_TOKEN_ADDRESS)).toBe((10n ** 16n - erc20Fee).toString());

    await simulator.clock.advance(1999);
    expect((await simulator.control.chain.txs({ hash: tx.hash })).txs[0]?.status).toBe('pending');
    await simulator.clock.advance(1);
    const [confirmed] = (await simulator.control.chain.txs({ hash: tx.hash })).txs;
    expect(confirmed).toMatchObject({ status: 'confirmed', settledAt: '2025-01-01T00:00:02.000Z' });
    expect(confirmed?.blockNumber).toBe(19_000_001);
    expect(await balanceOf(simulator, RECIPIENT)).toBe('40000000');
  });

  test('a native transfer uses 21,000 gas and needs amount plus fee', async () => {
    const simulator = await funded();
    const tx = await simulator.control.chain.transfer({
      chainId: BASE_SEPOLIA,
      from: HOLDER,
      to: RECIPIENT,
      amount: '0.004',
    });
    const fee = GAS_USED.native * 1_000_000n;
    expect(tx).toMatchObject({ kind: 'native', gasUsed: '21000', fee: fee.toString() });
    expect(await balanceOf(simulator, HOLDER, NATIVE_TOKEN_ADDRESS)).toBe((6n * 10n ** 15n - fee).toString());
  });

  test('a sponsored transfer charges the gas to the gas payer, not the sender', async () => {
    const simulator = await funded();
    const sponsorBefore = BigInt(await balanceOf(simulator, GAS_SPONSOR_ADDRESS, NATIVE_TOKEN_ADDRESS));
    const tx = await simulator.control.chain.transfer({
      chainId: BASE_SEPOLIA,
      from: HOLDER,
      to: RECIPIENT,
      token: 'USDC',
      amount: '1',
      gasPayer: GAS_SPONSOR_ADDRESS,
    });
    expect(tx.gasPayer).toBe(GAS_SPONSOR_ADDRESS);
    expect(await balanceOf(simulator, HOLDER, NATIVE_TOKEN_ADDRESS)).toBe((10n ** 16n).toString());
    expect(await balanceOf(simulator, GAS_SPONSOR_ADDRESS, NATIVE_TOKEN_ADDRESS)).toBe(
      (sponsorBefore - erc20Fee).toString(),
    );
  });

  test('insufficient token balance answers 400 INSUFFICIENT_BALANCE; insufficient gas 400 INSUFFICIENT_GAS', async () => {
    const simulator = await funded();
    const transfer = (body: object) =>
      control(simulator, 'POST', '/chain/txs', {
        chainId: BASE_SEPOLIA,
        from: HOLDER,
        to: RECIPIENT,
        token: 'USDC',
        amount: '1',
        ...body,
      });
    expect(await transfer({ amount: '100.000001' })).toMatchObject({
      status: 400,
      code: 'INSUFFICIENT_BALANCE',
    });
    expect(await transfer({ token: undefined, amount: '0.01' })).toMatchObject({
      status: 400,
      code: 'INSUFFICIENT_GAS',
    });
    expect(await transfer({ gasPayer: RECIPIENT })).toMatchObject({ status: 400, code: 'INSUFFICIENT_GAS' });
    expect(await balanceOf(simulator, HOLDER)).toBe('100000000');
    expect((await simulator.control.chain.txs({ address: HOLDER })).txs).toEqual([]);
  });

  test('hashes come from the seeded generator: the same seed and calls give the same hashes', async () => {
    const hashes = async () => {
      const simulator = await funded();
      const sent: string[] = [];
      for (const amount of [1, 2]) {
        const { hash } = await simulator.control.chain.transfer({
          chainId: BASE_SEPOLIA,
          from: HOLDER,
          to: RECIPIENT,
          token: 'USDC',
          amount,
        });
        sent.push(hash);
      }
      return sent;
    };
    const first = await hashes();
    expect(first).toEqual(await hashes());
    for (const hash of first) expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(first[0]).not.toBe(first[1]);
    expect(
      (
        await (
          await funded({ randomSeed: 'other' })
        ).control.chain.transfer({
          chainId: BASE_SEPOLIA,
          from: HOLDER,
          to: RECIPIENT,
          token: 'USDC',
          amount: 1,
        })
      ).hash,
    ).not.toBe(first[0]);
  });

  test('the blockTimeMs option sets when transfers confirm, and blocks advance with the clock', async () => {
    const simulator = await funded({ blockTimeMs: 500 });
    const before = (await simulator.control.chain.blocks()).chains.find(
      (chain) => chain.chainId === BASE_SEPOLIA,
    );
    expect(before).toEqual({
      chainId: BASE_SEPOLIA,
      chain: 'base-sepolia',
      blockNumber: 19_000_000,
      blockTimeMs: 500,
      gasPrice: '1000000',
    });
    const tx = await simulator.control.chain.transfer({
      chainId: BASE_SEPOLIA,
      from: HOLDER,
      to: RECIPIENT,
      token: 'USDC',
      amount: 1,
    });
    await simulator.clock.advance(500);
    expect((await simulator.control.chain.txs({ hash: tx.hash })).txs[0]).toMatchObject({
      status: 'confirmed',
      blockNumber: 19_000_001,
    });
    await simulator.clock.advance(10_000);
    const blocks = await control<{ chains: Array<{ chainId: number; blockNumber: number }> }>(
      simulator,
      'GET',
      '/chain/blocks',
    );
    expect(blocks.data.chains.find((chain) => chain.chainId === BASE_SEPOLIA)?.blockNumber).toBe(19_000_021);
  });
});

describe('settling early and listing', () => {
  test('POST /chain/txs/{hash}/confirm confirms now; a second settle answers 409', async () => {
    const simulator = await funded();
    const tx = await simulator.control.chain.transfer({
      chainId: BASE_SEPOLIA,
      from: HOLDER,
      to: RECIPIENT,
      token: 'USDC',
      amount: 5,
    });
    const confirmed = await control<ChainTxView>(simulator, 'POST', `/chain/txs/${tx.hash}/confirm`);
    expect(confirmed).toMatchObject({ status: 200, data: { status: 'confirmed', blockNumber: 19_000_000 } });
    expect(await balanceOf(simulator, RECIPIENT)).toBe('5000000');
    expect(await control(simulator, 'POST', `/chain/txs/${tx.hash}/confirm`)).toMatchObject({
      status: 409,
      code: 'CHAIN_TX_NOT_PENDING',
    });
    expect(await control(simulator, 'POST', `/chain/txs/${tx.hash}/fail`, {})).toMatchObject({
      status: 409,
      code: 'CHAIN_TX_NOT_PENDING',
    });
    await simulator.clock.advance(10_000);
    expect(await balanceOf(simulator, RECIPIENT)).toBe('5000000');
  });

  test('POST /chain/txs/{hash}/fail gives the amount back, keeps the fee spent and never confirms', async () => {
    const simulator = await funded();
    const tx = await simulator.control.chain.transfer({
      chainId: BASE_SEPOLIA,
      from: HOLDER,
      to: RECIPIENT,
      token: 'USDC',
      amount: 5,
    });
    const failed = await control<ChainTxView>(simulator, 'POST', `/chain/txs/${tx.hash}/fail`, {
      reason: 'execution reverted',
    });
    expect(failed).toMatchObject({
      status: 200,
      data: { status: 'failed', failureReason: 'execution reverted', blockNumber: null },
    });
    expect(await balanceOf(simulator, HOLDER)).toBe('100000000');
    expect(await balanceOf(simulator, HOLDER, NATIVE_TOKEN_ADDRESS)).toBe((10n ** 16n - erc20Fee).toString());
    await simulator.clock.advance(10_000);
    expect((await simulator.control.chain.txs({ hash: tx.hash })).txs[0]?.status).toBe('failed');
    expect(await balanceOf(simulator, RECIPIENT)).toBe('0');
  });

  test('GET /chain/txs lists by address (sender, recipient or gas payer) and by hash; unknown hashes 404', async () => {
    const simulator = await funded();
    const first = await simulator.control.chain.transfer({
      chainId: BASE_SEPOLIA,
      from: HOLDER,
      to: RECIPIENT,
      token: 'USDC',
      amount: 1,
    });
    const second = await simulator.control.chain.transfer({
      chainId: BASE_SEPOLIA,
      from: HOLDER,
      to: HOLDER,
      token: 'USDC',
      amount: 2,
    });
    const byRecipient = await control<{ txs: ChainTxView[] }>(
      simulator,
      'GET',
      `/chain/txs?address=${RECIPIENT}`,
    );
    expect(byRecipient.data.txs.map((tx) => tx.hash)).toEqual([first.hash]);
    const bySender = await control<{ txs: ChainTxView[] }>(simulator, 'GET', `/chain/txs?address=${HOLDER}`);
    expect(bySender.data.txs.map((tx) => tx.hash)).toEqual([first.hash, second.hash]);
    const byHash = await control<{ txs: ChainTxView[] }>(simulator, 'GET', `/chain/txs?hash=${second.hash}`);
    expect(byHash.data.txs.map((tx) => tx.hash)).toEqual([second.hash]);
    expect(await control(simulator, 'GET', `/chain/txs/${first.hash}`)).toMatchObject({
      status: 200,
      data: { hash: first.hash },
    });
    const unknown = `0x${'ab'.repeat(32)}`;
    expect(await control(simulator, 'GET', `/chain/txs/${unknown}`)).toMatchObject({
      status: 404,
      code: 'CHAIN_TX_NOT_FOUND',
    });
    expect(await control(simulator, 'POST', `/chain/txs/${unknown}/confirm`)).toMatchObject({
      status: 404,
      code: 'CHAIN_TX_NOT_FOUND',
    });
  });
});

describe('snapshots', () => {
  test('a snapshot carries balances, transactions and their pending confirmation', async () => {
    const simulator = await funded();
    const tx = await simulator.control.chain.transfer({
      chainId: BASE_SEPOLIA,
      from: HOLDER,
      to: RECIPIENT,
      token: 'USDC',
      amount: 3,
    });
    const state = JSON.parse(JSON.stringify(simulator.snapshot()));
    const copy = createSimulator({ randomSeed: 'elsewhere' });
    const restored = await control(copy, 'PUT', '/state', state);
    expect(restored.status).toBe(200);
    expect((await copy.control.chain.txs({ hash: tx.hash })).txs[0]?.status).toBe('pending');
    expect(await balanceOf(copy, HOLDER)).toBe('97000000');
    await copy.clock.advance(2000);
    expect((await copy.control.chain.txs({ hash: tx.hash })).txs[0]?.status).toBe('confirmed');
    expect(await balanceOf(copy, RECIPIENT)).toBe('3000000');
    expect((await simulator.control.chain.txs({ hash: tx.hash })).txs[0]?.status).toBe('pending');
  });

  test('reset drops the ledger back to the seed', async () => {
    const simulator = await funded();
    await simulator.control.chain.transfer({
      chainId: BASE_SEPOLIA,
      from: HOLDER,
      to: RECIPIENT,
      token: 'USDC',
      amount: 3,
    });
    simulator.reset();
    expect((await simulator.control.chain.txs()).txs).toEqual([]);
    expect((await simulator.control.chain.balances({ address: HOLDER })).balances).toEqual([]);
  });
});

describe('POST /_simulator/wallets', () => {
  test('registers an external wallet of a profile in its team (201), lowercased', async () => {
    const simulator = createSimulator({ randomSeed: 'wallets' });
    const address = '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf';
    const created = await control(simulator, 'POST', '/wallets', {
      teamId: DEMO.teams.business.id,
      profileId: DEMO.profiles.carmen.id,
      address,
      custody: 'external',
    });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({
      address: address.toLowerCase(),
      walletType: 'EVM',
      custody: 'external',
      profileId: DEMO.profiles.carmen.id,
      teamId: DEMO.teams.business.id,
      alias: null,
    });
    expect(simulator.services.store.wallets.first('byAddress', address.toLowerCase())?.custody).toBe(
      'external',
    );
  });

  test('refuses a wallet the team has (409), an unknown team (404) and a profile of another team (400)', async () => {
    const simulator = createSimulator();
    const register = (body: object) =>
      control(simulator, 'POST', '/wallets', {
        teamId: DEMO.teams.business.id,
        address: HOLDER,
        custody: 'platform',
        ...body,
      });
    expect((await register({})).status).toBe(201);
    expect(await register({})).toMatchObject({ status: 409, code: 'WALLET_EXISTS' });
    expect(await register({ teamId: 'nope', address: RECIPIENT })).toMatchObject({
      status: 404,
      code: 'TEAM_NOT_FOUND',
    });
    expect(await register({ profileId: DEMO.profiles.alice.id, address: RECIPIENT })).toMatchObject({
      status: 400,
      code: 'BODY_PARSER_ERROR',
    });
    expect(await register({ custody: 'other', address: RECIPIENT })).toMatchObject({
      status: 400,
      code: 'BODY_PARSER_ERROR',
    });
    expect(
      await simulator.control.wallets.register({
        teamId: DEMO.teams.individual.id,
        address: HOLDER,
        custody: 'external',
      }),
    ).toMatchObject({ teamId: DEMO.teams.individual.id, custody: 'external' });
  });
});
