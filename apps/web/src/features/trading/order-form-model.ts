import { orderSides, orderTypes, timeInForces } from '@invest/contracts/trading-codes';
import {
  buyBandLimitOf,
  formatPriceUnits,
  formatQuantityUnits,
  formatQuoteUnits,
  type MarketTerms,
  marketBuyHoldOf,
  marketCostOf,
  marketFeeOf,
  marketQuantityFor,
  quoteScaleOf,
  readUnits,
  sellAllQuantityFor,
} from './market-amounts';
import type { OrderFormModel, OrderFormType, OrderSizeMode, TimeInForce } from './trading.slice';

/**
 * The order form's model (SPEC 3 orderFormModel) worked out for a market: which times in force an
 * order type takes, amount and quantity turned into each other at the order's price, and what the
 * order costs, pays in fees and holds before it is sent.
 */

/** The prices the form estimates a market or stop order with: the best of each side of the book, the last trade. */
export interface PriceReference {
  bestBid: string | null;
  bestAsk: string | null;
  lastPrice: string | null;
}

/** An order's numbers as decimal strings: the quantity in the base asset, money in the quote asset. */
export interface OrderPreview {
  /** The limit price, or for market and stop orders an estimate from the book or the stop price. */
  price: string | null;
  isPriceEstimate: boolean;
  quantity: string | null;
  /** Price times quantity, before the fee. */
  cost: string | null;
  fee: string | null;
  /** What a buy pays (cost plus fee) or a sell receives (cost less fee). */
  total: string | null;
  /**
   * The worst case the trading host holds when the order is placed, exactly as it works it out: a
   * sell's quantity; a buy's cost at its worst price plus the fee on it. A buy's worst price is its
   * limit price, for a stop buy the edge of the price band above its stop price, for a market buy
   * the edge of the band above the last trade price (the best offer before the first trade).
   */
  hold: { asset: string; amount: string; worstPrice: string | null } | null;
}

const marketPriced = new Set<OrderFormType>(['market', 'stop']);
const withLimitPrice = new Set<OrderFormType>(['limit', 'stopLimit']);
const withStopPrice = new Set<OrderFormType>(['stop', 'stopLimit']);

export const hasLimitPrice = (orderType: OrderFormType) => withLimitPrice.has(orderType);
export const hasStopPrice = (orderType: OrderFormType) => withStopPrice.has(orderType);

/**
 * An order that trades at the market when it runs (market, and stop once triggered) never rests in
 * the book, so only IOC and FOK mean anything for it; a limit price can rest, so it takes all four.
 */
export function timeInForceChoices(orderType: OrderFormType): TimeInForce[] {
  return marketPriced.has(orderType)
    ? ['immediate-or-cancel', 'fill-or-kill']
    : ['good-till-cancel', 'day', 'immediate-or-cancel', 'fill-or-kill'];
}

/** Choosing an order type also chooses its usual time in force: good till cancel, or immediate-or-cancel. */
export function patchForOrderType(orderType: OrderFormType): Partial<OrderFormModel> {
  return { orderType, timeInForce: timeInForceChoices(orderType)[0] };
}

/** The price the order's amounts are worked out at, and whether it is only an estimate. */
function workingPrice(model: OrderFormModel, market: MarketTerms, reference: PriceReference) {
  if (hasLimitPrice(model.orderType)) {
    return { units: readUnits(model.price, market.PriceScale), isEstimate: false };
  }
  const estimate =
    model.orderType === 'stop'
      ? model.stopPrice
      : ((model.side === 'buy' ? reference.bestAsk : reference.bestBid) ?? reference.lastPrice ?? '');
  return { units: readUnits(estimate, market.PriceScale), isEstimate: true };
}

/**
 * The price an amount is turned into a quantity at, as the host does: a buy's worst price (which it
 * holds), a sell's stop, limit or reference (the last trade, before the first the best bid).
 */
function sizingPrice(model: OrderFormModel, market: MarketTerms, reference: PriceReference): bigint | null {
  if (model.side === 'buy') return worstBuyPrice(model, market, reference);
  if (model.orderType === 'stop') return readUnits(model.stopPrice, market.PriceScale);
  if (hasLimitPrice(model.orderType)) return readUnits(model.price, market.PriceScale);
  return readUnits(reference.lastPrice ?? reference.bestBid ?? '', market.PriceScale);
}

function quantityOf(
  model: OrderFormModel,
  market: MarketTerms,
  reference: PriceReference,
  availableBase: string | null,
): bigint | null {
  if (model.sizeBy === 'quantity') return readUnits(model.quantity, market.QuantityScale);
  if (model.sizeBy === 'all') return availableBase === null ? null : sellAllQuantityFor(market, availableBase);
  const amount = readUnits(model.amount, quoteScaleOf(market));
  const price = sizingPrice(model, market, reference);
  return amount === null || price === null ? null : marketQuantityFor(market, model.side, amount, price);
}

/** The worst price a buy may pay, which the host holds its cost at; null when it cannot be known yet. */
function worstBuyPrice(model: OrderFormModel, market: MarketTerms, reference: PriceReference): bigint | null {
  if (hasLimitPrice(model.orderType)) return readUnits(model.price, market.PriceScale);
  if (model.orderType === 'stop') {
    const stop = readUnits(model.stopPrice, market.PriceScale);
    return stop === null ? null : buyBandLimitOf(market, stop);
  }
  const live = readUnits(reference.lastPrice ?? reference.bestAsk ?? '', market.PriceScale);
  if (live !== null) return buyBandLimitOf(market, live);
  return market.MarketBuyPriceLimit === null ? null : readUnits(market.MarketBuyPriceLimit, market.PriceScale);
}

function holdOf(
  model: OrderFormModel,
  market: MarketTerms,
  reference: PriceReference,
  quantity: bigint | null,
): OrderPreview['hold'] {
  if (quantity === null || quantity === 0n) return null;
  if (model.side === 'sell') {
    return { asset: market.BaseAsset, amount: formatQuantityUnits(market, quantity), worstPrice: null };
  }
  const worst = worstBuyPrice(model, market, reference);
  if (worst === null) return null;
  return {
    asset: market.QuoteAsset,
    amount: formatQuoteUnits(market, marketBuyHoldOf(market, worst, quantity)),
    worstPrice: formatPriceUnits(market, worst),
  };
}

/** The order's numbers; `availableBase` is what the investor has available of the base asset, for a sell of everything. */
export function previewOrder(
  model: OrderFormModel,
  market: MarketTerms,
  reference: PriceReference,
  availableBase: string | null = null,
): OrderPreview {
  const price = workingPrice(model, market, reference);
  const quantity = quantityOf(model, market, reference, availableBase);
  const cost = price.units !== null && quantity !== null ? marketCostOf(market, price.units, quantity) : null;
  const fee = cost === null ? null : marketFeeOf(market, cost);
  const total = cost === null || fee === null ? null : model.side === 'buy' ? cost + fee : cost - fee;
  const quote = (units: bigint | null) => (units === null ? null : formatQuoteUnits(market, units));
  return {
    price: price.units === null ? null : formatPriceUnits(market, price.units),
    isPriceEstimate: price.isEstimate,
    quantity: quantity === null ? null : formatQuantityUnits(market, quantity),
    cost: quote(cost),
    fee: quote(fee),
    total: quote(total),
    hold: holdOf(model, market, reference, quantity),
  };
}

/**
 * Switching between typing a quantity and typing an amount carries the value over, worked out at the
 * order's price, so the form never empties under the investor's hands.
 */
export function patchForSizeMode(
  model: OrderFormModel,
  sizeBy: OrderSizeMode,
  market: MarketTerms,
  reference: PriceReference,
): Partial<OrderFormModel> {
  if (sizeBy === model.sizeBy) return {};
  if (sizeBy === 'all' || model.sizeBy === 'all') return { sizeBy };
  const preview = previewOrder(model, market, reference);
  if (sizeBy === 'amount') return { sizeBy, amount: preview.cost ?? model.amount };
  return { sizeBy, quantity: preview.quantity ?? model.quantity };
}

const timeInForceCodes: Record<TimeInForce, number> = {
  day: timeInForces.day,
  'good-till-cancel': timeInForces.goodTillCancel,
  'immediate-or-cancel': timeInForces.immediateOrCancel,
  'fill-or-kill': timeInForces.fillOrKill,
};

const plain = (text: string) => text.trim().replace(/,/g, '');

/** Choosing a buy leaves a sell of everything for a quantity. */
export function patchForSide(model: OrderFormModel, side: OrderFormModel['side']): Partial<OrderFormModel> {
  return side === 'buy' && model.sizeBy === 'all' ? { side, sizeBy: 'quantity' } : { side };
}

const sizeFieldsOf = (model: OrderFormModel) => {
  if (model.sizeBy === 'all') return { SellAll: true as const };
  if (model.sizeBy === 'amount') return { Amount: plain(model.amount) };
  return { Quantity: plain(model.quantity) };
};

/**
 * The body of POST /api/orders, before the contract schema checks it: prices and the quantity or
 * amount as typed (the host works a quantity out of an amount), or a sell of everything available.
 */
export function placeOrderBodyOf(model: OrderFormModel, market: MarketTerms) {
  return {
    ShareName: market.Symbol,
    Side: orderSides[model.side],
    OrderType: orderTypes[model.orderType],
    ...(hasLimitPrice(model.orderType) ? { Price: plain(model.price) } : {}),
    ...(hasStopPrice(model.orderType) ? { StopPrice: plain(model.stopPrice) } : {}),
    ...sizeFieldsOf(model),
    TimeInForce: timeInForceCodes[model.timeInForce],
  };
}

const formFields: Record<string, keyof OrderFormModel> = {
  Price: 'price',
  StopPrice: 'stopPrice',
  Quantity: 'quantity',
  Amount: 'amount',
};

/** The form field a field of the request belongs to. */
export function formFieldOf(requestField: string): keyof OrderFormModel | null {
  return formFields[requestField] ?? null;
}
