/**
 * Platform data of the chain ledger, loaded by every seed: the gas sponsor's native balance on
 * each simulated chain.
 */
import type { Store } from '../../platform/database.js';
import { NATIVE_TOKEN_ADDRESS } from '../reference/index.js';

/** The platform address that pays the gas of sponsored transfers. */
export const GAS_SPONSOR_ADDRESS = '0x5a5000000000000000000000000000000000005a';

/** Native balance of the gas sponsor on each chain: 1,000 coins (18 decimals). */
export const GAS_SPONSOR_FUNDS = 1_000n * 10n ** 18n;

/**
 * Funds the gas sponsor on every chain of the store.
 *
 * @example
 * ```ts
 * loadChainPlatform(store); // after the reference data
 * ```
 */
export function loadChainPlatform(store: Store): void {
  const sponsor = GAS_SPONSOR_ADDRESS.toLowerCase();
  for (const chain of store.chains.all()) {
    store.balances.insert({
      id: `${chain.chainId}:${NATIVE_TOKEN_ADDRESS}:${sponsor}`,
      chainId: chain.chainId,
      tokenAddress: NATIVE_TOKEN_ADDRESS,
      address: sponsor,
      amount: GAS_SPONSOR_FUNDS.toString(),
    });
  }
}
