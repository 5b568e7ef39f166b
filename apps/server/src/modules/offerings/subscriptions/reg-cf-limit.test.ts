import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { regCfLimitOf } from './reg-cf-limit';

const dollars = (amount: number) => BigInt(amount) * 100n;
const limitOf = (annualIncome: number, netWorth: number, isAccredited = false) =>
  regCfLimitOf({ isAccredited, annualIncomeUnits: dollars(annualIncome), netWorthUnits: dollars(netWorth) });

describe('the Reg CF investment limit', () => {
  it('does not limit an accredited investor', () => {
    expect(limitOf(0, 0, true)).toEqual({ basis: 'accredited', limitUnits: null });
  });

  it('allows $2,500 when 5% of the greater figure is less', () => {
    expect(limitOf(30_000, 20_000)).toEqual({ basis: 'minimum', limitUnits: dollars(2_500) });
    expect(limitOf(0, 0)).toEqual({ basis: 'minimum', limitUnits: dollars(2_500) });
  });

  it('allows 5% of the greater figure when either is under $124,000', () => {
    expect(limitOf(80_000, 150_000)).toEqual({ basis: 'five_percent', limitUnits: dollars(7_500) });
    expect(limitOf(500_000, 123_999)).toEqual({ basis: 'five_percent', limitUnits: dollars(25_000) });
  });

  it('allows 10% of the greater figure when both reach $124,000, at most $124,000', () => {
    expect(limitOf(150_000, 124_000)).toEqual({ basis: 'ten_percent', limitUnits: dollars(15_000) });
    expect(limitOf(124_000, 124_000)).toEqual({ basis: 'ten_percent', limitUnits: dollars(12_400) });
    expect(limitOf(2_000_000, 900_000)).toEqual({ basis: 'maximum', limitUnits: dollars(124_000) });
  });

  it('keeps 5% uncapped when one figure is under $124,000, as the rule reads', () => {
    expect(limitOf(100_000, 3_000_000)).toEqual({ basis: 'five_percent', limitUnits: dollars(150_000) });
  });

  it('never falls below $2,500, and caps at $124,000 when both figures reach it', () => {
    const amount = fc.integer({ min: 0, max: 10_000_000 });
    fc.assert(
      fc.property(amount, amount, (income, worth) => {
        const limit = limitOf(income, worth).limitUnits ?? 0n;
        expect(limit).toBeGreaterThanOrEqual(dollars(2_500));
        if (income >= 124_000 && worth >= 124_000) expect(limit).toBeLessThanOrEqual(dollars(124_000));
      }),
    );
  });
});
