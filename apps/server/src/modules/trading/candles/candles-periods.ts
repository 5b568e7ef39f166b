import type { ChartPeriod } from '@invest/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { fills } from '../markets/orders.tables';

/**
 * SPEC 9 chart periods as bars of fills, in UTC: minutes, hours and days are fixed lengths from the
 * Unix epoch; a week starts on Monday; months, quarters, half-years, years and five-year spans start
 * on the first of their first month (five-year spans on years divisible by five).
 */
const fixedSeconds: Partial<Record<ChartPeriod, number>> = {
  '30minutes': 1800,
  hour: 3600,
  '4hours': 14_400,
  day: 86_400,
};

const monthSpans: Partial<Record<ChartPeriod, number>> = {
  month: 1,
  '3months': 3,
  '6months': 6,
  year: 12,
  '5years': 60,
};

/** The longest a bar of the period lasts, as a PostgreSQL interval. */
const longest: Record<ChartPeriod, string> = {
  '30minutes': '30 minutes',
  hour: '1 hour',
  '4hours': '4 hours',
  day: '1 day',
  week: '7 days',
  month: '31 days',
  '3months': '92 days',
  '6months': '184 days',
  year: '366 days',
  '5years': '1827 days',
};

/** The start, in Unix seconds, of the bar of `period` that each fill falls in. */
export function barStartOf(period: ChartPeriod): SQL {
  const at = fills.createdAt;
  const seconds = fixedSeconds[period];
  if (seconds !== undefined) {
    return sql`(floor(extract(epoch from ${at}) / ${sql.raw(String(seconds))}) * ${sql.raw(String(seconds))})::bigint`;
  }
  const months = monthSpans[period];
  if (months === undefined) return sql`extract(epoch from date_trunc('week', ${at}, 'UTC'))::bigint`;
  const span = sql.raw(String(months));
  const index = sql`((extract(year from ${at} at time zone 'UTC')::int * 12 + extract(month from ${at} at time zone 'UTC')::int - 1) / ${span} * ${span})`;
  return sql`extract(epoch from make_timestamptz(${index} / 12, ${index} % 12 + 1, 1, 0, 0, 0, 'UTC'))::bigint`;
}

export function longestBarOf(period: ChartPeriod): SQL {
  return sql`interval '${sql.raw(longest[period])}'`;
}
