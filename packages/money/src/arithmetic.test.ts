import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mulDivRound, percentOf, type Rounding } from './arithmetic';
import { MoneyParseError } from './money-parse-error';

const abs = (value: bigint): bigint => (value < 0n ? -value : value);

describe('mulDivRound', () => {
  it('returns an exact quotient unchanged in every rounding mode', () => {
    for (const rounding of ['down', 'up', 'half-up', 'half-even'] as const) {
      expect(mulDivRound(6n, 10n, 4n, rounding)).toBe(15n);
    }
  });

  it('rounds toward zero for down and away from zero for up, whatever the signs', () => {
    expect(mulDivRound(7n, 1n, 2n, 'down')).toBe(3n);
    expect(mulDivRound(-7n, 1n, 2n, 'down')).toBe(-3n);
    expect(mulDivRound(7n, 1n, -2n, 'down')).toBe(-3n);
    expect(mulDivRound(7n, 1n, 2n, 'up')).toBe(4n);
    expect(mulDivRound(-7n, 1n, 2n, 'up')).toBe(-4n);
    expect(mulDivRound(-7n, -1n, -2n, 'up')).toBe(-4n);
    expect(mulDivRound(1n, 1n, 1000n, 'up')).toBe(1n);
  });

  it('settles a tie away from zero for half-up', () => {
    expect(mulDivRound(5n, 1n, 2n, 'half-up')).toBe(3n);
    expect(mulDivRound(-5n, 1n, 2n, 'half-up')).toBe(-3n);
    expect(mulDivRound(4n, 1n, 10n, 'half-up')).toBe(0n);
    expect(mulDivRound(6n, 1n, 10n, 'half-up')).toBe(1n);
  });

  it('settles a tie to the even neighbour for half-even', () => {
    expect(mulDivRound(5n, 1n, 2n, 'half-even')).toBe(2n);
    expect(mulDivRound(7n, 1n, 2n, 'half-even')).toBe(4n);
    expect(mulDivRound(-5n, 1n, 2n, 'half-even')).toBe(-2n);
    expect(mulDivRound(-7n, 1n, 2n, 'half-even')).toBe(-4n);
    expect(mulDivRound(26n, 1n, 10n, 'half-even')).toBe(3n);
  });

  it('prices an order exactly: 0.5 BTC at 64,123.45 USD is 32,061.73 USD rounded up', () => {
    const quantitySatoshi = 50_000_000n;
    const priceCents = 6_412_345n;
    expect(mulDivRound(quantitySatoshi, priceCents, 100_000_000n, 'up')).toBe(3_206_173n);
    expect(mulDivRound(quantitySatoshi, priceCents, 100_000_000n, 'down')).toBe(3_206_172n);
  });

  it('throws RangeError when dividing by zero', () => {
    expect(() => mulDivRound(1n, 1n, 0n, 'down')).toThrow(RangeError);
  });
});

describe('percentOf', () => {
  it('takes a fee percentage given as a decimal string', () => {
    expect(percentOf(100_000n, '0.25', 'up')).toBe(250n);
    expect(percentOf(100_000n, '100', 'down')).toBe(100_000n);
    expect(percentOf(100_000n, '0', 'up')).toBe(0n);
    expect(percentOf(12_345n, '1.5', 'down')).toBe(185n);
    expect(percentOf(12_345n, '1.5', 'up')).toBe(186n);
    expect(percentOf(12_345n, '1.5', 'half-even')).toBe(185n);
  });

  it('rounds the fee as asked, so a fee rounded up is never zero on a non-zero charge', () => {
    expect(percentOf(1n, '0.000001', 'up')).toBe(1n);
    expect(percentOf(1n, '0.000001', 'down')).toBe(0n);
  });

  it('refuses a negative or malformed percentage', () => {
    expect(() => percentOf(100n, '-1', 'up')).toThrow(MoneyParseError);
    expect(() => percentOf(100n, '1%', 'up')).toThrow(MoneyParseError);
    expect(() => percentOf(100n, '1e-2', 'up')).toThrow(MoneyParseError);
  });
});

describe('mulDivRound properties', () => {
  const operands = fc.tuple(
    fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
    fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
    fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }).filter((c) => c !== 0n),
  );
  const rounding = fc.constantFrom<Rounding>('down', 'up', 'half-up', 'half-even');

  it('lands within one divisor of the exact product', () => {
    fc.assert(
      fc.property(operands, rounding, ([a, b, c], mode) => {
        expect(abs(mulDivRound(a, b, c, mode) * c - a * b) < abs(c)).toBe(true);
      }),
    );
  });

  it('never rounds away from zero for down, nor toward zero for up', () => {
    fc.assert(
      fc.property(operands, ([a, b, c]) => {
        expect(abs(mulDivRound(a, b, c, 'down') * c) <= abs(a * b)).toBe(true);
        expect(abs(mulDivRound(a, b, c, 'up') * c) >= abs(a * b)).toBe(true);
      }),
    );
  });

  it('lands within half a divisor for half-up and half-even, a tie on the side its rule names', () => {
    fc.assert(
      fc.property(operands, ([a, b, c]) => {
        for (const mode of ['half-up', 'half-even'] as const) {
          const result = mulDivRound(a, b, c, mode);
          const twiceError = 2n * abs(result * c - a * b);
          expect(twiceError <= abs(c)).toBe(true);
          if (twiceError === abs(c) && mode === 'half-up') {
            expect(abs(result * c) > abs(a * b)).toBe(true);
          }
          if (twiceError === abs(c) && mode === 'half-even') expect(result % 2n).toBe(0n);
        }
      }),
    );
  });

  it('keeps the sign of the exact quotient', () => {
    fc.assert(
      fc.property(operands, rounding, ([a, b, c], mode) => {
        const result = mulDivRound(a, b, c, mode);
        const exactSign = a * b === 0n ? 0 : a * b < 0n !== c < 0n ? -1 : 1;
        expect(result === 0n || (result < 0n ? -1 : 1) === exactSign).toBe(true);
      }),
    );
  });
});
