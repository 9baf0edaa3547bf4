/**
 * OTC end to end through the SDK client: a sell request settled in two splits with platform
 * wallets (one proof denied and resubmitted), and a buy request whose tokens the desk escrows.
 */
import { describe, expect, test } from 'vitest';
import { DEMO, GAS_SPONSOR_ADDRESS } from '../src/index.js';
import {
  acceptedSell,
  BASE_SEPOLIA,
  buyBody,
  createOtc,
  custodyProofSignature,
  otcClient,
  otcSimulator,
  USDC,
  upload,
} from './otc-client.js';

const usdcOf = async (simulator: ReturnType<typeof otcSimulator>, address: string) =>
  (await simulator.control.chain.balances({ address, chainId: BASE_SEPOLIA })).balances.find(
    (balance) => balance.tokenAddress === USDC,
  )?.amount ?? '0';

describe('OTC scenarios', () => {
  test('a sell request goes new, processing, proofing, verifying, conflict and completed', async () => {
    const simulator = otcSimulator();
    const brunoBefore = BigInt(await usdcOf(simulator, DEMO.wallets.bruno));
    const { bruno, otc, offer, accepted } = await acceptedSell(simulator, { splits: 2 });
    expect(accepted).toMatchObject({ offerId: offer.offerId, requestId: otc.id });
    expect(BigInt(await usdcOf(simulator, DEMO.wallets.bruno))).toBe(brunoBefore - 100_000_000n);
    expect(await usdcOf(simulator, accepted.escrowAddress)).toBe('100000000');
    expect((await simulator.control.otc.request({ id: otc.id })).status).toBe('proofing');

    const desk = await otcClient(simulator, DEMO.keys.otcProvider);
    const deskBefore = BigInt(await usdcOf(simulator, DEMO.wallets.omar));
    for (const splitIndex of [0, 1]) {
      const prepared = await desk.otc.proofs.prepare({
        id: otc.id,
        fileNames: ['transfer receipt.pdf'],
        splitIndex,
      });
      for (const slot of prepared.uploadUrls) await upload(simulator, slot.signedUrl);
      await desk.otc.proofs.submit({
        id: otc.id,
        splitIndex,
        signature: await custodyProofSignature(simulator, {
          kind: 'submit',
          id: otc.id,
          splitIndex: splitIndex,
          wallet: DEMO.wallets.omar,
        }),
      });
    }
    expect((await simulator.control.otc.request({ id: otc.id })).status).toBe('verifying');

    const denied = await bruno.otc.proofs.deny({
      id: otc.id,
      splitIndex: 1,
      walletAddress: DEMO.wallets.bruno,
      signature: await custodyProofSignature(simulator, {
        kind: 'deny',
        id: otc.id,
        splitIndex: 1,
        wallet: DEMO.wallets.bruno,
        reason: 'Amount does not match',
      }),
      reason: 'Amount does not match',
    });
    expect(denied).toMatchObject({ splitIndex: 1, status: 'conflict', reason: 'Amount does not match' });
    expect((await simulator.control.otc.request({ id: otc.id })).status).toBe('conflict');

    const verified = await bruno.otc.proofs.verify({
      id: otc.id,
      splitIndex: 0,
      signature: await custodyProofSignature(simulator, {
        kind: 'verify',
        id: otc.id,
        splitIndex: 0,
        wallet: DEMO.wallets.bruno,
      }),
    });
    expect(verified.status).toBe('verification sent');
    const released = (await bruno.otc.signatures.approveSplit({
      otcRequestId: otc.id,
      splitIndex: 0,
      userWalletAddress: DEMO.wallets.bruno,
    })) as { signed: boolean; status: string; txHash: string };
    expect(released).toMatchObject({ signed: true, status: 'conflict' });

    const prepared = await desk.otc.proofs.prepare({
      id: otc.id,
      fileNames: ['corrected.png'],
      splitIndex: 1,
    });
    await upload(simulator, prepared.uploadUrls[0]?.signedUrl ?? '', 'image/png');
    await desk.otc.proofs.submit({
      id: otc.id,
      splitIndex: 1,
      signature: await custodyProofSignature(simulator, {
        kind: 'submit',
        id: otc.id,
        splitIndex: 1,
        wallet: DEMO.wallets.omar,
        forceNewProof: true,
      }),
      forceNewProof: true,
    });
    expect((await simulator.control.otc.request({ id: otc.id })).status).toBe('verifying');
    await bruno.otc.proofs.verify({
      id: otc.id,
      splitIndex: 1,
      signature: await custodyProofSignature(simulator, {
        kind: 'verify',
        id: otc.id,
        splitIndex: 1,
        wallet: DEMO.wallets.bruno,
      }),
    });
    const last = (await bruno.otc.signatures.approveSplit({
      otcRequestId: otc.id,
      splitIndex: 1,
      userWalletAddress: DEMO.wallets.bruno,
    })) as { status: string };
    expect(last.status).toBe('completed');

    await simulator.clock.advance(2_000);
    expect(BigInt(await usdcOf(simulator, DEMO.wallets.omar))).toBe(deskBefore + 100_000_000n);
    expect(await usdcOf(simulator, accepted.escrowAddress)).toBe('0');
    const [item] = await bruno.otc.requests.list({ status: ['completed'] });
    expect(item?.otcRequest.id).toBe(otc.id);
    expect(item?.tx?.status).toBe('completed');
    const proofs = await bruno.otc.proofs.retrieve({ requestId: otc.id });
    expect(proofs.proofUrls.map((proof) => proof.filePath)).toHaveLength(2);
  });

  test('a buy request: the desk escrows the tokens and releases them to the requester', async () => {
    const simulator = otcSimulator();
    const bruno = await otcClient(simulator, DEMO.keys.profileWrite, { profileId: DEMO.profiles.bruno.id });
    const omar = await otcClient(simulator, DEMO.keys.otcProvider, { profileId: DEMO.profiles.omar.id });
    const otc = await createOtc(bruno, buyBody());
    const offer = await simulator.control.otc.makeOffer({ id: otc.id, rate: 18 });
    expect(offer).toMatchObject({ buyAmount: 50, sellAmount: 900, rate: 18, status: 'pending' });
    const { signature } = await bruno.otc.signatures.createEscrow({
      otcRequestId: otc.id,
      offerId: offer.offerId,
    });
    const deskBefore = BigInt(await usdcOf(simulator, DEMO.wallets.omar));
    const brunoBefore = BigInt(await usdcOf(simulator, DEMO.wallets.bruno));
    const accepted = await bruno.otc.offers.accept({
      id: otc.id,
      offerId: offer.offerId,
      userSignature: signature ?? '',
    });
    expect(BigInt(await usdcOf(simulator, DEMO.wallets.omar))).toBe(deskBefore - 50_000_000n);
    expect((await simulator.control.otc.request({ id: otc.id })).status).toBe('processing');
    await simulator.clock.advance(2_000);
    expect((await simulator.control.otc.request({ id: otc.id })).status).toBe('proofing');

    const prepared = await bruno.otc.proofs.prepare({ id: otc.id, fileNames: ['spei.pdf'], splitIndex: 0 });
    await upload(simulator, prepared.uploadUrls[0]?.signedUrl ?? '');
    await bruno.otc.proofs.submit({
      id: otc.id,
      splitIndex: 0,
      signature: await custodyProofSignature(simulator, {
        kind: 'submit',
        id: otc.id,
        splitIndex: 0,
        wallet: DEMO.wallets.bruno,
      }),
    });
    await omar.otc.proofs.verify({
      id: otc.id,
      splitIndex: 0,
      signature: await custodyProofSignature(simulator, {
        kind: 'verify',
        id: otc.id,
        splitIndex: 0,
        wallet: DEMO.wallets.omar,
      }),
    });
    const released = (await omar.otc.signatures.approveSplit({
      otcRequestId: otc.id,
      splitIndex: 0,
      userWalletAddress: DEMO.wallets.omar,
    })) as { status: string };
    expect(released.status).toBe('completed');
    await simulator.clock.advance(2_000);
    expect(BigInt(await usdcOf(simulator, DEMO.wallets.bruno))).toBe(brunoBefore + 50_000_000n);
    expect(await usdcOf(simulator, accepted.escrowAddress)).toBe('0');
    const sponsorTxs = (await simulator.control.chain.txs({ address: GAS_SPONSOR_ADDRESS })).txs;
    expect(sponsorTxs.filter((tx) => tx.reference.otcRequestId === otc.id).length).toBeGreaterThanOrEqual(4);
  });
});
