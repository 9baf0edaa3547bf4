import {
  type Address,
  getAddress,
  type Hex,
  hexToBigInt,
  isHex,
  recoverTypedDataAddress,
  size,
  slice,
  type TypedDataDefinition,
} from 'viem';
import type { Eip712Domain } from './domains.js';
import {
  ChainMismatchError,
  DomainMismatchError,
  InvalidPayloadError,
  InvalidSignatureError,
  isSigningError,
  MalformedSignatureError,
  NonceMismatchError,
  SignatureExpiredError,
  type SigningError,
  type SigningErrorReason,
} from './errors.js';
import { toAddress, toUint, type UintInput } from './typed-data.js';

/**
 * Options shared by every verifier.
 *
 * @example
 * ```ts
 * import { type VerifyOptions } from '@payments-platform/signing';
 *
 * const options: VerifyOptions = {
 *   signature: '0x…',
 *   chainId: 8453,
 *   now: 1_767_225_000_000,
 * };
 * ```
 */
export interface VerifyOptions {
  /** The 65-byte signature `r ‖ s ‖ v` as hex. */
  signature: Hex;
  /** The chain the caller expects the payload to be for. A payload for another chain fails. */
  chainId: number;
  /**
   * The address that must have signed. The wallet named in the message (permit `owner`, OTC
   * `userWalletAddress` or `walletAddress`, sponsored `from`) must sign in any case; when this is
   * given it must be that same address.
   */
  expectedSigner?: Address | undefined;
  /**
   * The verifier's clock in milliseconds since the epoch, compared with the payload's expiry.
   * Defaults to `Date.now()`; pass a virtual clock's time for deterministic checks.
   */
  now?: number | undefined;
}

/**
 * What a verifier returns when the signature is valid.
 *
 * @example
 * ```ts
 * import { type VerifyResult, verifySplitApproval } from '@payments-platform/signing';
 *
 * const result: VerifyResult = await verifySplitApproval({ typedData, signature, chainId: 8453 });
 * result.signer; // checksummed address that signed
 * ```
 */
export interface VerifyResult {
  readonly valid: true;
  /** The recovered signer, EIP-55 checksummed. */
  readonly signer: Address;
}

/**
 * What a typed-data verifier returns: {@link VerifyResult} plus the payload in normalised form
 * (addresses checksummed, integers as `bigint`).
 *
 * @example
 * ```ts
 * import { type VerifyTypedDataResult, type PermitTypedData, verifyPermit } from '@payments-platform/signing';
 *
 * const { typedData }: VerifyTypedDataResult<PermitTypedData> = await verifyPermit({
 *   typedData: json,
 *   signature,
 *   chainId: 1,
 * });
 * typedData.message.value; // bigint
 * ```
 */
export interface VerifyTypedDataResult<typedData> extends VerifyResult {
  /** The verified payload, normalised. */
  readonly typedData: typedData;
}

/**
 * The non-throwing outcome of a failed verification (see {@link tryVerify}).
 *
 * @example
 * ```ts
 * import { type VerifyFailure } from '@payments-platform/signing';
 *
 * function status(failure: VerifyFailure) {
 *   return failure.reason === 'expired' ? 410 : 400;
 * }
 * ```
 */
export interface VerifyFailure {
  readonly valid: false;
  /** Why it failed; equals `error.reason`. */
  readonly reason: SigningErrorReason;
  /** The error the verifier threw. */
  readonly error: SigningError;
}

/**
 * Return type of {@link tryVerify}.
 *
 * @example
 * ```ts
 * import { type TryVerifyReturnType, type VerifyResult } from '@payments-platform/signing';
 *
 * function signerOf(outcome: TryVerifyReturnType<VerifyResult>) {
 *   return outcome.valid ? outcome.signer : undefined;
 * }
 * ```
 */
export type TryVerifyReturnType<result extends VerifyResult> = result | VerifyFailure;

/**
 * Errors thrown by {@link tryVerify}: only errors that are not a {@link SigningError}, such as a
 * bug or a wallet transport failure.
 *
 * @example
 * ```ts
 * import { type TryVerifyErrorType } from '@payments-platform/signing';
 *
 * const unexpected: TryVerifyErrorType = new TypeError('bug');
 * ```
 */
export type TryVerifyErrorType = Error;

/**
 * Runs any verifier of this package without throwing for verification failures: a valid signature
 * gives the verifier's result (`{ valid: true, signer, … }`), a failure gives
 * `{ valid: false, reason, error }`. Errors that are not a {@link SigningError} are rethrown.
 *
 * @example
 * ```ts
 * import { tryVerify, verifySponsoredSend } from '@payments-platform/signing';
 *
 * const outcome = await tryVerify(verifySponsoredSend, {
 *   payload,
 *   signature,
 *   chainId: 8453,
 *   now: clock.now(),
 * });
 * if (!outcome.valid) console.log(outcome.reason); // e.g. 'expired'
 * ```
 */
export async function tryVerify<parameters, result extends VerifyResult>(
  verify: (parameters: parameters) => Promise<result>,
  parameters: parameters,
): Promise<TryVerifyReturnType<result>> {
  try {
    return await verify(parameters);
  } catch (error) {
    if (isSigningError(error)) return { valid: false, reason: error.reason, error };
    throw error;
  }
}

const secp256k1HalfOrder = 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0n;

/** Checks that a signature is 65 bytes `r ‖ s ‖ v` with `0 < r`, `0 < s ≤ n/2` and `v ∈ {0, 1, 27, 28}`. */
export function assertSignatureFormat(signature: unknown): asserts signature is Hex {
  if (typeof signature !== 'string' || !isHex(signature, { strict: true })) {
    throw new MalformedSignatureError('The signature is not a hex string');
  }
  if (size(signature) !== 65) {
    throw new MalformedSignatureError(`The signature has ${size(signature)} bytes, expected 65`);
  }
  const r = hexToBigInt(slice(signature, 0, 32));
  const s = hexToBigInt(slice(signature, 32, 64));
  const v = hexToBigInt(slice(signature, 64, 65));
  if (r === 0n || s === 0n) throw new MalformedSignatureError('The signature has a zero r or s');
  if (s > secp256k1HalfOrder) throw new MalformedSignatureError('The signature has a non-canonical (high) s');
  if (v !== 0n && v !== 1n && v !== 27n && v !== 28n) {
    throw new MalformedSignatureError(`The signature has an invalid recovery byte ${v}`);
  }
}

/** Resolves the verifier's clock: a finite millisecond timestamp, `Date.now()` by default. */
export function resolveNow(now: number | undefined): number {
  const value = now ?? Date.now();
  if (!Number.isFinite(value)) throw new InvalidPayloadError('expected a finite timestamp', { path: 'now' });
  return value;
}

/** Fails with {@link SignatureExpiredError} when `now` is past `expiresAtMs`. */
export function assertNotExpired(expiresAtMs: bigint, now: number): void {
  if (BigInt(Math.floor(now)) > expiresAtMs) throw new SignatureExpiredError(Number(expiresAtMs), now);
}

/** Fails with {@link ChainMismatchError} when the payload's chain differs from the expected one. */
export function assertChain(expectedChainId: number, actualChainId: number): void {
  if (expectedChainId !== actualChainId) throw new ChainMismatchError(expectedChainId, actualChainId);
}

/** Fails with {@link DomainMismatchError} on the first domain field that differs. */
export function assertDomain(
  actual: Eip712Domain,
  expected: Partial<Pick<Eip712Domain, 'name' | 'version' | 'verifyingContract'>>,
): void {
  if (expected.name !== undefined && actual.name !== expected.name) {
    throw new DomainMismatchError('name', expected.name, actual.name);
  }
  if (expected.version !== undefined && actual.version !== expected.version) {
    throw new DomainMismatchError('version', expected.version, actual.version);
  }
  if (
    expected.verifyingContract !== undefined &&
    actual.verifyingContract.toLowerCase() !== expected.verifyingContract.toLowerCase()
  ) {
    throw new DomainMismatchError('verifyingContract', expected.verifyingContract, actual.verifyingContract);
  }
}

/** Fails with {@link NonceMismatchError} when an expected nonce is given and differs. */
export function assertNonce(expected: UintInput | undefined, actual: bigint): void {
  if (expected === undefined) return;
  const expectedNonce = toUint(expected, 'nonce');
  if (expectedNonce !== actual) throw new NonceMismatchError(expectedNonce, actual);
}

/** Recovers the signer of a typed-data digest; unrecoverable signatures are malformed. */
export async function recoverSigner(typedData: TypedDataDefinition, signature: Hex): Promise<Address> {
  assertSignatureFormat(signature);
  try {
    return getAddress(await recoverTypedDataAddress({ ...typedData, signature }));
  } catch (error) {
    throw new MalformedSignatureError('No address can be recovered from the signature', { cause: error });
  }
}

/**
 * Fails with {@link InvalidSignatureError} unless the recovered signer equals every required
 * address (compared case-insensitively).
 */
export function assertSigner(recovered: Address, required: readonly (Address | undefined)[]): void {
  for (const address of required) {
    if (address === undefined) continue;
    const expected = toAddress(address, 'expectedSigner');
    if (expected.toLowerCase() !== recovered.toLowerCase())
      throw new InvalidSignatureError(expected, recovered);
  }
}
