import type { Address, Hex, SignTypedDataErrorType, TypedDataDefinition } from 'viem';
import { type Eip712Domain, getPlatformDomain, type PlatformDomainKind } from './domains.js';
import type {
  ChainMismatchError,
  DomainMismatchError,
  InvalidPayloadError,
  InvalidSignatureError,
  MalformedSignatureError,
  NonceMismatchError,
  SignatureExpiredError,
  SignerAccountMissingError,
  UnsupportedChainError,
} from './errors.js';
import { type SignerParameters, signTypedDataWith } from './signer.js';
import { parseTypedData, type TypedDataLayout, toChainId, type UintInput } from './typed-data.js';
import {
  assertChain,
  assertDomain,
  assertNonce,
  assertNotExpired,
  assertSigner,
  recoverSigner,
  resolveNow,
  type VerifyOptions,
  type VerifyTypedDataResult,
} from './verification.js';

/**
 * Typed data of a flow signed against a platform contract (OTC escrow factory or forwarder).
 *
 * @example
 * ```ts
 * import { type PlatformTypedData, splitApprovalTypes, type SplitApprovalMessage } from '@payments-platform/signing';
 *
 * type SplitApproval = PlatformTypedData<'SplitApproval', typeof splitApprovalTypes, SplitApprovalMessage>;
 * ```
 */
export interface PlatformTypedData<primaryType extends string, types extends TypedDataLayout, message> {
  readonly domain: Eip712Domain;
  readonly types: types;
  readonly primaryType: primaryType;
  readonly message: message;
}

/**
 * The payload of a sign or verify call: either a typed-data payload (built by this package or
 * received as JSON from the API), or the fields to build it from.
 *
 * @example
 * ```ts
 * import { type BuildProofVerificationTypedDataParameters, type TypedDataOrFields } from '@payments-platform/signing';
 *
 * const fromApi: TypedDataOrFields<BuildProofVerificationTypedDataParameters> = { typedData: response.data.typedData };
 * ```
 */
export type TypedDataOrFields<fields> =
  | {
      /** A typed-data payload, `bigint` or JSON form; validated against the flow's layout. */
      typedData: unknown;
      fields?: never;
    }
  | {
      /** The fields to build the payload from. */
      fields: fields;
      typedData?: never;
    };

/**
 * Parameters of a platform flow's signer (`signSplitApproval`, `signSponsoredSend`, …).
 *
 * @example
 * ```ts
 * import { type BuildSplitDenialTypedDataParameters, type SignFlowParameters } from '@payments-platform/signing';
 *
 * const parameters: SignFlowParameters<BuildSplitDenialTypedDataParameters> = {
 *   signer: account,
 *   typedData: response.data.typedData,
 *   chainId: 8453,
 * };
 * ```
 */
export type SignFlowParameters<fields> = SignerParameters &
  TypedDataOrFields<fields> & {
    /** When given, a payload for another chain is refused before anything is signed. */
    chainId?: number | undefined;
  };

/**
 * Errors a platform flow's signer throws: invalid payloads, a payload for another chain or a
 * foreign contract, a wallet client without account, and the wallet's own errors.
 *
 * @example
 * ```ts
 * import { type SignFlowErrorType } from '@payments-platform/signing';
 *
 * function describe(error: SignFlowErrorType) {
 *   return error.name;
 * }
 * ```
 */
export type SignFlowErrorType =
  | InvalidPayloadError
  | UnsupportedChainError
  | ChainMismatchError
  | DomainMismatchError
  | SignerAccountMissingError
  | SignTypedDataErrorType;

/**
 * Parameters of a platform flow's verifier (`verifySplitApproval`, `verifySponsoredSend`, …).
 *
 * @example
 * ```ts
 * import { type BuildProofSubmissionTypedDataParameters, type VerifyFlowParameters } from '@payments-platform/signing';
 *
 * const parameters: VerifyFlowParameters<BuildProofSubmissionTypedDataParameters> = {
 *   typedData,
 *   signature,
 *   chainId: 8453,
 *   now: clock.now(),
 * };
 * ```
 */
export type VerifyFlowParameters<fields> = VerifyOptions & TypedDataOrFields<fields>;

/**
 * Errors a platform flow's verifier throws.
 *
 * @example
 * ```ts
 * import { type VerifyFlowErrorType } from '@payments-platform/signing';
 *
 * function status(error: VerifyFlowErrorType) {
 *   return error.reason === 'expired' ? 410 : 400;
 * }
 * ```
 */
export type VerifyFlowErrorType =
  | InvalidPayloadError
  | UnsupportedChainError
  | ChainMismatchError
  | DomainMismatchError
  | NonceMismatchError
  | SignatureExpiredError
  | MalformedSignatureError
  | InvalidSignatureError;

interface PlatformFlowDefinition<
  primaryType extends string,
  types extends TypedDataLayout,
  message,
  fields extends { chainId: number },
> {
  readonly domain: PlatformDomainKind;
  readonly primaryType: primaryType;
  readonly types: types;
  /** Validates builder input and returns the normalised message. */
  toMessage(fields: fields): message;
  /** The wallet named in the message, which must be the signer. */
  signerOf(message: message): Address;
  /** The message's expiry in milliseconds since the epoch. */
  expiresAtMsOf(message: message): bigint;
  /** The message's nonce, for flows that carry one. */
  nonceOf?(message: message): bigint;
}

/** The builder, parser, signer and verifier of one platform flow. */
export interface PlatformFlow<
  primaryType extends string,
  types extends TypedDataLayout,
  message,
  fields extends { chainId: number },
> {
  build(fields: fields): PlatformTypedData<primaryType, types, message>;
  parse(input: unknown): PlatformTypedData<primaryType, types, message>;
  sign(parameters: SignFlowParameters<fields>): Promise<Hex>;
  verify(
    parameters: VerifyFlowParameters<fields> & { nonce?: UintInput | undefined },
  ): Promise<VerifyTypedDataResult<PlatformTypedData<primaryType, types, message>>>;
}

/** Defines a flow whose typed data is signed against one of the platform's own domains. */
export function definePlatformFlow<
  const primaryType extends string,
  const types extends TypedDataLayout,
  message,
  fields extends { chainId: number },
>(
  definition: PlatformFlowDefinition<primaryType, types, message, fields>,
): PlatformFlow<primaryType, types, message, fields> {
  const { domain: kind, primaryType, types } = definition;

  function build(fields: fields): PlatformTypedData<primaryType, types, message> {
    const chainId = toChainId(fields.chainId, 'chainId');
    const domain = getPlatformDomain({ kind, chainId });
    return { domain, types, primaryType, message: definition.toMessage(fields) };
  }

  function parse(input: unknown): PlatformTypedData<primaryType, types, message> {
    const typedData = parseTypedData<primaryType, types, message>(input, { primaryType, types });
    assertDomain(typedData.domain, getPlatformDomain({ kind, chainId: typedData.domain.chainId }));
    return typedData;
  }

  function resolve(parameters: TypedDataOrFields<fields>): PlatformTypedData<primaryType, types, message> {
    return parameters.fields !== undefined
      ? build(parameters.fields)
      : parseTypedData<primaryType, types, message>(parameters.typedData, { primaryType, types });
  }

  return {
    build,
    parse,
    async sign(parameters) {
      const typedData =
        parameters.fields !== undefined ? build(parameters.fields) : parse(parameters.typedData);
      if (parameters.chainId !== undefined) assertChain(parameters.chainId, typedData.domain.chainId);
      return signTypedDataWith(parameters, typedData as unknown as TypedDataDefinition);
    },
    async verify(parameters) {
      const now = resolveNow(parameters.now);
      const typedData = resolve(parameters);
      const { message } = typedData;
      assertChain(parameters.chainId, typedData.domain.chainId);
      assertDomain(typedData.domain, getPlatformDomain({ kind, chainId: parameters.chainId }));
      if (definition.nonceOf) assertNonce(parameters.nonce, definition.nonceOf(message));
      assertNotExpired(definition.expiresAtMsOf(message), now);
      const signer = await recoverSigner(typedData as unknown as TypedDataDefinition, parameters.signature);
      assertSigner(signer, [definition.signerOf(message), parameters.expectedSigner]);
      return { valid: true, signer, typedData };
    },
  };
}
