import { mulDivRound } from '@invest/money';
import type { ValuePoint } from '../account-value';

/** The fixed point the chained growth factor is kept in: 18 decimals, far below a cent of any account. */
const one = 10n ** 18n;

/**
 * The time-weighted return over `points` (one a day, oldest first), from the value and net deposits
 * at the end of the day before them (`opening`), in hundredths of a percent, rounded half up; null
 * when there was never money to make a return on.
 *
 * Each day is a sub-period whose return is its closing value less the day's deposits net of
 * withdrawals, over the day's opening value: money that came in or went out during a day earns that
 * day nothing, so deposits and withdrawals are never gains, and the size of a deposit changes nothing
 * but what the money deposited earns afterwards. A day that opens with nothing measures its return on
 * what came in that day instead, so the first day's gain is counted. The days' returns are chained.
 */
export function timeWeightedReturn(opening: Omit<ValuePoint, 'date'>, points: readonly ValuePoint[]): bigint | null {
  let growth = one;
  let isMeasured = false;
  let previous = opening;
  for (const point of points) {
    const flow = point.netDepositUnits - previous.netDepositUnits;
    const base = previous.valueUnits > 0n ? previous.valueUnits : flow;
    const end = previous.valueUnits > 0n ? point.valueUnits - flow : point.valueUnits;
    if (base > 0n && end >= 0n) {
      growth = mulDivRound(growth, end, base, 'half-up');
      isMeasured = true;
    }
    previous = point;
  }
  return isMeasured ? mulDivRound(growth - one, 10_000n, one, 'half-up') : null;
}
