/**
 * POST /channel/core/send/preview and POST /channel/core/send/create: a send to one or many
 * recipients (addresses or tags), with its platform fee, its regular and gas transfers, and what
 * the sender's balance, allowance and gas allow.
 */

import { failure } from '../../kernel/fail.js';
import type { HandlerRequest } from '../../kernel/module.js';
import type { Services } from '../../kernel/services.js';
import { ChainLedger, fromBaseUnits } from '../chain/index.js';
import { requireChannel } from '../channels/index.js';
import { transactions } from '../transactions/index.js';
import { sendingWallet } from './access.js';
import { type SendFees, sendFees } from './channel.js';
import { NATIVE_USD_PRICES } from './contracts.js';
import { planSend, type SendPlan } from './plan.js';
import type { CoreSendRow } from './tables.js';
import { gasTransferView, sendRole, transferView } from './views.js';

/** The invalid-parameter code of preview. */
export const PREVIEW_INVALID_CODE = 'APP_CHANNEL_CORE_SEND_PREVIEW#2';

const chainView = (plan: SendPlan) => ({
  id: plan.chain.id,
  slug: plan.chain.slug,
  name: plan.chain.name,
  chainId: plan.chain.chainId,
});

const tokenView = (plan: SendPlan) => ({
  address: plan.deployment.address,
  symbol: plan.symbol,
  decimals: plan.deployment.decimals,
});

/** The fee configuration of sends. */
export const feeConfigurationView = (fees: SendFees) => ({
  send: { ...fees.send },
  minSurchargeBps: fees.minSurchargeBps,
  minCommissionBps: fees.minCommissionBps,
});

/** POST /channel/core/send/preview */
export function previewSend(request: HandlerRequest<'previewSend'>) {
  const { body, caller, store } = request;
  const invalid = (message: string) => failure(PREVIEW_INVALID_CODE, message);
  requireChannel(store, caller.app?.id ?? '', 'core', 'CH-04');
  const fees = sendFees(store);
  const params = body.channelParams;
  const plan = planSend(
    request,
    {
      appId: caller.app?.id ?? '',
      chain: params.chain,
      token: params.token,
      currencyToken: params.currencyToken,
      senderAddress: body.senderAddress,
      amount: body.amount,
      recipients: params.recipients,
      fees,
    },
    invalid,
  );
  const nativeSymbol = nativeSymbolOf(request, plan);
  const usdPrice = params.gasConversionUsd ?? NATIVE_USD_PRICES[nativeSymbol] ?? 0;
  const gasNative = fromBaseUnits(plan.totalNativeForGas, 18);
  const decimals = plan.deployment.decimals;
  const tokenOk = plan.tokenBalance >= plan.totalTokenRequired;
  return {
    chainId: plan.chain.chainId,
    chain: chainView(plan),
    token: tokenView(plan),
    currencyToken: params.currencyToken ?? null,
    senderAddress: plan.senderAddress,
    contractAddress: plan.executorAddress,
    forwarderAddress: plan.forwarderAddress,
    recipients: plan.transfers.map((transfer) => ({
      index: transfer.index,
      address: transfer.to,
      tag: transfer.tag,
      amount: fromBaseUnits(transfer.amount, decimals),
      fee: fromBaseUnits(transfer.fee, decimals),
      amountBaseUnits: transfer.amount.toString(),
      feeBaseUnits: transfer.fee.toString(),
    })),
    fee: feeConfigurationView(fees),
    totalAmount: fromBaseUnits(plan.totalAmount, decimals),
    totalFee: fromBaseUnits(plan.totalFee, decimals),
    totalTokenRequired: fromBaseUnits(plan.totalTokenRequired, decimals),
    totalTokenRequiredBaseUnits: plan.totalTokenRequired.toString(),
    balance: {
      token: fromBaseUnits(plan.tokenBalance, decimals),
      native: fromBaseUnits(plan.nativeBalance, 18),
      sufficient: tokenOk,
    },
    allowance: fromBaseUnits(plan.allowance, decimals),
    allowanceOk: plan.allowanceOk,
    gas: {
      nativeSymbol,
      gasPriceWei: new ChainLedger(request).gasPrice(plan.chain.chainId).toString(),
      totalNativeForGas: gasNative,
      totalNativeForGasWei: plan.totalNativeForGas.toString(),
      usdPrice,
      totalUsd: Math.round(Number(gasNative) * usdPrice * 1e6) / 1e6,
    },
    needsSponsorship: plan.needsSponsorship,
    gasShortfallWei: plan.gasShortfall.toString(),
    canSend: tokenOk,
  };
}

const nativeSymbolOf = (services: Services, plan: SendPlan): string => {
  const native = services.store.tokenDeployments
    .by('byChain', plan.chain.id)
    .find((deployment) => deployment.type === 'native');
  return native ? (services.store.tokens.get(native.tokenId)?.symbol ?? 'ETH') : 'ETH';
};

/** POST /channel/core/send/create */
export function createSend(request: HandlerRequest<'createSend'>) {
  const { body, caller, store, ids, clock } = request;
  const invalid = (message: string) => failure('CH-06', message);
  requireChannel(store, caller.app?.id ?? '', 'core', 'CH-04');
  const params = body.channelParams;
  const wallet = sendingWallet(request, caller, body.targetAddress, (message) =>
    failure('CH-02', message, { status: 403 }),
  );
  const fees = sendFees(store);
  const plan = planSend(
    request,
    {
      appId: caller.app?.id ?? '',
      chain: String(params.chain),
      token: params.token,
      currencyToken: params.currencyToken,
      senderAddress: wallet.address,
      amount: body.amount,
      recipients: params.recipients,
      fees,
    },
    invalid,
  );
  const decimals = plan.deployment.decimals;
  if (plan.tokenBalance < plan.totalTokenRequired) {
    throw invalid(
      `targetAddress: wallet ${plan.senderAddress} holds ${fromBaseUnits(plan.tokenBalance, decimals)} ${plan.symbol}, less than the ${fromBaseUnits(plan.totalTokenRequired, decimals)} the send needs.`,
    );
  }

  const now = clock.iso();
  const txId = ids.uuid();
  const sendId = ids.prefixed('snd');
  const row: CoreSendRow = {
    id: sendId,
    txId,
    appId: caller.app?.id ?? '',
    teamId: caller.team?.id ?? '',
    profileId: caller.profile?.id ?? null,
    chainId: plan.chain.chainId,
    tokenAddress: plan.deployment.address.toLowerCase(),
    tokenSymbol: plan.symbol,
    decimals,
    senderAddress: plan.senderAddress,
    custody: wallet.custody,
    executorAddress: plan.executorAddress,
    transfers: plan.transfers.map((transfer) => ({
      index: transfer.index,
      to: transfer.to,
      tag: transfer.tag,
      amount: transfer.amount.toString(),
      fee: transfer.fee.toString(),
      state: 'unsubmitted',
      sponsored: false,
      hash: null,
      feeHash: null,
    })),
    gasTransfers: plan.needsSponsorship
      ? [
          {
            index: 0,
            to: plan.senderAddress,
            amount: plan.gasShortfall.toString(),
            state: 'unsubmitted',
            hash: null,
          },
        ]
      : [],
    createdAt: now,
    updatedAt: now,
  };
  transactions.record(request, {
    kind: 'coreSend',
    id: txId,
    appId: row.appId,
    teamId: row.teamId,
    profileId: row.profileId,
    token: { deployment: plan.deployment, symbol: plan.symbol },
    chain: plan.chain,
    unsubmitted: row.transfers.map((transfer) => ({
      role: sendRole(transfer.index),
      to: transfer.to,
      amount: transfer.amount,
    })),
    send: {
      id: sendId,
      senderAddress: plan.senderAddress,
      custody: wallet.custody,
      contractAddress: plan.executorAddress,
      currencyToken: params.currencyToken ?? null,
      recipients: plan.transfers.map((transfer) => ({
        address: transfer.to,
        tag: transfer.tag,
        amount: fromBaseUnits(transfer.amount, decimals),
        fee: fromBaseUnits(transfer.fee, decimals),
      })),
      totalAmount: fromBaseUnits(plan.totalAmount, decimals),
      totalFee: fromBaseUnits(plan.totalFee, decimals),
      totalTokenRequired: fromBaseUnits(plan.totalTokenRequired, decimals),
      fee: feeConfigurationView(fees),
      note: params.note ?? null,
    },
  });
  store.coreSends.insert(row);
  return {
    txId,
    sendId,
    status: 'pending',
    transactions: row.transfers.map((transfer) => transferView(request, row, transfer)),
    gasTransactions: row.gasTransfers.map((transfer) => gasTransferView(request, row, transfer)),
    chainId: plan.chain.chainId,
    chain: chainView(plan),
    token: tokenView(plan),
    senderAddress: plan.senderAddress,
    custody: wallet.custody,
    contractAddress: plan.executorAddress,
    forwarderAddress: plan.forwarderAddress,
    allowance: fromBaseUnits(plan.allowance, decimals),
    allowanceOk: plan.allowanceOk,
    needsSponsorship: plan.needsSponsorship,
    totalAmount: fromBaseUnits(plan.totalAmount, decimals),
    totalFee: fromBaseUnits(plan.totalFee, decimals),
    totalTokenRequired: fromBaseUnits(plan.totalTokenRequired, decimals),
    totalTokenRequiredBaseUnits: plan.totalTokenRequired.toString(),
    totalNativeForGas: fromBaseUnits(plan.totalNativeForGas, 18),
    totalNativeForGasWei: plan.totalNativeForGas.toString(),
    fee: feeConfigurationView(fees),
  };
}
