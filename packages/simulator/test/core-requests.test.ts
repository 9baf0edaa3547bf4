/**
 * Native payment requests of the core channel through the SDK client with strict response
 * validation: create, read, the payer flow on the chain ledger up to `completed` with its
 * `requestPaid` webhook and `payment.received` notification, the invoice PDF, notify-client, and
 * tag lookup.
 */
import { createClient, type PaymentsClient } from '@payments-platform/sdk';
import { requestPaidDataSchema } from '@payments-platform/sdk/webhooks';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSimulator, DEMO, type Simulator, TOKEN_ADDRESSES } from '../src/index.js';
import { failure } from './profile-user-client.js';
import { type Receiver, startReceiver } from './receiver.js';

const { keys, profiles, teams, wallets } = DEMO;
const BASE_SEPOLIA = 84532;
const USDC = TOKEN_ADDRESSES.baseSepolia.USDC.toLowerCase();
const BLOCK_MS = 2000;

function setup() {
  const simulator = createSimulator({ randomSeed: 'test' });
  const client = async (
    options: { apiKey?: string; profileId?: string; validation?: 'strict' | 'off' } = {},
  ): Promise<PaymentsClient> => {
    const token =
      options.profileId === undefined
        ? undefined
        : (await simulator.control.tenancy.createSession({ profileId: options.profileId })).token;
    return createClient({
      apiKey: options.apiKey ?? keys.app,
      baseUrl: simulator.baseUrl,
      fetch: simulator.fetch,
      validation: options.validation ?? 'strict',
      maxRetries: 0,
      ...(token === undefined ? {} : { session: { token } }),
    });
  };
  return { simulator, client, store: simulator.services.store };
}

const usdcOf = async (simulator: Simulator, address: string) =>
  BigInt(
    (await simulator.control.chain.balances({ address, chainId: BASE_SEPOLIA })).balances.find(
      (balance) => balance.tokenAddress === USDC,
    )?.amount ?? '0',
  );

/** Bruno (business admin) asks 25 USD to his wallet. */
async function brunoRequest(
  client: (options?: { apiKey?: string }) => Promise<PaymentsClient>,
  channelParams = {},
) {
  return (await client({ apiKey: keys.profileWrite })).core.requests.create({
    targetAddress: wallets.bruno,
    amount: 25,
    channelParams: { customId: 'order-77', note: 'Invoice 77', ...channelParams },
  });
}

const payment = { sender: wallets.alice, chain: 'base-sepolia', token: 'USDC' };

describe('POST /channel/core/request/create', () => {
  test('creates an open request with its URLs and a pending transaction of the maker team', async () => {
    const { client, store } = setup();
    const created = await brunoRequest(client, { requestedChain: '84532', currencyToken: 'usd' });
    expect(created).toEqual({
      id: expect.any(String),
      url: `https://pay.payments-platform.test/r/${created.id}`,
      embedUrl: `https://pay.payments-platform.test/embed/${created.id}`,
      txId: expect.any(String),
      channelTableType: 'ch_core_request',
    });
    expect(store.paymentRequests.get(created.id)).toMatchObject({
      status: 'open',
      amount: 25,
      currencyToken: 'USD',
      targetAddress: wallets.bruno.toLowerCase(),
      customId: 'order-77',
      requestedChain: 'base-sepolia',
      makerProfileId: profiles.bruno.id,
      makerTeamId: teams.business.id,
    });
    expect(store.transactions.get(created.txId)).toMatchObject({
      status: 'pending',
      teamId: teams.business.id,
      profileId: profiles.bruno.id,
    });
  });

  test('CH-03 invalid body; CH-06 invalid channel parameters; 401 without context, a team-only key included', async () => {
    const { client } = setup();
    const base = { targetAddress: wallets.bruno, amount: 10, channelParams: {} };
    // A key scoped only to a team is no Header context (spec: Conventions): no maker profile.
    expect(await failure((await client({ apiKey: keys.team })).core.requests.create(base))).toEqual({
      status: 401,
      code: 'CONTEXT_REQUIRED',
    });
    expect(await failure((await client()).core.requests.create(base))).toEqual({
      status: 401,
      code: 'CONTEXT_REQUIRED',
    });
    const bruno = await client({ apiKey: keys.profileWrite, validation: 'off' });
    for (const body of [
      { ...base, targetAddress: 'not-an-address' },
      { ...base, amount: 0 },
      { ...base, amount: -5 },
      { channelParams: {}, amount: 10 },
    ]) {
      expect(await failure(bruno.core.requests.create(body as typeof base))).toEqual({
        status: 400,
        code: 'CH-03',
      });
    }
    for (const channelParams of [
      { currencyToken: 'MXN' },
      { requestedChain: 'solana' },
      { requestedToken: 'ETH' },
      { requestedChain: 'base-sepolia', requestedToken: 'USDT' },
    ]) {
      expect(await failure(bruno.core.requests.create({ ...base, channelParams }))).toEqual({
        status: 400,
        code: 'CH-06',
      });
    }
    expect(
      await failure(bruno.core.requests.create({ ...base, channelParams: 'x' } as unknown as typeof base)),
    ).toEqual({ status: 400, code: 'CH-06' });
  });

  test('CH-01 for an unknown or other-environment key, and nothing is created', async () => {
    const { client, store } = setup();
    const before = store.paymentRequests.size;
    for (const apiKey of ['sk_sandbox_unknown', 'sk_live_00000000000000000000000000000000']) {
      expect(
        await failure(
          (await client({ apiKey })).core.requests.create({
            targetAddress: wallets.bruno,
            amount: 10,
            channelParams: {},
          }),
        ),
      ).toEqual({ status: 403, code: 'CH-01' });
    }
    expect(store.paymentRequests.size).toBe(before);
  });
});

describe('GET /channel/core/request/{id}', () => {
  test('answers the transaction, the detail, the maker profile and team', async () => {
    const { client } = setup();
    const created = await brunoRequest(client);
    const data = await (await client()).core.requests.retrieve({ id: created.id });
    expect(data).toMatchObject({
      tx: { id: created.txId, status: 'pending', txs: {}, channel: { tableType: 'ch_core_request' } },
      detail: {
        id: created.id,
        status: 'open',
        amount: 25,
        currencyToken: 'USD',
        customId: 'order-77',
        payment: null,
      },
      profile: { id: profiles.bruno.id, name: 'bruno', image: null },
      team: { id: teams.business.id, name: 'Acme Imports' },
    });
    expect(data).not.toHaveProperty('offers');
  });

  test('numeric codes: 1 unknown or another app’s request; 2 a settled request without its transaction', async () => {
    const { client, store } = setup();
    const created = await brunoRequest(client);
    expect(await failure((await client()).core.requests.retrieve({ id: 'nope' }))).toEqual({
      status: 404,
      code: '1',
    });
    expect(
      await failure((await client({ apiKey: keys.otherApp })).core.requests.retrieve({ id: created.id })),
    ).toEqual({
      status: 404,
      code: '1',
    });
    expect(await failure((await client()).core.requests.retrieve({ id: ' ' }))).toEqual({
      status: 404,
      code: '1',
    });
    store.transactions.delete(created.txId);
    store.paymentRequests.update(created.id, { status: 'completed' });
    expect(await failure((await client()).core.requests.retrieve({ id: created.id }))).toEqual({
      status: 404,
      code: '2',
    });
  });
});

describe('POST /channel/core/request/{id} (payer flow)', () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
  });

  test('the transfer confirms one block later: completed, requestPaid webhook, payment.received notification', async () => {
    const { simulator, client, store } = setup();
    store.apps.update(DEMO.apps.main.id, { webhookUrl: receiver.url });
    receiver.received.length = 0;
    const created = await brunoRequest(client);
    const aliceBefore = await usdcOf(simulator, wallets.alice);
    const brunoBefore = await usdcOf(simulator, wallets.bruno);

    const paid = await (await client()).core.requests.pay({ id: created.id, ...payment });
    expect(paid).toMatchObject({
      request: { id: created.id, status: 'open' },
      tx: { id: created.txId, status: 'pending' },
      team: { id: teams.business.id, name: 'Acme Imports' },
    });
    expect(await usdcOf(simulator, wallets.alice)).toBe(aliceBefore - 25_000_000n);
    expect(await usdcOf(simulator, wallets.bruno)).toBe(brunoBefore);
    expect(await failure((await client()).core.requests.pay({ id: created.id, ...payment }))).toEqual({
      status: 409,
      code: 'PAYMENT_REQUEST_PAYMENT_PENDING',
    });

    await simulator.clock.advance(BLOCK_MS);
    // The core channel's 1% request commission comes out of what the maker gets.
    expect(await usdcOf(simulator, wallets.bruno)).toBe(brunoBefore + 24_750_000n);
    const read = await (await client()).core.requests.retrieve({ id: created.id });
    expect(read.tx.status).toBe('completed');
    expect(read.detail).toMatchObject({
      status: 'completed',
      completedAt: '2025-01-01T00:00:02.000Z',
      payment: {
        sender: wallets.alice.toLowerCase(),
        token: 'USDC',
        tokenAmount: '25',
        network: 'base-sepolia',
        fee: {
          type: 'percentage',
          style: 'commission',
          value: 1,
          amount: '0.25',
          payerPays: '25',
          receiverGets: '24.75',
        },
      },
    });
    const tx = await (await client({ profileId: profiles.bruno.id })).transactions.retrieve({
      id: created.txId,
    });
    expect(tx.tx).toMatchObject({
      status: 'completed',
      chain: { chainId: BASE_SEPOLIA },
      token: { symbol: 'USDC' },
    });

    const [delivery] = (await simulator.control.platform.webhookDeliveries()).deliveries;
    expect(delivery).toMatchObject({ event: 'requestPaid', status: 'delivered' });
    expect(receiver.received).toHaveLength(1);
    const data = requestPaidDataSchema.parse(
      (receiver.received[0]?.body as { data?: unknown } | undefined)?.data,
    );
    const hash = (read.tx.txs as { payment: { hash: string } }).payment.hash;
    expect(data).toEqual({
      id: created.txId,
      requestId: created.id,
      token: 'USDC',
      amount: 25,
      amountCurrencySymbol: 'USD',
      tokenAmount: '25',
      hashUrl: `https://sepolia.basescan.org/tx/${hash}`,
      network: 'base-sepolia',
    });

    const notifications = store.notifications.all().filter((row) => row.teamId === teams.business.id);
    expect(notifications).toMatchObject([
      {
        kind: 'payment.received',
        data: { requestId: created.id, txId: created.txId, tokenAmount: '25', receivedAmount: '24.75' },
      },
    ]);

    expect(await failure((await client()).core.requests.pay({ id: created.id, ...payment }))).toEqual({
      status: 409,
      code: 'PAYMENT_REQUEST_CLOSED',
    });
    expect((await simulator.control.platform.webhookDeliveries()).deliveries).toHaveLength(1);
  });

  test('a failed transfer fails the request and refunds the payer; a failed request is rejected', async () => {
    const { simulator, client } = setup();
    const created = await brunoRequest(client);
    const before = await usdcOf(simulator, wallets.alice);
    const paid = await (await client()).core.requests.pay({ id: created.id, ...payment });
    // The hash is a field the spec does not list on `tx`; it passes through at run time.
    const hash = String((paid.tx as Record<string, unknown>).txHash);
    await simulator.control.chain.failTx({ hash, reason: 'reverted' });
    const read = await (await client()).core.requests.retrieve({ id: created.id });
    expect(read.detail).toMatchObject({ status: 'failed' });
    expect(read.tx.status).toBe('failed');
    expect(await usdcOf(simulator, wallets.alice)).toBe(before);
    expect(await failure((await client()).core.requests.pay({ id: created.id, ...payment }))).toEqual({
      status: 409,
      code: 'PAYMENT_REQUEST_CLOSED',
    });
    await simulator.clock.advance(BLOCK_MS);
    expect((await simulator.control.platform.webhookDeliveries()).deliveries).toHaveLength(0);
  });

  test('a transfer confirmed early through the control API settles on the next read', async () => {
    const { simulator, client } = setup();
    const created = await brunoRequest(client);
    const paid = await (await client()).core.requests.pay({ id: created.id, ...payment });
    // The hash is a field the spec does not list on `tx`; it passes through at run time.
    const hash = String((paid.tx as Record<string, unknown>).txHash);
    await simulator.control.chain.confirmTx({ hash });
    expect((await (await client()).core.requests.retrieve({ id: created.id })).detail).toMatchObject({
      status: 'completed',
    });
    await simulator.clock.advance(BLOCK_MS);
    expect((await simulator.control.platform.webhookDeliveries()).deliveries).toHaveLength(1);
  });

  test('code 5 for an invalid sender, chain, token or one the request does not accept; 1 unknown; balance 400', async () => {
    const { simulator, client } = setup();
    const created = await brunoRequest(client, { requestedChain: 'base-sepolia', requestedToken: 'USDC' });
    const app = await client({ validation: 'off' });
    for (const body of [
      { ...payment, sender: 'alice' },
      { ...payment, chain: 'solana' },
      { ...payment, token: 'ETH' },
      { ...payment, chain: 'polygon' },
      { sender: wallets.alice, chain: 'base-sepolia' },
    ]) {
      expect(
        await failure(app.core.requests.pay({ id: created.id, ...body } as typeof payment & { id: string })),
      ).toEqual({
        status: 400,
        code: '5',
      });
    }
    expect(await failure(app.core.requests.pay({ id: 'nope', ...payment }))).toEqual({
      status: 404,
      code: '1',
    });
    expect(
      await failure(app.core.requests.pay({ id: created.id, ...payment, sender: wallets.carmen })),
    ).toEqual({
      status: 400,
      code: 'INSUFFICIENT_BALANCE',
    });
    const empty = '0x00000000000000000000000000000000000000e1';
    await simulator.control.chain.fund({
      chainId: BASE_SEPOLIA,
      address: empty,
      token: 'USDC',
      amount: '30',
    });
    expect(await failure(app.core.requests.pay({ id: created.id, ...payment, sender: empty }))).toEqual({
      status: 400,
      code: 'INSUFFICIENT_GAS',
    });
    expect(simulator.services.store.paymentRequests.get(created.id)?.status).toBe('open');
  });

  test('an amount written with an exponent pays exactly: 1e-9 USD is one base unit, 1e21 USD more than any balance', async () => {
    const { simulator, client } = setup();
    const maker = await client({ apiKey: keys.profileWrite });
    const tiny = await maker.core.requests.create({
      targetAddress: wallets.bruno,
      amount: 1e-9,
      channelParams: {},
    });
    const before = await usdcOf(simulator, wallets.alice);
    await (await client()).core.requests.pay({ id: tiny.id, ...payment });
    expect(await usdcOf(simulator, wallets.alice)).toBe(before - 1n);
    await simulator.clock.advance(BLOCK_MS);
    expect((await (await client()).core.requests.retrieve({ id: tiny.id })).detail).toMatchObject({
      status: 'completed',
      payment: { amountBaseUnits: '1', tokenAmount: '0.000001' },
    });

    const huge = await maker.core.requests.create({
      targetAddress: wallets.bruno,
      amount: 1e21,
      channelParams: {},
    });
    expect(await failure((await client()).core.requests.pay({ id: huge.id, ...payment }))).toEqual({
      status: 400,
      code: 'INSUFFICIENT_BALANCE',
    });
    const whale = '0x00000000000000000000000000000000000000e2';
    await simulator.control.chain.fund({
      chainId: BASE_SEPOLIA,
      address: whale,
      token: 'USDC',
      amount: '1000000000000000000001',
    });
    await simulator.control.chain.fund({ chainId: BASE_SEPOLIA, address: whale, token: 'ETH', amount: '1' });
    await (await client()).core.requests.pay({ id: huge.id, ...payment, sender: whale });
    expect(await usdcOf(simulator, whale)).toBe(1_000_000n);
  });

  test('409 PAYMENT_REQUEST_NO_TARGET for a request without a receiving wallet', async () => {
    const { client, store } = setup();
    const fee = await (await client({ apiKey: keys.individualProfile })).compliance.payViaRequest({});
    const requestId = (fee as { id?: string }).id ?? '';
    expect(store.paymentRequests.get(requestId)?.targetAddress).toBeNull();
    expect(await failure((await client()).core.requests.pay({ id: requestId, ...payment }))).toEqual({
      status: 409,
      code: 'PAYMENT_REQUEST_NO_TARGET',
    });
  });

  test('a compliance-fee request (made without a transaction) is paid and completes', async () => {
    const { simulator, client, store } = setup();
    const makerId = store.complianceSettings.get('platform')?.feeMakerProfileId ?? '';
    const maker = store.profiles.get(makerId);
    const feeWallet = '0x00000000000000000000000000000000000000fe';
    await simulator.control.wallets.register({
      teamId: maker?.teamId ?? '',
      profileId: makerId,
      address: feeWallet,
      custody: 'platform',
    });
    const fee = await (await client({ apiKey: keys.individualProfile })).compliance.payViaRequest({});
    const requestId = (fee as { id?: string }).id ?? '';
    const row = store.paymentRequests.get(requestId);
    expect(store.transactions.get(row?.txId ?? '')).toBeUndefined();
    expect((await (await client()).core.requests.retrieve({ id: requestId })).tx.status).toBe('pending');
    await (await client()).core.requests.pay({
      id: requestId,
      sender: wallets.bruno,
      chain: 'base-sepolia',
      token: 'USDC',
    });
    await simulator.clock.advance(BLOCK_MS);
    expect(await usdcOf(simulator, feeWallet)).toBe(99_000_000n); // less the 1% request commission
    const again = await (await client({ apiKey: keys.individualProfile })).compliance.payViaRequest({});
    expect(again).toMatchObject({ status: 'completed', txId: row?.txId });
  });
});

describe('GET /v1/core/request/{id}/invoice-pdf', () => {
  test('a completed request gives a one-page PDF 1.4 in English or Spanish', async () => {
    const { simulator, client } = setup();
    const created = await brunoRequest(client);
    expect(await failure((await client()).core.requests.invoicePdf({ id: created.id }))).toEqual({
      status: 400,
      code: '2',
    });
    await (await client()).core.requests.pay({ id: created.id, ...payment });
    await simulator.clock.advance(BLOCK_MS);
    const english = await (await client()).core.requests.invoicePdf({ id: created.id });
    const bytes = english as unknown as Uint8Array;
    const text = Buffer.from(bytes).toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text).toContain('(Invoice) Tj');
    expect(text).toContain(`Request ${created.id}`);
    expect(text).toContain('Amount: 25 USD');
    expect(text).toContain('/Count 1');
    const xref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...text.matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    offsets.forEach((offset, index) => {
      expect(text.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true);
    });
    const spanish = Buffer.from(
      (await (
        await client()
      ).core.requests.invoicePdf({ id: created.id, language: 'es' })) as unknown as Uint8Array,
    ).toString('latin1');
    expect(spanish).toContain('(Factura) Tj');
    expect(spanish).toContain('Monto: 25 USD');
    const response = await simulator.fetch(`/v1/core/request/${created.id}/invoice-pdf`, {
      headers: { 'x-api-key': keys.app },
    });
    expect(response.headers.get('content-type')).toBe('application/pdf');
  });

  test('code 1 for an unknown request or one of another app', async () => {
    const { client } = setup();
    const created = await brunoRequest(client);
    expect(await failure((await client()).core.requests.invoicePdf({ id: 'nope' }))).toEqual({
      status: 404,
      code: '1',
    });
    expect(
      await failure((await client({ apiKey: keys.otherApp })).core.requests.invoicePdf({ id: created.id })),
    ).toEqual({
      status: 404,
      code: '1',
    });
  });
});

describe('POST /v1/core/request/{id}/notify-client', () => {
  test('e-mails the client the payment link and answers { sent: true }', async () => {
    const { simulator, client } = setup();
    const created = await brunoRequest(client);
    const data = await (await client()).core.requests.notifyClient({
      id: created.id,
      email: 'Client@Example.com',
      language: 'es',
    });
    expect(data).toMatchObject({ sent: true, requestId: created.id, to: 'client@example.com' });
    const [message] = (await simulator.control.platform.outbox({ to: 'client@example.com' })).messages;
    expect(message).toMatchObject({
      kind: 'payment-request',
      subject: 'Acme Imports te envió una solicitud de pago',
      data: { requestId: created.id, url: created.url },
    });
    expect(message?.text).toContain(created.url);
  });

  test('400 without a valid email; 404 code 1 unknown; 409 once the request is completed', async () => {
    const { simulator, client } = setup();
    const created = await brunoRequest(client);
    const app = await client();
    // The SDK refuses a bad email before sending; unchecked, the simulator refuses it by the same schema.
    const unchecked = await client({ validation: 'off' });
    expect(await failure(unchecked.core.requests.notifyClient({ id: created.id } as never))).toEqual({
      status: 400,
      code: 'BODY_PARSER_ERROR',
    });
    expect(await failure(unchecked.core.requests.notifyClient({ id: created.id, email: 'nope' }))).toEqual({
      status: 400,
      code: 'BODY_PARSER_ERROR',
    });
    expect(await failure(app.core.requests.notifyClient({ id: 'nope', email: 'a@example.com' }))).toEqual({
      status: 404,
      code: '1',
    });
    await app.core.requests.pay({ id: created.id, ...payment });
    await simulator.clock.advance(BLOCK_MS);
    expect(await failure(app.core.requests.notifyClient({ id: created.id, email: 'a@example.com' }))).toEqual(
      {
        status: 409,
        code: 'PAYMENT_REQUEST_CLOSED',
      },
    );
  });
});

describe('GET /channel/core/tag', () => {
  test('resolves nickname tags to the display name and wallet, and an address back to its tag', async () => {
    const { client } = setup();
    const data = (await (
      await client()
    ).core.tags.resolve({
      tags: '@Bruno, alice,nobody,elena,pablo',
      address: wallets.carmen,
    })) as {
      tags: unknown[];
      address: unknown;
    };
    expect(data.tags).toEqual([
      {
        tag: 'bruno',
        found: true,
        name: expect.any(String),
        address: wallets.bruno.toLowerCase(),
        profileId: profiles.bruno.id,
      },
      {
        tag: 'alice',
        found: true,
        name: expect.any(String),
        address: wallets.alice.toLowerCase(),
        profileId: profiles.alice.id,
      },
      { tag: 'nobody', found: false, name: null, address: null, profileId: null },
      { tag: 'elena', found: false, name: null, address: null, profileId: null },
      { tag: 'pablo', found: false, name: null, address: null, profileId: null },
    ]);
    expect(data.address).toMatchObject({ address: wallets.carmen.toLowerCase(), found: true, tag: 'carmen' });
  });

  test('400 BODY_PARSER_ERROR without tags or address, or with an invalid address', async () => {
    const { client } = setup();
    const unchecked = await client({ validation: 'off' });
    expect(await failure(unchecked.core.tags.resolve({}))).toEqual({
      status: 400,
      code: 'BODY_PARSER_ERROR',
    });
    expect(await failure(unchecked.core.tags.resolve({ address: '0x12' }))).toEqual({
      status: 400,
      code: 'BODY_PARSER_ERROR',
    });
  });
});
