import type { Address } from './address.js';

/**
 * Machine-readable reason carried by every {@link SigningError}. A verifier's non-throwing result
 * (see {@link tryVerify}) reports the same value.
 *
 * @example
 * ```ts
 * import { type SigningErrorReason } from '@payments-platform/signing';
 *
 * const retryable: SigningErrorReason[] = ['expired', 'nonce-mismatch'];
 * ```
 */
export type SigningErrorReason =
  | 'signing-failed'
  | 'unsupported-chain'
  | 'chain-mismatch'
  | 'domain-mismatch'
  | 'invalid-payload'
  | 'expired'
  | 'malformed-signature'
  | 'signer-mismatch'
  | 'nonce-mismatch'
  | 'account-missing';

/**
 * Names of every error class this package throws, used by the guards to recognise errors that
 * crossed a realm boundary (an iframe, a worker, a second copy of the package).
 *
 * @example
 * ```ts
 * import { signingErrorNames } from '@payments-platform/signing';
 *
 * signingErrorNames.includes('SignatureExpiredError'); // true
 * ```
 */
export const signingErrorNames = [
  'SigningError',
  'UnsupportedChainError',
  'ChainMismatchError',
  'DomainMismatchError',
  'InvalidPayloadError',
  'SignatureExpiredError',
  'MalformedSignatureError',
  'InvalidSignatureError',
  'NonceMismatchError',
  'SignerAccountMissingError',
] as const;

/**
 * Name of one of this package's error classes.
 *
 * @example
 * ```ts
 * import { type SigningErrorName } from '@payments-platform/signing';
 *
 * const name: SigningErrorName = 'ChainMismatchError';
 * ```
 */
export type SigningErrorName = (typeof signingErrorNames)[number];

/**
 * Options accepted by every error constructor of this package.
 *
 * @example
 * ```ts
 * import { SigningError, type SigningErrorOptions } from '@payments-platform/signing';
 *
 * const options: SigningErrorOptions = { cause: new Error('wallet closed') };
 * throw new SigningError('Could not sign', options);
 * ```
 */
export interface SigningErrorOptions {
  /** The underlying error, kept for diagnostics. */
  cause?: unknown;
}

/**
 * Base class of every error thrown by `@payments-platform/signing`.
 *
 * @example
 * ```ts
 * import { isSigningError, verifyPermit } from '@payments-platform/signing';
 *
 * try {
 *   await verifyPermit({ typedData, signature, chainId: 8453 });
 * } catch (error) {
 *   if (isSigningError(error)) console.log(error.reason); // e.g. 'expired'
 * }
 * ```
 */
export class SigningError extends Error {
  override name: SigningErrorName = 'SigningError';
  /** Machine-readable reason, stable across releases. */
  readonly reason: SigningErrorReason = 'signing-failed';

  constructor(message: string, options: SigningErrorOptions = {}) {
    super(message, 'cause' in options ? { cause: options.cause } : undefined);
  }
}

/**
 * A chain id has no platform contracts (see {@link contracts}).
 *
 * @example
 * ```ts
 * import { getContracts, isUnsupportedChainError } from '@payments-platform/signing';
 *
 * try {
 *   getContracts(10);
 * } catch (error) {
 *   if (isUnsupportedChainError(error)) console.log(error.chainId); // 10
 * }
 * ```
 */
export class UnsupportedChainError extends SigningError {
  override name = 'UnsupportedChainError' as const;
  override readonly reason = 'unsupported-chain' as const;
  /** The chain id that was asked for. */
  readonly chainId: number;

  constructor(chainId: number, options: SigningErrorOptions = {}) {
    super(`Chain ${chainId} has no Payments Platform contracts`, options);
    this.chainId = chainId;
  }
}

/**
 * The payload names a different chain than the one the caller expects.
 *
 * @example
 * ```ts
 * import { isChainMismatchError, verifySplitApproval } from '@payments-platform/signing';
 *
 * try {
 *   await verifySplitApproval({ typedData, signature, chainId: 1 });
 * } catch (error) {
 *   if (isChainMismatchError(error)) console.log(error.expectedChainId, error.actualChainId);
 * }
 * ```
 */
export class ChainMismatchError extends SigningError {
  override name = 'ChainMismatchError' as const;
  override readonly reason = 'chain-mismatch' as const;
  /** The chain id the caller expects. */
  readonly expectedChainId: number;
  /** The chain id found in the payload. */
  readonly actualChainId: number;

  constructor(expectedChainId: number, actualChainId: number, options: SigningErrorOptions = {}) {
    super(`Expected chain ${expectedChainId} but the payload is for chain ${actualChainId}`, options);
    this.expectedChainId = expectedChainId;
    this.actualChainId = actualChainId;
  }
}

/**
 * A field of the EIP-712 domain (name, version or verifying contract) differs from the one this
 * flow uses on that chain.
 *
 * @example
 * ```ts
 * import { isDomainMismatchError, verifySponsoredSend } from '@payments-platform/signing';
 *
 * try {
 *   await verifySponsoredSend({ typedData, signature, chainId: 8453 });
 * } catch (error) {
 *   if (isDomainMismatchError(error)) console.log(error.field); // 'verifyingContract'
 * }
 * ```
 */
export class DomainMismatchError extends SigningError {
  override name = 'DomainMismatchError' as const;
  override readonly reason = 'domain-mismatch' as const;
  /** The domain field that differs. */
  readonly field: 'name' | 'version' | 'verifyingContract';
  /** The value this flow expects. */
  readonly expected: string;
  /** The value found in the payload. */
  readonly actual: string;

  constructor(
    field: 'name' | 'version' | 'verifyingContract',
    expected: string,
    actual: string,
    options: SigningErrorOptions = {},
  ) {
    super(`Domain ${field} should be ${JSON.stringify(expected)} but is ${JSON.stringify(actual)}`, options);
    this.field = field;
    this.expected = expected;
    this.actual = actual;
  }
}

/**
 * A payload (typed data, builder input, transaction or API response) does not have the layout or
 * values the flow requires.
 *
 * @example
 * ```ts
 * import { isInvalidPayloadError, verifyProofDenial } from '@payments-platform/signing';
 *
 * try {
 *   await verifyProofDenial({ typedData: { primaryType: 'Mail' }, signature, chainId: 8453 });
 * } catch (error) {
 *   if (isInvalidPayloadError(error)) console.log(error.path); // 'primaryType'
 * }
 * ```
 */
export class InvalidPayloadError extends SigningError {
  override name = 'InvalidPayloadError' as const;
  override readonly reason = 'invalid-payload' as const;
  /** Dotted path of the offending value, when one value is at fault. */
  readonly path: string | undefined;

  constructor(message: string, options: SigningErrorOptions & { path?: string } = {}) {
    super(options.path === undefined ? message : `${options.path}: ${message}`, options);
    this.path = options.path;
  }
}

/**
 * The payload's expiry (`expiresAtMs`, or a permit's `deadline`) lies before the verifier's `now`.
 *
 * @example
 * ```ts
 * import { isSignatureExpiredError, verifyTopUpWithdrawal } from '@payments-platform/signing';
 *
 * try {
 *   await verifyTopUpWithdrawal({ typedData, signature, chainId: 137, now: clock.now() });
 * } catch (error) {
 *   if (isSignatureExpiredError(error)) console.log(error.expiresAtMs < error.now); // true
 * }
 * ```
 */
export class SignatureExpiredError extends SigningError {
  override name = 'SignatureExpiredError' as const;
  override readonly reason = 'expired' as const;
  /** When the payload stopped being valid, in milliseconds since the epoch. */
  readonly expiresAtMs: number;
  /** The verifier's clock, in milliseconds since the epoch. */
  readonly now: number;

  constructor(expiresAtMs: number, now: number, options: SigningErrorOptions = {}) {
    super(
      `The payload expired at ${new Date(expiresAtMs).toISOString()} (now is ${new Date(now).toISOString()})`,
      options,
    );
    this.expiresAtMs = expiresAtMs;
    this.now = now;
  }
}

/**
 * The signature is not a 65-byte hex string `r ‖ s ‖ v` with a canonical (low) `s`, or no
 * address can be recovered from it.
 *
 * @example
 * ```ts
 * import { isMalformedSignatureError, verifyEscrowCreation } from '@payments-platform/signing';
 *
 * try {
 *   await verifyEscrowCreation({ typedData, signature: '0x1234', chainId: 8453 });
 * } catch (error) {
 *   if (isMalformedSignatureError(error)) console.log(error.message);
 * }
 * ```
 */
export class MalformedSignatureError extends SigningError {
  override name = 'MalformedSignatureError' as const;
  override readonly reason = 'malformed-signature' as const;
}

/**
 * The signature is well formed but was made by another address than the expected signer.
 *
 * @example
 * ```ts
 * import { isInvalidSignatureError, verifyPermit } from '@payments-platform/signing';
 *
 * try {
 *   await verifyPermit({ typedData, signature, chainId: 1 });
 * } catch (error) {
 *   if (isInvalidSignatureError(error)) console.log(error.expectedSigner, error.recoveredSigner);
 * }
 * ```
 */
export class InvalidSignatureError extends SigningError {
  override name = 'InvalidSignatureError' as const;
  override readonly reason = 'signer-mismatch' as const;
  /** The address that had to sign. */
  readonly expectedSigner: Address;
  /** The address recovered from the signature. */
  readonly recoveredSigner: Address;

  constructor(expectedSigner: Address, recoveredSigner: Address, options: SigningErrorOptions = {}) {
    super(`Signed by ${recoveredSigner}, expected ${expectedSigner}`, options);
    this.expectedSigner = expectedSigner;
    this.recoveredSigner = recoveredSigner;
  }
}

/**
 * The payload's nonce differs from the nonce the verifier expects (for example the next unused
 * nonce of the signer on the forwarder).
 *
 * @example
 * ```ts
 * import { isNonceMismatchError, verifySponsoredSend } from '@payments-platform/signing';
 *
 * try {
 *   await verifySponsoredSend({ payload, signature, chainId: 8453, nonce: 4n });
 * } catch (error) {
 *   if (isNonceMismatchError(error)) console.log(error.expectedNonce, error.actualNonce);
 * }
 * ```
 */
export class NonceMismatchError extends SigningError {
  override name = 'NonceMismatchError' as const;
  override readonly reason = 'nonce-mismatch' as const;
  /** The nonce the verifier expects. */
  readonly expectedNonce: bigint;
  /** The nonce found in the payload. */
  readonly actualNonce: bigint;

  constructor(expectedNonce: bigint, actualNonce: bigint, options: SigningErrorOptions = {}) {
    super(`Expected nonce ${expectedNonce} but the payload carries nonce ${actualNonce}`, options);
    this.expectedNonce = expectedNonce;
    this.actualNonce = actualNonce;
  }
}

/**
 * A `WalletClient` was given as signer but neither the client nor the call names an account.
 *
 * @example
 * ```ts
 * import { isSignerAccountMissingError, signSplitApproval } from '@payments-platform/signing';
 *
 * try {
 *   await signSplitApproval({ signer: walletClientWithoutAccount, typedData });
 * } catch (error) {
 *   if (isSignerAccountMissingError(error)) console.log('pass `account`');
 * }
 * ```
 */
export class SignerAccountMissingError extends SigningError {
  override name = 'SignerAccountMissingError' as const;
  override readonly reason = 'account-missing' as const;

  constructor(options: SigningErrorOptions = {}) {
    super('The wallet client has no account: pass `account` or hoist one on the client', options);
  }
}

function hasName(error: unknown, names: readonly string[]): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const name = (error as { name?: unknown }).name;
  return typeof name === 'string' && names.includes(name);
}

/**
 * Whether `error` is a {@link SigningError} of any kind, also across realms.
 *
 * @example
 * ```ts
 * import { isSigningError } from '@payments-platform/signing';
 *
 * isSigningError(new Error('boom')); // false
 * ```
 */
export function isSigningError(error: unknown): error is SigningError {
  return error instanceof SigningError || hasName(error, signingErrorNames);
}

/**
 * Whether `error` is an {@link UnsupportedChainError}.
 *
 * @example
 * ```ts
 * import { isUnsupportedChainError, UnsupportedChainError } from '@payments-platform/signing';
 *
 * isUnsupportedChainError(new UnsupportedChainError(10)); // true
 * ```
 */
export function isUnsupportedChainError(error: unknown): error is UnsupportedChainError {
  return error instanceof UnsupportedChainError || hasName(error, ['UnsupportedChainError']);
}

/**
 * Whether `error` is a {@link ChainMismatchError}.
 *
 * @example
 * ```ts
 * import { ChainMismatchError, isChainMismatchError } from '@payments-platform/signing';
 *
 * isChainMismatchError(new ChainMismatchError(1, 8453)); // true
 * ```
 */
export function isChainMismatchError(error: unknown): error is ChainMismatchError {
  return error instanceof ChainMismatchError || hasName(error, ['ChainMismatchError']);
}

/**
 * Whether `error` is a {@link DomainMismatchError}.
 *
 * @example
 * ```ts
 * import { DomainMismatchError, isDomainMismatchError } from '@payments-platform/signing';
 *
 * isDomainMismatchError(new DomainMismatchError('version', '1', '2')); // true
 * ```
 */
export function isDomainMismatchError(error: unknown): error is DomainMismatchError {
  return error instanceof DomainMismatchError || hasName(error, ['DomainMismatchError']);
}

/**
 * Whether `error` is an {@link InvalidPayloadError}.
 *
 * @example
 * ```ts
 * import { InvalidPayloadError, isInvalidPayloadError } from '@payments-platform/signing';
 *
 * isInvalidPayloadError(new InvalidPayloadError('missing', { path: 'message.nonce' })); // true
 * ```
 */
export function isInvalidPayloadError(error: unknown): error is InvalidPayloadError {
  return error instanceof InvalidPayloadError || hasName(error, ['InvalidPayloadError']);
}

/**
 * Whether `error` is a {@link SignatureExpiredError}.
 *
 * @example
 * ```ts
 * import { isSignatureExpiredError, SignatureExpiredError } from '@payments-platform/signing';
 *
 * isSignatureExpiredError(new SignatureExpiredError(1_000, 2_000)); // true
 * ```
 */
export function isSignatureExpiredError(error: unknown): error is SignatureExpiredError {
  return error instanceof SignatureExpiredError || hasName(error, ['SignatureExpiredError']);
}

/**
 * Whether `error` is a {@link MalformedSignatureError}.
 *
 * @example
 * ```ts
 * import { isMalformedSignatureError, MalformedSignatureError } from '@payments-platform/signing';
 *
 * isMalformedSignatureError(new MalformedSignatureError('too short')); // true
 * ```
 */
export function isMalformedSignatureError(error: unknown): error is MalformedSignatureError {
  return error instanceof MalformedSignatureError || hasName(error, ['MalformedSignatureError']);
}

/**
 * Whether `error` is an {@link InvalidSignatureError}.
 *
 * @example
 * ```ts
 * import { InvalidSignatureError, isInvalidSignatureError } from '@payments-platform/signing';
 *
 * const error = new InvalidSignatureError(
 *   '0x0000000000000000000000000000000000000001',
 *   '0x0000000000000000000000000000000000000002',
 * );
 * isInvalidSignatureError(error); // true
 * ```
 */
export function isInvalidSignatureError(error: unknown): error is InvalidSignatureError {
  return error instanceof InvalidSignatureError || hasName(error, ['InvalidSignatureError']);
}

/**
 * Whether `error` is a {@link NonceMismatchError}.
 *
 * @example
 * ```ts
 * import { isNonceMismatchError, NonceMismatchError } from '@payments-platform/signing';
 *
 * isNonceMismatchError(new NonceMismatchError(1n, 0n)); // true
 * ```
 */
export function isNonceMismatchError(error: unknown): error is NonceMismatchError {
  return error instanceof NonceMismatchError || hasName(error, ['NonceMismatchError']);
}

/**
 * Whether `error` is a {@link SignerAccountMissingError}.
 *
 * @example
 * ```ts
 * import { isSignerAccountMissingError, SignerAccountMissingError } from '@payments-platform/signing';
 *
 * isSignerAccountMissingError(new SignerAccountMissingError()); // true
 * ```
 */
export function isSignerAccountMissingError(error: unknown): error is SignerAccountMissingError {
  return error instanceof SignerAccountMissingError || hasName(error, ['SignerAccountMissingError']);
}
