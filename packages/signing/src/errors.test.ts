import { describe, expect, test } from 'vitest';
import {
  ChainMismatchError,
  DomainMismatchError,
  InvalidPayloadError,
  InvalidSignatureError,
  isChainMismatchError,
  isDomainMismatchError,
  isInvalidPayloadError,
  isInvalidSignatureError,
  isMalformedSignatureError,
  isNonceMismatchError,
  isSignatureExpiredError,
  isSignerAccountMissingError,
  isSigningError,
  isUnsupportedChainError,
  MalformedSignatureError,
  NonceMismatchError,
  SignatureExpiredError,
  SignerAccountMissingError,
  SigningError,
  signingErrorNames,
  UnsupportedChainError,
} from './errors.js';

const one = '0x0000000000000000000000000000000000000001';
const two = '0x0000000000000000000000000000000000000002';

const cases = [
  [new SigningError('failed'), isSigningError, 'signing-failed'],
  [new UnsupportedChainError(10), isUnsupportedChainError, 'unsupported-chain'],
  [new ChainMismatchError(1, 8453), isChainMismatchError, 'chain-mismatch'],
  [new DomainMismatchError('version', '1', '2'), isDomainMismatchError, 'domain-mismatch'],
  [new InvalidPayloadError('missing', { path: 'message.nonce' }), isInvalidPayloadError, 'invalid-payload'],
  [new SignatureExpiredError(1_000, 2_000), isSignatureExpiredError, 'expired'],
  [new MalformedSignatureError('short'), isMalformedSignatureError, 'malformed-signature'],
  [new InvalidSignatureError(one, two), isInvalidSignatureError, 'signer-mismatch'],
  [new NonceMismatchError(1n, 0n), isNonceMismatchError, 'nonce-mismatch'],
  [new SignerAccountMissingError(), isSignerAccountMissingError, 'account-missing'],
] as const;

describe('errors', () => {
  test('classes: each has its own name and reason and extends SigningError', () => {
    expect(cases.map(([error]) => error.name)).toEqual([...signingErrorNames]);
    for (const [error, , reason] of cases) {
      expect(error).toBeInstanceOf(SigningError);
      expect(error).toBeInstanceOf(Error);
      expect(error.reason).toBe(reason);
      expect(isSigningError(error)).toBe(true);
    }
  });

  test('guards: recognise their class by instanceof and by name across realms', () => {
    for (const [error, guard] of cases) {
      expect(guard(error)).toBe(true);
      const foreign = { name: error.name, message: error.message };
      expect(guard(foreign)).toBe(true);
      expect(isSigningError(foreign)).toBe(true);
    }
  });

  test('guards: reject other errors and other classes', () => {
    expect(isSigningError(new Error('boom'))).toBe(false);
    expect(isSigningError(null)).toBe(false);
    expect(isSigningError('SigningError')).toBe(false);
    expect(isChainMismatchError(new SignatureExpiredError(1, 2))).toBe(false);
    expect(isSignatureExpiredError({ name: 'ChainMismatchError' })).toBe(false);
  });

  test('details: messages and fields describe the failure', () => {
    const expired = new SignatureExpiredError(1_767_225_600_000, 1_767_225_600_001);
    expect(expired.message).toBe(
      'The payload expired at 2026-01-01T00:00:00.000Z (now is 2026-01-01T00:00:00.001Z)',
    );
    expect(new InvalidPayloadError('expected an object', { path: 'typedData' }).message).toBe(
      'typedData: expected an object',
    );
    expect(new ChainMismatchError(1, 8453)).toMatchObject({ expectedChainId: 1, actualChainId: 8453 });
    expect(new InvalidSignatureError(one, two)).toMatchObject({ expectedSigner: one, recoveredSigner: two });
  });

  test('cause: is kept when given and absent otherwise', () => {
    const cause = new Error('wallet closed');
    expect(new MalformedSignatureError('bad', { cause }).cause).toBe(cause);
    expect('cause' in new MalformedSignatureError('bad')).toBe(false);
  });
});
