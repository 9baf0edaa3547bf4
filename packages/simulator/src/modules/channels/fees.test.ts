import { describe, expect, test } from 'vitest';
import { applyFee, feeConfigurationView, parseFees } from './fees.js';

const floors = { minSurchargeBps: 50, minCommissionBps: 100 };

describe('applyFee', () => {
  test('a commission is taken from what the receiver gets', () => {
    expect(applyFee(12_500_000n, 6, { type: 'percentage', style: 'commission', value: 1 }, floors)).toEqual({
      fee: 125_000n,
      payerPays: 12_500_000n,
      receiverGets: 12_375_000n,
    });
  });

  test('a surcharge is added to what the payer pays', () => {
    expect(applyFee(25_000_000n, 6, { type: 'percentage', style: 'surcharge', value: 1 }, floors)).toEqual({
      fee: 250_000n,
      payerPays: 25_250_000n,
      receiverGets: 25_000_000n,
    });
  });

  test("the style's floor wins over a smaller fee, and a fee rounds up to the smallest unit", () => {
    const rule = { type: 'percentage', style: 'commission', value: 0.1 } as const;
    expect(applyFee(1_000_000n, 6, rule, floors).fee).toBe(10_000n); // 100 bps, not 0.1 %
    expect(applyFee(1_000_001n, 6, rule, floors).fee).toBe(10_001n);
    expect(applyFee(1n, 6, { type: 'percentage', style: 'surcharge', value: 0.5 }, floors).fee).toBe(1n);
  });

  test('a fixed fee is whole tokens in base units', () => {
    expect(applyFee(5_000_000n, 6, { type: 'fixed', style: 'surcharge', value: 2 }, floors)).toEqual({
      fee: 2_000_000n,
      payerPays: 7_000_000n,
      receiverGets: 5_000_000n,
    });
  });
});

describe('parseFees', () => {
  test('reads the catalog row and falls back field by field for what it lacks or gets wrong', () => {
    const fallback = {
      send: { type: 'percentage', style: 'surcharge', value: 0.5 },
      request: { type: 'fixed', style: 'surcharge', value: 0 },
      minSurchargeBps: 50,
      minCommissionBps: 100,
    } as const;
    const fees = parseFees(
      { send: { type: 'percent', style: 'commission', value: -1 }, request: 'none', minCommissionBps: 20 },
      fallback,
    );
    expect(feeConfigurationView(fees)).toEqual({
      send: { type: 'percentage', style: 'commission', value: 0.5 },
      request: { type: 'fixed', style: 'surcharge', value: 0 },
      minSurchargeBps: 50,
      minCommissionBps: 20,
    });
  });
});
