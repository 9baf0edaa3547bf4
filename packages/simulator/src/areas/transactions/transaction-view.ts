/**
 * The Transaction resource as the transaction routes return it, with its attached files.
 */
import type { TransactionRow } from '../../store/rows.js';
import type { Store } from '../../store/store.js';

/** A transaction with the files attached to it (oldest first). */
export function transactionView(store: Store, row: TransactionRow) {
  return {
    id: row.id,
    status: row.status,
    txs: row.txs,
    channel: row.channel,
    token: row.token,
    chain: row.chain,
    detail: row.detail,
    teamId: row.teamId,
    profileId: row.profileId,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    files: store.transactionFiles.by('byTx', row.id).map((file) => ({
      filePath: file.filePath,
      fileName: file.fileName,
      uploadedAt: file.uploadedAt,
      uploadedBy: file.uploadedBy,
    })),
  };
}
