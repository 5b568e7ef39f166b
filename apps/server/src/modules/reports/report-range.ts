import { maxReportRangeDays, type ReportRangeQuery } from '@invest/contracts';
import { invalid } from '../../platform/errors';
import { daysOf } from './account-value';

const dayMs = 86_400_000;

/** The first instant of a day (YYYY-MM-DD, UTC). */
export const dayStartAt = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** The day `offset` days after `day`. */
export const dayAfter = (day: string, offset = 1) =>
  new Date(dayStartAt(day).getTime() + offset * dayMs).toISOString().slice(0, 10);

/** Every day from `first` to `last`, both included, oldest first. */
export function daysBetween(first: string, last: string): string[] {
  const count = Math.round((dayStartAt(last).getTime() - dayStartAt(first).getTime()) / dayMs) + 1;
  return Array.from({ length: Math.max(count, 0) }, (_, index) => dayAfter(first, index));
}

/** The days a report covers, both included, and the instants it reads from and before. */
export interface ReportDays {
  from: string;
  to: string;
  start: Date;
  /** The end of `to`, or just after now while `to` is today. */
  end: Date;
}

/**
 * The days of a range query at `now`: a named range ending today (1M when nothing is given), or
 * `from` to `to` as the schema checked them (both or neither, in order), refused (VALIDATION naming
 * the field) when `to` is after today or the span is longer than the longest report.
 */
export function reportDaysOf(query: ReportRangeQuery, now: Date): ReportDays {
  const today = now.toISOString().slice(0, 10);
  let from: string;
  let to: string;
  if (query.from && query.to) {
    if (query.to > today) throw invalid('to', 'Choose a day that is not in the future');
    if (daysBetween(query.from, query.to).length > maxReportRangeDays) {
      throw invalid('from', 'Choose a range of at most five years');
    }
    ({ from, to } = query);
  } else {
    const { days } = daysOf(query.range ?? '1M', now);
    from = days[0] ?? today;
    to = today;
  }
  const afterNow = new Date(now.getTime() + 1);
  const endOfTo = dayStartAt(dayAfter(to));
  return { from, to, start: dayStartAt(from), end: endOfTo < afterNow ? endOfTo : afterNow };
}
