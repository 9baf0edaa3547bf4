import { describe, expect, test } from 'vitest';
import { decimalsOf } from './rules.js';

describe('otc.rules: decimalsOf', () => {
  test('counts the decimals of the number written out, exponent or not', () => {
    expect(decimalsOf(250)).toBe(0);
    expect(decimalsOf(250.5)).toBe(1);
    expect(decimalsOf(18.55)).toBe(2);
    // JavaScript prints these with an exponent; written out they are whole numbers.
    expect(decimalsOf(1e21)).toBe(0);
    expect(decimalsOf(1e59)).toBe(0);
    expect(decimalsOf(1.5e-7)).toBe(8);
    expect(decimalsOf(1e-7)).toBe(7);
  });

  test('a number that is not finite has no decimal count a rule can accept', () => {
    expect(decimalsOf(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
    expect(decimalsOf(Number.NaN)).toBe(Number.POSITIVE_INFINITY);
  });
});
