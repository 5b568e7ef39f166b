import { type ChartPeriod, candleStartOf, chartPeriods } from '@invest/contracts/realtime';

/** Roughly how long a candle of each SPEC 9 period lasts, in minutes, to list them shortest first. */
const periodMinutes: Record<ChartPeriod, number> = {
  '30minutes': 30,
  hour: 60,
  '4hours': 240,
  day: 1440,
  week: 10_080,
  month: 43_200,
  '3months': 129_600,
  '6months': 259_200,
  year: 525_600,
  '5years': 2_628_000,
};

export const isIntradayPeriod = (period: ChartPeriod) => periodMinutes[period] < periodMinutes.day;

/**
 * The time axis label of a candle of a month or longer: its month and year ("Nov 2026"), or its year
 * alone from a year up. A candle's time is the start of its period in UTC, and so is its label. Null
 * for shorter candles, which the chart's own hour and day labels fit.
 */
export function candleAxisLabel(period: ChartPeriod, time: number, locale?: string): string | null {
  const minutes = periodMinutes[period];
  if (minutes < periodMinutes.month) return null;
  const parts: Intl.DateTimeFormatOptions =
    minutes < periodMinutes.year ? { month: 'short', year: 'numeric' } : { year: 'numeric' };
  return new Date(time * 1000).toLocaleDateString(locale, { ...parts, timeZone: 'UTC' });
}

export const periodsShortestFirst: ChartPeriod[] = [...chartPeriods].sort(
  (a, b) => periodMinutes[a] - periodMinutes[b],
);

/** The fewest candles that show a market's history as a shape rather than a few bars. */
export const usefulCandleCount = 20;

/**
 * The longest period, from `sampled` up, whose candles number at least `usefulCandleCount`, counted
 * from candles of the `sampled` period (each lies within one candle of every longer period); null
 * when even `sampled` has fewer. Longer candles show more of the history in the same space, so the
 * longest one that still gives a readable shape is the one to open on.
 */
export function periodShowingHistory(candleTimes: readonly number[], sampled: ChartPeriod): ChartPeriod | null {
  const candidates = periodsShortestFirst.slice(periodsShortestFirst.indexOf(sampled)).reverse();
  return (
    candidates.find(
      (period) => new Set(candleTimes.map((time) => candleStartOf(period, time))).size >= usefulCandleCount,
    ) ?? null
  );
}
