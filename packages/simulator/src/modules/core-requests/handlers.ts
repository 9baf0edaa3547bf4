/**
 * Creating and paying native payment requests: POST /channel/core/request/create and the payer
 * flow POST /channel/core/request/{id}.
 */

import { fail, failure } from '../../kernel/fail.js';
import type { JsonObject } from '../../kernel/json.js';
import type { HandlerRequest } from '../../kernel/module.js';
import type { Services } from '../../kernel/services.js';
import type { ChainTxRow } from '../chain/index.js';
import { ChainLedger, fromBaseUnits, GAS_USED, isChainLedgerError } from '../chain/index.js';
import {
  applyFee,
  channelFees,
  type FeeSplit,
  feeView,
  PLATFORM_FEE_COLLECTOR,
  requireChannel,
} from '../channels/index.js';
import { NATIVE_TOKEN_ADDRESS } from '../reference/index.js';
import { transactions } from '../transactions/index.js';
import { createPaymentRequest as storePaymentRequest } from './payment-requests.js';
import { findRequest, insertRequestTransaction, PAYMENT_TX_ROLE, REQUEST_CODES } from './records.js';
import {
  findChain,
  findPaymentToken,
  isEvmAddress,
  PAYMENT_TOKENS,
  paymentTokenSymbol,
  tokenUnitsFor,
} from './rules.js';
import { hasPendingPayment, REQUEST_SETTLE_JOB, settleRequest } from './settlement.js';
import type { PaymentRequestRow } from './tables.js';

const channelParamsError = (message: string) => failure('CH-06', message);
const payBodyError = (message: string) => failure(REQUEST_CODES.invalidBody, message);

const optionalText = (value: string | undefined) => {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === '' ? null : trimmed;
};

/** POST /channel/core/request/create */
export function createRequest(request: HandlerRequest<'createPaymentRequest'>) {
  const { body, caller, store } = request;
  if (caller.profile === null || caller.team === null || caller.app === null) {
    throw request.fail(
      'CH-02',
      'A payment request needs a maker profile and team (a session, both headers or a profile-scoped key).',
    );
  }
  requireChannel(store, caller.app.id, 'core', 'CH-04');
  const targetAddress = body.targetAddress.trim();
  const params = body.channelParams;
  const currency = optionalText(params.currencyToken)?.toUpperCase() ?? null;
  const chainText = optionalText(params.requestedChain);
  const chain = chainText === null ? null : findChain(store, chainText);
  if (chainText !== null && !chain) {
    throw channelParamsError(`channelParams.requestedChain: ${chainText} is not a supported chain.`);
  }
  const tokenText = optionalText(params.requestedToken);
  let requestedToken: string | null = null;
  if (tokenText !== null) {
    const symbol = chain
      ? findPaymentToken(store, chain, tokenText)?.symbol
      : paymentTokenSymbol(store, tokenText);
    if (symbol === undefined) {
      throw channelParamsError(
        `channelParams.requestedToken: ${tokenText} is not a payment token (${PAYMENT_TOKENS.join(', ')})${chain ? ` on ${chain.slug}` : ''}.`,
      );
    }
    requestedToken = symbol;
  }

  const row = storePaymentRequest(request, {
    appId: caller.app.id,
    amount: body.amount,
    currencyToken: currency,
    targetAddress: targetAddress.toLowerCase(),
    customId: optionalText(params.customId),
    note: optionalText(params.note),
    makerProfileId: caller.profile.id,
    makerTeamId: caller.team.id,
    payerTeamId: null,
    requestedChain: chain?.slug ?? null,
    requestedToken,
    addedFee: params.addedFee ? (JSON.parse(JSON.stringify(params.addedFee)) as JsonObject) : null,
  });
  insertRequestTransaction(request, row);
  return {
    id: row.id,
    url: row.url,
    embedUrl: row.embedUrl,
    txId: row.txId,
    channelTableType: 'ch_core_request',
  };
}

/** Refuses a request that can no longer be paid, or whose payment is on its way. */
function checkPayable(services: Services, request: PaymentRequestRow): void {
  if (request.status !== 'open') {
    fail('PAYMENT_REQUEST_CLOSED', `Payment request ${request.id} is already ${request.status}.`);
  }
  if (hasPendingPayment(services, request)) {
    fail(
      'PAYMENT_REQUEST_PAYMENT_PENDING',
      `A payment of request ${request.id} is waiting for its confirmation.`,
    );
  }
  if (request.targetAddress === null || !isEvmAddress(request.targetAddress)) {
    fail('PAYMENT_REQUEST_NO_TARGET', `Payment request ${request.id} has no wallet to receive the payment.`);
  }
}

/**
 * Checks before anything moves that the payer holds what the payment and its fee take, and the gas
 * of both transfers, so a refusal changes nothing (400 `INSUFFICIENT_BALANCE` / `INSUFFICIENT_GAS`).
 */
function checkPayerFunds(
  services: Services,
  payment: { readonly chainId: number; readonly sender: string; readonly token: string },
  split: FeeSplit,
): void {
  const ledger = new ChainLedger(services);
  const held = ledger.balanceOf(payment.chainId, payment.token, payment.sender);
  if (held < split.payerPays) {
    fail(
      'INSUFFICIENT_BALANCE',
      `${payment.sender} holds ${held} base units, less than the ${split.payerPays} the payment and its fee take.`,
    );
  }
  const gas = GAS_USED.erc20 * (split.fee > 0n ? 2n : 1n) * ledger.gasPrice(payment.chainId);
  const gasHeld = ledger.balanceOf(payment.chainId, NATIVE_TOKEN_ADDRESS, payment.sender);
  if (gasHeld < gas) {
    fail('INSUFFICIENT_GAS', `${payment.sender} cannot pay ${gas} wei of gas on chain ${payment.chainId}.`);
  }
}

function submitPayment(services: Services, input: Parameters<ChainLedger['submit']>[0]): ChainTxRow {
  try {
    return new ChainLedger(services).submit(input);
  } catch (error) {
    if (isChainLedgerError(error) && error.reason === 'insufficient-balance') {
      fail('INSUFFICIENT_BALANCE', error.message);
    }
    if (isChainLedgerError(error) && error.reason === 'insufficient-gas') {
      fail('INSUFFICIENT_GAS', error.message);
    }
    throw error;
  }
}

/** POST /channel/core/request/{id} (payer flow) */
export function payRequest(request: HandlerRequest<'payPaymentRequest'>) {
  const { params, body, caller, store, clock, jobs, config } = request;
  const found = findRequest(store, caller, params.id);
  settleRequest(request, found.id);
  const current = store.paymentRequests.get(found.id) ?? found;
  checkPayable(request, current);

  const sender = body.sender.trim();
  const chain = findChain(store, body.chain);
  if (!chain) throw payBodyError(`chain: ${body.chain} is not a supported chain.`);
  const token = findPaymentToken(store, chain, body.token);
  if (!token) {
    throw payBodyError(
      `token: ${body.token} is not a payment token (${PAYMENT_TOKENS.join(', ')}) on ${chain.slug}.`,
    );
  }
  if (current.requestedChain !== null && current.requestedChain !== chain.slug) {
    throw payBodyError(`chain: this request is paid on ${current.requestedChain}.`);
  }
  if (current.requestedToken !== null && current.requestedToken !== token.symbol) {
    throw payBodyError(`token: this request is paid in ${current.requestedToken}.`);
  }

  const decimals = token.deployment.decimals;
  const units = tokenUnitsFor(current.amount, decimals);
  // The core channel's request fee (the fee model: a commission comes out of what the maker gets,
  // a surcharge is paid on top by the payer); a fee that would leave the maker nothing is waived.
  const fees = channelFees(store, 'core');
  const computed = applyFee(units, decimals, fees.request, fees);
  const split = computed.receiverGets > 0n ? computed : { fee: 0n, payerPays: units, receiverGets: units };
  checkPayerFunds(request, { chainId: chain.chainId, sender, token: token.deployment.address }, split);
  const reference = { transactionId: current.txId, paymentRequestId: current.id };
  const base = { chainId: chain.chainId, from: sender, token: token.deployment.address, reference };
  const chainTx = submitPayment(request, {
    ...base,
    to: current.targetAddress ?? '',
    amount: split.receiverGets,
    magicAmount: current.amount,
  });
  const feeTx =
    split.fee > 0n
      ? submitPayment(request, {
          ...base,
          to: PLATFORM_FEE_COLLECTOR,
          amount: split.fee,
          settlesWith: chainTx.hash,
        })
      : null;
  if (!store.transactions.has(current.txId)) insertRequestTransaction(request, current);
  const format = (value: bigint) => fromBaseUnits(value, decimals);
  const tx = transactions.recordPayment(request, current.txId, {
    role: PAYMENT_TX_ROLE,
    chainTx,
    sender,
    chain,
    token,
    tokenAmount: format(split.payerPays),
    amountBaseUnits: split.payerPays.toString(),
    fee: { view: feeView(fees.request, split, format), chainTx: feeTx },
  });
  store.paymentRequests.update(current.id, { updatedAt: clock.iso() });
  jobs.schedule(REQUEST_SETTLE_JOB, clock.now() + config.blockTimeMs, { requestId: current.id });
  const team = store.teams.get(current.makerTeamId);
  return {
    request: { id: current.id, status: current.status },
    tx: { id: tx.id, status: tx.status, txHash: chainTx.hash },
    team: { id: current.makerTeamId, name: team?.name ?? '' },
  };
}
