import { mulDivRound, parseUnits, scaleOf } from '@invest/money';

/**
 * The arithmetic of a market's amounts, in exact integers. A price is in units of 10^-priceScale
 * quote per whole base unit, a quantity in units of 10^-quantityScale base; a cost or fee is in base
 * units of the quote asset (the ledger's), a base amount in base units of the base asset.
 */
export interface MarketUnits {
  baseAsset: string;
  quoteAsset: string;
  priceScale: number;
  quantityScale: number;
  tick: bigint;
  lot: bigint;
  feePct: string;
}

const pow10 = (exponent: number) => 10n ** BigInt(exponent);

/** One hundred percent in the units fee percentages are read in (4 decimals of a percent). */
const feePctScale = 4;
const wholeFee = 100n * pow10(feePctScale);

/**
 * Checks a market's configuration: its scales fit the assets' ledger scales, and every price
 * (a multiple of the tick) times every quantity (a multiple of the lot) costs a whole number of
 * quote units, so fills never round. A wrong market is a programming error.
 */
export function assertMarketUnits(market: MarketUnits): void {
  const quoteScale = scaleOf(market.quoteAsset);
  if (market.priceScale > quoteScale || market.quantityScale > scaleOf(market.baseAsset)) {
    throw new RangeError(`the scales of ${market.baseAsset}-${market.quoteAsset} exceed its assets' scales`);
  }
  if ((market.tick * market.lot * pow10(quoteScale - market.priceScale)) % pow10(market.quantityScale) !== 0n) {
    throw new RangeError(`a tick times a lot of ${market.baseAsset}-${market.quoteAsset} is not a whole quote unit`);
  }
  if (parseUnits(market.feePct, feePctScale) >= wholeFee) throw new RangeError('a fee is below 100 percent');
}

/** What `quantity` costs at `price`, in quote units; exact for prices on the tick ('up' covers a band edge). */
export function costOf(market: MarketUnits, price: bigint, quantity: bigint): bigint {
  const quoteScale = scaleOf(market.quoteAsset);
  return mulDivRound(price * quantity, pow10(quoteScale - market.priceScale), pow10(market.quantityScale), 'up');
}

/**
 * The fee on a cost, rounded up to a whole quote unit. An order's fee is always the fee on its whole
 * filled cost, so each fill charges the difference: the total never depends on how the order filled,
 * and the fee held for the worst case always covers it.
 */
export function feeOf(market: Pick<MarketUnits, 'feePct'>, cost: bigint): bigint {
  return mulDivRound(cost, parseUnits(market.feePct, feePctScale), wholeFee, 'up');
}

/** A quantity of the market in base units of the base asset (the ledger's). */
export function baseUnitsOf(market: MarketUnits, quantity: bigint): bigint {
  return quantity * pow10(scaleOf(market.baseAsset) - market.quantityScale);
}

/** The average price of a filled cost over a filled quantity, in price units rounded half up. */
export function averagePriceOf(market: MarketUnits, cost: bigint, quantity: bigint): bigint {
  if (quantity === 0n) return 0n;
  const quoteScale = scaleOf(market.quoteAsset);
  return mulDivRound(cost, pow10(market.quantityScale), quantity * pow10(quoteScale - market.priceScale), 'half-up');
}

/**
 * The worst price a market-priced order may trade at: the price band above the reference for a buy,
 * below it (at least one price unit) for a sell, as the engine bounds it.
 */
export function bandLimitOf(reference: bigint, bandBps: number, side: 'buy' | 'sell'): bigint {
  const offset = (reference * BigInt(bandBps)) / 10_000n;
  if (side === 'buy') return reference + offset;
  return reference - offset > 0n ? reference - offset : 1n;
}
