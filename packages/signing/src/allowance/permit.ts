import {
  type Address,
  encodeFunctionData,
  type Hex,
  maxUint256,
  parseSignature,
  type TypedDataDefinition,
} from 'viem';
import type { Eip712Domain } from '../domains.js';
import { InvalidPayloadError, type UnsupportedChainError } from '../errors.js';
import type {
  SignFlowErrorType,
  SignFlowParameters,
  TypedDataOrFields,
  VerifyFlowErrorType,
} from '../platform-flow.js';
import { signTypedDataWith } from '../signer.js';
import { parseTypedData, toAddress, toChainId, toText, toUint, type UintInput } from '../typed-data.js';
import {
  assertChain,
  assertDomain,
  assertNonce,
  assertNotExpired,
  assertSignatureFormat,
  assertSigner,
  recoverSigner,
  resolveNow,
  type VerifyOptions,
  type VerifyTypedDataResult,
} from '../verification.js';
import type { ApproveTransaction } from './approve.js';

/**
 * EIP-712 layout of an ERC-20 permit (EIP-2612):
 * `Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)`, signed by
 * `owner` against the token's own domain.
 *
 * @example
 * ```ts
 * import { permitTypes } from '@payments-platform/signing';
 *
 * permitTypes.Permit.map((field) => field.name); // ['owner', 'spender', 'value', 'nonce', 'deadline']
 * ```
 */
export const permitTypes = {
  Permit: [
    { name: 'owner', type: 'address' },
    { name: 'spender', type: 'address' },
    { name: 'value', type: 'uint256' },
    { name: 'nonce', type: 'uint256' },
    { name: 'deadline', type: 'uint256' },
  ],
} as const;

/**
 * Message of an ERC-20 permit.
 *
 * @example
 * ```ts
 * import { type PermitMessage } from '@payments-platform/signing';
 *
 * const message: PermitMessage = {
 *   owner: '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf',
 *   spender: '0xe239813caf7F202B08076BE7387436f4026A7F5f',
 *   value: 1_000_000_000n,
 *   nonce: 0n,
 *   deadline: 1_767_225_600n,
 * };
 * ```
 */
export interface PermitMessage {
  /** The token holder; it signs. */
  readonly owner: Address;
  /** The address allowed to spend (for example `contracts[chainId].otcEscrowFactory`). */
  readonly spender: Address;
  /** The allowance, in the token's smallest unit. */
  readonly value: bigint;
  /** The owner's current permit nonce on the token (`nonces(owner)`). */
  readonly nonce: bigint;
  /** End of validity in seconds since the epoch, as the token compares it with `block.timestamp`. */
  readonly deadline: bigint;
}

/**
 * Typed data of an ERC-20 permit. The domain is the token's: its `name()`, its EIP-712 version
 * (`'1'` for most tokens, `'2'` for USDC), the chain and the token address.
 *
 * @example
 * ```ts
 * import { type PermitTypedData, buildPermitTypedData } from '@payments-platform/signing';
 *
 * const typedData: PermitTypedData = buildPermitTypedData(fields);
 * ```
 */
export interface PermitTypedData {
  readonly domain: Eip712Domain;
  readonly types: typeof permitTypes;
  readonly primaryType: 'Permit';
  readonly message: PermitMessage;
}

/**
 * Parameters of {@link buildPermitTypedData}.
 *
 * @example
 * ```ts
 * import { type BuildPermitTypedDataParameters } from '@payments-platform/signing';
 *
 * const fields: BuildPermitTypedDataParameters = {
 *   chainId: 8453,
 *   token: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
 *   tokenName: 'USD Coin',
 *   tokenVersion: '2',
 *   owner: '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf',
 *   spender: '0xe239813caf7F202B08076BE7387436f4026A7F5f',
 *   value: 'max',
 *   nonce: 0n,
 *   deadline: 1_767_225_600n,
 * };
 * ```
 */
export interface BuildPermitTypedDataParameters {
  /** Chain of the token. */
  chainId: number;
  /** The token contract; it is the domain's verifying contract. */
  token: Address;
  /** The token's EIP-712 domain name, usually its `name()`. */
  tokenName: string;
  /** The token's EIP-712 domain version. Defaults to `'1'`. */
  tokenVersion?: string | undefined;
  /** The token holder; it signs. */
  owner: Address;
  /** The address allowed to spend. */
  spender: Address;
  /** The allowance in the token's smallest unit, or `'max'` for 2^256 - 1. */
  value: UintInput | 'max';
  /** The owner's current permit nonce on the token (`nonces(owner)`). */
  nonce: UintInput;
  /** End of validity in seconds since the epoch. */
  deadline: UintInput;
}

/**
 * Return type of {@link buildPermitTypedData}.
 *
 * @example
 * ```ts
 * import { type BuildPermitTypedDataReturnType } from '@payments-platform/signing';
 *
 * function spenderOf(typedData: BuildPermitTypedDataReturnType) {
 *   return typedData.message.spender;
 * }
 * ```
 */
export type BuildPermitTypedDataReturnType = PermitTypedData;

/**
 * Errors thrown by {@link buildPermitTypedData}.
 *
 * @example
 * ```ts
 * import { type BuildPermitTypedDataErrorType } from '@payments-platform/signing';
 *
 * function pathOf(error: BuildPermitTypedDataErrorType) {
 *   return error.path;
 * }
 * ```
 */
export type BuildPermitTypedDataErrorType = InvalidPayloadError;

/**
 * Builds the EIP-712 typed data of an ERC-20 permit (EIP-2612).
 *
 * @throws {@link InvalidPayloadError} on invalid fields.
 *
 * @example
 * ```ts
 * import { buildPermitTypedData, contracts } from '@payments-platform/signing';
 *
 * const typedData = buildPermitTypedData({
 *   chainId: 8453,
 *   token: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
 *   tokenName: 'USD Coin',
 *   tokenVersion: '2',
 *   owner: '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf',
 *   spender: contracts[8453].otcEscrowFactory,
 *   value: 1_000_000_000n,
 *   nonce: 0n,
 *   deadline: 1_767_225_600n,
 * });
 * ```
 */
export function buildPermitTypedData(
  parameters: BuildPermitTypedDataParameters,
): BuildPermitTypedDataReturnType {
  return {
    domain: {
      name: toText(parameters.tokenName, 'tokenName', { nonEmpty: true }),
      version: toText(parameters.tokenVersion ?? '1', 'tokenVersion', { nonEmpty: true }),
      chainId: toChainId(parameters.chainId, 'chainId'),
      verifyingContract: toAddress(parameters.token, 'token'),
    },
    types: permitTypes,
    primaryType: 'Permit',
    message: {
      owner: toAddress(parameters.owner, 'owner'),
      spender: toAddress(parameters.spender, 'spender'),
      value: parameters.value === 'max' ? maxUint256 : toUint(parameters.value, 'value'),
      nonce: toUint(parameters.nonce, 'nonce'),
      deadline: toUint(parameters.deadline, 'deadline'),
    },
  };
}

function resolvePermit(parameters: TypedDataOrFields<BuildPermitTypedDataParameters>): PermitTypedData {
  if (parameters.fields !== undefined) return buildPermitTypedData(parameters.fields);
  return parseTypedData<'Permit', typeof permitTypes, PermitMessage>(parameters.typedData, {
    primaryType: 'Permit',
    types: permitTypes,
  });
}

/**
 * Parameters of {@link signPermit}.
 *
 * @example
 * ```ts
 * import { type SignPermitParameters } from '@payments-platform/signing';
 *
 * const parameters: SignPermitParameters = { signer: account, fields, chainId: 8453 };
 * ```
 */
export type SignPermitParameters = SignFlowParameters<BuildPermitTypedDataParameters>;

/**
 * Return type of {@link signPermit}: the 65-byte signature as hex. `parseSignature` from viem
 * splits it into the `v`, `r`, `s` of `permit(...)`; {@link buildPermitCall} does it for you.
 *
 * @example
 * ```ts
 * import { type SignPermitReturnType } from '@payments-platform/signing';
 *
 * const signature: SignPermitReturnType = '0x…';
 * ```
 */
export type SignPermitReturnType = Hex;

/**
 * Errors thrown by {@link signPermit}.
 *
 * @example
 * ```ts
 * import { type SignPermitErrorType } from '@payments-platform/signing';
 *
 * function nameOf(error: SignPermitErrorType) {
 *   return error.name;
 * }
 * ```
 */
export type SignPermitErrorType = Exclude<SignFlowErrorType, UnsupportedChainError>;

/**
 * Signs an ERC-20 permit with a local account or a wallet client.
 *
 * @example
 * ```ts
 * import { signPermit } from '@payments-platform/signing';
 * import { privateKeyToAccount } from 'viem/accounts';
 *
 * const signature = await signPermit({
 *   signer: privateKeyToAccount(privateKey),
 *   fields: {
 *     chainId: 8453,
 *     token: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
 *     tokenName: 'USD Coin',
 *     tokenVersion: '2',
 *     owner: '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf',
 *     spender: '0xe239813caf7F202B08076BE7387436f4026A7F5f',
 *     value: 'max',
 *     nonce: 0n,
 *     deadline: 1_767_225_600n,
 *   },
 * });
 * ```
 */
export async function signPermit(parameters: SignPermitParameters): Promise<SignPermitReturnType> {
  const typedData = resolvePermit(parameters);
  if (parameters.chainId !== undefined) assertChain(parameters.chainId, typedData.domain.chainId);
  return signTypedDataWith(parameters, typedData as unknown as TypedDataDefinition);
}

/**
 * Parameters of {@link verifyPermit}. Besides the shared options, the expected token, domain
 * name and version, spender and nonce can be pinned; each one given must match.
 *
 * @example
 * ```ts
 * import { type VerifyPermitParameters } from '@payments-platform/signing';
 *
 * const parameters: VerifyPermitParameters = {
 *   typedData,
 *   signature,
 *   chainId: 8453,
 *   token: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
 *   spender: '0xe239813caf7F202B08076BE7387436f4026A7F5f',
 *   now: Date.now(),
 * };
 * ```
 */
export type VerifyPermitParameters = VerifyOptions &
  TypedDataOrFields<BuildPermitTypedDataParameters> & {
    /** The token that must be the verifying contract. */
    token?: Address | undefined;
    /** The domain name the token uses. */
    tokenName?: string | undefined;
    /** The domain version the token uses. */
    tokenVersion?: string | undefined;
    /** The spender the permit must name. */
    spender?: Address | undefined;
    /** The owner's current nonce on the token. */
    nonce?: UintInput | undefined;
  };

/**
 * Return type of {@link verifyPermit}.
 *
 * @example
 * ```ts
 * import { type VerifyPermitReturnType } from '@payments-platform/signing';
 *
 * function valueOf(result: VerifyPermitReturnType) {
 *   return result.typedData.message.value;
 * }
 * ```
 */
export type VerifyPermitReturnType = VerifyTypedDataResult<PermitTypedData>;

/**
 * Errors thrown by {@link verifyPermit}.
 *
 * @example
 * ```ts
 * import { type VerifyPermitErrorType } from '@payments-platform/signing';
 *
 * function reasonOf(error: VerifyPermitErrorType) {
 *   return error.reason;
 * }
 * ```
 */
export type VerifyPermitErrorType = Exclude<VerifyFlowErrorType, UnsupportedChainError>;

/**
 * Verifies an ERC-20 permit: chain, the pinned token domain, spender and nonce, the deadline
 * against `now` (a permit is valid up to and including its deadline second), then the signer,
 * which must be `owner` (and `expectedSigner` when given).
 *
 * @throws {@link ChainMismatchError}, {@link DomainMismatchError}, {@link NonceMismatchError},
 * {@link SignatureExpiredError}, {@link MalformedSignatureError}, {@link InvalidSignatureError} or
 * {@link InvalidPayloadError}.
 *
 * @example
 * ```ts
 * import { verifyPermit } from '@payments-platform/signing';
 *
 * const { signer, typedData: permit } = await verifyPermit({
 *   typedData,
 *   signature,
 *   chainId: 8453,
 *   token: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
 *   now: clock.now(),
 * });
 * ```
 */
export async function verifyPermit(parameters: VerifyPermitParameters): Promise<VerifyPermitReturnType> {
  const now = resolveNow(parameters.now);
  const typedData = resolvePermit(parameters);
  const { domain, message } = typedData;
  assertChain(parameters.chainId, domain.chainId);
  assertDomain(domain, {
    ...(parameters.tokenName === undefined ? {} : { name: parameters.tokenName }),
    ...(parameters.tokenVersion === undefined ? {} : { version: parameters.tokenVersion }),
    ...(parameters.token === undefined ? {} : { verifyingContract: toAddress(parameters.token, 'token') }),
  });
  if (
    parameters.spender !== undefined &&
    toAddress(parameters.spender, 'spender').toLowerCase() !== message.spender.toLowerCase()
  ) {
    throw new InvalidPayloadError(`expected ${parameters.spender}`, { path: 'message.spender' });
  }
  assertNonce(parameters.nonce, message.nonce);
  // The token accepts the permit while block.timestamp <= deadline: valid through the deadline second.
  assertNotExpired(message.deadline * 1000n + 999n, now);
  const signer = await recoverSigner(typedData as unknown as TypedDataDefinition, parameters.signature);
  assertSigner(signer, [message.owner, parameters.expectedSigner]);
  return { valid: true, signer, typedData };
}

/**
 * Parameters of {@link buildPermitCall}.
 *
 * @example
 * ```ts
 * import { type BuildPermitCallParameters } from '@payments-platform/signing';
 *
 * const parameters: BuildPermitCallParameters = { typedData, signature };
 * ```
 */
export interface BuildPermitCallParameters {
  /** The signed permit, `bigint` or JSON form. */
  typedData: unknown;
  /** The owner's signature. */
  signature: Hex;
}

/**
 * Return type of {@link buildPermitCall}: the `permit(owner, spender, value, deadline, v, r, s)`
 * call on the token, in the same shape as an approve transaction.
 *
 * @example
 * ```ts
 * import { type BuildPermitCallReturnType } from '@payments-platform/signing';
 *
 * function targetOf(call: BuildPermitCallReturnType) {
 *   return call.to; // the token
 * }
 * ```
 */
export type BuildPermitCallReturnType = ApproveTransaction;

/**
 * Errors thrown by {@link buildPermitCall}.
 *
 * @example
 * ```ts
 * import { type BuildPermitCallErrorType } from '@payments-platform/signing';
 *
 * function reasonOf(error: BuildPermitCallErrorType) {
 *   return error.reason; // 'invalid-payload' | 'malformed-signature'
 * }
 * ```
 */
export type BuildPermitCallErrorType = VerifyPermitErrorType;

const permitAbi = [
  {
    type: 'function',
    name: 'permit',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'owner', type: 'address' },
      { name: 'spender', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'deadline', type: 'uint256' },
      { name: 'v', type: 'uint8' },
      { name: 'r', type: 'bytes32' },
      { name: 's', type: 'bytes32' },
    ],
    outputs: [],
  },
] as const;

/**
 * Encodes the token's `permit` call for a signed permit, for whoever submits it on chain (a
 * relayer, or the spender before `transferFrom`). The signature is only checked for form; run
 * {@link verifyPermit} first.
 *
 * @throws {@link InvalidPayloadError} or {@link MalformedSignatureError}.
 *
 * @example
 * ```ts
 * import { buildPermitCall } from '@payments-platform/signing';
 *
 * const call = buildPermitCall({ typedData, signature });
 * await walletClient.sendTransaction({ to: call.to, data: call.data });
 * ```
 */
export function buildPermitCall(parameters: BuildPermitCallParameters): BuildPermitCallReturnType {
  const { domain, message } = resolvePermit({ typedData: parameters.typedData });
  assertSignatureFormat(parameters.signature);
  const { r, s, yParity } = parseSignature(parameters.signature);
  const data = encodeFunctionData({
    abi: permitAbi,
    functionName: 'permit',
    args: [message.owner, message.spender, message.value, message.deadline, 27 + yParity, r, s],
  });
  return { to: domain.verifyingContract, data, value: '0', chainId: domain.chainId };
}
