import { describe, expect, it } from 'vitest';
import { checkDayRange, lastThirtyDays } from './new-users-range';

describe('the new-users report’s days', () => {
  it('asks for a range of whole days, in order, at most a year apart', () => {
    expect(checkDayRange({ from: '2026-01-01', to: '2026-01-31' })).toEqual({
      range: { from: '2026-01-01', to: '2026-01-31' },
    });
    expect(checkDayRange({ from: '2024-01-01', to: '2024-12-31' })).toHaveProperty('range');
    expect(checkDayRange({ from: '', to: '2026-01-31' })).toEqual({ problem: { field: 'from', reason: 'missing' } });
    expect(checkDayRange({ from: '2026-01-01', to: '2026-01' })).toEqual({
      problem: { field: 'to', reason: 'missing' },
    });
    expect(checkDayRange({ from: '2026-02-01', to: '2026-01-31' })).toEqual({
      problem: { field: 'from', reason: 'order' },
    });
    expect(checkDayRange({ from: '2025-01-01', to: '2026-01-02' })).toEqual({
      problem: { field: 'from', reason: 'tooLong' },
    });
  });

  it('starts with the 30 days ending today', () => {
    expect(lastThirtyDays('2026-03-02')).toEqual({ from: '2026-02-01', to: '2026-03-02' });
  });
});
