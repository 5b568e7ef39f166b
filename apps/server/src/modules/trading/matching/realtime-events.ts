import type { MarketDepth, MarketTrade } from '@invest/contracts';
import type { Side } from '@invest/engine';
import { averagePriceOf, formatUnits } from '@invest/money';
import type { Database } from '../../../platform/db/database';
import { enqueueEvent } from '../../../platform/events/outbox';
import type { MarketRow } from '../markets/markets.repository';
import type { OrderRow } from '../markets/orders.repository';

/** Announced through the outbox whenever settlement changes orders: their owners' feeds refresh them. */
export const orderUpdatedTopic = 'trading.order.updated';

/** How much of an order is filled, in the market's decimal strings, for its owner's notification. */
export interface OrderFillState {
  symbol: string;
  base_asset: string;
  quote_asset: string;
  /** 1 buy, 2 sell. */
  side: number;
  /** SPEC 4 order status code after the change (2 filled, 1 partly filled, 4 cancelled with part filled ...). */
  status: string;
  quantity: string;
  filled_quantity: string;
  average_price: string;
}

export interface OrderUpdatedEvent {
  /** `fill` is there when some of the order is filled. */
  orders: { user_id: string; order_id: string; fill?: OrderFillState }[];
}

function fillStateOf(market: MarketRow, order: OrderRow): OrderFillState | undefined {
  if (order.filledQuantityUnits === 0n) return undefined;
  return {
    symbol: market.symbol,
    base_asset: market.baseAsset,
    quote_asset: market.quoteAsset,
    side: order.side,
    status: order.status,
    quantity: formatUnits(order.quantityUnits, market.quantityScale),
    filled_quantity: formatUnits(order.filledQuantityUnits, market.quantityScale),
    average_price: formatUnits(
      averagePriceOf(market, order.filledCostUnits, order.filledQuantityUnits),
      market.priceScale,
    ),
  };
}

/** The bus topic the writer of a market announces its trades and book on, right after each command commits. */
export function marketFeedTopic(marketId: string): string {
  return `trading.market.${marketId}`;
}

/** `depth` is null when the command left the top of the book as it was. */
export interface MarketFeedEvent {
  symbol: string;
  trades: MarketTrade[];
  depth: MarketDepth | null;
}

/** A fill as the market feed announces it, once its transaction has committed. */
export interface SettledTrade {
  id: string;
  priceUnits: bigint;
  quantityUnits: bigint;
  takerSide: Side;
  createdAt: Date;
}

/**
 * Called by settlement in its transaction: the orders it changed are announced through the outbox
 * (their owners must hear of them even if this process stops now). Its fills reach the market feed
 * from the market's writer once the transaction has committed.
 */
export async function announceSettlement(
  tx: Database,
  market: MarketRow,
  orders: ReadonlyMap<string, OrderRow>,
): Promise<void> {
  if (orders.size === 0) return;
  const payload: OrderUpdatedEvent = {
    orders: [...orders.values()].map((order) => {
      const fill = fillStateOf(market, order);
      return { user_id: order.userId, order_id: order.id, ...(fill && { fill }) };
    }),
  };
  await enqueueEvent(tx, { tenantId: market.tenantId, topic: orderUpdatedTopic, payload });
}
