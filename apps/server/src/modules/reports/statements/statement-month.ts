import { invalid } from '../../../platform/errors';

/** The instants a month of a statement spans, in UTC. */
export interface StatementMonth {
  /** YYYY-MM. */
  month: string;
  /** The first instant of the month: opening balances are as of it. */
  from: Date;
  /** The first instant of the next month. */
  end: Date;
  /**
   * What the statement reads up to, not including: the month's end, or now while the month runs.
   * Fixed before the first read, so what the ledger writes while the file streams is not in it.
   */
  cutOff: Date;
}

const monthStart = (year: number, monthIndex: number) => new Date(Date.UTC(year, monthIndex, 1));

/**
 * The month `month` (YYYY-MM, as the query schema has checked) of a statement asked for at `now` by
 * an investor whose account was created at `accountCreatedAt`; refused (VALIDATION on `month`) when
 * it has not begun yet or ended before the account existed.
 */
export function statementMonthOf(month: string, times: { now: Date; accountCreatedAt: Date }): StatementMonth {
  const year = Number(month.slice(0, 4));
  const monthIndex = Number(month.slice(5, 7)) - 1;
  const from = monthStart(year, monthIndex);
  const end = monthStart(year, monthIndex + 1);
  if (from.getTime() > times.now.getTime()) throw invalid('month', 'This month has not begun yet');
  if (end.getTime() <= times.accountCreatedAt.getTime()) {
    throw invalid('month', 'Your account did not exist yet in this month');
  }
  const afterNow = new Date(times.now.getTime() + 1);
  return { month, from, end, cutOff: end < afterNow ? end : afterNow };
}
