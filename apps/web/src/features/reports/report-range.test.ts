import { describe, expect, it } from 'vitest';
import { rangeQueryOf, utcToday } from './report-range';

const today = '2026-03-10';

describe('rangeQueryOf', () => {
  it('asks for a named range as it is, whatever days were typed', () => {
    expect(rangeQueryOf({ range: '3M', from: 'x', to: '' }, today)).toEqual({ query: { range: '3M' } });
  });

  it('asks for custom days once both are dates in order, up to today', () => {
    expect(rangeQueryOf({ range: 'custom', from: '2026-03-01', to: '2026-03-10' }, today)).toEqual({
      query: { from: '2026-03-01', to: '2026-03-10' },
    });
    expect(rangeQueryOf({ range: 'custom', from: '2026-03-10', to: '2026-03-10' }, today)).toEqual({
      query: { from: '2026-03-10', to: '2026-03-10' },
    });
  });

  it('names the field that stops custom days: missing, out of order, or in the future', () => {
    expect(rangeQueryOf({ range: 'custom', from: '', to: '2026-03-10' }, today)).toEqual({
      problem: { field: 'from', reason: 'missing' },
    });
    expect(rangeQueryOf({ range: 'custom', from: '2026-03-01', to: '2026-03' }, today)).toEqual({
      problem: { field: 'to', reason: 'missing' },
    });
    expect(rangeQueryOf({ range: 'custom', from: '2026-03-05', to: '2026-03-04' }, today)).toEqual({
      problem: { field: 'from', reason: 'order' },
    });
    expect(rangeQueryOf({ range: 'custom', from: '2026-03-05', to: '2026-03-11' }, today)).toEqual({
      problem: { field: 'to', reason: 'future' },
    });
  });

  it('counts today in UTC, as the server does', () => {
    expect(utcToday(new Date('2026-03-10T23:30:00-05:00'))).toBe('2026-03-11');
  });
});
