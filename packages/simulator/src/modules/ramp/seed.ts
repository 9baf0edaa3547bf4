/**
 * The ramp's seed, loaded by every seed: the provider's liquidity wallet holds USDC on
 * each ramp chain (it sends on-ramp deliveries).
 */

import type { Store } from '../../platform/database.js';
import { setBalance } from '../chain/index.js';
import {
  RAMP_CHAIN_IDS,
  RAMP_CRYPTO,
  RAMP_PROVIDER_ADDRESS,
  RAMP_PROVIDER_FUNDS,
} from '../channels/index.js';

/**
 * Funds the ramp provider on every ramp chain of the store.
 *
 * @example
 * ```ts
 * loadRampPlatform(store); // after the reference data
 * ```
 */
export function loadRampPlatform(store: Store): void {
  const token = store.tokens.first('bySymbol', RAMP_CRYPTO);
  if (!token) return;
  const provider = RAMP_PROVIDER_ADDRESS.toLowerCase();
  for (const chainId of RAMP_CHAIN_IDS) {
    const chain = store.chains.first('byChainId', String(chainId));
    const deployment = chain
      ? store.tokenDeployments.by('byChain', chain.id).find((row) => row.tokenId === token.id)
      : undefined;
    if (!deployment) continue;
    setBalance(store, {
      chainId,
      tokenAddress: deployment.address,
      address: provider,
      amount: (BigInt(RAMP_PROVIDER_FUNDS) * 10n ** BigInt(deployment.decimals)).toString(),
    });
  }
}
