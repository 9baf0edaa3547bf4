/**
 * Gas sponsorship: the platform gas sponsor sends a wallet of the session profile the native gas
 * it lacks to approve a token for an executor (`send` or `otc`), then signs that approval itself
 * for a platform-custody wallet or hands an external wallet the unsigned approval. A cooldown per
 * session user, a limit of sponsorships per user, and one unfulfilled sponsorship at a time apply.
 */

import type { HandlerRequest } from '../../kernel/module.js';
import type { Store } from '../../platform/database.js';
import type { ChainTxRow } from '../chain/index.js';
import {
  allowanceOf,
  ChainLedger,
  GAS_SPONSOR_ADDRESS,
  GAS_USED,
  isChainLedgerError,
  MAX_ALLOWANCE,
} from '../chain/index.js';
import { NATIVE_TOKEN_ADDRESS } from '../reference/index.js';
import { submitApproval, unsignedApproval } from './allowance-handlers.js';
import { gasPriceOf } from './balances.js';
import { executorsFor } from './executors.js';
import type { GasSponsorshipRow } from './tables.js';
import { erc20At, isPersonalWallet, supportedChain } from './wallet-rules.js';

/** Time between two sponsorships of one session user: five minutes of virtual time. */
export const GAS_SPONSOR_COOLDOWN_MS = 5 * 60 * 1000;

/** Sponsorships one user can receive (transfers that failed do not count). */
export const GAS_SPONSOR_LIMIT = 3;

/** Chains without gas sponsorship: Ethereum mainnet. */
export const GAS_SPONSOR_DISABLED_CHAINS: readonly number[] = [1];

const txStatus = (store: Store, hash: string | null): ChainTxRow['status'] | null =>
  hash === null ? null : (store.chainTxs.get(hash)?.status ?? null);

/** Whether a sponsorship's transfer went through (failed ones count for nothing but the cooldown). */
const counted = (store: Store, row: GasSponsorshipRow) => txStatus(store, row.transferTxHash) !== 'failed';

/** Whether a sponsorship still waits for its approval to take effect. */
function unfulfilled(store: Store, row: GasSponsorshipRow): boolean {
  if (!counted(store, row) || txStatus(store, row.approveTxHash) === 'failed') return false;
  const allowance = allowanceOf(store, {
    chainId: row.chainId,
    owner: row.walletAddress,
    token: row.tokenAddress,
    spender: row.executorAddress,
  });
  return allowance === 0n;
}

/** POST /v1/wallet/evm/gas-sponsor */
export function requestGasSponsorship(request: HandlerRequest<'requestGasSponsorship'>) {
  const { body, caller, store, clock, ids } = request;
  const profile = caller.profile;
  const team = caller.team;
  const userId = caller.session?.userId ?? caller.user?.id;
  if (!profile || !team || userId === undefined) {
    throw request.fail('SESSION_REQUIRED', 'Gas sponsorship needs a session profile and team.');
  }
  const chain = supportedChain(store, body.chainSlug);
  const token = erc20At(store, chain, body.tokenAddress);
  const owner = body.walletAddress.toLowerCase();
  const wallet = store.wallets
    .by('byAddress', owner)
    .find((row) => row.walletType === 'EVM' && isPersonalWallet(store, caller, row));
  if (!wallet) {
    throw request.fail(
      'GAS_SPONSOR_WALLET_NOT_OWNED',
      `Wallet ${body.walletAddress} is not a wallet of the session profile.`,
    );
  }
  if (GAS_SPONSOR_DISABLED_CHAINS.includes(chain.chainId)) {
    throw request.fail('GAS_SPONSOR_DISABLED', `Gas sponsorship is disabled on ${chain.slug}.`);
  }
  const [executor] = executorsFor(chain.chainId, body.action, undefined);
  if (!executor) throw request.fail('WALLET_EXECUTOR_UNAVAILABLE', 'No executor on this chain.');
  const key = { chainId: chain.chainId, owner, token: token.address, spender: executor.address };
  if (allowanceOf(store, key) > 0n) {
    throw request.fail(
      'GAS_SPONSOR_ALLOWANCE_EXISTS',
      `Wallet ${owner} already approved the ${body.action} executor for this token.`,
    );
  }

  const gasPrice = gasPriceOf(chain.chainId);
  const requiredGas = GAS_USED.erc20 * gasPrice;
  const walletBalance = BigInt(
    store.balances.get(`${chain.chainId}:${NATIVE_TOKEN_ADDRESS}:${owner}`)?.amount ?? '0',
  );
  if (walletBalance >= requiredGas) {
    // The spec's answer for enough gas is the no-sponsorship form, whatever executeWithOwnGas
    // asks: its 409 is for an existing or sufficient allowance, not for sufficient gas.
    return {
      message: 'The wallet holds enough gas for the approval; no sponsorship needed.',
      walletBalance: walletBalance.toString(),
      requiredGas: requiredGas.toString(),
      gasPrice: gasPrice.toString(),
      executeWithOwnGas: false as const,
      gasSponsored: false as const,
    };
  }

  const previous = store.gasSponsorships.by('byUser', userId);
  if (previous.filter((row) => counted(store, row)).length >= GAS_SPONSOR_LIMIT) {
    throw request.fail(
      'GAS_SPONSOR_LIMIT_EXCEEDED',
      `The limit of ${GAS_SPONSOR_LIMIT} gas sponsorships per user is reached.`,
    );
  }
  const last = previous.reduce((latest, row) => Math.max(latest, row.createdAtMs), Number.NEGATIVE_INFINITY);
  const waitMs = last + GAS_SPONSOR_COOLDOWN_MS - clock.now();
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    throw request.fail('GAS_SPONSOR_COOLDOWN', `Wait ${seconds} s before the next gas sponsorship.`, {
      headers: { 'Retry-After': String(seconds) },
    });
  }
  if (previous.some((row) => unfulfilled(store, row))) {
    throw request.fail(
      'GAS_SPONSOR_PENDING',
      'Another gas sponsorship of this user has not been used for its approval yet.',
    );
  }

  const id = ids.prefixed('gsp');
  const gasTransferred = requiredGas - walletBalance;
  const ledger = new ChainLedger(request);
  let transfer: ChainTxRow;
  try {
    transfer = ledger.submit({
      chainId: chain.chainId,
      from: GAS_SPONSOR_ADDRESS,
      to: owner,
      amount: gasTransferred,
      reference: { type: 'gasSponsorship', sponsorshipId: id },
    });
  } catch (error) {
    if (isChainLedgerError(error)) {
      throw request.fail('GAS_SPONSOR_TRANSFER_FAILED', `The gas transfer failed: ${error.message}`);
    }
    throw error;
  }
  const target = { chain, token, owner };
  let approveTxHash: string | null = null;
  if (wallet.custody === 'platform') {
    // The platform waits for the gas transfer's receipt before it signs the approval.
    ledger.confirm(transfer.hash);
    approveTxHash = submitApproval(request, target, executor.address, MAX_ALLOWANCE, {
      action: body.action,
      sponsorshipId: id,
    }).hash;
  }
  store.gasSponsorships.insert({
    id,
    appId: caller.app?.id ?? '',
    userId,
    profileId: profile.id,
    walletAddress: owner,
    custody: wallet.custody,
    chainId: chain.chainId,
    tokenAddress: token.address.toLowerCase(),
    action: body.action,
    executorAddress: executor.address,
    gasTransferred: gasTransferred.toString(),
    transferTxHash: transfer.hash,
    approveTxHash,
    createdAt: clock.iso(),
    createdAtMs: clock.now(),
  });
  const common = {
    transferTxHash: transfer.hash,
    gasPrice: gasPrice.toString(),
    gasSponsored: true,
    tokenAddress: token.address,
    chainSlug: chain.slug,
    action: body.action,
  };
  if (approveTxHash !== null) {
    return {
      ...common,
      approveTxHash,
      gasEstimated: requiredGas.toString(),
      gasTransferred: gasTransferred.toString(),
    };
  }
  return {
    ...common,
    unsignedApproveTx: unsignedApproval(target, executor.address, MAX_ALLOWANCE),
    gasEstimated: requiredGas.toString(),
    gasTransferred: gasTransferred.toString(),
    message: 'Gas sent to the wallet: sign and send the approval once the transfer is confirmed.',
  };
}
