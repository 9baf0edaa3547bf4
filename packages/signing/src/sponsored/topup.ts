import type { Address, Hex } from 'viem';
import { type DomainMismatchError, InvalidPayloadError, type UnsupportedChainError } from '../errors.js';
import {
  definePlatformFlow,
  type PlatformTypedData,
  type SignFlowErrorType,
  type SignFlowParameters,
  type TypedDataOrFields,
  type VerifyFlowErrorType,
  type VerifyFlowParameters,
} from '../platform-flow.js';
import type { SignerParameters } from '../signer.js';
import { toAddress, toText, toUint, type UintInput } from '../typed-data.js';
import type { VerifyOptions, VerifyTypedDataResult } from '../verification.js';

/**
 * EIP-712 layout of a sponsored (gasless) top-up withdrawal, the `typedData` of
 * `GET /channel/topup/withdraw/{txId}/sign-payload`:
 * `TopUpWithdrawal(address from,address to,address token,uint256 amount,uint256 fee,string txId,uint256 nonce,uint256 expiresAtMs)`,
 * signed by `from` against the forwarder domain. The forwarder moves `amount` of `token` from
 * `from` to the top-up settlement wallet `to`, pays itself `fee` of the same token for the gas,
 * and consumes `nonce`.
 *
 * @example
 * ```ts
 * import { topUpWithdrawalTypes } from '@payments-platform/signing';
 *
 * topUpWithdrawalTypes.TopUpWithdrawal.length; // 8
 * ```
 */
export const topUpWithdrawalTypes = {
  TopUpWithdrawal: [
    { name: 'from', type: 'address' },
    { name: 'to', type: 'address' },
    { name: 'token', type: 'address' },
    { name: 'amount', type: 'uint256' },
    { name: 'fee', type: 'uint256' },
    { name: 'txId', type: 'string' },
    { name: 'nonce', type: 'uint256' },
    { name: 'expiresAtMs', type: 'uint256' },
  ],
} as const;

/**
 * Message of a sponsored top-up withdrawal.
 *
 * @example
 * ```ts
 * import { type TopUpWithdrawalMessage } from '@payments-platform/signing';
 *
 * const message: TopUpWithdrawalMessage = {
 *   from: '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf',
 *   to: '0x2B5AD5c4795c026514f8317c7a215E218DcCD6cF',
 *   token: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359',
 *   amount: 25_000_000n,
 *   fee: 150_000n,
 *   txId: 'tx_9VQ1',
 *   nonce: 0n,
 *   expiresAtMs: 1_767_225_600_000n,
 * };
 * ```
 */
export interface TopUpWithdrawalMessage {
  /** The user's wallet; it signs. */
  readonly from: Address;
  /** The top-up settlement wallet that receives the withdrawal. */
  readonly to: Address;
  /** The ERC-20 token withdrawn. */
  readonly token: Address;
  /** Amount withdrawn, in the token's smallest unit. */
  readonly amount: bigint;
  /** Amount of the same token paid to the sponsor for gas, smallest unit. */
  readonly fee: bigint;
  /** The top-up transaction id (`txId` of the withdraw routes). */
  readonly txId: string;
  /** The user's forwarder nonce; each nonce can be used once. */
  readonly nonce: bigint;
  /** End of validity, milliseconds since the epoch. */
  readonly expiresAtMs: bigint;
}

/**
 * Typed data of a sponsored top-up withdrawal.
 *
 * @example
 * ```ts
 * import { type TopUpWithdrawalTypedData, buildTopUpWithdrawalTypedData } from '@payments-platform/signing';
 *
 * const typedData: TopUpWithdrawalTypedData = buildTopUpWithdrawalTypedData(fields);
 * ```
 */
export type TopUpWithdrawalTypedData = PlatformTypedData<
  'TopUpWithdrawal',
  typeof topUpWithdrawalTypes,
  TopUpWithdrawalMessage
>;

/**
 * Parameters of {@link buildTopUpWithdrawalTypedData}.
 *
 * @example
 * ```ts
 * import { type BuildTopUpWithdrawalTypedDataParameters } from '@payments-platform/signing';
 *
 * const fields: BuildTopUpWithdrawalTypedDataParameters = {
 *   chainId: 137,
 *   from: '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf',
 *   to: '0x2B5AD5c4795c026514f8317c7a215E218DcCD6cF',
 *   token: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359',
 *   amount: 25_000_000n,
 *   fee: 150_000n,
 *   txId: 'tx_9VQ1',
 *   nonce: 0n,
 *   expiresAtMs: 1_767_225_600_000,
 * };
 * ```
 */
export interface BuildTopUpWithdrawalTypedDataParameters {
  /** Chain of the transfer. */
  chainId: number;
  /** The user's wallet; it signs. */
  from: Address;
  /** The top-up settlement wallet that receives the withdrawal. */
  to: Address;
  /** The ERC-20 token withdrawn. */
  token: Address;
  /** Amount withdrawn, in the token's smallest unit. */
  amount: UintInput;
  /** Amount of the same token paid to the sponsor for gas, smallest unit. Defaults to 0. */
  fee?: UintInput | undefined;
  /** The top-up transaction id (`txId` of the withdraw routes). */
  txId: string;
  /** The user's forwarder nonce. */
  nonce: UintInput;
  /** End of validity, milliseconds since the epoch. */
  expiresAtMs: UintInput;
}

/**
 * Return type of {@link buildTopUpWithdrawalTypedData}.
 *
 * @example
 * ```ts
 * import { type BuildTopUpWithdrawalTypedDataReturnType } from '@payments-platform/signing';
 *
 * function amountOf(typedData: BuildTopUpWithdrawalTypedDataReturnType) {
 *   return typedData.message.amount;
 * }
 * ```
 */
export type BuildTopUpWithdrawalTypedDataReturnType = TopUpWithdrawalTypedData;

/**
 * Errors thrown by {@link buildTopUpWithdrawalTypedData}.
 *
 * @example
 * ```ts
 * import { type BuildTopUpWithdrawalTypedDataErrorType } from '@payments-platform/signing';
 *
 * function reasonOf(error: BuildTopUpWithdrawalTypedDataErrorType) {
 *   return error.reason; // 'invalid-payload' | 'unsupported-chain'
 * }
 * ```
 */
export type BuildTopUpWithdrawalTypedDataErrorType = InvalidPayloadError | UnsupportedChainError;

const topUpWithdrawal = definePlatformFlow({
  domain: 'forwarder',
  primaryType: 'TopUpWithdrawal',
  types: topUpWithdrawalTypes,
  toMessage: (fields: BuildTopUpWithdrawalTypedDataParameters): TopUpWithdrawalMessage => ({
    from: toAddress(fields.from, 'from'),
    to: toAddress(fields.to, 'to'),
    token: toAddress(fields.token, 'token'),
    amount: toUint(fields.amount, 'amount'),
    fee: toUint(fields.fee ?? 0n, 'fee'),
    txId: toText(fields.txId, 'txId', { nonEmpty: true }),
    nonce: toUint(fields.nonce, 'nonce'),
    expiresAtMs: toUint(fields.expiresAtMs, 'expiresAtMs'),
  }),
  signerOf: (message) => message.from,
  expiresAtMsOf: (message) => message.expiresAtMs,
  nonceOf: (message) => message.nonce,
});

/**
 * Builds the EIP-712 typed data of a sponsored top-up withdrawal.
 *
 * @throws {@link InvalidPayloadError} on invalid fields, {@link UnsupportedChainError} for a chain
 * without platform contracts.
 *
 * @example
 * ```ts
 * import { buildTopUpWithdrawalTypedData } from '@payments-platform/signing';
 *
 * const typedData = buildTopUpWithdrawalTypedData({
 *   chainId: 137,
 *   from: '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf',
 *   to: '0x2B5AD5c4795c026514f8317c7a215E218DcCD6cF',
 *   token: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359',
 *   amount: 25_000_000n,
 *   fee: 150_000n,
 *   txId: 'tx_9VQ1',
 *   nonce: 0n,
 *   expiresAtMs: 1_767_225_600_000,
 * });
 * ```
 */
export function buildTopUpWithdrawalTypedData(
  parameters: BuildTopUpWithdrawalTypedDataParameters,
): BuildTopUpWithdrawalTypedDataReturnType {
  return topUpWithdrawal.build(parameters);
}

/**
 * The data of `GET /channel/topup/withdraw/{txId}/sign-payload`, normalised.
 *
 * @example
 * ```ts
 * import { type TopUpSignPayload, parseTopUpSignPayload } from '@payments-platform/signing';
 *
 * const payload: TopUpSignPayload = parseTopUpSignPayload(response.data);
 * ```
 */
export interface TopUpSignPayload {
  /** The payload to sign. */
  readonly typedData: TopUpWithdrawalTypedData;
  /** The address that must sign; equals the message's `from`. */
  readonly signerAddress: Address;
}

/**
 * Return type of {@link parseTopUpSignPayload}.
 *
 * @example
 * ```ts
 * import { type ParseTopUpSignPayloadReturnType } from '@payments-platform/signing';
 *
 * function signerOf(payload: ParseTopUpSignPayloadReturnType) {
 *   return payload.signerAddress;
 * }
 * ```
 */
export type ParseTopUpSignPayloadReturnType = TopUpSignPayload;

/**
 * Errors thrown by {@link parseTopUpSignPayload}.
 *
 * @example
 * ```ts
 * import { type ParseTopUpSignPayloadErrorType } from '@payments-platform/signing';
 *
 * function pathOf(error: ParseTopUpSignPayloadErrorType) {
 *   return 'path' in error ? error.path : undefined;
 * }
 * ```
 */
export type ParseTopUpSignPayloadErrorType =
  | InvalidPayloadError
  | DomainMismatchError
  | UnsupportedChainError;

/**
 * Reads the data of sign-payload: validates the typed data against the layout and the forwarder
 * domain of its chain, and checks that `signerAddress` is the message's `from`.
 *
 * @throws {@link InvalidPayloadError}, {@link DomainMismatchError} or {@link UnsupportedChainError}.
 *
 * @example
 * ```ts
 * import { parseTopUpSignPayload } from '@payments-platform/signing';
 *
 * const { typedData, signerAddress } = parseTopUpSignPayload(response.data);
 * ```
 */
export function parseTopUpSignPayload(payload: unknown): ParseTopUpSignPayloadReturnType {
  if (typeof payload !== 'object' || payload === null) {
    throw new InvalidPayloadError('expected an object', { path: 'payload' });
  }
  const record = payload as Record<string, unknown>;
  const typedData = topUpWithdrawal.parse(record.typedData);
  const signerAddress = toAddress(record.signerAddress, 'signerAddress');
  if (signerAddress !== typedData.message.from) {
    throw new InvalidPayloadError('differs from typedData.message.from', { path: 'signerAddress' });
  }
  return { typedData, signerAddress };
}

/**
 * The payload of a top-up withdrawal sign or verify call: the whole sign-payload data, its `typedData`
 * alone, or the fields to build it from.
 *
 * @example
 * ```ts
 * import { type TopUpWithdrawalSource } from '@payments-platform/signing';
 *
 * const source: TopUpWithdrawalSource = { payload: response.data };
 * ```
 */
export type TopUpWithdrawalSource =
  | TypedDataOrFields<BuildTopUpWithdrawalTypedDataParameters>
  | {
      /** The data of sign-payload; see {@link parseTopUpSignPayload}. */
      payload: unknown;
      typedData?: never;
      fields?: never;
    };

function toTypedDataSource(
  source: TopUpWithdrawalSource,
): TypedDataOrFields<BuildTopUpWithdrawalTypedDataParameters> {
  if ('payload' in source && source.payload !== undefined) {
    return { typedData: parseTopUpSignPayload(source.payload).typedData };
  }
  return source.fields !== undefined ? { fields: source.fields } : { typedData: source.typedData };
}

/**
 * Parameters of {@link signTopUpWithdrawal}.
 *
 * @example
 * ```ts
 * import { type SignTopUpWithdrawalParameters } from '@payments-platform/signing';
 *
 * const parameters: SignTopUpWithdrawalParameters = { signer: account, payload: response.data, chainId: 137 };
 * ```
 */
export type SignTopUpWithdrawalParameters = SignerParameters &
  TopUpWithdrawalSource &
  Pick<SignFlowParameters<BuildTopUpWithdrawalTypedDataParameters>, 'chainId'>;

/**
 * Return type of {@link signTopUpWithdrawal}: the 65-byte signature as hex, the `userSignature` of
 * `POST /channel/topup/withdraw/{txId}/process-sponsored-tx`.
 *
 * @example
 * ```ts
 * import { type SignTopUpWithdrawalReturnType } from '@payments-platform/signing';
 *
 * const userSignature: SignTopUpWithdrawalReturnType = '0x…';
 * ```
 */
export type SignTopUpWithdrawalReturnType = Hex;

/**
 * Errors thrown by {@link signTopUpWithdrawal}.
 *
 * @example
 * ```ts
 * import { type SignTopUpWithdrawalErrorType } from '@payments-platform/signing';
 *
 * function nameOf(error: SignTopUpWithdrawalErrorType) {
 *   return error.name;
 * }
 * ```
 */
export type SignTopUpWithdrawalErrorType = SignFlowErrorType;

/**
 * Signs a sponsored top-up withdrawal with a local account or a wallet client. A received payload is
 * checked against the layout and the forwarder domain of its chain before signing.
 *
 * @example
 * ```ts
 * import { signTopUpWithdrawal } from '@payments-platform/signing';
 *
 * const payload = response.data; // GET /channel/topup/withdraw/{txId}/sign-payload
 * const userSignature = await signTopUpWithdrawal({ signer: account, payload, chainId: 137 });
 * // POST /channel/topup/withdraw/{txId}/process-sponsored-tx with { userSignature }
 * ```
 */
export async function signTopUpWithdrawal(
  parameters: SignTopUpWithdrawalParameters,
): Promise<SignTopUpWithdrawalReturnType> {
  const { signer, account, chainId } = parameters;
  return topUpWithdrawal.sign({
    signer,
    ...(account === undefined ? {} : { account }),
    ...(chainId === undefined ? {} : { chainId }),
    ...toTypedDataSource(parameters),
  });
}

/**
 * Parameters of {@link verifyTopUpWithdrawal}. `nonce`, when given, is the nonce the message must
 * carry (the signer's next unused forwarder nonce).
 *
 * @example
 * ```ts
 * import { type VerifyTopUpWithdrawalParameters } from '@payments-platform/signing';
 *
 * const parameters: VerifyTopUpWithdrawalParameters = {
 *   payload,
 *   signature,
 *   chainId: 137,
 *   nonce: 0n,
 *   now: clock.now(),
 * };
 * ```
 */
export type VerifyTopUpWithdrawalParameters = VerifyOptions &
  TopUpWithdrawalSource & {
    /** The nonce the message must carry. */
    nonce?: UintInput | undefined;
  };

/**
 * Return type of {@link verifyTopUpWithdrawal}.
 *
 * @example
 * ```ts
 * import { type VerifyTopUpWithdrawalReturnType } from '@payments-platform/signing';
 *
 * function amountOf(result: VerifyTopUpWithdrawalReturnType) {
 *   return result.typedData.message.amount;
 * }
 * ```
 */
export type VerifyTopUpWithdrawalReturnType = VerifyTypedDataResult<TopUpWithdrawalTypedData>;

/**
 * Errors thrown by {@link verifyTopUpWithdrawal}.
 *
 * @example
 * ```ts
 * import { type VerifyTopUpWithdrawalErrorType } from '@payments-platform/signing';
 *
 * function reasonOf(error: VerifyTopUpWithdrawalErrorType) {
 *   return error.reason;
 * }
 * ```
 */
export type VerifyTopUpWithdrawalErrorType = VerifyFlowErrorType;

/**
 * Verifies a sponsored top-up withdrawal: payload consistency, chain, forwarder domain, nonce (when
 * given), expiry against `now`, then the signer, which must be `from` (and `expectedSigner` when
 * given).
 *
 * @throws {@link ChainMismatchError}, {@link DomainMismatchError}, {@link NonceMismatchError},
 * {@link SignatureExpiredError}, {@link MalformedSignatureError}, {@link InvalidSignatureError},
 * {@link InvalidPayloadError} or {@link UnsupportedChainError}.
 *
 * @example
 * ```ts
 * import { verifyTopUpWithdrawal } from '@payments-platform/signing';
 *
 * const { signer } = await verifyTopUpWithdrawal({
 *   payload,
 *   signature: body.userSignature,
 *   chainId: 137,
 *   nonce: nextNonce,
 *   now: clock.now(),
 * });
 * ```
 */
export async function verifyTopUpWithdrawal(
  parameters: VerifyTopUpWithdrawalParameters,
): Promise<VerifyTopUpWithdrawalReturnType> {
  const { signature, chainId, expectedSigner, now, nonce } = parameters;
  const options: VerifyFlowParameters<BuildTopUpWithdrawalTypedDataParameters> & { nonce?: UintInput } = {
    signature,
    chainId,
    ...(expectedSigner === undefined ? {} : { expectedSigner }),
    ...(now === undefined ? {} : { now }),
    ...(nonce === undefined ? {} : { nonce }),
    ...toTypedDataSource(parameters),
  };
  return topUpWithdrawal.verify(options);
}
