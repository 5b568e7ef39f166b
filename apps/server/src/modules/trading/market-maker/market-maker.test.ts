import { Side } from '@invest/engine';
import { describe, expect, it } from 'vitest';
import { drawOf, nextReference, quotesAround } from './market-maker';

describe("the market maker's reference price", () => {
  it('draws the same numbers from the same seed, and others from another seed or tick', () => {
    expect(drawOf('seed', 'ACME-USD', 'walk', 3)).toBe(drawOf('seed', 'ACME-USD', 'walk', 3));
    expect(drawOf('seed', 'ACME-USD', 'walk', 3)).not.toBe(drawOf('other', 'ACME-USD', 'walk', 3));
    expect(drawOf('seed', 'ACME-USD', 'walk', 3)).not.toBe(drawOf('seed', 'ACME-USD', 'walk', 4));
    const draws = Array.from({ length: 200 }, (_, step) => drawOf('seed', 'BTC-USD', 'cross', step));
    expect(draws.every((draw) => draw >= 0 && draw < 1)).toBe(true);
    expect(draws.filter((draw) => draw < 0.5).length).toBeGreaterThan(60);
  });

  it('moves by at most 0.3 % a tick at the starting price, on the tick', () => {
    expect(nextReference(1n, 10_000n, 10_000n, 0.5)).toBe(10_000n);
    expect(nextReference(1n, 10_000n, 10_000n, 0)).toBe(9_970n);
    expect(nextReference(1n, 10_000n, 10_000n, 0.999_999)).toBe(10_030n);
    expect(nextReference(100n, 6_000_000n, 6_000_000n, 0.9)).toBe(6_014_400n);
  });

  it('is pulled back toward the starting price once it strayed, and never falls below ten ticks', () => {
    for (const draw of [0, 0.5, 0.999_999]) {
      expect(nextReference(1n, 15_000n, 10_000n, draw)).toBeLessThan(15_000n);
      expect(nextReference(1n, 5_000n, 10_000n, draw)).toBeGreaterThan(5_000n);
    }
    expect(nextReference(1n, 10n, 10_000n, 0)).toBeGreaterThanOrEqual(10n);
  });
});

describe("the market maker's quotes", () => {
  it('bids on the grid below the reference and offers on the grid above, three levels of one size', () => {
    expect(quotesAround({ lot: 1n }, 10_012n, 10n, 10n)).toEqual([
      { side: Side.Buy, priceUnits: 10_010n, quantityUnits: 10n },
      { side: Side.Sell, priceUnits: 10_020n, quantityUnits: 10n },
      { side: Side.Buy, priceUnits: 10_000n, quantityUnits: 10n },
      { side: Side.Sell, priceUnits: 10_030n, quantityUnits: 10n },
      { side: Side.Buy, priceUnits: 9_990n, quantityUnits: 10n },
      { side: Side.Sell, priceUnits: 10_040n, quantityUnits: 10n },
    ]);
    const onTheGrid = quotesAround({ lot: 100n }, 6_000_000n, 6_000n, 5n);
    expect(onTheGrid.slice(0, 2)).toEqual([
      { side: Side.Buy, priceUnits: 5_994_000n, quantityUnits: 500n },
      { side: Side.Sell, priceUnits: 6_006_000n, quantityUnits: 500n },
    ]);
  });

  it('leaves out bids that would be at no price', () => {
    expect(quotesAround({ lot: 1n }, 15n, 10n, 1n).map((quote) => [quote.side, quote.priceUnits])).toEqual([
      [Side.Buy, 10n],
      [Side.Sell, 20n],
      [Side.Sell, 30n],
      [Side.Sell, 40n],
    ]);
  });
});
