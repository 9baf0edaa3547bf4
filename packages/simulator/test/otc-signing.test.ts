/**
 * The signing package against the OTC routes with wallets whose keys the test holds: the typed data
 * the simulator hands out (escrow creation, split approval and denial) and the proof messages built
 * from the request's fields, signed with the package's helpers, are accepted; a signature by another
 * key is refused with 403 `OTC_SIGNER_MISMATCH` and changes nothing.
 */
import {
  signEscrowCreation,
  signProofDenial,
  signProofSubmission,
  signProofVerification,
  signSplitApproval,
  signSplitDenial,
} from '@payments-platform/signing';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, test } from 'vitest';
import { DEMO, type Simulator } from '../src/index.js';
import { allowanceOf } from '../src/modules/chain/allowances.js';
import { escrowFactory } from '../src/modules/otc/offers.js';
import { OTC_SPLIT_SIGNATURE_TTL_MS } from '../src/modules/otc/rules.js';
import {
  BASE_SEPOLIA,
  createOtc,
  custody,
  otcClient,
  otcSimulator,
  sellBody,
  USDC,
  upload,
} from './otc-client.js';
import { failure } from './profile-user-client.js';

/** The escrow's typed data: not in the contract's createEscrow answer, an extra field of the simulator's. */
type EscrowTypedData = Parameters<typeof signEscrowCreation>[0]['typedData'];

/** Fixed test keys: never use them for anything real. */
const requester = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
const provider = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a');
const stranger = privateKeyToAccount('0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6');

const usdcOf = async (simulator: Simulator, address: string) =>
  (await simulator.control.chain.balances({ address, chainId: BASE_SEPOLIA })).balances.find(
    (balance) => balance.tokenAddress === USDC,
  )?.amount ?? '0';

/** External wallets of bruno (funded, escrow factory approved) and of the OTC desk. */
async function setup() {
  const simulator = otcSimulator();
  await simulator.control.wallets.register({
    teamId: DEMO.teams.business.id,
    profileId: DEMO.profiles.bruno.id,
    address: requester.address,
    custody: 'external',
  });
  await simulator.control.wallets.register({
    teamId: DEMO.teams.otcDesk.id,
    profileId: DEMO.profiles.omar.id,
    address: provider.address,
    custody: 'external',
  });
  await simulator.control.chain.fund({
    chainId: BASE_SEPOLIA,
    address: requester.address,
    token: 'USDC',
    amount: '500',
  });
  await simulator.control.otc.setAllowance({
    chainId: BASE_SEPOLIA,
    owner: requester.address,
    token: 'USDC',
    amount: 'max',
  });
  const bruno = await otcClient(simulator, DEMO.keys.profileWrite, { profileId: DEMO.profiles.bruno.id });
  const app = await otcClient(simulator, DEMO.keys.app);
  const desk = await otcClient(simulator, DEMO.keys.otcProvider);
  return { simulator, bruno, app, desk };
}

/** A sell request of the requester's wallet with an offer of the desk's wallet. */
async function offered(simulator: Simulator, bruno: Awaited<ReturnType<typeof otcClient>>, splits = 1) {
  const otc = await createOtc(bruno, sellBody(requester.address));
  const offer = await simulator.control.otc.makeOffer({
    id: otc.id,
    providerWallet: provider.address,
    splits,
  });
  return { otc, offer };
}

/** The escrow created with the requester's signature and confirmed. */
async function escrowed(splits = 1) {
  const context = await setup();
  const { otc, offer } = await offered(context.simulator, context.bruno, splits);
  const escrow = await context.bruno.otc.signatures.createEscrow({
    otcRequestId: otc.id,
    offerId: offer.offerId,
  });
  const userSignature = await signEscrowCreation({
    signer: requester,
    typedData: (escrow as Record<string, unknown>).typedData as EscrowTypedData,
    chainId: BASE_SEPOLIA,
  });
  const accepted = await context.app.otc.offers.accept({ id: otc.id, offerId: offer.offerId, userSignature });
  await context.simulator.clock.advance(2_000);
  const expiresAtMs = (await context.simulator.control.otc.request({ id: otc.id })).escrowExpiresAtMs ?? 0;
  return { ...context, otc, offer, accepted, expiresAtMs };
}

/** Fields of a proof message of split `splitIndex`. */
const proofFields = (
  otcRequestId: string,
  splitIndex: number,
  walletAddress: `0x${string}`,
  expiresAtMs: number,
) => ({
  chainId: BASE_SEPOLIA,
  otcRequestId,
  splitIndex,
  walletAddress,
  expiresAtMs,
});

/** The desk uploads a proof of split `splitIndex` and submits it with its signature. */
async function submitted(
  context: Awaited<ReturnType<typeof escrowed>>,
  splitIndex: number,
  forceNewProof = false,
) {
  const { simulator, desk, otc, expiresAtMs } = context;
  const prepared = await desk.otc.proofs.prepare({ id: otc.id, fileNames: ['receipt.pdf'], splitIndex });
  await upload(simulator, prepared.uploadUrls[0]?.signedUrl ?? '');
  const signature = await signProofSubmission({
    signer: provider,
    fields: { ...proofFields(otc.id, splitIndex, provider.address, expiresAtMs), forceNewProof },
  });
  return desk.otc.proofs.submit({ id: otc.id, splitIndex, signature, forceNewProof });
}

/** Split 0 proved by the desk and verified by the requester, then its approval asked for. */
async function approvalOfVerifiedSplit(context: Awaited<ReturnType<typeof escrowed>>) {
  const { bruno, otc, expiresAtMs } = context;
  await submitted(context, 0);
  await context.app.otc.proofs.verify({
    id: otc.id,
    splitIndex: 0,
    signature: await signProofVerification({
      signer: requester,
      fields: proofFields(otc.id, 0, requester.address, expiresAtMs),
    }),
  });
  return (await bruno.otc.signatures.approveSplit({
    otcRequestId: otc.id,
    splitIndex: 0,
    userWalletAddress: requester.address,
  })) as { signed: boolean; typedData: unknown; signerAddress: string; expiresAtMs: number };
}

describe('accept-offer with the escrow-creation signature', () => {
  test('the typed data of create-escrow/user, signed by the wallet, creates the escrow', async () => {
    const { simulator, accepted, otc } = await escrowed();
    expect(accepted.requestId).toBe(otc.id);
    expect(await usdcOf(simulator, requester.address)).toBe('400000000');
    expect(await usdcOf(simulator, accepted.escrowAddress)).toBe('100000000');
    expect(await simulator.control.otc.request({ id: otc.id })).toMatchObject({
      status: 'proofing',
      escrowAddress: accepted.escrowAddress,
    });
  });

  test("another key's signature answers 403 OTC_SIGNER_MISMATCH and creates nothing", async () => {
    const { simulator, bruno, app } = await setup();
    const { otc, offer } = await offered(simulator, bruno);
    const escrow = await bruno.otc.signatures.createEscrow({ otcRequestId: otc.id, offerId: offer.offerId });
    expect(escrow.signed).toBe(false);
    const userSignature = await signEscrowCreation({
      signer: stranger,
      typedData: (escrow as Record<string, unknown>).typedData as EscrowTypedData,
    });
    expect(
      await failure(app.otc.offers.accept({ id: otc.id, offerId: offer.offerId, userSignature })),
    ).toEqual({
      status: 403,
      code: 'OTC_SIGNER_MISMATCH',
    });
    expect((await simulator.control.otc.request({ id: otc.id })).status).toBe('new');
    expect(await usdcOf(simulator, requester.address)).toBe('500000000');
  });

  test('a signature that is not hex answers 400 OTC_SIGNATURE_MALFORMED', async () => {
    const { simulator, bruno, app } = await setup();
    const { otc, offer } = await offered(simulator, bruno);
    expect(
      await failure(app.otc.offers.accept({ id: otc.id, offerId: offer.offerId, userSignature: 'nope' })),
    ).toEqual({ status: 400, code: 'OTC_SIGNATURE_MALFORMED' });
  });
});

describe('proof signatures', () => {
  test('submit-proof takes the fiat payer wallet signature; another key answers 403', async () => {
    const context = await escrowed();
    const { simulator, desk, otc, expiresAtMs } = context;
    const prepared = await desk.otc.proofs.prepare({ id: otc.id, fileNames: ['receipt.pdf'], splitIndex: 0 });
    await upload(simulator, prepared.uploadUrls[0]?.signedUrl ?? '');
    const forged = await signProofSubmission({
      signer: stranger,
      fields: proofFields(otc.id, 0, provider.address, expiresAtMs),
    });
    expect(await failure(desk.otc.proofs.submit({ id: otc.id, splitIndex: 0, signature: forged }))).toEqual({
      status: 403,
      code: 'OTC_SIGNER_MISMATCH',
    });
    const signature = await signProofSubmission({
      signer: provider,
      fields: proofFields(otc.id, 0, provider.address, expiresAtMs),
    });
    const data = await desk.otc.proofs.submit({ id: otc.id, splitIndex: 0, signature });
    expect(data).toMatchObject({ requestId: otc.id, splitIndex: 0 });
    expect((await simulator.control.otc.request({ id: otc.id })).status).toBe('verifying');
  });

  test('verify-proof and deny-proof take the escrowing wallet signature', async () => {
    const context = await escrowed(2);
    const { simulator, app, otc, expiresAtMs } = context;
    await submitted(context, 0);
    await submitted(context, 1);
    const fields = proofFields(otc.id, 0, requester.address, expiresAtMs);
    const forged = await signProofVerification({ signer: stranger, fields });
    expect(await failure(app.otc.proofs.verify({ id: otc.id, splitIndex: 0, signature: forged }))).toEqual({
      status: 403,
      code: 'OTC_SIGNER_MISMATCH',
    });
    const signature = await signProofVerification({ signer: requester, fields });
    const verified = await app.otc.proofs.verify({ id: otc.id, splitIndex: 0, signature });
    expect(verified.status).toBe('verification sent');

    const denial = { ...proofFields(otc.id, 1, requester.address, expiresAtMs), reason: 'Wrong reference' };
    const forgedDenial = await signProofDenial({ signer: stranger, fields: denial });
    const body = { id: otc.id, splitIndex: 1, walletAddress: requester.address, reason: 'Wrong reference' };
    expect(await failure(app.otc.proofs.deny({ ...body, signature: forgedDenial }))).toEqual({
      status: 403,
      code: 'OTC_SIGNER_MISMATCH',
    });
    const denied = await app.otc.proofs.deny({
      ...body,
      signature: await signProofDenial({ signer: requester, fields: denial }),
    });
    expect(denied.status).toBe('conflict');
    expect((await simulator.control.otc.request({ id: otc.id })).splits[1]?.status).toBe('disputed');
  });

  test('submit-proof signed by the platform custody signer for an external wallet answers 403 OTC_SIGNER_MISMATCH', async () => {
    const context = await escrowed();
    const { simulator, desk, otc, expiresAtMs } = context;
    const prepared = await desk.otc.proofs.prepare({ id: otc.id, fileNames: ['receipt.pdf'], splitIndex: 0 });
    await upload(simulator, prepared.uploadUrls[0]?.signedUrl ?? '');
    // The desk's wallet is its own (external): the platform's key does not sign for it.
    const signature = await signProofSubmission({
      signer: custody,
      fields: { ...proofFields(otc.id, 0, provider.address, expiresAtMs), forceNewProof: false },
    });
    expect(await failure(desk.otc.proofs.submit({ id: otc.id, splitIndex: 0, signature }))).toEqual({
      status: 403,
      code: 'OTC_SIGNER_MISMATCH',
    });
    expect((await simulator.control.otc.request({ id: otc.id })).splits[0]?.status).toBe('awaiting_proof');
  });

  test('a signature past the escrow expiry answers 400 OTC_SIGNATURE_EXPIRED', async () => {
    const context = await escrowed();
    const { simulator, desk, otc, expiresAtMs } = context;
    const prepared = await desk.otc.proofs.prepare({ id: otc.id, fileNames: ['receipt.pdf'], splitIndex: 0 });
    await upload(simulator, prepared.uploadUrls[0]?.signedUrl ?? '');
    const signature = await signProofSubmission({
      signer: provider,
      fields: proofFields(otc.id, 0, provider.address, expiresAtMs),
    });
    await simulator.clock.advance(expiresAtMs - simulator.clock.now() + 1);
    expect(await failure(desk.otc.proofs.submit({ id: otc.id, splitIndex: 0, signature }))).toEqual({
      status: 400,
      code: 'OTC_SIGNATURE_EXPIRED',
    });
  });
});

describe('split approval and denial typed data', () => {
  test('approve-split hands out typed data; the signed approval releases the split', async () => {
    const context = await escrowed(2);
    const { simulator, otc } = context;
    const approval = await approvalOfVerifiedSplit(context);
    expect(approval).toMatchObject({ signed: false, signerAddress: requester.address.toLowerCase() });

    const forged = await signSplitApproval({ signer: stranger, typedData: approval.typedData });
    const refused = await simulator.fetch(`/_simulator/otc/${otc.id}/splits/0/signature`, {
      method: 'POST',
      body: JSON.stringify({ signature: forged }),
      headers: { 'content-type': 'application/json' },
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('OTC_SIGNER_MISMATCH');
    expect((await simulator.control.otc.request({ id: otc.id })).splits[0]?.status).toBe('verified');

    const signature = await signSplitApproval({
      signer: requester,
      typedData: approval.typedData,
      chainId: BASE_SEPOLIA,
    });
    const relayed = simulator.control.otc.relaySplitSignature({ id: otc.id, splitIndex: 0, signature });
    await expect(relayed).resolves.toMatchObject({
      action: 'approve',
      splitStatus: 'released',
      status: 'proofing',
    });
    await simulator.clock.advance(2_000);
    expect(await usdcOf(simulator, provider.address)).toBe('50000000');
  });

  test('deny-split hands out typed data; the signed denial refunds the split', async () => {
    const context = await escrowed(2);
    const { simulator, bruno, otc } = context;
    const denial = (await bruno.otc.signatures.denySplit({
      otcRequestId: otc.id,
      splitIndex: 1,
      userWalletAddress: requester.address,
    })) as { signed: boolean; typedData: unknown };
    expect(denial.signed).toBe(false);
    const forged = await signSplitDenial({ signer: stranger, typedData: denial.typedData });
    await expect(
      simulator.control.otc.relaySplitSignature({ id: otc.id, splitIndex: 1, signature: forged }),
    ).rejects.toMatchObject({
      status: 403,
      code: 'OTC_SIGNER_MISMATCH',
    });
    const signature = await signSplitDenial({ signer: requester, typedData: denial.typedData });
    await expect(
      simulator.control.otc.relaySplitSignature({ id: otc.id, splitIndex: 1, signature }),
    ).resolves.toMatchObject({
      action: 'deny',
      splitStatus: 'refunded',
    });
    await simulator.clock.advance(2_000);
    expect(await usdcOf(simulator, requester.address)).toBe('450000000');
  });
});

describe('split approval and denial expiry', () => {
  test('an approval relayed after OTC_SPLIT_SIGNATURE_TTL_MS answers 400 OTC_SIGNATURE_EXPIRED and releases nothing', async () => {
    const context = await escrowed();
    const { simulator, otc } = context;
    const approval = await approvalOfVerifiedSplit(context);
    expect(approval.expiresAtMs).toBe(simulator.clock.now() + OTC_SPLIT_SIGNATURE_TTL_MS);
    const signature = await signSplitApproval({ signer: requester, typedData: approval.typedData });
    await simulator.clock.advance(OTC_SPLIT_SIGNATURE_TTL_MS + 1);
    await expect(
      simulator.control.otc.relaySplitSignature({ id: otc.id, splitIndex: 0, signature }),
    ).rejects.toMatchObject({ status: 400, code: 'OTC_SIGNATURE_EXPIRED' });
    expect((await simulator.control.otc.request({ id: otc.id })).splits[0]?.status).toBe('verified');
  });

  test('a denial relayed after OTC_SPLIT_SIGNATURE_TTL_MS answers 400 OTC_SIGNATURE_EXPIRED and refunds nothing', async () => {
    const context = await escrowed(2);
    const { simulator, bruno, otc, accepted } = context;
    const denial = (await bruno.otc.signatures.denySplit({
      otcRequestId: otc.id,
      splitIndex: 1,
      userWalletAddress: requester.address,
    })) as { signed: boolean; expiresAtMs: number; typedData: unknown };
    expect(denial).toMatchObject({
      signed: false,
      expiresAtMs: simulator.clock.now() + OTC_SPLIT_SIGNATURE_TTL_MS,
    });
    const signature = await signSplitDenial({ signer: requester, typedData: denial.typedData });
    const escrowBefore = await usdcOf(simulator, accepted.escrowAddress);
    const requesterBefore = await usdcOf(simulator, requester.address);
    await simulator.clock.advance(OTC_SPLIT_SIGNATURE_TTL_MS + 1);
    await expect(
      simulator.control.otc.relaySplitSignature({ id: otc.id, splitIndex: 1, signature }),
    ).rejects.toMatchObject({ status: 400, code: 'OTC_SIGNATURE_EXPIRED' });
    const after = await simulator.control.otc.request({ id: otc.id });
    expect(after.splits[1]?.status).not.toBe('refunded');
    await simulator.clock.advance(2_000);
    expect(await usdcOf(simulator, accepted.escrowAddress)).toBe(escrowBefore);
    expect(await usdcOf(simulator, requester.address)).toBe(requesterBefore);
  });
});

describe('approve-split before the proof is verified', () => {
  test('a split whose proof is submitted, then disputed, answers 409 OTC_SPLIT_NOT_VERIFIED and releases nothing', async () => {
    const context = await escrowed(2);
    const { simulator, app, bruno, otc, accepted, expiresAtMs } = context;
    const approveSplit = () =>
      failure(
        bruno.otc.signatures.approveSplit({
          otcRequestId: otc.id,
          splitIndex: 0,
          userWalletAddress: requester.address,
        }),
      );
    await submitted(context, 0);
    expect((await simulator.control.otc.request({ id: otc.id })).splits[0]?.status).toBe('proof_submitted');
    expect(await approveSplit()).toEqual({ status: 409, code: 'OTC_SPLIT_NOT_VERIFIED' });

    const denial = { ...proofFields(otc.id, 0, requester.address, expiresAtMs), reason: 'Wrong reference' };
    await app.otc.proofs.deny({
      id: otc.id,
      splitIndex: 0,
      walletAddress: requester.address,
      reason: 'Wrong reference',
      signature: await signProofDenial({ signer: requester, fields: denial }),
    });
    expect((await simulator.control.otc.request({ id: otc.id })).splits[0]?.status).toBe('disputed');
    expect(await approveSplit()).toEqual({ status: 409, code: 'OTC_SPLIT_NOT_VERIFIED' });

    const after = await simulator.control.otc.request({ id: otc.id });
    expect(after.splits[0]?.status).toBe('disputed');
    await simulator.clock.advance(2_000);
    expect(await usdcOf(simulator, accepted.escrowAddress)).toBe('100000000');
    expect(await usdcOf(simulator, provider.address)).toBe('0');
  });
});

describe('accept-offer from a platform-custody wallet', () => {
  /** A sell request of bruno's platform wallet with an offer of the desk, its escrow signed by the platform. */
  async function platformOffer(simulator: Simulator, allowance: string) {
    const bruno = await otcClient(simulator, DEMO.keys.profileWrite, { profileId: DEMO.profiles.bruno.id });
    await simulator.control.otc.setAllowance({
      chainId: BASE_SEPOLIA,
      owner: DEMO.wallets.bruno,
      token: 'USDC',
      amount: allowance,
    });
    const otc = await createOtc(bruno);
    const offer = await simulator.control.otc.makeOffer({ id: otc.id, providerWallet: provider.address });
    const escrow = await bruno.otc.signatures.createEscrow({ otcRequestId: otc.id, offerId: offer.offerId });
    expect(escrow.signed).toBe(true);
    return { bruno, otc, offer, escrow };
  }

  const escrowAllowance = (simulator: Simulator) =>
    allowanceOf(simulator.services.store, {
      chainId: BASE_SEPOLIA,
      owner: DEMO.wallets.bruno,
      token: USDC,
      spender: escrowFactory(BASE_SEPOLIA),
    });

  test('a wrong user signature after create-escrow/user is refused and escrows nothing', async () => {
    const simulator = otcSimulator();
    const { bruno, otc, offer, escrow } = await platformOffer(simulator, 'max');
    const before = await usdcOf(simulator, DEMO.wallets.bruno);
    const offerRow = (await simulator.control.otc.request({ id: otc.id })).offers.find(
      (row: { offerId: string }) => row.offerId === offer.offerId,
    ) as { expiresAtMs: number };
    const forged = await signEscrowCreation({
      signer: stranger,
      fields: {
        chainId: BASE_SEPOLIA,
        otcRequestId: otc.id,
        offerId: offer.offerId,
        userWalletAddress: DEMO.wallets.bruno as `0x${string}`,
        expiresAtMs: offerRow.expiresAtMs,
      },
    });
    const platform = String(escrow.signature);
    // The platform's own signature with one byte of r changed.
    const altered = `${platform.slice(0, 10)}${platform.slice(10, 12) === 'ff' ? '00' : 'ff'}${platform.slice(12)}`;
    expect(
      await failure(bruno.otc.offers.accept({ id: otc.id, offerId: offer.offerId, userSignature: forged })),
    ).toEqual({ status: 403, code: 'OTC_SIGNER_MISMATCH' });
    // Random bytes with no valid recovery byte: refused as malformed, not compared loosely.
    expect(
      await failure(bruno.otc.offers.accept({ id: otc.id, offerId: offer.offerId, userSignature: altered })),
    ).toEqual({ status: 400, code: 'OTC_SIGNATURE_MALFORMED' });
    const row = await simulator.control.otc.request({ id: otc.id });
    expect(row).toMatchObject({ status: 'new', escrowAddress: null });
    expect(row.offers.map((entry: { status: string }) => entry.status)).toEqual(['pending']);
    expect(await usdcOf(simulator, DEMO.wallets.bruno)).toBe(before);
    // The platform's signature still accepts the offer.
    const accepted = await bruno.otc.offers.accept({
      id: otc.id,
      offerId: offer.offerId,
      userSignature: platform,
    });
    expect(accepted.requestId).toBe(otc.id);
  });

  test("an escrow-factory allowance of exactly the offer's units is used up on acceptance", async () => {
    const simulator = otcSimulator();
    const first = await platformOffer(simulator, '100');
    expect(escrowAllowance(simulator)).toBe(100_000_000n);
    await first.bruno.otc.offers.accept({
      id: first.otc.id,
      offerId: first.offer.offerId,
      userSignature: String(first.escrow.signature),
    });
    expect(escrowAllowance(simulator)).toBe(0n);
    expect(
      await first.bruno.otc.allowance.check({
        chainId: BASE_SEPOLIA,
        tokenAddress: USDC,
        senderAddress: DEMO.wallets.bruno,
        amountToCheck: '1',
      }),
    ).toMatchObject({ allowance: '0' });

    const otc = await createOtc(first.bruno);
    const offer = await simulator.control.otc.makeOffer({ id: otc.id, providerWallet: provider.address });
    const escrow = await first.bruno.otc.signatures.createEscrow({
      otcRequestId: otc.id,
      offerId: offer.offerId,
    });
    expect(
      await failure(
        first.bruno.otc.offers.accept({
          id: otc.id,
          offerId: offer.offerId,
          userSignature: String(escrow.signature),
        }),
      ),
    ).toMatchObject({ code: 'OTC_ALLOWANCE_INSUFFICIENT' });
    expect((await simulator.control.otc.request({ id: otc.id })).status).toBe('new');
  });
});
