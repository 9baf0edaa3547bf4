/**
 * ERC-20 allowances on the simulated chains: how many base units of an owner's token a spender
 * (an executor contract of the platform) may move. Addresses are kept lowercase; an allowance
 * that was never set is zero.
 */

import type { Store } from '../../platform/database.js';
import type { AllowanceRow } from './tables.js';

/** The largest allowance: `2^256 - 1` (what `max` approves). */
export const MAX_ALLOWANCE = 2n ** 256n - 1n;

/** Which allowance: a token of an owner, for a spender, on a chain. */
export interface AllowanceKey {
  readonly chainId: number;
  readonly owner: string;
  /** The token contract address. */
  readonly token: string;
  readonly spender: string;
}

/** The primary key of an allowance row. */
export const allowanceId = (key: AllowanceKey): string =>
  `${key.chainId}:${key.token.toLowerCase()}:${key.owner.toLowerCase()}:${key.spender.toLowerCase()}`;

/**
 * The allowance `owner` gave `spender` over `token` on a chain, in base units (0 when never set).
 *
 * @example
 * ```ts
 * allowanceOf(store, { chainId: 84532, owner, token: usdcAddress, spender: executor }); // 0n
 * ```
 */
export function allowanceOf(store: Store, key: AllowanceKey): bigint {
  const row = store.allowances.get(allowanceId(key));
  return row ? BigInt(row.amount) : 0n;
}

/**
 * Sets (replaces) an allowance, as an ERC-20 `approve` does; an amount of 0 removes the row.
 *
 * @throws RangeError when the amount is negative or above {@link MAX_ALLOWANCE}.
 * @example
 * ```ts
 * setAllowance(store, { chainId: 84532, owner, token: usdcAddress, spender: executor, amount: 10_000_000n });
 * ```
 */
export function setAllowance(store: Store, input: AllowanceKey & { readonly amount: bigint }): void {
  if (input.amount < 0n || input.amount > MAX_ALLOWANCE) {
    throw new RangeError('An allowance must be between 0 and 2^256 - 1');
  }
  const id = allowanceId(input);
  if (input.amount === 0n) {
    store.allowances.delete(id);
    return;
  }
  const row: AllowanceRow = {
    id,
    chainId: input.chainId,
    owner: input.owner.toLowerCase(),
    token: input.token.toLowerCase(),
    spender: input.spender.toLowerCase(),
    amount: input.amount.toString(),
  };
  store.allowances.upsert(row);
}
