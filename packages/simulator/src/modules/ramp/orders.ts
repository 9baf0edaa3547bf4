/**
 * Ramp orders: creation with a hosted-page URL, their progress on the virtual clock, the chain
 * moves (the provider delivers on-ramp tokens; off-ramp tokens are deposited to the order's own
 * deposit address), cancellation, URL refresh, and the control moves complete and fail.
 *
 * Statuses: on-ramp `created` → `processing` → `completed`; off-ramp `created` →
 * `awaiting_deposit` → `processing` → `completed`; either may end `failed`, `cancelled` or
 * (off-ramp without a deposit) `expired`.
 */

import { fail } from '../../kernel/fail.js';
import type { JsonObject, JsonValue } from '../../kernel/json.js';
import type { Services } from '../../kernel/services.js';
import { magicRampFailure } from '../../platform/magic-values.js';
import type { ChainTxRow } from '../chain/index.js';
import {
  ChainLedger,
  chainTxEntry,
  fromBaseUnits,
  GAS_SPONSOR_ADDRESS,
  isChainLedgerError,
  linkChainTx,
  toBaseUnits,
} from '../chain/index.js';
import {
  RAMP_CHECKOUT_MS,
  RAMP_DEPOSIT_POLL_MS,
  RAMP_DEPOSIT_WINDOW_MS,
  RAMP_HOSTED_ORIGIN,
  RAMP_PROVIDER_ADDRESS,
  RAMP_URL_TTL_MS,
} from '../channels/index.js';
import type { Caller } from '../tenancy/index.js';
import { transactions } from '../transactions/index.js';
import { canUseWallet, platformSignsFor, type WalletRow } from '../wallets/index.js';
import { quoteRamp, quoteView, type RampQuote, type RampService, rampCapability } from './pricing.js';
import type { RampOrderRow, RampOrderStatus } from './tables.js';

/** Job kinds of ramp orders. */
export const RAMP_JOBS = {
  checkout: 'ramp.checkout',
  poll: 'ramp.poll',
  settle: 'ramp.settle',
} as const;

/** Statuses after which an order no longer moves. */
export const FINAL_STATUSES: readonly RampOrderStatus[] = ['completed', 'failed', 'cancelled', 'expired'];

/** The `txs` role of an order's chain transaction. */
const roleOf = (order: RampOrderRow) => (order.method === 'onramp' ? 'delivery' : 'deposit');

/** What an order is created from (the ramp routes and the generic execute). */
export interface RampOrderInput {
  readonly method: RampService;
  readonly amount: number;
  readonly fiat: string;
  readonly payment: string;
  readonly crypto: string;
  readonly chainId: number;
  readonly country: string;
  readonly wallet?: string | undefined;
  readonly language?: string | undefined;
  readonly redirectUrl?: string | undefined;
  /** On-ramp: `amount` is tokens to receive. */
  readonly amountIsCrypto?: boolean | undefined;
  /** Off-ramp: `amount` is fiat to receive. */
  readonly amountIsFiat?: boolean | undefined;
}

/** An order as the order routes show it. */
export function orderView(order: RampOrderRow) {
  return {
    orderId: order.id,
    txId: order.txId,
    method: order.method,
    status: order.status,
    capabilityId: order.capabilityId,
    amount: order.amount,
    fiat: order.fiat,
    fiatAmount: order.fiatAmount,
    crypto: order.crypto,
    cryptoAmount: Number(order.quote.cryptoAmount ?? 0),
    cryptoUnits: order.cryptoUnits,
    chainId: order.chainId,
    country: order.country,
    payment: order.payment,
    language: order.language,
    redirectUrl: order.redirectUrl,
    walletAddress: order.walletAddress,
    walletId: order.walletId,
    walletFlow: walletFlowOf(order),
    email: order.email,
    depositAddress: order.depositAddress,
    url: order.url,
    urlExpiresAt: order.urlExpiresAt,
    chainTxHash: order.chainTxHash,
    failureReason: order.failureReason,
    quote: order.quote,
    history: order.history,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
  };
}

/** `internal` when the platform moves the tokens for the wallet, `external` when the user does. */
export const walletFlowOf = (order: RampOrderRow) =>
  order.method === 'onramp' || order.custody === 'platform' ? 'internal' : 'external';

/** The createTx shape of execute and refresh-url. */
export function createTxView(order: RampOrderRow) {
  return {
    txId: order.txId,
    channelTableType: `ch_ramp_${order.method}`,
    recordId: order.id,
    walletFlow: walletFlowOf(order),
    providerPayload: {
      url: order.url,
      orderCustomId: order.txId,
      expiresAt: order.urlExpiresAt,
      refreshUrlEndpoint: `/channel/ramp/${order.txId}/refresh-url`,
      ...(order.depositAddress === null ? {} : { depositAddress: order.depositAddress }),
    },
  };
}

const hostedUrl = (
  services: Services,
  order: Pick<RampOrderRow, 'id' | 'method' | 'language'>,
  quote: RampQuote,
) =>
  `${RAMP_HOSTED_ORIGIN}/${order.method}/${order.id}?session=${services.ids.token(24)}&amount=${quote.amountIn}&lang=${order.language}`;

/**
 * The hosted page's language: `es` for `es` or an `es-*` tag, else `en` (spec: "`language`"
 * optional string, no list; the invoice route reads its `language` the same way).
 */
function language(caller: Caller, value: string | undefined): string {
  const chosen = (value ?? caller.user?.language ?? 'en').trim().toLowerCase();
  return chosen === 'es' || chosen.startsWith('es-') ? 'es' : 'en';
}

/** The URL to return to, normalised; the schema held it to an http(s) URL or blank. */
const redirect = (value: string | undefined): string | null =>
  value === undefined || value.trim() === '' ? null : new URL(value.trim()).toString();

const teamWallets = (services: Services, teamId: string) =>
  services.store.wallets.by('byTeam', teamId).filter((wallet) => wallet.walletType === 'EVM');

/** The wallet that receives an on-ramp delivery. */
function onrampWallet(services: Services, caller: Caller, teamId: string, wanted: string | undefined) {
  const wallets = teamWallets(services, teamId);
  if (wanted !== undefined && wanted.trim() !== '') {
    const address = wanted.trim();
    const known = wallets.find((wallet) => wallet.address === address.toLowerCase());
    return { address: address.toLowerCase(), wallet: known ?? null };
  }
  const team = services.store.teams.get(teamId);
  const fallback =
    (team?.defaultReceiverWallet
      ? wallets.find((wallet) => wallet.address === team.defaultReceiverWallet?.toLowerCase())
      : undefined) ??
    wallets.find((wallet) => wallet.profileId === caller.profile?.id && caller.profile !== null);
  const address = fallback?.address ?? team?.defaultReceiverWallet?.toLowerCase();
  if (!address) {
    fail('RAMP_WALLET_REQUIRED', 'No wallet to deliver to: send wallet.');
  }
  return { address, wallet: fallback ?? null };
}

/** The wallet an off-ramp sells from: a wallet of the team the caller may use. */
function offrampWallet(
  services: Services,
  caller: Caller,
  teamId: string,
  wanted: string | undefined,
): WalletRow {
  const wallets = teamWallets(services, teamId);
  if (wanted !== undefined && wanted.trim() !== '') {
    const address = wanted.trim();
    const wallet = wallets.find((candidate) => candidate.address === address.toLowerCase());
    if (wallet === undefined || !canUseWallet(services.store, caller, wallet))
      fail('RAMP_WALLET_NOT_OWNED', `Wallet ${wanted} is not a wallet of the caller.`);
    return wallet;
  }
  const own = caller.profile ? wallets.find((wallet) => wallet.profileId === caller.profile?.id) : undefined;
  if (!own) fail('RAMP_WALLET_REQUIRED', 'The caller has no EVM wallet: send wallet.');
  return own;
}

function quoteFor(services: Services, input: RampOrderInput): RampQuote {
  const amount = Number(input.amount);
  const capability = rampCapability(services.store, input.method, input);
  return quoteRamp(services.store, capability, amount, {
    payment: input.payment,
    amountIsCrypto: input.amountIsCrypto === true,
    amountIsFiat: input.amountIsFiat === true,
  });
}

const quoteJson = (quote: RampQuote): JsonObject => ({
  ...quoteView(quote),
  cryptoAmount: quote.cryptoAmount,
});

function checkBalance(
  services: Services,
  order: { chainId: number; crypto: string; walletAddress: string },
  units: bigint,
) {
  const ledger = new ChainLedger(services);
  const deployment = ledger.token(order.chainId, order.crypto);
  const held = ledger.balanceOf(order.chainId, deployment.address, order.walletAddress);
  if (held < units) {
    fail(
      'RAMP_INSUFFICIENT_BALANCE',
      `Wallet ${order.walletAddress} holds ${fromBaseUnits(held, deployment.decimals)} ${order.crypto}, less than ${fromBaseUnits(units, deployment.decimals)}.`,
    );
  }
}

/** Creates an order and its transaction; the order starts `created` with a hosted URL. */
export function createRampOrder(services: Services, caller: Caller, input: RampOrderInput) {
  const { store, ids, clock, jobs } = services;
  const team = caller.team;
  if (!team || !caller.app) fail('CONTEXT_REQUIRED', 'A ramp order needs a team context.', { status: 401 });
  if (caller.role === 'viewer') fail('RAMP_ROLE_FORBIDDEN', 'A viewer cannot create ramp orders.');
  const quote = quoteFor(services, input);
  const lang = language(caller, input.language);
  const redirectUrl = input.method === 'onramp' ? redirect(input.redirectUrl) : null;
  const ledger = new ChainLedger(services);
  const chain = ledger.chain(quote.chainId);
  const deployment = ledger.token(quote.chainId, quote.crypto);
  const units = toBaseUnits(quote.cryptoAmount.toFixed(deployment.decimals), deployment.decimals);
  let walletAddress: string;
  let wallet: WalletRow | null;
  if (input.method === 'onramp') {
    ({ address: walletAddress, wallet } = onrampWallet(services, caller, team.id, input.wallet));
  } else {
    wallet = offrampWallet(services, caller, team.id, input.wallet);
    walletAddress = wallet.address;
    checkBalance(services, { chainId: quote.chainId, crypto: quote.crypto, walletAddress }, units);
  }
  const txId = ids.uuid();
  const orderId = ids.prefixed('rmp');
  const now = clock.iso();
  const url = hostedUrl(services, { id: orderId, method: input.method, language: lang }, quote);
  const urlExpiresAt = new Date(clock.now() + RAMP_URL_TTL_MS).toISOString();
  const depositAddress = input.method === 'offramp' ? ids.hex(20) : null;
  const job = jobs.schedule(RAMP_JOBS.checkout, clock.now() + RAMP_CHECKOUT_MS, { orderId });
  const order = store.rampOrders.insert({
    id: orderId,
    txId,
    appId: caller.app.id,
    teamId: team.id,
    profileId: caller.profile?.id ?? null,
    email: caller.user?.email.toLowerCase() ?? null,
    method: input.method,
    status: 'created',
    capabilityId: quote.capabilityId,
    amount: input.amount,
    fiat: quote.fiat,
    payment: quote.payment,
    crypto: quote.crypto,
    chainId: quote.chainId,
    country: quote.country,
    language: lang,
    redirectUrl,
    walletAddress,
    walletId: wallet?.id ?? null,
    // The platform moves an off-ramp's tokens only for a platform-custody wallet and a session
    // (the rule of every route that moves a platform wallet's money); otherwise the wallet's
    // owner deposits them, as from an external wallet.
    custody: wallet !== null && platformSignsFor(caller, wallet) ? 'platform' : 'external',
    depositAddress,
    fiatAmount: quote.fiatAmount,
    cryptoUnits: units.toString(),
    quote: quoteJson(quote),
    url,
    urlExpiresAt,
    chainTxHash: null,
    failureReason: null,
    jobId: job.id,
    history: [{ status: 'created', at: now }],
    createdAt: now,
    updatedAt: now,
  });
  transactions.record(services, {
    kind: 'rampOrder',
    id: txId,
    appId: caller.app.id,
    teamId: team.id,
    profileId: caller.profile?.id ?? null,
    token: { deployment, symbol: quote.crypto },
    chain,
    order,
  });
  return { ...createTxView(order), order: orderView(order) };
}

/** Moves an order to a status, keeps its transaction in step, and returns the new row. */
function moveOrder(
  services: Services,
  order: RampOrderRow,
  status: RampOrderStatus,
  patch: Partial<RampOrderRow> = {},
): RampOrderRow {
  const { store, clock } = services;
  const now = clock.iso();
  const next = store.rampOrders.update(order.id, (previous) => ({
    ...previous,
    ...patch,
    status,
    history: previous.status === status ? previous.history : [...previous.history, { status, at: now }],
    updatedAt: now,
  }));
  transactions.followRampOrder(store, order.txId, next);
  return next;
}

const cancelJob = (services: Services, order: RampOrderRow) => {
  if (order.jobId !== null) services.jobs.cancel(order.jobId);
};

/** Submits the order's chain move: the provider's delivery (onramp) or the wallet's deposit (offramp). */
function submitMove(services: Services, order: RampOrderRow): ChainTxRow {
  const ledger = new ChainLedger(services);
  const onramp = order.method === 'onramp';
  const tx = ledger.submit({
    chainId: order.chainId,
    from: onramp ? RAMP_PROVIDER_ADDRESS : order.walletAddress,
    to: onramp ? order.walletAddress : (order.depositAddress ?? RAMP_PROVIDER_ADDRESS),
    token: order.crypto,
    amount: BigInt(order.cryptoUnits),
    gasPayer: GAS_SPONSOR_ADDRESS,
    reference: { transactionId: order.txId, rampOrderId: order.id },
  });
  linkChainTx(services.store, services.clock, order.txId, roleOf(order), tx);
  return tx;
}

const failureText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Job: the user finished the hosted page. */
export function runCheckout(services: Services, orderId: string): void {
  const order = services.store.rampOrders.get(orderId);
  if (order?.status !== 'created') return;
  const { clock, jobs, config } = services;
  const declined = magicRampFailure(config, order.amount);
  if (declined !== null) {
    moveOrder(services, order, 'failed', { jobId: null, failureReason: declined });
    return;
  }
  if (order.method === 'offramp' && order.custody === 'external') {
    const job = jobs.schedule(RAMP_JOBS.poll, clock.now() + RAMP_DEPOSIT_POLL_MS, {
      orderId,
      deadline: clock.now() + RAMP_DEPOSIT_WINDOW_MS,
    });
    moveOrder(services, order, 'awaiting_deposit', { jobId: job.id });
    return;
  }
  const waiting =
    order.method === 'offramp' ? moveOrder(services, order, 'awaiting_deposit', { jobId: null }) : order;
  let tx: ChainTxRow;
  try {
    tx = submitMove(services, waiting);
  } catch (error) {
    if (!isChainLedgerError(error)) throw error;
    moveOrder(services, waiting, 'failed', { jobId: null, failureReason: failureText(error) });
    return;
  }
  const job = jobs.schedule(RAMP_JOBS.settle, clock.now() + config.blockTimeMs, { orderId });
  moveOrder(services, waiting, 'processing', { jobId: job.id, chainTxHash: tx.hash });
}

/** Job: follow the order's chain transaction to its end. */
export function runSettle(services: Services, orderId: string): void {
  const order = services.store.rampOrders.get(orderId);
  if (order?.status !== 'processing' || order.chainTxHash === null) return;
  const tx = services.store.chainTxs.get(order.chainTxHash);
  if (tx?.status === 'confirmed') {
    moveOrder(services, order, 'completed', { jobId: null });
  } else if (tx?.status === 'failed') {
    moveOrder(services, order, 'failed', {
      jobId: null,
      failureReason: tx.failureReason ?? 'Transaction failed',
    });
  } else {
    const job = services.jobs.schedule(RAMP_JOBS.settle, services.clock.now() + services.config.blockTimeMs, {
      orderId,
    });
    services.store.rampOrders.update(order.id, { jobId: job.id });
  }
}

/** Job: look for an external wallet's deposit to the order's deposit address. */
export function runPoll(services: Services, orderId: string, deadline: number): void {
  const order = services.store.rampOrders.get(orderId);
  if (order?.status !== 'awaiting_deposit' || order.depositAddress === null) return;
  const ledger = new ChainLedger(services);
  const token = ledger.token(order.chainId, order.crypto).address.toLowerCase();
  const deposit = ledger
    .list({ address: order.depositAddress, chainId: order.chainId })
    .find(
      (tx) =>
        tx.to === order.depositAddress &&
        tx.tokenAddress === token &&
        tx.status !== 'failed' &&
        BigInt(tx.amount) >= BigInt(order.cryptoUnits),
    );
  const { clock, jobs, config } = services;
  if (deposit) {
    linkChainTx(services.store, clock, order.txId, roleOf(order), deposit);
    const job = jobs.schedule(
      RAMP_JOBS.settle,
      clock.now() + (deposit.status === 'pending' ? config.blockTimeMs : 0),
      {
        orderId,
      },
    );
    moveOrder(services, order, 'processing', { jobId: job.id, chainTxHash: deposit.hash });
    return;
  }
  if (clock.now() >= deadline) {
    moveOrder(services, order, 'expired', { jobId: null, failureReason: 'No deposit arrived in time.' });
    return;
  }
  const job = jobs.schedule(RAMP_JOBS.poll, clock.now() + RAMP_DEPOSIT_POLL_MS, { orderId, deadline });
  services.store.rampOrders.update(order.id, { jobId: job.id });
}

/** Reads a job payload's order id (and deadline). */
export function jobPayload(
  payload: JsonValue,
): { readonly orderId: string; readonly deadline: number } | null {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
  const object = payload as JsonObject;
  if (typeof object.orderId !== 'string') return null;
  return { orderId: object.orderId, deadline: typeof object.deadline === 'number' ? object.deadline : 0 };
}

/** Cancels an order that has moved no tokens; 409 `RAMP_ORDER_NOT_CANCELLABLE` otherwise. */
export function cancelRampOrder(
  services: Services,
  order: RampOrderRow,
  reason: string | undefined,
): RampOrderRow {
  if (!['created', 'awaiting_deposit'].includes(order.status) || order.chainTxHash !== null) {
    fail('RAMP_ORDER_NOT_CANCELLABLE', `Order ${order.id} is ${order.status}; it cannot be cancelled.`);
  }
  cancelJob(services, order);
  return moveOrder(services, order, 'cancelled', {
    jobId: null,
    failureReason: reason ?? 'Cancelled by the user.',
  });
}

const requireOpen = (order: RampOrderRow) => {
  if (FINAL_STATUSES.includes(order.status)) {
    fail('RAMP_ORDER_FINAL', `Order ${order.id} is already ${order.status}.`);
  }
};

/** Control: completes an order now, moving and confirming its tokens. */
export function completeRampOrder(services: Services, order: RampOrderRow): RampOrderRow {
  requireOpen(order);
  cancelJob(services, order);
  let hash = order.chainTxHash;
  if (hash === null) {
    try {
      hash = submitMove(services, order).hash;
    } catch (error) {
      if (!isChainLedgerError(error)) throw error;
      services.store.rampOrders.update(order.id, { jobId: null });
      fail('RAMP_INSUFFICIENT_BALANCE', failureText(error));
    }
  }
  const ledger = new ChainLedger(services);
  if (ledger.get(hash).status === 'pending') ledger.confirm(hash);
  const current = services.store.rampOrders.get(order.id) ?? order;
  return moveOrder(services, current, 'completed', { jobId: null, chainTxHash: hash });
}

/** Control: makes an order fail now; a pending chain move fails too (the tokens go back). */
export function failRampOrder(
  services: Services,
  order: RampOrderRow,
  reason = 'Failed by the provider.',
): RampOrderRow {
  requireOpen(order);
  cancelJob(services, order);
  if (order.chainTxHash !== null) {
    const ledger = new ChainLedger(services);
    if (ledger.get(order.chainTxHash).status === 'pending') ledger.fail(order.chainTxHash, reason);
  }
  return moveOrder(services, order, 'failed', { jobId: null, failureReason: reason });
}

/** Issues a new hosted URL (and quote) for an order that is `created` or `expired`. */
export function refreshRampOrder(
  services: Services,
  caller: Caller,
  order: RampOrderRow,
  input: {
    readonly amount: number;
    readonly redirectUrl?: string | undefined;
    readonly language?: string | undefined;
  },
) {
  if (order.status !== 'created' && order.status !== 'expired') {
    fail('RAMP_ORDER_NOT_REFRESHABLE', `Order ${order.id} is ${order.status}; its URL cannot be refreshed.`);
  }
  const quote = quoteFor(services, {
    method: order.method,
    amount: input.amount,
    fiat: order.fiat,
    payment: order.payment,
    crypto: order.crypto,
    chainId: order.chainId,
    country: order.country,
  });
  const lang = input.language === undefined ? order.language : language(caller, input.language);
  const redirectUrl =
    input.redirectUrl === undefined
      ? order.redirectUrl
      : order.method === 'onramp'
        ? redirect(input.redirectUrl)
        : null;
  const ledger = new ChainLedger(services);
  const deployment = ledger.token(order.chainId, order.crypto);
  const units = toBaseUnits(quote.cryptoAmount.toFixed(deployment.decimals), deployment.decimals);
  if (order.method === 'offramp') checkBalance(services, order, units);
  cancelJob(services, order);
  const { clock, jobs } = services;
  const job = jobs.schedule(RAMP_JOBS.checkout, clock.now() + RAMP_CHECKOUT_MS, { orderId: order.id });
  const next = moveOrder(services, order, 'created', {
    amount: input.amount,
    language: lang,
    redirectUrl,
    fiatAmount: quote.fiatAmount,
    cryptoUnits: units.toString(),
    quote: quoteJson(quote),
    url: hostedUrl(services, { id: order.id, method: order.method, language: lang }, quote),
    urlExpiresAt: new Date(clock.now() + RAMP_URL_TTL_MS).toISOString(),
    failureReason: null,
    jobId: job.id,
  });
  if (order.status === 'expired') {
    transactions.reopen(services, order.txId);
  }
  return next;
}

/** The `txs` entry of the order's chain transaction, when it has one. */
export function orderChainTx(services: Services, order: RampOrderRow): JsonObject | null {
  if (order.chainTxHash === null) return null;
  const tx = services.store.chainTxs.get(order.chainTxHash);
  return tx ? chainTxEntry(tx) : null;
}
