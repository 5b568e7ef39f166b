import { describe, expect, it } from 'vitest';
import { tradingWeekOf } from './trading-week';

const day = (weekday: number, carried: number, beforeOpen: number, session: number, afterClose: number) => ({
  weekday,
  carried,
  beforeOpen,
  session,
  afterClose,
});

describe('the trading week chart', () => {
  it("carries SPEC 4's session past midnight into the next day, Monday first", () => {
    expect(tradingWeekOf({ Open: '06:00', Close: '02:00', Days: [2, 3, 4, 5, 6, 7] })).toEqual([
      day(2, 0, 6, 18, 0),
      day(3, 2, 4, 18, 0),
      day(4, 2, 4, 18, 0),
      day(5, 2, 4, 18, 0),
      day(6, 2, 4, 18, 0),
      day(7, 2, 4, 18, 0),
      day(1, 2, 22, 0, 0),
    ]);
  });

  it('keeps a session within its day when it closes after it opens', () => {
    const week = tradingWeekOf({ Open: '09:30', Close: '16:00', Days: [2] });
    expect(week[0]).toEqual(day(2, 0, 9.5, 6.5, 8));
    expect(week[1]).toEqual(day(3, 0, 24, 0, 0));
  });

  it('fills every day of a market open around the clock', () => {
    const week = tradingWeekOf({ Open: '00:00', Close: '00:00', Days: [1, 2, 3, 4, 5, 6, 7] });
    expect(week.every((weekday) => weekday.session === 24 && weekday.carried === 0)).toBe(true);
  });
});
