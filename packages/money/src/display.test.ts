import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AmountKind, displayDecimalsOf, formatAmount } from './display';
import { maxScale } from './scale';
import { parseUnits } from './units';

const fixedKinds = ['usd', 'digital', 'private'] as const;
const exchangeKinds = ['exchange', 'ipo'] as const;

function decimalsShown(text: string): number {
  return text.length - text.indexOf('.') - 1;
}

describe('formatAmount for USD, digital assets and private offerings', () => {
  it('shows two decimals with thousand separators', () => {
    for (const kind of fixedKinds) {
      expect(formatAmount(123_450n, 2, kind)).toBe('1,234.50');
    }
    expect(formatAmount(123_456_789n, 2, 'usd')).toBe('1,234,567.89');
    expect(formatAmount(100_000n, 2, 'usd')).toBe('1,000.00');
    expect(formatAmount(99_999n, 2, 'usd')).toBe('999.99');
    expect(formatAmount(0n, 2, 'usd')).toBe('0.00');
    expect(formatAmount(7n, 2, 'usd')).toBe('0.07');
  });

  it('pads an asset with fewer than two decimals', () => {
    expect(formatAmount(5n, 0, 'private')).toBe('5.00');
    expect(formatAmount(12_345n, 1, 'usd')).toBe('1,234.50');
  });

  it('rounds a finer amount half away from zero, not half to even', () => {
    expect(formatAmount(12_500_000n, 8, 'digital')).toBe('0.13');
    expect(formatAmount(13_500_000n, 8, 'digital')).toBe('0.14');
    expect(formatAmount(12_499_999n, 8, 'digital')).toBe('0.12');
    expect(formatAmount(-12_500_000n, 8, 'digital')).toBe('-0.13');
    expect(formatAmount(99_999_500n, 5, 'usd')).toBe('1,000.00');
  });

  it('keeps a leading minus on a negative amount but not on one that rounds to zero', () => {
    expect(formatAmount(-123_450n, 2, 'usd')).toBe('-1,234.50');
    expect(formatAmount(-4_000n, 6, 'usd')).toBe('0.00');
  });
});

describe('formatAmount for exchange and IPO', () => {
  it('shows at least four decimals and drops trailing zeros beyond them', () => {
    for (const kind of exchangeKinds) {
      expect(formatAmount(1_235n, 4, kind)).toBe('0.1235');
      expect(formatAmount(12_345_678n, 4, kind)).toBe('1,234.5678');
      expect(formatAmount(12_123_456_789n, 9, kind)).toBe('12.123456789');
    }
    expect(formatAmount(150n, 2, 'exchange')).toBe('1.5000');
    expect(formatAmount(150_000_000n, 8, 'exchange')).toBe('1.5000');
    expect(formatAmount(123_456_000n, 8, 'ipo')).toBe('1.23456');
    expect(formatAmount(0n, 18, 'exchange')).toBe('0.0000');
    expect(formatAmount(7n, 0, 'ipo')).toBe('7.0000');
  });

  it('shows the exact amount up to eighteen decimals', () => {
    expect(formatAmount(1n, 18, 'exchange')).toBe('0.000000000000000001');
    expect(formatAmount(1_234_567_890_123_456_789_012n, 18, 'exchange')).toBe('1,234.567890123456789012');
  });

  it('keeps a leading minus on a negative amount', () => {
    expect(formatAmount(-12_345_678n, 4, 'exchange')).toBe('-1,234.5678');
  });
});

describe('formatAmount properties', () => {
  const amount = fc.tuple(fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }), fc.integer({ min: 0, max: maxScale }));
  const kind = fc.constantFrom<AmountKind>(...fixedKinds, ...exchangeKinds);

  it('groups the integer part by thousands and uses "." as the only decimal mark', () => {
    fc.assert(
      fc.property(amount, kind, ([units, scale], shownKind) => {
        expect(formatAmount(units, scale, shownKind)).toMatch(/^-?\d{1,3}(,\d{3})*\.\d+$/);
      }),
    );
  });

  it('shows exactly two decimals for USD, digital and private, within half a cent', () => {
    fc.assert(
      fc.property(amount, fc.constantFrom(...fixedKinds), ([units, scale], shownKind) => {
        const text = formatAmount(units, scale, shownKind);
        expect(decimalsShown(text)).toBe(2);
        const shownAtScale = parseUnits(text.replaceAll(',', ''), maxScale, { allowNegative: true });
        const exactAtScale = units * 10n ** BigInt(maxScale - scale);
        const error = shownAtScale - exactAtScale;
        expect(2n * (error < 0n ? -error : error) <= 10n ** BigInt(maxScale - 2)).toBe(true);
      }),
    );
  });

  it('shows exchange and IPO amounts exactly with 4 to 18 decimals', () => {
    fc.assert(
      fc.property(amount, fc.constantFrom(...exchangeKinds), ([units, scale], shownKind) => {
        const text = formatAmount(units, scale, shownKind);
        expect(decimalsShown(text)).toBeGreaterThanOrEqual(4);
        expect(decimalsShown(text)).toBeLessThanOrEqual(18);
        expect(parseUnits(text.replaceAll(',', ''), scale, { allowNegative: true })).toBe(units);
      }),
    );
  });
});

describe('displayDecimalsOf', () => {
  it('shows USD, digital and private amounts with 2 decimals and exchange and IPO amounts with at least 4', () => {
    expect((['usd', 'digital', 'private'] as AmountKind[]).map(displayDecimalsOf)).toEqual([2, 2, 2]);
    expect((['exchange', 'ipo'] as AmountKind[]).map(displayDecimalsOf)).toEqual([4, 4]);
  });
});
