/**
 * Native sends of the core channel (spec: Endpoints > Native payment request and send, top-up,
 * and ramp channel routes): preview, create, the regular and gas transactions of a send, its
 * sponsored flow, and the send contracts of each chain.
 */

import { failure } from '../../kernel/fail.js';
import { defineArea, defineHandlers, type HandlerRequest } from '../../kernel/module.js';
import { loadSigning } from '../../kernel/signing.js';
import { GAS_SPONSOR_ADDRESS } from '../chain/index.js';
import { sendFees } from './channel.js';
import { SEND_FEE_COLLECTOR, sendContracts } from './contracts.js';
import { createSend, feeConfigurationView, previewSend } from './create.js';
import { sendChain } from './plan.js';
import { processSendTx } from './process.js';
import { prepareSponsoredSendTx, processSponsoredSendTx } from './sponsored.js';
import { coreSendsTables } from './tables.js';

export type { CoreSendGasTransfer, CoreSendPrepareRow, CoreSendRow, CoreSendTransfer } from './tables.js';

/** GET /v1/core/send/contracts: the send contracts of every chain, or of `chainId` (slug or numeric id). */
function listSendContracts(request: HandlerRequest<'listSendContracts'>) {
  const { query, store } = request;
  const raw = query.chainId ?? query.chain;
  if (raw !== undefined && typeof raw !== 'string') {
    throw request.fail('BODY_PARSER_ERROR', 'chainId: give one chain (slug or numeric id).');
  }
  const chains =
    raw === undefined
      ? store.chains.all()
      : [sendChain(request, raw, (message) => failure('BODY_PARSER_ERROR', message)).chain];
  const contracts = chains.flatMap((chain) => {
    const found = sendContracts(chain.chainId);
    if (!found) return [];
    return [
      {
        chainId: chain.chainId,
        chainSlug: chain.slug,
        chainName: chain.name,
        executorAddress: found.executorAddress,
        executorName: found.executorName,
        forwarderAddress: found.forwarderAddress,
        gasSponsorAddress: GAS_SPONSOR_ADDRESS,
        feeCollectorAddress: SEND_FEE_COLLECTOR.toLowerCase(),
      },
    ];
  });
  return { contracts, fee: feeConfigurationView(sendFees(store)) };
}

/** Handlers of the core-sends area. */
export const coreSendsHandlers = defineHandlers({
  previewSend: (request) => previewSend(request),
  createSend: (request) => createSend(request),
  processSendTx: (request) => processSendTx(request),
  prepareSponsoredSendTx: async (request) => {
    await loadSigning();
    return prepareSponsoredSendTx(request);
  },
  processSponsoredSendTx: async (request) => {
    await loadSigning();
    return processSponsoredSendTx(request);
  },
  listSendContracts: (request) => listSendContracts(request),
});

/** The core-sends area. */
export const coreSendsArea = defineArea({
  tables: coreSendsTables,
  name: 'core-sends',
  handlers: coreSendsHandlers,
});
