/**
 * Every request is a transaction: parallel calls that move money run one at a time (one wins,
 * the others see its outcome), a request that fails leaves the state exactly as it was, input is
 * bounded (nesting, numbers, clock and TTL values, percent-encoding), records are refused to other
 * teams, download URLs are signed, and journals keep their retention bound.
 */
import { createClient, type PaymentsClient } from '@payments-platform/sdk';
import { signEscrowCreation, signSponsoredSend, signTopUpWithdrawal } from '@payments-platform/signing';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, describe, expect, test } from 'vitest';
import { createSimulator, DEMO, type Simulator, TOKEN_ADDRESSES } from '../src/index.js';
import { SimulatorError } from '../src/kernel/simulator-error.js';
import { type SimulatorServer, startServer } from '../src/node.js';
import { approveSend, BUSINESS, type CreatedSend, sendBody } from './core-sends-client.js';
import { clientFor, failure } from './profile-user-client.js';
import { startReceiver } from './receiver.js';

/** The escrow's typed data: not in the contract's createEscrow answer, an extra field of the simulator's. */
type EscrowTypedData = Parameters<typeof signEscrowCreation>[0]['typedData'];

const BASE_SEPOLIA = 84532;
const USDC = TOKEN_ADDRESSES.baseSepolia.USDC.toLowerCase();
/** Fixed test keys: never use them for anything real. */
const owner = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
const provider = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a');
const PARALLEL = 8;

const usdcOf = async (simulator: Simulator, address: string) =>
  (await simulator.control.chain.balances({ address, chainId: BASE_SEPOLIA })).balances.find(
    (balance) => balance.tokenAddress === USDC,
  )?.amount ?? '0';

const servers: SimulatorServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

type Transport = 'in-process' | 'http';

/** An SDK client over the simulator's fetch, or over loopback HTTP to a standalone server. */
async function clientsFor(simulator: Simulator, transport: Transport) {
  let baseUrl = simulator.baseUrl;
  let fetcher: typeof fetch = simulator.fetch;
  if (transport === 'http') {
    const server = await startServer({ simulator, port: 0, host: '127.0.0.1' });
    servers.push(server);
    baseUrl = server.url;
    fetcher = globalThis.fetch;
  }
  return (apiKey: string, token?: string): PaymentsClient =>
    createClient({
      apiKey,
      baseUrl,
      fetch: fetcher,
      validation: 'strict',
      maxRetries: 0,
      ...(token === undefined ? {} : { session: { token } }),
    });
}

/** Settles every call; counts successes and the codes of the failures. */
async function settle(calls: ReadonlyArray<Promise<unknown>>) {
  const outcomes = await Promise.allSettled(calls);
  const codes = outcomes.flatMap((outcome) =>
    outcome.status === 'rejected' ? [String((outcome.reason as { code?: unknown }).code)] : [],
  );
  return { ok: outcomes.filter((outcome) => outcome.status === 'fulfilled').length, codes };
}

describe.each<Transport>(['in-process', 'http'])('parallel money moves over %s', (transport) => {
  test('top-up process-sponsored-tx: eight calls with one signature move the amount once', async () => {
    const simulator = createSimulator({ randomSeed: 'parallel-topup', rateLimit: false });
    await simulator.control.wallets.register({
      teamId: DEMO.teams.business.id,
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
    const client = await clientsFor(simulator, transport);
    const carmen = await client(DEMO.keys.memberProfile);
    const app = await client(DEMO.keys.app);
    const { txId } = (await carmen.topup.withdrawals.create({
      codigopaq: '55123456',
      destinationCountry: 'GT',
      chain: 'base-sepolia',
      token: 'USDC',
      amount: 10,
      sendWallet: owner.address,
    })) as { txId: string };
    const payload = await app.topup.withdrawals.signPayload({ txId });
    const userSignature = await signTopUpWithdrawal({ signer: owner, payload, chainId: BASE_SEPOLIA });

    const result = await settle(
      Array.from({ length: PARALLEL }, () =>
        app.topup.withdrawals.processSponsoredTx({ txId, userSignature }),
      ),
    );
    expect(result.ok).toBe(1);
    expect(result.codes).toHaveLength(PARALLEL - 1);
    for (const code of result.codes) expect(code).not.toBe('INTERNAL_ERROR');
    await simulator.clock.advance(10_000);
    expect(await usdcOf(simulator, owner.address)).toBe('89900000'); // 10 USDC and the 1% surcharge, once
  });

  test('send process-sponsored-tx: eight calls with one preparation and nonce send once', async () => {
    const simulator = createSimulator({ randomSeed: 'parallel-send', rateLimit: false });
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
    approveSend(simulator, owner.address.toLowerCase(), 10n ** 12n);
    const client = await clientsFor(simulator, transport);
    const carmen = await client(DEMO.keys.memberProfile);
    const send = (await carmen.core.sends.create(
      sendBody(owner.address, [{ address: DEMO.wallets.alice, amount: 25 }]),
    )) as CreatedSend;
    const prepared = await carmen.core.sends.prepareSponsoredTx({ id: send.sendId, txIndex: 0 });
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

    const result = await settle(
      Array.from({ length: PARALLEL }, () => carmen.core.sends.processSponsoredTx(body)),
    );
    expect(result.ok).toBe(1);
    expect(result.codes).toHaveLength(PARALLEL - 1);
    for (const code of result.codes) expect(code).not.toBe('INTERNAL_ERROR');
    await simulator.clock.advance(10_000);
    const left = BigInt(await usdcOf(simulator, owner.address));
    // 25 USDC and at most a fee left the wallet, once.
    expect(left).toBeLessThan(75_000_001n);
    expect(left).toBeGreaterThan(50_000_000n);
  });

  test('OTC accept-offer: eight calls with one escrow signature escrow once', async () => {
    const simulator = createSimulator({ randomSeed: 'parallel-otc', rateLimit: false });
    await simulator.control.wallets.register({
      teamId: DEMO.teams.business.id,
      profileId: DEMO.profiles.bruno.id,
      address: owner.address,
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
      address: owner.address,
      token: 'USDC',
      amount: '1000',
    });
    await simulator.control.otc.setAllowance({
      chainId: BASE_SEPOLIA,
      owner: owner.address,
      token: 'USDC',
      amount: 'max',
    });
    const client = await clientsFor(simulator, transport);
    const bruno = await client(
      DEMO.keys.profileWrite,
      (await simulator.control.tenancy.createSession({ profileId: DEMO.profiles.bruno.id })).token,
    );
    const app = await client(DEMO.keys.app);
    const otc = await bruno.otc.requests.create({
      targetAddress: owner.address,
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
    } as never);
    const offer = await simulator.control.otc.makeOffer({
      id: otc.id,
      providerWallet: provider.address,
      splits: 1,
    });
    const escrow = await bruno.otc.signatures.createEscrow({ otcRequestId: otc.id, offerId: offer.offerId });
    const userSignature = await signEscrowCreation({
      signer: owner,
      typedData: (escrow as Record<string, unknown>).typedData as EscrowTypedData,
      chainId: BASE_SEPOLIA,
    });

    const result = await settle(
      Array.from({ length: PARALLEL }, () =>
        app.otc.offers.accept({ id: otc.id, offerId: offer.offerId, userSignature }),
      ),
    );
    expect(result.ok).toBe(1);
    for (const code of result.codes) expect(code).not.toBe('INTERNAL_ERROR');
    await simulator.clock.advance(10_000);
    expect(await usdcOf(simulator, owner.address)).toBe('900000000');
  });
});

describe('a failed request leaves the state as it was', () => {
  test('a handler that writes, schedules, mails and draws ids before failing leaves no trace', async () => {
    const receiver = await startReceiver();
    try {
      const simulator = createSimulator({
        randomSeed: 'atomic',
        handlers: {
          getMaintenance: ({ store, outbox, webhooks, jobs, clock, ids }) => {
            const app = store.apps.all()[0];
            if (!app) throw new Error('no app');
            store.apps.update(app.id, { webhookUrl: receiver.url });
            outbox.send({ to: 'ana@example.com', kind: 'otp', subject: 'Code', text: '1' });
            webhooks.deliver('requestPaid', { id: ids.prefixed('tx') }, { appId: app.id });
            jobs.schedule('webhooks.deliver', clock.now() + 5, 'whd_missing');
            const notification = store.notifications.all()[0];
            if (notification) {
              store.notifications.insert({
                ...notification,
                SK: store.notifications.nextSortKey(clock.iso()),
              });
            }
            throw new SimulatorError(409, 'CONFLICT_TEST', 'fails after writing');
          },
        },
      });
      const before = simulator.snapshot();
      const pending = simulator.clock.pending();
      const response = await simulator.fetch('/v1/maintenance', { headers: { 'x-api-key': DEMO.keys.app } });
      expect(response.status).toBe(409);
      // The same state, but for the failed request in the request journal.
      const after = simulator.snapshot();
      expect(
        after.requests?.entries.map(({ operationId, status, errorCode, committed }) => ({
          operationId,
          status,
          errorCode,
          committed,
        })),
      ).toEqual([
        { operationId: 'getMaintenance', status: 409, errorCode: 'CONFLICT_TEST', committed: false },
      ]);
      expect({ ...after, requests: before.requests }).toEqual(before);
      expect(simulator.clock.pending()).toBe(pending);
      await simulator.clock.advance(60_000);
      expect(receiver.received).toHaveLength(0);
      expect((await simulator.control.platform.outbox()).messages).toEqual([]);
    } finally {
      await receiver.close();
    }
  });

  test('a thrown error (500) is undone as well, and ids drawn in it are drawn again', async () => {
    let fail = true;
    const simulator = createSimulator({
      randomSeed: 'atomic-throw',
      handlers: {
        getMaintenance: ({ store, ids, clock }) => {
          const id = ids.prefixed('app');
          const app = store.apps.all()[0];
          if (app) store.apps.insert({ ...app, id, name: `${id} ${clock.iso()}` });
          if (fail) throw new Error('boom');
          return { status: 'none', id };
        },
      },
      validateResponses: false,
    });
    const before = simulator.snapshot();
    const failed = await simulator.fetch('/v1/maintenance', { headers: { 'x-api-key': DEMO.keys.app } });
    expect(failed.status).toBe(500);
    // The same state, but for the failed request in the request journal.
    const after = simulator.snapshot();
    expect(
      after.requests?.entries.map(({ operationId, status, errorCode, committed }) => ({
        operationId,
        status,
        errorCode,
        committed,
      })),
    ).toEqual([
      { operationId: 'getMaintenance', status: 500, errorCode: 'INTERNAL_ERROR', committed: false },
    ]);
    expect({ ...after, requests: before.requests }).toEqual(before);
    fail = false;
    const twin = createSimulator({ randomSeed: 'atomic-throw', handlers: {}, validateResponses: false });
    expect(simulator.snapshot().random).toEqual(twin.snapshot().random);
  });

  test('2,000 levels of nesting in team metadata or wallet metadata are 400 and stored nowhere', async () => {
    const simulator = createSimulator({ randomSeed: 'nesting' });
    let deep: unknown = 'x';
    for (let level = 0; level < 2000; level += 1) deep = { a: deep };
    const session = (await simulator.control.tenancy.createSession({ profileId: DEMO.profiles.bruno.id }))
      .token;
    const headers = {
      'x-api-key': DEMO.keys.profileWrite,
      authorization: `Bearer ${session}`,
      'content-type': 'application/json',
    };
    const before = simulator.snapshot().store;
    const patch = await simulator.fetch('/v1/teams/metadata', {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ name: 'Deep', deep }),
    });
    expect(patch.status).toBe(400);
    const wallet = await simulator.fetch('/v1/wallet/external', {
      method: 'POST',
      headers,
      body: JSON.stringify({ address: owner.address, metadata: { deep } }),
    });
    expect(wallet.status).toBe(400);
    expect(simulator.snapshot().store).toEqual(before);
    expect((await simulator.fetch('/_simulator/state')).status).toBe(200);
    const profile = await simulator.fetch('/v1/profile', { headers });
    expect(profile.status).toBe(200);
    const big = await simulator.fetch('/v1/teams/metadata', {
      method: 'PATCH',
      headers,
      body: '{"name":"Big","tier":1e400}',
    });
    expect(big.status).toBe(400);
  });

  test('onboarding with 2,000 levels of teamMetadata is 400, stores nothing, and the team routes keep answering', async () => {
    const simulator = createSimulator({ randomSeed: 'onboard-nesting' });
    let deep: unknown = 'x';
    for (let level = 0; level < 2000; level += 1) deep = { a: deep };
    const newcomer = {
      email: 'nora.diaz@example.org',
      firstName: 'Nora',
      lastName: 'Diaz',
      username: 'nora_d',
      country: 'MX',
      isBusiness: false,
      termsOfService: true,
    };
    const onboard = (teamMetadata: unknown) =>
      simulator.fetch('/v1/auth/onboard', {
        method: 'POST',
        headers: { 'x-api-key': DEMO.keys.appWrite, 'content-type': 'application/json' },
        body: JSON.stringify({ ...newcomer, teamMetadata }),
      });
    const before = simulator.snapshot().store;
    const refused = await onboard(deep);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('BODY_PARSER_ERROR');
    expect(simulator.snapshot().store).toEqual(before);

    // The same newcomer onboards afterwards (nothing of the refused call was kept), and every
    // route that reads the new team answers.
    const accepted = await onboard({ plan: 'pro' });
    expect(accepted.status).toBe(201);
    const { team, profile } = (
      (await accepted.json()) as { data: { team: { id: string }; profile: { id: string } } }
    ).data;
    const token = (await simulator.control.tenancy.createSession({ profileId: profile.id })).token;
    const headers = {
      'x-api-key': DEMO.keys.appWrite,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    };
    const reads = [
      simulator.fetch('/v1/teams/metadata', {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ tier: 'gold' }),
      }),
      simulator.fetch('/v1/teams/tax-info', {
        method: 'POST',
        headers,
        body: JSON.stringify({ country: 'MX', taxId: 'DIAZ800101' }),
      }),
      simulator.fetch(`/v1/wallet/list?teamId=${team.id}`, { headers }),
      simulator.fetch('/v1/profile', { headers }),
      simulator.fetch('/_simulator/state'),
    ];
    expect((await Promise.all(reads)).map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    expect(simulator.services.store.teams.get(team.id)?.metadata).toMatchObject({
      plan: 'pro',
      tier: 'gold',
    });
  });
});

describe('bounded control input', () => {
  test('a clock advance past the bound is 400 and the clock keeps working', async () => {
    const simulator = createSimulator();
    const post = (path: string, body: unknown) =>
      simulator.fetch(`/_simulator${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await post('/clock/advance', { ms: 9007199254740991 })).status).toBe(400);
    expect((await post('/clock/advance', { ms: 1000 })).status).toBe(200);
    expect(simulator.clock.iso()).toBe('2025-01-01T00:00:01.000Z');
    const session = await post('/sessions', { profileId: DEMO.profiles.bruno.id, ttlMs: 9007199254740991 });
    expect(session.status).toBe(400);
    const encoded = await simulator.fetch('/_simulator/uploads/%E0%A4%A', { method: 'PUT', body: 'x' });
    expect(encoded.status).toBe(404);
    const allowance = await simulator.fetch('/_simulator/otc/allowance', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ chainId: BASE_SEPOLIA, owner: owner.address, token: 'USDC', amount: 1e308 }),
    });
    expect(allowance.status).toBe(400);
    expect((await simulator.fetch('/_simulator/state')).status).toBe(200);
  });
});

describe('one ownership rule', () => {
  test('a key scoped to another team neither lists, reads nor cancels a ramp order, nor reads its transaction', async () => {
    const simulator = createSimulator({ randomSeed: 'ownership' });
    const bruno = await clientFor(simulator, { apiKey: DEMO.keys.profileWrite });
    const created = (await bruno.ramp.onramp.create({
      amount: 1000,
      fiat: 'MXN',
      payment: 'spei',
      crypto: 'USDC',
      chainId: BASE_SEPOLIA,
      country: 'MX',
    })) as { txId: string; recordId: string };
    const alice = await clientFor(simulator, { apiKey: DEMO.keys.individualProfile });
    const listed = JSON.stringify(await alice.ramp.orders.list());
    expect(listed).not.toContain(created.recordId);
    expect(listed).not.toContain(created.txId);
    expect(await failure(alice.ramp.orders.retrieve({ orderId: created.recordId }))).toEqual({
      status: 404,
      code: 'RAMP_ORDER_NOT_FOUND',
    });
    const headers = { 'x-api-key': DEMO.keys.individualProfile, 'content-type': 'application/json' };
    const cancel = await simulator.fetch(`/channels/ramp/action/cancel/${created.recordId}`, {
      method: 'POST',
      headers,
      body: '{}',
    });
    expect(cancel.status).toBe(404);
    expect((await simulator.control.ramp.order({ orderId: created.recordId })).status).toBe('created');
    const view = await simulator.fetch(`/channels/ramp/${created.txId}`, { headers });
    expect(view.status).toBe(404);
    // The owner's key and an unscoped app key still see it.
    expect(
      (
        await simulator.fetch(`/channels/ramp/${created.txId}`, {
          headers: { 'x-api-key': DEMO.keys.profileWrite },
        })
      ).status,
    ).toBe(200);
    expect(JSON.stringify(await (await clientFor(simulator)).ramp.orders.list())).toContain(created.recordId);
  });

  test('a key scoped to team B with a session of team A is 403', async () => {
    const simulator = createSimulator();
    const session = (await simulator.control.tenancy.createSession({ profileId: DEMO.profiles.bruno.id }))
      .token;
    const response = await simulator.fetch('/v1/teams/metadata', {
      method: 'PATCH',
      headers: {
        'x-api-key': DEMO.keys.individualProfile,
        authorization: `Bearer ${session}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ name: 'Taken over' }),
    });
    expect(response.status).toBe(403);
    expect(simulator.services.store.teams.get(DEMO.teams.business.id)?.name).not.toBe('Taken over');
  });

  test('SEND_ACCESS_DENIED does not name the other team wallet', async () => {
    const simulator = createSimulator({ randomSeed: 'send-message' });
    approveSend(simulator, DEMO.wallets.carmen.toLowerCase(), 10n ** 12n);
    await simulator.control.chain.fund({
      chainId: BASE_SEPOLIA,
      address: DEMO.wallets.carmen,
      token: 'USDC',
      amount: '10',
    });
    const carmen = await clientFor(simulator, { apiKey: DEMO.keys.memberProfile });
    const send = (await carmen.core.sends.create(
      sendBody(DEMO.wallets.carmen, [{ address: DEMO.wallets.alice, amount: 1 }]),
    )) as CreatedSend;
    const response = await simulator.fetch(`/channel/core/send/${send.sendId}/prepare-sponsored-tx`, {
      method: 'POST',
      headers: { 'x-api-key': DEMO.keys.individualProfile, 'content-type': 'application/json' },
      body: JSON.stringify({ txIndex: 0 }),
    });
    const text = await response.text();
    expect(response.status).toBe(403);
    expect(text).toContain('SEND_ACCESS_DENIED');
    expect(text.toLowerCase()).not.toContain(DEMO.wallets.carmen.toLowerCase());
  });
});

describe('signed download URLs', () => {
  test('a changed expiry or path is 403; the signed pair reaches the file lookup', async () => {
    const simulator = createSimulator({ randomSeed: 'urls' });
    const expires = simulator.clock.now() + 60_000;
    const signature = await simulator.services.urlSigning.sign('/tx-files/tok_a', expires);
    const get = (path: string) => simulator.fetch(`/_simulator${path}`);
    expect((await get(`/tx-files/tok_a?expires=${expires}&signature=${signature}`)).status).toBe(404);
    expect((await get(`/tx-files/tok_a?expires=${expires + 1}&signature=${signature}`)).status).toBe(403);
    expect((await get(`/tx-files/tok_b?expires=${expires}&signature=${signature}`)).status).toBe(403);
    expect((await get(`/tx-files/tok_a?expires=${expires}`)).status).toBe(403);
  });

  test('the key is random per simulator, not the id seed: a twin of the same seed cannot sign', async () => {
    const simulator = createSimulator({ randomSeed: 'urls' });
    const twin = createSimulator({ randomSeed: 'urls' });
    expect(simulator.services.urlSigning.key).not.toBe(twin.services.urlSigning.key);
    const expires = simulator.clock.now() + 60_000;
    const forged = await twin.services.urlSigning.sign('/tx-files/tok_a', expires);
    expect(
      (await simulator.fetch(`/_simulator/tx-files/tok_a?expires=${expires}&signature=${forged}`)).status,
    ).toBe(403);
    // What the seed used to key: a signature made from it no longer verifies.
    const fromSeed = await crypto.subtle.sign(
      'HMAC',
      await crypto.subtle.importKey(
        'raw',
        new TextEncoder().encode('payments-simulator:signed-urls:urls'),
        { name: 'HMAC', hash: 'SHA-256' },
        false,
        ['sign'],
      ),
      new TextEncoder().encode(`/tx-files/tok_a\n${expires}`),
    );
    const seedSignature = Buffer.from(fromSeed).toString('hex');
    expect(
      (await simulator.fetch(`/_simulator/tx-files/tok_a?expires=${expires}&signature=${seedSignature}`))
        .status,
    ).toBe(403);
    // The key travels with the state: a restored twin verifies the original's URLs.
    const signature = await simulator.services.urlSigning.sign('/tx-files/tok_a', expires);
    twin.restore(simulator.snapshot());
    expect(twin.services.urlSigning.key).toBe(simulator.services.urlSigning.key);
    expect(
      (await twin.fetch(`/_simulator/tx-files/tok_a?expires=${expires}&signature=${signature}`)).status,
    ).toBe(404);
  });
});

describe('retention', () => {
  test('journals keep their bound and expired sessions are dropped after a commit', async () => {
    const simulator = createSimulator({ retention: { outbox: 3 } });
    for (let index = 0; index < 5; index += 1) {
      simulator.services.outbox.send({ to: `u${index}@example.com`, kind: 'otp', subject: 's', text: 't' });
    }
    const short = await simulator.control.tenancy.createSession({
      profileId: DEMO.profiles.bruno.id,
      ttlMs: 1000,
    });
    await simulator.clock.advance(120_000);
    await simulator.fetch('/v1/maintenance', { headers: { 'x-api-key': DEMO.keys.app } });
    expect((await simulator.control.platform.outbox()).messages.map((message) => message.to)).toEqual([
      'u2@example.com',
      'u3@example.com',
      'u4@example.com',
    ]);
    expect(simulator.services.store.sessions.get(short.token)).toBeUndefined();
    expect(() => createSimulator({ retention: { outbox: -1 } })).toThrow(RangeError);
  });
});

describe('webhooks after commit', () => {
  test('a receiver that calls the simulator back does not hang the clock advance', async () => {
    const simulator = createSimulator({ randomSeed: 'callback' });
    const server = await startServer({ simulator, port: 0, host: '127.0.0.1' });
    servers.push(server);
    const answers: number[] = [];
    const { createServer } = await import('node:http');
    const receiver = createServer((request, response) => {
      request.resume();
      request.on('end', async () => {
        const callback = await fetch(`${server.url}/v1/maintenance`, {
          headers: { 'x-api-key': DEMO.keys.app },
        });
        answers.push(callback.status);
        response.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = receiver.address() as { port: number };
      const app = await simulator.control.tenancy.createApp({
        name: 'Callback',
        webhookUrl: `http://127.0.0.1:${port}/hook`,
      });
      simulator.services.webhooks.deliver('requestPaid', { id: 'tx_1' }, { appId: app.id });
      const advanced = await fetch(`${server.url}/_simulator/clock/advance`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ms: 0 }),
      });
      expect(advanced.status).toBe(200);
      expect(answers).toEqual([200]);
      expect((await simulator.control.platform.webhookDeliveries()).deliveries.at(-1)?.status).toBe(
        'delivered',
      );
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
    }
  });
});
