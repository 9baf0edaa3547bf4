/**
 * Transactions and their files (spec: Endpoints > Transactions and files): reading one
 * transaction, listing those of a profile or team, the platform-wide count of a day, and
 * attaching files through signed upload URLs.
 */

import { defineArea, defineHandlers } from '../../kernel/module.js';
import { canRead } from '../tenancy/index.js';
import { TRANSACTIONS_CONTROL } from './control.js';
import { countTransactionsOfDay, serverInstantOf } from './day-count.js';
import { transactionsTables } from './tables.js';
import { checkReadAccess, findTransaction, requiredId } from './transaction-access.js';
import { transactionView } from './transaction-view.js';
import { confirmFiles, createUploadUrls, listFiles } from './tx-files.js';

export { chainTxEntry, linkChainTx, settleLinkedTransactions } from './chain-links.js';

export { transactionSummary, transactionView } from './views.js';

/** Handlers of the transactions area. */
export const transactionsHandlers = defineHandlers({
  getTransaction: ({ params, caller, store }) => {
    const tx = findTransaction(store, caller, requiredId(params.id, 'id'));
    checkReadAccess(caller, tx);
    return { tx: transactionView(store, tx) };
  },
  listTransactions: ({ query, caller, store, fail }) => {
    let rows: ReturnType<typeof store.transactions.all>;
    if (query.type === 'team') {
      if (caller.team === null) {
        throw fail('TRANSACTION_CONTEXT_REQUIRED', 'type=team needs a team context.');
      }
      rows = store.transactions.by('byTeam', caller.team.id);
    } else {
      if (caller.profile === null) {
        throw fail(
          'TRANSACTION_CONTEXT_REQUIRED',
          'type=profile needs a profile context (a session, both headers or a profile-scoped key).',
        );
      }
      rows = store.transactions.by('byProfile', caller.profile.id);
    }
    const txs = rows
      .filter((row) => canRead(caller, 'transaction', row))
      .reverse()
      .map((row) => transactionView(store, row));
    return { txs, count: txs.length };
  },
  countTransactionsToday: ({ query, store, clock }) =>
    countTransactionsOfDay(store, query.date === undefined ? clock.now() : serverInstantOf(query.date)),
  listTransactionFiles: (request) => listFiles(request),
  confirmTransactionFiles: (request) => confirmFiles(request),
  createTransactionFileUploadUrls: (request) => createUploadUrls(request),
});

/** The transactions area. */
export const transactionsArea = defineArea({
  tables: transactionsTables,
  name: 'transactions',
  handlers: transactionsHandlers,
  control: TRANSACTIONS_CONTROL,
});
export * as transactions from './records.js';
export type { TransactionFileRow, TransactionRow, TxFileSlot, TxFileUploadRow } from './tables.js';
