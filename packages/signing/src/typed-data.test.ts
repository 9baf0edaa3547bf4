import { maxUint256 } from 'viem';
import { describe, expect, test } from 'vitest';
import { alice } from '../test/fixtures/keys.js';
import { InvalidPayloadError } from './errors.js';
import { parseTypedData, toAddress, toChainId, toUint, typedDataToJson } from './typed-data.js';

const spec = {
  primaryType: 'Note',
  types: {
    Note: [
      { name: 'author', type: 'address' },
      { name: 'count', type: 'uint256' },
      { name: 'text', type: 'string' },
      { name: 'final', type: 'bool' },
    ],
  },
} as const;

const input = {
  domain: {
    name: 'Notes',
    version: '1',
    chainId: '8453',
    verifyingContract: '0x0000000000000000000000000000000000000abc',
  },
  types: spec.types,
  primaryType: 'Note',
  message: { author: alice.address.toLowerCase(), count: '0x10', text: 'hi', final: true },
};

describe('typed-data', () => {
  test('toUint: accepts bigint, safe numbers, decimal and hex strings', () => {
    expect(toUint(5n, 'x')).toBe(5n);
    expect(toUint(5, 'x')).toBe(5n);
    expect(toUint('5', 'x')).toBe(5n);
    expect(toUint('0x05', 'x')).toBe(5n);
    expect(toUint(maxUint256.toString(), 'x')).toBe(maxUint256);
  });

  test('toUint: rejects negatives, fractions, unsafe numbers, padded strings and overflow', () => {
    for (const value of [-1n, -1, 1.5, 2 ** 60, ' 5', '05', '1e3', '', null, (maxUint256 + 1n).toString()]) {
      expect(() => toUint(value, 'x'), String(value)).toThrow(InvalidPayloadError);
    }
  });

  test('toAddress and toChainId: normalise case and reject junk', () => {
    expect(toAddress(alice.address.toLowerCase(), 'a')).toBe(alice.address);
    expect(() => toAddress('0x123', 'a')).toThrow(InvalidPayloadError);
    expect(toChainId('137', 'c')).toBe(137);
    expect(() => toChainId(0, 'c')).toThrow(InvalidPayloadError);
    expect(() => toChainId(2n ** 64n, 'c')).toThrow(InvalidPayloadError);
  });

  test('typedDataToJson: writes bigints as decimal strings and leaves other values', () => {
    expect(typedDataToJson({ a: 1n, b: [2n, 'x'], c: { d: true, e: null } })).toEqual({
      a: '1',
      b: ['2', 'x'],
      c: { d: true, e: null },
    });
  });

  test('parseTypedData: normalises a JSON payload', () => {
    expect(parseTypedData(input, spec)).toEqual({
      domain: {
        name: 'Notes',
        version: '1',
        chainId: 8453,
        verifyingContract: '0x0000000000000000000000000000000000000aBc',
      },
      types: spec.types,
      primaryType: 'Note',
      message: { author: alice.address, count: 16n, text: 'hi', final: true },
    });
  });

  test('parseTypedData: names the path of the first problem', () => {
    const problems: [unknown, string][] = [
      [null, 'typedData'],
      [{ ...input, extra: 1 }, 'typedData.extra'],
      [{ ...input, primaryType: 'Mail' }, 'primaryType'],
      [{ ...input, types: { Note: spec.types.Note.slice(1) } }, 'types.Note'],
      [{ ...input, types: { ...spec.types, Extra: [] } }, 'types.Extra'],
      [
        { ...input, types: { ...spec.types, EIP712Domain: [{ name: 'name', type: 'string' }] } },
        'types.EIP712Domain',
      ],
      [{ ...input, types: { toString: [] } }, 'types.toString'],
      [{ ...input, domain: { ...input.domain, salt: '0x00' } }, 'domain.salt'],
      [{ ...input, domain: { ...input.domain, chainId: -1 } }, 'domain.chainId'],
      [{ ...input, message: { ...input.message, final: 'yes' } }, 'message.final'],
      [{ ...input, message: { ...input.message, count: undefined } }, 'message.count'],
      [{ ...input, message: { ...input.message, note: 'x' } }, 'message.note'],
    ];
    for (const [value, path] of problems) {
      let error: unknown;
      try {
        parseTypedData(value, spec);
      } catch (caught) {
        error = caught;
      }
      expect(error, path).toBeInstanceOf(InvalidPayloadError);
      expect((error as InvalidPayloadError).path).toBe(path);
    }
  });
});
