import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { averagePriceOf, bandLimitOf, baseUnitsOf, buyHoldOf, costOf, feeOf, type MarketUnits } from './market-amounts';

/** Whole shares priced in US cents, 0.25 % fee; bitcoin in 0.0001 lots priced in cents, 0.1 %. */
const share: MarketUnits = { baseAsset: 'ACME', quoteAsset: 'USD', priceScale: 2, quantityScale: 0, feePct: '0.25' };
const coin: MarketUnits = { baseAsset: 'BTC', quoteAsset: 'USD', priceScale: 2, quantityScale: 4, feePct: '0.1' };

describe('market amounts', () => {
  it('costs a quantity at a price in quote units, and rounds the fee up to a whole cent', () => {
    expect(costOf(share, 1250n, 10n)).toBe(12_500n);
    expect(feeOf(share, 12_500n)).toBe(32n);
    expect(costOf(coin, 6_500_000n, 100n)).toBe(65_000n);
    expect(feeOf(coin, 65_000n)).toBe(65n);
  });

  it('turns a quantity into ledger base units and a filled cost back into an average price', () => {
    expect(baseUnitsOf(share, 3n)).toBe(300_000_000n);
    expect(baseUnitsOf(coin, 1n)).toBe(10_000n);
    expect(averagePriceOf(share, 3_750n, 3n)).toBe(1250n);
    expect(averagePriceOf(share, 0n, 0n)).toBe(0n);
  });

  it('bounds a market-priced order by the band: above for a buy, below (never under one unit) for a sell', () => {
    expect(bandLimitOf(1250n, 500, 'buy')).toBe(1312n);
    expect(bandLimitOf(1250n, 500, 'sell')).toBe(1188n);
    expect(bandLimitOf(1n, 10_000, 'sell')).toBe(1n);
  });

  it('holds a buy at its worst price: cost plus the fee on it', () => {
    expect(buyHoldOf(share, 1312n, 3n)).toBe(3_936n + 10n);
  });

  it('holds enough for any fill at or under the worst price, fees included', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10_000_000n }),
        fc.bigInt({ min: 1n, max: 100_000n }),
        fc.integer({ min: 0, max: 10_000 }),
        (price, quantity, bandBps) => {
          const worst = bandLimitOf(price, bandBps, 'buy');
          const cost = costOf(share, price, quantity);
          expect(buyHoldOf(share, worst, quantity)).toBeGreaterThanOrEqual(cost + feeOf(share, cost));
        },
      ),
    );
  });
});
