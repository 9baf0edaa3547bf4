/**
 * POST /channel/core/send/{id}/process-send-tx: one regular or gas transaction of a send. A
 * platform-custody wallet's regular transaction is signed and submitted through the send
 * executor; a client wallet gets the unsigned executor call to sign. Gas transactions come from
 * the platform gas sponsor, so the platform always signs them.
 */
import type { HandlerRequest } from '../../kernel/module.js';
import { accessibleSend } from './access.js';
import { pendingTransfer, submitGasTransfer, submitTransfer, transactionStatusOf } from './submit.js';
import { executeSendCalldata } from './views.js';

/** POST /channel/core/send/{id}/process-send-tx */
export function processSendTx(request: HandlerRequest<'processSendTx'>) {
  const { params, body, caller } = request;
  const row = accessibleSend(request, caller, params.id);
  const common = { sendId: row.id, txId: row.txId, txType: body.txType, txIndex: body.txIndex };
  if (body.txType === 'gas') {
    const updated = submitGasTransfer(request, row, body.txIndex);
    const transfer = updated.gasTransfers[body.txIndex];
    return {
      ...common,
      signed: true,
      txHash: transfer?.hash ?? null,
      amountWei: transfer?.amount ?? '0',
      status: transactionStatusOf(request, updated),
    };
  }
  const transfer = pendingTransfer(row, body.txIndex);
  if (row.custody === 'external') {
    return {
      ...common,
      signed: false,
      transaction: {
        from: row.senderAddress,
        to: row.executorAddress,
        data: executeSendCalldata(row, transfer),
        value: '0',
        chainId: row.chainId,
      },
      status: transactionStatusOf(request, row),
    };
  }
  const updated = submitTransfer(request, row, transfer, 'executor');
  const submitted = updated.transfers[body.txIndex];
  return {
    ...common,
    signed: true,
    txHash: submitted?.hash ?? null,
    feeTxHash: submitted?.feeHash ?? null,
    status: transactionStatusOf(request, updated),
  };
}
