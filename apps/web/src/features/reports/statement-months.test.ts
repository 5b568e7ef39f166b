import { describe, expect, it } from 'vitest';
import { monthLabelOf, statementMonthsOf } from './statement-months';

describe('the months a statement can be asked for', () => {
  it('run from this month back to the month the account was created, newest first', () => {
    expect(statementMonthsOf('2025-11-20T10:00:00Z', new Date('2026-02-03T12:00:00Z'))).toEqual([
      '2026-02',
      '2026-01',
      '2025-12',
      '2025-11',
    ]);
  });

  it('count months in UTC, whatever the time of day at the edges', () => {
    expect(statementMonthsOf('2026-01-31T23:30:00Z', new Date('2026-03-01T00:10:00Z'))).toEqual([
      '2026-03',
      '2026-02',
      '2026-01',
    ]);
  });

  it('are only this month for an account created this month, or a creation date that cannot be read', () => {
    const now = new Date('2026-03-15T00:00:00Z');
    expect(statementMonthsOf('2026-03-14T00:00:00Z', now)).toEqual(['2026-03']);
    expect(statementMonthsOf('not a date', now)).toEqual(['2026-03']);
    expect(statementMonthsOf('2027-01-01T00:00:00Z', now)).toEqual(['2026-03']);
  });

  it('read as a month and a year', () => {
    expect(monthLabelOf('2026-03', 'en')).toBe('March 2026');
  });
});
