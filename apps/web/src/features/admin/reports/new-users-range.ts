import { daysSpanned, maxNewUsersRangeDays } from '@invest/contracts/admin-reports';
import { type DayRange, isDay } from '../../../shared/format/days';

/** Why the typed days cannot be asked for yet, and the field to say it on. */
export interface DayRangeProblem {
  field: 'from' | 'to';
  reason: 'missing' | 'order' | 'tooLong';
}

/**
 * The new-users report's days once they are whole dates, in order and at most a year apart (the
 * server's own checks), else what is wrong, so the form says it before asking.
 */
export function checkDayRange(range: DayRange): { range: DayRange } | { problem: DayRangeProblem } {
  if (!isDay(range.from)) return { problem: { field: 'from', reason: 'missing' } };
  if (!isDay(range.to)) return { problem: { field: 'to', reason: 'missing' } };
  if (range.from > range.to) return { problem: { field: 'from', reason: 'order' } };
  if (daysSpanned(range.from, range.to) > maxNewUsersRangeDays)
    return { problem: { field: 'from', reason: 'tooLong' } };
  return { range };
}

/** The 30 days ending `today` (YYYY-MM-DD, UTC), the report's first range. */
export function lastThirtyDays(today: string): DayRange {
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
  return { from, to: today };
}
