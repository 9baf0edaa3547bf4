/**
 * The Transaction resource as the transaction routes return it, with its attached files.
 */

import type { Store } from '../../platform/database.js';
import type { TransactionRow } from './tables.js';
import { transactionView as sharedView } from './views.js';

/** A transaction with the files attached to it (oldest first). */
export function transactionView(store: Store, row: TransactionRow) {
  return {
    ...sharedView(row),
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
