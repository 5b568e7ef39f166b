import { MoneyParseError } from './money-parse-error';
import { assertScale } from './scale';

export interface ParseOptions {
  /** Accept a leading '-'. Off by default: user-entered amounts are never negative. */
  allowNegative?: boolean;
}

/** Digits only, an optional fraction after '.', an optional leading '-'. No '+', exponent or spaces. */
const decimalPattern = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * Reads a decimal string as base units of an asset with `scale` decimal places.
 * Trailing fractional zeros beyond the scale are accepted ("1.500" is 150 cents); any other
 * digit beyond the scale is refused rather than rounded.
 */
export function parseUnits(text: string, scale: number, options: ParseOptions = {}): bigint {
  assertScale(scale);
  const match = decimalPattern.exec(text);
  if (match === null) {
    throw new MoneyParseError(
      'not-a-decimal',
      text,
      'Not a plain decimal number: use digits with an optional "." and fraction, such as 1250.50',
    );
  }
  const [, sign = '', integer = '', fraction = ''] = match;
  if (sign === '-' && options.allowNegative !== true) {
    throw new MoneyParseError('negative', text, 'A negative amount is not allowed');
  }
  const significantFraction = fraction.replace(/0+$/, '');
  if (significantFraction.length > scale) {
    throw new MoneyParseError('too-many-decimals', text, `More decimal places than the asset allows (${scale})`);
  }
  const magnitude = BigInt(integer + significantFraction.padEnd(scale, '0'));
  return sign === '-' ? -magnitude : magnitude;
}

/** Base units as a decimal string split at the point, the fraction padded to `scale` digits. */
export function splitUnits(units: bigint, scale: number): { negative: boolean; integer: string; fraction: string } {
  assertScale(scale);
  const digits = (units < 0n ? -units : units).toString().padStart(scale + 1, '0');
  const pointAt = digits.length - scale;
  return { negative: units < 0n, integer: digits.slice(0, pointAt), fraction: digits.slice(pointAt) };
}

/**
 * Base units as the canonical decimal string used on the wire: no trailing fractional zeros,
 * no point for whole amounts, "0" for zero, a leading '-' for negatives ("-1250.5").
 */
export function formatUnits(units: bigint, scale: number): string {
  const { negative, integer, fraction } = splitUnits(units, scale);
  const significantFraction = fraction.replace(/0+$/, '');
  const unsigned = significantFraction === '' ? integer : `${integer}.${significantFraction}`;
  return negative ? `-${unsigned}` : unsigned;
}
