/**
 * Token allowances and gas sponsorship of the wallets area through the SDK client with strict
 * response validation: reading allowances of the platform executors, approvals and revocations
 * signed by the platform or handed out unsigned, and the gas-sponsor flow with its cooldown,
 * limit and conflicts, all on the chain ledger and the virtual clock.
 */
import { contracts, parseApproveTransaction } from '@payments-platform/signing';
import { describe, expect, test } from 'vitest';
import {
  CHAIN_IDS,
  DEMO,
  GAS_SPONSOR_ADDRESS,
  NATIVE_TOKEN_ADDRESS,
  type Simulator,
  TOKEN_ADDRESSES,
} from '../src/index.js';
import { allowanceOf, MAX_ALLOWANCE, setAllowance } from '../src/modules/chain/allowances.js';
import { REQUEST_EXECUTORS } from '../src/modules/wallets/executors.js';
import { GAS_SPONSOR_COOLDOWN_MS } from '../src/modules/wallets/gas-sponsor.js';
import { clientFor, demoSimulator, failure } from './profile-user-client.js';

const BASE_SEPOLIA = CHAIN_IDS.baseSepolia;
const ARBITRUM = CHAIN_IDS.arbitrum;
const USDC = TOKEN_ADDRESSES.baseSepolia.USDC;
const ARB_USDC = TOKEN_ADDRESSES.arbitrum.USDC;
const ARB_USDT = TOKEN_ADDRESSES.arbitrum.USDT;
const EXTERNAL = '0x7e5f4552091a69125d5dfcb7b8c2659029395bdf';
const FORWARDER = contracts[BASE_SEPOLIA].forwarder.toLowerCase();
const ESCROW = contracts[BASE_SEPOLIA].otcEscrowFactory.toLowerCase();
const ROUTER = (REQUEST_EXECUTORS[BASE_SEPOLIA] as string).toLowerCase();
const BLOCK_MS = 2_000;

/** The executors of an `all` or `multiple` answer. */
const executorList = (data: object) =>
  (data as { executors: Array<{ executorAddress: string; action: string }> }).executors;

async function setup() {
  const simulator = demoSimulator();
  const store = simulator.services.store;
  /** Bruno (business admin) with a session and a WRITE key. */
  const bruno = await clientFor(simulator, { apiKey: DEMO.keys.appWrite, profileId: DEMO.profiles.bruno.id });
  const app = await clientFor(simulator);
  const loose = await clientFor(simulator, { validation: 'off' });
  return { simulator, store, bruno, app, loose };
}

const allowance = (
  simulator: Simulator,
  owner: string,
  spender: string,
  token: string = USDC,
  chainId: number = BASE_SEPOLIA,
) => allowanceOf(simulator.services.store, { chainId, owner, token, spender });

const nativeOf = async (simulator: Simulator, address: string, chainId: number) =>
  BigInt(
    (await simulator.control.chain.balances({ address, chainId })).balances.find(
      (balance) => balance.tokenAddress === NATIVE_TOKEN_ADDRESS,
    )?.amount ?? '0',
  );

/** Registers an external wallet of bruno in the business team. */
async function brunoExternal(simulator: Simulator) {
  await simulator.control.wallets.register({
    teamId: DEMO.teams.business.id,
    profileId: DEMO.profiles.bruno.id,
    address: EXTERNAL,
    custody: 'external',
  });
}

describe('the allowances service', () => {
  test('reads 0 for an allowance never set, replaces on set and removes the row at 0', async () => {
    const { store } = await setup();
    const key = {
      chainId: BASE_SEPOLIA,
      owner: EXTERNAL.toUpperCase().replace('0X', '0x'),
      token: USDC,
      spender: FORWARDER,
    };
    expect(allowanceOf(store, key)).toBe(0n);
    setAllowance(store, { ...key, amount: 5n });
    setAllowance(store, { ...key, amount: 7n });
    expect(allowanceOf(store, { ...key, owner: EXTERNAL })).toBe(7n);
    setAllowance(store, { ...key, amount: 0n });
    expect(store.allowances.size).toBe(0);
    expect(() => setAllowance(store, { ...key, amount: MAX_ALLOWANCE + 1n })).toThrow(RangeError);
    expect(() => setAllowance(store, { ...key, amount: -1n })).toThrow(RangeError);
  });
});

describe('GET /v1/wallet/evm/allowance/{action}', () => {
  test('answers the allowance of the action executor, with difference when an amount is given', async () => {
    const { simulator, app } = await setup();
    const query = { chainId: String(BASE_SEPOLIA), userWallet: DEMO.wallets.bruno, tokenAddress: USDC };
    expect(await app.wallets.evm.allowance.get({ action: 'send', ...query })).toEqual({
      executorAddress: FORWARDER,
      executorName: 'Payments Platform Forwarder',
      action: 'send',
      allowance: '0',
      allowanceOk: false,
    });
    setAllowance(simulator.services.store, {
      chainId: BASE_SEPOLIA,
      owner: DEMO.wallets.bruno,
      token: USDC,
      spender: ESCROW,
      amount: 25_500_000n,
    });
    expect(await app.wallets.evm.allowance.get({ action: 'otc', ...query, amount: '30' })).toMatchObject({
      executorAddress: ESCROW,
      allowance: '25.5',
      allowanceOk: false,
      difference: '-4.5',
    });
    expect(await app.wallets.evm.allowance.get({ action: 'otc', ...query, amount: '20' })).toMatchObject({
      allowanceOk: true,
      difference: '5.5',
    });
  });

  test('all and multiple answer every executor of the chain; Ethereum has no request executor', async () => {
    const { app } = await setup();
    const query = { chainId: BASE_SEPOLIA, userWallet: DEMO.wallets.bruno, tokenAddress: USDC };
    for (const action of ['all', 'multiple'] as const) {
      const data = await app.wallets.evm.allowance.get({ action, ...query });
      expect(executorList(data).map((executor) => executor.executorAddress)).toEqual([
        FORWARDER,
        ROUTER,
        ESCROW,
      ]);
    }
    const mainnet = await app.wallets.evm.allowance.get({
      action: 'all',
      chainId: 1,
      userWallet: DEMO.wallets.bruno,
      tokenAddress: TOKEN_ADDRESSES.ethereum.USDC,
    });
    expect(executorList(mainnet).map((executor) => executor.action)).toEqual(['send', 'otc']);
    expect(
      await failure(
        app.wallets.evm.allowance.get({
          action: 'request',
          chainId: 1,
          userWallet: DEMO.wallets.bruno,
          tokenAddress: TOKEN_ADDRESSES.ethereum.USDC,
        }),
      ),
    ).toEqual({ status: 400, code: 'WALLET_EXECUTOR_UNAVAILABLE' });
  });

  test('general needs the address of an executor of the chain', async () => {
    const { app } = await setup();
    const query = {
      action: 'general' as const,
      chainId: BASE_SEPOLIA,
      userWallet: DEMO.wallets.bruno,
      tokenAddress: USDC,
    };
    expect(await failure(app.wallets.evm.allowance.get(query))).toEqual({
      status: 400,
      code: 'WALLET_EXECUTOR_REQUIRED',
    });
    expect(await failure(app.wallets.evm.allowance.get({ ...query, executorAddress: EXTERNAL }))).toEqual({
      status: 400,
      code: 'WALLET_EXECUTOR_INVALID',
    });
    expect(await app.wallets.evm.allowance.get({ ...query, executorAddress: ROUTER })).toMatchObject({
      executorAddress: ROUTER,
      executorName: 'Payments Platform Request Router',
    });
  });

  test('400 for an unsupported chain, a token off the chain or native, too many decimals, a bad action', async () => {
    const { app, loose } = await setup();
    const base = {
      action: 'send' as const,
      chainId: BASE_SEPOLIA,
      userWallet: DEMO.wallets.bruno,
      tokenAddress: USDC,
    };
    expect(await failure(app.wallets.evm.allowance.get({ ...base, chainId: 10 }))).toEqual({
      status: 400,
      code: 'WALLET_CHAIN_UNSUPPORTED',
    });
    for (const tokenAddress of [TOKEN_ADDRESSES.ethereum.DAI, NATIVE_TOKEN_ADDRESS]) {
      expect(await failure(app.wallets.evm.allowance.get({ ...base, tokenAddress }))).toEqual({
        status: 400,
        code: 'WALLET_TOKEN_UNSUPPORTED',
      });
    }
    expect(await failure(app.wallets.evm.allowance.get({ ...base, amount: '1.0000001' }))).toEqual({
      status: 400,
      code: 'WALLET_AMOUNT_INVALID',
    });
    for (const input of [
      { ...base, action: 'swap' },
      { ...base, chainId: '0' },
      { ...base, userWallet: '0x1' },
      { ...base, amount: '-1' },
    ]) {
      expect(await failure(loose.wallets.evm.allowance.get(input as never))).toEqual({
        status: 400,
        code: 'BODY_PARSER_ERROR',
      });
    }
  });
});

describe('POST /v1/wallet/evm/allowance/{action}', () => {
  test('a platform wallet is signed by the platform: an approval that costs gas and applies on confirmation', async () => {
    const { simulator, bruno } = await setup();
    const gasBefore = await nativeOf(simulator, DEMO.wallets.bruno, BASE_SEPOLIA);
    const data = await bruno.wallets.evm.allowance.approve({
      action: 'send',
      chainId: BASE_SEPOLIA,
      userWallet: DEMO.wallets.bruno,
      tokenAddress: USDC,
      amount: '150.25',
    });
    expect(data).toMatchObject({ signed: true, executorAddress: FORWARDER, chainId: BASE_SEPOLIA });
    const txHash = String('txHash' in data ? data.txHash : '');
    const [tx] = (await simulator.control.chain.txs({ hash: txHash })).txs;
    expect(tx).toMatchObject({
      status: 'pending',
      from: DEMO.wallets.bruno,
      to: USDC.toLowerCase(),
      amount: '0',
      gasPayer: DEMO.wallets.bruno,
      reference: { type: 'approve', spender: FORWARDER, allowance: '150250000' },
    });
    expect(gasBefore - (await nativeOf(simulator, DEMO.wallets.bruno, BASE_SEPOLIA))).toBe(
      BigInt(tx?.fee ?? '0'),
    );
    expect(allowance(simulator, DEMO.wallets.bruno, FORWARDER)).toBe(0n);

    await simulator.clock.advance(BLOCK_MS);
    expect((await simulator.control.chain.txs({ hash: txHash })).txs[0]?.status).toBe('confirmed');
    expect(allowance(simulator, DEMO.wallets.bruno, FORWARDER)).toBe(150_250_000n);
  });

  test('max approves 2^256 - 1', async () => {
    const { simulator, bruno, app } = await setup();
    await bruno.wallets.evm.allowance.approve({
      action: 'otc',
      chainId: BASE_SEPOLIA,
      userWallet: DEMO.wallets.bruno,
      tokenAddress: USDC,
      amount: 'max',
    });
    await simulator.clock.advance(BLOCK_MS);
    expect(allowance(simulator, DEMO.wallets.bruno, ESCROW)).toBe(MAX_ALLOWANCE);
    const read = await app.wallets.evm.allowance.get({
      action: 'otc',
      chainId: BASE_SEPOLIA,
      userWallet: DEMO.wallets.bruno,
      tokenAddress: USDC,
      amount: '1000000',
    });
    expect(read).toMatchObject({
      allowanceOk: true,
      allowance: (MAX_ALLOWANCE / 10n ** 6n)
        .toString()
        .concat('.', (MAX_ALLOWANCE % 10n ** 6n).toString().padStart(6, '0')),
    });
  });

  test('an approval that fails on chain sets nothing', async () => {
    const { simulator, bruno } = await setup();
    const data = await bruno.wallets.evm.allowance.approve({
      action: 'send',
      chainId: BASE_SEPOLIA,
      userWallet: DEMO.wallets.bruno,
      tokenAddress: USDC,
      amount: 10,
    });
    await simulator.control.chain.failTx({ hash: String('txHash' in data ? data.txHash : '') });
    await simulator.clock.advance(BLOCK_MS);
    expect(allowance(simulator, DEMO.wallets.bruno, FORWARDER)).toBe(0n);
  });

  test('an external or unknown wallet gets the unsigned approve transaction, and nothing moves', async () => {
    const { simulator, bruno } = await setup();
    await brunoExternal(simulator);
    for (const userWallet of [EXTERNAL, '0x00000000000000000000000000000000000000e1']) {
      const data = await bruno.wallets.evm.allowance.approve({
        action: 'request',
        chainId: BASE_SEPOLIA,
        userWallet,
        tokenAddress: USDC,
        amount: 12.5,
      });
      expect(data).toMatchObject({
        to: USDC,
        value: '0',
        chainId: BASE_SEPOLIA,
        signed: false,
        executorAddress: ROUTER,
      });
      const decoded = parseApproveTransaction(data);
      expect(decoded.spender.toLowerCase()).toBe(ROUTER);
      expect(decoded.amount).toBe(12_500_000n);
    }
    expect((await simulator.control.chain.txs({ address: EXTERNAL })).txs).toEqual([]);
    expect(simulator.services.store.allowances.size).toBe(0);
  });

  test('a number amount of 1e21 or more is its exact whole value; past the contract bound (base units above 2^256 - 1) is 400', async () => {
    const { simulator, bruno } = await setup();
    await brunoExternal(simulator);
    const input = {
      action: 'send' as const,
      chainId: BASE_SEPOLIA,
      userWallet: EXTERNAL,
      tokenAddress: USDC,
    };
    const data = await bruno.wallets.evm.allowance.approve({ ...input, amount: 1e21 });
    expect(parseApproveTransaction(data).amount).toBe(10n ** 27n);
    // Past the contract's bound (10^59 whole tokens) the SDK refuses before sending; the route refuses it too.
    await expect(bruno.wallets.evm.allowance.approve({ ...input, amount: 1e300 })).rejects.toMatchObject({
      name: 'InputValidationError',
    });
    const unchecked = await clientFor(simulator, {
      apiKey: DEMO.keys.appWrite,
      profileId: DEMO.profiles.bruno.id,
      validation: 'off',
    });
    for (const amount of [1e300, 1.16e71, `1${'0'.repeat(71)}`]) {
      expect(
        await failure(unchecked.wallets.evm.allowance.approve({ ...input, amount })),
        String(amount),
      ).toEqual({
        status: 400,
        code: 'BODY_PARSER_ERROR',
      });
    }
  });

  test('400 WALLET_NOT_OWNED for a platform wallet the session may not use', async () => {
    const { simulator } = await setup();
    const carmen = await clientFor(simulator, {
      apiKey: DEMO.keys.appWrite,
      profileId: DEMO.profiles.carmen.id,
    });
    const input = { action: 'send' as const, chainId: BASE_SEPOLIA, tokenAddress: USDC, amount: '1' };
    expect(
      await failure(carmen.wallets.evm.allowance.approve({ ...input, userWallet: DEMO.wallets.bruno })),
    ).toEqual({
      status: 400,
      code: 'WALLET_NOT_OWNED',
    });
    expect(
      await failure(carmen.wallets.evm.allowance.approve({ ...input, userWallet: DEMO.wallets.alice })),
    ).toEqual({
      status: 400,
      code: 'WALLET_NOT_OWNED',
    });
    // The team's treasury (no profile) is usable by any member.
    const treasury = await carmen.wallets.evm.allowance.approve({
      ...input,
      userWallet: DEMO.wallets.business,
    });
    expect(treasury.signed).toBe(true);
  });

  test('400 WALLET_INSUFFICIENT_GAS when the wallet cannot pay the approval', async () => {
    const { simulator, bruno } = await setup();
    expect(
      await failure(
        bruno.wallets.evm.allowance.approve({
          action: 'send',
          chainId: ARBITRUM,
          userWallet: DEMO.wallets.bruno,
          tokenAddress: ARB_USDC,
          amount: '1',
        }),
      ),
    ).toEqual({ status: 400, code: 'WALLET_INSUFFICIENT_GAS' });
    expect((await simulator.control.chain.txs({ address: DEMO.wallets.bruno })).txs).toEqual([]);
  });

  test('400 for input errors, executors and amounts; 401 without a session; 403 without WRITE', async () => {
    const { simulator, bruno } = await setup();
    const input = { chainId: BASE_SEPOLIA, userWallet: DEMO.wallets.bruno, tokenAddress: USDC, amount: '1' };
    expect(await failure(bruno.wallets.evm.allowance.approve({ action: 'general', ...input }))).toEqual({
      status: 400,
      code: 'WALLET_EXECUTOR_REQUIRED',
    });
    expect(
      await failure(bruno.wallets.evm.allowance.approve({ action: 'send', ...input, amount: '0.0000001' })),
    ).toEqual({
      status: 400,
      code: 'WALLET_AMOUNT_INVALID',
    });
    const loose = await clientFor(simulator, {
      apiKey: DEMO.keys.appWrite,
      profileId: DEMO.profiles.bruno.id,
      validation: 'off',
    });
    for (const body of [
      { ...input, action: 'all' },
      { ...input, action: 'send', amount: 0 },
      { ...input, action: 'send', amount: 'lots' },
    ]) {
      expect(await failure(loose.wallets.evm.allowance.approve(body as never))).toEqual({
        status: 400,
        code: 'BODY_PARSER_ERROR',
      });
    }
    const noSession = await clientFor(simulator, { apiKey: DEMO.keys.appWrite });
    expect(
      (await failure(noSession.wallets.evm.allowance.approve({ action: 'send', ...input }))).status,
    ).toBe(401);
    const readOnly = await clientFor(simulator, { apiKey: DEMO.keys.app, profileId: DEMO.profiles.bruno.id });
    expect(await failure(readOnly.wallets.evm.allowance.approve({ action: 'send', ...input }))).toEqual({
      status: 403,
      code: 'PERMISSION_DENIED',
    });
    expect((await simulator.control.chain.txs({ address: DEMO.wallets.bruno })).txs).toEqual([]);
  });
});

describe('DELETE /v1/wallet/evm/allowance/{action}', () => {
  test('a platform wallet revokes through a signed approval of 0', async () => {
    const { simulator, bruno } = await setup();
    setAllowance(simulator.services.store, {
      chainId: BASE_SEPOLIA,
      owner: DEMO.wallets.bruno,
      token: USDC,
      spender: FORWARDER,
      amount: 99n,
    });
    const data = await bruno.wallets.evm.allowance.revoke({
      action: 'send',
      chainId: BASE_SEPOLIA,
      userWallet: DEMO.wallets.bruno,
      tokenAddress: USDC,
    });
    expect(data.signed).toBe(true);
    expect(data.transactions).toEqual([
      { executorAddress: FORWARDER, txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/), success: true },
    ]);
    expect(allowance(simulator, DEMO.wallets.bruno, FORWARDER)).toBe(99n);
    await simulator.clock.advance(BLOCK_MS);
    expect(allowance(simulator, DEMO.wallets.bruno, FORWARDER)).toBe(0n);
  });

  test('an external wallet gets the unsigned approval of 0 per executor', async () => {
    const { simulator, bruno } = await setup();
    await brunoExternal(simulator);
    const data = await bruno.wallets.evm.allowance.revoke({
      action: 'general',
      chainId: BASE_SEPOLIA,
      userWallet: EXTERNAL,
      tokenAddress: USDC,
      executorAddress: ESCROW,
    });
    expect(data.signed).toBe(false);
    expect(data.transactions).toHaveLength(1);
    const [entry] = data.transactions;
    expect(entry).toMatchObject({ to: USDC, value: '0', chainId: BASE_SEPOLIA, executorAddress: ESCROW });
    const decoded = parseApproveTransaction(entry);
    expect(decoded.spender.toLowerCase()).toBe(ESCROW);
    expect(decoded.amount).toBe(0n);
  });

  test('400 for the native token, an unsupported chain or a missing executor; 401; 403', async () => {
    const { simulator, bruno } = await setup();
    const loose = await clientFor(simulator, {
      apiKey: DEMO.keys.appWrite,
      profileId: DEMO.profiles.bruno.id,
      validation: 'off',
    });
    const query = {
      action: 'send',
      chainId: BASE_SEPOLIA,
      userWallet: DEMO.wallets.bruno,
      tokenAddress: USDC,
    };
    expect(
      await failure(
        loose.wallets.evm.allowance.revoke({ ...query, tokenAddress: NATIVE_TOKEN_ADDRESS } as never),
      ),
    ).toEqual({
      status: 400,
      code: 'BODY_PARSER_ERROR',
    });
    expect(
      await failure(bruno.wallets.evm.allowance.revoke({ ...query, action: 'send', chainId: 10 })),
    ).toEqual({
      status: 400,
      code: 'WALLET_CHAIN_UNSUPPORTED',
    });
    expect(await failure(bruno.wallets.evm.allowance.revoke({ ...query, action: 'general' }))).toEqual({
      status: 400,
      code: 'WALLET_EXECUTOR_REQUIRED',
    });
    const noSession = await clientFor(simulator, { apiKey: DEMO.keys.appWrite });
    expect((await failure(noSession.wallets.evm.allowance.revoke({ ...query, action: 'send' }))).status).toBe(
      401,
    );
    const readOnly = await clientFor(simulator, { apiKey: DEMO.keys.app, profileId: DEMO.profiles.bruno.id });
    expect((await failure(readOnly.wallets.evm.allowance.revoke({ ...query, action: 'send' }))).status).toBe(
      403,
    );
  });
});

describe('POST /v1/wallet/evm/gas-sponsor', () => {
  const sponsorInput = (overrides: Record<string, unknown> = {}) => ({
    walletAddress: DEMO.wallets.bruno,
    action: 'send' as const,
    tokenAddress: ARB_USDC,
    chainSlug: 'arbitrum',
    ...overrides,
  });

  test('no sponsorship needed when the wallet holds the gas of the approval', async () => {
    const { simulator, bruno } = await setup();
    const data = await bruno.wallets.evm.gasSponsor.create(
      sponsorInput({ tokenAddress: USDC, chainSlug: 'base-sepolia' }),
    );
    expect(data).toEqual({
      message: 'The wallet holds enough gas for the approval; no sponsorship needed.',
      walletBalance: '1000000000000000000',
      requiredGas: '65000000000',
      gasPrice: '1000000',
      executeWithOwnGas: false,
      gasSponsored: false,
    });
    expect(simulator.services.store.gasSponsorships.size).toBe(0);
  });

  test('with enough gas, executeWithOwnGas true also gets the no-sponsorship form (the 409 is for allowances)', async () => {
    const { simulator, bruno } = await setup();
    expect(
      await bruno.wallets.evm.gasSponsor.create(
        sponsorInput({ tokenAddress: USDC, chainSlug: String(BASE_SEPOLIA), executeWithOwnGas: true }),
      ),
    ).toMatchObject({ executeWithOwnGas: false, gasSponsored: false, requiredGas: '65000000000' });
    expect(simulator.services.store.gasSponsorships.size).toBe(0);
  });

  test('a platform wallet gets the gas from the sponsor and a signed max approval', async () => {
    const { simulator, bruno } = await setup();
    const sponsorBefore = await nativeOf(simulator, GAS_SPONSOR_ADDRESS, ARBITRUM);
    const data = await bruno.wallets.evm.gasSponsor.create(sponsorInput());
    const forwarder = contracts[ARBITRUM].forwarder.toLowerCase();
    // 65,000 gas at 0.01 gwei on Arbitrum One.
    expect(data).toMatchObject({
      gasEstimated: '650000000000',
      gasTransferred: '650000000000',
      gasPrice: '10000000',
      gasSponsored: true,
      tokenAddress: ARB_USDC,
      chainSlug: 'arbitrum',
      action: 'send',
    });
    if (!('approveTxHash' in data)) throw new Error('expected the backend-signed form');
    const [transfer] = (await simulator.control.chain.txs({ hash: String(data.transferTxHash) })).txs;
    expect(transfer).toMatchObject({
      status: 'confirmed',
      from: GAS_SPONSOR_ADDRESS,
      to: DEMO.wallets.bruno,
      amount: '650000000000',
      gasPayer: GAS_SPONSOR_ADDRESS,
    });
    expect(sponsorBefore - (await nativeOf(simulator, GAS_SPONSOR_ADDRESS, ARBITRUM))).toBe(
      650_000_000_000n + BigInt(transfer?.fee ?? '0'),
    );
    const [approve] = (await simulator.control.chain.txs({ hash: String(data.approveTxHash) })).txs;
    expect(approve).toMatchObject({
      status: 'pending',
      from: DEMO.wallets.bruno,
      gasPayer: DEMO.wallets.bruno,
    });
    expect(await nativeOf(simulator, DEMO.wallets.bruno, ARBITRUM)).toBe(0n);

    await simulator.clock.advance(BLOCK_MS);
    expect(allowance(simulator, DEMO.wallets.bruno, forwarder, ARB_USDC, ARBITRUM)).toBe(MAX_ALLOWANCE);
    // The allowance now exists.
    await simulator.clock.advance(GAS_SPONSOR_COOLDOWN_MS);
    expect(await failure(bruno.wallets.evm.gasSponsor.create(sponsorInput()))).toEqual({
      status: 409,
      code: 'GAS_SPONSOR_ALLOWANCE_EXISTS',
    });
  });

  test('an external wallet gets the gas and the unsigned approval', async () => {
    const { simulator, bruno } = await setup();
    await brunoExternal(simulator);
    const data = await bruno.wallets.evm.gasSponsor.create(
      sponsorInput({ walletAddress: EXTERNAL, action: 'otc' }),
    );
    expect(data).toMatchObject({
      gasSponsored: true,
      chainSlug: 'arbitrum',
      action: 'otc',
      gasPrice: '10000000',
    });
    if (!('unsignedApproveTx' in data)) throw new Error('expected the external-wallet form');
    expect(typeof data.message).toBe('string');
    const decoded = parseApproveTransaction(data.unsignedApproveTx);
    expect(decoded).toMatchObject({ to: ARB_USDC, chainId: ARBITRUM, amount: MAX_ALLOWANCE });
    expect(decoded.spender).toBe(contracts[ARBITRUM].otcEscrowFactory);
    expect((await simulator.control.chain.txs({ hash: String(data.transferTxHash) })).txs[0]?.status).toBe(
      'pending',
    );
    expect(await nativeOf(simulator, EXTERNAL, ARBITRUM)).toBe(0n);
    await simulator.clock.advance(BLOCK_MS);
    expect(await nativeOf(simulator, EXTERNAL, ARBITRUM)).toBe(650_000_000_000n);
  });

  test('429 GAS_SPONSOR_COOLDOWN for five minutes per session user, with Retry-After', async () => {
    const { simulator, bruno } = await setup();
    await bruno.wallets.evm.gasSponsor.create(sponsorInput());
    await simulator.clock.advance(60_000);
    const session = (await simulator.control.tenancy.createSession({ profileId: DEMO.profiles.bruno.id }))
      .token;
    const response = await simulator.fetch(`${simulator.baseUrl}/v1/wallet/evm/gas-sponsor`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-api-key': DEMO.keys.appWrite,
        authorization: `Bearer ${session}`,
      },
      body: JSON.stringify(sponsorInput({ tokenAddress: ARB_USDT })),
    });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('240');
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('GAS_SPONSOR_COOLDOWN');

    await simulator.clock.advance(GAS_SPONSOR_COOLDOWN_MS - 60_000 - 1);
    expect(
      await failure(bruno.wallets.evm.gasSponsor.create(sponsorInput({ tokenAddress: ARB_USDT }))),
    ).toMatchObject({
      status: 429,
    });
    await simulator.clock.advance(1);
    const next = await bruno.wallets.evm.gasSponsor.create(sponsorInput({ tokenAddress: ARB_USDT }));
    expect(next.gasSponsored).toBe(true);
  });

  test('409 GAS_SPONSOR_PENDING while an earlier sponsorship has not been used for its approval', async () => {
    const { simulator, bruno } = await setup();
    await brunoExternal(simulator);
    await bruno.wallets.evm.gasSponsor.create(sponsorInput({ walletAddress: EXTERNAL }));
    await simulator.clock.advance(GAS_SPONSOR_COOLDOWN_MS);
    expect(
      await failure(bruno.wallets.evm.gasSponsor.create(sponsorInput({ tokenAddress: ARB_USDT }))),
    ).toEqual({
      status: 409,
      code: 'GAS_SPONSOR_PENDING',
    });
    // The wallet sends its approval (a test-held key), through the control API.
    const response = await simulator.fetch(`${simulator.baseUrl}/_simulator/allowances`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        chainId: ARBITRUM,
        owner: EXTERNAL,
        token: ARB_USDC,
        spender: contracts[ARBITRUM].forwarder,
        amount: 'max',
      }),
    });
    expect(response.status).toBe(200);
    const next = await bruno.wallets.evm.gasSponsor.create(sponsorInput({ tokenAddress: ARB_USDT }));
    expect(next.gasSponsored).toBe(true);
  });

  test('400 GAS_SPONSOR_LIMIT_EXCEEDED after three sponsorships of a user', async () => {
    const { simulator, bruno, store } = await setup();
    const combos = [
      { tokenAddress: ARB_USDC, action: 'send' },
      { tokenAddress: ARB_USDC, action: 'otc' },
      { tokenAddress: ARB_USDT, action: 'send' },
    ];
    for (const combo of combos) {
      const data = await bruno.wallets.evm.gasSponsor.create(sponsorInput(combo));
      expect(data.gasSponsored).toBe(true);
      await simulator.clock.advance(GAS_SPONSOR_COOLDOWN_MS);
    }
    expect(
      await failure(
        bruno.wallets.evm.gasSponsor.create(sponsorInput({ tokenAddress: ARB_USDT, action: 'otc' })),
      ),
    ).toEqual({
      status: 400,
      code: 'GAS_SPONSOR_LIMIT_EXCEEDED',
    });
    expect(store.gasSponsorships.size).toBe(3);
  });

  test('a gas transfer that failed counts toward neither the limit of three nor the pending rule', async () => {
    const { simulator, bruno, store } = await setup();
    await brunoExternal(simulator);
    const failed = await bruno.wallets.evm.gasSponsor.create(sponsorInput({ walletAddress: EXTERNAL }));
    await simulator.control.chain.failTx({
      hash: String('transferTxHash' in failed ? failed.transferTxHash : ''),
    });
    expect(await nativeOf(simulator, EXTERNAL, ARBITRUM)).toBe(0n);
    // The failed one still started the cooldown.
    expect((await failure(bruno.wallets.evm.gasSponsor.create(sponsorInput()))).status).toBe(429);
    await simulator.clock.advance(GAS_SPONSOR_COOLDOWN_MS);
    const combos = [
      { tokenAddress: ARB_USDC, action: 'send' },
      { tokenAddress: ARB_USDC, action: 'otc' },
      { tokenAddress: ARB_USDT, action: 'send' },
    ];
    for (const combo of combos) {
      const data = await bruno.wallets.evm.gasSponsor.create(sponsorInput(combo));
      expect(data.gasSponsored).toBe(true);
      await simulator.clock.advance(GAS_SPONSOR_COOLDOWN_MS);
    }
    expect(store.gasSponsorships.size).toBe(4);
    expect(
      await failure(
        bruno.wallets.evm.gasSponsor.create(sponsorInput({ tokenAddress: ARB_USDT, action: 'otc' })),
      ),
    ).toEqual({ status: 400, code: 'GAS_SPONSOR_LIMIT_EXCEEDED' });
  });

  test('400 for a wallet not of the session profile, a disabled chain, a native or unknown token, a chain', async () => {
    const { simulator, bruno } = await setup();
    const loose = await clientFor(simulator, {
      apiKey: DEMO.keys.appWrite,
      profileId: DEMO.profiles.bruno.id,
      validation: 'off',
    });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ walletAddress: DEMO.wallets.carmen }, 'GAS_SPONSOR_WALLET_NOT_OWNED'],
      [{ walletAddress: DEMO.wallets.business }, 'GAS_SPONSOR_WALLET_NOT_OWNED'],
      [{ walletAddress: DEMO.wallets.alice }, 'GAS_SPONSOR_WALLET_NOT_OWNED'],
      [{ chainSlug: 'ethereum', tokenAddress: TOKEN_ADDRESSES.ethereum.USDC }, 'GAS_SPONSOR_DISABLED'],
      [{ tokenAddress: NATIVE_TOKEN_ADDRESS }, 'WALLET_TOKEN_UNSUPPORTED'],
      [{ tokenAddress: USDC }, 'WALLET_TOKEN_UNSUPPORTED'],
      [{ chainSlug: 'optimism' }, 'WALLET_CHAIN_UNSUPPORTED'],
    ];
    for (const [overrides, code] of cases) {
      expect(await failure(bruno.wallets.evm.gasSponsor.create(sponsorInput(overrides)))).toEqual({
        status: 400,
        code,
      });
    }
    for (const body of [
      sponsorInput({ action: 'request' }),
      sponsorInput({ walletAddress: '0x12' }),
      sponsorInput({ chainSlug: '' }),
    ]) {
      expect(await failure(loose.wallets.evm.gasSponsor.create(body as never))).toEqual({
        status: 400,
        code: 'BODY_PARSER_ERROR',
      });
    }
  });

  test('401 without a session; 403 without WRITE', async () => {
    const { simulator, app } = await setup();
    const noSession = await clientFor(simulator, { apiKey: DEMO.keys.appWrite });
    expect((await failure(noSession.wallets.evm.gasSponsor.create(sponsorInput()))).status).toBe(401);
    expect((await failure(app.wallets.evm.gasSponsor.create(sponsorInput()))).status).toBe(403);
  });

  test('500 GAS_SPONSOR_TRANSFER_FAILED when the sponsor cannot pay, and nothing is recorded', async () => {
    const { simulator, bruno, store } = await setup();
    // Empty the sponsor on Arbitrum One, keeping the fee of that transfer (21,000 gas at 0.01 gwei).
    await simulator.control.chain.transfer({
      chainId: ARBITRUM,
      from: GAS_SPONSOR_ADDRESS,
      to: EXTERNAL,
      amount: '999.99999979',
    });
    expect(await nativeOf(simulator, GAS_SPONSOR_ADDRESS, ARBITRUM)).toBe(0n);
    expect(await failure(bruno.wallets.evm.gasSponsor.create(sponsorInput()))).toEqual({
      status: 500,
      code: 'GAS_SPONSOR_TRANSFER_FAILED',
    });
    expect(store.gasSponsorships.size).toBe(0);
  });
});

describe('scenario: an external wallet from registration to a usable allowance', () => {
  test('register, check gas, get sponsored, send the approval, read it, revoke', async () => {
    const { simulator, bruno, app } = await setup();
    const created = await app.wallets.external.create({
      teamId: DEMO.teams.business.id,
      profileId: DEMO.profiles.bruno.id,
      address: EXTERNAL,
      walletType: 'EVM',
      label: 'Hardware',
    });
    expect(created.alias).toBe('Hardware');
    await simulator.control.chain.fund({ chainId: ARBITRUM, address: EXTERNAL, token: 'USDC', amount: '40' });

    const [before] = await app.wallets.evm.gasBalance.check({
      wallet: EXTERNAL,
      tokenAddress: ARB_USDC,
      chainSlug: 'arbitrum',
    });
    expect(before).toMatchObject({ nativeBalance: '0', sufficient: false });

    const sponsored = await bruno.wallets.evm.gasSponsor.create({
      walletAddress: EXTERNAL,
      action: 'send',
      tokenAddress: ARB_USDC,
      chainSlug: String(ARBITRUM),
    });
    if (!('unsignedApproveTx' in sponsored)) throw new Error('expected the external-wallet form');
    await simulator.clock.advance(BLOCK_MS);
    const [after] = await app.wallets.evm.gasBalance.check({
      wallet: EXTERNAL,
      tokenAddress: ARB_USDC,
      chainSlug: 'arbitrum',
    });
    expect(after?.nativeBalance).toBe('650000000000');

    const { spender, amount, to } = parseApproveTransaction(sponsored.unsignedApproveTx);
    await simulator.fetch(`${simulator.baseUrl}/_simulator/allowances`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        chainId: ARBITRUM,
        owner: EXTERNAL,
        token: to,
        spender,
        amount: amount.toString(),
      }),
    });
    const read = await app.wallets.evm.allowance.get({
      action: 'send',
      chainId: ARBITRUM,
      userWallet: EXTERNAL,
      tokenAddress: ARB_USDC,
      amount: '40',
    });
    expect(read).toMatchObject({ executorAddress: spender.toLowerCase(), allowanceOk: true });

    const portfolio = await app.wallets.portfolio.retrieve({ wallets: [EXTERNAL] });
    expect(portfolio[0]?.tokens.USDC?.totalBalance).toBe(40);

    const revoke = await bruno.wallets.evm.allowance.revoke({
      action: 'send',
      chainId: ARBITRUM,
      userWallet: EXTERNAL,
      tokenAddress: ARB_USDC,
    });
    expect(revoke.signed).toBe(false);
    expect(parseApproveTransaction(revoke.transactions[0]).amount).toBe(0n);
  });
});

describe('POST and GET /_simulator/allowances', () => {
  const post = (simulator: Simulator, body: unknown) =>
    simulator.fetch(`${simulator.baseUrl}/_simulator/allowances`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  test('sets an allowance at once, lists the non-zero ones of an owner, and 0 removes it', async () => {
    const { simulator } = await setup();
    const body = {
      chainId: BASE_SEPOLIA,
      owner: EXTERNAL,
      token: USDC,
      spender: FORWARDER,
      amount: '5000000',
    };
    const set = await post(simulator, body);
    expect(await set.json()).toMatchObject({
      success: true,
      data: { amount: '5000000', token: USDC.toLowerCase() },
    });
    const listed = await simulator.fetch(`${simulator.baseUrl}/_simulator/allowances?owner=${EXTERNAL}`);
    expect(((await listed.json()) as { data: { allowances: unknown[] } }).data.allowances).toEqual([
      {
        id: `${BASE_SEPOLIA}:${USDC.toLowerCase()}:${EXTERNAL}:${FORWARDER}`,
        chainId: BASE_SEPOLIA,
        owner: EXTERNAL,
        token: USDC.toLowerCase(),
        spender: FORWARDER,
        amount: '5000000',
      },
    ]);
    await post(simulator, { ...body, amount: '0' });
    expect(allowance(simulator, EXTERNAL, FORWARDER)).toBe(0n);
  });

  test('404 CHAIN_NOT_FOUND for an unknown chain; 400 BODY_PARSER_ERROR for bad input', async () => {
    const { simulator } = await setup();
    const body = { chainId: 10, owner: EXTERNAL, token: USDC, spender: FORWARDER, amount: 'max' };
    const unknown = await post(simulator, body);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe('CHAIN_NOT_FOUND');
    for (const bad of [
      { ...body, chainId: BASE_SEPOLIA, amount: '1.5' },
      { ...body, chainId: BASE_SEPOLIA, amount: (MAX_ALLOWANCE + 1n).toString() },
      { ...body, chainId: BASE_SEPOLIA, owner: '0x1' },
    ]) {
      const response = await post(simulator, bad);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('BODY_PARSER_ERROR');
    }
    expect(simulator.services.store.allowances.size).toBe(0);
  });
});
