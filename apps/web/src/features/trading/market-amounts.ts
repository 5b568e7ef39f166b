import type { Currency } from '@invest/contracts';
import { quantityForOrderAmount, sellAllQuantityOf } from '@invest/contracts/order-rules';
import {
  bandLimitOf,
  buyHoldOf,
  costOf,
  feeOf,
  formatUnits,
  type MarketUnits,
  MoneyParseError,
  parseUnits,
  scaleOf,
} from '@invest/money';

/**
 * A market's terms as the order form reads them from GET /api/currencies. Its amounts are worked out
 * with the trading host's own arithmetic (packages/money market-amounts): a price in units of
 * 10^-PriceScale quote per whole base unit, a quantity in units of 10^-QuantityScale base, a cost or
 * fee in base units of the quote asset, rounded up as the host holds and charges them.
 */
export type MarketTerms = Pick<
  Currency,
  | 'Symbol'
  | 'BaseAsset'
  | 'QuoteAsset'
  | 'PriceScale'
  | 'QuantityScale'
  | 'LotSize'
  | 'FeePct'
  | 'PriceBandBps'
  | 'MarketBuyPriceLimit'
>;

const unitsOf = (market: MarketTerms): MarketUnits => ({
  baseAsset: market.BaseAsset,
  quoteAsset: market.QuoteAsset,
  priceScale: market.PriceScale,
  quantityScale: market.QuantityScale,
  feePct: market.FeePct,
});

/** Typed text as units of `scale`, or null when it is blank, not a positive decimal or finer than the scale. */
export function readUnits(text: string, scale: number): bigint | null {
  const plain = text.trim().replace(/,/g, '');
  if (plain === '') return null;
  try {
    const units = parseUnits(plain, scale);
    return units > 0n ? units : null;
  } catch (error) {
    if (error instanceof MoneyParseError) return null;
    throw error;
  }
}

export const quoteScaleOf = (market: MarketTerms) => scaleOf(market.QuoteAsset);

export const marketCostOf = (market: MarketTerms, price: bigint, quantity: bigint) =>
  costOf(unitsOf(market), price, quantity);

export const marketFeeOf = (market: MarketTerms, cost: bigint) => feeOf(unitsOf(market), cost);

/**
 * The quantity, in whole lots, that the trading host works out of an amount of the quote asset at
 * `price`: a buy's cost plus fee within the amount, a sell's value within it (packages/contracts).
 */
export const marketQuantityFor = (market: MarketTerms, side: 'buy' | 'sell', amount: bigint, price: bigint) =>
  quantityForOrderAmount(
    { ...unitsOf(market), lot: parseUnits(market.LotSize, market.QuantityScale) },
    side,
    amount,
    price,
  );

/** The quantity a sell of everything takes from `available` of the base asset (a decimal string), as the host does. */
export const sellAllQuantityFor = (market: MarketTerms, available: string) =>
  sellAllQuantityOf(unitsOf(market), parseUnits(available, scaleOf(market.BaseAsset)));

/** The worst price a market-priced buy may pay from `reference`: the edge of the market's price band. */
export const buyBandLimitOf = (market: MarketTerms, reference: bigint) =>
  bandLimitOf(reference, market.PriceBandBps, 'buy');

/** What the host sets aside for a buy of `quantity` whose worst price is `limitPrice`: cost plus fee. */
export const marketBuyHoldOf = (market: MarketTerms, limitPrice: bigint, quantity: bigint) =>
  buyHoldOf(unitsOf(market), limitPrice, quantity);

export const formatQuantityUnits = (market: MarketTerms, units: bigint) => formatUnits(units, market.QuantityScale);
export const formatPriceUnits = (market: MarketTerms, units: bigint) => formatUnits(units, market.PriceScale);
export const formatQuoteUnits = (market: MarketTerms, units: bigint) => formatUnits(units, quoteScaleOf(market));
