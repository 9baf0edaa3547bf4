/**
 * The Transaction resource as the transaction routes return it, with its attached files.
 */

import type { Store } from '../../platform/database.js';
import type { TransactionRow } from './tables.js';

/**
 * A transaction with the files attached to it (oldest first): the fields of the shared view and
 * the owner, built as one object literal per row (lists build one per transaction).
 */
export function transactionView(store: Store, row: TransactionRow) {
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
    teamId: row.teamId,
    profileId: row.profileId,
    files: store.transactionFiles.by('byTx', row.id).map((file) => ({
      filePath: file.filePath,
      fileName: file.fileName,
      uploadedAt: file.uploadedAt,
      uploadedBy: file.uploadedBy,
    })),
  };
}
