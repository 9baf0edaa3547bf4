/**
 * A paid request settles with the payer's chain transaction: when it confirms, the request
 * becomes `completed` (the transaction already follows its chain transaction), the app's
 * `requestPaid` webhook is delivered and the maker team is notified `payment.received`; when it
 * fails, the request becomes `failed`. A job one block time after the payment does it on the
 * virtual clock; the request routes also settle a request whose transfer was settled earlier
 * through the control API.
 */

import type { JsonObject } from '../../kernel/json.js';
import type { Services } from '../../kernel/services.js';
import type { Store } from '../../platform/database.js';
import { ChainLedger } from '../chain/index.js';
import { notifyTeam } from '../notifications/index.js';
import { paymentHashOf, paymentOf } from './records.js';
import { DEFAULT_REQUEST_CURRENCY, explorerUrl } from './rules.js';
import type { PaymentRequestRow } from './tables.js';

/** The job kind that settles a paid request. */
export const REQUEST_SETTLE_JOB = 'coreRequests.settle';

/** What settling found: the request is settled (or has nothing to settle), or still waits. */
export type SettleOutcome = 'settled' | 'waiting' | 'nothing';

const text = (value: JsonObject[string] | undefined, fallback = '') =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback;

/**
 * The `requestPaid` data of a request (spec: Events): its transaction id, request id, the paid
 * token, amount and network, and the explorer URL of the payment; empty strings where the request
 * has no payment yet.
 */
export function requestPaidData(store: Store, request: PaymentRequestRow): JsonObject {
  const tx = store.transactions.get(request.txId) ?? null;
  const payment = paymentOf(tx) ?? {};
  const chainId = typeof payment.chainId === 'number' ? payment.chainId : 0;
  return {
    id: request.txId,
    requestId: request.id,
    token: text(payment.token),
    amount: request.amount,
    amountCurrencySymbol: request.currencyToken ?? DEFAULT_REQUEST_CURRENCY,
    tokenAmount: text(payment.tokenAmount, '0'),
    hashUrl: explorerUrl(chainId, paymentHashOf(tx) ?? ''),
    network: text(payment.network),
  };
}

function complete(services: Services, request: PaymentRequestRow, settledAt: string): void {
  const { store, webhooks } = services;
  const tx = store.transactions.get(request.txId) ?? null;
  const payment = paymentOf(tx) ?? {};
  const hash = paymentHashOf(tx) ?? '';
  const chainId = typeof payment.chainId === 'number' ? payment.chainId : 0;
  const completed = store.paymentRequests.update(request.id, {
    status: 'completed',
    completedAt: settledAt,
    updatedAt: settledAt,
  });
  const currency = completed.currencyToken ?? DEFAULT_REQUEST_CURRENCY;
  const token = text(payment.token);
  const tokenAmount = text(payment.tokenAmount, '0');
  const fee = feeOf(payment);
  const received = fee ? text(fee.receiverGets, tokenAmount) : tokenAmount;
  webhooks.deliver('requestPaid', requestPaidData(store, completed), { appId: completed.appId });
  notifyTeam(store, settledAt, {
    teamId: completed.makerTeamId,
    kind: 'payment.received',
    title: 'Payment received',
    body: `${received} ${token} received for payment request ${completed.customId ?? completed.id}.`,
    data: {
      requestId: completed.id,
      txId: completed.txId,
      amount: completed.amount,
      currency,
      token,
      tokenAmount,
      receivedAmount: received,
      txHash: hash,
      chainId,
      sender: text(payment.sender),
    },
  });
}

/** Settles an open request whose payment transfer has confirmed or failed. */
export function settleRequest(services: Services, requestId: string): SettleOutcome {
  const { store } = services;
  const request = store.paymentRequests.get(requestId);
  if (request?.status !== 'open') return 'nothing';
  const hash = paymentHashOf(store.transactions.get(request.txId) ?? null);
  const chainTx = hash === null ? undefined : store.chainTxs.get(hash);
  if (!chainTx) return 'nothing';
  if (chainTx.status === 'pending') return 'waiting';
  const settledAt = chainTx.settledAt ?? services.clock.iso();
  if (chainTx.status === 'confirmed') complete(services, request, settledAt);
  else {
    refundFee(services, paymentOf(store.transactions.get(request.txId) ?? null));
    store.paymentRequests.update(request.id, { status: 'failed', updatedAt: settledAt });
  }
  return 'settled';
}

/** The fee goes with the payment: when the payment fails, its fee transfer still pending fails too. */
function refundFee(services: Services, payment: JsonObject | null): void {
  const hash = payment ? feeOf(payment)?.txHash : undefined;
  if (typeof hash !== 'string') return;
  if (services.store.chainTxs.get(hash)?.status === 'pending') {
    new ChainLedger(services).fail(hash, 'The payment it belongs to failed');
  }
}

/** The fee recorded on a payment (`detail.payment.fee`), if any. */
function feeOf(payment: JsonObject): JsonObject | undefined {
  const fee = payment.fee;
  return typeof fee === 'object' && fee !== null && !Array.isArray(fee) ? (fee as JsonObject) : undefined;
}

/** Whether a request has a payment transfer still pending on its chain. */
export function hasPendingPayment(services: Services, request: PaymentRequestRow): boolean {
  const hash = paymentHashOf(services.store.transactions.get(request.txId) ?? null);
  return hash !== null && services.store.chainTxs.get(hash)?.status === 'pending';
}

/** The settle job: settles the request, or looks again one block time later while it waits. */
export function runSettleJob(payload: unknown, services: Services): void {
  const requestId =
    typeof payload === 'object' && payload !== null
      ? (payload as { requestId?: unknown }).requestId
      : undefined;
  if (typeof requestId !== 'string') return;
  if (settleRequest(services, requestId) === 'waiting') {
    services.jobs.schedule(REQUEST_SETTLE_JOB, services.clock.now() + services.config.blockTimeMs, {
      requestId,
    });
  }
}
