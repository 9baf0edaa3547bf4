/**
 * The signing package against the simulator: the typed data the simulator hands out for a
 * top-up withdrawal is signed with `signTopUpWithdrawal` by a key the test holds, and the
 * simulator accepts it and moves the tokens on its chain ledger; a signature by another key, an
 * expired payload and a used nonce are refused with the route's errors.
 */
import { createClient, type PaymentsClient } from '@payments-platform/sdk';
import { parseTopUpSignPayload, signTopUpWithdrawal } from '@payments-platform/signing';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, test } from 'vitest';
import { createSimulator, DEMO, GAS_SPONSOR_ADDRESS, type Simulator, TOKEN_ADDRESSES } from '../src/index.js';
import {
  TOPUP_SETTLEMENT_ADDRESS,
  TOPUP_SIGN_PAYLOAD_TTL_MS,
} from '../src/modules/channels/families/topup.js';
import { failure } from './profile-user-client.js';

const BASE_SEPOLIA = 84532;
const USDC = TOKEN_ADDRESSES.baseSepolia.USDC.toLowerCase();
/** Fixed test keys: never use them for anything real. */
const owner = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
const stranger = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a');

const withdrawal = {
  codigopaq: '55123456',
  destinationCountry: 'GT',
  chain: 'base-sepolia',
  token: 'USDC',
  amount: 25,
  sendWallet: owner.address,
} as const;

async function control<T>(simulator: Simulator, method: string, path: string, body?: unknown): Promise<T> {
  const response = await simulator.fetch(`/_simulator${path}`, {
    method,
    ...(body === undefined
      ? {}
      : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });
  const json = (await response.json()) as { data: T };
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(json)}`);
  return json.data;
}

/** A simulator where carmen (business member) has registered and funded the wallet of `owner`. */
async function setup() {
  const simulator = createSimulator({ randomSeed: 'roundtrip' });
  await control(simulator, 'POST', '/wallets', {
    teamId: DEMO.teams.business.id,
    profileId: DEMO.profiles.carmen.id,
    address: owner.address,
    custody: 'external',
  });
  await control(simulator, 'POST', '/chain/fund', {
    chainId: BASE_SEPOLIA,
    address: owner.address,
    token: 'USDC',
    amount: '100',
  });
  const client = (apiKey: string): PaymentsClient =>
    createClient({
      apiKey,
      baseUrl: simulator.baseUrl,
      fetch: simulator.fetch,
      validation: 'strict',
      maxRetries: 0,
    });
  const carmen = client(DEMO.keys.memberProfile);
  const app = client(DEMO.keys.app);
  const withdraw = async () => ((await carmen.topup.withdrawals.create(withdrawal)) as { txId: string }).txId;
  return { simulator, app, withdraw };
}

const usdcOf = async (simulator: Simulator, address: string) => {
  const { balances } = await control<{ balances: Array<{ tokenAddress: string; amount: string }> }>(
    simulator,
    'GET',
    `/chain/balances?address=${address}&chainId=${BASE_SEPOLIA}`,
  );
  return balances.find((balance) => balance.tokenAddress === USDC)?.amount ?? '0';
};

describe('top-up sign-payload and process-sponsored-tx with @payments-platform/signing', () => {
  test('the owner signs the returned typed data, the simulator accepts it and the transfer confirms on the clock', async () => {
    const { simulator, app, withdraw } = await setup();
    const txId = await withdraw();
    const payload = await app.topup.withdrawals.signPayload({ txId });
    expect(payload.signerAddress).toBe(owner.address);
    const userSignature = await signTopUpWithdrawal({ signer: owner, payload, chainId: BASE_SEPOLIA });

    const result = await app.topup.withdrawals.processSponsoredTx({ txId, userSignature });
    expect(result).toEqual({
      txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      txId,
      rechargeId: expect.any(String),
    });

    const [pending] = (
      await control<{ txs: Array<Record<string, unknown>> }>(
        simulator,
        'GET',
        `/chain/txs?hash=${result.txHash}`,
      )
    ).txs;
    expect(pending).toMatchObject({
      status: 'pending',
      from: owner.address.toLowerCase(),
      to: TOPUP_SETTLEMENT_ADDRESS,
      tokenAddress: USDC,
      amount: '25250000', // the message's amount and fee (the 1% surcharge)
      gasPayer: GAS_SPONSOR_ADDRESS,
    });
    expect(await usdcOf(simulator, owner.address)).toBe('74750000');

    await simulator.clock.advance(2000);
    const [confirmed] = (
      await control<{ txs: Array<Record<string, unknown>> }>(
        simulator,
        'GET',
        `/chain/txs?hash=${result.txHash}`,
      )
    ).txs;
    expect(confirmed).toMatchObject({ status: 'confirmed', blockNumber: 19_000_001 });
    expect(await usdcOf(simulator, TOPUP_SETTLEMENT_ADDRESS)).toBe('25250000');
    expect(simulator.services.store.transactions.get(txId)).toMatchObject({
      status: 'completed',
      txs: { withdraw: { hash: result.txHash, status: 'confirmed' } },
    });

    expect(await failure(app.topup.withdrawals.processSponsoredTx({ txId, userSignature }))).toEqual({
      status: 409,
      code: 'TOPUP_WITHDRAWAL_NOT_AWAITING_SIGNATURE',
    });
  });

  test('a signature by another key is refused with 403 TOPUP_SIGNER_MISMATCH and moves nothing', async () => {
    const { simulator, app, withdraw } = await setup();
    const txId = await withdraw();
    const payload = await app.topup.withdrawals.signPayload({ txId });
    // the same typed data, signed by a key that does not own the wallet
    const forged = await stranger.signTypedData(parseTopUpSignPayload(payload).typedData);
    expect(await failure(app.topup.withdrawals.processSponsoredTx({ txId, userSignature: forged }))).toEqual({
      status: 403,
      code: 'TOPUP_SIGNER_MISMATCH',
    });
    expect(await usdcOf(simulator, owner.address)).toBe('100000000');
    expect((await simulator.control.chain.txs({ address: owner.address })).txs).toEqual([]);

    const userSignature = await signTopUpWithdrawal({ signer: owner, payload, chainId: BASE_SEPOLIA });
    expect((await app.topup.withdrawals.processSponsoredTx({ txId, userSignature })).txId).toBe(txId);
  });

  test('a payload past its expiresAtMs is refused with 400 TOPUP_SIGNATURE_EXPIRED; a fresh one is accepted', async () => {
    const { simulator, app, withdraw } = await setup();
    const txId = await withdraw();
    const payload = await app.topup.withdrawals.signPayload({ txId });
    const userSignature = await signTopUpWithdrawal({ signer: owner, payload, chainId: BASE_SEPOLIA });
    await simulator.clock.advance(TOPUP_SIGN_PAYLOAD_TTL_MS + 1);
    expect(await failure(app.topup.withdrawals.processSponsoredTx({ txId, userSignature }))).toEqual({
      status: 400,
      code: 'TOPUP_SIGNATURE_EXPIRED',
    });
    const fresh = await app.topup.withdrawals.signPayload({ txId });
    const renewed = await signTopUpWithdrawal({ signer: owner, payload: fresh, chainId: BASE_SEPOLIA });
    expect((await app.topup.withdrawals.processSponsoredTx({ txId, userSignature: renewed })).txId).toBe(
      txId,
    );
  });

  test('a signature over a nonce used meanwhile is refused with 400 TOPUP_NONCE_USED', async () => {
    const { app, withdraw } = await setup();
    const first = await withdraw();
    const second = await withdraw();
    const firstPayload = await app.topup.withdrawals.signPayload({ txId: first });
    const secondPayload = await app.topup.withdrawals.signPayload({ txId: second });
    // `nonce` is not in the contract's sign payload: an extra field.
    const nonceOf = (payload: object) => (payload as Record<string, unknown>).nonce;
    expect([nonceOf(firstPayload), nonceOf(secondPayload)]).toEqual([0, 0]);
    const firstSignature = await signTopUpWithdrawal({
      signer: owner,
      payload: firstPayload,
      chainId: BASE_SEPOLIA,
    });
    const secondSignature = await signTopUpWithdrawal({
      signer: owner,
      payload: secondPayload,
      chainId: BASE_SEPOLIA,
    });
    await app.topup.withdrawals.processSponsoredTx({ txId: first, userSignature: firstSignature });
    expect(
      await failure(
        app.topup.withdrawals.processSponsoredTx({ txId: second, userSignature: secondSignature }),
      ),
    ).toEqual({ status: 400, code: 'TOPUP_NONCE_USED' });

    const renewed = await app.topup.withdrawals.signPayload({ txId: second });
    expect(nonceOf(renewed)).toBe(1);
    const userSignature = await signTopUpWithdrawal({
      signer: owner,
      payload: renewed,
      chainId: BASE_SEPOLIA,
    });
    expect((await app.topup.withdrawals.processSponsoredTx({ txId: second, userSignature })).txId).toBe(
      second,
    );
  });

  test('tokens spent between withdraw and process answer 400 TOPUP_INSUFFICIENT_BALANCE', async () => {
    const { simulator, app, withdraw } = await setup();
    const txId = await withdraw();
    const payload = await app.topup.withdrawals.signPayload({ txId });
    const userSignature = await signTopUpWithdrawal({ signer: owner, payload, chainId: BASE_SEPOLIA });
    await simulator.control.chain.fund({ chainId: BASE_SEPOLIA, address: owner.address, amount: '0.001' });
    await simulator.control.chain.transfer({
      chainId: BASE_SEPOLIA,
      from: owner.address,
      to: stranger.address,
      token: 'USDC',
      amount: '80',
    });
    expect(await failure(app.topup.withdrawals.processSponsoredTx({ txId, userSignature }))).toEqual({
      status: 400,
      code: 'TOPUP_INSUFFICIENT_BALANCE',
    });
  });
});
