/**
 * Token allowances of wallets for the platform executors: reading them, approving and revoking.
 * A platform-custody wallet the session may use is signed for by the platform: the approval is a
 * ledger transaction from the wallet to the token contract that costs the wallet ERC-20 gas and
 * sets the allowance when it confirms. Any other wallet gets the unsigned `approve` transaction.
 */
import type { BuildApproveTransactionParameters } from '@payments-platform/signing';
import { fail } from '../../kernel/fail.js';
import type { JsonValue } from '../../kernel/json.js';
import type { HandlerRequest } from '../../kernel/module.js';
import type { Services } from '../../kernel/services.js';
import { signing } from '../../kernel/signing.js';
import type { Store } from '../../platform/database.js';
import type { ChainTxRow } from '../chain/index.js';
import {
  allowanceOf,
  ChainLedger,
  fromBaseUnits,
  isChainLedgerError,
  MAX_ALLOWANCE,
  setAllowance,
} from '../chain/index.js';
import type { ChainRow, TokenDeploymentRow } from '../reference/index.js';
import type { Caller } from '../tenancy/index.js';
import { type Executor, executorsFor } from './executors.js';
import type { WalletRow } from './tables.js';
import { baseUnits, canUseWallet, erc20At, supportedChain } from './wallet-rules.js';

/** The job that applies a confirmed approval to the allowances. */
export const ALLOWANCE_APPLY_JOB = 'wallets.allowance.apply';

/** What {@link ALLOWANCE_APPLY_JOB} carries. */
interface ApplyPayload {
  readonly hash: string;
  readonly chainId: number;
  readonly owner: string;
  readonly token: string;
  readonly spender: string;
  /** Base units. */
  readonly amount: string;
}

const isApplyPayload = (value: JsonValue): value is ApplyPayload & { readonly [key: string]: JsonValue } =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  typeof (value as { hash?: unknown }).hash === 'string' &&
  typeof (value as { amount?: unknown }).amount === 'string';

/**
 * Runs {@link ALLOWANCE_APPLY_JOB}: confirms the approval if it is still pending (its confirmation
 * is due at the same instant), then sets the allowance when it is confirmed.
 */
export function applyApproval(payload: JsonValue, services: Services): void {
  if (!isApplyPayload(payload)) return;
  const ledger = new ChainLedger(services);
  const tx = services.store.chainTxs.get(payload.hash);
  if (!tx) return;
  const settled = tx.status === 'pending' ? ledger.confirm(tx.hash) : tx;
  if (settled.status !== 'confirmed') return;
  setAllowance(services.store, {
    chainId: payload.chainId,
    owner: payload.owner,
    token: payload.token,
    spender: payload.spender,
    amount: BigInt(payload.amount),
  });
}

/**
 * The platform wallet the platform signs for, or null for a wallet the user signs.
 *
 * @throws SimulatorError 400 `WALLET_NOT_OWNED` for a platform wallet the caller may not use.
 */
export function signableWallet(store: Store, caller: Caller, address: string): WalletRow | null {
  const platform = store.wallets
    .by('byAddress', address.toLowerCase())
    .filter((wallet) => wallet.custody === 'platform');
  const usable = platform.find((wallet) => canUseWallet(store, caller, wallet));
  if (usable) return usable;
  if (platform.length > 0) {
    fail('WALLET_NOT_OWNED', `Wallet ${address} is not a wallet of the caller.`);
  }
  return null;
}

/** What an approval or revocation acts on. */
interface ApprovalTarget {
  readonly chain: ChainRow;
  readonly token: TokenDeploymentRow;
  readonly owner: string;
}

/**
 * Submits a backend-signed `approve(spender, amount)` from a platform wallet: a zero-amount ERC-20
 * transaction from the wallet to the token contract, paid by the wallet's gas, and the job that sets
 * the allowance once it confirms.
 *
 * @throws SimulatorError 400 `WALLET_INSUFFICIENT_GAS` when the wallet cannot pay the gas.
 */
export function submitApproval(
  services: Services,
  target: ApprovalTarget,
  spender: string,
  amount: bigint,
  reference: { readonly [key: string]: JsonValue } = {},
): ChainTxRow {
  const { jobs, clock, config } = services;
  let tx: ChainTxRow;
  try {
    tx = new ChainLedger(services).submit({
      chainId: target.chain.chainId,
      from: target.owner,
      to: target.token.address,
      token: target.token.address,
      amount: 0n,
      reference: { type: 'approve', spender, allowance: amount.toString(), ...reference },
    });
  } catch (error) {
    if (isChainLedgerError(error) && error.reason === 'insufficient-gas') {
      fail('WALLET_INSUFFICIENT_GAS', error.message);
    }
    throw error;
  }
  const payload: ApplyPayload = {
    hash: tx.hash,
    chainId: target.chain.chainId,
    owner: target.owner.toLowerCase(),
    token: target.token.address.toLowerCase(),
    spender: spender.toLowerCase(),
    amount: amount.toString(),
  };
  jobs.schedule(ALLOWANCE_APPLY_JOB, clock.now() + config.blockTimeMs, { ...payload });
  return tx;
}

/** The unsigned `approve(spender, amount)` transaction of a token. */
export function unsignedApproval(target: ApprovalTarget, spender: string, amount: bigint) {
  return signing().buildApproveTransaction({
    chainId: target.chain.chainId,
    token: target.token.address as Address,
    spender: spender as Address,
    amount,
  });
}

type Address = BuildApproveTransactionParameters['token'];

function target(store: Store, chainId: number | string, owner: string, token: string): ApprovalTarget {
  const chain = supportedChain(store, chainId);
  return { chain, token: erc20At(store, chain, token), owner: owner.toLowerCase() };
}

/** GET /v1/wallet/evm/allowance/{action} */
export function getAllowance({ params, query, store, fail }: HandlerRequest<'getAllowance'>) {
  const at = target(store, query.chainId, query.userWallet, query.tokenAddress);
  const executors = executorsFor(at.chain.chainId, params.action, query.executorAddress);
  const wanted =
    query.amount === undefined ? undefined : baseUnits(query.amount, at.token.decimals, 'query.amount');
  const view = (executor: Executor) => {
    const allowance = allowanceOf(store, {
      chainId: at.chain.chainId,
      owner: at.owner,
      token: at.token.address,
      spender: executor.address,
    });
    return {
      executorAddress: executor.address,
      executorName: executor.name,
      action: executor.action,
      allowance: fromBaseUnits(allowance, at.token.decimals),
      allowanceOk: wanted === undefined ? allowance > 0n : allowance >= wanted,
      ...(wanted === undefined ? {} : { difference: fromBaseUnits(allowance - wanted, at.token.decimals) }),
    };
  };
  if (params.action === 'all' || params.action === 'multiple') return { executors: executors.map(view) };
  const [only] = executors;
  if (!only) throw fail('WALLET_EXECUTOR_UNAVAILABLE', 'No executor on this chain.');
  return view(only);
}

/** POST /v1/wallet/evm/allowance/{action} */
export function approveAllowance(request: HandlerRequest<'approveAllowance'>) {
  const { params, body, store, caller } = request;
  const at = target(store, body.chainId, body.userWallet, body.tokenAddress);
  const [executor] = executorsFor(at.chain.chainId, params.action, body.executorAddress);
  if (!executor) throw request.fail('WALLET_EXECUTOR_UNAVAILABLE', 'No executor on this chain.');
  const amount =
    body.amount === 'max' ? MAX_ALLOWANCE : baseUnits(body.amount, at.token.decimals, 'body.amount');
  if (amount === 0n || amount > MAX_ALLOWANCE) {
    throw request.fail('WALLET_AMOUNT_INVALID', 'body.amount: must be positive and at most 2^256 - 1.');
  }
  const wallet = signableWallet(store, caller, at.owner);
  if (wallet) {
    const tx = submitApproval(request, at, executor.address, amount, { action: params.action });
    return {
      txHash: tx.hash,
      signed: true as const,
      chainId: at.chain.chainId,
      executorAddress: executor.address,
      executorName: executor.name,
    };
  }
  return {
    ...unsignedApproval(at, executor.address, amount),
    signed: false as const,
    executorAddress: executor.address,
    executorName: executor.name,
  };
}

/** DELETE /v1/wallet/evm/allowance/{action} */
export function revokeAllowance(request: HandlerRequest<'revokeAllowance'>) {
  const { params, query, store, caller } = request;
  const at = target(store, query.chainId, query.userWallet, query.tokenAddress);
  const executors = executorsFor(at.chain.chainId, params.action, query.executorAddress);
  const wallet = signableWallet(store, caller, at.owner);
  if (wallet) {
    const transactions = executors.map((executor) => {
      const tx = submitApproval(request, at, executor.address, 0n, { action: params.action });
      return { executorAddress: executor.address, txHash: tx.hash, success: true };
    });
    return { transactions, signed: true };
  }
  const transactions = executors.map((executor) => ({
    ...unsignedApproval(at, executor.address, 0n),
    executorAddress: executor.address,
  }));
  return { transactions, signed: false };
}
