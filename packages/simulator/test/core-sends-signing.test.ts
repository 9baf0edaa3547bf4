/**
 * The signing package against the simulator's sponsored send flow: the typed data that
 * prepare-sponsored-tx hands out is signed with `signSponsoredSend` by a key the test holds, and
 * process-sponsored-tx accepts it and moves the tokens on the chain ledger with the gas paid by
 * the platform sponsor; a signature by another key, an expired preparation, a nonce used
 * meanwhile, a reused preparation and a forged attestation are refused with the route's errors.
 */
import { parsePrepareSponsoredTxPayload, signSponsoredSend } from '@payments-platform/signing';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, test } from 'vitest';
import { DEMO, GAS_SPONSOR_ADDRESS } from '../src/index.js';
import { SEND_PREPARE_TTL_MS } from '../src/modules/core-sends/contracts.js';
import {
  approveSend,
  BASE_SEPOLIA,
  BUSINESS,
  type CreatedSend,
  nativeOf,
  sendAllowanceOf,
  sendBody,
  sendSetup,
  USDC,
  usdcOf,
} from './core-sends-client.js';
import { failure } from './profile-user-client.js';

/** Fixed test keys: never use them for anything real. */
const owner = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
const stranger = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a');
const ownerAddress = owner.address.toLowerCase();
const alice = DEMO.wallets.alice.toLowerCase();
const carmen = DEMO.wallets.carmen.toLowerCase();
const FEE_COLLECTOR = '0xb64ffcbe07535ba979f4f2849f7f59e8d03686c2';

/**
 * Carmen (business member) has registered the wallet of `owner` as a client wallet, funded it
 * with 100 USDC and no gas, approved the send executor, and created a send from it.
 */
async function setup(recipients = [{ address: alice, amount: 25 }]) {
  const context = sendSetup('roundtrip');
  const { simulator, client } = context;
  await simulator.control.wallets.register({
    teamId: BUSINESS,
    profileId: DEMO.profiles.carmen.id,
    address: owner.address,
    custody: 'external',
  });
  await simulator.control.chain.fund({
    chainId: BASE_SEPOLIA,
    address: owner.address,
    token: 'USDC',
    amount: '100',
  });
  approveSend(simulator, ownerAddress, 10n ** 12n);
  const carmenClient = await client(DEMO.keys.memberProfile);
  const send = (await carmenClient.core.sends.create(sendBody(owner.address, recipients))) as CreatedSend;
  return { ...context, carmenClient, send };
}

describe('sends: prepare-sponsored-tx and process-sponsored-tx with @payments-platform/signing', () => {
  test('the owner signs the prepared typed data, the simulator accepts it and the transfer confirms on the clock', async () => {
    const { simulator, store, carmenClient, send } = await setup();
    expect(send.needsSponsorship).toBe(true);
    const prepared = await carmenClient.core.sends.prepareSponsoredTx({ id: send.sendId, txIndex: 0 });
    expect(prepared.signerAddress).toBe(owner.address);
    const userSignature = await signSponsoredSend({
      signer: owner,
      payload: prepared,
      chainId: BASE_SEPOLIA,
    });

    const body = {
      id: send.sendId,
      prepareId: prepared.prepareId,
      attestation: prepared.attestation,
      userSignature,
    };
    const result = (await carmenClient.core.sends.processSponsoredTx(body)) as Record<string, unknown>;
    expect(result).toEqual({
      sendId: send.sendId,
      txId: send.txId,
      txIndex: 0,
      prepareId: prepared.prepareId,
      txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      feeTxHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      gasSponsored: true,
      status: 'pending',
    });
    expect((await simulator.control.chain.txs({ address: ownerAddress })).txs).toMatchObject([
      {
        status: 'pending',
        from: ownerAddress,
        to: alice,
        tokenAddress: USDC,
        amount: '25000000',
        gasPayer: GAS_SPONSOR_ADDRESS,
      },
      {
        status: 'pending',
        from: ownerAddress,
        to: FEE_COLLECTOR,
        amount: '125000',
        gasPayer: GAS_SPONSOR_ADDRESS,
      },
    ]);
    expect(await usdcOf(simulator, ownerAddress)).toBe('74875000');
    expect(await nativeOf(simulator, ownerAddress)).toBe('0');
    expect(sendAllowanceOf(simulator, ownerAddress)).toBe(10n ** 12n - 25_125_000n);
    expect(store.coreSendPrepares.get(prepared.prepareId)?.state).toBe('used');

    await simulator.clock.advance(2000);
    expect(await usdcOf(simulator, alice)).toBe('1025000000');
    expect(store.transactions.get(send.txId)).toMatchObject({
      status: 'completed',
      txs: { 'send:0': { hash: result.txHash, status: 'confirmed' }, 'fee:0': { status: 'confirmed' } },
    });
    expect(await failure(carmenClient.core.sends.processSponsoredTx(body))).toEqual({
      status: 409,
      code: 'SEND_PREPARE_USED',
    });
  });

  test('a signature by another key is refused with 403 SEND_SIGNER_MISMATCH and moves nothing', async () => {
    const { simulator, carmenClient, send } = await setup();
    const prepared = await carmenClient.core.sends.prepareSponsoredTx({ id: send.sendId });
    const forged = await stranger.signTypedData(parsePrepareSponsoredTxPayload(prepared).typedData);
    const body = { id: send.sendId, prepareId: prepared.prepareId, attestation: prepared.attestation };
    expect(
      await failure(carmenClient.core.sends.processSponsoredTx({ ...body, userSignature: forged })),
    ).toEqual({
      status: 403,
      code: 'SEND_SIGNER_MISMATCH',
    });
    expect((await simulator.control.chain.txs({ address: ownerAddress })).txs).toEqual([]);

    const userSignature = await signSponsoredSend({
      signer: owner,
      payload: prepared,
      chainId: BASE_SEPOLIA,
    });
    expect(
      ((await carmenClient.core.sends.processSponsoredTx({ ...body, userSignature })) as { txIndex: number })
        .txIndex,
    ).toBe(0);
  });

  test('a preparation past its expiresAtMs is refused with 400 SEND_PREPARE_EXPIRED; a fresh one is accepted', async () => {
    const { simulator, carmenClient, send } = await setup();
    const prepared = await carmenClient.core.sends.prepareSponsoredTx({ id: send.sendId });
    const userSignature = await signSponsoredSend({
      signer: owner,
      payload: prepared,
      chainId: BASE_SEPOLIA,
    });
    await simulator.clock.advance(SEND_PREPARE_TTL_MS + 1);
    expect(
      await failure(
        carmenClient.core.sends.processSponsoredTx({
          id: send.sendId,
          prepareId: prepared.prepareId,
          attestation: prepared.attestation,
          userSignature,
        }),
      ),
    ).toEqual({ status: 400, code: 'SEND_PREPARE_EXPIRED' });
    const fresh = await carmenClient.core.sends.prepareSponsoredTx({ id: send.sendId });
    const renewed = await signSponsoredSend({ signer: owner, payload: fresh, chainId: BASE_SEPOLIA });
    const result = (await carmenClient.core.sends.processSponsoredTx({
      id: send.sendId,
      prepareId: fresh.prepareId,
      attestation: fresh.attestation,
      userSignature: renewed,
    })) as { prepareId: string };
    expect(result.prepareId).toBe(fresh.prepareId);
  });

  test('a signature over a nonce used meanwhile is refused with 409 SEND_NONCE_USED', async () => {
    const { carmenClient, send } = await setup([
      { address: alice, amount: 10 },
      { address: carmen, amount: 5 },
    ]);
    const first = await carmenClient.core.sends.prepareSponsoredTx({ id: send.sendId, txIndex: 0 });
    const second = await carmenClient.core.sends.prepareSponsoredTx({ id: send.sendId, txIndex: 1 });
    // `nonce` is not in the contract's prepared transaction: an extra field.
    const nonceOf = (prepared: object) => (prepared as Record<string, unknown>).nonce;
    expect([nonceOf(first), nonceOf(second)]).toEqual([0, 0]);
    const sign = (payload: unknown) => signSponsoredSend({ signer: owner, payload, chainId: BASE_SEPOLIA });
    const process = async (payload: typeof first) =>
      carmenClient.core.sends.processSponsoredTx({
        id: send.sendId,
        prepareId: payload.prepareId,
        attestation: payload.attestation,
        userSignature: await sign(payload),
      });
    await process(first);
    expect(await failure(process(second))).toEqual({ status: 409, code: 'SEND_NONCE_USED' });

    const renewed = await carmenClient.core.sends.prepareSponsoredTx({ id: send.sendId, txIndex: 1 });
    expect(nonceOf(renewed)).toBe(1);
    expect(((await process(renewed)) as { txIndex: number }).txIndex).toBe(1);
  });

  test('a valid signature with a forged attestation is refused with 403 SEND_ATTESTATION_INVALID', async () => {
    const { simulator, carmenClient, send } = await setup();
    const prepared = await carmenClient.core.sends.prepareSponsoredTx({ id: send.sendId });
    const other = await carmenClient.core.sends.prepareSponsoredTx({ id: send.sendId });
    const userSignature = await signSponsoredSend({
      signer: owner,
      payload: prepared,
      chainId: BASE_SEPOLIA,
    });
    expect(
      await failure(
        carmenClient.core.sends.processSponsoredTx({
          id: send.sendId,
          prepareId: prepared.prepareId,
          attestation: other.attestation,
          userSignature,
        }),
      ),
    ).toEqual({ status: 403, code: 'SEND_ATTESTATION_INVALID' });
    expect((await simulator.control.chain.txs({ address: ownerAddress })).txs).toEqual([]);
  });

  test('a signature over another preparation of the same transaction is refused with 403 SEND_SIGNER_MISMATCH', async () => {
    const { carmenClient, send } = await setup();
    const prepared = await carmenClient.core.sends.prepareSponsoredTx({ id: send.sendId });
    const other = await carmenClient.core.sends.prepareSponsoredTx({ id: send.sendId });
    const signatureOfOther = await signSponsoredSend({
      signer: owner,
      payload: other,
      chainId: BASE_SEPOLIA,
    });
    expect(
      await failure(
        carmenClient.core.sends.processSponsoredTx({
          id: send.sendId,
          prepareId: prepared.prepareId,
          attestation: prepared.attestation,
          userSignature: signatureOfOther,
        }),
      ),
    ).toEqual({ status: 403, code: 'SEND_SIGNER_MISMATCH' });
  });
});
