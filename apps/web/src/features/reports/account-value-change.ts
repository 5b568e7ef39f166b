import type { AccountValuePoint } from '@invest/contracts';
import { formatUnits, parseUnits } from '@invest/money';

const cents = 2;

/** A signed decimal of US dollars in cents ("-12.5" → -1250n). */
function centsOf(value: string): bigint {
  return value.startsWith('-') ? -parseUnits(value.slice(1), cents) : parseUnits(value, cents);
}

/** How the account's value moved over the points shown, money deposited or withdrawn left out. */
export interface ValueChange {
  direction: 'up' | 'down' | 'flat';
  /** The absolute change in US dollars. */
  amount: string;
  /**
   * The absolute change in percent of what it was made on (the first value and what was deposited
   * since), 2 decimals; null when that is zero.
   */
  percent: string | null;
}

/**
 * The change from the first point to the last less the net deposits made in between (a deposit is
 * not a gain, a withdrawal not a loss), or null with fewer than two points.
 */
export function valueChangeOf(points: readonly AccountValuePoint[]): ValueChange | null {
  const first = points.at(0);
  const last = points.at(-1);
  if (!first || !last || points.length < 2) return null;
  const start = centsOf(first.value);
  const deposited = centsOf(last.net_deposits) - centsOf(first.net_deposits);
  const difference = centsOf(last.value) - start - deposited;
  const base = start + (deposited > 0n ? deposited : 0n);
  const size = difference < 0n ? -difference : difference;
  const direction = difference > 0n ? 'up' : difference < 0n ? 'down' : 'flat';
  // Percent with 2 decimals, rounded half up: size / base * 100, in hundredths.
  const percent = base > 0n ? formatUnits((size * 10_000n * 2n + base) / (2n * base), 2) : null;
  return { direction, amount: formatUnits(size, cents), percent };
}
