/**
 * The records of a native payment request: the request row (`paymentRequests`) and its
 * transaction (`transactions`, id `txId`), and the views the request routes return.
 */

import { fail } from '../../kernel/fail.js';
import type { JsonObject, JsonValue } from '../../kernel/json.js';
import type { Services } from '../../kernel/services.js';
import type { Store } from '../../platform/database.js';
import { type Caller, canRead, type Owner } from '../tenancy/index.js';
import type { TransactionRow } from '../transactions/index.js';
import { transactions } from '../transactions/index.js';
import { DEFAULT_REQUEST_CURRENCY } from './rules.js';
import type { PaymentRequestRow } from './tables.js';

/** The role of the payer's transfer in the transaction's `txs`. */
export const PAYMENT_TX_ROLE = 'payment';

/** Who a request belongs to: its maker's team and profile. */
export const requestOwner = (request: PaymentRequestRow): Owner => ({
  appId: request.appId,
  teamId: request.makerTeamId,
  profileId: request.makerProfileId,
});

/** The numeric codes of the request routes. */
export const REQUEST_CODES = {
  requestNotFound: '1',
  transactionNotFound: '2',
  invalidBody: '5',
} as const;

/**
 * A request the caller may read (the ownership rule's `paymentRequest`: any caller of its app, as
 * the payer is another team), or 404 code `1`.
 */
export function findRequest(store: Store, caller: Caller, id: string): PaymentRequestRow {
  const request = store.paymentRequests.get(id.trim());
  if (!request || !canRead(caller, 'paymentRequest', requestOwner(request))) {
    fail(REQUEST_CODES.requestNotFound, `No payment request ${id}.`);
  }
  return request;
}

/** Stores the `pending` transaction of a request (the request's `txId`). */
export function insertRequestTransaction(
  services: Pick<Services, 'store' | 'clock'>,
  request: PaymentRequestRow,
): TransactionRow {
  return transactions.record(services, {
    kind: 'paymentRequest',
    id: request.txId,
    appId: request.appId,
    teamId: request.makerTeamId,
    profileId: request.makerProfileId,
    request: {
      id: request.id,
      amount: request.amount,
      currencyToken: request.currencyToken ?? DEFAULT_REQUEST_CURRENCY,
      targetAddress: request.targetAddress,
      customId: request.customId,
      note: request.note,
    },
  });
}

/**
 * The transaction of a request. A request made elsewhere (the compliance fee) may have none
 * yet: an `open` one gets it now; a settled one without it answers 404 code `2`.
 */
export function requestTransaction(services: Pick<Services, 'store' | 'clock'>, request: PaymentRequestRow) {
  const existing = services.store.transactions.get(request.txId);
  if (existing) return existing;
  if (request.status !== 'open') {
    fail(
      REQUEST_CODES.transactionNotFound,
      `The transaction ${request.txId} of payment request ${request.id} does not exist.`,
      { status: 404 },
    );
  }
  return null;
}

const isObject = (value: JsonValue | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The payer's payment recorded on a request's transaction, if any. */
export function paymentOf(tx: TransactionRow | null): JsonObject | null {
  const payment = tx?.detail.payment;
  return isObject(payment) ? payment : null;
}

/** The hash of the payer's chain transaction, if any. */
export function paymentHashOf(tx: TransactionRow | null): string | null {
  const entry = tx?.txs[PAYMENT_TX_ROLE];
  return isObject(entry) && typeof entry.hash === 'string' ? entry.hash : null;
}

const imageOf = (path: string | null) => (path === null ? null : `/${path.replace(/^\/+/, '')}`);

/** GET /channel/core/request/{id}: the request with its transaction, maker profile and team. */
export function requestView(store: Store, request: PaymentRequestRow, tx: TransactionRow | null) {
  const profile = store.profiles.get(request.makerProfileId);
  const team = store.teams.get(request.makerTeamId);
  return {
    tx: {
      id: request.txId,
      status: tx?.status ?? 'pending',
      txs: tx?.txs ?? {},
      channel: tx?.channel ?? { ...transactions.CHANNELS.paymentRequest },
      token: tx?.token ?? {},
      chain: tx?.chain ?? {},
      createdAt: tx?.createdAt ?? request.createdAt,
      updatedAt: tx?.updatedAt ?? request.updatedAt,
    },
    detail: {
      id: request.id,
      status: request.status,
      amount: request.amount,
      currencyToken: request.currencyToken ?? DEFAULT_REQUEST_CURRENCY,
      targetAddress: request.targetAddress,
      customId: request.customId,
      note: request.note,
      requestedChain: request.requestedChain,
      requestedToken: request.requestedToken,
      addedFee: request.addedFee,
      url: request.url,
      embedUrl: request.embedUrl,
      channelTableType: request.channelTableType,
      createdAt: request.createdAt,
      updatedAt: request.updatedAt,
      completedAt: request.completedAt,
      // Clients that check a payment read `detail.txHash`: null until the payment is submitted.
      txHash: paymentHashOf(tx),
      payment: paymentOf(tx),
    },
    profile: {
      id: request.makerProfileId,
      name: profile?.nickname ?? '',
      image: imageOf(profile?.imagePath ?? null),
    },
    ...(team ? { team: { id: team.id, name: team.name, image: imageOf(team.imagePath) } } : {}),
  };
}
