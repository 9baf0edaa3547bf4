/**
 * The rules of native payment requests: which currencies a request may be denominated in, which
 * tokens pay it (USD stablecoins, each worth 1 USD), chain and token lookup, and the token amount
 * of a request.
 */

import type { Store } from '../../platform/database.js';
import { decimalTextOf } from '../chain/index.js';
import type { ChainRow } from '../reference/index.js';
import { type ChainToken, findToken } from '../reference/index.js';

/** Tokens that pay a request: ERC-20 USD stablecoins, each priced 1 USD. */
export const PAYMENT_TOKENS = ['USDC', 'USDT', 'DAI'] as const;

/** Currencies a request's amount may be denominated in (all worth 1 USD per unit). */
export const REQUEST_CURRENCIES = ['USD', ...PAYMENT_TOKENS] as const;

/** The currency of a request without `currencyToken`. */
export const DEFAULT_REQUEST_CURRENCY = 'USD';

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** Whether a string is an EVM address. */
export const isEvmAddress = (value: string) => EVM_ADDRESS.test(value.trim());

export { findChain } from '../reference/index.js';

/** A payment token of a chain by symbol or contract address, or undefined. */
export function findPaymentToken(store: Store, chain: ChainRow, token: string): ChainToken | undefined {
  return findToken(store, chain, token, { erc20Only: true, symbols: PAYMENT_TOKENS });
}

/** The symbol of a payment token given by symbol or by the address of any deployment, or undefined. */
export function paymentTokenSymbol(store: Store, token: string): string | undefined {
  const wanted = token.trim().toLowerCase();
  const bySymbol = PAYMENT_TOKENS.find((symbol) => symbol.toLowerCase() === wanted);
  if (bySymbol) return bySymbol;
  for (const deployment of store.tokenDeployments.by('byAddress', wanted)) {
    const symbol = store.tokens.get(deployment.tokenId)?.symbol ?? '';
    if (deployment.type === 'erc20' && (PAYMENT_TOKENS as readonly string[]).includes(symbol)) return symbol;
  }
  return undefined;
}

/**
 * The token base units that pay `amount` (1 token per currency unit), rounded up to the token's
 * smallest unit.
 *
 * @example
 * ```ts
 * tokenUnitsFor(12.5, 6); // 12500000n
 * tokenUnitsFor(1e-9, 6); // 1n (never zero for a positive amount)
 * ```
 */
export function tokenUnitsFor(amount: number, decimals: number): bigint {
  const [whole = '0', fraction = ''] = decimalTextOf(amount).split('.');
  const kept = fraction.slice(0, decimals).padEnd(decimals, '0');
  const roundUp = /[1-9]/.test(fraction.slice(decimals)) ? 1n : 0n;
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(kept || '0') + roundUp;
}

/** The explorer page of a chain transaction. */
export function explorerUrl(chainId: number, hash: string): string {
  const base: Readonly<Record<number, string>> = {
    1: 'https://etherscan.io/tx/',
    137: 'https://polygonscan.com/tx/',
    8453: 'https://basescan.org/tx/',
    42161: 'https://arbiscan.io/tx/',
    84532: 'https://sepolia.basescan.org/tx/',
  };
  return `${base[chainId] ?? `https://explorer.payments-platform.test/${chainId}/tx/`}${hash}`;
}
