import type { Address } from './address.js';
import { getContracts, type PlatformContracts } from './contracts.js';
import type { UnsupportedChainError } from './errors.js';

/**
 * The EIP-712 domain shape used by every flow of this package: `name`, `version`, `chainId` and
 * `verifyingContract`, no salt.
 *
 * @example
 * ```ts
 * import { type Eip712Domain } from '@payments-platform/signing';
 *
 * const domain: Eip712Domain = {
 *   name: 'USD Coin',
 *   version: '2',
 *   chainId: 8453,
 *   verifyingContract: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
 * };
 * ```
 */
export interface Eip712Domain {
  readonly name: string;
  readonly version: string;
  readonly chainId: number;
  readonly verifyingContract: Address;
}

/**
 * The EIP-712 domains of the platform's own contracts: the OTC escrow factory and the forwarder of
 * sponsored transfers. Both are at version `1`; the verifying contract comes from
 * {@link contracts} for the chain.
 *
 * @example
 * ```ts
 * import { platformDomains } from '@payments-platform/signing';
 *
 * platformDomains.otcEscrow.name; // 'Payments Platform OTC Escrow'
 * ```
 */
export const platformDomains = {
  otcEscrow: { name: 'Payments Platform OTC Escrow', version: '1', contract: 'otcEscrowFactory' },
  forwarder: { name: 'Payments Platform Forwarder', version: '1', contract: 'forwarder' },
} as const satisfies Record<string, { name: string; version: string; contract: keyof PlatformContracts }>;

/**
 * One of the platform's signing domains.
 *
 * @example
 * ```ts
 * import { type PlatformDomainKind } from '@payments-platform/signing';
 *
 * const kind: PlatformDomainKind = 'forwarder';
 * ```
 */
export type PlatformDomainKind = keyof typeof platformDomains;

/**
 * Parameters of {@link getPlatformDomain}.
 *
 * @example
 * ```ts
 * import { type GetPlatformDomainParameters } from '@payments-platform/signing';
 *
 * const parameters: GetPlatformDomainParameters = { kind: 'otcEscrow', chainId: 8453 };
 * ```
 */
export interface GetPlatformDomainParameters {
  /** Which platform domain. */
  kind: PlatformDomainKind;
  /** The chain the signature is for. */
  chainId: number;
}

/**
 * Return type of {@link getPlatformDomain}.
 *
 * @example
 * ```ts
 * import { type GetPlatformDomainReturnType, getPlatformDomain } from '@payments-platform/signing';
 *
 * const domain: GetPlatformDomainReturnType = getPlatformDomain({ kind: 'forwarder', chainId: 137 });
 * ```
 */
export type GetPlatformDomainReturnType = Eip712Domain;

/**
 * Errors thrown by {@link getPlatformDomain}.
 *
 * @example
 * ```ts
 * import { type GetPlatformDomainErrorType } from '@payments-platform/signing';
 *
 * function report(error: GetPlatformDomainErrorType) {
 *   return error.reason; // 'unsupported-chain'
 * }
 * ```
 */
export type GetPlatformDomainErrorType = UnsupportedChainError;

/**
 * The EIP-712 domain of a platform contract on a chain.
 *
 * @throws {@link UnsupportedChainError} when the chain has no platform contracts.
 *
 * @example
 * ```ts
 * import { getPlatformDomain } from '@payments-platform/signing';
 *
 * getPlatformDomain({ kind: 'otcEscrow', chainId: 8453 });
 * // {
 * //   name: 'Payments Platform OTC Escrow',
 * //   version: '1',
 * //   chainId: 8453,
 * //   verifyingContract: '0xe239813caf7F202B08076BE7387436f4026A7F5f',
 * // }
 * ```
 */
export function getPlatformDomain({
  kind,
  chainId,
}: GetPlatformDomainParameters): GetPlatformDomainReturnType {
  const { name, version, contract } = platformDomains[kind];
  return { name, version, chainId, verifyingContract: getContracts(chainId)[contract] };
}
