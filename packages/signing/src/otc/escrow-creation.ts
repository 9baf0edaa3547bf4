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
 * EIP-712 layout of the user's escrow creation consent (`POST /v1/otc/signatures/create-escrow/user` (its signature is the `userSignature` of `accept-offer`)):
 * `EscrowCreation(string otcRequestId,string offerId,address userWalletAddress,uint256 expiresAtMs)`,
 * signed by `userWalletAddress` against the OTC escrow domain.
 *
 * @example
 * ```ts
 * import { escrowCreationTypes } from '@payments-platform/signing';
 *
 * escrowCreationTypes.EscrowCreation.map((field) => field.name);
 * // ['otcRequestId', 'offerId', 'userWalletAddress', 'expiresAtMs']
 * ```
 */
export const escrowCreationTypes = {
  EscrowCreation: [
    { name: 'otcRequestId', type: 'string' },
    { name: 'offerId', type: 'string' },
    { name: 'userWalletAddress', type: 'address' },
    { name: 'expiresAtMs', type: 'uint256' },
  ],
} as const;

/**
 * Message of the user's escrow creation consent.
 *
 * @example
 * ```ts
 * import { type EscrowCreationMessage } from '@payments-platform/signing';
 *
 * const message: EscrowCreationMessage = {
 *   otcRequestId: 'otc_01HZX3',
 *   offerId: 'offer_7Q2M',
 *   userWalletAddress: '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf',
 *   expiresAtMs: 1_767_225_600_000n,
 * };
 * ```
 */
export interface EscrowCreationMessage {
  /** The OTC request id. */
  readonly otcRequestId: string;
  /** The accepted offer id. */
  readonly offerId: string;
  /** The user's wallet; it signs. */
  readonly userWalletAddress: Address;
  /** End of validity, milliseconds since the epoch. */
  readonly expiresAtMs: bigint;
}

/**
 * Typed data of the user's escrow creation consent.
 *
 * @example
 * ```ts
 * import { type EscrowCreationTypedData, buildEscrowCreationTypedData } from '@payments-platform/signing';
 *
 * const typedData: EscrowCreationTypedData = buildEscrowCreationTypedData(fields);
 * ```
 */
export type EscrowCreationTypedData = PlatformTypedData<
  'EscrowCreation',
  typeof escrowCreationTypes,
  EscrowCreationMessage
>;

/**
 * Parameters of {@link buildEscrowCreationTypedData}: the request fields of
 * `POST /v1/otc/signatures/create-escrow/user` plus the chain and expiry.
 *
 * @example
 * ```ts
 * import { type BuildEscrowCreationTypedDataParameters } from '@payments-platform/signing';
 *
 * const fields: BuildEscrowCreationTypedDataParameters = {
 *   chainId: 8453,
 *   otcRequestId: 'otc_01HZX3',
 *   offerId: 'offer_7Q2M',
 *   userWalletAddress: '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf',
 *   expiresAtMs: 1_767_225_600_000,
 * };
 * ```
 */
export interface BuildEscrowCreationTypedDataParameters {
  /** Chain of the escrow. */
  chainId: number;
  /** The OTC request id. */
  otcRequestId: string;
  /** The accepted offer id. */
  offerId: string;
  /** The user's wallet; it signs. */
  userWalletAddress: Address;
  /** End of validity, milliseconds since the epoch. */
  expiresAtMs: UintInput;
}

/**
 * Return type of {@link buildEscrowCreationTypedData}.
 *
 * @example
 * ```ts
 * import { type BuildEscrowCreationTypedDataReturnType } from '@payments-platform/signing';
 *
 * function primaryTypeOf(typedData: BuildEscrowCreationTypedDataReturnType) {
 *   return typedData.primaryType; // 'EscrowCreation'
 * }
 * ```
 */
export type BuildEscrowCreationTypedDataReturnType = EscrowCreationTypedData;

/**
 * Errors thrown by {@link buildEscrowCreationTypedData}.
 *
 * @example
 * ```ts
 * import { type BuildEscrowCreationTypedDataErrorType } from '@payments-platform/signing';
 *
 * function reasonOf(error: BuildEscrowCreationTypedDataErrorType) {
 *   return error.reason; // 'invalid-payload' | 'unsupported-chain'
 * }
 * ```
 */
export type BuildEscrowCreationTypedDataErrorType = InvalidPayloadError | UnsupportedChainError;

const escrowCreation = definePlatformFlow({
  domain: 'otcEscrow',
  primaryType: 'EscrowCreation',
  types: escrowCreationTypes,
  toMessage: (fields: BuildEscrowCreationTypedDataParameters): EscrowCreationMessage => ({
    otcRequestId: toText(fields.otcRequestId, 'otcRequestId', { nonEmpty: true }),
    offerId: toText(fields.offerId, 'offerId', { nonEmpty: true }),
    userWalletAddress: toAddress(fields.userWalletAddress, 'userWalletAddress'),
    expiresAtMs: toUint(fields.expiresAtMs, 'expiresAtMs'),
  }),
  signerOf: (message) => message.userWalletAddress,
  expiresAtMsOf: (message) => message.expiresAtMs,
});

/**
 * Builds the EIP-712 typed data of the user's escrow creation consent.
 *
 * @throws {@link InvalidPayloadError} on invalid fields, {@link UnsupportedChainError} for a chain
 * without platform contracts.
 *
 * @example
 * ```ts
 * import { buildEscrowCreationTypedData } from '@payments-platform/signing';
 *
 * const typedData = buildEscrowCreationTypedData({
 *   chainId: 8453,
 *   otcRequestId: 'otc_01HZX3',
 *   offerId: 'offer_7Q2M',
 *   userWalletAddress: '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf',
 *   expiresAtMs: 1_767_225_600_000,
 * });
 * ```
 */
export function buildEscrowCreationTypedData(
  parameters: BuildEscrowCreationTypedDataParameters,
): BuildEscrowCreationTypedDataReturnType {
  return escrowCreation.build(parameters);
}

/**
 * Parameters of {@link signEscrowCreation}.
 *
 * @example
 * ```ts
 * import { type SignEscrowCreationParameters } from '@payments-platform/signing';
 *
 * const parameters: SignEscrowCreationParameters = { signer: account, typedData: response.data, chainId: 8453 };
 * ```
 */
export type SignEscrowCreationParameters = SignFlowParameters<BuildEscrowCreationTypedDataParameters>;

/**
 * Return type of {@link signEscrowCreation}: the 65-byte signature as hex.
 *
 * @example
 * ```ts
 * import { type SignEscrowCreationReturnType } from '@payments-platform/signing';
 *
 * const signature: SignEscrowCreationReturnType = '0x…';
 * ```
 */
export type SignEscrowCreationReturnType = Hex;

/**
 * Errors thrown by {@link signEscrowCreation}.
 *
 * @example
 * ```ts
 * import { type SignEscrowCreationErrorType } from '@payments-platform/signing';
 *
 * function nameOf(error: SignEscrowCreationErrorType) {
 *   return error.name;
 * }
 * ```
 */
export type SignEscrowCreationErrorType = SignFlowErrorType;

/**
 * Signs the user's escrow creation consent with a local account or a wallet client. A received payload is
 * checked against the layout and the escrow domain of its chain before signing.
 *
 * @example
 * ```ts
 * import { signEscrowCreation } from '@payments-platform/signing';
 * import { privateKeyToAccount } from 'viem/accounts';
 *
 * const signature = await signEscrowCreation({
 *   signer: privateKeyToAccount(privateKey),
 *   typedData: response.data, // EIP-712 payload from the API
 *   chainId: 8453,
 * });
 * ```
 */
export function signEscrowCreation(
  parameters: SignEscrowCreationParameters,
): Promise<SignEscrowCreationReturnType> {
  return escrowCreation.sign(parameters);
}

/**
 * Parameters of {@link verifyEscrowCreation}.
 *
 * @example
 * ```ts
 * import { type VerifyEscrowCreationParameters } from '@payments-platform/signing';
 *
 * const parameters: VerifyEscrowCreationParameters = { typedData, signature, chainId: 8453, now: Date.now() };
 * ```
 */
export type VerifyEscrowCreationParameters = VerifyFlowParameters<BuildEscrowCreationTypedDataParameters>;

/**
 * Return type of {@link verifyEscrowCreation}.
 *
 * @example
 * ```ts
 * import { type VerifyEscrowCreationReturnType } from '@payments-platform/signing';
 *
 * function requestOf(result: VerifyEscrowCreationReturnType) {
 *   return result.typedData.message.otcRequestId;
 * }
 * ```
 */
export type VerifyEscrowCreationReturnType = VerifyTypedDataResult<EscrowCreationTypedData>;

/**
 * Errors thrown by {@link verifyEscrowCreation}.
 *
 * @example
 * ```ts
 * import { type VerifyEscrowCreationErrorType } from '@payments-platform/signing';
 *
 * function reasonOf(error: VerifyEscrowCreationErrorType) {
 *   return error.reason;
 * }
 * ```
 */
export type VerifyEscrowCreationErrorType = VerifyFlowErrorType;

/**
 * Verifies the user's escrow creation consent: chain, escrow domain, expiry against `now`, then the signer,
 * which must be `userWalletAddress` (and `expectedSigner` when given).
 *
 * @throws {@link ChainMismatchError}, {@link DomainMismatchError}, {@link SignatureExpiredError},
 * {@link MalformedSignatureError}, {@link InvalidSignatureError}, {@link InvalidPayloadError} or
 * {@link UnsupportedChainError}.
 *
 * @example
 * ```ts
 * import { verifyEscrowCreation } from '@payments-platform/signing';
 *
 * const { signer } = await verifyEscrowCreation({
 *   typedData,
 *   signature,
 *   chainId: 8453,
 *   now: clock.now(),
 * });
 * ```
 */
export function verifyEscrowCreation(
  parameters: VerifyEscrowCreationParameters,
): Promise<VerifyEscrowCreationReturnType> {
  return escrowCreation.verify(parameters);
}
