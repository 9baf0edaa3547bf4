/**
 * Platform transactions follow their chain transactions: each entry of a transaction's `txs` that
 * names a chain transaction (`hash`) takes that transaction's status and block, and the
 * transaction becomes `failed` when one of them failed, `completed` when all are confirmed, and
 * stays `pending` otherwise.
 */
import type { VirtualClock } from '../../kernel/clock.js';
import type { JsonObject, JsonValue } from '../../kernel/json.js';
import type { Store } from '../../platform/database.js';
import type { TransactionRow } from './tables.js';

/**
 * The fields of a chain transaction that a transaction's `txs` entry copies (the chain module's
 * rows have them; the chain module comes after this one).
 */
export type ChainTxLink = {
  readonly hash: string;
  readonly chainId: number;
  readonly status: string;
  readonly blockNumber: number | null;
  readonly from: string;
  readonly to: string;
  readonly tokenAddress: string;
  readonly amount: string;
  readonly gasPayer: string;
  readonly fee: string;
};

/** The `txs` entry of a chain transaction. */
export function chainTxEntry(tx: ChainTxLink): JsonObject {
  return {
    hash: tx.hash,
    chainId: tx.chainId,
    status: tx.status,
    blockNumber: tx.blockNumber,
    from: tx.from,
    to: tx.to,
    tokenAddress: tx.tokenAddress,
    amount: tx.amount,
    gasPayer: tx.gasPayer,
    fee: tx.fee,
  };
}

const isObject = (value: JsonValue | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The status a transaction takes from the chain transactions of its `txs`. */
export function transactionStatus(txs: JsonObject, current: string): string {
  const statuses = Object.values(txs)
    .filter(isObject)
    .map((entry) => entry.status)
    .filter((status): status is string => typeof status === 'string');
  if (statuses.length === 0) return current;
  if (statuses.includes('failed')) return 'failed';
  if (statuses.every((status) => status === 'confirmed')) return 'completed';
  return 'pending';
}

/** Updates every transaction whose `txs` name this chain transaction. */
export function settleLinkedTransactions(store: Store, clock: VirtualClock, tx: ChainTxLink): void {
  for (const row of store.transactions.by('byChainTx', tx.hash)) {
    const txs: Record<string, JsonValue> = {};
    for (const [role, entry] of Object.entries(row.txs)) {
      txs[role] = isObject(entry) && entry.hash === tx.hash ? chainTxEntry(tx) : entry;
    }
    store.transactions.update(row.id, (previous: TransactionRow) => ({
      ...previous,
      txs,
      status: transactionStatus(txs, previous.status),
      updatedAt: clock.iso(),
    }));
  }
}

/** Adds a chain transaction to a transaction's `txs` under `role`. */
export function linkChainTx(
  store: Store,
  clock: VirtualClock,
  transactionId: string,
  role: string,
  tx: ChainTxLink,
) {
  return store.transactions.update(transactionId, (previous) => {
    const txs = { ...previous.txs, [role]: chainTxEntry(tx) };
    return {
      ...previous,
      txs,
      chainTxHashes: [...new Set([...previous.chainTxHashes, tx.hash])],
      status: transactionStatus(txs, previous.status),
      updatedAt: clock.iso(),
    };
  });
}
