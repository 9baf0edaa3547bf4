/**
 * Spec fidelity of the money areas (payment requests, sends, OTC, top-up, ramp, wallets,
 * allowances, gas sponsorship, transactions and files, generic channels, webhooks), over raw HTTP
 * against the standalone server: each state move the spec shows, allowed and refused, each
 * documented code provoked, and isolation across teams and apps. Each test names the sentence of
 * the specification it holds the simulator to. Amounts a fee would change are left to the fee
 * model's own tests; here only states, codes and who reaches what.
 */
import { signTopUpWithdrawal } from '@payments-platform/signing';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO, TOKEN_ADDRESSES } from '../src/index.js';
import { rampCapabilityId } from '../src/modules/channels/families/ramp.js';
import { type Receiver, startReceiver } from './receiver.js';
import { asHeaders, bearer, data, failure, request, useRawServer } from './support/raw-http.js';

const { keys, profiles, teams, wallets } = DEMO;

const BASE_SEPOLIA = 84532;
const USDC = TOKEN_ADDRESSES.baseSepolia.USDC;
const ARB_USDC = TOKEN_ADDRESSES.arbitrum.USDC;
const ARB_USDT = TOKEN_ADDRESSES.arbitrum.USDT;
const BLOCK_MS = 2_000;
const MINUTE = 60_000;

const raw = useRawServer({ randomSeed: 'spec-money-audit' });
const { send, sessionFor, advance } = raw;

/** Base units of a token an address holds on a chain (0 when none). */
async function balanceOf(address: string, token: string, chainId = BASE_SEPOLIA): Promise<string> {
  const view = data(await send(`/_simulator/chain/balances?address=${address}&chainId=${chainId}`));
  const row = (view.balances as Array<{ tokenAddress: string; amount: string }>).find(
    (balance) => balance.tokenAddress === token.toLowerCase(),
  );
  return row?.amount ?? '0';
}

/** A payment request of bruno (business team) to his wallet. */
async function paymentRequest(amount = 12.5, channelParams: Record<string, unknown> = {}) {
  return data(
    await send(
      '/channel/core/request/create',
      request('POST', keys.profileWrite, { targetAddress: wallets.bruno, amount, channelParams }),
    ),
  ) as { id: string; txId: string; url: string; channelTableType: string };
}

const pay = (id: string, key: string = keys.individualProfile, body: Record<string, unknown> = {}) =>
  send(
    `/channel/core/request/${id}`,
    request('POST', key, { sender: wallets.alice, chain: 'base-sepolia', token: 'USDC', ...body }),
  );

describe('Payment request (spec: "Payment request | POST /channel/core/request/{id} | status is `completed` or `failed` | unchanged | rejected")', () => {
  let receiver: Receiver;

  beforeAll(async () => {
    receiver = await startReceiver();
  });

  afterAll(async () => {
    await receiver.close();
  });

  test('an open request is paid once; once completed a second payment is refused and moves nothing', async () => {
    const created = await paymentRequest();
    expect(created.channelTableType).toBe('ch_core_request');
    const open = data(await send(`/channel/core/request/${created.id}`, request('GET', keys.app)));
    expect(open.detail.status).toBe('open');

    const paid = data(await pay(created.id));
    expect(paid).toMatchObject({
      request: { id: created.id },
      tx: { id: created.txId },
      team: { id: teams.business.id, name: teams.business.name },
    });
    await advance(BLOCK_MS);
    const completed = data(await send(`/channel/core/request/${created.id}`, request('GET', keys.app)));
    expect(completed.detail.status).toBe('completed');
    expect(completed.tx.status).toBe('completed');

    const payerBefore = await balanceOf(wallets.alice, USDC);
    const makerBefore = await balanceOf(wallets.bruno, USDC);
    const again = await pay(created.id);
    expect(again.body.success).toBe(false);
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.status).toBeLessThan(500);
    await advance(BLOCK_MS);
    expect(await balanceOf(wallets.alice, USDC)).toBe(payerBefore);
    expect(await balanceOf(wallets.bruno, USDC)).toBe(makerBefore);
    expect(
      data(await send(`/channel/core/request/${created.id}`, request('GET', keys.app))).detail.status,
    ).toBe('completed');
  });

  test('a failed payment fails the request; paying it again is refused and the payer keeps the tokens', async () => {
    const created = await paymentRequest();
    const paid = data(await pay(created.id));
    const payerAfterPay = BigInt(await balanceOf(wallets.alice, USDC));
    data(await send(`/_simulator/chain/txs/${paid.tx.txHash}/fail`, request('POST', null, {})));
    const failed = data(await send(`/channel/core/request/${created.id}`, request('GET', keys.app)));
    expect(failed.detail.status).toBe('failed');
    expect(BigInt(await balanceOf(wallets.alice, USDC))).toBeGreaterThan(payerAfterPay);
    const before = await balanceOf(wallets.alice, USDC);
    const again = await pay(created.id);
    expect(again.body.success).toBe(false);
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.status).toBeLessThan(500);
    expect(await balanceOf(wallets.alice, USDC)).toBe(before);
  });

  test('create: "Codes `CH-01`, `CH-02`, `CH-03`, `CH-04`, `CH-06`, `CH-07` as in OTC create": CH-01, CH-03 and CH-06 each provoked', async () => {
    const body = { targetAddress: wallets.bruno, amount: 1, channelParams: {} };
    expect(
      failure(await send('/channel/core/request/create', request('POST', 'sk_sandbox_nope', body))),
    ).toEqual({
      status: 403,
      code: 'CH-01',
    });
    expect(
      failure(
        await send(
          '/channel/core/request/create',
          request('POST', keys.profileWrite, { ...body, amount: -1 }),
        ),
      ),
    ).toEqual({ status: 400, code: 'CH-03' });
    expect(
      failure(
        await send(
          '/channel/core/request/create',
          request('POST', keys.profileWrite, { ...body, targetAddress: 'not-an-address' }),
        ),
      ),
    ).toEqual({ status: 400, code: 'CH-03' });
    expect(
      failure(
        await send(
          '/channel/core/request/create',
          request('POST', keys.profileWrite, { ...body, channelParams: { requestedChain: 'solana' } }),
        ),
      ),
    ).toEqual({ status: 400, code: 'CH-06' });
    expect(
      failure(
        await send(
          '/channel/core/request/create',
          request('POST', keys.profileWrite, { ...body, channelParams: { currencyToken: 'MXN' } }),
        ),
      ),
    ).toEqual({ status: 400, code: 'CH-06' });
    // Header context: a key scoped only to a team has no maker profile.
    expect(failure(await send('/channel/core/request/create', request('POST', keys.team, body)))).toEqual({
      status: 401,
      code: 'CONTEXT_REQUIRED',
    });
  });

  test('read and pay: "Numeric codes: 1 request not found; 2 transaction not found; 3 action not found; 4 invalid HTTP method; 5 invalid request body"', async () => {
    const created = await paymentRequest();
    expect(failure(await send('/channel/core/request/pr_unknown', request('GET', keys.app)))).toEqual({
      status: 404,
      code: '1',
    });
    expect(
      failure(await send(`/channel/core/request/${created.id}/refund`, request('POST', keys.app, {}))),
    ).toEqual({
      status: 404,
      code: '3',
    });
    expect(
      failure(await send(`/channel/core/request/${created.id}`, request('PUT', keys.app, {}))),
    ).toMatchObject({
      code: '4',
    });
    for (const body of [{ token: 'WBTC' }, { chain: 'solana' }, { sender: 'alice' }]) {
      expect(failure(await pay(created.id, keys.individualProfile, body))).toEqual({
        status: 400,
        code: '5',
      });
    }
    expect(failure(await pay('pr_unknown'))).toEqual({ status: 404, code: '1' });
    // The request is still open and unpaid.
    const view = data(await send(`/channel/core/request/${created.id}`, request('GET', keys.app)));
    expect(view.detail.status).toBe('open');
  });

  test('invoice-pdf: "Numeric codes: 1 request not found; 2 request not completed"', async () => {
    const created = await paymentRequest();
    expect(
      failure(await send(`/v1/core/request/${created.id}/invoice-pdf`, request('GET', keys.app))),
    ).toEqual({
      status: 400,
      code: '2',
    });
    expect(failure(await send('/v1/core/request/pr_unknown/invoice-pdf', request('GET', keys.app)))).toEqual({
      status: 404,
      code: '1',
    });
    data(await pay(created.id));
    await advance(BLOCK_MS);
    const response = await fetch(`${raw.server.url}/v1/core/request/${created.id}/invoice-pdf`, {
      headers: { 'x-api-key': keys.app },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/pdf');
    expect(new TextDecoder().decode((await response.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });

  test('isolation: another app neither reads, pays nor gets an invoice of the request ("1 request not found")', async () => {
    const created = await paymentRequest();
    const notFound = { status: 404, code: '1' };
    expect(failure(await send(`/channel/core/request/${created.id}`, request('GET', keys.otherApp)))).toEqual(
      notFound,
    );
    expect(failure(await pay(created.id, keys.otherApp, { sender: wallets.pablo }))).toEqual(notFound);
    expect(
      failure(await send(`/v1/core/request/${created.id}/invoice-pdf`, request('GET', keys.otherApp))),
    ).toEqual(notFound);
    expect(await balanceOf(wallets.pablo, USDC)).toBe('750000000');
  });

  test('webhook: "requestPaid | delivered on payment confirmation", with `X-Webhook-Secret` and the listed fields', async () => {
    receiver.received.length = 0;
    raw.server.simulator.services.store.apps.update(DEMO.apps.main.id, { webhookUrl: receiver.url });
    const created = await paymentRequest(12.5, { customId: 'order-77' });
    const paid = data(await pay(created.id));
    expect(receiver.received).toHaveLength(0);
    await advance(BLOCK_MS);
    for (let attempt = 0; attempt < 50 && receiver.received.length === 0; attempt += 1) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(receiver.received).toHaveLength(1);
    const [delivery] = receiver.received;
    expect(delivery?.method).toBe('POST');
    expect(delivery?.headers['x-webhook-secret']).toBe(DEMO.apps.main.webhookSecret);
    expect(delivery?.body).toEqual({
      event: 'requestPaid',
      data: {
        id: created.txId,
        requestId: created.id,
        token: 'USDC',
        amount: 12.5,
        amountCurrencySymbol: 'USD',
        tokenAmount: expect.any(String),
        hashUrl: `https://sepolia.basescan.org/tx/${paid.tx.txHash}`,
        network: 'base-sepolia',
      },
    });
    // "Upsert by data.id; confirm final state with GET /channel/core/request/{requestId} or GET /v1/tx/{id}."
    const tx = data(await send(`/v1/tx/${created.txId}`, request('GET', keys.profileWrite)));
    expect(tx.tx.status).toBe('completed');
  });

  /** Lets the server finish the deliveries a clock advance started. */
  async function settleDeliveries(count: number) {
    for (let attempt = 0; attempt < 50 && receiver.received.length < count; attempt += 1) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    const deliveries = data(await send('/_simulator/webhooks')).deliveries as Array<{ status: string }>;
    for (
      let attempt = 0;
      attempt < 50 && deliveries.some((row) => row.status === 'scheduled');
      attempt += 1
    ) {
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  test('"Failures are logged only; no automatic retries": a receiver answering 500 gets one POST, and no more later', async () => {
    receiver.received.length = 0;
    receiver.status = 500;
    try {
      raw.server.simulator.services.store.apps.update(DEMO.apps.main.id, { webhookUrl: receiver.url });
      const created = await paymentRequest();
      data(await pay(created.id));
      await advance(BLOCK_MS);
      await settleDeliveries(1);
      await advance(60 * MINUTE);
      await settleDeliveries(2);
      expect(receiver.received).toHaveLength(1);
      const deliveries = data(await send('/_simulator/webhooks')).deliveries;
      expect(deliveries).toHaveLength(1);
      expect(deliveries[0]).toMatchObject({ status: 'failed', responseStatus: 500 });
    } finally {
      receiver.status = 200;
    }
  });

  test('"it is omitted when no secret is configured"; a failed payment and the other flows deliver nothing ("reserved, not currently delivered")', async () => {
    receiver.received.length = 0;
    raw.server.simulator.services.store.apps.update(DEMO.apps.main.id, {
      webhookUrl: receiver.url,
      webhookSecret: null,
    });
    const failed = await paymentRequest();
    const paid = data(await pay(failed.id));
    data(await send(`/_simulator/chain/txs/${paid.tx.txHash}/fail`, request('POST', null, {})));
    // A send and a ramp order run to the end: neither has an event.
    const onramp = data(
      await send(
        '/channel/ramp/onramp',
        request(
          'POST',
          keys.app,
          {
            amount: 1_000,
            fiat: 'MXN',
            payment: 'spei',
            crypto: 'USDC',
            chainId: BASE_SEPOLIA,
            country: 'MX',
          },
          asHeaders(profiles.bruno.id, teams.business.id),
        ),
      ),
    );
    await advance(10 * MINUTE);
    expect(
      data(await send(`/channel/ramp/orders/${onramp.order.orderId}`, request('GET', keys.app))).status,
    ).toBe('completed');
    await settleDeliveries(1);
    expect(receiver.received).toEqual([]);

    const completed = await paymentRequest();
    data(await pay(completed.id));
    await advance(BLOCK_MS);
    await settleDeliveries(1);
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]?.headers).not.toHaveProperty('x-webhook-secret');
    expect(receiver.received[0]?.body).toMatchObject({
      event: 'requestPaid',
      data: { requestId: completed.id },
    });
  });
});

/** A sell request of bruno's platform wallet (escrow factory approved) with one offer of the OTC desk. */
async function otcOffer(options: { expiresInMs?: number } = {}) {
  data(
    await send(
      '/_simulator/otc/allowance',
      request('PUT', null, { chainId: BASE_SEPOLIA, owner: wallets.bruno, token: 'USDC', amount: 'max' }),
    ),
  );
  const otc = data(
    await send(
      '/channel/core/otc/create',
      request('POST', keys.profileWrite, {
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
      }),
    ),
  ) as { id: string; txId: string; status: string };
  const offer = data(await send(`/_simulator/otc/${otc.id}/offers`, request('POST', null, options))) as {
    offerId: string;
  };
  return { otc, offer };
}

async function escrowSignature(otcId: string, offerId: string): Promise<string> {
  const session = await sessionFor(profiles.bruno.id);
  const signed = data(
    await send(
      '/v1/otc/signatures/create-escrow/user',
      request('POST', keys.appWrite, { otcRequestId: otcId, offerId }, bearer(session)),
    ),
  );
  expect(signed.signed).toBe(true);
  return signed.signature;
}

const acceptOffer = (
  otcId: string,
  offerId: string,
  userSignature: string,
  key: string = keys.profileWrite,
) => send(`/channel/core/otc/${otcId}/accept-offer`, request('POST', key, { offerId, userSignature }));

const rejectOffer = (otcId: string, offerId: string, key: string = keys.profileWrite) =>
  send(`/channel/core/otc/${otcId}/reject-offer`, request('POST', key, { offerId }));

const otcView = async (otcId: string) => data(await send(`/_simulator/otc/${otcId}`));

describe('OTC offers (spec: "OTC offer | POST otc reject-offer | caller\'s team created the request | offer status `rejected`")', () => {
  test('an offer is accepted once: the request leaves `new` and a second acceptance is refused', async () => {
    const { otc, offer } = await otcOffer();
    expect(otc.status).toBe('new');
    const signature = await escrowSignature(otc.id, offer.offerId);
    const accepted = data(await acceptOffer(otc.id, offer.offerId, signature));
    expect(accepted).toMatchObject({ offerId: offer.offerId, requestId: otc.id });
    expect(accepted.escrowAddress).toMatch(/^0x[0-9a-f]{40}$/);
    expect((await otcView(otc.id)).status).toBe('processing');
    await advance(BLOCK_MS);
    expect((await otcView(otc.id)).status).toBe('proofing');
    expect(failure(await acceptOffer(otc.id, offer.offerId, signature))).toEqual({
      status: 409,
      code: 'OTC_REQUEST_NOT_OPEN',
    });
    // An accepted offer is no longer pending: rejecting it is refused.
    expect(failure(await rejectOffer(otc.id, offer.offerId))).toEqual({
      status: 400,
      code: 'OTC_OFFER_NOT_PENDING',
    });
  });

  test('an offer accepted after its rejection is refused and escrows nothing; a second rejection answers the same', async () => {
    const { otc, offer } = await otcOffer();
    const signature = await escrowSignature(otc.id, offer.offerId);
    expect(data(await rejectOffer(otc.id, offer.offerId))).toEqual({
      offerId: offer.offerId,
      status: 'rejected',
    });
    expect(data(await rejectOffer(otc.id, offer.offerId))).toEqual({
      offerId: offer.offerId,
      status: 'rejected',
    });
    const before = await balanceOf(wallets.bruno, USDC);
    expect(failure(await acceptOffer(otc.id, offer.offerId, signature))).toEqual({
      status: 409,
      code: 'OTC_OFFER_NOT_PENDING',
    });
    expect(await balanceOf(wallets.bruno, USDC)).toBe(before);
    expect(await otcView(otc.id)).toMatchObject({ status: 'new', escrowAddress: null });
  });

  test('an offer accepted after its expiry is refused; one second before it is accepted', async () => {
    const late = await otcOffer({ expiresInMs: 10 * MINUTE });
    const lateSignature = await escrowSignature(late.otc.id, late.offer.offerId);
    await advance(10 * MINUTE + 1_000);
    expect(
      (await otcView(late.otc.id)).offers.find(
        (row: { offerId: string }) => row.offerId === late.offer.offerId,
      )?.status,
    ).toBe('expired');
    expect(failure(await acceptOffer(late.otc.id, late.offer.offerId, lateSignature))).toEqual({
      status: 409,
      code: 'OTC_OFFER_NOT_PENDING',
    });
    expect(failure(await rejectOffer(late.otc.id, late.offer.offerId))).toEqual({
      status: 400,
      code: 'OTC_OFFER_NOT_PENDING',
    });

    data(await send('/_simulator/reset', request('POST', null, {})));
    const early = await otcOffer({ expiresInMs: 10 * MINUTE });
    const earlySignature = await escrowSignature(early.otc.id, early.offer.offerId);
    await advance(10 * MINUTE - 1_000);
    expect(data(await acceptOffer(early.otc.id, early.offer.offerId, earlySignature)).requestId).toBe(
      early.otc.id,
    );
  });

  test('"Only the creator team of the request may reject": another team gets 403, another app 404, and the offer stays pending', async () => {
    const { otc, offer } = await otcOffer();
    expect(failure(await rejectOffer(otc.id, offer.offerId, keys.individualProfile))).toEqual({
      status: 403,
      code: 'OTC_NOT_REQUEST_CREATOR',
    });
    expect(failure(await rejectOffer(otc.id, offer.offerId, keys.otcProvider))).toEqual({
      status: 403,
      code: 'OTC_NOT_REQUEST_CREATOR',
    });
    const pablo = bearer(await sessionFor(profiles.pablo.id));
    const otherApp = (path: string, body: unknown) => send(path, request('POST', keys.otherApp, body, pablo));
    expect(
      failure(await otherApp(`/channel/core/otc/${otc.id}/reject-offer`, { offerId: offer.offerId })),
    ).toEqual({
      status: 404,
      code: 'OTC_REQUEST_NOT_FOUND',
    });
    const signature = await escrowSignature(otc.id, offer.offerId);
    expect(failure(await acceptOffer(otc.id, offer.offerId, signature, keys.individualProfile))).toEqual({
      status: 403,
      code: 'OTC_ACCESS_DENIED',
    });
    expect(
      failure(
        await otherApp(`/channel/core/otc/${otc.id}/accept-offer`, {
          offerId: offer.offerId,
          userSignature: signature,
        }),
      ),
    ).toEqual({ status: 404, code: 'OTC_REQUEST_NOT_FOUND' });
    const view = await otcView(otc.id);
    expect(view.status).toBe('new');
    expect(view.offers.map((row: { status: string }) => row.status)).toEqual(['pending']);
  });

  test("proof routes before the escrow answer 409 OTC_REQUEST_NOT_IN_SETTLEMENT; GET /v1/otc lists only the context team's requests", async () => {
    const { otc } = await otcOffer();
    expect(
      failure(
        await send(
          `/channel/core/otc/${otc.id}/prepare-proof`,
          request('POST', keys.profileWrite, { fileNames: ['receipt.pdf'], splitIndex: 0 }),
        ),
      ),
    ).toEqual({ status: 409, code: 'OTC_REQUEST_NOT_IN_SETTLEMENT' });
    // The desk is no party before its offer is accepted.
    expect(
      failure(
        await send(
          `/channel/core/otc/${otc.id}/prepare-proof`,
          request('POST', keys.otcProvider, { fileNames: ['receipt.pdf'], splitIndex: 0 }),
        ),
      ),
    ).toEqual({ status: 403, code: 'OTC_ACCESS_DENIED' });
    const own = data(await send('/v1/otc', request('GET', keys.profileWrite)));
    expect(own.map((row: { otcRequest: { id: string } }) => row.otcRequest.id)).toEqual([otc.id]);
    expect(data(await send('/v1/otc', request('GET', keys.individualProfile)))).toEqual([]);
    const pablo = await sessionFor(profiles.pablo.id);
    expect(data(await send('/v1/otc', request('GET', keys.otherApp, undefined, bearer(pablo))))).toEqual([]);
  });
});

describe('Gas sponsorship (spec: "Gas sponsorship cooldown | POST gas-sponsor | five minutes per session user; 429 when active")', () => {
  const sponsor = async (token: string, body: Record<string, unknown> = {}) =>
    send(
      '/v1/wallet/evm/gas-sponsor',
      request(
        'POST',
        keys.appWrite,
        {
          walletAddress: wallets.bruno,
          action: 'send',
          tokenAddress: ARB_USDC,
          chainSlug: 'arbitrum',
          ...body,
        },
        bearer(token),
      ),
    );

  test('one second before the five minutes is 429 with Retry-After 1; one second after, the next sponsorship is sent', async () => {
    const bruno = await sessionFor(profiles.bruno.id);
    const first = data(await sponsor(bruno));
    expect(first).toMatchObject({ gasSponsored: true, chainSlug: 'arbitrum', action: 'send' });
    await advance(5 * MINUTE - 1_000);
    const early = await sponsor(bruno, { tokenAddress: ARB_USDT });
    expect(failure(early)).toEqual({ status: 429, code: 'GAS_SPONSOR_COOLDOWN' });
    expect(early.headers.get('retry-after')).toBe('1');
    // The cooldown is per session user: another session of bruno waits as well.
    const other = await sessionFor(profiles.bruno.id);
    expect(failure(await sponsor(other, { tokenAddress: ARB_USDT }))).toEqual({
      status: 429,
      code: 'GAS_SPONSOR_COOLDOWN',
    });
    await advance(2_000);
    expect(data(await sponsor(bruno, { tokenAddress: ARB_USDT })).gasSponsored).toBe(true);
  });

  test('each documented refusal: 409 existing allowance, 400 limit, 400 disabled chain and foreign wallet, 401 no session, 403 no WRITE', async () => {
    const bruno = await sessionFor(profiles.bruno.id);
    data(await sponsor(bruno));
    await advance(5 * MINUTE);
    // "409 existing or sufficient allowance": the approval of the first sponsorship took effect.
    expect(failure(await sponsor(bruno))).toEqual({ status: 409, code: 'GAS_SPONSOR_ALLOWANCE_EXISTS' });
    data(await sponsor(bruno, { action: 'otc' }));
    await advance(5 * MINUTE);
    data(await sponsor(bruno, { tokenAddress: ARB_USDT }));
    await advance(5 * MINUTE);
    expect(failure(await sponsor(bruno, { tokenAddress: ARB_USDT, action: 'otc' }))).toEqual({
      status: 400,
      code: 'GAS_SPONSOR_LIMIT_EXCEEDED',
    });
    const carmen = await sessionFor(profiles.carmen.id);
    expect(failure(await sponsor(carmen, { walletAddress: wallets.bruno }))).toEqual({
      status: 400,
      code: 'GAS_SPONSOR_WALLET_NOT_OWNED',
    });
    expect(failure(await sponsor(carmen, { walletAddress: wallets.business }))).toEqual({
      status: 400,
      code: 'GAS_SPONSOR_WALLET_NOT_OWNED',
    });
    expect(
      failure(
        await sponsor(carmen, {
          walletAddress: wallets.carmen,
          chainSlug: 'ethereum',
          tokenAddress: TOKEN_ADDRESSES.ethereum.USDC,
        }),
      ),
    ).toEqual({ status: 400, code: 'GAS_SPONSOR_DISABLED' });
    const body = {
      walletAddress: wallets.carmen,
      action: 'send',
      tokenAddress: ARB_USDC,
      chainSlug: 'arbitrum',
    };
    expect((await send('/v1/wallet/evm/gas-sponsor', request('POST', keys.appWrite, body))).status).toBe(401);
    expect(
      failure(await send('/v1/wallet/evm/gas-sponsor', request('POST', keys.app, body, bearer(carmen)))),
    ).toMatchObject({ status: 403 });
    // Another app's session cannot name a wallet of this app.
    const pablo = await sessionFor(profiles.pablo.id);
    expect(
      failure(
        await send(
          '/v1/wallet/evm/gas-sponsor',
          request('POST', keys.otherApp, { ...body, walletAddress: wallets.bruno }, bearer(pablo)),
        ),
      ),
    ).toEqual({ status: 400, code: 'GAS_SPONSOR_WALLET_NOT_OWNED' });
  });

  test('a wallet that holds the gas gets the no-sponsorship form and starts no cooldown', async () => {
    const bruno = await sessionFor(profiles.bruno.id);
    const enough = data(await sponsor(bruno, { tokenAddress: USDC, chainSlug: 'base-sepolia' }));
    expect(enough).toMatchObject({ executeWithOwnGas: false, gasSponsored: false });
    expect(Object.keys(enough).sort()).toEqual(
      ['executeWithOwnGas', 'gasPrice', 'gasSponsored', 'message', 'requiredGas', 'walletBalance'].sort(),
    );
    expect(data(await sponsor(bruno)).gasSponsored).toBe(true);
  });
});

describe('Allowances (spec: "POST allowance/{action} action limited to `send`, `request`, `otc`, `general`")', () => {
  const query = `chainId=${BASE_SEPOLIA}&userWallet=${wallets.bruno}&tokenAddress=${USDC}`;

  test('GET: one executor, several for all and multiple; `general` needs `executorAddress`; an unknown action is 400', async () => {
    const one = data(await send(`/v1/wallet/evm/allowance/send?${query}&amount=2`, request('GET', keys.app)));
    expect(one).toMatchObject({ allowance: '0', allowanceOk: false, difference: '-2' });
    expect(Object.keys(one)).toEqual(expect.arrayContaining(['executorAddress', 'executorName']));
    for (const action of ['all', 'multiple']) {
      const many = data(await send(`/v1/wallet/evm/allowance/${action}?${query}`, request('GET', keys.app)));
      expect(many.executors).toHaveLength(3);
    }
    expect((await send(`/v1/wallet/evm/allowance/general?${query}`, request('GET', keys.app))).status).toBe(
      400,
    );
    expect((await send(`/v1/wallet/evm/allowance/refund?${query}`, request('GET', keys.app))).status).toBe(
      400,
    );
    expect(
      (await send(`/v1/wallet/evm/allowance/send?${query}&amount=-1`, request('GET', keys.app))).status,
    ).toBe(400);
  });

  test('POST and DELETE: a platform wallet is signed, the allowance set one block later and revoked; `all` is refused; 401 and 403', async () => {
    const bruno = await sessionFor(profiles.bruno.id);
    const approveBody = {
      chainId: BASE_SEPOLIA,
      userWallet: wallets.bruno,
      tokenAddress: USDC,
      amount: '25',
    };
    const approved = data(
      await send('/v1/wallet/evm/allowance/send', request('POST', keys.appWrite, approveBody, bearer(bruno))),
    );
    expect(approved).toMatchObject({ signed: true });
    expect(approved.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    await advance(BLOCK_MS);
    expect(
      data(await send(`/v1/wallet/evm/allowance/send?${query}`, request('GET', keys.app))).allowance,
    ).toBe('25');

    const revoked = data(
      await send(
        `/v1/wallet/evm/allowance/send?${query}`,
        request('DELETE', keys.appWrite, undefined, bearer(bruno)),
      ),
    );
    expect(revoked.signed).toBe(true);
    expect(revoked.transactions).toHaveLength(1);
    await advance(BLOCK_MS);
    expect(
      data(await send(`/v1/wallet/evm/allowance/send?${query}`, request('GET', keys.app))).allowance,
    ).toBe('0');

    expect(
      (await send('/v1/wallet/evm/allowance/all', request('POST', keys.appWrite, approveBody, bearer(bruno))))
        .status,
    ).toBe(400);
    expect(
      (await send('/v1/wallet/evm/allowance/send', request('POST', keys.appWrite, approveBody))).status,
    ).toBe(401);
    expect(
      (await send('/v1/wallet/evm/allowance/send', request('POST', keys.app, approveBody, bearer(bruno))))
        .status,
    ).toBe(403);
    // Another team's platform wallet is not signed for: nothing is approved.
    const alice = await sessionFor(profiles.alice.id);
    const foreign = await send(
      '/v1/wallet/evm/allowance/send',
      request('POST', keys.appWrite, approveBody, bearer(alice)),
    );
    expect(failure(foreign)).toEqual({ status: 400, code: 'WALLET_NOT_OWNED' });
    await advance(BLOCK_MS);
    expect(
      data(await send(`/v1/wallet/evm/allowance/send?${query}`, request('GET', keys.app))).allowance,
    ).toBe('0');
  });
});

describe('Wallets (spec: "Team must belong to the key\'s app and the wallet to the team")', () => {
  test("alias, default and external: another app's team is 404, another team's wallet 404, a duplicate 409, a non-admin 403", async () => {
    const alias = (key: string, body: Record<string, unknown>) =>
      send('/v1/wallet/alias', request('PATCH', key, body));
    expect(
      data(
        await alias(keys.app, { walletAddress: wallets.business, teamId: teams.business.id, alias: 'Vault' }),
      ),
    ).toEqual({ walletAddress: wallets.business, teamId: teams.business.id, alias: 'Vault' });
    expect(
      (await alias(keys.otherApp, { walletAddress: wallets.business, teamId: teams.business.id, alias: 'x' }))
        .status,
    ).toBe(404);
    expect(
      (await alias(keys.app, { walletAddress: wallets.alice, teamId: teams.business.id, alias: 'x' })).status,
    ).toBe(404);
    expect(
      (await alias(keys.team, { walletAddress: wallets.alice, teamId: teams.individual.id, alias: 'x' }))
        .status,
    ).toBe(404);

    expect((await send('/v1/wallet/default', request('GET', keys.app))).status).toBe(400);
    expect(
      (await send(`/v1/wallet/default?teamId=${teams.business.id}`, request('GET', keys.otherApp))).status,
    ).toBe(404);
    expect(
      (
        await send(
          `/v1/wallet/default?teamId=${teams.business.id}`,
          request('POST', keys.app, { walletAddress: wallets.alice }),
        )
      ).status,
    ).toBe(404);
    expect(
      data(
        await send(
          `/v1/wallet/default?teamId=${teams.business.id}`,
          request('POST', keys.app, { walletAddress: wallets.business }),
        ),
      ).walletAddress,
    ).toBe(wallets.business);

    const external = {
      teamId: teams.business.id,
      profileId: profiles.bruno.id,
      address: '0x00000000000000000000000000000000000e0001',
      walletType: 'EVM',
    };
    expect((await send('/v1/wallet/external', request('POST', keys.app, external))).status).toBe(201);
    expect(failure(await send('/v1/wallet/external', request('POST', keys.app, external)))).toEqual({
      status: 409,
      code: 'WALLET_EXISTS',
    });
    expect(
      (
        await send(
          '/v1/wallet/external',
          request('POST', keys.app, {
            ...external,
            profileId: profiles.carmen.id,
            address: `${external.address.slice(0, -1)}2`,
          }),
        )
      ).status,
    ).toBe(403);
    expect((await send('/v1/wallet/external', request('POST', keys.otherApp, external))).status).toBe(404);
  });

  test('list: "exactly one of `profileId` or `teamId`"; another app\'s team lists nothing of it', async () => {
    expect((await send('/v1/wallet/list', request('GET', keys.app))).status).toBe(400);
    expect(
      (
        await send(
          `/v1/wallet/list?teamId=${teams.business.id}&profileId=${profiles.bruno.id}`,
          request('GET', keys.app),
        )
      ).status,
    ).toBe(400);
    const listed = data(await send(`/v1/wallet/list?teamId=${teams.business.id}`, request('GET', keys.app)));
    expect(listed.total).toBe(listed.wallets.length);
    expect(listed.wallets.map((wallet: { address: string }) => wallet.address)).toContain(wallets.business);
    const foreign = await send(`/v1/wallet/list?teamId=${teams.business.id}`, request('GET', keys.otherApp));
    expect(foreign.status).toBe(400);
    expect(JSON.stringify(foreign.body)).not.toContain(wallets.business);
  });
});

describe('Sends (spec: "process-send-tx body `txType` (`regular` or `gas`), `txIndex` ... Backend-signable wallets are signed and sent")', () => {
  const carmenHeaders = asHeaders(profiles.carmen.id, teams.business.id);
  const sendBody = {
    targetAddress: wallets.business,
    amount: 10,
    channelParams: {
      chain: 'base-sepolia',
      token: 'USDC',
      recipients: [{ address: wallets.alice, amount: 10 }],
    },
  };

  async function createSend() {
    data(
      await send(
        '/_simulator/allowances',
        request('POST', null, {
          chainId: BASE_SEPOLIA,
          owner: wallets.business,
          token: USDC,
          spender: data(
            await send(`/v1/core/send/contracts?chainId=${BASE_SEPOLIA}`, request('GET', keys.app)),
          ).contracts[0].executorAddress,
          amount: 'max',
        }),
      ),
    );
    return data(await send('/channel/core/send/create', request('POST', keys.app, sendBody, carmenHeaders)));
  }

  test('create answers the listed fields; a regular transaction is sent once, a second process is refused', async () => {
    const created = await createSend();
    for (const field of [
      'txId',
      'sendId',
      'transactions',
      'gasTransactions',
      'chainId',
      'contractAddress',
      'allowanceOk',
      'needsSponsorship',
      'totalTokenRequired',
      'totalNativeForGas',
    ]) {
      expect(created).toHaveProperty(field);
    }
    expect(created.allowanceOk).toBe(true);
    const carmen = await sessionFor(profiles.carmen.id);
    const process = () =>
      send(
        `/channel/core/send/${created.sendId}/process-send-tx`,
        request('POST', keys.app, { txType: 'regular', txIndex: 0 }, bearer(carmen)),
      );
    const first = data(await process());
    expect(first).toMatchObject({ signed: true, txType: 'regular', txIndex: 0 });
    expect(first.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    const treasury = await balanceOf(wallets.business, USDC);
    expect(failure(await process())).toEqual({ status: 409, code: 'SEND_TX_ALREADY_PROCESSED' });
    expect(
      failure(
        await send(
          `/channel/core/send/${created.sendId}/process-send-tx`,
          request('POST', keys.app, { txType: 'regular', txIndex: 5 }, bearer(carmen)),
        ),
      ),
    ).toMatchObject({ code: 'SEND_TX_NOT_FOUND' });
    expect(await balanceOf(wallets.business, USDC)).toBe(treasury);
    await advance(BLOCK_MS);
    expect(
      data(await send(`/v1/tx/${created.txId}`, request('GET', keys.app, undefined, carmenHeaders))).tx
        .status,
    ).toBe('completed');
  });

  test('"process-send-tx | Session": headers alone are 401; another team is 403 and another app 404, and nothing moves', async () => {
    const created = await createSend();
    const body = { txType: 'regular', txIndex: 0 };
    const path = `/channel/core/send/${created.sendId}/process-send-tx`;
    expect((await send(path, request('POST', keys.app, body, carmenHeaders))).status).toBe(401);
    const alice = await sessionFor(profiles.alice.id);
    expect(failure(await send(path, request('POST', keys.app, body, bearer(alice))))).toEqual({
      status: 403,
      code: 'SEND_ACCESS_DENIED',
    });
    const pablo = await sessionFor(profiles.pablo.id);
    expect(failure(await send(path, request('POST', keys.otherApp, body, bearer(pablo))))).toEqual({
      status: 404,
      code: 'SEND_NOT_FOUND',
    });
    expect(
      failure(
        await send(
          `/channel/core/send/${created.sendId}/process-sponsored-tx`,
          request('POST', keys.individualProfile, { txIndex: 0 }),
        ),
      ),
    ).toMatchObject({ status: 403 });
    expect(await balanceOf(wallets.business, USDC)).toBe('25000000000');
  });

  test('create codes CH-02, CH-03, CH-06; preview creates nothing and answers `APP_CHANNEL_CORE_SEND_PREVIEW#2` for invalid parameters', async () => {
    const diego = asHeaders(profiles.diego.id, teams.business.id);
    expect(
      failure(await send('/channel/core/send/create', request('POST', keys.app, sendBody, diego))),
    ).toEqual({
      status: 403,
      code: 'CH-02',
    });
    expect(
      failure(
        await send(
          '/channel/core/send/create',
          request('POST', keys.app, { ...sendBody, amount: -1 }, carmenHeaders),
        ),
      ),
    ).toEqual({ status: 400, code: 'CH-03' });
    expect(
      failure(
        await send(
          '/channel/core/send/create',
          request(
            'POST',
            keys.app,
            { ...sendBody, channelParams: { ...sendBody.channelParams, chain: 'solana' } },
            carmenHeaders,
          ),
        ),
      ),
    ).toEqual({ status: 400, code: 'CH-06' });
    const previewBody = {
      senderAddress: wallets.business,
      amount: 10,
      channelParams: {
        chain: 'base-sepolia',
        token: USDC,
        recipients: [{ address: wallets.alice, amount: 10 }],
      },
    };
    data(await send('/channel/core/send/preview', request('POST', keys.app, previewBody, carmenHeaders)));
    expect(
      failure(
        await send(
          '/channel/core/send/preview',
          request(
            'POST',
            keys.app,
            { ...previewBody, channelParams: { ...previewBody.channelParams, recipients: [] } },
            carmenHeaders,
          ),
        ),
      ),
    ).toEqual({ status: 400, code: 'APP_CHANNEL_CORE_SEND_PREVIEW#2' });
    const txs = data(await send('/v1/txs?type=team', request('GET', keys.app, undefined, carmenHeaders)));
    expect(txs.count).toBe(0);
  });
});

describe('Transactions and files (spec: "Upload state validity | tx files | one hour"; "Upload object size | tx file confirmation | 5 MiB each")', () => {
  const MIB = 1024 * 1024;

  async function uploadSlots(txId: string, fileNames: string[] = ['invoice.pdf']) {
    return data(
      await send(`/v1/txs/${txId}/files/upload-url`, request('POST', keys.profileWrite, { fileNames })),
    ) as { uploadId: string; uploadUrls: Array<{ filePath: string; fileName: string; signedUrl: string }> };
  }

  async function put(signedUrl: string, bytes: number, contentType = 'application/pdf') {
    const response = await fetch(signedUrl, {
      method: 'PUT',
      body: new Uint8Array(bytes).fill(0x25),
      headers: { 'content-type': contentType },
    });
    expect(response.status).toBe(200);
  }

  const confirm = (txId: string, body: Record<string, unknown>, key: string = keys.profileWrite) =>
    send(`/v1/txs/${txId}/files`, request('POST', key, body));

  test('a confirmation one second before the hour is accepted; one second after it, 404 and nothing attached', async () => {
    const { txId } = await paymentRequest();
    const early = await uploadSlots(txId);
    await put(early.uploadUrls[0]?.signedUrl ?? '', 1_000);
    const late = await uploadSlots(txId, ['receipt.png']);
    await put(late.uploadUrls[0]?.signedUrl ?? '', 1_000, 'image/png');
    await advance(60 * MINUTE - 1_000);
    const body = (slots: typeof early) => ({
      uploadId: slots.uploadId,
      filePaths: slots.uploadUrls.map((slot) => slot.filePath),
      fileNames: slots.uploadUrls.map((slot) => slot.fileName),
    });
    expect(data(await confirm(txId, body(early))).tx.files).toHaveLength(1);
    await advance(2_000);
    expect(failure(await confirm(txId, body(late)))).toEqual({ status: 404, code: 'TX_UPLOAD_EXPIRED' });
    const files = data(await send(`/v1/txs/${txId}/files`, request('GET', keys.profileWrite)));
    expect(files.files.map((file: { fileName: string }) => file.fileName)).toEqual(['invoice.pdf']);
    // An upload state is used up by its confirmation.
    expect(failure(await confirm(txId, body(early)))).toEqual({ status: 404, code: 'TX_UPLOAD_NOT_FOUND' });
  });

  test('5 MiB is accepted and one byte more is 400; a path set that differs is 400; TIFF is 400', async () => {
    const { txId } = await paymentRequest();
    const slots = await uploadSlots(txId, ['a.pdf', 'b.pdf']);
    const [first, second] = slots.uploadUrls;
    await put(first?.signedUrl ?? '', 5 * MIB);
    await put(second?.signedUrl ?? '', 5 * MIB + 1);
    const paths = [first?.filePath ?? '', second?.filePath ?? ''];
    expect(
      failure(await confirm(txId, { uploadId: slots.uploadId, filePaths: [paths[0]], fileNames: ['a.pdf'] })),
    ).toEqual({ status: 400, code: 'TX_FILES_PATH_SET_MISMATCH' });
    expect(
      failure(
        await confirm(txId, { uploadId: slots.uploadId, filePaths: paths, fileNames: ['a.pdf', 'b.pdf'] }),
      ),
    ).toEqual({ status: 400, code: 'TX_FILE_TOO_LARGE' });
    await put(second?.signedUrl ?? '', 5 * MIB);
    expect(
      data(await confirm(txId, { uploadId: slots.uploadId, filePaths: paths, fileNames: ['a.pdf', 'b.pdf'] }))
        .tx.files,
    ).toHaveLength(2);
    expect(
      (
        await send(
          `/v1/txs/${txId}/files/upload-url`,
          request('POST', keys.profileWrite, { fileNames: ['scan.tiff'] }),
        )
      ).status,
    ).toBe(400);
  });

  test('GET /v1/tx/{id}: "403 context does not own it; 404"; the files of another team\'s transaction are 403', async () => {
    const { txId } = await paymentRequest();
    expect(data(await send(`/v1/tx/${txId}`, request('GET', keys.team))).tx.id).toBe(txId);
    expect(failure(await send(`/v1/tx/${txId}`, request('GET', keys.individualProfile)))).toEqual({
      status: 403,
      code: 'TRANSACTION_FORBIDDEN',
    });
    const pablo = await sessionFor(profiles.pablo.id);
    expect(
      failure(await send(`/v1/tx/${txId}`, request('GET', keys.otherApp, undefined, bearer(pablo)))),
    ).toEqual({
      status: 404,
      code: 'TRANSACTION_NOT_FOUND',
    });
    expect(
      failure(await send(`/v1/txs/${txId}/files`, request('GET', keys.individualProfile))),
    ).toMatchObject({ status: 403 });
    expect(
      failure(
        await send(
          `/v1/txs/${txId}/files/upload-url`,
          request('POST', keys.individualProfile, { fileNames: ['a.pdf'] }),
        ),
      ),
    ).toMatchObject({ status: 403 });
  });

  test('GET files: "readable by owning profile, owning team, accepted OTC provider team, or a MASTER key"', async () => {
    const { otc, offer } = await otcOffer();
    const files = (key: string) => send(`/v1/txs/${otc.txId}/files`, request('GET', key));
    expect(data(await files(keys.profileWrite))).toEqual({ files: [] });
    expect(data(await files(keys.team))).toEqual({ files: [] });
    expect(data(await files(keys.master))).toEqual({ files: [] });
    expect((await files(keys.otcProvider)).status).toBe(403);
    expect((await files(keys.individualProfile)).status).toBe(403);
    data(await acceptOffer(otc.id, offer.offerId, await escrowSignature(otc.id, offer.offerId)));
    expect(data(await files(keys.otcProvider))).toEqual({ files: [] });
    expect((await files(keys.individualProfile)).status).toBe(403);
    const pablo = await sessionFor(profiles.pablo.id);
    expect(
      failure(
        await send(`/v1/txs/${otc.txId}/files`, request('GET', keys.otherApp, undefined, bearer(pablo))),
      ),
    ).toEqual({
      status: 404,
      code: 'TRANSACTION_NOT_FOUND',
    });
  });

  test('GET /v1/txs and tx-count-today: the type enum, a platform-wide number, an unparseable date is 400', async () => {
    await paymentRequest();
    expect(data(await send('/v1/txs?type=team', request('GET', keys.profileWrite))).count).toBe(1);
    expect(data(await send('/v1/txs', request('GET', keys.individualProfile))).count).toBe(0);
    expect((await send('/v1/txs?type=everyone', request('GET', keys.profileWrite))).status).toBe(400);
    // "Data is a number: platform-wide count ... (not scoped to profile or team)."
    expect(data(await send('/v1/txs/tx-count-today', request('GET', keys.otherApp)))).toBe(1);
    expect(data(await send('/v1/txs/tx-count-today?date=2024-06-01', request('GET', keys.app)))).toBe(0);
    expect((await send('/v1/txs/tx-count-today?date=not-a-date', request('GET', keys.app))).status).toBe(400);
  });
});

/** Fixed test keys: never use them for anything real. */
const owner = privateKeyToAccount('0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba');
const stranger = privateKeyToAccount('0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e');

describe('Top-up (spec: "If the session can sign the transfer may finish in this call; otherwise call sign-payload then process-sponsored-tx")', () => {
  const carmenHeaders = asHeaders(profiles.carmen.id, teams.business.id);
  const withdrawal = {
    codigopaq: '55123456',
    destinationCountry: 'GT',
    chain: 'base-sepolia',
    token: 'USDC',
    amount: 25,
    sendWallet: owner.address,
  };

  async function externalWithdrawal() {
    expect(
      (
        await send(
          '/_simulator/wallets',
          request('POST', null, {
            teamId: teams.business.id,
            profileId: profiles.carmen.id,
            address: owner.address,
            custody: 'external',
          }),
        )
      ).status,
    ).toBe(201);
    data(
      await send(
        '/_simulator/chain/fund',
        request('POST', null, {
          chainId: BASE_SEPOLIA,
          address: owner.address,
          token: 'USDC',
          amount: '100',
        }),
      ),
    );
    const created = data(
      await send('/channel/topup/withdraw', request('POST', keys.app, withdrawal, carmenHeaders)),
    );
    expect(created).toMatchObject({ requiresSignature: true, txHash: null });
    return created as { txId: string; rechargeId: string };
  }

  const signPayload = async (txId: string) =>
    data(await send(`/channel/topup/withdraw/${txId}/sign-payload`, request('GET', keys.app)));

  const processTx = (txId: string, userSignature: string, key: string = keys.app) =>
    send(`/channel/topup/withdraw/${txId}/process-sponsored-tx`, request('POST', key, { userSignature }));

  test('an external wallet waits for its signature: process before sign-payload is 409, a stranger 403, the owner once, then 409', async () => {
    const { txId, rechargeId } = await externalWithdrawal();
    const before = await balanceOf(owner.address, USDC);
    expect(failure(await processTx(txId, `0x${'11'.repeat(65)}`))).toEqual({
      status: 409,
      code: 'TOPUP_SIGN_PAYLOAD_REQUIRED',
    });
    const payload = await signPayload(txId);
    expect(payload.signerAddress.toLowerCase()).toBe(owner.address.toLowerCase());
    const forged = await signTopUpWithdrawal({ signer: stranger, payload, chainId: BASE_SEPOLIA });
    expect(failure(await processTx(txId, forged))).toEqual({ status: 403, code: 'TOPUP_SIGNER_MISMATCH' });
    expect(failure(await processTx(txId, 'nope'))).toEqual({
      status: 400,
      code: 'TOPUP_SIGNATURE_MALFORMED',
    });
    expect(await balanceOf(owner.address, USDC)).toBe(before);
    const signature = await signTopUpWithdrawal({ signer: owner, payload, chainId: BASE_SEPOLIA });
    expect(data(await processTx(txId, signature))).toMatchObject({ txId, rechargeId });
    expect(failure(await processTx(txId, signature))).toEqual({
      status: 409,
      code: 'TOPUP_WITHDRAWAL_NOT_AWAITING_SIGNATURE',
    });
    await advance(BLOCK_MS);
    expect(
      data(await send(`/v1/tx/${txId}`, request('GET', keys.app, undefined, carmenHeaders))).tx.status,
    ).toBe('completed');
  });

  test('a sign-payload is accepted one second before its ten minutes and refused one second after', async () => {
    const { txId } = await externalWithdrawal();
    const expired = await signPayload(txId);
    const late = await signTopUpWithdrawal({ signer: owner, payload: expired, chainId: BASE_SEPOLIA });
    await advance(10 * MINUTE + 1_000);
    expect(failure(await processTx(txId, late))).toEqual({ status: 400, code: 'TOPUP_SIGNATURE_EXPIRED' });
    const fresh = await signPayload(txId);
    const early = await signTopUpWithdrawal({ signer: owner, payload: fresh, chainId: BASE_SEPOLIA });
    await advance(10 * MINUTE - 1_000);
    expect(data(await processTx(txId, early)).txId).toBe(txId);
  });

  test("withdraw refusals: a viewer 403, another member's wallet 403, more than the balance 400; another app finds no withdrawal", async () => {
    const { txId } = await externalWithdrawal();
    const diego = asHeaders(profiles.diego.id, teams.business.id);
    expect(
      failure(await send('/channel/topup/withdraw', request('POST', keys.app, withdrawal, diego))),
    ).toEqual({
      status: 403,
      code: 'TOPUP_ROLE_FORBIDDEN',
    });
    expect(
      failure(
        await send(
          '/channel/topup/withdraw',
          request('POST', keys.app, { ...withdrawal, sendWallet: wallets.bruno }, carmenHeaders),
        ),
      ),
    ).toEqual({ status: 403, code: 'TOPUP_WALLET_NOT_OWNED' });
    expect(
      failure(
        await send(
          '/channel/topup/withdraw',
          request('POST', keys.app, { ...withdrawal, amount: 1_000 }, carmenHeaders),
        ),
      ),
    ).toEqual({ status: 400, code: 'TOPUP_INSUFFICIENT_BALANCE' });
    expect(
      failure(
        await send(
          '/channel/topup/withdraw',
          request('POST', keys.app, { ...withdrawal, codigopaq: '12' }, carmenHeaders),
        ),
      ),
    ).toEqual({ status: 400, code: 'BODY_PARSER_ERROR' });
    expect(
      failure(await send(`/channel/topup/withdraw/${txId}/sign-payload`, request('GET', keys.otherApp))),
    ).toEqual({ status: 404, code: 'TOPUP_WITHDRAWAL_NOT_FOUND' });
    expect(failure(await processTx(txId, `0x${'11'.repeat(65)}`, keys.otherApp))).toEqual({
      status: 404,
      code: 'TOPUP_WITHDRAWAL_NOT_FOUND',
    });
  });

  test('validate-phone: "`{ ok, signature }` when a valid capabilityId of that channel is supplied"; preview needs its three queries', async () => {
    const capability = '7a1c0e52-4f0b-4d6e-9a51-0c3b2f6d1e01';
    const signed = data(
      await send(
        `/channel/topup/validate-phone?codigopaq=55123456&capabilityId=${capability}`,
        request('GET', keys.app),
      ),
    );
    expect(Object.keys(signed).sort()).toEqual(['ok', 'signature']);
    expect(signed.ok).toBe(true);
    expect(signed.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(
      (
        await send(
          '/channel/topup/validate-phone?codigopaq=55123456&capabilityId=5e1a7c30-2b4d-4c8e-9f10-000000000001',
          request('GET', keys.app),
        )
      ).status,
    ).toBe(400);
    expect(data(await send('/channel/topup/validate-phone?codigopaq=12', request('GET', keys.app))).ok).toBe(
      false,
    );
    expect((await send('/channel/topup/validate-phone', request('GET', keys.app))).status).toBe(400);
    const preview = data(
      await send(
        `/channel/topup/preview?amount=10&chain=base-sepolia&token=${USDC}`,
        request('GET', keys.app),
      ),
    );
    expect(preview.estimates.length).toBeGreaterThan(0);
    for (const query of [
      'chain=base-sepolia&token=' + USDC,
      `amount=10&token=${USDC}`,
      'amount=10&chain=base-sepolia',
    ]) {
      expect((await send(`/channel/topup/preview?${query}`, request('GET', keys.app))).status).toBe(400);
    }
  });
});

describe('Ramp (spec: "Orders listed newest first, scoped to the app"; "orders/{orderId} is read-only by provider order id")', () => {
  const brunoHeaders = asHeaders(profiles.bruno.id, teams.business.id);
  const onramp = {
    amount: 1_000,
    fiat: 'MXN',
    payment: 'spei',
    crypto: 'USDC',
    chainId: BASE_SEPOLIA,
    country: 'MX',
  };

  const createOnramp = async (body: Record<string, unknown> = {}, headers = brunoHeaders) =>
    send('/channel/ramp/onramp', request('POST', keys.app, { ...onramp, ...body }, headers));

  test('an on-ramp order goes created, processing, completed on the virtual clock, the tokens delivered to the wallet', async () => {
    const created = data(await createOnramp({ wallet: wallets.bruno }));
    const orderId = created.order.orderId as string;
    const read = async () => data(await send(`/channel/ramp/orders/${orderId}`, request('GET', keys.app)));
    expect((await read()).status).toBe('created');
    const before = BigInt(await balanceOf(wallets.bruno, USDC));
    await advance(5 * MINUTE - 1_000);
    expect((await read()).status).toBe('created');
    await advance(1_000);
    expect((await read()).status).toBe('processing');
    await advance(BLOCK_MS);
    const done = await read();
    expect(done.status).toBe('completed');
    expect(BigInt(await balanceOf(wallets.bruno, USDC)) - before).toBe(BigInt(done.cryptoUnits));
    expect(
      data(await send(`/v1/tx/${created.txId}`, request('GET', keys.app, undefined, brunoHeaders))).tx.status,
    ).toBe('completed');
    // A finished order cannot get a new URL.
    const bruno = await sessionFor(profiles.bruno.id);
    expect(
      failure(
        await send(
          `/channel/ramp/${created.txId}/refresh-url`,
          request('POST', keys.app, { amount: 1_000 }, bearer(bruno)),
        ),
      ),
    ).toEqual({ status: 400, code: 'RAMP_ORDER_NOT_REFRESHABLE' });
  });

  test('isolation: another app neither reads, lists nor refreshes the order; another team cannot refresh it', async () => {
    const created = data(await createOnramp());
    const orderId = created.order.orderId as string;
    expect(failure(await send(`/channel/ramp/orders/${orderId}`, request('GET', keys.otherApp)))).toEqual({
      status: 404,
      code: 'RAMP_ORDER_NOT_FOUND',
    });
    expect(data(await send('/channel/ramp/orders', request('GET', keys.otherApp)))).toEqual([]);
    expect(
      data(await send('/channel/ramp/orders', request('GET', keys.app))).map(
        (order: { orderId: string }) => order.orderId,
      ),
    ).toEqual([orderId]);
    const pablo = await sessionFor(profiles.pablo.id);
    expect(
      failure(
        await send(
          `/channel/ramp/${created.txId}/refresh-url`,
          request('POST', keys.otherApp, { amount: 1_000 }, bearer(pablo)),
        ),
      ),
    ).toEqual({ status: 404, code: 'RAMP_TX_NOT_FOUND' });
    const alice = await sessionFor(profiles.alice.id);
    expect(
      failure(
        await send(
          `/channel/ramp/${created.txId}/refresh-url`,
          request('POST', keys.app, { amount: 1_000 }, bearer(alice)),
        ),
      ),
    ).toEqual({ status: 403, code: 'RAMP_ORDER_FORBIDDEN' });
    // "refresh-url | Session": headers alone are no session.
    expect(
      (
        await send(
          `/channel/ramp/${created.txId}/refresh-url`,
          request('POST', keys.app, { amount: 1_000 }, brunoHeaders),
        )
      ).status,
    ).toBe(401);
    const bruno = await sessionFor(profiles.bruno.id);
    const refreshed = data(
      await send(
        `/channel/ramp/${created.txId}/refresh-url`,
        request('POST', keys.app, { amount: 1_200 }, bearer(bruno)),
      ),
    );
    expect(refreshed.channelTableType).toBe('ch_ramp_onramp');
  });

  test('order refusals: a viewer 403, a selection no capability offers 400, outside the limits 400, a wallet of another team 403', async () => {
    expect(failure(await createOnramp({}, asHeaders(profiles.diego.id, teams.business.id)))).toEqual({
      status: 403,
      code: 'RAMP_ROLE_FORBIDDEN',
    });
    expect(failure(await createOnramp({ payment: 'pse' }))).toEqual({
      status: 400,
      code: 'RAMP_UNSUPPORTED_SELECTION',
    });
    expect(failure(await createOnramp({ amount: 10 }))).toEqual({
      status: 400,
      code: 'RAMP_AMOUNT_OUT_OF_LIMITS',
    });
    expect(
      failure(
        await send(
          '/channel/ramp/offramp',
          request('POST', keys.app, { ...onramp, amount: 20, wallet: wallets.alice }, brunoHeaders),
        ),
      ),
    ).toEqual({ status: 403, code: 'RAMP_WALLET_NOT_OWNED' });
    expect(data(await send('/channel/ramp/orders', request('GET', keys.app)))).toEqual([]);
  });
});

describe('Channels (generic) (spec: codes `CH-01` ... `CH-07` of the action and method routes, `CHID#GET-03`)', () => {
  test('GET /channels/{channelSlug} is public; an unknown one is 404 CH-01', async () => {
    expect(data(await send('/channels/ramp', request('GET', null))).channelSlug).toBe('ramp');
    expect(failure(await send('/channels/nope', request('GET', null)))).toEqual({
      status: 404,
      code: 'CH-01',
    });
  });

  test('the method and action routes: CH-01 invalid key, CH-02 not found, CH-05 wrong HTTP method (418), CH-06 bad body', async () => {
    // GET /channels lists "Statuses 200, 400, 500; code `CH-01` invalid API key": the key failure keeps
    // the Authentication status (see the ambiguity table).
    expect(failure(await send('/channels', request('GET', 'sk_sandbox_nope')))).toEqual({
      status: 403,
      code: 'CH-01',
    });
    expect(failure(await send('/channels/ramp/method/onramp', request('GET', 'sk_sandbox_nope')))).toEqual({
      status: 403,
      code: 'CH-01',
    });
    expect(failure(await send('/channels/ramp/method/teleport', request('GET', keys.app)))).toEqual({
      status: 404,
      code: 'CH-02',
    });
    const created = data(
      await send(
        '/channel/ramp/onramp',
        request(
          'POST',
          keys.app,
          {
            amount: 1_000,
            fiat: 'MXN',
            payment: 'spei',
            crypto: 'USDC',
            chainId: BASE_SEPOLIA,
            country: 'MX',
          },
          asHeaders(profiles.bruno.id, teams.business.id),
        ),
      ),
    );
    const orderId = created.order.orderId as string;
    const action = (name: string, body: unknown, key: string = keys.app) =>
      send(`/channels/ramp/action/${name}/${orderId}`, request('POST', key, body));
    expect(failure(await action('teleport', {}))).toEqual({ status: 404, code: 'CH-02' });
    expect(failure(await action('status', {}))).toEqual({ status: 418, code: 'CH-05' });
    expect(failure(await action('cancel', { reason: 42 }))).toEqual({ status: 400, code: 'CH-06' });
    expect(failure(await action('cancel', {}, 'sk_sandbox_nope'))).toEqual({ status: 403, code: 'CH-01' });
    // Another app's key does not reach the order.
    expect(failure(await action('cancel', {}, keys.otherApp))).toEqual({ status: 404, code: 'CH-02' });
    expect(data(await action('cancel', { reason: 'changed my mind' })).order.status).toBe('cancelled');
    expect(data(await send(`/channel/ramp/orders/${orderId}`, request('GET', keys.app))).status).toBe(
      'cancelled',
    );
  });

  test('GET /channels/{channelSlug}/{txId}: another app and another channel slug are CHID#GET-03, an invalid key CHID#GET-01', async () => {
    const { txId } = await paymentRequest();
    expect(data(await send(`/channels/core/${txId}`, request('GET', keys.app))).tx.id).toBe(txId);
    expect(failure(await send(`/channels/core/${txId}`, request('GET', keys.otherApp)))).toEqual({
      status: 404,
      code: 'CHID#GET-03',
    });
    // A key bounded to another team of the app does not read the business team's transaction.
    expect(failure(await send(`/channels/core/${txId}`, request('GET', keys.individualProfile)))).toEqual({
      status: 404,
      code: 'CHID#GET-03',
    });
    expect(failure(await send(`/channels/ramp/${txId}`, request('GET', keys.app)))).toEqual({
      status: 404,
      code: 'CHID#GET-03',
    });
    expect(failure(await send(`/channels/core/${txId}`, request('GET', 'sk_sandbox_nope')))).toEqual({
      status: 403,
      code: 'CHID#GET-01',
    });
  });

  test('quote and execute: "profile context mandatory" (401), "Session" (401), a capability not of the app 403, no adapter 501', async () => {
    const capabilityId = rampCapabilityId('onramp', 'MX', BASE_SEPOLIA);
    const body = { capabilityId, amount: 1_000, params: { payment: 'spei' } };
    const brunoHeaders = asHeaders(profiles.bruno.id, teams.business.id);
    const quoted = data(await send('/channels/quote', request('POST', keys.app, body, brunoHeaders)));
    expect(quoted).toMatchObject({ capabilityId, channelSlug: 'ramp', serviceType: 'onramp' });
    expect(Object.keys(quoted.quote).sort()).toEqual([
      'amountIn',
      'amountOut',
      'exchangeRate',
      'fees',
      'raw',
    ]);
    expect((await send('/channels/quote', request('POST', keys.team, body))).status).toBe(401);
    expect((await send('/channels/execute', request('POST', keys.app, body, brunoHeaders))).status).toBe(401);
    const pablo = await sessionFor(profiles.pablo.id);
    expect(
      failure(await send('/channels/quote', request('POST', keys.otherApp, body, bearer(pablo)))),
    ).toEqual({
      status: 403,
      code: 'CAPABILITY_NOT_AVAILABLE',
    });
    expect(
      failure(
        await send(
          '/channels/quote',
          request(
            'POST',
            keys.app,
            { ...body, capabilityId: '00000000-0000-4000-8000-000000000000' },
            brunoHeaders,
          ),
        ),
      ),
    ).toEqual({ status: 403, code: 'CAPABILITY_NOT_FOUND' });
    const cash = await send(
      '/channels/quote',
      request(
        'POST',
        keys.app,
        { capabilityId: 'c4a5b1e2-7d3f-4a60-8b21-000000000001', amount: 100, params: {} },
        asHeaders(profiles.bruno.id, teams.business.id),
      ),
    );
    expect(failure(cash)).toEqual({ status: 501, code: 'QUOTE_NOT_SUPPORTED' });
    // Another app sees only the channels enabled for it.
    const apps = data(await send('/v1/apps/channels', request('GET', keys.otherApp)));
    expect(apps.map((entry: { channel: { slug: string } }) => entry.channel.slug)).toEqual(['core']);
  });
});
