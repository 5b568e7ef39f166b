import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MoneyParseError } from './money-parse-error';
import { maxScale } from './scale';
import { formatUnits, parseUnits } from './units';

function parseFailure(run: () => unknown): MoneyParseError {
  try {
    run();
  } catch (error) {
    if (error instanceof MoneyParseError) return error;
    throw error;
  }
  throw new Error('expected a MoneyParseError');
}

const scaleArbitrary = fc.integer({ min: 0, max: maxScale });

/** A canonical decimal string of at most `scale` decimals: no leading or trailing zeros, no "-0". */
function canonicalDecimal(scale: number): fc.Arbitrary<string> {
  return fc
    .record({
      negative: fc.boolean(),
      integer: fc.bigInt({ min: 0n, max: 10n ** 30n }),
      fraction: fc.array(fc.integer({ min: 0, max: 9 }), { maxLength: scale }),
    })
    .map(({ negative, integer, fraction }) => {
      const digits = fraction.join('').replace(/0+$/, '');
      const unsigned = digits === '' ? integer.toString() : `${integer}.${digits}`;
      return negative && unsigned !== '0' ? `-${unsigned}` : unsigned;
    });
}

describe('parseUnits', () => {
  it('reads a decimal string as base units of the scale', () => {
    expect(parseUnits('1250.50', 2)).toBe(125050n);
    expect(parseUnits('1250.5', 2)).toBe(125050n);
    expect(parseUnits('1250', 2)).toBe(125000n);
    expect(parseUnits('0.00000001', 8)).toBe(1n);
    expect(parseUnits('1', 18)).toBe(10n ** 18n);
    expect(parseUnits('42', 0)).toBe(42n);
  });

  it('keeps integers beyond the range of a double exact', () => {
    expect(parseUnits('123456789012345678901234567890.123456789012345678', 18)).toBe(
      123456789012345678901234567890123456789012345678n,
    );
  });

  it('accepts leading zeros and trailing fractional zeros beyond the scale, which change nothing', () => {
    expect(parseUnits('007.5', 2)).toBe(750n);
    expect(parseUnits('1.5000', 2)).toBe(150n);
    expect(parseUnits('3.000', 0)).toBe(3n);
  });

  it('rejects more fraction digits than the asset scale', () => {
    const error = parseFailure(() => parseUnits('1.001', 2));
    expect(error.reason).toBe('too-many-decimals');
    expect(error.message).toBe('More decimal places than the asset allows (2)');
    expect(error.input).toBe('1.001');
    expect(parseFailure(() => parseUnits('0.5', 0)).reason).toBe('too-many-decimals');
  });

  it.each(['', ' 1', '1 ', '1,000', '1e5', '1E-2', '+1', '.5', '5.', '1.2.3', '0x10', 'NaN', 'Infinity', '--1', '١٢'])(
    'rejects %j as not a plain decimal',
    (text) => {
      const error = parseFailure(() => parseUnits(text, 2));
      expect(error.reason).toBe('not-a-decimal');
      expect(error.name).toBe('MoneyParseError');
      expect(error).toBeInstanceOf(Error);
    },
  );

  it('rejects a minus sign unless negatives are allowed', () => {
    expect(parseFailure(() => parseUnits('-1.50', 2)).reason).toBe('negative');
    expect(parseFailure(() => parseUnits('-0', 2)).reason).toBe('negative');
    expect(parseUnits('-1.50', 2, { allowNegative: true })).toBe(-150n);
    expect(parseUnits('-0', 2, { allowNegative: true })).toBe(0n);
  });

  it('throws RangeError for a scale outside 0 to 18, a programming error', () => {
    expect(() => parseUnits('1', -1)).toThrow(RangeError);
    expect(() => parseUnits('1', 19)).toThrow(RangeError);
    expect(() => parseUnits('1', 1.5)).toThrow(RangeError);
  });
});

describe('formatUnits', () => {
  it('writes the canonical decimal string without trailing fractional zeros', () => {
    expect(formatUnits(125050n, 2)).toBe('1250.5');
    expect(formatUnits(125000n, 2)).toBe('1250');
    expect(formatUnits(1n, 8)).toBe('0.00000001');
    expect(formatUnits(10n ** 18n, 18)).toBe('1');
    expect(formatUnits(42n, 0)).toBe('42');
  });

  it('writes zero as "0" and negatives with a leading minus', () => {
    expect(formatUnits(0n, 6)).toBe('0');
    expect(formatUnits(-5n, 2)).toBe('-0.05');
    expect(formatUnits(-125050n, 2)).toBe('-1250.5');
  });
});

describe('parseUnits and formatUnits properties', () => {
  it('round-trips every canonical decimal string through base units', () => {
    fc.assert(
      fc.property(
        scaleArbitrary.chain((scale) => fc.tuple(fc.constant(scale), canonicalDecimal(scale))),
        ([scale, text]) => {
          expect(formatUnits(parseUnits(text, scale, { allowNegative: true }), scale)).toBe(text);
        },
      ),
    );
  });

  it('round-trips every amount of base units through its decimal string', () => {
    fc.assert(
      fc.property(fc.bigInt(), scaleArbitrary, (units, scale) => {
        expect(parseUnits(formatUnits(units, scale), scale, { allowNegative: true })).toBe(units);
      }),
    );
  });
});
