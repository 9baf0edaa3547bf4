/**
 * The OTC signature routes: the escrow-factory allowance (check and approve) and the approval or
 * denial of one split, signed by the platform for a platform-custody wallet or handed out as
 * EIP-712 typed data for the user's own wallet (whose signature the escrow takes through the
 * control API, as the wallet would send it to the contract).
 */

import { fail, failure } from '../../kernel/fail.js';
import type { HandlerRequest } from '../../kernel/module.js';
import type { Services } from '../../kernel/services.js';
import { signing } from '../../kernel/signing.js';
import {
  allowanceOf,
  ChainLedger,
  fromBaseUnits,
  isChainLedgerError,
  linkChainTx,
  MAX_ALLOWANCE,
  setAllowance,
  toBaseUnits,
} from '../chain/index.js';
import type { TokenDeploymentRow } from '../reference/index.js';
import type { Caller } from '../tenancy/index.js';
import {
  assertInSettlement,
  assertParty,
  hexSignature,
  partiesOf,
  platformWallet,
  requestOf,
  splitOf,
  sponsoredTransfer,
  updateSplit,
  verifyWith,
} from './model.js';
import { escrowFactory } from './offers.js';
import { OTC_SPLIT_SIGNATURE_TTL_MS } from './rules.js';
import type { OtcRequestRow, OtcSplit } from './tables.js';

const INPUT_CODE = 'BODY_PARSER_ERROR';
const invalid = (message: string) => failure(INPUT_CODE, message);

/** The chain and ERC-20 token of an allowance route. */
function allowanceToken(
  services: Services,
  chainId: number,
  tokenAddress: string,
): { readonly deployment: TokenDeploymentRow; readonly spender: string } {
  const ledger = new ChainLedger(services);
  try {
    ledger.chain(chainId);
  } catch {
    throw invalid(`chainId: ${chainId} is not a supported chain.`);
  }
  const address = tokenAddress.trim();
  let deployment: TokenDeploymentRow;
  try {
    deployment = ledger.token(chainId, address);
  } catch {
    throw invalid(`tokenAddress: ${tokenAddress} is not a token on chain ${chainId}.`);
  }
  if (deployment.type !== 'erc20') throw invalid('tokenAddress: the native coin has no allowance.');
  return { deployment, spender: escrowFactory(chainId) };
}

/** A positive amount of whole tokens in base units, at most what a uint256 holds. */
function unitsOf(amount: string | number, decimals: number, field: string): bigint {
  let units: bigint;
  try {
    units = toBaseUnits(amount, decimals);
  } catch (error) {
    throw invalid(`${field}: ${(error as Error).message}.`);
  }
  if (units <= 0n) throw invalid(`${field}: must be positive.`);
  if (units > MAX_ALLOWANCE) throw invalid(`${field}: must be at most 2^256 - 1 in base units.`);
  return units;
}

const formatAllowance = (amount: bigint, decimals: number) =>
  amount === MAX_ALLOWANCE ? 'max' : fromBaseUnits(amount, decimals);

/** POST /v1/otc/allowance/check */
export function checkAllowance(request: HandlerRequest<'checkOtcAllowance'>) {
  const { body, store } = request;
  const { deployment, spender } = allowanceToken(request, body.chainId, body.tokenAddress);
  const sender = body.senderAddress.trim();
  const required = unitsOf(body.amountToCheck, deployment.decimals, 'amountToCheck');
  const allowance = allowanceOf(store, {
    chainId: body.chainId,
    owner: sender,
    token: deployment.address,
    spender,
  });
  return {
    chainId: body.chainId,
    tokenAddress: deployment.address.toLowerCase(),
    senderAddress: sender.toLowerCase(),
    spenderAddress: spender,
    allowance: formatAllowance(allowance, deployment.decimals),
    amountToCheck: fromBaseUnits(required, deployment.decimals),
    allowanceOk: allowance >= required,
    difference: allowance >= required ? '0' : fromBaseUnits(required - allowance, deployment.decimals),
  };
}

/** POST /v1/otc/signatures/approve */
export function approveAllowance(request: HandlerRequest<'approveOtcAllowance'>) {
  const { body, caller, store } = request;
  const { deployment, spender } = allowanceToken(request, body.chainId, body.tokenAddress);
  const sender = body.senderWallet.trim().toLowerCase();
  const amount = body.amount === 'max' ? MAX_ALLOWANCE : unitsOf(body.amount, deployment.decimals, 'amount');
  const wallet = platformWallet(store, sender, caller.team?.id ?? null);
  if (!body.autoSign || !wallet) {
    const transaction = signing().buildApproveTransaction({
      chainId: body.chainId,
      token: deployment.address as `0x${string}`,
      spender: spender as `0x${string}`,
      amount: body.amount === 'max' ? 'max' : amount,
    });
    return { ...transaction, signed: false, spenderAddress: spender };
  }
  let txHash: string;
  try {
    // The approve call: a zero-value transaction of the wallet to the token contract, its own gas.
    txHash = new ChainLedger(request).submit({
      chainId: body.chainId,
      from: sender,
      to: deployment.address,
      amount: 0n,
      reference: { action: 'approve', spender, tokenAddress: deployment.address.toLowerCase() },
    }).hash;
  } catch (error) {
    if (isChainLedgerError(error) && error.reason === 'insufficient-gas') {
      throw request.fail('OTC_INSUFFICIENT_GAS', error.message);
    }
    throw error;
  }
  setAllowance(store, { chainId: body.chainId, owner: sender, token: deployment.address, spender, amount });
  return {
    signed: true,
    txHash,
    chainId: body.chainId,
    tokenAddress: deployment.address.toLowerCase(),
    spenderAddress: spender,
    allowance: formatAllowance(amount, deployment.decimals),
  };
}

type SplitAction = 'approve' | 'deny';

/** Releases (approve) or refunds (deny) the escrowed tokens of one split. */
export function settleSplit(
  services: Services,
  otc: OtcRequestRow,
  split: OtcSplit,
  action: SplitAction,
): { readonly txHash: string; readonly request: OtcRequestRow } {
  const parties = partiesOf(otc);
  const role = action === 'approve' ? 'release' : 'refund';
  const tx = sponsoredTransfer(services, {
    chainId: otc.chainId,
    from: otc.escrowAddress ?? '',
    to: action === 'approve' ? parties.cryptoReceiverWallet : parties.cryptoPayerWallet,
    token: otc.tokenAddress,
    amount: BigInt(split.cryptoUnits),
    reference: { otcRequestId: otc.id, action: role, splitIndex: split.index },
  });
  linkChainTx(services.store, services.clock, otc.txId, `split${split.index}:${role}`, tx);
  const updated = updateSplit(services, otc, split.index, {
    status: action === 'approve' ? 'released' : 'refunded',
    pendingSignature: null,
    txHashes: { ...split.txHashes, [role]: tx.hash },
  });
  return { txHash: tx.hash, request: updated };
}

/** Refuses a split the action does not apply to. */
export function assertSplitOpen(otc: OtcRequestRow, split: OtcSplit, action: SplitAction): void {
  if (action === 'approve' && split.status !== 'verified') {
    fail(
      'OTC_SPLIT_NOT_VERIFIED',
      `Split ${split.index} of ${otc.id} is ${split.status}; a split is approved once its proof is verified.`,
    );
  }
  if (action === 'deny' && (split.status === 'released' || split.status === 'refunded')) {
    fail('OTC_SPLIT_SETTLED', `Split ${split.index} of ${otc.id} is already ${split.status}.`);
  }
}

const splitTypedData = (
  otc: OtcRequestRow,
  index: number,
  action: SplitAction,
  wallet: string,
  expiresAtMs: number,
) => {
  const fields = {
    chainId: otc.chainId,
    otcRequestId: otc.id,
    splitIndex: index,
    userWalletAddress: wallet as `0x${string}`,
    expiresAtMs,
  };
  return action === 'approve'
    ? signing().buildSplitApprovalTypedData(fields)
    : signing().buildSplitDenialTypedData(fields);
};

/** POST /v1/otc/signatures/approve-split and deny-split */
export function splitSignature(
  services: Services,
  caller: Caller,
  body: { readonly otcRequestId: string; readonly splitIndex: number; readonly userWalletAddress: string },
  action: SplitAction,
) {
  const { store, clock } = services;
  const otc = requestOf(store, caller.app?.id, body.otcRequestId);
  const teamId = caller.team?.id ?? null;
  assertParty(caller, otc);
  assertInSettlement(otc);
  const parties = partiesOf(otc);
  if (teamId !== parties.cryptoPayerTeam) {
    fail(
      'OTC_ACCESS_DENIED',
      `Splits of ${otc.id} are approved or denied by the team whose tokens are escrowed.`,
    );
  }
  const split = splitOf(otc, body.splitIndex);
  assertSplitOpen(otc, split, action);
  const wallet = body.userWalletAddress.trim().toLowerCase();
  if (wallet !== parties.cryptoPayerWallet) {
    fail(
      'OTC_WALLET_MISMATCH',
      `userWalletAddress: splits of ${otc.id} are signed by the escrowing wallet ${parties.cryptoPayerWallet}.`,
    );
  }
  if (platformWallet(store, wallet, teamId)) {
    const { txHash, request } = settleSplit(services, otc, split, action);
    const settled = request.splits[split.index];
    return {
      signed: true,
      otcRequestId: otc.id,
      splitIndex: split.index,
      txHash,
      splitStatus: settled?.status ?? null,
      status: request.status,
    };
  }
  const expiresAtMs = clock.now() + OTC_SPLIT_SIGNATURE_TTL_MS;
  updateSplit(services, otc, split.index, { pendingSignature: { action, wallet, expiresAtMs } });
  return {
    signed: false,
    otcRequestId: otc.id,
    splitIndex: split.index,
    signerAddress: wallet,
    expiresAtMs,
    typedData: signing().typedDataToJson(splitTypedData(otc, split.index, action, wallet, expiresAtMs)),
  };
}

/**
 * What the user's wallet does with a signed split approval or denial: sends it to the escrow,
 * which checks it against the last typed data handed out and releases or refunds the split.
 */
export async function relaySplitSignature(
  services: Services,
  requestId: string,
  index: number,
  signature: string,
) {
  const { store, clock } = services;
  const otc = store.otcRequests.get(requestId);
  if (!otc) fail('OTC_REQUEST_NOT_FOUND', `No OTC request ${requestId}.`);
  assertInSettlement(otc);
  const split = splitOf(otc, index);
  const pending = split.pendingSignature;
  if (!pending) {
    fail(
      'OTC_SIGNATURE_NOT_REQUESTED',
      `No split approval or denial was handed out for split ${index} of ${otc.id}.`,
    );
  }
  assertSplitOpen(otc, split, pending.action);
  const hex = hexSignature(signature);
  const typedData = splitTypedData(otc, index, pending.action, pending.wallet, pending.expiresAtMs);
  await verifyWith(() =>
    pending.action === 'approve'
      ? signing().verifySplitApproval({ typedData, signature: hex, chainId: otc.chainId, now: clock.now() })
      : signing().verifySplitDenial({ typedData, signature: hex, chainId: otc.chainId, now: clock.now() }),
  );
  const { txHash, request } = settleSplit(services, otc, split, pending.action);
  return {
    otcRequestId: otc.id,
    splitIndex: index,
    action: pending.action,
    txHash,
    splitStatus: request.splits[index]?.status ?? null,
    status: request.status,
  };
}
