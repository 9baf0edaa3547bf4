import { describe, expect, test } from 'vitest';
import { decimalTextOf, fromBaseUnits, toBaseUnits } from './units.js';

describe('chain units', () => {
  test('decimal strings and numbers convert to base units exactly', () => {
    expect(toBaseUnits('12.5', 6)).toBe(12_500_000n);
    expect(toBaseUnits(' 0.000001 ', 6)).toBe(1n);
    expect(toBaseUnits(12.5, 6)).toBe(12_500_000n);
    expect(toBaseUnits(1e21, 0)).toBe(10n ** 21n);
    expect(toBaseUnits(1.5e22, 6)).toBe(15n * 10n ** 27n);
    expect(toBaseUnits(5e-7, 7)).toBe(5n);
  });

  test('anything else is a RangeError', () => {
    expect(() => toBaseUnits('1.2345678', 6)).toThrow(RangeError);
    expect(() => toBaseUnits(5e-7, 6)).toThrow(RangeError);
    expect(() => toBaseUnits('-1', 6)).toThrow(RangeError);
    expect(() => toBaseUnits('1e3', 6)).toThrow(RangeError);
    expect(() => toBaseUnits(Number.POSITIVE_INFINITY, 6)).toThrow(RangeError);
    expect(() => toBaseUnits(Number.NaN, 6)).toThrow(RangeError);
  });

  test('numbers print without an exponent, as the digits they were written with', () => {
    expect(decimalTextOf(1e21)).toBe('1000000000000000000000');
    expect(decimalTextOf(1.25e-7)).toBe('0.000000125');
    expect(decimalTextOf(42.5)).toBe('42.5');
  });

  test('base units format back without trailing zeros', () => {
    expect(fromBaseUnits(12_500_000n, 6)).toBe('12.5');
    expect(fromBaseUnits(1n, 6)).toBe('0.000001');
    expect(fromBaseUnits(-2_000_000n, 6)).toBe('-2');
  });
});
