/**
 * Spec fidelity of the money flows (top-up, off-ramp, sends, OTC proofs, fees, payment requests,
 * ramp actions, gas sponsorship, transaction files), over raw HTTP against the standalone server.
 * Each test names the sentence of the specification it holds the simulator to.
 */
import {
  signProofSubmission,
  signProofVerification,
  signSponsoredSend,
  signTopUpWithdrawal,
} from '@payments-platform/signing';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, test } from 'vitest';
import { DEMO, PLATFORM_CUSTODY_SIGNER, TOKEN_ADDRESSES } from '../src/index.js';
import { RAMP_PROVIDER_ADDRESS } from '../src/modules/channels/families/ramp.js';
import { bearer, data, failure, request, useRawServer } from './support/raw-http.js';

const { keys, profiles, teams, wallets } = DEMO;
const BASE_SEPOLIA = 84532;
const USDC = TOKEN_ADDRESSES.baseSepolia.USDC.toLowerCase();
const custody = privateKeyToAccount(PLATFORM_CUSTODY_SIGNER.privateKey);
const stranger = privateKeyToAccount('0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6');

const raw = useRawServer({ randomSeed: 'spec-money' });
const { send, sessionFor, advance } = raw;
const brunoHeaders = { 'x-profile-id': profiles.bruno.id, 'x-team-id': teams.business.id };

async function usdcOf(address: string): Promise<bigint> {
  const balances = data(await send(`/_simulator/chain/balances?address=${address}&chainId=${BASE_SEPOLIA}`))
    .balances as Array<{ tokenAddress: string; amount: string }>;
  return BigInt(balances.find((balance) => balance.tokenAddress === USDC)?.amount ?? '0');
}

const withdrawal = {
  codigopaq: '55123456',
  destinationCountry: 'GT',
  chain: 'base-sepolia',
  token: 'USDC',
  amount: 25,
};

describe('Top-up withdraw (spec: "If the session can sign the transfer may finish in this call; otherwise call sign-payload then process-sponsored-tx")', () => {
  test('with a session the platform signs: requiresSignature false and a txHash', async () => {
    const token = await sessionFor(profiles.bruno.id);
    const created = data(
      await send('/channel/topup/withdraw', request('POST', keys.app, withdrawal, bearer(token))),
    );
    expect(created).toMatchObject({
      requiresSignature: false,
      txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
    });
  });

  test('headers alone, from the same platform wallet: requiresSignature true, and the "otherwise" branch moves it', async () => {
    const before = await usdcOf(wallets.bruno);
    const created = data(
      await send('/channel/topup/withdraw', request('POST', keys.app, withdrawal, brunoHeaders)),
    );
    expect(created).toMatchObject({ requiresSignature: true, txHash: null });
    expect(await usdcOf(wallets.bruno)).toBe(before);

    const payload = data(
      await send(`/channel/topup/withdraw/${created.txId}/sign-payload`, request('GET', keys.app)),
    );
    expect(payload.signerAddress.toLowerCase()).toBe(wallets.bruno);

    const forged = await signTopUpWithdrawal({ signer: stranger, payload, chainId: BASE_SEPOLIA });
    expect(
      failure(
        await send(
          `/channel/topup/withdraw/${created.txId}/process-sponsored-tx`,
          request('POST', keys.app, { userSignature: forged }),
        ),
      ),
    ).toEqual({ status: 403, code: 'TOPUP_SIGNER_MISMATCH' });
    expect(
      failure(
        await send(
          `/channel/topup/withdraw/${created.txId}/process-sponsored-tx`,
          request('POST', keys.app, { userSignature: '0xabc' }),
        ),
      ),
    ).toEqual({ status: 400, code: 'TOPUP_SIGNATURE_MALFORMED' });
    expect(await usdcOf(wallets.bruno)).toBe(before);

    const userSignature = await signTopUpWithdrawal({ signer: custody, payload, chainId: BASE_SEPOLIA });
    const processed = data(
      await send(
        `/channel/topup/withdraw/${created.txId}/process-sponsored-tx`,
        request('POST', keys.app, { userSignature }),
      ),
    );
    expect(processed).toMatchObject({ txId: created.txId, txHash: expect.stringMatching(/^0x/) });
    // 25 USDC and the channel's 1% surcharge.
    expect(await usdcOf(wallets.bruno)).toBe(before - 25_250_000n);
  });

  test('missing context is 401 CONTEXT_REQUIRED (reading: the Authentication table allows 401 on a conditional route)', async () => {
    expect(failure(await send('/channel/topup/withdraw', request('POST', keys.app, withdrawal)))).toEqual({
      status: 401,
      code: 'CONTEXT_REQUIRED',
    });
  });
});

describe('Off-ramp from a platform wallet (the one custody rule: the platform signs only for a session)', () => {
  const offramp = {
    amount: 100,
    fiat: 'USD',
    payment: 'ach',
    crypto: 'USDC',
    chainId: BASE_SEPOLIA,
    country: 'US',
  };

  test('with a session the flow is internal; with headers alone the owner deposits (external)', async () => {
    const token = await sessionFor(profiles.bruno.id);
    const signed = data(
      await send('/channel/ramp/offramp', request('POST', keys.app, offramp, bearer(token))),
    );
    expect(signed.walletFlow).toBe('internal');
    const unsigned = data(
      await send('/channel/ramp/offramp', request('POST', keys.app, offramp, brunoHeaders)),
    );
    expect(unsigned.walletFlow).toBe('external');
    const before = await usdcOf(wallets.bruno);
    await advance(5 * 60 * 1000 + 2000);
    // Only the session's order moved tokens from the wallet.
    expect(await usdcOf(wallets.bruno)).toBe(before - 100_000_000n);
  });
});

describe('Sends (reading: prepare-sponsored-tx on a platform-custody wallet; spec: "Statuses 200, 400, 403, 404, 409, 500")', () => {
  const body = {
    targetAddress: wallets.bruno,
    amount: 10,
    channelParams: {
      chain: 'base-sepolia',
      token: 'USDC',
      recipients: [{ address: wallets.alice, amount: 10 }],
    },
  };

  test('a headers-only caller prepares it, the custody signer signs it, and the send moves', async () => {
    const token = await sessionFor(profiles.bruno.id);
    data(
      await send(
        '/v1/wallet/evm/allowance/send',
        request(
          'POST',
          keys.profileWrite,
          { chainId: BASE_SEPOLIA, userWallet: wallets.bruno, tokenAddress: USDC, amount: 'max' },
          bearer(token),
        ),
      ),
    );
    await advance(2000);
    const created = data(
      await send('/channel/core/send/create', request('POST', keys.app, body, brunoHeaders)),
    );
    const prepared = data(
      await send(
        `/channel/core/send/${created.sendId}/prepare-sponsored-tx`,
        request('POST', keys.app, { txIndex: 0 }, brunoHeaders),
      ),
    );
    expect(prepared.signerAddress.toLowerCase()).toBe(wallets.bruno);
    const processBody = async (signer: typeof custody) => ({
      prepareId: prepared.prepareId,
      attestation: prepared.attestation,
      userSignature: await signSponsoredSend({ signer, payload: prepared, chainId: BASE_SEPOLIA }),
    });
    const path = `/channel/core/send/${created.sendId}/process-sponsored-tx`;
    expect(
      failure(await send(path, request('POST', keys.app, await processBody(stranger), brunoHeaders))),
    ).toEqual({
      status: 403,
      code: 'SEND_SIGNER_MISMATCH',
    });
    const aliceBefore = await usdcOf(wallets.alice);
    const processed = data(
      await send(path, request('POST', keys.app, await processBody(custody), brunoHeaders)),
    );
    expect(processed).toMatchObject({ gasSponsored: true, txHash: expect.stringMatching(/^0x/) });
    await advance(2000);
    expect(await usdcOf(wallets.alice)).toBe(aliceBefore + 10_000_000n);
  });

  test('missing context on prepare-sponsored-tx is 401 CONTEXT_REQUIRED', async () => {
    const created = data(
      await send('/channel/core/send/create', request('POST', keys.app, body, brunoHeaders)),
    );
    expect(
      failure(
        await send(
          `/channel/core/send/${created.sendId}/prepare-sponsored-tx`,
          request('POST', keys.app, { txIndex: 0 }),
        ),
      ),
    ).toEqual({ status: 401, code: 'CONTEXT_REQUIRED' });
  });
});

/** An OTC sell request of bruno's platform wallet, its desk offer accepted and escrowed: `proofing`. */
async function escrowedSell() {
  const token = await sessionFor(profiles.bruno.id);
  data(
    await send(
      '/v1/otc/signatures/approve',
      request(
        'POST',
        keys.profileWrite,
        {
          chainId: BASE_SEPOLIA,
          tokenAddress: USDC,
          senderWallet: wallets.bruno,
          amount: 'max',
          autoSign: true,
        },
        bearer(token),
      ),
    ),
  );
  const otc = data(
    await send(
      '/channel/core/otc/create',
      request(
        'POST',
        keys.profileWrite,
        {
          targetAddress: wallets.bruno,
          amount: 100,
          channelParams: {
            requestType: 'sell',
            amountType: 'sell',
            buyCurrency: 'MXN',
            sellCurrency: 'USDC',
            buyChain: 'fiat',
            sellChain: 'base-sepolia',
            userBankId: DEMO.bankAccounts.bruno,
          },
        },
        bearer(token),
      ),
    ),
  );
  const offer = data(await send(`/_simulator/otc/${otc.id}/offers`, request('POST', null, {})));
  const escrow = data(
    await send(
      '/v1/otc/signatures/create-escrow/user',
      request('POST', keys.profileWrite, { otcRequestId: otc.id, offerId: offer.offerId }, bearer(token)),
    ),
  );
  data(
    await send(
      `/channel/core/otc/${otc.id}/accept-offer`,
      request('POST', keys.profileWrite, { offerId: offer.offerId, userSignature: escrow.signature }),
    ),
  );
  await advance(2000);
  const view = data(await send(`/_simulator/otc/${otc.id}`));
  expect(view.status).toBe('proofing');
  return { id: otc.id as string, expiresAtMs: view.escrowExpiresAtMs as number };
}

describe('OTC proofs (spec: submit-proof "Processes uploaded proof files and submits the approval transaction"; body `signature`)', () => {
  test('a signature is verified with the signing package whoever signs: "0xabc", another key, then the custody signer', async () => {
    const { id, expiresAtMs } = await escrowedSell();
    const prepared = data(
      await send(
        `/channel/core/otc/${id}/prepare-proof`,
        request('POST', keys.otcProvider, { fileNames: ['receipt.pdf'], splitIndex: 0 }),
      ),
    );
    const put = await fetch(prepared.uploadUrls[0].signedUrl, {
      method: 'PUT',
      headers: { 'content-type': 'application/pdf' },
      body: '%PDF-1.4 proof',
    });
    expect(put.status).toBe(200);
    const fields = { chainId: BASE_SEPOLIA, otcRequestId: id, splitIndex: 0, expiresAtMs };
    const submitPath = `/channel/core/otc/${id}/submit-proof`;
    // The desk's team owns the platform-custody fiat payer wallet: still no unverified value.
    expect(
      failure(
        await send(submitPath, request('POST', keys.otcProvider, { splitIndex: 0, signature: '0xabc' })),
      ),
    ).toEqual({ status: 400, code: 'OTC_SIGNATURE_MALFORMED' });
    const byStranger = await signProofSubmission({
      signer: stranger,
      fields: { ...fields, walletAddress: wallets.omar as `0x${string}`, forceNewProof: false },
    });
    expect(
      failure(
        await send(submitPath, request('POST', keys.otcProvider, { splitIndex: 0, signature: byStranger })),
      ),
    ).toEqual({ status: 403, code: 'OTC_SIGNER_MISMATCH' });
    expect(data(await send(`/_simulator/otc/${id}`)).splits[0].status).toBe('awaiting_proof');

    const submitted = await signProofSubmission({
      signer: custody,
      fields: { ...fields, walletAddress: wallets.omar as `0x${string}`, forceNewProof: false },
    });
    expect(
      data(
        await send(submitPath, request('POST', keys.otcProvider, { splitIndex: 0, signature: submitted })),
      ),
    ).toMatchObject({ requestId: id, splitIndex: 0 });

    const verifyPath = `/channel/core/otc/${id}/verify-proof`;
    expect(
      failure(
        await send(verifyPath, request('POST', keys.profileWrite, { splitIndex: 0, signature: '0xabc' })),
      ),
    ).toEqual({ status: 400, code: 'OTC_SIGNATURE_MALFORMED' });
    const verified = await signProofVerification({
      signer: custody,
      fields: { ...fields, walletAddress: wallets.bruno as `0x${string}` },
    });
    expect(
      data(
        await send(verifyPath, request('POST', keys.profileWrite, { splitIndex: 0, signature: verified })),
      ),
    ).toMatchObject({ status: 'verification sent' });

    const denyPath = `/channel/core/otc/${id}/deny-proof`;
    expect(
      failure(
        await send(
          denyPath,
          request('POST', keys.profileWrite, {
            splitIndex: 0,
            walletAddress: wallets.bruno,
            signature: '0xabc',
          }),
        ),
      ),
    ).toEqual({ status: 409, code: 'OTC_SPLIT_NOT_AWAITING_VERIFICATION' });
  });
});

describe('Fees (spec: Resources, "Fee configuration: `send` and `request`, each `{ type, style, value }` ... styles `surcharge`, `commission`")', () => {
  test('the core request commission the fees route advertises comes out of what the maker gets, and the transaction shows it', async () => {
    const fees = data(
      await send('/v1/channels/fees?channelSlug=core', request('GET', keys.app, undefined, brunoHeaders)),
    );
    expect(fees).toMatchObject({
      request: { type: 'percentage', style: 'commission', value: 1 },
      minCommissionBps: 100,
    });
    const created = data(
      await send(
        '/channel/core/request/create',
        request(
          'POST',
          keys.app,
          { targetAddress: wallets.bruno, amount: 12.5, channelParams: {} },
          brunoHeaders,
        ),
      ),
    );
    const makerBefore = await usdcOf(wallets.bruno);
    const payerBefore = await usdcOf(wallets.alice);
    data(
      await send(
        `/channel/core/request/${created.id}`,
        request('POST', keys.app, { sender: wallets.alice, chain: 'base-sepolia', token: 'USDC' }),
      ),
    );
    await advance(2000);
    expect(await usdcOf(wallets.alice)).toBe(payerBefore - 12_500_000n);
    expect(await usdcOf(wallets.bruno)).toBe(makerBefore + 12_375_000n);
    const read = data(await send(`/channel/core/request/${created.id}`, request('GET', keys.app)));
    expect(read.detail.status).toBe('completed');
    expect(read.detail.payment.fee).toMatchObject({
      style: 'commission',
      amount: '0.125',
      payerPays: '12.5',
      receiverGets: '12.375',
    });
    const tx = data(await send(`/v1/tx/${created.txId}`, request('GET', keys.app, undefined, brunoHeaders)));
    expect(tx.tx.detail.payment.fee.amount).toBe('0.125');
  });

  test('the top-up surcharge the fees route advertises is added to what the wallet pays; the preview and the withdrawal agree', async () => {
    const fees = data(
      await send('/v1/channels/fees?channelSlug=topup', request('GET', keys.app, undefined, brunoHeaders)),
    );
    expect(fees.send).toEqual({ type: 'percentage', style: 'surcharge', value: 1 });
    const preview = data(
      await send(
        `/channel/topup/preview?amount=25&chain=base-sepolia&token=${USDC}`,
        request('GET', keys.app),
      ),
    );
    expect(preview).toMatchObject({ amountUsd: 25, feeUsd: 0.25, totalUsd: 25.25, estimatedUsd: 25 });
    const token = await sessionFor(profiles.bruno.id);
    const before = await usdcOf(wallets.bruno);
    const created = data(
      await send('/channel/topup/withdraw', request('POST', keys.app, withdrawal, bearer(token))),
    );
    expect(await usdcOf(wallets.bruno)).toBe(before - 25_250_000n);
    expect(created.tx.detail).toMatchObject({ feeUsd: 0.25, totalUsd: 25.25, estimatedUsd: 25 });
  });
});

describe('Ramp fees (spec: quotes "fees { total { value, currency }, breakdown[] }"; the ramp quote data is "not shown")', () => {
  const selection = {
    fiat: 'MXN',
    payment: 'spei',
    crypto: 'USDC',
    chainId: String(BASE_SEPOLIA),
    country: 'MX',
  };
  const query = (amount: number) => new URLSearchParams({ ...selection, amount: String(amount) }).toString();
  const rampFees = async () =>
    data(await send('/v1/channels/fees?channelSlug=ramp', request('GET', keys.app, undefined, brunoHeaders)));
  const market = async (direction: 'onramp' | 'offramp', country: string) =>
    (
      data(await send(`/channel/ramp/${direction}/config`, request('GET', keys.app, undefined, brunoHeaders)))
        .markets as Array<{ country: string; rate: number; feePercent: number; fixedFee: number }>
    ).find((entry) => entry.country === country);

  test('an on-ramp delivers what the fees route and the market fee say: quote, order, completion, transaction and balances agree', async () => {
    const fees = await rampFees();
    expect(fees.send).toEqual({ type: 'percentage', style: 'commission', value: 1.5 });
    const mx = await market('onramp', 'MX');
    expect(mx).toMatchObject({ rate: 18.5, feePercent: 1.5, fixedFee: 10 });
    const rate = mx?.rate ?? 0;
    // A commission comes out of what the receiver gets: 1,000 MXN less 1.5 % and 10 MXN, at 18.5 MXN per USDC.
    const fee = 1_000 * (Math.max(fees.send.value, fees.minCommissionBps / 100) / 100) + (mx?.fixedFee ?? 0);
    expect(fee).toBe(25);
    const units = BigInt(Math.floor(((1_000 - fee) / rate) * 1e6));
    expect(units).toBe(52_702_702n);

    const quote = data(
      await send(
        `/channel/ramp/onramp/quote?${query(1_000)}`,
        request('GET', keys.app, undefined, brunoHeaders),
      ),
    );
    expect(quote.amountIn).toEqual({ value: 1_000, currency: 'MXN' });
    expect(quote.amountOut).toEqual({ value: 52.702702, currency: 'USDC' });
    expect(quote.fees.total).toEqual({ value: 25, currency: 'MXN' });
    expect(quote.fee).toEqual({
      type: 'percentage',
      style: 'commission',
      value: 1.5,
      percent: 1.5,
      fixed: 10,
      currency: 'MXN',
      amount: 25,
      payerPays: { value: 1_000, currency: 'MXN' },
      receiverGets: { value: 52.702702, currency: 'USDC' },
    });

    const created = data(
      await send(
        '/channel/ramp/onramp',
        request(
          'POST',
          keys.app,
          { ...selection, chainId: BASE_SEPOLIA, amount: 1_000, wallet: wallets.bruno },
          brunoHeaders,
        ),
      ),
    );
    expect(created.order.cryptoUnits).toBe(units.toString());
    expect(created.order.quote.fee).toEqual(quote.fee);
    const walletBefore = await usdcOf(wallets.bruno);
    const providerBefore = await usdcOf(RAMP_PROVIDER_ADDRESS);
    await advance(5 * 60 * 1000 + 2000);
    const order = data(await send(`/channel/ramp/orders/${created.order.orderId}`, request('GET', keys.app)));
    expect(order.status).toBe('completed');
    expect(await usdcOf(wallets.bruno)).toBe(walletBefore + units);
    expect(await usdcOf(RAMP_PROVIDER_ADDRESS)).toBe(providerBefore - units);
    const tx = data(
      await send(`/v1/tx/${created.txId}`, request('GET', keys.app, undefined, brunoHeaders)),
    ).tx;
    expect(tx.status).toBe('completed');
    expect(tx.detail).toMatchObject({ fiatAmount: 1_000, cryptoAmount: 52.702702, fee: quote.fee });
  });

  test("an off-ramp pays out the tokens' value less the advertised request commission and the market fee; the wallet pays the tokens", async () => {
    const fees = await rampFees();
    expect(fees.request).toEqual({ type: 'percentage', style: 'commission', value: 1 });
    const us = await market('offramp', 'US');
    expect(us).toMatchObject({ rate: 1, feePercent: 1, fixedFee: 0.5 });
    const token = await sessionFor(profiles.bruno.id);
    const before = await usdcOf(wallets.bruno);
    const created = data(
      await send(
        '/channel/ramp/offramp',
        request(
          'POST',
          keys.app,
          { amount: 100, fiat: 'USD', payment: 'ach', crypto: 'USDC', chainId: BASE_SEPOLIA, country: 'US' },
          bearer(token),
        ),
      ),
    );
    // 100 USDC at 1 USD: 1 % (1 USD) and 0.5 USD come out of the fiat paid out.
    expect(created.order.fiatAmount).toBe(98.5);
    expect(created.order.quote.fee).toMatchObject({
      style: 'commission',
      amount: 1.5,
      payerPays: { value: 100, currency: 'USDC' },
      receiverGets: { value: 98.5, currency: 'USD' },
    });
    await advance(5 * 60 * 1000 + 2000);
    expect(await usdcOf(wallets.bruno)).toBe(before - 100_000_000n);
    const tx = data(
      await send(`/v1/tx/${created.txId}`, request('GET', keys.app, undefined, brunoHeaders)),
    ).tx;
    expect(tx.status).toBe('completed');
    expect(tx.detail.fee).toEqual(created.order.quote.fee);
  });

  test("a change of the ramp channel's fee configuration reaches the fees route, the config, the quotes and the generic quote alike", async () => {
    const store = raw.server.simulator.services.store;
    const channel = store.channels.first('bySlug', 'ramp');
    if (channel === undefined) throw new Error('The ramp channel is missing from the catalog.');
    store.channels.update(channel.id, {
      fees: {
        ...channel.fees,
        send: { type: 'percentage', style: 'surcharge', value: 2 },
        minSurchargeBps: 0,
      },
    });
    expect((await rampFees()).send).toEqual({ type: 'percentage', style: 'surcharge', value: 2 });
    expect(await market('onramp', 'MX')).toMatchObject({ feePercent: 2, fixedFee: 10 });
    // A surcharge is added to what the payer pays: 1,000 MXN is the tokens' value plus 2 % of it plus 10 MXN.
    const quote = data(
      await send(
        `/channel/ramp/onramp/quote?${query(1_000)}`,
        request('GET', keys.app, undefined, brunoHeaders),
      ),
    );
    const fee = Math.round((1_000 - (1_000 - 10) / 1.02) * 100) / 100; // to the cent
    expect(fee).toBe(29.41);
    const tokens = Math.floor(((1_000 - fee) / 18.5) * 1e6) / 1e6;
    expect(quote.amountOut).toEqual({ value: tokens, currency: 'USDC' });
    expect(quote.fee).toMatchObject({ style: 'surcharge', percent: 2, fixed: 10 });
    const generic = data(
      await send(
        '/channels/quote',
        request(
          'POST',
          keys.app,
          {
            capabilityId: quote.capabilityId,
            amount: 1_000,
            params: { payment: 'spei' },
          },
          brunoHeaders,
        ),
      ),
    );
    expect(generic.quote.amountOut).toEqual(quote.amountOut);
    expect(generic.quote.fees).toEqual(quote.fees);
  });
});

describe('Payment request errors (spec: POST request/{id} "same numeric codes"; 1 request not found ... 5 invalid request body)', () => {
  test('numeric codes where one fits; state conflicts keep their 409 codes (none of 1 to 5 names one)', async () => {
    const created = data(
      await send(
        '/channel/core/request/create',
        request(
          'POST',
          keys.app,
          { targetAddress: wallets.bruno, amount: 5, channelParams: {} },
          brunoHeaders,
        ),
      ),
    );
    const path = `/channel/core/request/${created.id}`;
    const pay = { sender: wallets.alice, chain: 'base-sepolia', token: 'USDC' };
    expect(failure(await send('/channel/core/request/req_missing', request('POST', keys.app, pay)))).toEqual({
      status: 404,
      code: '1',
    });
    expect(failure(await send(path, request('POST', keys.app, { ...pay, sender: 'alice' })))).toEqual({
      status: 400,
      code: '5',
    });
    expect(failure(await send(path, request('PUT', keys.app, pay))).code).toBe('4');
    expect(failure(await send(`${path}/refund`, request('POST', keys.app, pay))).code).toBe('3');
    data(await send(path, request('POST', keys.app, pay)));
    expect(failure(await send(path, request('POST', keys.app, pay)))).toEqual({
      status: 409,
      code: 'PAYMENT_REQUEST_PAYMENT_PENDING',
    });
    await advance(2000);
    expect(failure(await send(path, request('POST', keys.app, pay)))).toEqual({
      status: 409,
      code: 'PAYMENT_REQUEST_CLOSED',
    });
  });
});

describe("GET /channel/core/request/{id} detail.txHash (the spec does not list `detail`'s fields)", () => {
  test('null until the payment is submitted, then the hash; detail.payment.txHash stays', async () => {
    const created = data(
      await send(
        '/channel/core/request/create',
        request(
          'POST',
          keys.app,
          { targetAddress: wallets.bruno, amount: 3, channelParams: {} },
          brunoHeaders,
        ),
      ),
    );
    const path = `/channel/core/request/${created.id}`;
    const open = data(await send(path, request('GET', keys.app)));
    expect(open.detail).toHaveProperty('txHash', null);
    const paid = data(
      await send(
        path,
        request('POST', keys.app, { sender: wallets.alice, chain: 'base-sepolia', token: 'USDC' }),
      ),
    );
    const read = data(await send(path, request('GET', keys.app)));
    expect(read.detail.txHash).toBe(paid.tx.txHash);
    expect(read.detail.payment.txHash).toBe(paid.tx.txHash);
  });
});

describe('Ramp cancel (spec, Errors: "409 conflict"; clients retry 5xx)', () => {
  test('cancelling an order already cancelled is 409 RAMP_ORDER_NOT_CANCELLABLE, never a 500', async () => {
    const token = await sessionFor(profiles.bruno.id);
    const order = data(
      await send(
        '/channel/ramp/onramp',
        request(
          'POST',
          keys.app,
          { amount: 100, fiat: 'USD', payment: 'ach', crypto: 'USDC', chainId: BASE_SEPOLIA, country: 'US' },
          bearer(token),
        ),
      ),
    );
    const cancel = `/channels/ramp/action/cancel/${order.recordId}`;
    expect(data(await send(cancel, request('POST', keys.app, {}))).order.status).toBe('cancelled');
    expect(failure(await send(cancel, request('POST', keys.app, {})))).toEqual({
      status: 409,
      code: 'RAMP_ORDER_NOT_CANCELLABLE',
    });
  });
});

describe('Ramp language (spec: onramp "`redirectUrl`, `wallet`, `language` optional strings")', () => {
  test('any language string is taken: es and es-* give the Spanish page, anything else the English one', async () => {
    const token = await sessionFor(profiles.bruno.id);
    const body = {
      amount: 100,
      fiat: 'USD',
      payment: 'ach',
      crypto: 'USDC',
      chainId: BASE_SEPOLIA,
      country: 'US',
    };
    for (const [language, page] of [
      ['pt-BR', 'en'],
      ['es-MX', 'es'],
    ]) {
      const order = data(
        await send('/channel/ramp/onramp', request('POST', keys.app, { ...body, language }, bearer(token))),
      );
      expect(order.providerPayload.url).toContain(`lang=${page}`);
    }
  });
});

describe('Gas sponsorship (spec: "no sponsorship needed { message, walletBalance, requiredGas, gasPrice, executeWithOwnGas: false, gasSponsored: false }"; "409 existing or sufficient allowance")', () => {
  test('enough gas with executeWithOwnGas true answers the no-sponsorship form, not a 409', async () => {
    const token = await sessionFor(profiles.bruno.id);
    const answer = await send(
      '/v1/wallet/evm/gas-sponsor',
      request(
        'POST',
        keys.profileWrite,
        {
          walletAddress: wallets.bruno,
          action: 'send',
          tokenAddress: USDC,
          chainSlug: String(BASE_SEPOLIA),
          executeWithOwnGas: true,
        },
        bearer(token),
      ),
    );
    expect(answer.status).toBe(200);
    expect(data(answer)).toMatchObject({ executeWithOwnGas: false, gasSponsored: false });
  });
});

describe('Transaction file names (spec: "letters, digits, spaces and hyphens allowed in names"; the API serves es)', () => {
  test('facturación.pdf is a name of letters: it gets an upload slot, is uploaded and confirmed', async () => {
    const created = data(
      await send(
        '/channel/core/request/create',
        request(
          'POST',
          keys.app,
          { targetAddress: wallets.bruno, amount: 2, channelParams: {} },
          brunoHeaders,
        ),
      ),
    );
    const path = `/v1/txs/${created.txId}/files`;
    const slots = data(
      await send(
        `${path}/upload-url`,
        request('POST', keys.app, { fileNames: ['facturación.pdf'] }, brunoHeaders),
      ),
    );
    const [slot] = slots.uploadUrls;
    expect(slot.fileName).toBe('facturación.pdf');
    const put = await fetch(slot.signedUrl, {
      method: 'PUT',
      headers: { 'content-type': 'application/pdf' },
      body: '%PDF-1.4 factura',
    });
    expect(put.status).toBe(200);
    data(
      await send(
        path,
        request(
          'POST',
          keys.app,
          { uploadId: slots.uploadId, filePaths: [slot.filePath], fileNames: [slot.fileName] },
          brunoHeaders,
        ),
      ),
    );
    const files = data(await send(path, request('GET', keys.app, undefined, brunoHeaders))).files;
    expect(files.map((file: { fileName: string }) => file.fileName)).toEqual(['facturación.pdf']);
    expect(
      failure(
        await send(
          `${path}/upload-url`,
          request('POST', keys.app, { fileNames: ['factura_1.pdf'] }, brunoHeaders),
        ),
      ),
    ).toEqual({ status: 400, code: 'BODY_PARSER_ERROR' });
  });
});

describe('an allowance amount whose base units pass 2^256 - 1', () => {
  test('POST /v1/otc/signatures/approve refuses it with 400 BODY_PARSER_ERROR, as a number or a string, signed or not; the bound itself is taken', async () => {
    const token = await sessionFor(profiles.bruno.id);
    const approve = (amount: unknown, autoSign: boolean) =>
      send(
        '/v1/otc/signatures/approve',
        request(
          'POST',
          keys.profileWrite,
          { chainId: BASE_SEPOLIA, tokenAddress: USDC, senderWallet: wallets.bruno, amount, autoSign },
          bearer(token),
        ),
      );
    for (const amount of [
      1e80,
      4e307,
      1.16e71,
      1.15e71,
      1e60,
      `1${'0'.repeat(71)}`,
      `1${'0'.repeat(59)}`,
      '1.0000000000000000001',
    ]) {
      for (const autoSign of [true, false]) {
        expect(failure(await approve(amount, autoSign)), `${amount} ${autoSign}`).toEqual({
          status: 400,
          code: 'BODY_PARSER_ERROR',
        });
      }
    }
    const largest = data(await approve(1e59, true)) as { allowance: string };
    expect(largest.allowance).toBe(`1${'0'.repeat(59)}`);
    expect(data(await approve('9'.repeat(59), false))).toMatchObject({ signed: false });
  });
});
