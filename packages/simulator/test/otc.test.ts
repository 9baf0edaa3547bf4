/**
 * The OTC operations through the SDK client with strict response validation: each operation's
 * success shape and the statuses and codes of its rules (the signed round trips are in
 * otc-signing.test.ts, the flows end to end in otc-scenarios.test.ts).
 */
import { parseApproveTransaction } from '@payments-platform/signing';
import { describe, expect, test } from 'vitest';
import { DEMO } from '../src/index.js';
import {
  acceptedSell,
  BASE_SEPOLIA,
  buyBody,
  createOtc,
  custodyProofSignature,
  otcClient,
  otcSimulator,
  sellBody,
  USDC,
  upload,
} from './otc-client.js';
import { failure } from './profile-user-client.js';

const OTHER_ADDRESS = '0x7e5f4552091a69125d5dfcb7b8c2659029395bdf';

async function setup() {
  const simulator = otcSimulator();
  const bruno = await otcClient(simulator, DEMO.keys.profileWrite);
  return { simulator, bruno };
}

const withParams = (params: Readonly<Record<string, string>>) => ({
  ...sellBody(),
  channelParams: { ...sellBody().channelParams, ...params },
});

describe('POST /channel/core/otc/create', () => {
  test('creates a new sell request with its transaction', async () => {
    const { simulator, bruno } = await setup();
    const row = await bruno.otc.requests.create({ ...sellBody(), amount: 250.5 });
    expect(row).toMatchObject({
      status: 'new',
      type: 'sell',
      sellAmount: 250.5,
      buyAmount: 4634.25,
      amountUsd: 250.5,
      sellCurrency: 'USDC',
      buyCurrency: 'MXN',
      sellChainId: BASE_SEPOLIA,
      buyChainId: 'fiat',
      profileBankId: DEMO.bankAccounts.bruno,
      escrowAddress: null,
    });
    expect(row.idHash).toMatch(/^0x[0-9a-f]{64}$/);
    const tx = simulator.services.store.transactions.get(row.txId);
    expect(tx).toMatchObject({
      status: 'pending',
      teamId: DEMO.teams.business.id,
      channel: { tableType: 'ch_core_otc' },
    });
  });

  test('a buy request given in the fiat leg converts at the reference rate', async () => {
    const { bruno } = await setup();
    const row = await bruno.otc.requests.create({
      ...buyBody(),
      amount: 925,
      channelParams: {
        ...buyBody().channelParams,
        amountType: 'sell',
        buyCurrency: 'tok_usdc',
        buyChain: '84532',
      },
    });
    expect(row).toMatchObject({
      type: 'buy',
      buyAmount: 50,
      sellAmount: 925,
      buyCurrency: 'USDC',
      sellCurrency: 'MXN',
    });
  });

  test('the largest amount the contract allows is a request: 1e59 has no decimal places', async () => {
    const { bruno } = await setup();
    // JavaScript prints 1e21 and up with an exponent; written out they are whole numbers.
    for (const amount of [1e21, 1e59]) {
      expect(await bruno.otc.requests.create({ ...sellBody(), amount })).toMatchObject({
        status: 'new',
        sellAmount: amount,
      });
    }
  });

  test('invalid channel parameters answer 400 CH-06', async () => {
    const { bruno } = await setup();
    for (const params of [
      { sellChain: 'solana' },
      { sellCurrency: 'ETH' },
      { buyCurrency: 'XYZ' },
      { buyCurrency: 'USD' },
      { userBankId: DEMO.bankAccounts.alice },
      { userBankId: '30000000-0000-4000-8000-000000000099' },
    ]) {
      expect(await failure(bruno.otc.requests.create(withParams(params)))).toEqual({
        status: 400,
        code: 'CH-06',
      });
    }
  });

  test('an invalid body answers 400 CH-03', async () => {
    const { simulator } = await setup();
    const loose = await otcClient(simulator, DEMO.keys.profileWrite, { validation: 'off' });
    expect(
      await failure(loose.otc.requests.create({ ...sellBody(), targetAddress: 'not-an-address' })),
    ).toEqual({
      status: 400,
      code: 'CH-03',
    });
    expect(await failure(loose.otc.requests.create({ ...sellBody(), amount: -1 }))).toEqual({
      status: 400,
      code: 'CH-03',
    });
    expect(await failure(loose.otc.requests.create({ ...sellBody(), amount: 1.1234567 }))).toEqual({
      status: 400,
      code: 'CH-03',
    });
  });

  test('a viewer answers 403 CH-02; no context 401; a team key has no profile', async () => {
    const { simulator } = await setup();
    const diego = await otcClient(simulator, DEMO.keys.app, { profileId: DEMO.profiles.diego.id });
    expect(await failure(diego.otc.requests.create(sellBody()))).toEqual({ status: 403, code: 'CH-02' });
    const app = await otcClient(simulator, DEMO.keys.app);
    expect((await failure(app.otc.requests.create(sellBody()))).status).toBe(401);
    const team = await otcClient(simulator, DEMO.keys.teamWrite);
    expect((await failure(team.otc.requests.create(sellBody()))).status).toBe(401);
  });
});

describe('OTC create and list context', () => {
  test('profile and team headers are not used: an app key with them answers 401, a session keeps its own', async () => {
    const { simulator, bruno } = await setup();
    const context = { profileId: DEMO.profiles.bruno.id, teamId: DEMO.teams.business.id };
    const headers = (await otcClient(simulator, DEMO.keys.app)).withContext(context);
    expect(await failure(headers.otc.requests.create(sellBody()))).toEqual({
      status: 401,
      code: 'CONTEXT_REQUIRED',
    });
    expect((await failure(headers.otc.requests.list())).status).toBe(401);
    await createOtc(bruno);
    const alice = (
      await otcClient(simulator, DEMO.keys.app, { profileId: DEMO.profiles.alice.id })
    ).withContext(context);
    expect(await alice.otc.requests.list()).toEqual([]);
    expect(await failure(alice.otc.requests.create(sellBody()))).toEqual({ status: 400, code: 'CH-06' });
  });
});

describe('GET /v1/otc', () => {
  test('lists the team requests newest first, filtered and paged', async () => {
    const { simulator, bruno } = await setup();
    const first = await createOtc(bruno);
    await simulator.clock.advance(60_000);
    const second = await createOtc(bruno, buyBody());
    await simulator.clock.advance(60_000);
    const third = await createOtc(bruno, sellBody(DEMO.wallets.bruno, 10));
    const all = await bruno.otc.requests.list();
    expect(all.map((item) => item.otcRequest.id)).toEqual([third.id, second.id, first.id]);
    expect(all[0]).toMatchObject({
      buyToken: { symbol: 'MXN' },
      sellToken: { symbol: 'USDC' },
      tx: { id: third.txId },
    });
    expect((await bruno.otc.requests.list({ type: 'buy' })).map((item) => item.otcRequest.id)).toEqual([
      second.id,
    ]);
    expect(
      (await bruno.otc.requests.list({ limit: 1, offset: 1 })).map((item) => item.otcRequest.id),
    ).toEqual([second.id]);
    expect((await bruno.otc.requests.list({ minAmountUsd: '20', maxAmountUsd: '60' })).length).toBe(1);
    expect(
      (await bruno.otc.requests.list({ minSellAmount: '50' })).map((item) => item.otcRequest.id),
    ).toEqual([second.id, first.id]);
    expect(
      (await bruno.otc.requests.list({ maxBuyAmount: '100' })).map((item) => item.otcRequest.id),
    ).toEqual([second.id]);
    expect((await bruno.otc.requests.list({ buyCurrency: 'usdc' })).length).toBe(1);
    expect((await bruno.otc.requests.list({ sellCurrency: 'MXN' })).length).toBe(1);
    const start = new Date(simulator.clock.now() - 90_000).toISOString();
    expect((await bruno.otc.requests.list({ startDate: start })).length).toBe(2);
    expect((await bruno.otc.requests.list({ endDate: start })).length).toBe(1);
    expect(
      (await bruno.otc.requests.list({ updatedStartDate: start, updatedEndDate: simulator.clock.iso() }))
        .length,
    ).toBe(2);
    expect((await bruno.otc.requests.list({ status: ['new', 'completed'] })).length).toBe(3);
    expect((await bruno.otc.requests.list({ status: ['completed'] })).length).toBe(0);
    const other = await otcClient(simulator, DEMO.keys.individualProfile);
    expect(await other.otc.requests.list()).toEqual([]);
  });

  test('an unparseable date or amount answers 400 BODY_PARSER_ERROR', async () => {
    const { simulator } = await setup();
    const loose = await otcClient(simulator, DEMO.keys.profileWrite, { validation: 'off' });
    expect(await failure(loose.otc.requests.list({ startDate: 'yesterday' }))).toEqual({
      status: 400,
      code: 'BODY_PARSER_ERROR',
    });
    expect(await failure(loose.otc.requests.list({ minBuyAmount: 'ten' }))).toEqual({
      status: 400,
      code: 'BODY_PARSER_ERROR',
    });
  });
});

describe('GET /v1/otc/txs and GET /v1/otc/gating', () => {
  test('lists the OTC transactions of the profile or the team', async () => {
    const { simulator, bruno } = await setup();
    const otc = await createOtc(bruno);
    const data = (await bruno.otc.transactions.list()) as { txs: Array<{ id: string }>; count: number };
    expect(data).toMatchObject({ count: 1, txs: [{ id: otc.txId }] });
    const carmen = await otcClient(simulator, DEMO.keys.memberProfile);
    expect(await carmen.otc.transactions.list({ type: 'team' })).toMatchObject({ count: 1 });
    expect(await carmen.otc.transactions.list({ type: 'profile' })).toMatchObject({ count: 0 });
    // The SDK refuses a type other than profile or team before sending; unchecked, the simulator refuses it.
    const unchecked = await otcClient(simulator, DEMO.keys.memberProfile, { validation: 'off' });
    expect(await failure(unchecked.otc.transactions.list({ type: 'app' } as never))).toEqual({
      status: 400,
      code: 'BODY_PARSER_ERROR',
    });
  });

  test('gating names the acting team, its role and the OTC providers', async () => {
    const { simulator, bruno } = await setup();
    expect(await bruno.otc.gating.retrieve()).toMatchObject({
      teamId: DEMO.teams.business.id,
      canCreateRequests: true,
      isOtcProvider: false,
      providers: [{ teamId: DEMO.teams.otcDesk.id }],
    });
    const desk = await otcClient(simulator, DEMO.keys.otcProvider);
    expect(await desk.otc.gating.retrieve()).toMatchObject({ isOtcProvider: true, providers: [] });
    const diego = await otcClient(simulator, DEMO.keys.app, { profileId: DEMO.profiles.diego.id });
    expect(await diego.otc.gating.retrieve()).toMatchObject({ role: 'viewer', canCreateRequests: false });
  });
});

describe('POST /channel/core/otc/{id}/reject-offer', () => {
  test('the creator team rejects a pending offer; again answers the same', async () => {
    const { simulator, bruno } = await setup();
    const otc = await createOtc(bruno);
    const offer = await simulator.control.otc.makeOffer({ id: otc.id });
    expect(await bruno.otc.offers.reject({ id: otc.id, offerId: offer.offerId })).toEqual({
      offerId: offer.offerId,
      status: 'rejected',
    });
    expect(await bruno.otc.offers.reject({ id: otc.id, offerId: offer.offerId })).toMatchObject({
      status: 'rejected',
    });
    expect((await simulator.control.otc.request({ id: otc.id })).offers[0]?.status).toBe('rejected');
  });

  test('401 without context, 403 for another team, 404 unknown request or offer, 400 not pending', async () => {
    const { simulator, bruno } = await setup();
    const otc = await createOtc(bruno);
    const offer = await simulator.control.otc.makeOffer({ id: otc.id });
    const body = { id: otc.id, offerId: offer.offerId };
    expect(await failure((await otcClient(simulator, DEMO.keys.app)).otc.offers.reject(body))).toEqual({
      status: 401,
      code: 'OTC_CONTEXT_REQUIRED',
    });
    expect(
      await failure((await otcClient(simulator, DEMO.keys.otcProvider)).otc.offers.reject(body)),
    ).toEqual({
      status: 403,
      code: 'OTC_NOT_REQUEST_CREATOR',
    });
    expect(await failure(bruno.otc.offers.reject({ ...body, id: 'otc_missing' }))).toEqual({
      status: 404,
      code: 'OTC_REQUEST_NOT_FOUND',
    });
    expect(await failure(bruno.otc.offers.reject({ ...body, offerId: 'ofr_missing' }))).toEqual({
      status: 404,
      code: 'OTC_OFFER_NOT_FOUND',
    });
    await simulator.clock.advance(24 * 60 * 60 * 1000);
    expect((await simulator.control.otc.request({ id: otc.id })).offers[0]?.status).toBe('expired');
    expect(await failure(bruno.otc.offers.reject(body))).toEqual({
      status: 400,
      code: 'OTC_OFFER_NOT_PENDING',
    });
  });
});

describe('create-escrow/user and accept-offer', () => {
  test('a platform wallet is signed for; accept-offer takes that signature once', async () => {
    const { simulator } = await setup();
    const { bruno, otc, offer, accepted } = await acceptedSell(simulator);
    expect(accepted.escrowAddress).toMatch(/^0x[0-9a-f]{40}$/);
    expect((await simulator.control.chain.txs({ hash: accepted.txHash })).txs[0]).toMatchObject({
      status: 'confirmed',
      amount: '100000000',
    });
    const view = await simulator.control.otc.request({ id: otc.id });
    expect(view).toMatchObject({
      status: 'proofing',
      acceptedOfferId: offer.offerId,
      providerTeamId: DEMO.teams.otcDesk.id,
    });
    expect(view.splits).toHaveLength(1);
    expect(
      await failure(bruno.otc.signatures.createEscrow({ otcRequestId: otc.id, offerId: offer.offerId })),
    ).toEqual({
      status: 409,
      code: 'OTC_REQUEST_NOT_OPEN',
    });
    expect(
      await failure(bruno.otc.offers.accept({ id: otc.id, offerId: offer.offerId, userSignature: '0x00' })),
    ).toEqual({ status: 409, code: 'OTC_REQUEST_NOT_OPEN' });
  });

  test('another offer of the request is rejected when one is accepted', async () => {
    const { simulator, bruno } = await setup();
    const session = await otcClient(simulator, DEMO.keys.profileWrite, { profileId: DEMO.profiles.bruno.id });
    await session.otc.signatures.approve({
      chainId: BASE_SEPOLIA,
      tokenAddress: USDC,
      senderWallet: DEMO.wallets.bruno,
      amount: 100,
      autoSign: true,
    });
    const otc = await createOtc(bruno);
    await simulator.control.otc.makeOffer({ id: otc.id });
    const second = await simulator.control.otc.makeOffer({ id: otc.id, rate: 18.6 });
    const { signature } = await session.otc.signatures.createEscrow({
      otcRequestId: otc.id,
      offerId: second.offerId,
    });
    await bruno.otc.offers.accept({ id: otc.id, offerId: second.offerId, userSignature: signature ?? '' });
    const view = await simulator.control.otc.request({ id: otc.id });
    expect(view.offers.map((offer) => offer.status)).toEqual(['rejected', 'accepted']);
    expect(view).toMatchObject({ rate: 18.6, buyAmount: 1860, status: 'processing' });
  });

  test('accept-offer without allowance, balance, or with an expired offer', async () => {
    const { simulator, bruno } = await setup();
    const session = await otcClient(simulator, DEMO.keys.profileWrite, { profileId: DEMO.profiles.bruno.id });
    const otc = await createOtc(bruno);
    const offer = await simulator.control.otc.makeOffer({ id: otc.id });
    const { signature, signed } = await session.otc.signatures.createEscrow({
      otcRequestId: otc.id,
      offerId: offer.offerId,
    });
    expect(signed).toBe(true);
    const body = { id: otc.id, offerId: offer.offerId, userSignature: signature ?? '' };
    expect(await failure(bruno.otc.offers.accept(body))).toEqual({
      status: 400,
      code: 'OTC_ALLOWANCE_INSUFFICIENT',
    });
    expect(
      await failure((await otcClient(simulator, DEMO.keys.otcProvider)).otc.offers.accept(body)),
    ).toEqual({
      status: 403,
      code: 'OTC_ACCESS_DENIED',
    });
    const big = await createOtc(bruno, sellBody(DEMO.wallets.bruno, 6000));
    const bigOffer = await simulator.control.otc.makeOffer({ id: big.id });
    await simulator.control.otc.setAllowance({
      chainId: BASE_SEPOLIA,
      owner: DEMO.wallets.bruno,
      token: 'USDC',
      amount: 'max',
    });
    const bigSignature = (
      await session.otc.signatures.createEscrow({ otcRequestId: big.id, offerId: bigOffer.offerId })
    ).signature;
    expect(
      await failure(
        bruno.otc.offers.accept({ id: big.id, offerId: bigOffer.offerId, userSignature: bigSignature ?? '' }),
      ),
    ).toEqual({ status: 400, code: 'OTC_INSUFFICIENT_BALANCE' });
    await simulator.clock.advance(24 * 60 * 60 * 1000);
    expect(await failure(bruno.otc.offers.accept(body))).toEqual({
      status: 409,
      code: 'OTC_OFFER_NOT_PENDING',
    });
    expect(await failure(bruno.otc.offers.accept({ ...body, offerId: 'ofr_missing' }))).toEqual({
      status: 404,
      code: 'OTC_OFFER_NOT_FOUND',
    });
  });

  test('create-escrow/user is for the creator team only', async () => {
    const { simulator, bruno } = await setup();
    const otc = await createOtc(bruno);
    const offer = await simulator.control.otc.makeOffer({ id: otc.id });
    const omar = await otcClient(simulator, DEMO.keys.otcProvider, { profileId: DEMO.profiles.omar.id });
    expect(
      await failure(omar.otc.signatures.createEscrow({ otcRequestId: otc.id, offerId: offer.offerId })),
    ).toEqual({
      status: 403,
      code: 'OTC_ACCESS_DENIED',
    });
  });
});

describe('allowance check and approve', () => {
  test('check compares the escrow-factory allowance; approve with autoSign sets it', async () => {
    const { simulator } = await setup();
    const session = await otcClient(simulator, DEMO.keys.profileWrite, { profileId: DEMO.profiles.bruno.id });
    const check = {
      chainId: BASE_SEPOLIA,
      tokenAddress: USDC,
      senderAddress: DEMO.wallets.bruno,
      amountToCheck: '25',
    };
    expect(await session.otc.allowance.check(check)).toMatchObject({
      allowance: '0',
      allowanceOk: false,
      difference: '25',
      spenderAddress: '0xd4a6c830f9f5b7366d9c06968757e78096f6e56a',
    });
    const approved = await session.otc.signatures.approve({
      chainId: BASE_SEPOLIA,
      tokenAddress: USDC,
      senderWallet: DEMO.wallets.bruno,
      amount: '30',
      autoSign: true,
    });
    expect(approved).toMatchObject({ signed: true, allowance: '30' });
    expect(await session.otc.allowance.check(check)).toMatchObject({
      allowance: '30',
      allowanceOk: true,
      difference: '0',
    });
  });

  test('without autoSign, or for a wallet the platform cannot sign for, approve returns the transaction', async () => {
    const { simulator } = await setup();
    const session = await otcClient(simulator, DEMO.keys.profileWrite, { profileId: DEMO.profiles.bruno.id });
    for (const [senderWallet, autoSign] of [
      [DEMO.wallets.bruno, false],
      [OTHER_ADDRESS, true],
    ] as const) {
      const data = await session.otc.signatures.approve({
        chainId: BASE_SEPOLIA,
        tokenAddress: USDC,
        senderWallet,
        amount: 'max',
        autoSign,
      });
      expect(data).toMatchObject({ signed: false, value: '0', chainId: BASE_SEPOLIA });
      const decoded = parseApproveTransaction(data);
      expect(decoded.spender.toLowerCase()).toBe('0xd4a6c830f9f5b7366d9c06968757e78096f6e56a');
      expect(decoded.amount).toBe(2n ** 256n - 1n);
    }
  });

  test("with autoSign on another team's platform wallet, approve signs nothing and sets no allowance", async () => {
    const { simulator } = await setup();
    const session = await otcClient(simulator, DEMO.keys.profileWrite, { profileId: DEMO.profiles.bruno.id });
    const txsOfAlice = async () => (await simulator.control.chain.txs({ address: DEMO.wallets.alice })).txs;
    const before = await txsOfAlice();
    // Alice's wallet is held by the platform, for her own team, not Bruno's.
    const data = await session.otc.signatures.approve({
      chainId: BASE_SEPOLIA,
      tokenAddress: USDC,
      senderWallet: DEMO.wallets.alice,
      amount: '30',
      autoSign: true,
    });
    expect(data).toMatchObject({ signed: false, value: '0', chainId: BASE_SEPOLIA });
    expect(
      await session.otc.allowance.check({
        chainId: BASE_SEPOLIA,
        tokenAddress: USDC,
        senderAddress: DEMO.wallets.alice,
        amountToCheck: '30',
      }),
    ).toMatchObject({ allowance: '0', allowanceOk: false });
    expect(await txsOfAlice()).toEqual(before);
  });

  test('invalid chain, token, address or amount answer 400; a key without WRITE 403', async () => {
    const { simulator } = await setup();
    const loose = await otcClient(simulator, DEMO.keys.profileWrite, { validation: 'off' });
    const check = {
      chainId: BASE_SEPOLIA,
      tokenAddress: USDC,
      senderAddress: DEMO.wallets.bruno,
      amountToCheck: '25',
    };
    for (const patch of [
      { chainId: 10 },
      { tokenAddress: '0x0000000000000000000000000000000000000000' },
      { tokenAddress: OTHER_ADDRESS },
      { senderAddress: 'nope' },
      { amountToCheck: '0' },
      { amountToCheck: '1.1234567' },
    ]) {
      expect(await failure(loose.otc.allowance.check({ ...check, ...patch }))).toEqual({
        status: 400,
        code: 'BODY_PARSER_ERROR',
      });
    }
    expect(await failure((await otcClient(simulator, DEMO.keys.profile)).otc.allowance.check(check))).toEqual(
      {
        status: 403,
        code: 'PERMISSION_DENIED',
      },
    );
  });
});

describe('proofs', () => {
  test('prepare-proof opens one upload slot per file; nothing before the escrow is funded', async () => {
    const { simulator, bruno } = await setup();
    const otc = await createOtc(bruno);
    expect(
      await failure(bruno.otc.proofs.prepare({ id: otc.id, fileNames: ['a.pdf'], splitIndex: 0 })),
    ).toEqual({
      status: 409,
      code: 'OTC_REQUEST_NOT_IN_SETTLEMENT',
    });
    const accepted = await acceptedSell(simulator, { splits: 2 });
    const desk = await otcClient(simulator, DEMO.keys.otcProvider);
    const data = await desk.otc.proofs.prepare({
      id: accepted.otc.id,
      fileNames: ['wire 1.pdf', 'wire-2.jpg'],
      splitIndex: 1,
    });
    expect(data.splitIndex).toBe(1);
    expect(data.uploadId).toMatch(/^opu_/);
    expect(data.uploadUrls.map((slot) => slot.fileName)).toEqual(['wire 1.pdf', 'wire-2.jpg']);
    expect(data.uploadUrls[0]?.filePath).toMatch(
      new RegExp(`^otc-proofs/${accepted.otc.id}/1/upl_\\w+\\.pdf$`),
    );
    expect(
      await failure(desk.otc.proofs.prepare({ id: accepted.otc.id, fileNames: ['a.pdf'], splitIndex: 2 })),
    ).toEqual({
      status: 404,
      code: 'OTC_SPLIT_NOT_FOUND',
    });
    const stranger = await otcClient(simulator, DEMO.keys.individualProfile);
    expect(
      await failure(
        stranger.otc.proofs.prepare({ id: accepted.otc.id, fileNames: ['a.pdf'], splitIndex: 0 }),
      ),
    ).toEqual({
      status: 403,
      code: 'OTC_ACCESS_DENIED',
    });
    expect(
      await failure(
        (await otcClient(simulator, DEMO.keys.otherApp)).otc.proofs.prepare({
          id: accepted.otc.id,
          fileNames: ['a.pdf'],
          splitIndex: 0,
        }),
      ),
    ).toEqual({
      status: 404,
      code: 'OTC_REQUEST_NOT_FOUND',
    });
  });

  test('submit-proof needs the prepared files uploaded, once unless forceNewProof', async () => {
    const { simulator } = await setup();
    const { otc } = await acceptedSell(simulator);
    const desk = await otcClient(simulator, DEMO.keys.otcProvider);
    const body = {
      id: otc.id,
      splitIndex: 0,
      signature: await custodyProofSignature(simulator, {
        kind: 'submit',
        id: otc.id,
        splitIndex: 0,
        wallet: DEMO.wallets.omar,
      }),
    };
    expect(await failure(desk.otc.proofs.submit(body))).toEqual({
      status: 400,
      code: 'OTC_PROOF_FILES_REQUIRED',
    });
    const prepared = await desk.otc.proofs.prepare({
      id: otc.id,
      fileNames: ['a.pdf', 'b.pdf'],
      splitIndex: 0,
    });
    await upload(simulator, prepared.uploadUrls[0]?.signedUrl ?? '');
    expect(await failure(desk.otc.proofs.submit(body))).toEqual({
      status: 400,
      code: 'OTC_PROOF_UPLOAD_INCOMPLETE',
    });
    await upload(simulator, prepared.uploadUrls[1]?.signedUrl ?? '');
    const submitted = await desk.otc.proofs.submit(body);
    expect(submitted.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await failure(desk.otc.proofs.submit(body))).toEqual({
      status: 409,
      code: 'OTC_SPLIT_NOT_AWAITING_PROOF',
    });
    const view = await simulator.control.otc.request({ id: otc.id });
    expect(view.splits[0]).toMatchObject({
      status: 'proof_submitted',
      proofFiles: [{ fileName: 'a.pdf' }, { fileName: 'b.pdf' }],
    });
    expect(view.status).toBe('verifying');
  });

  test('verify-proof and deny-proof need a submitted proof and the escrowing wallet', async () => {
    const { simulator } = await setup();
    const { bruno, otc } = await acceptedSell(simulator);
    expect(
      await failure(bruno.otc.proofs.verify({ id: otc.id, splitIndex: 0, signature: 'platform' })),
    ).toEqual({
      status: 409,
      code: 'OTC_SPLIT_NOT_AWAITING_VERIFICATION',
    });
    const desk = await otcClient(simulator, DEMO.keys.otcProvider);
    const prepared = await desk.otc.proofs.prepare({ id: otc.id, fileNames: ['a.pdf'], splitIndex: 0 });
    await upload(simulator, prepared.uploadUrls[0]?.signedUrl ?? '');
    await desk.otc.proofs.submit({
      id: otc.id,
      splitIndex: 0,
      signature: await custodyProofSignature(simulator, {
        kind: 'submit',
        id: otc.id,
        splitIndex: 0,
        wallet: DEMO.wallets.omar,
      }),
    });
    expect(
      await failure(
        bruno.otc.proofs.deny({ id: otc.id, splitIndex: 0, walletAddress: OTHER_ADDRESS, signature: '0x00' }),
      ),
    ).toEqual({ status: 400, code: 'OTC_WALLET_MISMATCH' });
    const denied = await bruno.otc.proofs.deny({
      id: otc.id,
      splitIndex: 0,
      walletAddress: DEMO.wallets.bruno,
      signature: await custodyProofSignature(simulator, {
        kind: 'deny',
        id: otc.id,
        splitIndex: 0,
        wallet: DEMO.wallets.bruno,
      }),
    });
    expect(denied).toMatchObject({ requestId: otc.id, splitIndex: 0, reason: null, status: 'conflict' });
    const resubmit = await desk.otc.proofs.prepare({ id: otc.id, fileNames: ['b.pdf'], splitIndex: 0 });
    await upload(simulator, resubmit.uploadUrls[0]?.signedUrl ?? '');
    expect(
      await failure(desk.otc.proofs.submit({ id: otc.id, splitIndex: 0, signature: 'platform' })),
    ).toEqual({
      status: 409,
      code: 'OTC_PROOF_EXISTS',
    });
  });

  test("every caller needs a verified signature, a platform wallet included: the custody signer's, never any value", async () => {
    const { simulator } = await setup();
    const { otc } = await acceptedSell(simulator);
    const desk = await otcClient(simulator, DEMO.keys.otcProvider);
    const app = await otcClient(simulator, DEMO.keys.app);
    const prepared = await app.otc.proofs.prepare({ id: otc.id, fileNames: ['a.pdf'], splitIndex: 0 });
    await upload(simulator, prepared.uploadUrls[0]?.signedUrl ?? '');
    for (const client of [desk, app]) {
      expect(
        await failure(client.otc.proofs.submit({ id: otc.id, splitIndex: 0, signature: 'platform' })),
      ).toEqual({ status: 400, code: 'OTC_SIGNATURE_MALFORMED' });
      expect(
        await failure(
          client.otc.proofs.submit({ id: otc.id, splitIndex: 0, signature: `0x${'11'.repeat(65)}` }),
        ),
      ).toEqual({ status: 400, code: 'OTC_SIGNATURE_MALFORMED' });
    }
    // The custody signer's signature of another split's message names another message.
    const otherSplit = await custodyProofSignature(simulator, {
      kind: 'submit',
      id: otc.id,
      splitIndex: 1,
      wallet: DEMO.wallets.omar,
    });
    expect(
      await failure(desk.otc.proofs.submit({ id: otc.id, splitIndex: 0, signature: otherSplit })),
    ).toEqual({
      status: 403,
      code: 'OTC_SIGNER_MISMATCH',
    });
    expect((await simulator.control.otc.request({ id: otc.id })).splits[0]?.status).toBe('awaiting_proof');
    const signature = await custodyProofSignature(simulator, {
      kind: 'submit',
      id: otc.id,
      splitIndex: 0,
      wallet: DEMO.wallets.omar,
    });
    expect(await app.otc.proofs.submit({ id: otc.id, splitIndex: 0, signature })).toMatchObject({
      splitIndex: 0,
    });
  });

  test('GET /v1/otc/proof/{requestId} signs download URLs for the parties', async () => {
    const { simulator } = await setup();
    const { bruno, otc } = await acceptedSell(simulator);
    expect(await failure(bruno.otc.proofs.retrieve({ requestId: otc.id }))).toEqual({
      status: 404,
      code: 'OTC_PROOF_NOT_FOUND',
    });
    const desk = await otcClient(simulator, DEMO.keys.otcProvider);
    const prepared = await desk.otc.proofs.prepare({ id: otc.id, fileNames: ['a.pdf'], splitIndex: 0 });
    await upload(simulator, prepared.uploadUrls[0]?.signedUrl ?? '');
    await desk.otc.proofs.submit({
      id: otc.id,
      splitIndex: 0,
      signature: await custodyProofSignature(simulator, {
        kind: 'submit',
        id: otc.id,
        splitIndex: 0,
        wallet: DEMO.wallets.omar,
      }),
    });
    const data = await bruno.otc.proofs.retrieve({ requestId: otc.id });
    expect(data.proofUrls).toEqual([
      expect.objectContaining({
        filePath: prepared.uploadUrls[0]?.filePath,
        signedUrl: prepared.uploadUrls[0]?.signedUrl,
      }),
    ]);
    expect(await desk.otc.proofs.retrieve({ requestId: otc.id })).toMatchObject({ proofUrls: [{}] });
    expect(
      await (await otcClient(simulator, DEMO.keys.master)).otc.proofs.retrieve({ requestId: otc.id }),
    ).toMatchObject({
      proofUrls: [{}],
    });
    expect(
      await failure((await otcClient(simulator, DEMO.keys.app)).otc.proofs.retrieve({ requestId: otc.id })),
    ).toEqual({
      status: 403,
      code: 'OTC_ACCESS_DENIED',
    });
    expect(
      await failure(
        (await otcClient(simulator, DEMO.keys.individualProfile)).otc.proofs.retrieve({ requestId: otc.id }),
      ),
    ).toEqual({
      status: 403,
      code: 'OTC_ACCESS_DENIED',
    });
    expect(await failure(bruno.otc.proofs.retrieve({ requestId: 'otc_missing' }))).toEqual({
      status: 404,
      code: 'OTC_REQUEST_NOT_FOUND',
    });
    expect(await failure(bruno.otc.proofs.retrieve({ requestId: ' ' }))).toEqual({
      status: 400,
      code: 'OTC_REQUEST_ID_REQUIRED',
    });
  });
});

describe('approve-split and deny-split', () => {
  test('the escrowing team approves a verified split and denies an open one', async () => {
    const { simulator } = await setup();
    const { bruno, otc } = await acceptedSell(simulator, { splits: 2 });
    const body = { otcRequestId: otc.id, splitIndex: 0, userWalletAddress: DEMO.wallets.bruno };
    expect(await failure(bruno.otc.signatures.approveSplit(body))).toEqual({
      status: 409,
      code: 'OTC_SPLIT_NOT_VERIFIED',
    });
    const omar = await otcClient(simulator, DEMO.keys.otcProvider, { profileId: DEMO.profiles.omar.id });
    expect(await failure(omar.otc.signatures.approveSplit(body))).toEqual({
      status: 403,
      code: 'OTC_ACCESS_DENIED',
    });
    expect(
      await failure(bruno.otc.signatures.denySplit({ ...body, userWalletAddress: OTHER_ADDRESS })),
    ).toEqual({
      status: 400,
      code: 'OTC_WALLET_MISMATCH',
    });
    expect(await failure(bruno.otc.signatures.denySplit({ ...body, splitIndex: 5 }))).toEqual({
      status: 404,
      code: 'OTC_SPLIT_NOT_FOUND',
    });
    const denied = (await bruno.otc.signatures.denySplit(body)) as {
      signed: boolean;
      splitStatus: string;
      status: string;
    };
    expect(denied).toMatchObject({ signed: true, splitStatus: 'refunded', status: 'proofing' });
    expect(await failure(bruno.otc.signatures.denySplit(body))).toEqual({
      status: 409,
      code: 'OTC_SPLIT_SETTLED',
    });
    const last = (await bruno.otc.signatures.denySplit({ ...body, splitIndex: 1 })) as { status: string };
    expect(last.status).toBe('cancelled');
    expect(
      await failure(bruno.otc.signatures.approveSplit({ ...body, otcRequestId: 'otc_missing' })),
    ).toEqual({
      status: 404,
      code: 'OTC_REQUEST_NOT_FOUND',
    });
    await expect(
      simulator.control.otc.relaySplitSignature({ id: otc.id, splitIndex: 0, signature: '0x00' }),
    ).rejects.toMatchObject({
      status: 409,
      code: 'OTC_REQUEST_NOT_IN_SETTLEMENT',
    });
  });

  test('the escrow gives the tokens back when its transaction fails', async () => {
    const { simulator, bruno } = await setup();
    const session = await otcClient(simulator, DEMO.keys.profileWrite, { profileId: DEMO.profiles.bruno.id });
    await session.otc.signatures.approve({
      chainId: BASE_SEPOLIA,
      tokenAddress: USDC,
      senderWallet: DEMO.wallets.bruno,
      amount: 'max',
      autoSign: true,
    });
    const otc = await createOtc(bruno);
    const offer = await simulator.control.otc.makeOffer({ id: otc.id });
    const { signature } = await session.otc.signatures.createEscrow({
      otcRequestId: otc.id,
      offerId: offer.offerId,
    });
    const accepted = await bruno.otc.offers.accept({
      id: otc.id,
      offerId: offer.offerId,
      userSignature: signature ?? '',
    });
    await simulator.control.chain.failTx({ hash: accepted.txHash, reason: 'escrow reverted' });
    await simulator.clock.advance(2_000);
    expect((await simulator.control.otc.request({ id: otc.id })).status).toBe('cancelled');
  });
});

describe('control routes', () => {
  test('make an offer: unknown request 404, not new 409, a team that is not OTC-approved 403', async () => {
    const { simulator, bruno } = await setup();
    const control = (path: string, body: unknown) =>
      simulator.fetch(`/_simulator${path}`, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      });
    expect((await control('/otc/otc_missing/offers', {})).status).toBe(404);
    const otc = await createOtc(bruno);
    const created = await control(`/otc/${otc.id}/offers`, { splits: 3, rate: 18 });
    expect(created.status).toBe(201);
    expect(((await created.json()) as { data: { splits: number; sellAmount: number } }).data).toMatchObject({
      splits: 3,
      buyAmount: 1800,
    });
    const forbidden = await control(`/otc/${otc.id}/offers`, { providerTeamId: DEMO.teams.individual.id });
    expect(forbidden.status).toBe(403);
    expect((await control(`/otc/${otc.id}/offers`, { splits: 11 })).status).toBe(400);
    const read = await simulator.fetch(`/_simulator/otc/${otc.id}`);
    expect(((await read.json()) as { data: { offers: unknown[] } }).data.offers).toHaveLength(1);
  });
});
