import { mulDivRound, percentOf } from './arithmetic';
import { scaleOf } from './assets';
import { powerOfTen } from './scale';

/**
 * The arithmetic of a market's amounts in exact integers, the same for the trading host that holds
 * and charges them and the order form that shows them. A price is in units of 10^-priceScale quote
 * per whole base unit, a quantity in units of 10^-quantityScale base; a cost or fee is in base units
 * of the quote asset (the ledger's), a base amount in base units of the base asset.
 */
export interface MarketUnits {
  baseAsset: string;
  quoteAsset: string;
  priceScale: number;
  quantityScale: number;
  /** Percent of each fill's cost, a decimal string such as "0.25". */
  feePct: string;
}

/** Quote base units per price unit times quantity unit: 10^(quoteScale - priceScale). */
const quotePerPriceUnit = (market: MarketUnits) => powerOfTen(scaleOf(market.quoteAsset) - market.priceScale);

/** What `quantity` costs at `price`, in quote units; exact for prices on the tick, rounded up otherwise (a band edge). */
export function costOf(market: MarketUnits, price: bigint, quantity: bigint): bigint {
  return mulDivRound(price * quantity, quotePerPriceUnit(market), powerOfTen(market.quantityScale), 'up');
}

/**
 * The fee on a cost, rounded up to a whole quote unit. An order's fee is always the fee on its whole
 * filled cost, so each fill charges the difference: the total never depends on how the order filled,
 * and the fee held for the worst case always covers it.
 */
export function feeOf(market: Pick<MarketUnits, 'feePct'>, cost: bigint): bigint {
  return percentOf(cost, market.feePct, 'up');
}

/** A quantity of the market in base units of the base asset (the ledger's). */
export function baseUnitsOf(market: MarketUnits, quantity: bigint): bigint {
  return quantity * powerOfTen(scaleOf(market.baseAsset) - market.quantityScale);
}

/** The average price of a filled cost over a filled quantity, in price units rounded half up. */
export function averagePriceOf(market: MarketUnits, cost: bigint, quantity: bigint): bigint {
  if (quantity === 0n) return 0n;
  return mulDivRound(cost, powerOfTen(market.quantityScale), quantity * quotePerPriceUnit(market), 'half-up');
}

/**
 * The worst price a market-priced order may trade at: the price band above the reference for a buy,
 * below it (at least one price unit) for a sell, as the matching engine bounds it.
 */
export function bandLimitOf(reference: bigint, bandBps: number, side: 'buy' | 'sell'): bigint {
  const offset = (reference * BigInt(bandBps)) / 10_000n;
  if (side === 'buy') return reference + offset;
  return reference - offset > 0n ? reference - offset : 1n;
}

/**
 * What a buy of `quantity` at worst `limitPrice` sets aside when it is placed: the cost at that
 * price plus the fee on it. A market buy's worst price is `bandLimitOf` its reference.
 */
export function buyHoldOf(market: MarketUnits, limitPrice: bigint, quantity: bigint): bigint {
  const cost = costOf(market, limitPrice, quantity);
  return cost + feeOf(market, cost);
}
