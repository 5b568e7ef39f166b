import { type ChartPeriod, candleSpans } from '@invest/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { fills } from '../markets/orders.tables';

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

/**
 * The start, in Unix seconds, of the bar of `period` that each fill falls in: SPEC 9 chart periods
 * cut as `candleSpans` says (minutes, hours and days from the epoch, weeks from Monday, months and
 * longer from the first of their first month), in UTC.
 */
export function barStartOf(period: ChartPeriod): SQL {
  const at = fills.createdAt;
  const span = candleSpans[period];
  if (span === 'week') return sql`extract(epoch from date_trunc('week', ${at}, 'UTC'))::bigint`;
  if ('seconds' in span) {
    const seconds = sql.raw(String(span.seconds));
    return sql`(floor(extract(epoch from ${at}) / ${seconds}) * ${seconds})::bigint`;
  }
  const months = sql.raw(String(span.months));
  const index = sql`((extract(year from ${at} at time zone 'UTC')::int * 12 + extract(month from ${at} at time zone 'UTC')::int - 1) / ${months} * ${months})`;
  return sql`extract(epoch from make_timestamptz(${index} / 12, ${index} % 12 + 1, 1, 0, 0, 0, 'UTC'))::bigint`;
}

export function longestBarOf(period: ChartPeriod): SQL {
  return sql`interval '${sql.raw(longest[period])}'`;
}
