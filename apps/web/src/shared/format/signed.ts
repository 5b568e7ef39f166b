import { formatUnits, maxScale, mulDivRound, parseUnits } from '@invest/money';
import type { Direction } from '../ui/direction-icon';

/** Which way a signed decimal went: "1.5" up, "-0.25" down, "0" flat. */
export function directionOf(signed: string): Direction {
  if (!/[1-9]/.test(signed)) return 'flat';
  return signed.startsWith('-') ? 'down' : 'up';
}

/** A signed percent with a true minus sign and a plus for gains: "-0.25" → "−0.25 %". */
export function formatSignedPercent(signed: string): string {
  const direction = directionOf(signed);
  const size = signed.replace(/^[-+]/, '');
  return `${direction === 'up' ? '+' : direction === 'down' ? '−' : ''}${size} %`;
}

/** The change from the first close of the bars to the last, in percent with 2 decimals, rounded half up. */
export function changeOf(first: string | undefined, last: string | undefined): string | null {
  if (!first || !last) return null;
  const from = parseUnits(first, maxScale);
  if (from <= 0n) return null;
  return formatUnits(mulDivRound((parseUnits(last, maxScale) - from) * 10_000n, 1n, from, 'half-up'), 2);
}
