import type { Address, Hex } from 'viem';
import type { InvalidPayloadError, UnsupportedChainError } from '../errors.js';
import {
  definePlatformFlow,
  type PlatformTypedData,
  type SignFlowErrorType,
  type SignFlowParameters,
  type VerifyFlowErrorType,
  type VerifyFlowParameters,
} from '../platform-flow.js';
import { toAddress, toText, toUint, type UintInput } from '../typed-data.js';
import type { VerifyTypedDataResult } from '../verification.js';

/**
 * EIP-712 layout of an OTC proof denial (`POST /channel/core/otc/{id}/deny-proof`):
 * `ProofDenial(string otcRequestId,uint256 splitIndex,address walletAddress,string reason,uint256 expiresAtMs)`,
 * signed by `walletAddress` against the OTC escrow domain.
 *
 * @example
 * ```ts
 * import { proofDenialTypes } from '@payments-platform/signing';
 *
 * proofDenialTypes.ProofDenial.map((field) => field.name);
 * // ['otcRequestId', 'splitIndex', 'walletAddress', 'reason', 'expiresAtMs']
 * ```
 */
export const proofDenialTypes = {
  ProofDenial: [
    { name: 'otcRequestId', type: 'string' },
    { name: 'splitIndex', type: 'uint256' },
    { name: 'walletAddress', type: 'address' },
    { name: 'reason', type: 'string' },
    { name: 'expiresAtMs', type: 'uint256' },
  ],
} as const;

/**
 * Message of an OTC proof denial.
 *
 * @example
 * ```ts
 * import { type ProofDenialMessage } from '@payments-platform/signing';
 *
 * const message: ProofDenialMessage = {
 *   otcRequestId: 'otc_01HZX3',
 *   splitIndex: 0n,
 *   walletAddress: '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf',
 *   reason: 'Amount does not match',
 *   expiresAtMs: 1_767_225_600_000n,
 * };
 * ```
 */
export interface ProofDenialMessage {
  /** The OTC request id. */
  readonly otcRequestId: string;
  /** Index of the split whose proof is denied. */
  readonly splitIndex: bigint;
  /** The wallet that signs. */
  readonly walletAddress: Address;
  /** Why the proof is denied; empty when none is given. */
  readonly reason: string;
  /** End of validity, milliseconds since the epoch. */
  readonly expiresAtMs: bigint;
}

/**
 * Typed data of an OTC proof denial.
 *
 * @example
 * ```ts
 * import { type ProofDenialTypedData, buildProofDenialTypedData } from '@payments-platform/signing';
 *
 * const typedData: ProofDenialTypedData = buildProofDenialTypedData(fields);
 * ```
 */
export type ProofDenialTypedData = PlatformTypedData<
  'ProofDenial',
  typeof proofDenialTypes,
  ProofDenialMessage
>;

/**
 * Parameters of {@link buildProofDenialTypedData}: the request fields of
 * `POST /channel/core/otc/{id}/deny-proof` plus the chain and expiry.
 *
 * @example
 * ```ts
 * import { type BuildProofDenialTypedDataParameters } from '@payments-platform/signing';
 *
 * const fields: BuildProofDenialTypedDataParameters = {
 *   chainId: 8453,
 *   otcRequestId: 'otc_01HZX3',
 *   splitIndex: 0,
 *   walletAddress: '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf',
 *   reason: 'Amount does not match',
 *   expiresAtMs: 1_767_225_600_000,
 * };
 * ```
 */
export interface BuildProofDenialTypedDataParameters {
  /** Chain of the escrow. */
  chainId: number;
  /** The OTC request id. */
  otcRequestId: string;
  /** Index of the split whose proof is denied. */
  splitIndex: UintInput;
  /** The wallet that signs. */
  walletAddress: Address;
  /** Why the proof is denied. Defaults to empty. */
  reason?: string | undefined;
  /** End of validity, milliseconds since the epoch. */
  expiresAtMs: UintInput;
}

/**
 * Return type of {@link buildProofDenialTypedData}.
 *
 * @example
 * ```ts
 * import { type BuildProofDenialTypedDataReturnType } from '@payments-platform/signing';
 *
 * function primaryTypeOf(typedData: BuildProofDenialTypedDataReturnType) {
 *   return typedData.primaryType; // 'ProofDenial'
 * }
 * ```
 */
export type BuildProofDenialTypedDataReturnType = ProofDenialTypedData;

/**
 * Errors thrown by {@link buildProofDenialTypedData}.
 *
 * @example
 * ```ts
 * import { type BuildProofDenialTypedDataErrorType } from '@payments-platform/signing';
 *
 * function reasonOf(error: BuildProofDenialTypedDataErrorType) {
 *   return error.reason; // 'invalid-payload' | 'unsupported-chain'
 * }
 * ```
 */
export type BuildProofDenialTypedDataErrorType = InvalidPayloadError | UnsupportedChainError;

const proofDenial = definePlatformFlow({
  domain: 'otcEscrow',
  primaryType: 'ProofDenial',
  types: proofDenialTypes,
  toMessage: (fields: BuildProofDenialTypedDataParameters): ProofDenialMessage => ({
    otcRequestId: toText(fields.otcRequestId, 'otcRequestId', { nonEmpty: true }),
    splitIndex: toUint(fields.splitIndex, 'splitIndex'),
    walletAddress: toAddress(fields.walletAddress, 'walletAddress'),
    reason: toText(fields.reason ?? '', 'reason'),
    expiresAtMs: toUint(fields.expiresAtMs, 'expiresAtMs'),
  }),
  signerOf: (message) => message.walletAddress,
  expiresAtMsOf: (message) => message.expiresAtMs,
});

/**
 * Builds the EIP-712 typed data of an OTC proof denial.
 *
 * @throws {@link InvalidPayloadError} on invalid fields, {@link UnsupportedChainError} for a chain
 * without platform contracts.
 *
 * @example
 * ```ts
 * import { buildProofDenialTypedData } from '@payments-platform/signing';
 *
 * const typedData = buildProofDenialTypedData({
 *   chainId: 8453,
 *   otcRequestId: 'otc_01HZX3',
 *   splitIndex: 0,
 *   walletAddress: '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf',
 *   reason: 'Amount does not match',
 *   expiresAtMs: 1_767_225_600_000,
 * });
 * ```
 */
export function buildProofDenialTypedData(
  parameters: BuildProofDenialTypedDataParameters,
): BuildProofDenialTypedDataReturnType {
  return proofDenial.build(parameters);
}

/**
 * Parameters of {@link signProofDenial}.
 *
 * @example
 * ```ts
 * import { type SignProofDenialParameters } from '@payments-platform/signing';
 *
 * const parameters: SignProofDenialParameters = { signer: account, typedData: response.data, chainId: 8453 };
 * ```
 */
export type SignProofDenialParameters = SignFlowParameters<BuildProofDenialTypedDataParameters>;

/**
 * Return type of {@link signProofDenial}: the 65-byte signature as hex.
 *
 * @example
 * ```ts
 * import { type SignProofDenialReturnType } from '@payments-platform/signing';
 *
 * const signature: SignProofDenialReturnType = '0x…';
 * ```
 */
export type SignProofDenialReturnType = Hex;

/**
 * Errors thrown by {@link signProofDenial}.
 *
 * @example
 * ```ts
 * import { type SignProofDenialErrorType } from '@payments-platform/signing';
 *
 * function nameOf(error: SignProofDenialErrorType) {
 *   return error.name;
 * }
 * ```
 */
export type SignProofDenialErrorType = SignFlowErrorType;

/**
 * Signs an OTC proof denial with a local account or a wallet client. A received payload is
 * checked against the layout and the escrow domain of its chain before signing.
 *
 * @example
 * ```ts
 * import { signProofDenial } from '@payments-platform/signing';
 * import { privateKeyToAccount } from 'viem/accounts';
 *
 * const signature = await signProofDenial({
 *   signer: privateKeyToAccount(privateKey),
 *   typedData: response.data, // EIP-712 payload from the API
 *   chainId: 8453,
 * });
 * ```
 */
export function signProofDenial(parameters: SignProofDenialParameters): Promise<SignProofDenialReturnType> {
  return proofDenial.sign(parameters);
}

/**
 * Parameters of {@link verifyProofDenial}.
 *
 * @example
 * ```ts
 * import { type VerifyProofDenialParameters } from '@payments-platform/signing';
 *
 * const parameters: VerifyProofDenialParameters = { typedData, signature, chainId: 8453, now: Date.now() };
 * ```
 */
export type VerifyProofDenialParameters = VerifyFlowParameters<BuildProofDenialTypedDataParameters>;

/**
 * Return type of {@link verifyProofDenial}.
 *
 * @example
 * ```ts
 * import { type VerifyProofDenialReturnType } from '@payments-platform/signing';
 *
 * function requestOf(result: VerifyProofDenialReturnType) {
 *   return result.typedData.message.otcRequestId;
 * }
 * ```
 */
export type VerifyProofDenialReturnType = VerifyTypedDataResult<ProofDenialTypedData>;

/**
 * Errors thrown by {@link verifyProofDenial}.
 *
 * @example
 * ```ts
 * import { type VerifyProofDenialErrorType } from '@payments-platform/signing';
 *
 * function reasonOf(error: VerifyProofDenialErrorType) {
 *   return error.reason;
 * }
 * ```
 */
export type VerifyProofDenialErrorType = VerifyFlowErrorType;

/**
 * Verifies an OTC proof denial: chain, escrow domain, expiry against `now`, then the signer,
 * which must be `walletAddress` (and `expectedSigner` when given).
 *
 * @throws {@link ChainMismatchError}, {@link DomainMismatchError}, {@link SignatureExpiredError},
 * {@link MalformedSignatureError}, {@link InvalidSignatureError}, {@link InvalidPayloadError} or
 * {@link UnsupportedChainError}.
 *
 * @example
 * ```ts
 * import { verifyProofDenial } from '@payments-platform/signing';
 *
 * const { signer } = await verifyProofDenial({
 *   typedData,
 *   signature,
 *   chainId: 8453,
 *   now: clock.now(),
 * });
 * ```
 */
export function verifyProofDenial(
  parameters: VerifyProofDenialParameters,
): Promise<VerifyProofDenialReturnType> {
  return proofDenial.verify(parameters);
}
