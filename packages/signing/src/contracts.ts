import type { Address } from './address.js';
import { UnsupportedChainError } from './errors.js';

export type { Address } from './address.js';

/**
 * Chain ids that have Payments Platform contracts: Ethereum, Polygon, Base, Arbitrum One and the
 * Base Sepolia testnet.
 *
 * @example
 * ```ts
 * import { supportedChainIds } from '@payments-platform/signing';
 *
 * supportedChainIds.includes(8453); // true
 * ```
 */
export const supportedChainIds = [1, 137, 8453, 42161, 84532] as const;

/**
 * A chain id from {@link supportedChainIds}.
 *
 * @example
 * ```ts
 * import { type SupportedChainId } from '@payments-platform/signing';
 *
 * const base: SupportedChainId = 8453;
 * ```
 */
export type SupportedChainId = (typeof supportedChainIds)[number];

/**
 * The platform contracts of one chain.
 *
 * @example
 * ```ts
 * import { type PlatformContracts, contracts } from '@payments-platform/signing';
 *
 * const base: PlatformContracts = contracts[8453];
 * ```
 */
export interface PlatformContracts {
  /**
   * Verifying contract of the OTC escrow signatures, and the spender of OTC allowances
   * (`POST /v1/otc/allowance/check` compares against its allowance).
   */
  readonly otcEscrowFactory: Address;
  /** Verifying contract of sponsored (gasless) transfers: native sends and top-up withdrawals. */
  readonly forwarder: Address;
}

/**
 * Platform contract addresses per chain id.
 *
 * The addresses are deterministic placeholders: each is the last 20 bytes of
 * `keccak256("payments-platform:<contract>:<chainId>")` with `<contract>` one of
 * `otc-escrow-factory` and `forwarder`, written with an EIP-55 checksum.
 *
 * @example
 * ```ts
 * import { contracts } from '@payments-platform/signing';
 *
 * contracts[8453].forwarder; // '0x89d002972b994DdA76A4c8a39b31c5be9B2D4ee7'
 * ```
 */
export const contracts = {
  1: {
    otcEscrowFactory: '0x08C59E30D9faFD50F31109d380B43ba1AC48C557',
    forwarder: '0x1e71e8324F8B5f083bfb456cd752F945eA458CF4',
  },
  137: {
    otcEscrowFactory: '0x029eBfd580EE687231e824c1845cdc3a62B188b6',
    forwarder: '0x6438704A7F3103836a2801aC66337D4eA1c69887',
  },
  8453: {
    otcEscrowFactory: '0xe239813caf7F202B08076BE7387436f4026A7F5f',
    forwarder: '0x89d002972b994DdA76A4c8a39b31c5be9B2D4ee7',
  },
  42161: {
    otcEscrowFactory: '0x008D36a746FAe3033401D459e8b6eA5b0d5898a7',
    forwarder: '0xa40a40c9DED4A0c7BaF729B94092481551AE40Ab',
  },
  84532: {
    otcEscrowFactory: '0xD4a6c830f9F5B7366d9c06968757E78096F6e56a',
    forwarder: '0xE8F909724e95b0c0705E8c6AFe94Be2B14e3dFDe',
  },
} as const satisfies Record<SupportedChainId, PlatformContracts>;

/**
 * Whether a chain id has platform contracts.
 *
 * @example
 * ```ts
 * import { isSupportedChainId } from '@payments-platform/signing';
 *
 * isSupportedChainId(137); // true
 * isSupportedChainId(10); // false
 * ```
 */
export function isSupportedChainId(chainId: number): chainId is SupportedChainId {
  return (supportedChainIds as readonly number[]).includes(chainId);
}

/**
 * Return type of {@link getContracts}.
 *
 * @example
 * ```ts
 * import { type GetContractsReturnType, getContracts } from '@payments-platform/signing';
 *
 * const polygon: GetContractsReturnType = getContracts(137);
 * ```
 */
export type GetContractsReturnType = PlatformContracts;

/**
 * Errors thrown by {@link getContracts}.
 *
 * @example
 * ```ts
 * import { type GetContractsErrorType } from '@payments-platform/signing';
 *
 * function report(error: GetContractsErrorType) {
 *   return error.chainId;
 * }
 * ```
 */
export type GetContractsErrorType = UnsupportedChainError;

/**
 * The platform contracts of a chain.
 *
 * @throws `UnsupportedChainError` (exported by `@payments-platform/signing`) when the chain has none.
 *
 * @example
 * ```ts
 * import { getContracts } from '@payments-platform/signing';
 *
 * const { otcEscrowFactory } = getContracts(8453);
 * ```
 */
export function getContracts(chainId: number): GetContractsReturnType {
  if (!isSupportedChainId(chainId)) throw new UnsupportedChainError(chainId);
  return contracts[chainId];
}
