import { describe, expect, test } from 'vitest';
import { createSimulator } from '../../simulator.js';
import {
  applyFee,
  feeConfigurationView,
  parseFees,
  type RampFee,
  rampFee,
  rampFeeOfPayer,
  rampPayerValue,
} from './fees.js';

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

describe('ramp fees', () => {
  const mx = { fiat: 'MXN', rate: 18.5, fixedFee: 10 };

  test("each direction reads the ramp channel's rule of the catalog: send for on-ramps, request for off-ramps", () => {
    const { store } = createSimulator().services;
    expect(rampFee(store, 'onramp', mx)).toEqual({
      rule: { type: 'percentage', style: 'commission', value: 1.5 },
      percent: 1.5,
      fixed: 10,
      currency: 'MXN',
    });
    expect(rampFee(store, 'offramp', mx)).toMatchObject({ percent: 1, fixed: 10 });
  });

  test("the style's floor wins over a smaller percentage, and a fixed rule's tokens count at the market rate", () => {
    const { store } = createSimulator().services;
    const channel = store.channels.first('bySlug', 'ramp');
    if (channel === undefined) throw new Error('The ramp channel is missing from the catalog.');
    store.channels.update(channel.id, {
      fees: {
        send: { type: 'percentage', style: 'commission', value: 0.2 },
        request: { type: 'fixed', style: 'surcharge', value: 2 },
        minSurchargeBps: 30,
        minCommissionBps: 100,
      },
    });
    expect(rampFee(store, 'onramp', mx)).toMatchObject({ percent: 1, fixed: 10 });
    expect(rampFee(store, 'offramp', mx)).toMatchObject({ percent: 0.3, fixed: 10 + 2 * 18.5 });
  });

  test("a commission comes out of the payer's side; a surcharge is added on top of the receiver's; each inverts the other", () => {
    const commission: RampFee = {
      rule: { type: 'percentage', style: 'commission', value: 1.5 },
      percent: 1.5,
      fixed: 10,
      currency: 'MXN',
    };
    const surcharge: RampFee = {
      ...commission,
      rule: { ...commission.rule, style: 'surcharge' },
      percent: 2,
    };
    expect(rampFeeOfPayer(commission, 1_000)).toBeCloseTo(25, 9);
    expect(rampPayerValue(commission, 975)).toBeCloseTo(1_000, 9);
    // 1,000 paid = 970.588... to the receiver + 2 % of it + 10.
    expect(rampFeeOfPayer(surcharge, 1_000)).toBeCloseTo(1_000 - 990 / 1.02, 9);
    expect(rampPayerValue(surcharge, 990 / 1.02)).toBeCloseTo(1_000, 9);
  });
});
