/**
 * Top-up withdrawals with sponsored gas (spec: "If the session can sign the transfer may finish in
 * this call; otherwise call sign-payload then process-sponsored-tx"). A platform-custody wallet's
 * withdrawal asked for with a session is signed by the platform and submitted in the withdraw
 * call; any other (an external wallet, or a platform wallet without a session) waits for the
 * EIP-712 signature of the wallet's signer (sign-payload, then process-sponsored-tx). Either way
 * the platform gas sponsor pays the gas and the withdrawal's transaction follows its chain
 * transaction to `completed` or `failed`.
 */

import type { TopUpWithdrawalTypedData } from '@payments-platform/signing';
import { fail, failure } from '../../kernel/fail.js';
import type { HandlerRequest } from '../../kernel/module.js';
import type { Services } from '../../kernel/services.js';
import { signing } from '../../kernel/signing.js';
import { magicTopupPhone } from '../../platform/magic-values.js';
import type { ChainTxRow } from '../chain/index.js';
import {
  ChainLedger,
  fromBaseUnits,
  GAS_SPONSOR_ADDRESS,
  isChainLedgerError,
  linkChainTx,
} from '../chain/index.js';
import { TOPUP_SETTLEMENT_ADDRESS, TOPUP_SIGN_PAYLOAD_TTL_MS } from '../channels/index.js';
import { type Caller, canRead } from '../tenancy/index.js';
import { transactions, transactionView } from '../transactions/index.js';
import { canUseWallet, platformSignsFor, signedByCustody, type WalletRow } from '../wallets/index.js';
import {
  checkTopupLimits,
  localEstimate,
  TOPUP_INPUT_CODE,
  topupChain,
  topupCountry,
  topupEstimate,
  topupFee,
  topupFeeView,
  topupToken,
  topupUnits,
} from './rules.js';
import type { TopupWithdrawalRow } from './tables.js';

/** The role under which the withdrawal's chain transaction appears in the transaction's `txs`. */
export const WITHDRAW_TX_ROLE = 'withdraw';

/** Maps a ledger failure of a sponsored submission to the top-up route's answer. */
function submitSponsored(services: Services, input: Parameters<ChainLedger['submit']>[0]): ChainTxRow {
  try {
    return new ChainLedger(services).submit({ ...input, gasPayer: GAS_SPONSOR_ADDRESS });
  } catch (error) {
    if (isChainLedgerError(error) && error.reason === 'insufficient-balance') {
      fail('TOPUP_INSUFFICIENT_BALANCE', error.message);
    }
    if (isChainLedgerError(error)) {
      fail('TOPUP_WITHDRAWAL_FAILED', `The sponsored transfer failed: ${error.message}`);
    }
    throw error;
  }
}

/**
 * Submits a withdrawal in one sponsored transfer to the settlement wallet: the amount the phone is
 * topped up with plus the channel's surcharge (the top-up provider keeps the fee), so the fee
 * moves, and fails, with the withdrawal.
 */
function submitWithdrawal(
  services: Services,
  input: Omit<Parameters<ChainLedger['submit']>[0], 'to' | 'amount'> & {
    readonly amount: bigint;
    readonly fee: bigint;
  },
): ChainTxRow {
  const { amount, fee, ...base } = input;
  return submitSponsored(services, { ...base, to: TOPUP_SETTLEMENT_ADDRESS, amount: amount + fee });
}

/** The wallet a withdrawal is paid from: `sendWallet`, else the caller profile's first EVM wallet. */
function sendingWallet(services: Services, caller: Caller, sendWallet: string | undefined): WalletRow {
  const team = caller.team;
  if (!team) fail('CONTEXT_REQUIRED', 'A top-up withdrawal needs a team context.', { status: 403 });
  if (sendWallet !== undefined) {
    const address = sendWallet.trim().toLowerCase();
    const wallet = services.store.wallets
      .by('byAddress', address)
      .find((candidate) => candidate.teamId === team.id && candidate.walletType === 'EVM');
    if (wallet === undefined || !canUseWallet(services.store, caller, wallet)) {
      fail('TOPUP_WALLET_NOT_OWNED', `Wallet ${sendWallet} is not a wallet of the caller.`);
    }
    return wallet;
  }
  const own = caller.profile
    ? services.store.wallets
        .by('byProfile', caller.profile.id)
        .find((wallet) => wallet.teamId === team.id && wallet.walletType === 'EVM')
    : undefined;
  if (!own) {
    fail('TOPUP_WALLET_REQUIRED', 'The caller has no EVM wallet; send sendWallet.');
  }
  return own;
}

/** POST /channel/topup/withdraw */
export function createWithdrawal(request: HandlerRequest<'createTopupWithdrawal'>) {
  const { body, caller, store, ids } = request;
  if (caller.role === 'viewer') {
    throw request.fail('TOPUP_ROLE_FORBIDDEN', 'A viewer cannot withdraw funds.');
  }
  // The contract's schema checked the code's format and the amount's sign before this handler.
  const { codigopaq } = body;
  const unknownPhone = magicTopupPhone(request.config, codigopaq);
  if (unknownPhone !== null) throw request.fail(TOPUP_INPUT_CODE, unknownPhone);
  const country = topupCountry(body.destinationCountry);
  const chain = topupChain(store, body.chain);
  const { deployment, symbol } = topupToken(store, chain, body.token);
  checkTopupLimits(body.amount);
  const units = topupUnits(body.amount, deployment.decimals);
  const { rule, split } = topupFee(store, units, deployment.decimals);
  const wallet = sendingWallet(request, caller, body.sendWallet);
  const ledger = new ChainLedger(request);
  const held = ledger.balanceOf(chain.chainId, deployment.address, wallet.address);
  if (held < split.payerPays) {
    throw request.fail(
      'TOPUP_INSUFFICIENT_BALANCE',
      `Wallet ${wallet.address} holds ${fromBaseUnits(held, deployment.decimals)} ${symbol}, less than the ${fromBaseUnits(split.payerPays, deployment.decimals)} the top-up and its fee take.`,
    );
  }

  const txId = ids.uuid();
  const rechargeId = ids.prefixed('rch');
  const chainTx = platformSignsFor(caller, wallet)
    ? submitWithdrawal(request, {
        chainId: chain.chainId,
        from: wallet.address,
        token: deployment.address,
        amount: split.receiverGets,
        fee: split.fee,
        reference: { transactionId: txId },
      })
    : null;
  const estimate = topupEstimate(store, body.amount, deployment.decimals);
  const transaction = transactions.record(request, {
    kind: 'topupWithdrawal',
    id: txId,
    appId: caller.app?.id ?? '',
    teamId: caller.team?.id ?? null,
    profileId: caller.profile?.id ?? null,
    token: { deployment, symbol },
    chain,
    chainTxs: chainTx ? { [WITHDRAW_TX_ROLE]: chainTx } : {},
    withdrawal: {
      codigopaq,
      destinationCountry: country.country,
      amount: body.amount,
      amountBaseUnits: units.toString(),
      ...estimate,
      estimatedLocal: localEstimate(country, estimate.estimatedUsd),
      note: body.note ?? null,
      rechargeId,
      walletAddress: wallet.address,
      custody: wallet.custody,
      fee: topupFeeView(rule, split, deployment.decimals),
    },
  });
  store.topupWithdrawals.insert({
    id: txId,
    appId: transaction.appId,
    walletAddress: wallet.address,
    custody: wallet.custody,
    chainId: chain.chainId,
    tokenAddress: deployment.address.toLowerCase(),
    amount: split.receiverGets.toString(),
    fee: split.fee.toString(),
    rechargeId,
    state: chainTx ? 'submitted' : 'awaiting_signature',
    nonce: null,
    expiresAtMs: null,
    chainTxHash: chainTx?.hash ?? null,
  });
  return {
    txId,
    rechargeId,
    status: transaction.status,
    requiresSignature: chainTx === null,
    txHash: chainTx?.hash ?? null,
    tx: transactionView(transaction),
  };
}

/** The withdrawal of a txId in the caller's app, awaiting the user's signature. */
function awaitingWithdrawal(services: Services, caller: Caller, txId: string): TopupWithdrawalRow {
  const row = services.store.topupWithdrawals.get(txId);
  const transaction = services.store.transactions.get(txId);
  if (!row || !transaction || !canRead(caller, 'channelTransaction', transaction)) {
    fail('TOPUP_WITHDRAWAL_NOT_FOUND', `No top-up withdrawal ${txId}.`);
  }
  if (row.state !== 'awaiting_signature') {
    fail(
      'TOPUP_WITHDRAWAL_NOT_AWAITING_SIGNATURE',
      `Top-up withdrawal ${txId} does not wait for a signature (${row.state}).`,
    );
  }
  return row;
}

const typedDataOf = (row: TopupWithdrawalRow, nonce: number, expiresAtMs: number): TopUpWithdrawalTypedData =>
  signing().buildTopUpWithdrawalTypedData({
    chainId: row.chainId,
    from: row.walletAddress as `0x${string}`,
    to: TOPUP_SETTLEMENT_ADDRESS,
    token: row.tokenAddress as `0x${string}`,
    amount: BigInt(row.amount),
    fee: BigInt(row.fee ?? '0'),
    txId: row.id,
    nonce: BigInt(nonce),
    expiresAtMs: BigInt(expiresAtMs),
  });

/** GET /channel/topup/withdraw/{txId}/sign-payload */
export function signPayload(request: HandlerRequest<'getTopupWithdrawalSignPayload'>) {
  const { params, caller, store, clock } = request;
  const row = awaitingWithdrawal(request, caller, params.txId);
  const nonce = new ChainLedger(request).forwarderNonce(row.chainId, row.walletAddress);
  const expiresAtMs = clock.now() + TOPUP_SIGN_PAYLOAD_TTL_MS;
  store.topupWithdrawals.update(row.id, { nonce, expiresAtMs });
  const typedData = typedDataOf(row, nonce, expiresAtMs);
  return {
    typedData: signing().typedDataToJson(typedData),
    // The wallet signs (its key, or for a platform-custody wallet its owner, the custody signer).
    signerAddress: typedData.message.from,
    expiresAtMs,
    nonce,
  };
}

/** POST /channel/topup/withdraw/{txId}/process-sponsored-tx */
export async function processSponsoredTx(request: HandlerRequest<'processTopupWithdrawalSponsoredTx'>) {
  const { params, body, caller, store, clock } = request;
  const row = awaitingWithdrawal(request, caller, params.txId);
  if (row.nonce === null || row.expiresAtMs === null) {
    throw request.fail(
      'TOPUP_SIGN_PAYLOAD_REQUIRED',
      `Read GET /channel/topup/withdraw/${row.id}/sign-payload before process-sponsored-tx.`,
    );
  }
  const signature = body.userSignature.trim();
  if (!/^0x[0-9a-fA-F]+$/.test(signature)) {
    throw request.fail('TOPUP_SIGNATURE_MALFORMED', 'userSignature is not a hex signature.');
  }
  const ledger = new ChainLedger(request);
  try {
    await signing().verifyTopUpWithdrawal({
      typedData: typedDataOf(row, row.nonce, row.expiresAtMs),
      signature: signature as `0x${string}`,
      chainId: row.chainId,
      nonce: BigInt(ledger.forwarderNonce(row.chainId, row.walletAddress)),
      now: clock.now(),
    });
  } catch (error) {
    if (!signedByCustody(error, row.custody)) throw signatureFailure(error);
  }
  const chainTx = submitWithdrawal(request, {
    chainId: row.chainId,
    from: row.walletAddress,
    token: row.tokenAddress,
    amount: BigInt(row.amount),
    fee: BigInt(row.fee ?? '0'),
    reference: { transactionId: row.id },
  });
  ledger.useForwarderNonce(row.chainId, row.walletAddress);
  store.topupWithdrawals.update(row.id, { state: 'submitted', chainTxHash: chainTx.hash });
  linkChainTx(store, clock, row.id, WITHDRAW_TX_ROLE, chainTx);
  return { txHash: chainTx.hash, txId: row.id, rechargeId: row.rechargeId };
}

function signatureFailure(error: unknown): unknown {
  const message = error instanceof Error ? error.message : String(error);
  if (signing().isInvalidSignatureError(error)) return failure('TOPUP_SIGNER_MISMATCH', message);
  if (signing().isSignatureExpiredError(error)) return failure('TOPUP_SIGNATURE_EXPIRED', message);
  if (signing().isNonceMismatchError(error)) return failure('TOPUP_NONCE_USED', message);
  if (signing().isMalformedSignatureError(error)) return failure('TOPUP_SIGNATURE_MALFORMED', message);
  if (signing().isSigningError(error)) return failure('TOPUP_SIGNATURE_INVALID', message);
  return error;
}
