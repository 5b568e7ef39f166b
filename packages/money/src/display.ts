import { mulDivRound } from './arithmetic';
import { assertScale, powerOfTen } from './scale';
import { splitUnits } from './units';

/** The market an amount is shown for (SPEC 5 "Amount display"). */
export type AmountKind = 'usd' | 'digital' | 'private' | 'exchange' | 'ipo';

const fixedDecimals = 2;
const minimumExchangeDecimals = 4;

/** The decimals an amount of this kind shows: exactly 2, or at least 4 for exchange and IPO amounts (SPEC 5). */
export function displayDecimalsOf(kind: AmountKind): number {
  return kind === 'exchange' || kind === 'ipo' ? minimumExchangeDecimals : fixedDecimals;
}

function groupThousands(integer: string): string {
  const head = integer.length % 3 || 3;
  let grouped = integer.slice(0, head);
  for (let start = head; start < integer.length; start += 3) grouped += `,${integer.slice(start, start + 3)}`;
  return grouped;
}

function toFixedDecimalUnits(units: bigint, scale: number): bigint {
  return scale <= fixedDecimals
    ? units * powerOfTen(fixedDecimals - scale)
    : mulDivRound(units, 1n, powerOfTen(scale - fixedDecimals), 'half-up');
}

function compose(parts: { negative: boolean; integer: string }, decimals: string): string {
  return `${parts.negative ? '-' : ''}${groupThousands(parts.integer)}.${decimals}`;
}

/**
 * An amount as people read it (SPEC 5). The integer part is grouped by ',' and the decimal mark is
 * '.', whatever the machine's locale; a negative amount has a leading '-'.
 * - 'usd', 'digital', 'private': exactly 2 decimals. A finer amount is rounded half away from zero,
 *   as bank statements and Intl.NumberFormat do (0.125 shows as 0.13, -0.125 as -0.13), and an
 *   amount that rounds to zero shows as 0.00, without a sign.
 * - 'exchange', 'ipo': the exact amount with at least 4 decimals, trailing zeros beyond the fourth
 *   dropped; never more than 18, the largest scale.
 */
export function formatAmount(units: bigint, scale: number, kind: AmountKind): string {
  assertScale(scale);
  if (kind === 'exchange' || kind === 'ipo') {
    const parts = splitUnits(units, scale);
    return compose(parts, parts.fraction.replace(/0+$/, '').padEnd(minimumExchangeDecimals, '0'));
  }
  const parts = splitUnits(toFixedDecimalUnits(units, scale), fixedDecimals);
  return compose(parts, parts.fraction);
}
