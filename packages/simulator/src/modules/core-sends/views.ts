/**
 * How sends appear in responses: the `transactions[]` and `gasTransactions[]` entries, the
 * calldata of a regular transfer for a client wallet, and the transaction role names.
 */

import type { JsonObject } from '../../kernel/json.js';
import type { Services } from '../../kernel/services.js';
import { fromBaseUnits } from '../chain/index.js';
import { NATIVE_TOKEN_ADDRESS } from '../reference/index.js';
import { transactions } from '../transactions/index.js';
import { EXECUTE_SEND_SELECTOR, SEND_FEE_COLLECTOR, SEND_GAS_SPONSOR } from './contracts.js';
import type { CoreSendGasTransfer, CoreSendRow, CoreSendTransfer } from './tables.js';

/** Roles of a send's chain transactions in its transaction's `txs`. */
export const sendRole = (index: number): string => `send:${index}`;
export const feeRole = (index: number): string => `fee:${index}`;
export const gasRole = (index: number): string => `gas:${index}`;

/** What a transfer not yet processed shows in the transaction's `txs`. */
const { UNSUBMITTED } = transactions;

const chainStatus = (services: Services, hash: string | null): string =>
  hash === null ? UNSUBMITTED : (services.store.chainTxs.get(hash)?.status ?? UNSUBMITTED);

/** The status of a regular transfer: `unsubmitted`, or its chain transactions' `pending`, `confirmed` or `failed`. */
export function transferStatus(services: Services, transfer: CoreSendTransfer): string {
  if (transfer.state === 'unsubmitted') return UNSUBMITTED;
  const statuses = [transfer.hash, transfer.feeHash]
    .filter((hash): hash is string => hash !== null)
    .map((hash) => chainStatus(services, hash));
  if (statuses.includes('failed')) return 'failed';
  return statuses.every((status) => status === 'confirmed') ? 'confirmed' : 'pending';
}

/** ABI calldata of `executeSend(token, from, to, amount, fee)` on the send executor. */
export function executeSendCalldata(row: CoreSendRow, transfer: CoreSendTransfer): string {
  const word = (hex: string) => hex.replace(/^0x/, '').toLowerCase().padStart(64, '0');
  const uint = (value: string) => BigInt(value).toString(16).padStart(64, '0');
  return `${EXECUTE_SEND_SELECTOR}${word(row.tokenAddress)}${word(row.senderAddress)}${word(transfer.to)}${uint(transfer.amount)}${uint(transfer.fee)}`;
}

/** One entry of `transactions[]`. */
export function transferView(services: Services, row: CoreSendRow, transfer: CoreSendTransfer): JsonObject {
  return {
    txIndex: transfer.index,
    txType: 'regular',
    chainId: row.chainId,
    from: row.senderAddress,
    to: transfer.to,
    tag: transfer.tag,
    contractAddress: row.executorAddress,
    tokenAddress: row.tokenAddress,
    amount: fromBaseUnits(BigInt(transfer.amount), row.decimals),
    amountBaseUnits: transfer.amount,
    fee: fromBaseUnits(BigInt(transfer.fee), row.decimals),
    feeBaseUnits: transfer.fee,
    feeRecipient: SEND_FEE_COLLECTOR.toLowerCase(),
    status: transferStatus(services, transfer),
    sponsored: transfer.sponsored,
    hash: transfer.hash,
    feeHash: transfer.feeHash,
  };
}

/** One entry of `gasTransactions[]`. */
export function gasTransferView(
  services: Services,
  row: CoreSendRow,
  transfer: CoreSendGasTransfer,
): JsonObject {
  return {
    txIndex: transfer.index,
    txType: 'gas',
    chainId: row.chainId,
    from: SEND_GAS_SPONSOR.toLowerCase(),
    to: transfer.to,
    tokenAddress: NATIVE_TOKEN_ADDRESS,
    amount: fromBaseUnits(BigInt(transfer.amount), 18),
    amountWei: transfer.amount,
    status: transfer.state === 'unsubmitted' ? UNSUBMITTED : chainStatus(services, transfer.hash),
    hash: transfer.hash,
  };
}
