/**
 * The Transaction resource as routes return it (spec: Resources > Transaction), shared by every
 * area that answers with a transaction.
 */
import type { TransactionRow } from './tables.js';

/**
 * The fields the spec shows for a transaction: `id`, `status`, `txs`, `channel`, `token`, `chain`.
 *
 * @example
 * ```ts
 * return { tx: transactionSummary(row), detail: row.detail };
 * ```
 */
export function transactionSummary(row: TransactionRow) {
  return {
    id: row.id,
    status: row.status,
    txs: row.txs,
    channel: row.channel,
    token: row.token,
    chain: row.chain,
  };
}

/**
 * A transaction with its channel detail and timestamps.
 *
 * @example
 * ```ts
 * return { tx: transactionView(row) };
 * ```
 */
export function transactionView(row: TransactionRow) {
  // One object literal (no spread of the summary): lists build one of these per row.
  return {
    id: row.id,
    status: row.status,
    txs: row.txs,
    channel: row.channel,
    token: row.token,
    chain: row.chain,
    detail: row.detail,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
