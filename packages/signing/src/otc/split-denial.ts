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
 * EIP-712 layout of an OTC split denial (`POST /v1/otc/signatures/deny-split`):
 * `SplitDenial(string otcRequestId,uint256 splitIndex,address userWalletAddress,uint256 expiresAtMs)`,
 * signed by `userWalletAddress` against the OTC escrow domain.
 *
 * @example
 * ```ts
 * import { splitDenialTypes } from '@payments-platform/signing';
 *
 * splitDenialTypes.SplitDenial.map((field) => field.name);
 * // ['otcRequestId', 'splitIndex', 'userWalletAddress', 'expiresAtMs']
 * ```
 */
export const splitDenialTypes = {
  SplitDenial: [
    { name: 'otcRequestId', type: 'string' },
    { name: 'splitIndex', type: 'uint256' },
    { name: 'userWalletAddress', type: 'address' },
    { name: 'expiresAtMs', type: 'uint256' },
  ],
} as const;

/**
 * Message of an OTC split denial.
 *
 * @example
 * ```ts
 * import { type SplitDenialMessage } from '@payments-platform/signing';
 *
 * const message: SplitDenialMessage = {
 *   otcRequestId: 'otc_01HZX3',
 *   splitIndex: 0n,
 *   userWalletAddress: '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf',
 *   expiresAtMs: 1_767_225_600_000n,
 * };
 * ```
 */
export interface SplitDenialMessage {
  /** The OTC request id. */
  readonly otcRequestId: string;
  /** Index of the split being denied. */
  readonly splitIndex: bigint;
  /** The user's wallet; it signs. */
  readonly userWalletAddress: Address;
  /** End of validity, milliseconds since the epoch. */
  readonly expiresAtMs: bigint;
}

/**
 * Typed data of an OTC split denial.
 *
 * @example
 * ```ts
 * import { type SplitDenialTypedData, buildSplitDenialTypedData } from '@payments-platform/signing';
 *
 * const typedData: SplitDenialTypedData = buildSplitDenialTypedData(fields);
 * ```
 */
export type SplitDenialTypedData = PlatformTypedData<
  'SplitDenial',
  typeof splitDenialTypes,
  SplitDenialMessage
>;

/**
 * Parameters of {@link buildSplitDenialTypedData}: the request fields of
 * `POST /v1/otc/signatures/deny-split` plus the chain and expiry.
 *
 * @example
 * ```ts
 * import { type BuildSplitDenialTypedDataParameters } from '@payments-platform/signing';
 *
 * const fields: BuildSplitDenialTypedDataParameters = {
 *   chainId: 8453,
 *   otcRequestId: 'otc_01HZX3',
 *   splitIndex: 0,
 *   userWalletAddress: '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf',
 *   expiresAtMs: 1_767_225_600_000,
 * };
 * ```
 */
export interface BuildSplitDenialTypedDataParameters {
  /** Chain of the escrow. */
  chainId: number;
  /** The OTC request id. */
  otcRequestId: string;
  /** Index of the split being denied. */
  splitIndex: UintInput;
  /** The user's wallet; it signs. */
  userWalletAddress: Address;
  /** End of validity, milliseconds since the epoch. */
  expiresAtMs: UintInput;
}

/**
 * Return type of {@link buildSplitDenialTypedData}.
 *
 * @example
 * ```ts
 * import { type BuildSplitDenialTypedDataReturnType } from '@payments-platform/signing';
 *
 * function primaryTypeOf(typedData: BuildSplitDenialTypedDataReturnType) {
 *   return typedData.primaryType; // 'SplitDenial'
 * }
 * ```
 */
export type BuildSplitDenialTypedDataReturnType = SplitDenialTypedData;

/**
 * Errors thrown by {@link buildSplitDenialTypedData}.
 *
 * @example
 * ```ts
 * import { type BuildSplitDenialTypedDataErrorType } from '@payments-platform/signing';
 *
 * function reasonOf(error: BuildSplitDenialTypedDataErrorType) {
 *   return error.reason; // 'invalid-payload' | 'unsupported-chain'
 * }
 * ```
 */
export type BuildSplitDenialTypedDataErrorType = InvalidPayloadError | UnsupportedChainError;

const splitDenial = definePlatformFlow({
  domain: 'otcEscrow',
  primaryType: 'SplitDenial',
  types: splitDenialTypes,
  toMessage: (fields: BuildSplitDenialTypedDataParameters): SplitDenialMessage => ({
    otcRequestId: toText(fields.otcRequestId, 'otcRequestId', { nonEmpty: true }),
    splitIndex: toUint(fields.splitIndex, 'splitIndex'),
    userWalletAddress: toAddress(fields.userWalletAddress, 'userWalletAddress'),
    expiresAtMs: toUint(fields.expiresAtMs, 'expiresAtMs'),
  }),
  signerOf: (message) => message.userWalletAddress,
  expiresAtMsOf: (message) => message.expiresAtMs,
});

/**
 * Builds the EIP-712 typed data of an OTC split denial.
 *
 * @throws {@link InvalidPayloadError} on invalid fields, {@link UnsupportedChainError} for a chain
 * without platform contracts.
 *
 * @example
 * ```ts
 * import { buildSplitDenialTypedData } from '@payments-platform/signing';
 *
 * const typedData = buildSplitDenialTypedData({
 *   chainId: 8453,
 *   otcRequestId: 'otc_01HZX3',
 *   splitIndex: 0,
 *   userWalletAddress: '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf',
 *   expiresAtMs: 1_767_225_600_000,
 * });
 * ```
 */
export function buildSplitDenialTypedData(
  parameters: BuildSplitDenialTypedDataParameters,
): BuildSplitDenialTypedDataReturnType {
  return splitDenial.build(parameters);
}

/**
 * Parameters of {@link signSplitDenial}.
 *
 * @example
 * ```ts
 * import { type SignSplitDenialParameters } from '@payments-platform/signing';
 *
 * const parameters: SignSplitDenialParameters = { signer: account, typedData: response.data, chainId: 8453 };
 * ```
 */
export type SignSplitDenialParameters = SignFlowParameters<BuildSplitDenialTypedDataParameters>;

/**
 * Return type of {@link signSplitDenial}: the 65-byte signature as hex.
 *
 * @example
 * ```ts
 * import { type SignSplitDenialReturnType } from '@payments-platform/signing';
 *
 * const signature: SignSplitDenialReturnType = '0x…';
 * ```
 */
export type SignSplitDenialReturnType = Hex;

/**
 * Errors thrown by {@link signSplitDenial}.
 *
 * @example
 * ```ts
 * import { type SignSplitDenialErrorType } from '@payments-platform/signing';
 *
 * function nameOf(error: SignSplitDenialErrorType) {
 *   return error.name;
 * }
 * ```
 */
export type SignSplitDenialErrorType = SignFlowErrorType;

/**
 * Signs an OTC split denial with a local account or a wallet client. A received payload is
 * checked against the layout and the escrow domain of its chain before signing.
 *
 * @example
 * ```ts
 * import { signSplitDenial } from '@payments-platform/signing';
 * import { privateKeyToAccount } from 'viem/accounts';
 *
 * const signature = await signSplitDenial({
 *   signer: privateKeyToAccount(privateKey),
 *   typedData: response.data, // EIP-712 payload from the API
 *   chainId: 8453,
 * });
 * ```
 */
export function signSplitDenial(parameters: SignSplitDenialParameters): Promise<SignSplitDenialReturnType> {
  return splitDenial.sign(parameters);
}

/**
 * Parameters of {@link verifySplitDenial}.
 *
 * @example
 * ```ts
 * import { type VerifySplitDenialParameters } from '@payments-platform/signing';
 *
 * const parameters: VerifySplitDenialParameters = { typedData, signature, chainId: 8453, now: Date.now() };
 * ```
 */
export type VerifySplitDenialParameters = VerifyFlowParameters<BuildSplitDenialTypedDataParameters>;

/**
 * Return type of {@link verifySplitDenial}.
 *
 * @example
 * ```ts
 * import { type VerifySplitDenialReturnType } from '@payments-platform/signing';
 *
 * function requestOf(result: VerifySplitDenialReturnType) {
 *   return result.typedData.message.otcRequestId;
 * }
 * ```
 */
export type VerifySplitDenialReturnType = VerifyTypedDataResult<SplitDenialTypedData>;

/**
 * Errors thrown by {@link verifySplitDenial}.
 *
 * @example
 * ```ts
 * import { type VerifySplitDenialErrorType } from '@payments-platform/signing';
 *
 * function reasonOf(error: VerifySplitDenialErrorType) {
 *   return error.reason;
 * }
 * ```
 */
export type VerifySplitDenialErrorType = VerifyFlowErrorType;

/**
 * Verifies an OTC split denial: chain, escrow domain, expiry against `now`, then the signer,
 * which must be `userWalletAddress` (and `expectedSigner` when given).
 *
 * @throws {@link ChainMismatchError}, {@link DomainMismatchError}, {@link SignatureExpiredError},
 * {@link MalformedSignatureError}, {@link InvalidSignatureError}, {@link InvalidPayloadError} or
 * {@link UnsupportedChainError}.
 *
 * @example
 * ```ts
 * import { verifySplitDenial } from '@payments-platform/signing';
 *
 * const { signer } = await verifySplitDenial({
 *   typedData,
 *   signature,
 *   chainId: 8453,
 *   now: clock.now(),
 * });
 * ```
 */
export function verifySplitDenial(
  parameters: VerifySplitDenialParameters,
): Promise<VerifySplitDenialReturnType> {
  return splitDenial.verify(parameters);
}
