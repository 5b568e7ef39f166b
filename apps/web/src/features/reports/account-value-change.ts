import type { AccountValuePoint } from '@invest/contracts';
import { formatUnits, parseUnits } from '@invest/money';

const cents = 2;

/** A signed decimal of US dollars in cents ("-12.5" → -1250n). */
function centsOf(value: string): bigint {
  return value.startsWith('-') ? -parseUnits(value.slice(1), cents) : parseUnits(value, cents);
}

/** How the account's value moved over the points shown. */
export interface ValueChange {
  direction: 'up' | 'down' | 'flat';
  /** The absolute change in US dollars. */
  amount: string;
  /** The absolute change in percent of the first value, 2 decimals; null when the range began at zero. */
  percent: string | null;
}

/** The change from the first point to the last, or null with fewer than two points. */
export function valueChangeOf(points: readonly AccountValuePoint[]): ValueChange | null {
  const first = points.at(0);
  const last = points.at(-1);
  if (!first || !last || points.length < 2) return null;
  const start = centsOf(first.value);
  const difference = centsOf(last.value) - start;
  const size = difference < 0n ? -difference : difference;
  const direction = difference > 0n ? 'up' : difference < 0n ? 'down' : 'flat';
  // Percent with 2 decimals, rounded half up: size / start * 100, in hundredths.
  const percent = start > 0n ? formatUnits((size * 10_000n * 2n + start) / (2n * start), 2) : null;
  return { direction, amount: formatUnits(size, cents), percent };
}
