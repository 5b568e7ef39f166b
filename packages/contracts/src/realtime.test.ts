import { describe, expect, it } from 'vitest';
import { candleStartOf } from './realtime';

const utcSeconds = (iso: string) => Date.parse(iso) / 1000;

describe('candleStartOf', () => {
  it('cuts candles as the trading host does: from the epoch, from Monday, from the first of the month', () => {
    const wednesday = utcSeconds('2026-11-04T13:47:00Z');
    expect(candleStartOf('30minutes', wednesday)).toBe(utcSeconds('2026-11-04T13:30:00Z'));
    expect(candleStartOf('4hours', wednesday)).toBe(utcSeconds('2026-11-04T12:00:00Z'));
    expect(candleStartOf('day', wednesday)).toBe(utcSeconds('2026-11-04T00:00:00Z'));
    expect(candleStartOf('week', wednesday)).toBe(utcSeconds('2026-11-02T00:00:00Z'));
    expect(candleStartOf('week', utcSeconds('2026-11-08T23:00:00Z'))).toBe(utcSeconds('2026-11-02T00:00:00Z'));
    expect(candleStartOf('month', wednesday)).toBe(utcSeconds('2026-11-01T00:00:00Z'));
    expect(candleStartOf('3months', wednesday)).toBe(utcSeconds('2026-10-01T00:00:00Z'));
    expect(candleStartOf('6months', wednesday)).toBe(utcSeconds('2026-07-01T00:00:00Z'));
    expect(candleStartOf('year', wednesday)).toBe(utcSeconds('2026-01-01T00:00:00Z'));
    expect(candleStartOf('5years', wednesday)).toBe(utcSeconds('2025-01-01T00:00:00Z'));
  });
});
