/**
 * Lookups of the reference data every money-moving area needs: a chain by slug, numeric chain id
 * or row id, and a token deployment on a chain by contract address, token id or symbol.
 */

import type { Store } from '../../platform/database.js';
import type { ChainRow, TokenDeploymentRow } from './tables.js';

/** A token deployment with its token's symbol. */
export interface ChainToken {
  readonly deployment: TokenDeploymentRow;
  readonly symbol: string;
}

/**
 * A chain by slug (`base-sepolia`), numeric chain id (`84532`, as digits or a number) or row id
 * (`chn_base`), case-insensitive; undefined for any other.
 *
 * @example
 * ```ts
 * findChain(store, '84532')?.slug; // 'base-sepolia'
 * ```
 */
export function findChain(store: Store, chain: string | number): ChainRow | undefined {
  const wanted = String(chain).trim().toLowerCase();
  if (/^\d+$/.test(wanted)) return store.chains.first('byChainId', String(Number(wanted)));
  return store.chains.first('bySlug', wanted) ?? store.chains.get(wanted);
}

/**
 * A token on a chain by contract address, token id (`tok_usdc`) or symbol, case-insensitive.
 * With `erc20Only`, the native coin does not match; with `symbols`, only those tokens do.
 *
 * @example
 * ```ts
 * findToken(store, chain, 'usdc', { erc20Only: true, symbols: ['USDC', 'USDT'] })?.deployment.address;
 * ```
 */
export function findToken(
  store: Store,
  chain: ChainRow,
  token: string,
  options: { readonly erc20Only?: boolean; readonly symbols?: readonly string[] } = {},
): ChainToken | undefined {
  const wanted = token.trim().toLowerCase();
  for (const deployment of store.tokenDeployments.by('byChain', chain.id)) {
    const symbol = store.tokens.get(deployment.tokenId)?.symbol ?? '';
    const matches =
      deployment.address.toLowerCase() === wanted ||
      deployment.tokenId.toLowerCase() === wanted ||
      symbol.toLowerCase() === wanted;
    if (!matches) continue;
    if (options.erc20Only && deployment.type !== 'erc20') return undefined;
    if (options.symbols && !options.symbols.includes(symbol)) return undefined;
    return { deployment, symbol };
  }
  return undefined;
}

/**
 * The token object of a transaction: `{ id, symbol, address, decimals }`.
 *
 * @example
 * ```ts
 * store.transactions.update(txId, { token: tokenSummary(found) });
 * ```
 */
export function tokenSummary({ deployment, symbol }: ChainToken) {
  return { id: deployment.tokenId, symbol, address: deployment.address, decimals: deployment.decimals };
}

/**
 * The chain object of a transaction: `{ id, slug, name, chainId }`.
 *
 * @example
 * ```ts
 * store.transactions.update(txId, { chain: chainSummary(chain) });
 * ```
 */
export function chainSummary(chain: ChainRow) {
  return { id: chain.id, slug: chain.slug, name: chain.name, chainId: chain.chainId };
}
