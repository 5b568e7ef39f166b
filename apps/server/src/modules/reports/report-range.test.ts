import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors';
import { daysBetween, reportDaysOf } from './report-range';

const now = new Date('2026-03-10T15:30:00Z');

function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, fields: Object.keys(error.errors ?? {}) };
  }
  return null;
}

describe('reportDaysOf', () => {
  it('reads a named range as the days ending today, the last one read up to now', () => {
    expect(reportDaysOf({ range: '1W' }, now)).toEqual({
      from: '2026-03-04',
      to: '2026-03-10',
      start: new Date('2026-03-04T00:00:00Z'),
      end: new Date(now.getTime() + 1),
    });
    expect(reportDaysOf({}, now).from).toBe('2026-02-09');
  });

  it('reads from and to as whole days, both included', () => {
    expect(reportDaysOf({ from: '2026-02-27', to: '2026-03-01' }, now)).toMatchObject({
      start: new Date('2026-02-27T00:00:00Z'),
      end: new Date('2026-03-02T00:00:00Z'),
    });
  });

  it('refuses a day after today on `to` and more than five years on `from`', () => {
    expect(refusal(() => reportDaysOf({ from: '2026-03-10', to: '2026-03-11' }, now))).toEqual({
      code: 'VALIDATION',
      fields: ['to'],
    });
    expect(refusal(() => reportDaysOf({ from: '2021-03-09', to: '2026-03-10' }, now))).toEqual({
      code: 'VALIDATION',
      fields: ['from'],
    });
    expect(refusal(() => reportDaysOf({ from: '2021-03-10', to: '2026-03-10' }, now))).toBeNull();
  });
});

describe('daysBetween', () => {
  it('lists every day across a month end and a leap day', () => {
    expect(daysBetween('2028-02-28', '2028-03-01')).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
    expect(daysBetween('2026-03-01', '2026-03-01')).toEqual(['2026-03-01']);
  });
});
