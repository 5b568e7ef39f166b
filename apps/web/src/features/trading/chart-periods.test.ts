import { describe, expect, it } from 'vitest';
import { candleAxisLabel } from './chart-periods';

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
