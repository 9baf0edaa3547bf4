/**
 * Every magic value of docs/magic-values.md, driven over raw HTTP against the standalone server:
 * the public API alone steers the outcome (the control API only sets up balances and sessions,
 * and moves the frozen clock). A server started with `magicValues: false` treats the same inputs
 * as plain ones.
 */
import { readFileSync } from 'node:fs';
import { type SimulatorServer, startServer } from '@payments-platform/simulator/node';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { parseServeArgs, UsageError } from '../src/cli-options.js';
import { createSimulator, DEMO, type FixtureInput, MAGIC_VALUES, TOKEN_ADDRESSES } from '../src/index.js';
import { EXECUTOR } from './core-sends-client.js';

const { keys, profiles, teams, wallets } = DEMO;
const BASE_SEPOLIA = 84532;
const USDC = TOKEN_ADDRESSES.baseSepolia.USDC.toLowerCase();
const BLOCK_MS = 2000;
const QA_EMAIL = 'qa+otp@shop.example';

/** A user whose e-mail carries the fixed-OTP tag, member of the demo business team. */
const fixtures: FixtureInput = {
  users: [{ id: 'usr_qa', email: QA_EMAIL, firstName: 'Quinn', lastName: 'Tester', country: 'MX' }],
  profiles: [
    { id: '70000000-0000-4000-8000-0000000000aa', user: 'usr_qa', team: teams.business.id, role: 'member' },
  ],
};

let magic: SimulatorServer;
let plain: SimulatorServer;

beforeAll(async () => {
  [magic, plain] = await Promise.all([
    startServer({ port: 0, randomSeed: 'magic', fixtures }),
    startServer({ port: 0, randomSeed: 'magic', fixtures, magicValues: false }),
  ]);
});

afterAll(async () => {
  await Promise.all([magic.close(), plain.close()]);
});

beforeEach(async () => {
  await Promise.all([call(magic, 'POST', '/_simulator/reset'), call(plain, 'POST', '/_simulator/reset')]);
});

interface Answer {
  readonly status: number;
  // biome-ignore lint/suspicious/noExplicitAny: raw JSON read by each test
  readonly body: any;
}

/** One raw HTTP request; a JSON body when given. */
async function call(
  server: SimulatorServer,
  method: string,
  path: string,
  options: { readonly key?: string; readonly session?: string; readonly body?: unknown } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.key !== undefined) headers['x-api-key'] = options.key;
  if (options.session !== undefined) headers.authorization = `Bearer ${options.session}`;
  // A control write needs a JSON body (the access policy answers 415 otherwise): send `{}` when none.
  const body = options.body ?? (method === 'GET' ? undefined : {});
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: await response.json() };
}

const advance = (server: SimulatorServer, ms: number) =>
  call(server, 'POST', '/_simulator/clock/advance', { body: { ms } });

const sessionOf = async (server: SimulatorServer, profileId: string): Promise<string> =>
  (await call(server, 'POST', '/_simulator/sessions', { body: { profileId } })).body.data.token;

/** Bruno sends `amount` USDC from his platform wallet to `to`; answers the send's txId and chain hash. */
async function send(server: SimulatorServer, to: string, amount: number) {
  const created = await call(server, 'POST', '/channel/core/send/create', {
    key: keys.profileWrite,
    body: {
      targetAddress: wallets.bruno,
      amount,
      channelParams: { chain: 'base-sepolia', token: 'USDC', recipients: [{ address: to, amount }] },
    },
  });
  expect(created.status).toBe(200);
  const { sendId, txId } = created.body.data;
  await call(server, 'POST', '/_simulator/allowances', {
    body: {
      chainId: BASE_SEPOLIA,
      owner: wallets.bruno,
      token: USDC,
      spender: EXECUTOR,
      amount: '1000000000',
    },
  });
  const processed = await call(server, 'POST', `/channel/core/send/${sendId}/process-send-tx`, {
    key: keys.app,
    session: await sessionOf(server, profiles.bruno.id),
    body: { txType: 'regular', txIndex: 0 },
  });
  expect(processed.status).toBe(200);
  return { txId: txId as string, hash: processed.body.data.txHash as string };
}

/** Alice pays a request of `amount` USD that Bruno made; answers the request id and chain hash. */
async function pay(server: SimulatorServer, amount: number) {
  const created = await call(server, 'POST', '/channel/core/request/create', {
    key: keys.profileWrite,
    body: { targetAddress: wallets.bruno, amount, channelParams: {} },
  });
  expect(created.status).toBe(200);
  const { id } = created.body.data;
  const paid = await call(server, 'POST', `/channel/core/request/${id}`, {
    key: keys.app,
    body: { sender: wallets.alice, chain: 'base-sepolia', token: 'USDC' },
  });
  expect(paid.status).toBe(200);
  return { id: id as string, hash: paid.body.data.tx.txHash as string };
}

const chainTx = async (server: SimulatorServer, hash: string) =>
  (await call(server, 'GET', `/_simulator/chain/txs/${hash}`)).body.data;

const sendStatus = async (server: SimulatorServer, txId: string) =>
  (
    await call(server, 'GET', `/v1/tx/${txId}`, {
      key: keys.app,
      session: await sessionOf(server, profiles.bruno.id),
    })
  ).body.data.tx.status;

const requestStatus = async (server: SimulatorServer, id: string) =>
  (await call(server, 'GET', `/channel/core/request/${id}`, { key: keys.app })).body.data.tx.status;

describe('sends', () => {
  test(`to ${MAGIC_VALUES.chain.failAddress}: the chain transaction fails one block later, and the send with it`, async () => {
    const { txId, hash } = await send(magic, MAGIC_VALUES.chain.failAddress, 10);
    expect(await chainTx(magic, hash)).toMatchObject({ status: 'pending' });
    await advance(magic, BLOCK_MS);
    expect(await chainTx(magic, hash)).toMatchObject({
      status: 'failed',
      failureReason: expect.stringContaining('test address that fails'),
    });
    expect(await sendStatus(magic, txId)).toBe('failed');
  });

  test(`to ${MAGIC_VALUES.chain.pendingAddress}: the chain transaction stays pending`, async () => {
    const { txId, hash } = await send(magic, MAGIC_VALUES.chain.pendingAddress, 10);
    await advance(magic, 60 * BLOCK_MS);
    expect(await chainTx(magic, hash)).toMatchObject({ status: 'pending' });
    expect(await sendStatus(magic, txId)).toBe('pending');
    // The control API still settles it.
    expect((await call(magic, 'POST', `/_simulator/chain/txs/${hash}/confirm`)).status).toBe(200);
    expect(await chainTx(magic, hash)).toMatchObject({ status: 'confirmed' });
  });

  test('a transfer made outside the platform (POST /_simulator/chain/txs) to either address is steered too', async () => {
    const transfer = async (to: string) =>
      (
        await call(magic, 'POST', '/_simulator/chain/txs', {
          body: { chainId: BASE_SEPOLIA, from: wallets.alice, to, token: 'USDC', amount: '1' },
        })
      ).body.data.hash as string;
    const failing = await transfer(MAGIC_VALUES.chain.failAddress);
    const stalling = await transfer(MAGIC_VALUES.chain.pendingAddress);
    await advance(magic, 10 * BLOCK_MS);
    expect(await chainTx(magic, failing)).toMatchObject({ status: 'failed' });
    expect(await chainTx(magic, stalling)).toMatchObject({ status: 'pending' });
  });

  test('an amount ending in .13 fails on chain; .14 stays pending', async () => {
    const failing = await send(magic, wallets.alice, 5.13);
    const stalling = await send(magic, wallets.alice, 5.14);
    await advance(magic, 10 * BLOCK_MS);
    expect(await chainTx(magic, failing.hash)).toMatchObject({ status: 'failed' });
    expect(await sendStatus(magic, failing.txId)).toBe('failed');
    expect(await chainTx(magic, stalling.hash)).toMatchObject({ status: 'pending' });
  });

  test('with magic values off, the same address and amounts confirm', async () => {
    const sent = [
      await send(plain, MAGIC_VALUES.chain.failAddress, 10),
      await send(plain, MAGIC_VALUES.chain.pendingAddress, 10),
      await send(plain, wallets.alice, 5.13),
      await send(plain, wallets.alice, 5.14),
    ];
    await advance(plain, BLOCK_MS);
    for (const { txId, hash } of sent) {
      expect(await chainTx(plain, hash)).toMatchObject({ status: 'confirmed' });
      expect(await sendStatus(plain, txId)).toBe('completed');
    }
  });
});

describe('payments of a request', () => {
  test('an amount ending in .13 fails on chain and the request stays unpaid; the payer gets the tokens back', async () => {
    const aliceBefore = (await call(magic, 'GET', `/_simulator/chain/balances?address=${wallets.alice}`)).body
      .data;
    const { id, hash } = await pay(magic, 12.13);
    await advance(magic, BLOCK_MS);
    expect(await chainTx(magic, hash)).toMatchObject({ status: 'failed' });
    expect(await requestStatus(magic, id)).toBe('failed');
    const aliceAfter = (await call(magic, 'GET', `/_simulator/chain/balances?address=${wallets.alice}`)).body
      .data;
    const usdc = (view: { balances: Array<{ tokenAddress: string; amount: string }> }) =>
      view.balances.find((balance) => balance.tokenAddress === USDC)?.amount;
    expect(usdc(aliceAfter)).toBe(usdc(aliceBefore));
  });

  test('an amount ending in .14 stays pending', async () => {
    const { id, hash } = await pay(magic, 12.14);
    await advance(magic, 60 * BLOCK_MS);
    expect(await chainTx(magic, hash)).toMatchObject({ status: 'pending' });
    expect(await requestStatus(magic, id)).toBe('pending');
  });

  test('with magic values off, both amounts are paid', async () => {
    const paid = [await pay(plain, 12.13), await pay(plain, 12.14)];
    await advance(plain, BLOCK_MS);
    for (const { id } of paid) expect(await requestStatus(plain, id)).toBe('completed');
  });
});

describe('top-up', () => {
  const code = MAGIC_VALUES.topup.invalidPhoneCode;
  const withdrawal = {
    codigopaq: code,
    destinationCountry: 'GT',
    chain: 'base-sepolia',
    token: 'USDC',
    amount: 25,
  };

  test(`phone code ${code} is invalid: validate-phone says why, and a withdrawal to it is refused`, async () => {
    expect(
      await call(magic, 'GET', `/channel/topup/validate-phone?codigopaq=${code}`, { key: keys.app }),
    ).toEqual({
      status: 200,
      body: {
        success: true,
        data: { ok: false, codigopaq: code, reason: `codigopaq ${code} is not a registered phone code.` },
      },
    });
    const refused = await call(magic, 'POST', '/channel/topup/withdraw', {
      key: keys.profileWrite,
      body: withdrawal,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toEqual({
      code: 'BODY_PARSER_ERROR',
      message: `codigopaq ${code} is not a registered phone code.`,
    });
  });

  test('with magic values off, the code is valid and the withdrawal goes through', async () => {
    const checked = await call(plain, 'GET', `/channel/topup/validate-phone?codigopaq=${code}`, {
      key: keys.app,
    });
    expect(checked.body.data).toEqual({ ok: true, codigopaq: code, reason: null });
    const made = await call(plain, 'POST', '/channel/topup/withdraw', {
      key: keys.profileWrite,
      body: withdrawal,
    });
    expect(made.status).toBe(200);
  });
});

describe('ramp', () => {
  const order = {
    amount: 1000.13,
    fiat: 'MXN',
    payment: 'spei',
    crypto: 'USDC',
    chainId: BASE_SEPOLIA,
    country: 'MX',
  };

  const create = async (server: SimulatorServer) => {
    const created = await call(server, 'POST', '/channel/ramp/onramp', {
      key: keys.profileWrite,
      body: order,
    });
    expect(created.status).toBe(200);
    return created.body.data.recordId as string;
  };
  const statusOf = async (server: SimulatorServer, orderId: string) =>
    (await call(server, 'GET', `/channel/ramp/orders/${orderId}`, { key: keys.profileWrite })).body.data;

  test('an order amount ending in .13 is declined by the provider at checkout', async () => {
    const orderId = await create(magic);
    expect(await statusOf(magic, orderId)).toMatchObject({ status: 'created' });
    await advance(magic, 5 * 60_000);
    expect(await statusOf(magic, orderId)).toMatchObject({
      status: 'failed',
      failureReason: 'Declined by the provider: an amount ending in .13 fails.',
    });
  });

  test('with magic values off, the same order completes', async () => {
    const orderId = await create(plain);
    await advance(plain, 5 * 60_000);
    await advance(plain, BLOCK_MS);
    expect(await statusOf(plain, orderId)).toMatchObject({ status: 'completed' });
  });
});

describe('KYC', () => {
  const verify = async (server: SimulatorServer, email: string) => {
    const session = await sessionOf(server, profiles.carmen.id);
    const created = await call(server, 'POST', '/v1/kyc/session', {
      key: keys.app,
      session,
      body: { email },
    });
    expect(created.status).toBe(201);
    return (await call(server, 'GET', '/v1/kyc/status', { key: keys.app, session })).body.data;
  };

  test('an e-mail tagged +declined gets a verification that ends declined; +review one that stays in review', async () => {
    expect(await verify(magic, 'carmen+declined@example.com')).toMatchObject({
      isVerified: false,
      status: 'declined',
    });
    expect(await verify(magic, 'carmen+review@example.com')).toMatchObject({
      isVerified: false,
      status: 'in review',
    });
  });

  test('with magic values off, the tagged e-mail is verified as any other (approved in sandbox)', async () => {
    expect(await verify(plain, 'carmen+declined@example.com')).toMatchObject({
      isVerified: true,
      status: 'approved',
    });
  });
});

describe('OTP', () => {
  const sendOtp = async (server: SimulatorServer) => {
    const sent = await call(server, 'POST', '/v1/auth/send-otp', {
      key: keys.app,
      body: { email: QA_EMAIL },
    });
    expect(sent.status).toBe(201);
    return sent.body.data.otpId as string;
  };

  test(`a user whose e-mail is tagged +otp always gets ${MAGIC_VALUES.otp.code} and signs in with it`, async () => {
    for (let round = 0; round < 2; round += 1) {
      const otpId = await sendOtp(magic);
      const verified = await call(magic, 'POST', '/v1/auth/verify-otp', {
        key: keys.app,
        body: { email: QA_EMAIL, otpId, otp: MAGIC_VALUES.otp.code },
      });
      expect(verified.status).toBe(200);
      expect(verified.body.data.session).toEqual(expect.any(String));
    }
    const outbox = await call(magic, 'GET', `/_simulator/outbox?to=${encodeURIComponent(QA_EMAIL)}`);
    expect(outbox.body.data.messages.map((message: { otp: string }) => message.otp)).toEqual([
      MAGIC_VALUES.otp.code,
      MAGIC_VALUES.otp.code,
    ]);
  });

  test('with magic values off, the user gets a random code and the fixed one is refused', async () => {
    const otpId = await sendOtp(plain);
    const refused = await call(plain, 'POST', '/v1/auth/verify-otp', {
      key: keys.app,
      body: { email: QA_EMAIL, otpId, otp: MAGIC_VALUES.otp.code },
    });
    expect(refused.body.error.code).toBe('OTP_INVALID');
  });
});

describe('the switch', () => {
  test('--magic-values off turns them off; on (the default) leaves the option out; another value is a usage error', () => {
    const off = parseServeArgs(['--magic-values', 'off']);
    const on = parseServeArgs(['--magic-values', 'on']);
    const unset = parseServeArgs([]);
    expect(off.kind === 'serve' && off.options.magicValues).toBe(false);
    expect(on.kind === 'serve' && on.options.magicValues).toBeUndefined();
    expect(unset.kind === 'serve' && unset.options.magicValues).toBeUndefined();
    expect(() => parseServeArgs(['--magic-values', 'no'])).toThrow(UsageError);
    expect(() => parseServeArgs(['--magic-values', 'no'])).toThrow(
      'Invalid --magic-values no; use one of on, off',
    );
  });
});

describe('docs/magic-values.md', () => {
  test('names every magic value', () => {
    const docs = readFileSync(new URL('../../../docs/magic-values.md', import.meta.url), 'utf8');
    const values = Object.values(MAGIC_VALUES).flatMap((group) => Object.values(group) as string[]);
    const shown = (value: string) =>
      /^\d{2}$/.test(value) ? docs.includes(`ending in \`.${value}\``) : docs.includes(`\`${value}`);
    expect(values.filter((value) => !shown(value))).toEqual([]);
    expect(values.length).toBe(10);
  });
});

describe('state', () => {
  test('a transfer due to fail still fails after a snapshot is restored into another simulator', async () => {
    const first = createSimulator({ randomSeed: 'magic-state' });
    const { hash } = await first.control.chain.transfer({
      chainId: BASE_SEPOLIA,
      from: wallets.alice,
      to: MAGIC_VALUES.chain.failAddress,
      token: 'USDC',
      amount: '1',
    });
    const second = createSimulator({ randomSeed: 'magic-state' });
    second.restore(JSON.parse(JSON.stringify(first.snapshot())));
    await second.clock.advance(BLOCK_MS);
    expect(await second.control.chain.tx({ hash })).toMatchObject({
      status: 'failed',
      failureReason: `Transaction reverted: ${MAGIC_VALUES.chain.failAddress} is the test address that fails.`,
    });
  });
});
