/**
 * The one ownership rule, tried from outside: over raw HTTP against the standalone server and in
 * process, another team's key or session, another app's key, and a key scoped to one team with a
 * session of another try to read and change each kind of record of the business team
 * (notifications, wallets, allowances, members, invitations, activity, images, bank accounts,
 * payment requests, transactions and their files, OTC requests). Each refusal keeps the route's
 * status and code, changes nothing, and no answer carries the business team's data.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSimulator, DEMO, type Simulator, TOKEN_ADDRESSES } from '../src/index.js';
import { type SimulatorServer, startServer } from '../src/node.js';
import { sellBody } from './otc-client.js';

const BASE_SEPOLIA = 84532;
const USDC = TOKEN_ADDRESSES.baseSepolia.USDC.toLowerCase();
const BUSINESS = DEMO.teams.business.id;
const BRUNO = DEMO.profiles.bruno.id;

/**
 * What identifies the business team and its members: no answer to another team or app may carry
 * one of these unless the caller sent it itself.
 */
const BUSINESS_DATA = [
  BUSINESS,
  DEMO.teams.business.name,
  'finance@acme.example.com',
  BRUNO,
  DEMO.profiles.carmen.id,
  DEMO.users.bruno.email,
  DEMO.users.carmen.email,
  DEMO.wallets.bruno,
  DEMO.wallets.carmen,
  DEMO.wallets.business,
  DEMO.bankAccounts.bruno,
  'Acme BBVA',
  '0123456789',
].map((value) => value.toLowerCase());

type Transport = 'in-process' | 'http';

interface Call {
  readonly method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  readonly path: string;
  readonly key: string;
  readonly token?: string;
  readonly body?: unknown;
}

interface Answer {
  readonly status: number;
  readonly code: string | undefined;
  readonly text: string;
  readonly data: unknown;
}

/** The business team's records the attacks aim at. */
interface Targets {
  readonly notificationId: string;
  readonly invitationId: string;
  readonly requestId: string;
  readonly txId: string;
  readonly otcId: string;
}

const servers: SimulatorServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

/** Sends raw requests to the simulator in process or to a standalone server over loopback. */
async function requester(simulator: Simulator, transport: Transport) {
  let send = (path: string, init: RequestInit) => simulator.fetch(path, init);
  if (transport === 'http') {
    const server = await startServer({ simulator, port: 0, host: '127.0.0.1' });
    servers.push(server);
    send = (path, init) => fetch(`${server.url}${path}`, init);
  }
  return async (call: Call): Promise<Answer> => {
    const headers: Record<string, string> = { 'x-api-key': call.key };
    if (call.token !== undefined) headers.authorization = `Bearer ${call.token}`;
    if (call.body !== undefined) headers['content-type'] = 'application/json';
    const response = await send(call.path, {
      method: call.method,
      headers,
      ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
    });
    const text = await response.text();
    const envelope = JSON.parse(text) as { data?: unknown; error?: { code?: string } };
    return { status: response.status, code: envelope.error?.code, text, data: envelope.data };
  };
}

/** The business team's data an answer carries that its request did not send. */
function leaked(call: Call, answer: Answer): string[] {
  const sent = `${call.path} ${JSON.stringify(call.body ?? null)}`.toLowerCase();
  const text = answer.text.toLowerCase();
  return BUSINESS_DATA.filter((value) => text.includes(value) && !sent.includes(value));
}

/** Gives the business team one record of each kind, through its own key and session. */
async function seedBusiness(
  simulator: Simulator,
  request: (call: Call) => Promise<Answer>,
): Promise<Targets> {
  const bruno = (await simulator.control.tenancy.createSession({ profileId: BRUNO })).token;
  const invitation = await request({
    method: 'POST',
    path: '/v1/teams/invitations',
    key: DEMO.keys.appWrite,
    token: bruno,
    body: { email: 'new.member@example.com', role: 'member' },
  });
  expect(invitation.status).toBe(201);
  const notifications = await request({ method: 'GET', path: '/v1/notifications', key: DEMO.keys.teamWrite });
  const [notification] = (notifications.data as { items: { notificationId: string }[] }).items;
  const paymentRequest = await request({
    method: 'POST',
    path: '/channel/core/request/create',
    key: DEMO.keys.profileWrite,
    body: { targetAddress: DEMO.wallets.business, amount: 10, channelParams: { note: 'Acme invoice' } },
  });
  expect(paymentRequest.status).toBe(200);
  const otc = await request({
    method: 'POST',
    path: '/channel/core/otc/create',
    key: DEMO.keys.profileWrite,
    body: sellBody(),
  });
  expect(otc.status).toBe(200);
  const created = paymentRequest.data as { id: string; txId: string };
  return {
    notificationId: notification?.notificationId ?? '',
    invitationId: (invitation.data as { id: string }).id,
    requestId: created.id,
    txId: created.txId,
    otcId: (otc.data as { id: string }).id,
  };
}

interface Attack {
  readonly name: string;
  readonly call: Call;
  readonly status: number;
  readonly code?: string;
}

/** Each kind of record of the business team, tried by another team of the same app. */
function otherTeamAttacks(targets: Targets, alice: string): Attack[] {
  const aliceKey = DEMO.keys.individualProfile;
  const session = { key: DEMO.keys.appWrite, token: alice };
  const seen = `/v1/notifications/${encodeURIComponent(targets.notificationId)}/seen`;
  const bank = `/v1/profile/banks/${DEMO.bankAccounts.bruno}`;
  const allowance = { chainId: BASE_SEPOLIA, userWallet: DEMO.wallets.business, tokenAddress: USDC };
  return [
    {
      name: 'notification seen',
      call: { method: 'POST', path: seen, ...session },
      status: 404,
      code: 'NOTIFICATION_NOT_FOUND',
    },
    {
      name: 'notification admin delete',
      call: { method: 'POST', path: `${seen}?delete=true`, ...session },
      status: 404,
      code: 'NOTIFICATION_NOT_FOUND',
    },
    {
      name: 'notification seen as one of several',
      call: {
        method: 'POST',
        path: `/v1/notifications/multiple/seen?ids=${encodeURIComponent(JSON.stringify([targets.notificationId]))}`,
        ...session,
      },
      status: 200,
    },
    {
      name: 'wallet list of the team',
      call: { method: 'GET', path: `/v1/wallet/list?teamId=${BUSINESS}`, key: aliceKey },
      status: 400,
      code: 'WALLET_SCOPE_INVALID',
    },
    {
      name: 'wallet list of a member',
      call: { method: 'GET', path: `/v1/wallet/list?profileId=${BRUNO}`, key: aliceKey },
      status: 400,
      code: 'WALLET_SCOPE_INVALID',
    },
    {
      name: 'default wallet',
      call: { method: 'GET', path: `/v1/wallet/default?teamId=${BUSINESS}`, key: aliceKey },
      status: 404,
      code: 'TEAM_NOT_FOUND',
    },
    {
      name: 'default wallet change',
      call: {
        method: 'POST',
        path: `/v1/wallet/default?teamId=${BUSINESS}`,
        key: aliceKey,
        body: { walletAddress: DEMO.wallets.bruno },
      },
      status: 404,
      code: 'TEAM_NOT_FOUND',
    },
    {
      name: 'wallet alias',
      call: {
        method: 'PATCH',
        path: '/v1/wallet/alias',
        key: aliceKey,
        body: { teamId: BUSINESS, walletAddress: DEMO.wallets.business, alias: 'Mine' },
      },
      status: 404,
      code: 'TEAM_NOT_FOUND',
    },
    {
      name: 'external wallet',
      call: {
        method: 'POST',
        path: '/v1/wallet/external',
        key: aliceKey,
        body: { teamId: BUSINESS, profileId: BRUNO, address: DEMO.wallets.alice, walletType: 'EVM' },
      },
      status: 404,
      code: 'TEAM_NOT_FOUND',
    },
    {
      name: 'allowance approval from the team wallet',
      call: {
        method: 'POST',
        path: '/v1/wallet/evm/allowance/send',
        ...session,
        body: { ...allowance, amount: '1' },
      },
      status: 400,
      code: 'WALLET_NOT_OWNED',
    },
    {
      name: 'allowance revocation from the team wallet',
      call: {
        method: 'DELETE',
        path: `/v1/wallet/evm/allowance/send?chainId=${BASE_SEPOLIA}&userWallet=${DEMO.wallets.business}&tokenAddress=${USDC}`,
        ...session,
      },
      status: 400,
      code: 'WALLET_NOT_OWNED',
    },
    {
      name: 'gas sponsorship of a member wallet',
      call: {
        method: 'POST',
        path: '/v1/wallet/evm/gas-sponsor',
        ...session,
        body: {
          walletAddress: DEMO.wallets.bruno,
          action: 'send',
          tokenAddress: USDC,
          chainSlug: 'base-sepolia',
        },
      },
      status: 400,
      code: 'GAS_SPONSOR_WALLET_NOT_OWNED',
    },
    {
      name: 'member role',
      call: {
        method: 'PATCH',
        path: `/v1/teams/members/${BRUNO}/role`,
        ...session,
        body: { role: 'viewer' },
      },
      status: 403,
      code: 'MEMBER_NOT_IN_TEAM',
    },
    {
      name: 'member block',
      call: { method: 'DELETE', path: `/v1/teams/members/${BRUNO}`, ...session },
      status: 403,
      code: 'MEMBER_NOT_IN_TEAM',
    },
    {
      name: 'invitation delete',
      call: { method: 'DELETE', path: `/v1/teams/invitations/${targets.invitationId}`, ...session },
      status: 403,
      code: 'APP_V1_TEAMS_INVITATIONS_ID_ROUTE_05',
    },
    {
      name: 'team activity',
      call: { method: 'GET', path: `/v1/teams/${BUSINESS}/activity`, ...session },
      status: 404,
      code: 'APP_V1_TEAMS_ACTIVITY_01',
    },
    {
      name: 'team image upload URL',
      call: {
        method: 'POST',
        path: `/v1/teams/${BUSINESS}/image/upload-url`,
        ...session,
        body: { fileName: 'logo.png', contentType: 'image/png' },
      },
      status: 400,
      code: 'V1_TEAM_IMAGE_UPLOAD_URL_01',
    },
    {
      name: 'bank account read',
      call: { method: 'GET', path: bank, ...session },
      status: 404,
      code: 'APP_V1_PROFILE_BANKS_ID_ROUTE_01',
    },
    {
      name: 'bank account change',
      call: { method: 'PATCH', path: bank, ...session, body: { accountAlias: 'Mine' } },
      status: 404,
      code: 'BANK_ACCOUNT_NOT_FOUND',
    },
    {
      name: 'bank account delete',
      call: { method: 'DELETE', path: bank, ...session },
      status: 403,
      code: 'BANK_ACCOUNT_NOT_OWNED',
    },
    {
      name: 'payment request client notification',
      call: {
        method: 'POST',
        path: `/v1/core/request/${targets.requestId}/notify-client`,
        key: aliceKey,
        body: { email: 'client@example.com' },
      },
      status: 403,
      code: 'PAYMENT_REQUEST_FORBIDDEN',
    },
    {
      name: 'transaction read',
      call: { method: 'GET', path: `/v1/tx/${targets.txId}`, ...session },
      status: 403,
      code: 'TRANSACTION_FORBIDDEN',
    },
    {
      name: 'transaction files',
      call: { method: 'GET', path: `/v1/txs/${targets.txId}/files`, ...session },
      status: 403,
      code: 'TRANSACTION_FORBIDDEN',
    },
    {
      name: 'transaction file upload URLs',
      call: {
        method: 'POST',
        path: `/v1/txs/${targets.txId}/files/upload-url`,
        ...session,
        body: { fileNames: ['receipt.pdf'] },
      },
      status: 403,
      code: 'TRANSACTION_FORBIDDEN',
    },
    {
      name: 'OTC offer rejection',
      call: {
        method: 'POST',
        path: `/channel/core/otc/${targets.otcId}/reject-offer`,
        key: aliceKey,
        body: { offerId: 'offer' },
      },
      status: 403,
      code: 'OTC_NOT_REQUEST_CREATOR',
    },
    {
      name: 'OTC proofs',
      call: { method: 'GET', path: `/v1/otc/proof/${targets.otcId}`, key: aliceKey },
      status: 403,
      code: 'OTC_ACCESS_DENIED',
    },
    {
      name: 'notification list',
      call: { method: 'GET', path: '/v1/notifications', key: aliceKey },
      status: 200,
    },
    {
      name: 'team transaction list',
      call: { method: 'GET', path: '/v1/txs?type=team', ...session },
      status: 200,
    },
    { name: 'OTC request list', call: { method: 'GET', path: '/v1/otc', key: aliceKey }, status: 200 },
    {
      name: 'OTC transaction list',
      call: { method: 'GET', path: '/v1/otc/txs?type=team', ...session },
      status: 200,
    },
  ];
}

/** The business team's records, tried by a key and session of another app. */
function otherAppAttacks(targets: Targets, pablo: string): Attack[] {
  const session = { key: DEMO.keys.otherApp, token: pablo };
  return [
    {
      name: 'notification seen',
      call: {
        method: 'POST',
        path: `/v1/notifications/${encodeURIComponent(targets.notificationId)}/seen`,
        ...session,
      },
      status: 404,
      code: 'NOTIFICATION_NOT_FOUND',
    },
    {
      name: 'invitation delete',
      call: { method: 'DELETE', path: `/v1/teams/invitations/${targets.invitationId}`, ...session },
      status: 404,
      code: 'APP_V1_TEAMS_INVITATIONS_ID_ROUTE_04',
    },
    {
      name: 'wallet list',
      call: { method: 'GET', path: `/v1/wallet/list?teamId=${BUSINESS}`, ...session },
      status: 400,
      code: 'WALLET_SCOPE_INVALID',
    },
    {
      name: 'allowance approval',
      call: {
        method: 'POST',
        path: '/v1/wallet/evm/allowance/send',
        ...session,
        body: { chainId: BASE_SEPOLIA, userWallet: DEMO.wallets.business, tokenAddress: USDC, amount: '1' },
      },
      status: 400,
      code: 'WALLET_NOT_OWNED',
    },
    {
      name: 'bank account read',
      call: { method: 'GET', path: `/v1/profile/banks/${DEMO.bankAccounts.bruno}`, ...session },
      status: 404,
      code: 'APP_V1_PROFILE_BANKS_ID_ROUTE_01',
    },
    {
      name: 'payment request read',
      call: { method: 'GET', path: `/channel/core/request/${targets.requestId}`, ...session },
      status: 404,
      code: '1',
    },
    {
      name: 'payment request client notification',
      call: {
        method: 'POST',
        path: `/v1/core/request/${targets.requestId}/notify-client`,
        ...session,
        body: { email: 'client@example.com' },
      },
      status: 404,
      code: '1',
    },
    {
      name: 'transaction files',
      call: { method: 'GET', path: `/v1/txs/${targets.txId}/files`, ...session },
      status: 404,
      code: 'TRANSACTION_NOT_FOUND',
    },
    {
      name: 'OTC proofs',
      call: { method: 'GET', path: `/v1/otc/proof/${targets.otcId}`, ...session },
      status: 404,
      code: 'OTC_REQUEST_NOT_FOUND',
    },
  ];
}

/** Context routes tried with a key scoped to Alice's team and a session of Bruno's. */
function crossedScopeCalls(
  targets: Targets,
  bruno: string,
  key: string = DEMO.keys.individualProfile,
): Call[] {
  const crossed = { key, token: bruno };
  return [
    { method: 'GET', path: '/v1/notifications', ...crossed },
    {
      method: 'POST',
      path: `/v1/notifications/${encodeURIComponent(targets.notificationId)}/seen`,
      ...crossed,
    },
    { method: 'GET', path: '/v1/profile', ...crossed },
    { method: 'GET', path: `/v1/profile/banks/${DEMO.bankAccounts.bruno}`, ...crossed },
    { method: 'GET', path: '/v1/teams/members', ...crossed },
    {
      method: 'PATCH',
      path: `/v1/teams/members/${DEMO.profiles.carmen.id}/role`,
      ...crossed,
      body: { role: 'viewer' },
    },
    { method: 'DELETE', path: `/v1/teams/invitations/${targets.invitationId}`, ...crossed },
    { method: 'GET', path: `/v1/teams/${BUSINESS}/activity`, ...crossed },
    { method: 'PATCH', path: '/v1/teams/metadata', ...crossed, body: { name: 'Taken over' } },
    {
      method: 'POST',
      path: '/v1/wallet/evm/allowance/send',
      ...crossed,
      body: { chainId: BASE_SEPOLIA, userWallet: DEMO.wallets.business, tokenAddress: USDC, amount: '1' },
    },
    { method: 'GET', path: `/v1/tx/${targets.txId}`, ...crossed },
    { method: 'GET', path: `/v1/txs/${targets.txId}/files`, ...crossed },
  ];
}

describe.each<Transport>(['in-process', 'http'])('ownership over %s', (transport) => {
  let simulator: Simulator;
  let request: (call: Call) => Promise<Answer>;
  let targets: Targets;

  beforeAll(async () => {
    simulator = createSimulator({ randomSeed: `ownership-${transport}`, rateLimit: false });
    request = await requester(simulator, transport);
    targets = await seedBusiness(simulator, request);
  });

  /** Runs an attack: the route's status and code, no business data, and the store unchanged. */
  async function attack({ name, call, status, code }: Attack): Promise<void> {
    const before = simulator.snapshot().store;
    const answer = await request(call);
    expect.soft({ status: answer.status, code: answer.code }, name).toEqual({ status, code });
    expect.soft(leaked(call, answer), name).toEqual([]);
    if (answer.status >= 400) expect.soft(simulator.snapshot().store, name).toEqual(before);
  }

  test('the business team has a record of each kind to aim at', () => {
    expect(targets.notificationId).toMatch(/^NOTIF#/);
    expect(simulator.services.store.invitations.get(targets.invitationId)?.teamId).toBe(BUSINESS);
    expect(simulator.services.store.paymentRequests.get(targets.requestId)?.makerTeamId).toBe(BUSINESS);
    expect(simulator.services.store.transactions.get(targets.txId)?.teamId).toBe(BUSINESS);
    expect(simulator.services.store.otcRequests.get(targets.otcId)?.teamId).toBe(BUSINESS);
  });

  test('another team of the app reaches none of them, and learns nothing of them', async () => {
    const alice = (await simulator.control.tenancy.createSession({ profileId: DEMO.profiles.alice.id }))
      .token;
    for (const attempt of otherTeamAttacks(targets, alice)) await attack(attempt);
    const many = await request({
      method: 'POST',
      path: `/v1/notifications/multiple/seen?ids=${encodeURIComponent(JSON.stringify([targets.notificationId]))}`,
      key: DEMO.keys.appWrite,
      token: alice,
    });
    expect(many.data).toMatchObject({ count: 0, invalidIds: [targets.notificationId] });
    expect(simulator.services.store.notifications.get(targets.notificationId)?.seenBy).toEqual([]);
  });

  test('another app reaches none of them, and learns nothing of them', async () => {
    const pablo = (await simulator.control.tenancy.createSession({ profileId: DEMO.profiles.pablo.id }))
      .token;
    for (const attempt of otherAppAttacks(targets, pablo)) await attack(attempt);
  });

  test('a key scoped to another team than the session is 403 on every context route', async () => {
    const bruno = (await simulator.control.tenancy.createSession({ profileId: BRUNO })).token;
    for (const call of crossedScopeCalls(targets, bruno)) {
      const before = simulator.snapshot().store;
      const answer = await request(call);
      expect.soft(answer.status, `${call.method} ${call.path}`).toBe(403);
      expect.soft(leaked(call, answer), `${call.method} ${call.path}`).toEqual([]);
      expect(simulator.snapshot().store).toEqual(before);
    }
  });

  test('a key scoped to one profile with a session of another profile of the same team is 403 on every context route', async () => {
    const bruno = (await simulator.control.tenancy.createSession({ profileId: BRUNO })).token;
    for (const call of crossedScopeCalls(targets, bruno, DEMO.keys.memberProfile)) {
      const before = simulator.snapshot().store;
      const answer = await request(call);
      expect.soft(answer.status, `${call.method} ${call.path}`).toBe(403);
      expect.soft(leaked(call, answer), `${call.method} ${call.path}`).toEqual([]);
      expect(simulator.snapshot().store).toEqual(before);
    }
    // The key's own profile with its session is served.
    const carmen = (await simulator.control.tenancy.createSession({ profileId: DEMO.profiles.carmen.id }))
      .token;
    const own = await request({
      method: 'GET',
      path: '/v1/profile',
      key: DEMO.keys.memberProfile,
      token: carmen,
    });
    expect(own.status).toBe(200);
  });

  test('the owning team still reaches each record', async () => {
    const bruno = (await simulator.control.tenancy.createSession({ profileId: BRUNO })).token;
    const session = { key: DEMO.keys.appWrite, token: bruno };
    const reads: Call[] = [
      { method: 'GET', path: `/v1/wallet/list?teamId=${BUSINESS}`, key: DEMO.keys.teamWrite },
      { method: 'GET', path: `/v1/wallet/default?teamId=${BUSINESS}`, key: DEMO.keys.teamWrite },
      { method: 'GET', path: `/v1/teams/${BUSINESS}/activity`, ...session },
      { method: 'GET', path: `/v1/profile/banks/${DEMO.bankAccounts.bruno}`, ...session },
      { method: 'GET', path: `/v1/tx/${targets.txId}`, ...session },
      { method: 'GET', path: `/v1/txs/${targets.txId}/files`, ...session },
      { method: 'GET', path: `/channel/core/request/${targets.requestId}`, key: DEMO.keys.individualProfile },
      {
        method: 'POST',
        path: `/v1/core/request/${targets.requestId}/notify-client`,
        key: DEMO.keys.profileWrite,
        body: { email: 'client@example.com' },
      },
      {
        method: 'POST',
        path: `/v1/notifications/${encodeURIComponent(targets.notificationId)}/seen`,
        ...session,
      },
    ];
    for (const call of reads) {
      expect.soft((await request(call)).status, `${call.method} ${call.path}`).toBe(200);
    }
    const listed = await request({ method: 'GET', path: '/v1/otc', key: DEMO.keys.profileWrite });
    expect(listed.text).toContain(targets.otcId);
    expect(simulator.services.store.notifications.get(targets.notificationId)?.seenBy).toContain(BRUNO);
  });
});
