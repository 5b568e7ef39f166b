import { type MarketUnits, parseUnits, scaleOf } from '@invest/money';

const pow10 = (exponent: number) => 10n ** BigInt(exponent);

/** One hundred percent in the units fee percentages are read in (4 decimals of a percent). */
const feePctScale = 4;
const wholeFee = 100n * pow10(feePctScale);

/**
 * Checks a market's configuration: its scales fit the assets' ledger scales, every price (a multiple
 * of the tick) times every quantity (a multiple of the lot) costs a whole number of quote units, so
 * fills never round, and its fee has at most 4 decimals and is below 100 percent. A wrong market is a
 * programming error.
 */
export function assertMarketUnits(market: MarketUnits & { tick: bigint; lot: bigint }): void {
  const quoteScale = scaleOf(market.quoteAsset);
  if (market.priceScale > quoteScale || market.quantityScale > scaleOf(market.baseAsset)) {
    throw new RangeError(`the scales of ${market.baseAsset}-${market.quoteAsset} exceed its assets' scales`);
  }
  if ((market.tick * market.lot * pow10(quoteScale - market.priceScale)) % pow10(market.quantityScale) !== 0n) {
    throw new RangeError(`a tick times a lot of ${market.baseAsset}-${market.quoteAsset} is not a whole quote unit`);
  }
  if (parseUnits(market.feePct, feePctScale) >= wholeFee) throw new RangeError('a fee is below 100 percent');
}
