import { maxScale, powerOfTen } from './scale';
import { parseUnits } from './units';

/**
 * How a quotient that falls between two base units is settled (the names of Java's RoundingMode):
 * - 'down': toward zero (truncate);
 * - 'up': away from zero (a fee rounded 'up' never under-charges);
 * - 'half-up': to the nearest, a tie away from zero (how amounts are displayed);
 * - 'half-even': to the nearest, a tie to the even neighbour (banker's rounding, no drift in sums).
 */
export type Rounding = 'down' | 'up' | 'half-up' | 'half-even';

function abs(value: bigint): bigint {
  return value < 0n ? -value : value;
}

/** a * b / c in exact integer arithmetic, rounded as asked. Throws RangeError when c is 0n. */
export function mulDivRound(a: bigint, b: bigint, c: bigint, rounding: Rounding): bigint {
  const product = a * b;
  const quotient = product / c;
  const remainder = product % c;
  if (remainder === 0n) return quotient;
  const awayFromZero = product < 0n !== c < 0n ? quotient - 1n : quotient + 1n;
  switch (rounding) {
    case 'down':
      return quotient;
    case 'up':
      return awayFromZero;
    case 'half-up':
    case 'half-even': {
      const twiceRemainder = 2n * abs(remainder);
      const divisor = abs(c);
      if (twiceRemainder < divisor) return quotient;
      if (twiceRemainder > divisor) return awayFromZero;
      return rounding === 'half-up' || quotient % 2n !== 0n ? awayFromZero : quotient;
    }
  }
}

/**
 * `percentText` percent of an amount, in the amount's base units: the fee of SPEC 9 ("fee
 * percentage per order"). The percentage is a non-negative decimal string of at most 18 decimal
 * places, such as "0.25" for a quarter of one percent.
 */
export function percentOf(units: bigint, percentText: string, rounding: Rounding): bigint {
  const percent = parseUnits(percentText, maxScale);
  return mulDivRound(units, percent, 100n * powerOfTen(maxScale), rounding);
}
