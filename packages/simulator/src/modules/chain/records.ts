/**
 * Balances the seeds give addresses: opened once (a second one of the same token and address
 * is an error), or set to an amount whatever was there.
 */
import type { Store } from '../../platform/database.js';
import type { BalanceRow } from './tables.js';

/** A holding of a token by an address on a chain, in base units. */
export interface Holding {
  readonly chainId: number;
  /** The token contract; the zero address for the native coin. */
  readonly tokenAddress: string;
  readonly address: string;
  /** Base units as a decimal string. */
  readonly amount: string;
}

const balanceRow = ({ chainId, tokenAddress, address, amount }: Holding): BalanceRow => {
  const token = tokenAddress.toLowerCase();
  const holder = address.toLowerCase();
  return { id: `${chainId}:${token}:${holder}`, chainId, tokenAddress: token, address: holder, amount };
};

/**
 * Opens the balance of an address; throws when it already has one of that token.
 *
 * @example
 * ```ts
 * openBalance(store, { chainId: 84532, tokenAddress: usdc, address: wallet, amount: '1000000' });
 * ```
 */
export function openBalance(store: Store, holding: Holding): BalanceRow {
  return store.balances.insert(balanceRow(holding));
}

/** Sets the balance of an address to an amount, opening it when absent. */
export function setBalance(store: Store, holding: Holding): BalanceRow {
  return store.balances.upsert(balanceRow(holding));
}
