/**
 * The model-based reliability run: random sequences and random parallel batches of requests over
 * two apps and three teams (top-up withdrawals from platform and external wallets, sponsored
 * processing with one signature sent many times, payment requests paid in parallel, ramp orders
 * created, listed, read and cancelled across teams, invitations and notifications, wallets,
 * transactions, files, bank accounts and payment requests read or changed across teams and apps,
 * metadata patches that are sometimes too deep, clock advances), with the invariants checked
 * after every step.
 */
import { signTopUpWithdrawal } from '@payments-platform/signing';
import fc from 'fast-check';
import { privateKeyToAccount } from 'viem/accounts';
import { MAX_JSON_DEPTH } from '../../src/http/request-input.js';
import {
  createSimulator,
  DEMO,
  NATIVE_TOKEN_ADDRESS,
  type Simulator,
  TOKEN_ADDRESSES,
} from '../../src/index.js';

const BASE_SEPOLIA = 84532;
const USDC = TOKEN_ADDRESSES.baseSepolia.USDC.toLowerCase();
/** A fixed test key: never use it for anything real. */
const owner = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');

/** Who calls: a scoped key of a team, the unscoped app key, or a key of the other app. */
const ACTORS = {
  bruno: { key: DEMO.keys.profileWrite, team: DEMO.teams.business.id },
  carmen: { key: DEMO.keys.memberProfile, team: DEMO.teams.business.id },
  alice: { key: DEMO.keys.individualProfile, team: DEMO.teams.individual.id },
  app: { key: DEMO.keys.app, team: null },
  other: { key: DEMO.keys.otherApp, team: null },
} as const;
type ActorName = keyof typeof ACTORS;

/**
 * Who calls with a bearer session: a profile of a team with the unscoped key of its app, and
 * `crossed`, Bruno's session (business) presented with a key scoped to Alice (individual).
 */
const SESSION_ACTORS = {
  bruno: { key: DEMO.keys.appWrite, profile: DEMO.profiles.bruno.id, team: DEMO.teams.business.id },
  alice: { key: DEMO.keys.appWrite, profile: DEMO.profiles.alice.id, team: DEMO.teams.individual.id },
  pablo: { key: DEMO.keys.otherApp, profile: DEMO.profiles.pablo.id, team: DEMO.teams.otherApp.id },
  crossed: {
    key: DEMO.keys.individualProfile,
    profile: DEMO.profiles.bruno.id,
    team: DEMO.teams.individual.id,
  },
} as const;
type SessionName = keyof typeof SESSION_ACTORS;

/** The teams a wallet list may name. */
const TEAMS = [
  DEMO.teams.business.id,
  DEMO.teams.individual.id,
  DEMO.teams.otcDesk.id,
  DEMO.teams.otherApp.id,
];

/** The demo bank accounts and the team of their profile. */
const BANKS = [
  { id: DEMO.bankAccounts.bruno, team: DEMO.teams.business.id },
  { id: DEMO.bankAccounts.alice, team: DEMO.teams.individual.id },
];

/** One operation of the model; `pick` chooses among the records known when it runs. */
export type Operation =
  | { readonly kind: 'topup'; readonly actor: 'bruno' | 'alice'; readonly amount: number }
  | { readonly kind: 'externalTopup'; readonly amount: number }
  | { readonly kind: 'processTopup'; readonly pick: number }
  | { readonly kind: 'request'; readonly amount: number }
  | { readonly kind: 'payRequest'; readonly pick: number }
  | { readonly kind: 'ramp'; readonly actor: 'bruno' | 'alice' }
  | { readonly kind: 'rampCancel'; readonly actor: ActorName; readonly pick: number }
  | { readonly kind: 'rampList'; readonly actor: ActorName }
  | { readonly kind: 'rampRead'; readonly actor: ActorName; readonly pick: number }
  | { readonly kind: 'channelView'; readonly actor: ActorName; readonly pick: number }
  | { readonly kind: 'invite'; readonly actor: 'bruno' | 'alice' }
  | { readonly kind: 'invitationDelete'; readonly actor: SessionName; readonly pick: number }
  | { readonly kind: 'notificationSeen'; readonly actor: SessionName; readonly pick: number }
  | { readonly kind: 'notificationList'; readonly actor: ActorName }
  | { readonly kind: 'walletList'; readonly actor: ActorName; readonly pick: number }
  | { readonly kind: 'txRead'; readonly actor: SessionName; readonly pick: number; readonly files: boolean }
  | { readonly kind: 'notifyClient'; readonly actor: ActorName; readonly pick: number }
  | { readonly kind: 'bankRead'; readonly actor: SessionName; readonly pick: number }
  | { readonly kind: 'metadata'; readonly depth: number }
  | { readonly kind: 'advance'; readonly ms: number };

/** A step: one operation alone (its failure must leave the state unchanged), or a parallel batch. */
export type Step =
  | { readonly kind: 'single'; readonly operation: Operation }
  | { readonly kind: 'batch'; readonly operations: readonly Operation[] };

const actor = fc.constantFrom<ActorName>('bruno', 'carmen', 'alice', 'app', 'other');
const sessionActor = fc.constantFrom<SessionName>('bruno', 'alice', 'pablo', 'crossed');
const pick = fc.nat({ max: 1000 });

/** Operations, weighted towards those that move money or cross teams. */
export const operationArbitrary: fc.Arbitrary<Operation> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('topup' as const),
      actor: fc.constantFrom('bruno' as const, 'alice' as const),
      amount: fc.integer({ min: 1, max: 3 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('externalTopup' as const),
      amount: fc.integer({ min: 1, max: 2 }),
    }),
  },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('processTopup' as const), pick }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('request' as const), amount: fc.integer({ min: 1, max: 3 }) }),
  },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('payRequest' as const), pick }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('ramp' as const),
      actor: fc.constantFrom('bruno' as const, 'alice' as const),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('rampCancel' as const), actor, pick }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('rampList' as const), actor }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('rampRead' as const), actor, pick }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('channelView' as const), actor, pick }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('invite' as const),
      actor: fc.constantFrom('bruno' as const, 'alice' as const),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('invitationDelete' as const), actor: sessionActor, pick }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('notificationSeen' as const), actor: sessionActor, pick }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('notificationList' as const), actor }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('walletList' as const), actor, pick }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('txRead' as const),
      actor: sessionActor,
      pick,
      files: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('notifyClient' as const), actor, pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('bankRead' as const), actor: sessionActor, pick }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('metadata' as const),
      depth: fc.oneof(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 60, max: 300 })),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('advance' as const), ms: fc.integer({ min: 0, max: 5000 }) }),
  },
);

/** Steps: single operations and parallel batches of 2 to 8. */
export const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('single' as const), operation: operationArbitrary }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('batch' as const),
      operations: fc.array(operationArbitrary, { minLength: 2, maxLength: 8 }),
    }),
  },
);

/** Figures of a run. */
export interface RunFigures {
  requests: number;
  batches: number;
  singles: number;
  failures: number;
  rolledBackChecked: number;
}

/** The fields of created records the model reads. */
interface Created {
  readonly id: string;
  readonly txId: string;
  readonly recordId: string;
}

interface Known {
  readonly id: string;
  readonly team: string;
}

/** A violated invariant. */
export class InvariantError extends Error {
  override readonly name = 'InvariantError' as const;
}

const check = (condition: boolean, message: string) => {
  if (!condition) throw new InvariantError(message);
};

/**
 * Runs one sequence of steps against a fresh simulator and checks the invariants after each
 * step; throws an {@link InvariantError} naming the first one broken.
 */
export async function runSteps(
  steps: readonly Step[],
  figures: RunFigures,
  seed = 'reliability',
): Promise<void> {
  const simulator = createSimulator({
    randomSeed: seed,
    rateLimit: false,
    validateResponses: true,
    retention: { chainTxs: 1_000_000, webhookDeliveries: 1_000_000 },
  });
  const store = simulator.services.store;
  store.apps.update(DEMO.apps.main.id, { webhookUrl: 'http://127.0.0.1:9/hooks' });
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
    amount: '1000',
  });
  const brunoSession = (await simulator.control.tenancy.createSession({ profileId: DEMO.profiles.bruno.id }))
    .token;
  const sessions = Object.fromEntries(
    await Promise.all(
      Object.entries(SESSION_ACTORS).map(async ([name, who]) => [
        name,
        (await simulator.control.tenancy.createSession({ profileId: who.profile })).token,
      ]),
    ),
  ) as Record<SessionName, string>;
  const initial = supply(simulator);
  const ownerStart = await usdc(simulator, owner.address);

  const topups: Known[] = [];
  const externals: Array<{ id: string; signature: `0x${string}`; amount: bigint; processed: number }> = [];
  const requests: Array<{ id: string; txId: string; paid: number }> = [];
  const orders: Array<Known & { readonly txId: string }> = [];
  const invitations: Known[] = [];
  const notifications: Known[] = [];
  let guests = 0;
  /**
   * Ids another team (or app) must never receive: ramp orders, top-ups, invitations,
   * notifications and bank accounts of other teams; payment requests (which any team of the app
   * may read and pay) only of another app.
   */
  const foreign = (team: string | null, app: 'main' | 'other') => {
    const ids: string[] = [];
    const other = (owner: string | null) => app === 'other' || owner !== team;
    for (const order of orders) if (other(order.team)) ids.push(order.id, order.txId);
    for (const topup of topups) if (other(topup.team)) ids.push(topup.id);
    for (const row of [...invitations, ...notifications, ...BANKS]) if (other(row.team)) ids.push(row.id);
    if (app === 'other') for (const request of requests) ids.push(request.id, request.txId);
    return ids;
  };

  /** The status of every API request sent, in the order the answers came. */
  const answered: number[] = [];
  const send = async (
    path: string,
    init: { method?: string; key: string; body?: unknown; session?: string },
  ) => {
    figures.requests += 1;
    const headers: Record<string, string> = { 'x-api-key': init.key };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    if (init.session !== undefined) headers.authorization = `Bearer ${init.session}`;
    const response = await simulator.fetch(path, {
      method: init.method ?? 'GET',
      headers,
      ...(init.body === undefined
        ? {}
        : { body: typeof init.body === 'string' ? init.body : JSON.stringify(init.body) }),
    });
    const text = await response.text();
    answered.push(response.status);
    // No 5xx: a state conflict (a ramp order cancelled twice included) is a 4xx.
    check(
      response.status < 500,
      `${init.method ?? 'GET'} ${path} answered ${response.status}: ${text.slice(0, 300)}`,
    );
    if (response.status >= 400) figures.failures += 1;
    return {
      status: response.status,
      text,
      data: response.ok ? (JSON.parse(text) as { data: Created }).data : undefined,
    };
  };
  const at = <T>(list: readonly T[], index: number) =>
    list.length === 0 ? undefined : list[index % list.length];
  /** The response must name no record of another team or app, except the id the caller sent. */
  const noForeign = (name: ActorName, text: string, path = '', sent: readonly string[] = []) => {
    if (name === 'app') return;
    noForeignTo(name, ACTORS[name].team, name === 'other' ? 'other' : 'main', text, path, sent);
  };
  const noForeignTo = (
    name: string,
    team: string | null,
    app: 'main' | 'other',
    text: string,
    path: string,
    sent: readonly string[],
  ) => {
    for (const id of foreign(team, app)) {
      if (sent.includes(id)) continue;
      check(
        !text.includes(id),
        `${name} received ${id} of another team or app from ${path}: ${text.slice(0, 400)}`,
      );
    }
  };
  /** A session actor's call: `crossed` is always 403; another app's or team's record is refused. */
  const sessionCall = async (
    name: SessionName,
    path: string,
    options: {
      readonly method?: string;
      readonly body?: unknown;
      readonly owner: string | null;
      readonly id: string;
    },
  ) => {
    const who = SESSION_ACTORS[name];
    const result = await send(path, {
      key: who.key,
      session: sessions[name],
      ...(options.method === undefined ? {} : { method: options.method }),
      ...(options.body === undefined ? {} : { body: options.body }),
    });
    if (name === 'crossed')
      check(result.status === 403, `a crossed key and session got ${result.status} on ${path}`);
    else if (options.owner !== null && options.owner !== who.team) {
      check(
        result.status >= 400,
        `${name} reached ${options.id} of another team on ${path} (${result.status})`,
      );
    }
    noForeignTo(name, who.team, name === 'pablo' ? 'other' : 'main', result.text, path, [options.id]);
    return result;
  };
  /** The team of a transaction the model knows. */
  const transactions = () => [
    ...topups.map((topup) => ({ id: topup.id, team: topup.team })),
    ...orders.map((order) => ({ id: order.txId, team: order.team })),
    ...requests.map((request) => ({ id: request.txId, team: DEMO.teams.business.id })),
  ];

  const run = async (operation: Operation): Promise<void> => {
    switch (operation.kind) {
      case 'topup': {
        // With the actor's session, so the platform signs for the platform wallet in the call.
        const result = await send('/channel/topup/withdraw', {
          method: 'POST',
          key: ACTORS[operation.actor].key,
          session: sessions[operation.actor],
          body: {
            codigopaq: '55123456',
            destinationCountry: 'GT',
            chain: 'base-sepolia',
            token: 'USDC',
            amount: operation.amount,
          },
        });
        if (result.data) topups.push({ id: result.data.txId, team: ACTORS[operation.actor].team });
        return;
      }
      case 'externalTopup': {
        const created = await send('/channel/topup/withdraw', {
          method: 'POST',
          key: ACTORS.carmen.key,
          body: {
            codigopaq: '55123456',
            destinationCountry: 'GT',
            chain: 'base-sepolia',
            token: 'USDC',
            amount: operation.amount,
            sendWallet: owner.address,
          },
        });
        if (!created.data) return;
        const txId: string = created.data.txId;
        topups.push({ id: txId, team: DEMO.teams.business.id });
        const payload = await send(`/channel/topup/withdraw/${txId}/sign-payload`, { key: ACTORS.app.key });
        if (!payload.data) return;
        const signature = await signTopUpWithdrawal({
          signer: owner,
          payload: payload.data,
          chainId: BASE_SEPOLIA,
        });
        // The wallet pays the amount and the top-up channel's 1% surcharge.
        externals.push({ id: txId, signature, amount: BigInt(operation.amount) * 1_010_000n, processed: 0 });
        return;
      }
      case 'processTopup': {
        const target = at(externals, operation.pick);
        if (!target) return;
        const result = await send(`/channel/topup/withdraw/${target.id}/process-sponsored-tx`, {
          method: 'POST',
          key: ACTORS.app.key,
          body: { userSignature: target.signature },
        });
        if (result.status === 200) target.processed += 1;
        return;
      }
      case 'request': {
        const result = await send('/channel/core/request/create', {
          method: 'POST',
          key: ACTORS.bruno.key,
          body: { targetAddress: DEMO.wallets.bruno, amount: operation.amount, channelParams: {} },
        });
        if (result.data) requests.push({ id: result.data.id, txId: result.data.txId, paid: 0 });
        return;
      }
      case 'payRequest': {
        const target = at(requests, operation.pick);
        if (!target) return;
        const result = await send(`/channel/core/request/${target.id}`, {
          method: 'POST',
          key: ACTORS.app.key,
          body: { sender: DEMO.wallets.alice, chain: 'base-sepolia', token: 'USDC' },
        });
        if (result.status === 200) target.paid += 1;
        return;
      }
      case 'ramp': {
        const result = await send('/channel/ramp/onramp', {
          method: 'POST',
          key: ACTORS[operation.actor].key,
          body: {
            amount: 1000,
            fiat: 'MXN',
            payment: 'spei',
            crypto: 'USDC',
            chainId: BASE_SEPOLIA,
            country: 'MX',
          },
        });
        const team = ACTORS[operation.actor].team;
        if (result.data) orders.push({ id: result.data.recordId, txId: result.data.txId, team });
        return;
      }
      case 'rampCancel': {
        const target = at(orders, operation.pick);
        if (!target) return;
        const result = await send(`/channels/ramp/action/cancel/${target.id}`, {
          method: 'POST',
          key: ACTORS[operation.actor].key,
          body: {},
        });
        const who = ACTORS[operation.actor];
        if (operation.actor === 'other' || (who.team !== null && who.team !== target.team)) {
          check(
            result.status === 404,
            `${operation.actor} cancelled ${target.id} of another team (${result.status})`,
          );
        }
        noForeign(operation.actor, result.text, operation.kind, [target.id]);
        return;
      }
      case 'rampList':
      case 'notificationList': {
        const path = operation.kind === 'rampList' ? '/channel/ramp/orders' : '/v1/notifications';
        const result = await send(`${path}?limit=100`, { key: ACTORS[operation.actor].key });
        noForeign(operation.actor, result.text, operation.kind);
        return;
      }
      case 'rampRead': {
        const target = at(orders, operation.pick);
        if (!target) return;
        const result = await send(`/channel/ramp/orders/${target.id}`, { key: ACTORS[operation.actor].key });
        noForeign(operation.actor, result.text, operation.kind, [target.id]);
        return;
      }
      case 'channelView': {
        const target = at(
          [
            ...orders.map((order) => ({ id: order.txId, team: order.team, slug: 'ramp' })),
            ...topups.map((topup) => ({ ...topup, slug: 'topup' })),
          ],
          operation.pick,
        );
        if (!target) return;
        const result = await send(`/channels/${target.slug}/${target.id}`, {
          key: ACTORS[operation.actor].key,
        });
        noForeign(operation.actor, result.text, operation.kind, [target.id]);
        return;
      }
      case 'invite': {
        guests += 1;
        const result = await send('/v1/teams/invitations', {
          method: 'POST',
          key: SESSION_ACTORS[operation.actor].key,
          session: sessions[operation.actor],
          body: { email: `guest-${guests}@example.com`, role: 'member' },
        });
        const team = SESSION_ACTORS[operation.actor].team;
        if (!result.data) return;
        const id = result.data.id;
        invitations.push({ id, team });
        for (const row of store.notifications.by('byTeam', team)) {
          if (row.data.invitationId === id) notifications.push({ id: row.SK, team });
        }
        return;
      }
      case 'invitationDelete': {
        const target = at(invitations, operation.pick);
        if (!target) return;
        const result = await sessionCall(operation.actor, `/v1/teams/invitations/${target.id}`, {
          method: 'DELETE',
          owner: target.team,
          id: target.id,
        });
        if (operation.actor === 'pablo') check(result.status === 404, `another app deleted ${target.id}`);
        return;
      }
      case 'notificationSeen': {
        const target = at(notifications, operation.pick);
        if (!target) return;
        await sessionCall(operation.actor, `/v1/notifications/${encodeURIComponent(target.id)}/seen`, {
          method: 'POST',
          owner: target.team,
          id: target.id,
        });
        return;
      }
      case 'walletList': {
        const team = TEAMS[operation.pick % TEAMS.length] as string;
        const result = await send(`/v1/wallet/list?teamId=${team}`, { key: ACTORS[operation.actor].key });
        const who = ACTORS[operation.actor];
        const visible =
          operation.actor === 'other'
            ? team === DEMO.teams.otherApp.id
            : team !== DEMO.teams.otherApp.id && (who.team === null || who.team === team);
        check(
          result.status === (visible ? 200 : 400),
          `${operation.actor} listed the wallets of ${team}: ${result.status}`,
        );
        const wallets = (result.data as { wallets?: Array<{ teamId: string }> } | undefined)?.wallets ?? [];
        check(
          wallets.every((wallet) => wallet.teamId === team),
          `the wallet list of ${team} holds another team's wallet`,
        );
        return;
      }
      case 'txRead': {
        const target = at(transactions(), operation.pick);
        if (!target) return;
        const path = operation.files ? `/v1/txs/${target.id}/files` : `/v1/tx/${target.id}`;
        const result = await sessionCall(operation.actor, path, { owner: target.team, id: target.id });
        if (operation.actor === 'pablo') check(result.status === 404, `another app read ${target.id}`);
        return;
      }
      case 'notifyClient': {
        const target = at(requests, operation.pick);
        if (!target) return;
        const result = await send(`/v1/core/request/${target.id}/notify-client`, {
          method: 'POST',
          key: ACTORS[operation.actor].key,
          body: { email: 'client@example.com' },
        });
        if (operation.actor === 'other') check(result.status === 404, `another app notified ${target.id}`);
        if (operation.actor === 'alice') check(result.status === 403, `another team notified ${target.id}`);
        noForeign(operation.actor, result.text, operation.kind, [target.id]);
        return;
      }
      case 'bankRead': {
        const target = BANKS[operation.pick % BANKS.length] as Known;
        await sessionCall(operation.actor, `/v1/profile/banks/${target.id}`, {
          owner: target.team,
          id: target.id,
        });
        return;
      }
      case 'metadata': {
        let value: unknown = 'leaf';
        for (let level = 1; level < operation.depth; level += 1) value = { nested: value };
        const result = await send('/v1/teams/metadata', {
          method: 'PATCH',
          key: ACTORS.bruno.key,
          session: brunoSession,
          body: { description: `depth ${operation.depth}`, extra: value },
        });
        if (operation.depth > MAX_JSON_DEPTH)
          check(result.status === 400, `a body ${operation.depth} deep answered ${result.status}`);
        return;
      }
      case 'advance': {
        figures.requests += 1;
        await simulator.fetch('/_simulator/clock/advance', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ms: operation.ms }),
        });
        return;
      }
    }
  };

  for (const [index, step] of steps.entries()) {
    if (step.kind === 'single') {
      figures.singles += 1;
      // Every third single request is compared with a snapshot taken before it (a snapshot per
      // request would dominate the run time): when it failed, the state must be unchanged.
      const compared =
        index % 3 === 0 && step.operation.kind !== 'externalTopup' && step.operation.kind !== 'advance';
      const snapshot = compared ? simulator.snapshot() : undefined;
      const before = snapshot === undefined ? '' : JSON.stringify(snapshot);
      const failuresBefore = figures.failures;
      const answeredBefore = answered.length;
      await run(step.operation);
      if (snapshot !== undefined && figures.failures > failuresBefore) {
        figures.rolledBackChecked += 1;
        // The same state, but for the step's requests in the request journal, failed ones included.
        const after = simulator.snapshot();
        check(
          JSON.stringify({ ...after, requests: snapshot.requests }) === before,
          `a failed ${step.operation.kind} changed the state`,
        );
        const firstSeq = snapshot.requests?.next ?? 1;
        const journaled = (after.requests?.entries ?? [])
          .filter((entry) => entry.seq >= firstSeq)
          .map((entry) => entry.status);
        const statuses = answered.slice(answeredBefore);
        check(
          journaled.join() === statuses.join(),
          `a failed ${step.operation.kind} answered ${statuses.join()} but journaled ${journaled.join()}`,
        );
      }
    } else {
      figures.batches += 1;
      await Promise.all(step.operations.map(run));
    }
    await invariants();
    // In-process requests resolve in microtasks only; let pending I/O through between steps.
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
  }
  await simulator.clock.advance(60_000);
  await invariants();

  async function invariants() {
    for (const balance of store.balances.all()) {
      check(BigInt(balance.amount) >= 0n, `negative balance ${balance.id}: ${balance.amount}`);
    }
    const now = supply(simulator);
    for (const [token, amount] of initial) {
      check(now.get(token) === amount, `supply of ${token} moved from ${amount} to ${now.get(token)}`);
    }
    let processed = 0n;
    for (const external of externals) {
      check(external.processed <= 1, `withdrawal ${external.id} processed ${external.processed} times`);
      if (external.processed === 1) processed += external.amount;
    }
    check(
      (await usdc(simulator, owner.address)) === ownerStart - processed,
      `the external wallet holds ${await usdc(simulator, owner.address)}, expected ${ownerStart - processed}`,
    );
    const paid = new Map<string, number>();
    for (const delivery of store.webhookDeliveries.all()) {
      const data = (delivery.body as { data?: { requestId?: string } }).data;
      if (delivery.event === 'requestPaid' && data?.requestId)
        paid.set(data.requestId, (paid.get(data.requestId) ?? 0) + 1);
    }
    for (const request of requests) {
      check(request.paid <= 1, `payment request ${request.id} paid ${request.paid} times`);
      check(
        (paid.get(request.id) ?? 0) <= 1,
        `payment request ${request.id} has ${paid.get(request.id)} requestPaid`,
      );
      const row = store.paymentRequests.get(request.id);
      if (row?.status === 'completed')
        check(request.paid === 1, `payment request ${request.id} completed unpaid`);
    }
  }
}

/** Base units per chain and token: balances, plus amounts in flight, plus gas burnt for the native coin. */
function supply(simulator: Simulator): Map<string, bigint> {
  const store = simulator.services.store;
  const totals = new Map<string, bigint>();
  const add = (key: string, amount: bigint) => totals.set(key, (totals.get(key) ?? 0n) + amount);
  for (const balance of store.balances.all())
    add(`${balance.chainId}:${balance.tokenAddress}`, BigInt(balance.amount));
  for (const tx of store.chainTxs.all()) {
    if (tx.status === 'pending') add(`${tx.chainId}:${tx.tokenAddress}`, BigInt(tx.amount));
    add(`${tx.chainId}:${NATIVE_TOKEN_ADDRESS}`, BigInt(tx.fee));
  }
  return totals;
}

async function usdc(simulator: Simulator, address: string): Promise<bigint> {
  const balance = (await simulator.control.chain.balances({ address, chainId: BASE_SEPOLIA })).balances.find(
    (entry) => entry.tokenAddress === USDC,
  );
  return BigInt(balance?.amount ?? '0');
}

/** Runs the property until `minRequests` requests were sent; returns the figures. */
export async function runReliability(options: {
  readonly seed: number;
  readonly minRequests: number;
  readonly stepsPerRun?: number;
}): Promise<RunFigures> {
  const figures: RunFigures = { requests: 0, batches: 0, singles: 0, failures: 0, rolledBackChecked: 0 };
  const stepsPerRun = options.stepsPerRun ?? 150;
  let run = 0;
  while (figures.requests < options.minRequests) {
    const details = await fc.check(
      fc.asyncProperty(fc.array(stepArbitrary, { minLength: stepsPerRun, maxLength: stepsPerRun }), (steps) =>
        runSteps(steps, figures, `reliability-${options.seed}-${run}`),
      ),
      { seed: options.seed + run, numRuns: 1, endOnFailure: true },
    );
    if (details.failed) {
      const cause = details.errorInstance;
      throw new InvariantError(
        `Run ${run} (fast-check seed ${options.seed + run}): ${cause instanceof Error ? cause.message : String(cause)}`,
      );
    }
    run += 1;
  }
  return figures;
}
