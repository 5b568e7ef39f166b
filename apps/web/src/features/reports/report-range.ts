import type { AccountValueRange } from '@invest/contracts/account-value-ranges';
import { isDay } from '../../shared/format/days';

/** What the range picker holds: a named range ending today, or two days typed in. */
export interface RangeChoice {
  range: AccountValueRange | 'custom';
  from: string;
  to: string;
}

/** The range the reports are asked for: a named range, or two days, as GET reports/range-insights takes them. */
export type RangeQuery = { range: AccountValueRange } | { from: string; to: string };

/** Why custom days cannot be asked for yet, and the field to say it on. */
export interface RangeProblem {
  field: 'from' | 'to';
  reason: 'missing' | 'order' | 'future';
}

/**
 * The query of a choice on `today` (YYYY-MM-DD, UTC): a named range as it is; custom days once both
 * are whole dates, `from` not after `to`, and `to` not after today, the server's own checks, so the
 * picker says what is wrong before asking.
 */
export function rangeQueryOf(choice: RangeChoice, today: string): { query: RangeQuery } | { problem: RangeProblem } {
  if (choice.range !== 'custom') return { query: { range: choice.range } };
  if (!isDay(choice.from)) return { problem: { field: 'from', reason: 'missing' } };
  if (!isDay(choice.to)) return { problem: { field: 'to', reason: 'missing' } };
  if (choice.to > today) return { problem: { field: 'to', reason: 'future' } };
  if (choice.from > choice.to) return { problem: { field: 'from', reason: 'order' } };
  return { query: { from: choice.from, to: choice.to } };
}

/** Today as the server counts days: in UTC. */
export const utcToday = (now = new Date()) => now.toISOString().slice(0, 10);
