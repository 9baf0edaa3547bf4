/**
 * Who may see a transaction (spec: Endpoints > Transactions and files): a team-owned transaction
 * belongs to its team, one without a team to its profile; the files routes also admit the team
 * of the accepted OTC provider and a MASTER key.
 */

import { fail, failure } from '../../kernel/fail.js';
import type { Store } from '../../platform/database.js';
import { type Caller, canRead, inCallerApp } from '../tenancy/index.js';
import type { TransactionRow } from './tables.js';

/** A path id of only spaces is a missing id: 400. */
export function requiredId(id: string, name: string): string {
  const trimmed = id.trim();
  if (trimmed === '') fail('BODY_PARSER_ERROR', `${name} is required.`);
  return trimmed;
}

/** A transaction of the caller's app, or 404 `TRANSACTION_NOT_FOUND`. */
export function findTransaction(store: Store, caller: Caller, txId: string): TransactionRow {
  const row = store.transactions.get(txId);
  if (!row || !inCallerApp(caller, row)) {
    fail('TRANSACTION_NOT_FOUND', `No transaction ${txId}.`);
  }
  return row;
}

/** Whether the caller's context owns the transaction: its team, or (without a team) its profile. */
export function ownsTransaction(caller: Caller, tx: TransactionRow): boolean {
  return canRead(caller, 'transaction', tx);
}

/**
 * The team of the accepted OTC provider of the transaction, which shares its files: the
 * transaction is an OTC request's (`detail.otcRequestId`) and the request has an accepted offer.
 */
export function otcProviderTeamOf(store: Store, tx: TransactionRow): string | null {
  const otcRequestId = tx.detail.otcRequestId;
  if (typeof otcRequestId !== 'string') return null;
  const otc = store.otcRequests.get(otcRequestId);
  if (!otc || otc.txId !== tx.id || otc.acceptedOfferId === null) return null;
  return otc.providerTeamId;
}

/**
 * Whether the caller's session carries admin metadata. Only the control API mints such sessions
 * (`createSession({ profileId, admin: true })`), so no API call can make a session an admin's.
 */
export function isAdminSession(caller: Caller): boolean {
  return caller.session?.admin === true;
}

const forbidden = (txId: string) =>
  failure('TRANSACTION_FORBIDDEN', `The context does not own transaction ${txId}.`);

/** GET /v1/tx/{id}: ownership, unless an administrator session reads it. */
export function checkReadAccess(caller: Caller, tx: TransactionRow): void {
  if (isAdminSession(caller) || ownsTransaction(caller, tx)) return;
  throw forbidden(tx.id);
}

/**
 * The files routes: the owning profile, the owning team, the accepted OTC provider's team, or a
 * MASTER key (which skips the check on the routes that let it bypass: listing and confirming, not
 * the upload-url route).
 */
export function checkFileAccess(
  store: Store,
  caller: Caller,
  tx: TransactionRow,
  masterBypass: boolean,
): void {
  if (masterBypass && caller.isMaster) return;
  if (canRead(caller, 'transactionFile', { ...tx, sharedWith: [otcProviderTeamOf(store, tx)] })) return;
  throw forbidden(tx.id);
}
