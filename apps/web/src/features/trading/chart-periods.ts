import { type ChartPeriod, chartPeriods } from '@invest/contracts/realtime';

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

export const periodsShortestFirst: ChartPeriod[] = [...chartPeriods].sort(
  (a, b) => periodMinutes[a] - periodMinutes[b],
);
