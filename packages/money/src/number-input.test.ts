import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MoneyParseError } from './money-parse-error';
import { toUnits } from './number-input';
import { maxScale } from './scale';
import { formatUnits, parseUnits } from './units';

function failureReason(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof MoneyParseError) return error.reason;
    throw error;
  }
  throw new Error('expected a MoneyParseError');
}

describe('toUnits', () => {
  it('reads a decimal string exactly like parseUnits', () => {
    expect(toUnits('1250.50', 2)).toBe(125050n);
    expect(failureReason(() => toUnits('1.001', 2))).toBe('too-many-decimals');
    expect(toUnits('-3', 2, { allowNegative: true })).toBe(-300n);
  });

  it('accepts a number as the decimal it prints as', () => {
    expect(toUnits(1250.5, 2)).toBe(125050n);
    expect(toUnits(0.1, 2)).toBe(10n);
    expect(toUnits(0.07, 2)).toBe(7n);
    expect(toUnits(1e-7, 8)).toBe(10n);
    expect(toUnits(1.5e-7, 8)).toBe(15n);
    expect(toUnits(1e21, 2)).toBe(10n ** 23n);
    expect(toUnits(-0, 2)).toBe(0n);
  });

  it('accepts every safe integer, even with 16 digits', () => {
    expect(toUnits(Number.MAX_SAFE_INTEGER, 2)).toBe(BigInt(Number.MAX_SAFE_INTEGER) * 100n);
  });

  it('rejects a float artefact that is not exactly the decimal the sender meant', () => {
    expect(failureReason(() => toUnits(0.1 + 0.2, 18))).toBe('inexact-number');
    expect(failureReason(() => toUnits(0.1 + 0.2, 2))).toBe('inexact-number');
  });

  it('rejects a number with more decimals than the scale', () => {
    expect(failureReason(() => toUnits(0.005, 2))).toBe('too-many-decimals');
    expect(failureReason(() => toUnits(1e-9, 8))).toBe('too-many-decimals');
  });

  it('rejects NaN and infinities', () => {
    expect(failureReason(() => toUnits(Number.NaN, 2))).toBe('not-a-decimal');
    expect(failureReason(() => toUnits(Number.POSITIVE_INFINITY, 2))).toBe('not-a-decimal');
  });

  it('rejects a negative number unless negatives are allowed', () => {
    expect(failureReason(() => toUnits(-1.5, 2))).toBe('negative');
    expect(toUnits(-1.5, 2, { allowNegative: true })).toBe(-150n);
  });

  it('agrees with parseUnits for any decimal of up to 15 significant digits sent as a number', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 15n) + 1n, max: 10n ** 15n - 1n }),
        fc
          .integer({ min: 0, max: maxScale })
          .chain((scale) => fc.tuple(fc.constant(scale), fc.integer({ min: 0, max: scale }))),
        (coefficient, [scale, decimalPlaces]) => {
          const text = formatUnits(coefficient, decimalPlaces);
          expect(toUnits(Number(text), scale, { allowNegative: true })).toBe(
            parseUnits(text, scale, { allowNegative: true }),
          );
        },
      ),
    );
  });
});
