import { MoneyParseError } from './money-parse-error';
import { type ParseOptions, parseUnits } from './units';

/**
 * Any decimal of up to 15 significant digits survives the trip through a double unchanged, so a
 * number printed with at most 15 is certainly the decimal its sender meant (IEEE 754 DBL_DIG).
 */
const exactSignificantDigits = 15;

/** The decimal JavaScript prints for a finite number (its shortest round-trip form), without exponent. */
function decimalTextOf(value: number): string {
  const text = String(value);
  const match = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (match === null) return text;
  const [, sign = '', lead = '', rest = '', exponent = '0'] = match;
  const digits = lead + rest;
  const pointAt = 1 + Number(exponent);
  if (pointAt <= 0) return `${sign}0.${'0'.repeat(-pointAt)}${digits}`;
  if (pointAt >= digits.length) return `${sign}${digits}${'0'.repeat(pointAt - digits.length)}`;
  return `${sign}${digits.slice(0, pointAt)}.${digits.slice(pointAt)}`;
}

function significantDigitCount(decimalText: string): number {
  return decimalText.replace(/[-.]/g, '').replace(/^0+/, '').replace(/0+$/, '').length;
}

/**
 * Reads an amount given as a decimal string or as a JSON number (API.md: "numbers are accepted on
 * input when they are exactly representable"). A number is taken as the decimal JavaScript prints
 * for it; it is accepted when it is a safe integer or that decimal has at most 15 significant
 * digits, and, like a string, when it fits the scale. So 0.1 is 10 cents, while
 * 0.30000000000000004 (the float sum 0.1 + 0.2) is refused.
 */
export function toUnits(value: string | number, scale: number, options: ParseOptions = {}): bigint {
  if (typeof value === 'string') return parseUnits(value, scale, options);
  if (!Number.isFinite(value)) {
    throw new MoneyParseError('not-a-decimal', String(value), 'Not a finite number');
  }
  const text = decimalTextOf(value);
  if (!Number.isSafeInteger(value) && significantDigitCount(text) > exactSignificantDigits) {
    throw new MoneyParseError(
      'inexact-number',
      text,
      `The number ${text} cannot be taken exactly: send the amount as a decimal string`,
    );
  }
  return parseUnits(text, scale, options);
}
