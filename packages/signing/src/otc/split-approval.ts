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
 * EIP-712 layout of an OTC split approval (`POST /v1/otc/signatures/approve-split`):
 * `SplitApproval(string otcRequestId,uint256 splitIndex,address userWalletAddress,uint256 expiresAtMs)`,
 * signed by `userWalletAddress` against the OTC escrow domain.
 *
 * @example
 * ```ts
 * import { splitApprovalTypes } from '@payments-platform/signing';
 *
 * splitApprovalTypes.SplitApproval.map((field) => field.name);
 * // ['otcRequestId', 'splitIndex', 'userWalletAddress', 'expiresAtMs']
 * ```
 */
export const splitApprovalTypes = {
  SplitApproval: [
    { name: 'otcRequestId', type: 'string' },
    { name: 'splitIndex', type: 'uint256' },
    { name: 'userWalletAddress', type: 'address' },
    { name: 'expiresAtMs', type: 'uint256' },
  ],
} as const;

/**
 * Message of an OTC split approval.
 *
 * @example
 * ```ts
 * import { type SplitApprovalMessage } from '@payments-platform/signing';
 *
 * const message: SplitApprovalMessage = {
 *   otcRequestId: 'otc_01HZX3',
 *   splitIndex: 0n,
 *   userWalletAddress: '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf',
 *   expiresAtMs: 1_767_225_600_000n,
 * };
 * ```
 */
export interface SplitApprovalMessage {
  /** The OTC request id. */
  readonly otcRequestId: string;
  /** Index of the split being approved. */
  readonly splitIndex: bigint;
  /** The user's wallet; it signs. */
  readonly userWalletAddress: Address;
  /** End of validity, milliseconds since the epoch. */
  readonly expiresAtMs: bigint;
}

/**
 * Typed data of an OTC split approval.
 *
 * @example
 * ```ts
 * import { type SplitApprovalTypedData, buildSplitApprovalTypedData } from '@payments-platform/signing';
 *
 * const typedData: SplitApprovalTypedData = buildSplitApprovalTypedData(fields);
 * ```
 */
export type SplitApprovalTypedData = PlatformTypedData<
  'SplitApproval',
  typeof splitApprovalTypes,
  SplitApprovalMessage
>;

/**
 * Parameters of {@link buildSplitApprovalTypedData}: the body of
 * `POST /v1/otc/signatures/approve-split` plus the chain and expiry.
 *
 * @example
 * ```ts
 * import { type BuildSplitApprovalTypedDataParameters } from '@payments-platform/signing';
 *
 * const fields: BuildSplitApprovalTypedDataParameters = {
 *   chainId: 8453,
 *   otcRequestId: 'otc_01HZX3',
 *   splitIndex: 0,
 *   userWalletAddress: '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf',
 *   expiresAtMs: 1_767_225_600_000,
 * };
 * ```
 */
export interface BuildSplitApprovalTypedDataParameters {
  /** Chain of the escrow. */
  chainId: number;
  /** The OTC request id. */
  otcRequestId: string;
  /** Index of the split being approved. */
  splitIndex: UintInput;
  /** The user's wallet; it signs. */
  userWalletAddress: Address;
  /** End of validity, milliseconds since the epoch. */
  expiresAtMs: UintInput;
}

/**
 * Return type of {@link buildSplitApprovalTypedData}.
 *
 * @example
 * ```ts
 * import { type BuildSplitApprovalTypedDataReturnType } from '@payments-platform/signing';
 *
 * function primaryTypeOf(typedData: BuildSplitApprovalTypedDataReturnType) {
 *   return typedData.primaryType; // 'SplitApproval'
 * }
 * ```
 */
export type BuildSplitApprovalTypedDataReturnType = SplitApprovalTypedData;

/**
 * Errors thrown by {@link buildSplitApprovalTypedData}.
 *
 * @example
 * ```ts
 * import { type BuildSplitApprovalTypedDataErrorType } from '@payments-platform/signing';
 *
 * function reasonOf(error: BuildSplitApprovalTypedDataErrorType) {
 *   return error.reason; // 'invalid-payload' | 'unsupported-chain'
 * }
 * ```
 */
export type BuildSplitApprovalTypedDataErrorType = InvalidPayloadError | UnsupportedChainError;

const splitApproval = definePlatformFlow({
  domain: 'otcEscrow',
  primaryType: 'SplitApproval',
  types: splitApprovalTypes,
  toMessage: (fields: BuildSplitApprovalTypedDataParameters): SplitApprovalMessage => ({
    otcRequestId: toText(fields.otcRequestId, 'otcRequestId', { nonEmpty: true }),
    splitIndex: toUint(fields.splitIndex, 'splitIndex'),
    userWalletAddress: toAddress(fields.userWalletAddress, 'userWalletAddress'),
    expiresAtMs: toUint(fields.expiresAtMs, 'expiresAtMs'),
  }),
  signerOf: (message) => message.userWalletAddress,
  expiresAtMsOf: (message) => message.expiresAtMs,
});

/**
 * Builds the EIP-712 typed data of an OTC split approval.
 *
 * @throws {@link InvalidPayloadError} on invalid fields, {@link UnsupportedChainError} for a chain
 * without platform contracts.
 *
 * @example
 * ```ts
 * import { buildSplitApprovalTypedData } from '@payments-platform/signing';
 *
 * const typedData = buildSplitApprovalTypedData({
 *   chainId: 8453,
 *   otcRequestId: 'otc_01HZX3',
 *   splitIndex: 0,
 *   userWalletAddress: '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf',
 *   expiresAtMs: 1_767_225_600_000,
 * });
 * ```
 */
export function buildSplitApprovalTypedData(
  parameters: BuildSplitApprovalTypedDataParameters,
): BuildSplitApprovalTypedDataReturnType {
  return splitApproval.build(parameters);
}

/**
 * Parameters of {@link signSplitApproval}.
 *
 * @example
 * ```ts
 * import { type SignSplitApprovalParameters } from '@payments-platform/signing';
 *
 * const parameters: SignSplitApprovalParameters = { signer: account, typedData: response.data, chainId: 8453 };
 * ```
 */
export type SignSplitApprovalParameters = SignFlowParameters<BuildSplitApprovalTypedDataParameters>;

/**
 * Return type of {@link signSplitApproval}: the 65-byte signature as hex.
 *
 * @example
 * ```ts
 * import { type SignSplitApprovalReturnType } from '@payments-platform/signing';
 *
 * const signature: SignSplitApprovalReturnType = '0x…';
 * ```
 */
export type SignSplitApprovalReturnType = Hex;

/**
 * Errors thrown by {@link signSplitApproval}.
 *
 * @example
 * ```ts
 * import { type SignSplitApprovalErrorType } from '@payments-platform/signing';
 *
 * function nameOf(error: SignSplitApprovalErrorType) {
 *   return error.name;
 * }
 * ```
 */
export type SignSplitApprovalErrorType = SignFlowErrorType;

/**
 * Signs an OTC split approval with a local account or a wallet client. A received payload is
 * checked against the layout and the escrow domain of its chain before signing.
 *
 * @example
 * ```ts
 * import { signSplitApproval } from '@payments-platform/signing';
 * import { privateKeyToAccount } from 'viem/accounts';
 *
 * const signature = await signSplitApproval({
 *   signer: privateKeyToAccount(privateKey),
 *   typedData: response.data, // EIP-712 payload from POST /v1/otc/signatures/approve-split
 *   chainId: 8453,
 * });
 * ```
 */
export function signSplitApproval(
  parameters: SignSplitApprovalParameters,
): Promise<SignSplitApprovalReturnType> {
  return splitApproval.sign(parameters);
}

/**
 * Parameters of {@link verifySplitApproval}.
 *
 * @example
 * ```ts
 * import { type VerifySplitApprovalParameters } from '@payments-platform/signing';
 *
 * const parameters: VerifySplitApprovalParameters = { typedData, signature, chainId: 8453, now: Date.now() };
 * ```
 */
export type VerifySplitApprovalParameters = VerifyFlowParameters<BuildSplitApprovalTypedDataParameters>;

/**
 * Return type of {@link verifySplitApproval}.
 *
 * @example
 * ```ts
 * import { type VerifySplitApprovalReturnType } from '@payments-platform/signing';
 *
 * function splitOf(result: VerifySplitApprovalReturnType) {
 *   return result.typedData.message.splitIndex;
 * }
 * ```
 */
export type VerifySplitApprovalReturnType = VerifyTypedDataResult<SplitApprovalTypedData>;

/**
 * Errors thrown by {@link verifySplitApproval}.
 *
 * @example
 * ```ts
 * import { type VerifySplitApprovalErrorType } from '@payments-platform/signing';
 *
 * function reasonOf(error: VerifySplitApprovalErrorType) {
 *   return error.reason;
 * }
 * ```
 */
export type VerifySplitApprovalErrorType = VerifyFlowErrorType;

/**
 * Verifies an OTC split approval: chain, escrow domain, expiry against `now`, then the signer,
 * which must be `userWalletAddress` (and `expectedSigner` when given).
 *
 * @throws {@link ChainMismatchError}, {@link DomainMismatchError}, {@link SignatureExpiredError},
 * {@link MalformedSignatureError}, {@link InvalidSignatureError}, {@link InvalidPayloadError} or
 * {@link UnsupportedChainError}.
 *
 * @example
 * ```ts
 * import { verifySplitApproval } from '@payments-platform/signing';
 *
 * const { signer } = await verifySplitApproval({
 *   typedData,
 *   signature,
 *   chainId: 8453,
 *   now: clock.now(),
 * });
 * ```
 */
export function verifySplitApproval(
  parameters: VerifySplitApprovalParameters,
): Promise<VerifySplitApprovalReturnType> {
  return splitApproval.verify(parameters);
}
