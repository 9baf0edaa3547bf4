/**
 * Moving a send's tokens on the chain ledger. A regular transfer goes through the send executor:
 * it needs the sender's allowance for the executor (used up by the amount and fee moved) and the
 * sender pays the gas. A sponsored transfer goes through the forwarder, which is the executor, on
 * the sender's signature (or the platform's, for a platform wallet): the same allowance, and the
 * gas sponsor pays the gas. Either
 * way `amount` goes to the recipient and `fee` to the fee collector, and the send's transaction
 * follows the chain transactions to `completed` or `failed`. Every check runs before anything
 * moves, so a refusal changes nothing.
 */

import { fail } from '../../kernel/fail.js';
import type { Services } from '../../kernel/services.js';
import type { ChainTxRow } from '../chain/index.js';
import {
  allowanceOf,
  ChainLedger,
  fromBaseUnits,
  GAS_USED,
  isChainLedgerError,
  linkChainTx,
  MAX_ALLOWANCE,
  setAllowance,
} from '../chain/index.js';
import { NATIVE_TOKEN_ADDRESS } from '../reference/index.js';
import { SEND_FEE_COLLECTOR, SEND_GAS_SPONSOR } from './contracts.js';
import type { CoreSendRow, CoreSendTransfer } from './tables.js';
import { feeRole, gasRole, sendRole } from './views.js';

/** The regular transfer `txIndex` of a send, not yet submitted. */
export function pendingTransfer(row: CoreSendRow, txIndex: number): CoreSendTransfer {
  const transfer = row.transfers[txIndex];
  if (!transfer) {
    fail(
      'SEND_TX_NOT_FOUND',
      `Send ${row.id} has no regular transaction ${txIndex} (it has ${row.transfers.length}).`,
    );
  }
  if (transfer.state !== 'unsubmitted') {
    fail(
      'SEND_TX_ALREADY_PROCESSED',
      `Transaction ${txIndex} of send ${row.id} was already submitted (${transfer.hash}).`,
    );
  }
  return transfer;
}

function submit(services: Services, input: Parameters<ChainLedger['submit']>[0]): ChainTxRow {
  try {
    return new ChainLedger(services).submit(input);
  } catch (error) {
    if (isChainLedgerError(error)) {
      fail('SEND_TX_FAILED', `The transfer could not be submitted: ${error.message}`);
    }
    throw error;
  }
}

/**
 * Submits regular transfer `transfer` of a send.
 *
 * @throws 400 `SEND_INSUFFICIENT_BALANCE`, 409 `SEND_ALLOWANCE_INSUFFICIENT` (executor path),
 * 400 `SEND_INSUFFICIENT_GAS` (sender pays gas), 500 `SEND_TX_FAILED` (the gas sponsor cannot pay).
 */
export function submitTransfer(
  services: Services,
  row: CoreSendRow,
  transfer: CoreSendTransfer,
  via: 'executor' | 'forwarder',
): CoreSendRow {
  const { store, clock } = services;
  const ledger = new ChainLedger(services);
  const amount = BigInt(transfer.amount);
  const fee = BigInt(transfer.fee);
  const total = amount + fee;
  const symbol = row.tokenSymbol;
  const held = ledger.balanceOf(row.chainId, row.tokenAddress, row.senderAddress);
  if (held < total) {
    fail(
      'SEND_INSUFFICIENT_BALANCE',
      `Wallet ${row.senderAddress} holds ${fromBaseUnits(held, row.decimals)} ${symbol}, less than the ${fromBaseUnits(total, row.decimals)} of transaction ${transfer.index}.`,
    );
  }
  const key = {
    chainId: row.chainId,
    owner: row.senderAddress,
    token: row.tokenAddress,
    spender: row.executorAddress,
  };
  const allowance = allowanceOf(store, key);
  if (allowance < total) {
    fail(
      'SEND_ALLOWANCE_INSUFFICIENT',
      `The send executor ${row.executorAddress} may move ${fromBaseUnits(allowance, row.decimals)} ${symbol} of ${row.senderAddress}, less than ${fromBaseUnits(total, row.decimals)}; approve it first (POST /v1/wallet/evm/allowance/send; POST /v1/wallet/evm/gas-sponsor when the wallet has no gas).`,
    );
  }
  const gasPayer = via === 'executor' ? row.senderAddress : SEND_GAS_SPONSOR.toLowerCase();
  const gas = GAS_USED.erc20 * (fee > 0n ? 2n : 1n) * ledger.gasPrice(row.chainId);
  const gasHeld = ledger.balanceOf(row.chainId, NATIVE_TOKEN_ADDRESS, gasPayer);
  if (gasHeld < gas) {
    if (via === 'forwarder') {
      fail('SEND_TX_FAILED', `The gas sponsor cannot pay ${gas} wei of gas.`);
    }
    fail(
      'SEND_INSUFFICIENT_GAS',
      `Wallet ${row.senderAddress} holds ${gasHeld} wei, less than the ${gas} wei of gas of transaction ${transfer.index}; process the send's gas transaction or use the sponsored flow.`,
    );
  }

  const reference = { transactionId: row.txId, sendId: row.id, txIndex: transfer.index };
  const base = {
    chainId: row.chainId,
    from: row.senderAddress,
    token: row.tokenAddress,
    gasPayer,
    reference,
  };
  const magicAmount = fromBaseUnits(amount, row.decimals);
  const sent = submit(services, { ...base, to: transfer.to, amount, magicAmount });
  const feeTx = fee > 0n ? submit(services, { ...base, to: SEND_FEE_COLLECTOR, amount: fee }) : null;
  if (allowance !== MAX_ALLOWANCE) setAllowance(store, { ...key, amount: allowance - total });
  if (via === 'forwarder') ledger.useForwarderNonce(row.chainId, row.senderAddress);

  linkChainTx(store, clock, row.txId, sendRole(transfer.index), sent);
  if (feeTx) linkChainTx(store, clock, row.txId, feeRole(transfer.index), feeTx);
  return store.coreSends.update(row.id, (previous) => ({
    ...previous,
    transfers: previous.transfers.map((entry) =>
      entry.index === transfer.index
        ? {
            ...entry,
            state: 'submitted',
            sponsored: via === 'forwarder',
            hash: sent.hash,
            feeHash: feeTx?.hash ?? null,
          }
        : entry,
    ),
    updatedAt: clock.iso(),
  }));
}

/**
 * Submits gas transfer `txIndex` of a send: native coin from the gas sponsor to the sender.
 *
 * @throws 404 `SEND_TX_NOT_FOUND`, 409 `SEND_TX_ALREADY_PROCESSED`, 500 `SEND_TX_FAILED`.
 */
export function submitGasTransfer(services: Services, row: CoreSendRow, txIndex: number): CoreSendRow {
  const { store, clock } = services;
  const transfer = row.gasTransfers[txIndex];
  if (!transfer) {
    fail(
      'SEND_TX_NOT_FOUND',
      `Send ${row.id} has no gas transaction ${txIndex} (it has ${row.gasTransfers.length}).`,
    );
  }
  if (transfer.state !== 'unsubmitted') {
    fail(
      'SEND_TX_ALREADY_PROCESSED',
      `Gas transaction ${txIndex} of send ${row.id} was already submitted (${transfer.hash}).`,
    );
  }
  const sent = submit(services, {
    chainId: row.chainId,
    from: SEND_GAS_SPONSOR,
    to: transfer.to,
    amount: BigInt(transfer.amount),
    gasPayer: SEND_GAS_SPONSOR,
    reference: { transactionId: row.txId, sendId: row.id, gasTxIndex: txIndex },
  });
  linkChainTx(store, clock, row.txId, gasRole(txIndex), sent);
  return store.coreSends.update(row.id, (previous) => ({
    ...previous,
    gasTransfers: previous.gasTransfers.map((entry) =>
      entry.index === txIndex ? { ...entry, state: 'submitted', hash: sent.hash } : entry,
    ),
    updatedAt: clock.iso(),
  }));
}

/** The status of a send's transaction. */
export function transactionStatusOf(services: Services, row: CoreSendRow): string {
  return services.store.transactions.get(row.txId)?.status ?? 'pending';
}
