/**
 * The platform executors: the contracts a wallet approves to move its tokens, per chain and
 * allowance action. The OTC executor is the OTC escrow factory and the send executor the forwarder
 * of `@payments-platform/signing`'s `contracts`; the request executor is the simulator's own
 * payment-request router, deployed on every chain but Ethereum.
 */
import { contracts, isSupportedChainId } from '@payments-platform/signing/contracts';
import { fail } from '../../kernel/fail.js';

/** Allowance actions with one executor each. */
export type ExecutorAction = 'send' | 'request' | 'otc';

/** One executor of a chain. */
export interface Executor {
  readonly action: ExecutorAction;
  /** Lowercase. */
  readonly address: string;
  readonly name: string;
}

/** The payment-request router per chain id (absent: not deployed there). */
export const REQUEST_EXECUTORS: Readonly<Record<number, string>> = {
  137: '0x7e90000000000000000000000000000000000137',
  8453: '0x7e90000000000000000000000000000000008453',
  42161: '0x7e90000000000000000000000000000000042161',
  84532: '0x7e90000000000000000000000000000000084532',
};

/** The executor names. */
export const EXECUTOR_NAMES: Readonly<Record<ExecutorAction, string>> = {
  send: 'Payments Platform Forwarder',
  request: 'Payments Platform Request Router',
  otc: 'Payments Platform OTC Escrow Factory',
};

/**
 * Every executor of a chain, in the order send, request, otc.
 *
 * @example
 * ```ts
 * executorsOf(1).map((executor) => executor.action); // ['send', 'otc']
 * ```
 */
export function executorsOf(chainId: number): Executor[] {
  if (!isSupportedChainId(chainId)) return [];
  const platform = contracts[chainId];
  const request = REQUEST_EXECUTORS[chainId];
  const executors: Executor[] = [
    { action: 'send', address: platform.forwarder.toLowerCase(), name: EXECUTOR_NAMES.send },
  ];
  if (request !== undefined) {
    executors.push({ action: 'request', address: request.toLowerCase(), name: EXECUTOR_NAMES.request });
  }
  executors.push({
    action: 'otc',
    address: platform.otcEscrowFactory.toLowerCase(),
    name: EXECUTOR_NAMES.otc,
  });
  return executors;
}

/**
 * The executors an allowance action names on a chain: the action's own, the one `executorAddress`
 * names for `general`, every one for `all` and `multiple`.
 *
 * @throws SimulatorError 400 `WALLET_EXECUTOR_REQUIRED` (`general` without an address),
 * `WALLET_EXECUTOR_INVALID` (an address that is no executor of the chain) or
 * `WALLET_EXECUTOR_UNAVAILABLE` (the action has no executor on the chain).
 */
export function executorsFor(
  chainId: number,
  action: string,
  executorAddress: string | undefined,
): Executor[] {
  const available = executorsOf(chainId);
  if (action === 'all' || action === 'multiple') return available;
  if (action === 'general') {
    if (executorAddress === undefined) {
      fail('WALLET_EXECUTOR_REQUIRED', 'The general action needs executorAddress.');
    }
    const found = available.find((executor) => executor.address === executorAddress.toLowerCase());
    if (!found) {
      fail('WALLET_EXECUTOR_INVALID', `${executorAddress} is not a platform executor on chain ${chainId}.`);
    }
    return [found];
  }
  const found = available.find((executor) => executor.action === action);
  if (!found) {
    fail('WALLET_EXECUTOR_UNAVAILABLE', `The ${action} executor is not available on chain ${chainId}.`);
  }
  return [found];
}
