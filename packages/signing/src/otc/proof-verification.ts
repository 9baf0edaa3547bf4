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
 * EIP-712 layout of an OTC proof verification (`POST /channel/core/otc/{id}/verify-proof`):
 * `ProofVerification(string otcRequestId,uint256 splitIndex,address walletAddress,uint256 expiresAtMs)`,
 * signed by `walletAddress` against the OTC escrow domain.
 *
 * @example
 * ```ts
 * import { proofVerificationTypes } from '@payments-platform/signing';
 *
 * proofVerificationTypes.ProofVerification.map((field) => field.name);
 * // ['otcRequestId', 'splitIndex', 'walletAddress', 'expiresAtMs']
 * ```
 */
export const proofVerificationTypes = {
  ProofVerification: [
    { name: 'otcRequestId', type: 'string' },
    { name: 'splitIndex', type: 'uint256' },
    { name: 'walletAddress', type: 'address' },
    { name: 'expiresAtMs', type: 'uint256' },
  ],
} as const;

/**
 * Message of an OTC proof verification.
 *
 * @example
 * ```ts
 * import { type ProofVerificationMessage } from '@payments-platform/signing';
 *
 * const message: ProofVerificationMessage = {
 *   otcRequestId: 'otc_01HZX3',
 *   splitIndex: 0n,
 *   walletAddress: '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf',
 *   expiresAtMs: 1_767_225_600_000n,
 * };
 * ```
 */
export interface ProofVerificationMessage {
  /** The OTC request id. */
  readonly otcRequestId: string;
  /** Index of the split whose proof is verified. */
  readonly splitIndex: bigint;
  /** The wallet that signs. */
  readonly walletAddress: Address;
  /** End of validity, milliseconds since the epoch. */
  readonly expiresAtMs: bigint;
}

/**
 * Typed data of an OTC proof verification.
 *
 * @example
 * ```ts
 * import { type ProofVerificationTypedData, buildProofVerificationTypedData } from '@payments-platform/signing';
 *
 * const typedData: ProofVerificationTypedData = buildProofVerificationTypedData(fields);
 * ```
 */
export type ProofVerificationTypedData = PlatformTypedData<
  'ProofVerification',
  typeof proofVerificationTypes,
  ProofVerificationMessage
>;

/**
 * Parameters of {@link buildProofVerificationTypedData}: the request fields of
 * `POST /channel/core/otc/{id}/verify-proof` plus the chain and expiry.
 *
 * @example
 * ```ts
 * import { type BuildProofVerificationTypedDataParameters } from '@payments-platform/signing';
 *
 * const fields: BuildProofVerificationTypedDataParameters = {
 *   chainId: 8453,
 *   otcRequestId: 'otc_01HZX3',
 *   splitIndex: 0,
 *   walletAddress: '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf',
 *   expiresAtMs: 1_767_225_600_000,
 * };
 * ```
 */
export interface BuildProofVerificationTypedDataParameters {
  /** Chain of the escrow. */
  chainId: number;
  /** The OTC request id. */
  otcRequestId: string;
  /** Index of the split whose proof is verified. */
  splitIndex: UintInput;
  /** The wallet that signs. */
  walletAddress: Address;
  /** End of validity, milliseconds since the epoch. */
  expiresAtMs: UintInput;
}

/**
 * Return type of {@link buildProofVerificationTypedData}.
 *
 * @example
 * ```ts
 * import { type BuildProofVerificationTypedDataReturnType } from '@payments-platform/signing';
 *
 * function primaryTypeOf(typedData: BuildProofVerificationTypedDataReturnType) {
 *   return typedData.primaryType; // 'ProofVerification'
 * }
 * ```
 */
export type BuildProofVerificationTypedDataReturnType = ProofVerificationTypedData;

/**
 * Errors thrown by {@link buildProofVerificationTypedData}.
 *
 * @example
 * ```ts
 * import { type BuildProofVerificationTypedDataErrorType } from '@payments-platform/signing';
 *
 * function reasonOf(error: BuildProofVerificationTypedDataErrorType) {
 *   return error.reason; // 'invalid-payload' | 'unsupported-chain'
 * }
 * ```
 */
export type BuildProofVerificationTypedDataErrorType = InvalidPayloadError | UnsupportedChainError;

const proofVerification = definePlatformFlow({
  domain: 'otcEscrow',
  primaryType: 'ProofVerification',
  types: proofVerificationTypes,
  toMessage: (fields: BuildProofVerificationTypedDataParameters): ProofVerificationMessage => ({
    otcRequestId: toText(fields.otcRequestId, 'otcRequestId', { nonEmpty: true }),
    splitIndex: toUint(fields.splitIndex, 'splitIndex'),
    walletAddress: toAddress(fields.walletAddress, 'walletAddress'),
    expiresAtMs: toUint(fields.expiresAtMs, 'expiresAtMs'),
  }),
  signerOf: (message) => message.walletAddress,
  expiresAtMsOf: (message) => message.expiresAtMs,
});

/**
 * Builds the EIP-712 typed data of an OTC proof verification.
 *
 * @throws {@link InvalidPayloadError} on invalid fields, {@link UnsupportedChainError} for a chain
 * without platform contracts.
 *
 * @example
 * ```ts
 * import { buildProofVerificationTypedData } from '@payments-platform/signing';
 *
 * const typedData = buildProofVerificationTypedData({
 *   chainId: 8453,
 *   otcRequestId: 'otc_01HZX3',
 *   splitIndex: 0,
 *   walletAddress: '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf',
 *   expiresAtMs: 1_767_225_600_000,
 * });
 * ```
 */
export function buildProofVerificationTypedData(
  parameters: BuildProofVerificationTypedDataParameters,
): BuildProofVerificationTypedDataReturnType {
  return proofVerification.build(parameters);
}

/**
 * Parameters of {@link signProofVerification}.
 *
 * @example
 * ```ts
 * import { type SignProofVerificationParameters } from '@payments-platform/signing';
 *
 * const parameters: SignProofVerificationParameters = { signer: account, typedData: response.data, chainId: 8453 };
 * ```
 */
export type SignProofVerificationParameters = SignFlowParameters<BuildProofVerificationTypedDataParameters>;

/**
 * Return type of {@link signProofVerification}: the 65-byte signature as hex.
 *
 * @example
 * ```ts
 * import { type SignProofVerificationReturnType } from '@payments-platform/signing';
 *
 * const signature: SignProofVerificationReturnType = '0x…';
 * ```
 */
export type SignProofVerificationReturnType = Hex;

/**
 * Errors thrown by {@link signProofVerification}.
 *
 * @example
 * ```ts
 * import { type SignProofVerificationErrorType } from '@payments-platform/signing';
 *
 * function nameOf(error: SignProofVerificationErrorType) {
 *   return error.name;
 * }
 * ```
 */
export type SignProofVerificationErrorType = SignFlowErrorType;

/**
 * Signs an OTC proof verification with a local account or a wallet client. A received payload is
 * checked against the layout and the escrow domain of its chain before signing.
 *
 * @example
 * ```ts
 * import { signProofVerification } from '@payments-platform/signing';
 * import { privateKeyToAccount } from 'viem/accounts';
 *
 * const signature = await signProofVerification({
 *   signer: privateKeyToAccount(privateKey),
 *   typedData: response.data, // EIP-712 payload from the API
 *   chainId: 8453,
 * });
 * ```
 */
export function signProofVerification(
  parameters: SignProofVerificationParameters,
): Promise<SignProofVerificationReturnType> {
  return proofVerification.sign(parameters);
}

/**
 * Parameters of {@link verifyProofVerification}.
 *
 * @example
 * ```ts
 * import { type VerifyProofVerificationParameters } from '@payments-platform/signing';
 *
 * const parameters: VerifyProofVerificationParameters = { typedData, signature, chainId: 8453, now: Date.now() };
 * ```
 */
export type VerifyProofVerificationParameters =
  VerifyFlowParameters<BuildProofVerificationTypedDataParameters>;

/**
 * Return type of {@link verifyProofVerification}.
 *
 * @example
 * ```ts
 * import { type VerifyProofVerificationReturnType } from '@payments-platform/signing';
 *
 * function requestOf(result: VerifyProofVerificationReturnType) {
 *   return result.typedData.message.otcRequestId;
 * }
 * ```
 */
export type VerifyProofVerificationReturnType = VerifyTypedDataResult<ProofVerificationTypedData>;

/**
 * Errors thrown by {@link verifyProofVerification}.
 *
 * @example
 * ```ts
 * import { type VerifyProofVerificationErrorType } from '@payments-platform/signing';
 *
 * function reasonOf(error: VerifyProofVerificationErrorType) {
 *   return error.reason;
 * }
 * ```
 */
export type VerifyProofVerificationErrorType = VerifyFlowErrorType;

/**
 * Verifies an OTC proof verification: chain, escrow domain, expiry against `now`, then the signer,
 * which must be `walletAddress` (and `expectedSigner` when given).
 *
 * @throws {@link ChainMismatchError}, {@link DomainMismatchError}, {@link SignatureExpiredError},
 * {@link MalformedSignatureError}, {@link InvalidSignatureError}, {@link InvalidPayloadError} or
 * {@link UnsupportedChainError}.
 *
 * @example
 * ```ts
 * import { verifyProofVerification } from '@payments-platform/signing';
 *
 * const { signer } = await verifyProofVerification({
 *   typedData,
 *   signature,
 *   chainId: 8453,
 *   now: clock.now(),
 * });
 * ```
 */
export function verifyProofVerification(
  parameters: VerifyProofVerificationParameters,
): Promise<VerifyProofVerificationReturnType> {
  return proofVerification.verify(parameters);
}
