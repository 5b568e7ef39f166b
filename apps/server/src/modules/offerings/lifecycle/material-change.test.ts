import { describe, expect, it } from 'vitest';
import { fiveBusinessDaysAfter, isBusinessDay } from './material-change';

describe('the time to reconfirm a commitment', () => {
  it('ends with the fifth business day after the change, weekends skipped', () => {
    // Wednesday 4 March 2026: Thursday, Friday, then Monday to Wednesday.
    expect(fiveBusinessDaysAfter(new Date('2026-03-04T15:00:00Z')).toISOString()).toBe('2026-03-11T23:59:59.000Z');
  });

  it('skips federal holidays as observed: Thanksgiving, and Independence Day on a Saturday kept on the Friday', () => {
    // Tuesday 24 November 2026: Wednesday, (Thursday 26 is Thanksgiving), Friday, Monday, Tuesday, Wednesday.
    expect(fiveBusinessDaysAfter(new Date('2026-11-24T10:00:00Z')).toISOString()).toBe('2026-12-02T23:59:59.000Z');
    expect(isBusinessDay(new Date('2026-07-03T12:00:00Z'))).toBe(false);
    expect(isBusinessDay(new Date('2026-07-06T12:00:00Z'))).toBe(true);
    // Christmas 2027 falls on a Saturday and is observed on Friday 24 December.
    expect(isBusinessDay(new Date('2027-12-24T00:00:00Z'))).toBe(false);
    expect(isBusinessDay(new Date('2027-12-27T00:00:00Z'))).toBe(true);
  });
});
