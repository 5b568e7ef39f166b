import { describe, expect, it } from 'vitest';
import { candleAxisLabel, periodShowingHistory } from './chart-periods';

const utcSeconds = (iso: string) => Date.parse(iso) / 1000;

describe('candleAxisLabel', () => {
  it('names a candle of a month, a quarter or half a year by its month and year', () => {
    expect(candleAxisLabel('month', utcSeconds('2026-11-01T00:00:00Z'), 'en-US')).toBe('Nov 2026');
    expect(candleAxisLabel('3months', utcSeconds('2026-10-01T00:00:00Z'), 'en-US')).toBe('Oct 2026');
    expect(candleAxisLabel('6months', utcSeconds('2026-07-01T00:00:00Z'), 'de-DE')).toBe('Juli 2026');
  });

  it('names a candle of a year or five by its year alone', () => {
    expect(candleAxisLabel('year', utcSeconds('2026-01-01T00:00:00Z'), 'en-US')).toBe('2026');
    expect(candleAxisLabel('5years', utcSeconds('2025-01-01T00:00:00Z'), 'en-US')).toBe('2025');
  });

  it('leaves candles shorter than a month to the chart’s own hour and day labels', () => {
    for (const period of ['30minutes', 'hour', '4hours', 'day', 'week'] as const) {
      expect(candleAxisLabel(period, utcSeconds('2026-11-01T00:00:00Z'), 'en-US')).toBeNull();
    }
  });
});

/** Candle start times from `first`, one every `stepSeconds`, `count` of them. */
const every = (first: string, stepSeconds: number, count: number) =>
  Array.from({ length: count }, (_, index) => utcSeconds(first) + index * stepSeconds);

describe('periodShowingHistory', () => {
  it('opens a market that traded for a day and a half on hourly candles: 36 of them, where 4 hours gives 9', () => {
    expect(periodShowingHistory(every('2026-11-04T00:00:00Z', 1800, 72), '30minutes')).toBe('hour');
  });

  it('opens a market that traded every day for two years on monthly candles', () => {
    expect(periodShowingHistory(every('2024-11-01T00:00:00Z', 86_400, 730), 'day')).toBe('month');
  });

  it('opens a market that traded every half hour for a week on 4-hour candles', () => {
    expect(periodShowingHistory(every('2026-11-02T00:00:00Z', 1800, 7 * 48), '30minutes')).toBe('4hours');
  });

  it('finds no period while the market has fewer than 20 candles of the sampled one', () => {
    expect(periodShowingHistory(every('2026-11-04T00:00:00Z', 1800, 19), '30minutes')).toBeNull();
    expect(periodShowingHistory([], 'day')).toBeNull();
  });
});
