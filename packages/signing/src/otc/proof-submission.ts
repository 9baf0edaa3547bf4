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
import { toAddress, toBool, toText, toUint, type UintInput } from '../typed-data.js';
import type { VerifyTypedDataResult } from '../verification.js';

/**
 * EIP-712 layout of an OTC proof submission (`POST /channel/core/otc/{id}/submit-proof`):
 * `ProofSubmission(string otcRequestId,uint256 splitIndex,address walletAddress,bool forceNewProof,uint256 expiresAtMs)`,
 * signed by `walletAddress` against the OTC escrow domain.
 *
 * @example
 * ```ts
 * import { proofSubmissionTypes } from '@payments-platform/signing';
 *
 * proofSubmissionTypes.ProofSubmission.map((field) => field.name);
 * // ['otcRequestId', 'splitIndex', 'walletAddress', 'forceNewProof', 'expiresAtMs']
 * ```
 */
export const proofSubmissionTypes = {
  ProofSubmission: [
    { name: 'otcRequestId', type: 'string' },
    { name: 'splitIndex', type: 'uint256' },
    { name: 'walletAddress', type: 'address' },
    { name: 'forceNewProof', type: 'bool' },
    { name: 'expiresAtMs', type: 'uint256' },
  ],
} as const;

/**
 * Message of an OTC proof submission.
 *
 * @example
 * ```ts
 * import { type ProofSubmissionMessage } from '@payments-platform/signing';
 *
 * const message: ProofSubmissionMessage = {
 *   otcRequestId: 'otc_01HZX3',
 *   splitIndex: 0n,
 *   walletAddress: '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf',
 *   forceNewProof: false,
 *   expiresAtMs: 1_767_225_600_000n,
 * };
 * ```
 */
export interface ProofSubmissionMessage {
  /** The OTC request id. */
  readonly otcRequestId: string;
  /** Index of the split the proof is for. */
  readonly splitIndex: bigint;
  /** The wallet that signs. */
  readonly walletAddress: Address;
  /** Whether earlier proof files are replaced. */
  readonly forceNewProof: boolean;
  /** End of validity, milliseconds since the epoch. */
  readonly expiresAtMs: bigint;
}

/**
 * Typed data of an OTC proof submission.
 *
 * @example
 * ```ts
 * import { type ProofSubmissionTypedData, buildProofSubmissionTypedData } from '@payments-platform/signing';
 *
 * const typedData: ProofSubmissionTypedData = buildProofSubmissionTypedData(fields);
 * ```
 */
export type ProofSubmissionTypedData = PlatformTypedData<
  'ProofSubmission',
  typeof proofSubmissionTypes,
  ProofSubmissionMessage
>;

/**
 * Parameters of {@link buildProofSubmissionTypedData}: the request fields of
 * `POST /channel/core/otc/{id}/submit-proof` plus the chain and expiry.
 *
 * @example
 * ```ts
 * import { type BuildProofSubmissionTypedDataParameters } from '@payments-platform/signing';
 *
 * const fields: BuildProofSubmissionTypedDataParameters = {
 *   chainId: 8453,
 *   otcRequestId: 'otc_01HZX3',
 *   splitIndex: 0,
 *   walletAddress: '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf',
 *   expiresAtMs: 1_767_225_600_000,
 * };
 * ```
 */
export interface BuildProofSubmissionTypedDataParameters {
  /** Chain of the escrow. */
  chainId: number;
  /** The OTC request id. */
  otcRequestId: string;
  /** Index of the split the proof is for. */
  splitIndex: UintInput;
  /** The wallet that signs. */
  walletAddress: Address;
  /** Whether earlier proof files are replaced. Defaults to `false`. */
  forceNewProof?: boolean | undefined;
  /** End of validity, milliseconds since the epoch. */
  expiresAtMs: UintInput;
}

/**
 * Return type of {@link buildProofSubmissionTypedData}.
 *
 * @example
 * ```ts
 * import { type BuildProofSubmissionTypedDataReturnType } from '@payments-platform/signing';
 *
 * function primaryTypeOf(typedData: BuildProofSubmissionTypedDataReturnType) {
 *   return typedData.primaryType; // 'ProofSubmission'
 * }
 * ```
 */
export type BuildProofSubmissionTypedDataReturnType = ProofSubmissionTypedData;

/**
 * Errors thrown by {@link buildProofSubmissionTypedData}.
 *
 * @example
 * ```ts
 * import { type BuildProofSubmissionTypedDataErrorType } from '@payments-platform/signing';
 *
 * function reasonOf(error: BuildProofSubmissionTypedDataErrorType) {
 *   return error.reason; // 'invalid-payload' | 'unsupported-chain'
 * }
 * ```
 */
export type BuildProofSubmissionTypedDataErrorType = InvalidPayloadError | UnsupportedChainError;

const proofSubmission = definePlatformFlow({
  domain: 'otcEscrow',
  primaryType: 'ProofSubmission',
  types: proofSubmissionTypes,
  toMessage: (fields: BuildProofSubmissionTypedDataParameters): ProofSubmissionMessage => ({
    otcRequestId: toText(fields.otcRequestId, 'otcRequestId', { nonEmpty: true }),
    splitIndex: toUint(fields.splitIndex, 'splitIndex'),
    walletAddress: toAddress(fields.walletAddress, 'walletAddress'),
    forceNewProof: toBool(fields.forceNewProof ?? false, 'forceNewProof'),
    expiresAtMs: toUint(fields.expiresAtMs, 'expiresAtMs'),
  }),
  signerOf: (message) => message.walletAddress,
  expiresAtMsOf: (message) => message.expiresAtMs,
});

/**
 * Builds the EIP-712 typed data of an OTC proof submission.
 *
 * @throws {@link InvalidPayloadError} on invalid fields, {@link UnsupportedChainError} for a chain
 * without platform contracts.
 *
 * @example
 * ```ts
 * import { buildProofSubmissionTypedData } from '@payments-platform/signing';
 *
 * const typedData = buildProofSubmissionTypedData({
 *   chainId: 8453,
 *   otcRequestId: 'otc_01HZX3',
 *   splitIndex: 0,
 *   walletAddress: '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf',
 *   expiresAtMs: 1_767_225_600_000,
 * });
 * ```
 */
export function buildProofSubmissionTypedData(
  parameters: BuildProofSubmissionTypedDataParameters,
): BuildProofSubmissionTypedDataReturnType {
  return proofSubmission.build(parameters);
}

/**
 * Parameters of {@link signProofSubmission}.
 *
 * @example
 * ```ts
 * import { type SignProofSubmissionParameters } from '@payments-platform/signing';
 *
 * const parameters: SignProofSubmissionParameters = { signer: account, typedData: response.data, chainId: 8453 };
 * ```
 */
export type SignProofSubmissionParameters = SignFlowParameters<BuildProofSubmissionTypedDataParameters>;

/**
 * Return type of {@link signProofSubmission}: the 65-byte signature as hex.
 *
 * @example
 * ```ts
 * import { type SignProofSubmissionReturnType } from '@payments-platform/signing';
 *
 * const signature: SignProofSubmissionReturnType = '0x…';
 * ```
 */
export type SignProofSubmissionReturnType = Hex;

/**
 * Errors thrown by {@link signProofSubmission}.
 *
 * @example
 * ```ts
 * import { type SignProofSubmissionErrorType } from '@payments-platform/signing';
 *
 * function nameOf(error: SignProofSubmissionErrorType) {
 *   return error.name;
 * }
 * ```
 */
export type SignProofSubmissionErrorType = SignFlowErrorType;

/**
 * Signs an OTC proof submission with a local account or a wallet client. A received payload is
 * checked against the layout and the escrow domain of its chain before signing.
 *
 * @example
 * ```ts
 * import { signProofSubmission } from '@payments-platform/signing';
 * import { privateKeyToAccount } from 'viem/accounts';
 *
 * const signature = await signProofSubmission({
 *   signer: privateKeyToAccount(privateKey),
 *   typedData: response.data, // EIP-712 payload from the API
 *   chainId: 8453,
 * });
 * ```
 */
export function signProofSubmission(
  parameters: SignProofSubmissionParameters,
): Promise<SignProofSubmissionReturnType> {
  return proofSubmission.sign(parameters);
}

/**
 * Parameters of {@link verifyProofSubmission}.
 *
 * @example
 * ```ts
 * import { type VerifyProofSubmissionParameters } from '@payments-platform/signing';
 *
 * const parameters: VerifyProofSubmissionParameters = { typedData, signature, chainId: 8453, now: Date.now() };
 * ```
 */
export type VerifyProofSubmissionParameters = VerifyFlowParameters<BuildProofSubmissionTypedDataParameters>;

/**
 * Return type of {@link verifyProofSubmission}.
 *
 * @example
 * ```ts
 * import { type VerifyProofSubmissionReturnType } from '@payments-platform/signing';
 *
 * function requestOf(result: VerifyProofSubmissionReturnType) {
 *   return result.typedData.message.otcRequestId;
 * }
 * ```
 */
export type VerifyProofSubmissionReturnType = VerifyTypedDataResult<ProofSubmissionTypedData>;

/**
 * Errors thrown by {@link verifyProofSubmission}.
 *
 * @example
 * ```ts
 * import { type VerifyProofSubmissionErrorType } from '@payments-platform/signing';
 *
 * function reasonOf(error: VerifyProofSubmissionErrorType) {
 *   return error.reason;
 * }
 * ```
 */
export type VerifyProofSubmissionErrorType = VerifyFlowErrorType;

/**
 * Verifies an OTC proof submission: chain, escrow domain, expiry against `now`, then the signer,
 * which must be `walletAddress` (and `expectedSigner` when given).
 *
 * @throws {@link ChainMismatchError}, {@link DomainMismatchError}, {@link SignatureExpiredError},
 * {@link MalformedSignatureError}, {@link InvalidSignatureError}, {@link InvalidPayloadError} or
 * {@link UnsupportedChainError}.
 *
 * @example
 * ```ts
 * import { verifyProofSubmission } from '@payments-platform/signing';
 *
 * const { signer } = await verifyProofSubmission({
 *   typedData,
 *   signature,
 *   chainId: 8453,
 *   now: clock.now(),
 * });
 * ```
 */
export function verifyProofSubmission(
  parameters: VerifyProofSubmissionParameters,
): Promise<VerifyProofSubmissionReturnType> {
  return proofSubmission.verify(parameters);
}
