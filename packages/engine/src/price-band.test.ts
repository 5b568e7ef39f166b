import { describe, expect, it } from 'vitest';
import { OrderBook } from './order-book';
import { Side } from './order-codes';
import { bandLimit } from './price-band';

describe('the market price protection band', () => {
  it('reaches a number of ticks above the reference for a buy and below it for a sell', () => {
    expect(bandLimit({ ticks: 10 }, 500, Side.Buy)).toBe(510);
    expect(bandLimit({ ticks: 10 }, 500, Side.Sell)).toBe(490);
  });

  it('reaches basis points of the reference, rounded down to whole ticks, exactly for any safe price', () => {
    expect(bandLimit({ basisPoints: 250 }, 10_000, Side.Buy)).toBe(10_250);
    expect(bandLimit({ basisPoints: 250 }, 10_039, Side.Sell)).toBe(9_789);
    const reference = Number.MAX_SAFE_INTEGER - 10_000_000;
    const exactOffset = (BigInt(reference) * 3n) / 10_000n;
    expect(bandLimit({ basisPoints: 3 }, reference, Side.Sell)).toBe(Number(BigInt(reference) - exactOffset));
  });

  it('never reaches below one tick or above the largest safe integer', () => {
    expect(bandLimit({ ticks: 1_000 }, 50, Side.Sell)).toBe(1);
    expect(bandLimit({ basisPoints: 10_000 }, 50, Side.Sell)).toBe(1);
    expect(bandLimit({ ticks: Number.MAX_SAFE_INTEGER }, 50, Side.Buy)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('refuses a band that is not whole ticks or 0 to 10,000 basis points when the book is made', () => {
    for (const marketPriceBand of [{ ticks: -1 }, { ticks: 1.5 }, { basisPoints: 10_001 }, { basisPoints: -1 }]) {
      expect(() => new OrderBook({ marketPriceBand })).toThrow(RangeError);
    }
    expect(() => new OrderBook({ marketPriceBand: { ticks: 0 } })).not.toThrow();
  });
});
