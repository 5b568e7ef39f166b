import { maxOrderUnits, type OrderSize, quantityForOrderAmount, sellAllQuantityOf } from '@invest/contracts';
import { type OrderBook, OrderType, Side } from '@invest/engine';
import { bandLimitOf, baseUnitsOf, buyHoldOf, formatUnits } from '@invest/money';
import { AppError, invalid } from '../../../platform/errors';
import type { MarketRow } from '../markets/markets.repository';
import type { OrderRow } from '../markets/orders.repository';

/** What sizes an order and its hold: its side, type and prices, and how its investor sized it. */
export type SizedOrder = { size: OrderSize } & Pick<OrderRow, 'side' | 'orderType' | 'priceUnits' | 'stopPriceUnits'>;

/** What an investor is told when the engine refuses an order. */
export const rejectionTexts: Record<string, string> = {
  'no-liquidity': 'There is no order to trade against',
  'outside-price-band': 'The best price is outside the price protection band',
  'fok-unfillable': 'A fill-or-kill order must fill in full at once, and it cannot',
};

const noLiquidity = () => new AppError('TRD-4', rejectionTexts['no-liquidity'] as string);

/** The price a market-priced order is worked out at: the last trade, or before the first the best price it would meet. */
function referenceOf(book: OrderBook, side: SizedOrder['side']): bigint {
  const reference = book.lastTradePrice ?? (side === Side.Buy ? book.bestAsk() : book.bestBid());
  if (reference === null) throw noLiquidity();
  return BigInt(reference);
}

/** The worst price a buy may pay: its limit, or for a market buy the edge of the price band above the reference. */
const worstBuyPriceOf = (market: MarketRow, book: OrderBook, draft: SizedOrder) =>
  draft.priceUnits ?? bandLimitOf(referenceOf(book, Side.Buy), market.priceBandBps, 'buy');

/**
 * The order's quantity (order-rules.ts in packages/contracts): as given; for an amount, the whole lots
 * it buys at the buy's worst price with the fee, or sells at the sell's limit, stop or reference; for
 * a sell of everything, all that is `available` to the investor now. A size that comes to nothing is
 * refused: an amount below one lot (400), nothing available to sell (TRD-6).
 */
export function quantityOf(market: MarketRow, book: OrderBook, draft: SizedOrder, available: bigint): bigint {
  const { size } = draft;
  if ('quantity' in size) return size.quantity;
  if ('all' in size) {
    const quantity = sellAllQuantityOf(market, available);
    if (quantity <= 0n) throw new AppError('TRD-6', `There is no ${market.baseAsset} available to sell`);
    if (quantity > maxOrderUnits) throw invalid('SellAll', 'The position is too large to sell in one order');
    return quantity;
  }
  const isBuy = draft.side === Side.Buy;
  const price = isBuy
    ? worstBuyPriceOf(market, book, draft)
    : ((draft.orderType === OrderType.Stop ? draft.stopPriceUnits : draft.priceUnits) ?? referenceOf(book, Side.Sell));
  const quantity = quantityForOrderAmount(market, isBuy ? 'buy' : 'sell', size.amount, price);
  if (quantity <= 0n) {
    const lot = `${formatUnits(market.lot, market.quantityScale)} ${market.baseAsset}`;
    throw invalid('Amount', `The amount is less than one lot of ${market.symbol} (${lot}) at its price`);
  }
  if (quantity > maxOrderUnits) throw invalid('Amount', 'Amount is too large');
  return quantity;
}

/**
 * The worst case an order can cost its owner, which the ledger holds: for a buy the quote cost at its
 * limit (a market buy: at the edge of the price band from the book's reference now) plus the fee on
 * it, for a sell the quantity.
 */
export function holdOf(market: MarketRow, book: OrderBook, draft: SizedOrder, quantity: bigint): bigint {
  if (draft.side === Side.Sell) return baseUnitsOf(market, quantity);
  return buyHoldOf(market, worstBuyPriceOf(market, book, draft), quantity);
}

export const holdAssetOf = (market: MarketRow, draft: Pick<SizedOrder, 'side'>) =>
  draft.side === Side.Sell ? market.baseAsset : market.quoteAsset;
