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
 * EIP-712 layout of a sponsored (gasless) native send, the `typedData` of
 * `POST /channel/core/send/{id}/prepare-sponsored-tx`:
 * `SponsoredSend(address from,address to,address token,uint256 amount,uint256 fee,string prepareId,uint256 nonce,uint256 expiresAtMs)`,
 * signed by `from` against the forwarder domain. The forwarder moves `amount` of `token` from
 * `from` to `to`, pays itself `fee` of the same token for the gas, and consumes `nonce`.
 *
 * @example
 * ```ts
 * import { sponsoredSendTypes } from '@payments-platform/signing';
 *
 * sponsoredSendTypes.SponsoredSend.length; // 8
 * ```
 */
export const sponsoredSendTypes = {
  SponsoredSend: [
    { name: 'from', type: 'address' },
    { name: 'to', type: 'address' },
    { name: 'token', type: 'address' },
    { name: 'amount', type: 'uint256' },
    { name: 'fee', type: 'uint256' },
    { name: 'prepareId', type: 'string' },
    { name: 'nonce', type: 'uint256' },
    { name: 'expiresAtMs', type: 'uint256' },
  ],
} as const;

/**
 * Message of a sponsored native send.
 *
 * @example
 * ```ts
 * import { type SponsoredSendMessage } from '@payments-platform/signing';
 *
 * const message: SponsoredSendMessage = {
 *   from: '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf',
 *   to: '0x2B5AD5c4795c026514f8317c7a215E218DcCD6cF',
 *   token: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
 *   amount: 25_000_000n,
 *   fee: 150_000n,
 *   prepareId: 'prep_5KJ2',
 *   nonce: 0n,
 *   expiresAtMs: 1_767_225_600_000n,
 * };
 * ```
 */
export interface SponsoredSendMessage {
  /** The sender's wallet; it signs. */
  readonly from: Address;
  /** The recipient. */
  readonly to: Address;
  /** The ERC-20 token sent. */
  readonly token: Address;
  /** Amount sent, in the token's smallest unit. */
  readonly amount: bigint;
  /** Amount of the same token paid to the sponsor for gas, smallest unit. */
  readonly fee: bigint;
  /** The `prepareId` returned by prepare-sponsored-tx. */
  readonly prepareId: string;
  /** The sender's forwarder nonce; each nonce can be used once. */
  readonly nonce: bigint;
  /** End of validity, milliseconds since the epoch. */
  readonly expiresAtMs: bigint;
}

/**
 * Typed data of a sponsored native send.
 *
 * @example
 * ```ts
 * import { type SponsoredSendTypedData, buildSponsoredSendTypedData } from '@payments-platform/signing';
 *
 * const typedData: SponsoredSendTypedData = buildSponsoredSendTypedData(fields);
 * ```
 */
export type SponsoredSendTypedData = PlatformTypedData<
  'SponsoredSend',
  typeof sponsoredSendTypes,
  SponsoredSendMessage
>;

/**
 * Parameters of {@link buildSponsoredSendTypedData}.
 *
 * @example
 * ```ts
 * import { type BuildSponsoredSendTypedDataParameters } from '@payments-platform/signing';
 *
 * const fields: BuildSponsoredSendTypedDataParameters = {
 *   chainId: 8453,
 *   from: '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf',
 *   to: '0x2B5AD5c4795c026514f8317c7a215E218DcCD6cF',
 *   token: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
 *   amount: 25_000_000n,
 *   fee: 150_000n,
 *   prepareId: 'prep_5KJ2',
 *   nonce: 0n,
 *   expiresAtMs: 1_767_225_600_000,
 * };
 * ```
 */
export interface BuildSponsoredSendTypedDataParameters {
  /** Chain of the transfer. */
  chainId: number;
  /** The sender's wallet; it signs. */
  from: Address;
  /** The recipient. */
  to: Address;
  /** The ERC-20 token sent. */
  token: Address;
  /** Amount sent, in the token's smallest unit. */
  amount: UintInput;
  /** Amount of the same token paid to the sponsor for gas, smallest unit. Defaults to 0. */
  fee?: UintInput | undefined;
  /** The `prepareId` returned by prepare-sponsored-tx. */
  prepareId: string;
  /** The sender's forwarder nonce. */
  nonce: UintInput;
  /** End of validity, milliseconds since the epoch. */
  expiresAtMs: UintInput;
}

/**
 * Return type of {@link buildSponsoredSendTypedData}.
 *
 * @example
 * ```ts
 * import { type BuildSponsoredSendTypedDataReturnType } from '@payments-platform/signing';
 *
 * function amountOf(typedData: BuildSponsoredSendTypedDataReturnType) {
 *   return typedData.message.amount;
 * }
 * ```
 */
export type BuildSponsoredSendTypedDataReturnType = SponsoredSendTypedData;

/**
 * Errors thrown by {@link buildSponsoredSendTypedData}.
 *
 * @example
 * ```ts
 * import { type BuildSponsoredSendTypedDataErrorType } from '@payments-platform/signing';
 *
 * function reasonOf(error: BuildSponsoredSendTypedDataErrorType) {
 *   return error.reason; // 'invalid-payload' | 'unsupported-chain'
 * }
 * ```
 */
export type BuildSponsoredSendTypedDataErrorType = InvalidPayloadError | UnsupportedChainError;

const sponsoredSend = definePlatformFlow({
  domain: 'forwarder',
  primaryType: 'SponsoredSend',
  types: sponsoredSendTypes,
  toMessage: (fields: BuildSponsoredSendTypedDataParameters): SponsoredSendMessage => ({
    from: toAddress(fields.from, 'from'),
    to: toAddress(fields.to, 'to'),
    token: toAddress(fields.token, 'token'),
    amount: toUint(fields.amount, 'amount'),
    fee: toUint(fields.fee ?? 0n, 'fee'),
    prepareId: toText(fields.prepareId, 'prepareId', { nonEmpty: true }),
    nonce: toUint(fields.nonce, 'nonce'),
    expiresAtMs: toUint(fields.expiresAtMs, 'expiresAtMs'),
  }),
  signerOf: (message) => message.from,
  expiresAtMsOf: (message) => message.expiresAtMs,
  nonceOf: (message) => message.nonce,
});

/**
 * Builds the EIP-712 typed data of a sponsored native send.
 *
 * @throws {@link InvalidPayloadError} on invalid fields, {@link UnsupportedChainError} for a chain
 * without platform contracts.
 *
 * @example
 * ```ts
 * import { buildSponsoredSendTypedData } from '@payments-platform/signing';
 *
 * const typedData = buildSponsoredSendTypedData({
 *   chainId: 8453,
 *   from: '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf',
 *   to: '0x2B5AD5c4795c026514f8317c7a215E218DcCD6cF',
 *   token: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
 *   amount: 25_000_000n,
 *   fee: 150_000n,
 *   prepareId: 'prep_5KJ2',
 *   nonce: 0n,
 *   expiresAtMs: 1_767_225_600_000,
 * });
 * ```
 */
export function buildSponsoredSendTypedData(
  parameters: BuildSponsoredSendTypedDataParameters,
): BuildSponsoredSendTypedDataReturnType {
  return sponsoredSend.build(parameters);
}

/**
 * The data of `POST /channel/core/send/{id}/prepare-sponsored-tx`, normalised.
 *
 * @example
 * ```ts
 * import { type PrepareSponsoredTxPayload, parsePrepareSponsoredTxPayload } from '@payments-platform/signing';
 *
 * const payload: PrepareSponsoredTxPayload = parsePrepareSponsoredTxPayload(response.data);
 * ```
 */
export interface PrepareSponsoredTxPayload {
  /** Id of this preparation; sent back to process-sponsored-tx. */
  readonly prepareId: string;
  /** End of validity, milliseconds since the epoch; equals the message's `expiresAtMs`. */
  readonly expiresAtMs: number;
  /** Opaque server attestation; sent back to process-sponsored-tx unchanged. */
  readonly attestation: string;
  /** The payload to sign. */
  readonly typedData: SponsoredSendTypedData;
  /** The address that must sign; equals the message's `from`. */
  readonly signerAddress: Address;
}

/**
 * Return type of {@link parsePrepareSponsoredTxPayload}.
 *
 * @example
 * ```ts
 * import { type ParsePrepareSponsoredTxPayloadReturnType } from '@payments-platform/signing';
 *
 * function idOf(payload: ParsePrepareSponsoredTxPayloadReturnType) {
 *   return payload.prepareId;
 * }
 * ```
 */
export type ParsePrepareSponsoredTxPayloadReturnType = PrepareSponsoredTxPayload;

/**
 * Errors thrown by {@link parsePrepareSponsoredTxPayload}.
 *
 * @example
 * ```ts
 * import { type ParsePrepareSponsoredTxPayloadErrorType } from '@payments-platform/signing';
 *
 * function pathOf(error: ParsePrepareSponsoredTxPayloadErrorType) {
 *   return 'path' in error ? error.path : undefined;
 * }
 * ```
 */
export type ParsePrepareSponsoredTxPayloadErrorType =
  | InvalidPayloadError
  | DomainMismatchError
  | UnsupportedChainError;

/**
 * Reads the data of prepare-sponsored-tx: validates the typed data against the layout and the
 * forwarder domain of its chain, and checks that `prepareId`, `expiresAtMs` and `signerAddress`
 * agree with the message (`prepareId`, `expiresAtMs` and `from`).
 *
 * @throws {@link InvalidPayloadError}, {@link DomainMismatchError} or {@link UnsupportedChainError}.
 *
 * @example
 * ```ts
 * import { parsePrepareSponsoredTxPayload } from '@payments-platform/signing';
 *
 * const { typedData, prepareId, attestation } = parsePrepareSponsoredTxPayload(response.data);
 * ```
 */
export function parsePrepareSponsoredTxPayload(payload: unknown): ParsePrepareSponsoredTxPayloadReturnType {
  if (typeof payload !== 'object' || payload === null) {
    throw new InvalidPayloadError('expected an object', { path: 'payload' });
  }
  const record = payload as Record<string, unknown>;
  const typedData = sponsoredSend.parse(record.typedData);
  const prepareId = toText(record.prepareId, 'prepareId', { nonEmpty: true });
  const expiresAtMs = toUint(record.expiresAtMs, 'expiresAtMs', BigInt(Number.MAX_SAFE_INTEGER));
  const attestation = toText(record.attestation, 'attestation', { nonEmpty: true });
  const signerAddress = toAddress(record.signerAddress, 'signerAddress');
  const { message } = typedData;
  if (prepareId !== message.prepareId) {
    throw new InvalidPayloadError('differs from typedData.message.prepareId', { path: 'prepareId' });
  }
  if (expiresAtMs !== message.expiresAtMs) {
    throw new InvalidPayloadError('differs from typedData.message.expiresAtMs', { path: 'expiresAtMs' });
  }
  if (signerAddress !== message.from) {
    throw new InvalidPayloadError('differs from typedData.message.from', { path: 'signerAddress' });
  }
  return { prepareId, expiresAtMs: Number(expiresAtMs), attestation, typedData, signerAddress };
}

/**
 * The payload of a sponsored-send sign or verify call: the whole prepare-sponsored-tx data, its
 * `typedData` alone, or the fields to build it from.
 *
 * @example
 * ```ts
 * import { type SponsoredSendSource } from '@payments-platform/signing';
 *
 * const source: SponsoredSendSource = { payload: response.data };
 * ```
 */
export type SponsoredSendSource =
  | TypedDataOrFields<BuildSponsoredSendTypedDataParameters>
  | {
      /** The data of prepare-sponsored-tx; see {@link parsePrepareSponsoredTxPayload}. */
      payload: unknown;
      typedData?: never;
      fields?: never;
    };

function toTypedDataSource(
  source: SponsoredSendSource,
): TypedDataOrFields<BuildSponsoredSendTypedDataParameters> {
  if ('payload' in source && source.payload !== undefined) {
    return { typedData: parsePrepareSponsoredTxPayload(source.payload).typedData };
  }
  return source.fields !== undefined ? { fields: source.fields } : { typedData: source.typedData };
}

/**
 * Parameters of {@link signSponsoredSend}.
 *
 * @example
 * ```ts
 * import { type SignSponsoredSendParameters } from '@payments-platform/signing';
 *
 * const parameters: SignSponsoredSendParameters = { signer: account, payload: response.data, chainId: 8453 };
 * ```
 */
export type SignSponsoredSendParameters = SignerParameters &
  SponsoredSendSource &
  Pick<SignFlowParameters<BuildSponsoredSendTypedDataParameters>, 'chainId'>;

/**
 * Return type of {@link signSponsoredSend}: the 65-byte signature as hex, the `userSignature` of
 * process-sponsored-tx.
 *
 * @example
 * ```ts
 * import { type SignSponsoredSendReturnType } from '@payments-platform/signing';
 *
 * const userSignature: SignSponsoredSendReturnType = '0x…';
 * ```
 */
export type SignSponsoredSendReturnType = Hex;

/**
 * Errors thrown by {@link signSponsoredSend}.
 *
 * @example
 * ```ts
 * import { type SignSponsoredSendErrorType } from '@payments-platform/signing';
 *
 * function nameOf(error: SignSponsoredSendErrorType) {
 *   return error.name;
 * }
 * ```
 */
export type SignSponsoredSendErrorType = SignFlowErrorType;

/**
 * Signs a sponsored native send with a local account or a wallet client. A received payload is
 * checked against the layout and the forwarder domain of its chain before signing.
 *
 * @example
 * ```ts
 * import { signSponsoredSend } from '@payments-platform/signing';
 *
 * const prepared = response.data; // POST /channel/core/send/{id}/prepare-sponsored-tx
 * const userSignature = await signSponsoredSend({ signer: account, payload: prepared, chainId: 8453 });
 * // POST /channel/core/send/{id}/process-sponsored-tx
 * // { prepareId: prepared.prepareId, attestation: prepared.attestation, userSignature }
 * ```
 */
export async function signSponsoredSend(
  parameters: SignSponsoredSendParameters,
): Promise<SignSponsoredSendReturnType> {
  const { signer, account, chainId } = parameters;
  return sponsoredSend.sign({
    signer,
    ...(account === undefined ? {} : { account }),
    ...(chainId === undefined ? {} : { chainId }),
    ...toTypedDataSource(parameters),
  });
}

/**
 * Parameters of {@link verifySponsoredSend}. `nonce`, when given, is the nonce the message must
 * carry (the signer's next unused forwarder nonce).
 *
 * @example
 * ```ts
 * import { type VerifySponsoredSendParameters } from '@payments-platform/signing';
 *
 * const parameters: VerifySponsoredSendParameters = {
 *   payload,
 *   signature,
 *   chainId: 8453,
 *   nonce: 0n,
 *   now: clock.now(),
 * };
 * ```
 */
export type VerifySponsoredSendParameters = VerifyOptions &
  SponsoredSendSource & {
    /** The nonce the message must carry. */
    nonce?: UintInput | undefined;
  };

/**
 * Return type of {@link verifySponsoredSend}.
 *
 * @example
 * ```ts
 * import { type VerifySponsoredSendReturnType } from '@payments-platform/signing';
 *
 * function amountOf(result: VerifySponsoredSendReturnType) {
 *   return result.typedData.message.amount;
 * }
 * ```
 */
export type VerifySponsoredSendReturnType = VerifyTypedDataResult<SponsoredSendTypedData>;

/**
 * Errors thrown by {@link verifySponsoredSend}.
 *
 * @example
 * ```ts
 * import { type VerifySponsoredSendErrorType } from '@payments-platform/signing';
 *
 * function reasonOf(error: VerifySponsoredSendErrorType) {
 *   return error.reason;
 * }
 * ```
 */
export type VerifySponsoredSendErrorType = VerifyFlowErrorType;

/**
 * Verifies a sponsored native send: payload consistency, chain, forwarder domain, nonce (when
 * given), expiry against `now`, then the signer, which must be `from` (and `expectedSigner` when
 * given).
 *
 * @throws {@link ChainMismatchError}, {@link DomainMismatchError}, {@link NonceMismatchError},
 * {@link SignatureExpiredError}, {@link MalformedSignatureError}, {@link InvalidSignatureError},
 * {@link InvalidPayloadError} or {@link UnsupportedChainError}.
 *
 * @example
 * ```ts
 * import { verifySponsoredSend } from '@payments-platform/signing';
 *
 * const { signer } = await verifySponsoredSend({
 *   payload: prepared,
 *   signature: body.userSignature,
 *   chainId: 8453,
 *   nonce: nextNonce,
 *   now: clock.now(),
 * });
 * ```
 */
export async function verifySponsoredSend(
  parameters: VerifySponsoredSendParameters,
): Promise<VerifySponsoredSendReturnType> {
  const { signature, chainId, expectedSigner, now, nonce } = parameters;
  const options: VerifyFlowParameters<BuildSponsoredSendTypedDataParameters> & { nonce?: UintInput } = {
    signature,
    chainId,
    ...(expectedSigner === undefined ? {} : { expectedSigner }),
    ...(now === undefined ? {} : { now }),
    ...(nonce === undefined ? {} : { nonce }),
    ...toTypedDataSource(parameters),
  };
  return sponsoredSend.verify(options);
}
