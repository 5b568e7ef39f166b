import { describe, expect, it } from 'vitest';
import { makeShareMarket } from '../../test-support/factories';
import { closedMarketText, tradingDaysText } from './market-opening';
import { tradingTexts } from './trading.test-factories';

const t = tradingTexts();
const closed = (NextOpenAt: string | null) => makeShareMarket({ IsMarketOpen: false, NextOpenAt });

describe('what the screen says of a closed market', () => {
  it('tells the weekday and time, in UTC, it opens next', () => {
    expect(closedMarketText(closed('2026-03-09T06:00:00.000Z'), t)).toBe('Market closed · opens Monday 06:00 UTC');
    expect(closedMarketText(closed('2026-03-14T09:30:00.000Z'), t)).toBe('Market closed · opens Saturday 09:30 UTC');
  });

  it('names the day a midnight opening starts, not the one before', () => {
    expect(closedMarketText(closed('2026-03-08T00:00:00.000Z'), t)).toBe('Market closed · opens Sunday 00:00 UTC');
  });

  it('says only that it is closed when the host does not tell when it opens', () => {
    expect(closedMarketText(closed(null), t)).toBe('Market closed');
  });

  it('says that trading is halted when the platform halted the market', () => {
    expect(closedMarketText(makeShareMarket({ IsMarketOpen: false, IsHalted: true }), t)).toBe('Trading halted');
  });
});

describe("a market's trading days in words", () => {
  it('names a run of days as a range, and other days one by one', () => {
    expect(tradingDaysText([2, 3, 4, 5, 6, 7], t)).toBe('Monday to Saturday');
    expect(tradingDaysText([7, 1], t)).toBe('Sunday, Saturday');
    expect(tradingDaysText([4], t)).toBe('Wednesday');
  });
});
