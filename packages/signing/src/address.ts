/**
 * The hex string types of the package's payloads, declared here so that the contracts, domains and
 * errors entries describe their addresses without viem's type graph: an app that reads
 * `@payments-platform/signing/contracts` (or a package whose types do, such as the simulator) never
 * loads viem's declarations. They are the same template literal types as viem's `Address` and
 * `Hex`, so a value of one is a value of the other.
 */

/**
 * An EVM address: `0x` and 40 hex digits, as viem's `Address`.
 *
 * @example
 * ```ts
 * import type { Address } from '@payments-platform/signing';
 *
 * const forwarder: Address = '0x89d002972b994DdA76A4c8a39b31c5be9B2D4ee7';
 * ```
 */
export type Address = `0x${string}`;
