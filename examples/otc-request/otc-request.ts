/**
 * An OTC buy request from creation to completion: Bruno's team asks to buy 50 USDC for MXN, an
 * OTC desk offers a rate, Bruno accepts with the platform's escrow signature, the desk escrows
 * the tokens, Bruno uploads proof of his bank transfer, the desk verifies it and releases the
 * tokens. The simulator plays the desk through its control API. Both wallets are platform-custody
 * wallets, so their proof messages are signed by the platform's custody signer (the simulator
 * publishes its key for tests).
 */
import { createClient } from '@payments-platform/sdk';
import { signProofSubmission, signProofVerification } from '@payments-platform/signing';
import { createSimulator, DEMO, PLATFORM_CUSTODY_SIGNER } from '@payments-platform/simulator';
import { privateKeyToAccount } from 'viem/accounts';

export async function run(log: (line: string) => void = () => {}) {
  const simulator = createSimulator({ randomSeed: 'otc-example' });
  const clientFor = async (apiKey: string, profileId: string) =>
    createClient({
      apiKey,
      baseUrl: simulator.baseUrl,
      fetch: simulator.fetch,
      session: { token: (await simulator.control.tenancy.createSession({ profileId })).token },
    });
  const bruno = await clientFor(DEMO.keys.profileWrite, DEMO.profiles.bruno.id);
  const desk = await clientFor(DEMO.keys.otcProvider, DEMO.profiles.omar.id);
  const statuses: string[] = [];
  const track = async (id: string) => statuses.push((await simulator.control.otc.request({ id })).status);

  // #region create
  const otc = await bruno.otc.requests.create({
    targetAddress: DEMO.wallets.bruno,
    amount: 50,
    channelParams: {
      requestType: 'buy',
      amountType: 'buy',
      buyCurrency: 'USDC',
      sellCurrency: 'MXN',
      buyChain: 'base-sepolia',
      sellChain: 'fiat',
      userBankId: DEMO.bankAccounts.bruno,
    },
  });
  // #endregion create
  await track(otc.id);
  log(`OTC request ${otc.id}: buy 50 USDC for MXN`);

  // #region offer
  const offer = await simulator.control.otc.makeOffer({ id: otc.id, rate: 18 }); // the desk's side
  const { signature } = await bruno.otc.signatures.createEscrow({
    otcRequestId: otc.id,
    offerId: offer.offerId,
  });
  await bruno.otc.offers.accept({ id: otc.id, offerId: offer.offerId, userSignature: signature ?? '' });
  await track(otc.id);
  await simulator.clock.advance(2_000); // the desk's escrow confirms
  // #endregion offer
  await track(otc.id);
  log(`Accepted the desk's offer of ${offer.sellAmount} MXN at ${offer.rate}`);

  // #region proof
  const prepared = await bruno.otc.proofs.prepare({ id: otc.id, fileNames: ['spei.pdf'], splitIndex: 0 });
  for (const slot of prepared.uploadUrls) {
    await simulator.fetch(slot.signedUrl, {
      method: 'PUT',
      headers: { 'content-type': 'application/pdf' },
      body: new TextEncoder().encode('%PDF-1.4 transfer receipt'),
    });
  }
  const custody = privateKeyToAccount(PLATFORM_CUSTODY_SIGNER.privateKey);
  const { escrowExpiresAtMs } = await simulator.control.otc.request({ id: otc.id });
  const proof = { chainId: 84532, otcRequestId: otc.id, splitIndex: 0, expiresAtMs: escrowExpiresAtMs ?? 0 };
  const submitted = await signProofSubmission({
    signer: custody,
    fields: { ...proof, walletAddress: DEMO.wallets.bruno as `0x${string}`, forceNewProof: false },
  });
  await bruno.otc.proofs.submit({ id: otc.id, splitIndex: 0, signature: submitted });
  await track(otc.id);
  const verified = await signProofVerification({
    signer: custody,
    fields: { ...proof, walletAddress: DEMO.wallets.omar as `0x${string}` },
  });
  await desk.otc.proofs.verify({ id: otc.id, splitIndex: 0, signature: verified });
  const released = (await desk.otc.signatures.approveSplit({
    otcRequestId: otc.id,
    splitIndex: 0,
    userWalletAddress: DEMO.wallets.omar,
  })) as { status: string };
  await simulator.clock.advance(2_000); // the release confirms
  // #endregion proof
  await track(otc.id);
  const [listed] = await bruno.otc.requests.list({ status: ['completed'] });
  log(`Proof verified, tokens released: ${released.status}; statuses ${statuses.join(' -> ')}`);

  return { otc, offer, released, statuses, listed };
}
