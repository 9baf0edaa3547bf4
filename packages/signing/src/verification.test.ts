import { type Hex, hexToBigInt, numberToHex, slice } from 'viem';
import { describe, expect, test } from 'vitest';
import { alice, bob, now } from '../test/fixtures/keys.js';
import { contracts } from './contracts.js';
import { DomainMismatchError, InvalidPayloadError, MalformedSignatureError } from './errors.js';
import { buildSplitApprovalTypedData, signSplitApproval, verifySplitApproval } from './otc/split-approval.js';
import { assertDomain, assertSignatureFormat, tryVerify } from './verification.js';

const typedData = buildSplitApprovalTypedData({
  chainId: 8453,
  otcRequestId: 'otc_01HZX3',
  splitIndex: 0,
  userWalletAddress: alice.address,
  expiresAtMs: now,
});

describe('verification', () => {
  test('tryVerify: rethrows errors that are not signing errors', async () => {
    const broken = async () => {
      throw new TypeError('bug');
    };
    await expect(tryVerify(broken, {})).rejects.toThrow(TypeError);
  });

  test('tryVerify: keeps the thrown error beside the reason', async () => {
    const outcome = await tryVerify(verifySplitApproval, {
      typedData,
      signature: '0x12',
      chainId: 8453,
      now,
    });
    expect(outcome.valid).toBe(false);
    if (!outcome.valid) {
      expect(outcome.reason).toBe('malformed-signature');
      expect(outcome.error.name).toBe('MalformedSignatureError');
    }
  });

  test('verify: accepts the recovery byte as 27/28 or as 0/1', async () => {
    const signature = await signSplitApproval({ signer: alice, typedData });
    const v = Number.parseInt(signature.slice(-2), 16);
    const compactV = `${signature.slice(0, -2)}${(v - 27).toString(16).padStart(2, '0')}` as const;
    await expect(
      verifySplitApproval({ typedData, signature: compactV as `0x${string}`, chainId: 8453, now }),
    ).resolves.toMatchObject({ signer: alice.address });
  });

  test('verify: a non-finite clock is refused', async () => {
    const signature = await signSplitApproval({ signer: alice, typedData });
    await expect(
      verifySplitApproval({ typedData, signature, chainId: 8453, now: Number.NaN }),
    ).rejects.toThrow(InvalidPayloadError);
  });

  test('verify: checks run chain, domain, expiry, then signature', async () => {
    const expired = { typedData, signature: '0x12' as const, now: now + 1 };
    await expect(verifySplitApproval({ ...expired, chainId: 1 })).rejects.toMatchObject({
      reason: 'chain-mismatch',
    });
    await expect(verifySplitApproval({ ...expired, chainId: 8453 })).rejects.toMatchObject({
      reason: 'expired',
    });
  });
});

/** The order of secp256k1 and half of it: a canonical signature has `s <= n / 2`. */
const CURVE_ORDER = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
const HALF_ORDER = CURVE_ORDER / 2n;

const word = (value: bigint): Hex => numberToHex(value, { size: 32 });

/** A 65-byte signature from its parts. */
const signatureOf = (r: bigint, s: bigint, v: number): Hex =>
  `${word(r)}${word(s).slice(2)}${v.toString(16).padStart(2, '0')}` as Hex;

describe('assertSignatureFormat', () => {
  test('s up to half the curve order is canonical; one more is refused as malformed', () => {
    expect(() => assertSignatureFormat(signatureOf(1n, HALF_ORDER, 27))).not.toThrow();
    expect(() => assertSignatureFormat(signatureOf(1n, HALF_ORDER + 1n, 27))).toThrow(
      'The signature has a non-canonical (high) s',
    );
    expect(() => assertSignatureFormat(signatureOf(1n, CURVE_ORDER - 1n, 28))).toThrow(
      MalformedSignatureError,
    );
  });

  test('a zero r or s, a recovery byte other than 0, 1, 27 or 28, a wrong length or no hex are refused', () => {
    expect(() => assertSignatureFormat(signatureOf(0n, 1n, 27))).toThrow('zero r or s');
    expect(() => assertSignatureFormat(signatureOf(1n, 0n, 27))).toThrow('zero r or s');
    for (const v of [0, 1, 27, 28]) {
      expect(() => assertSignatureFormat(signatureOf(1n, 1n, v))).not.toThrow();
    }
    for (const v of [2, 26, 29, 255]) {
      expect(() => assertSignatureFormat(signatureOf(1n, 1n, v))).toThrow(`invalid recovery byte ${v}`);
    }
    const valid = signatureOf(1n, 1n, 27);
    expect(() => assertSignatureFormat(valid.slice(0, -2))).toThrow('64 bytes, expected 65');
    expect(() => assertSignatureFormat(`${valid}00`)).toThrow('66 bytes, expected 65');
    expect(() => assertSignatureFormat(valid.slice(2))).toThrow('not a hex string');
    expect(() => assertSignatureFormat(123)).toThrow(MalformedSignatureError);
  });

  test('the malleable twin of a valid signature (s replaced by n - s, v flipped) is refused', async () => {
    const signature = await signSplitApproval({ signer: alice, typedData });
    const r = hexToBigInt(slice(signature, 0, 32));
    const s = hexToBigInt(slice(signature, 32, 64));
    const v = Number(hexToBigInt(slice(signature, 64, 65)));
    expect(s <= HALF_ORDER).toBe(true);
    const twin = signatureOf(r, CURVE_ORDER - s, v === 27 ? 28 : 27);
    await expect(verifySplitApproval({ typedData, signature, chainId: 8453, now })).resolves.toMatchObject({
      signer: alice.address,
    });
    const outcome = await tryVerify(verifySplitApproval, { typedData, signature: twin, chainId: 8453, now });
    expect(outcome).toMatchObject({ valid: false, reason: 'malformed-signature' });
  });
});

describe('assertDomain', () => {
  const domain = typedData.domain;

  test('passes on equal fields, the contract compared without case, and skips fields not expected', () => {
    expect(() => assertDomain(domain, domain)).not.toThrow();
    expect(() =>
      assertDomain(domain, { verifyingContract: domain.verifyingContract.toLowerCase() as Hex }),
    ).not.toThrow();
    expect(() => assertDomain({ ...domain, name: 'Other' }, { version: domain.version })).not.toThrow();
    expect(() => assertDomain(domain, {})).not.toThrow();
  });

  test('names the first field that differs: name, version, then verifyingContract', () => {
    const mismatch = (actual: typeof domain) => {
      try {
        assertDomain(actual, domain);
      } catch (error) {
        expect(error).toBeInstanceOf(DomainMismatchError);
        return (error as DomainMismatchError).field;
      }
      return undefined;
    };
    expect(mismatch({ ...domain, name: 'Other', version: '9', verifyingContract: bob.address })).toBe('name');
    expect(mismatch({ ...domain, version: '9', verifyingContract: bob.address })).toBe('version');
    expect(mismatch({ ...domain, verifyingContract: bob.address })).toBe('verifyingContract');
  });

  test('a payload signed for another contract of the same chain is refused before the signature is read', async () => {
    const elsewhere = {
      ...typedData,
      domain: { ...typedData.domain, verifyingContract: contracts[8453].forwarder },
    };
    expect(elsewhere.domain.verifyingContract.toLowerCase()).not.toBe(
      typedData.domain.verifyingContract.toLowerCase(),
    );
    const signature = await signSplitApproval({ signer: alice, typedData: elsewhere }).catch(
      (error: unknown) => error,
    );
    expect(signature).toBeInstanceOf(DomainMismatchError);
    const forged = await tryVerify(verifySplitApproval, {
      typedData: elsewhere,
      signature: '0x12',
      chainId: 8453,
      now,
    });
    expect(forged).toMatchObject({ valid: false, reason: 'domain-mismatch' });
    if (!forged.valid) expect(forged.error).toMatchObject({ field: 'verifyingContract' });
  });
});
