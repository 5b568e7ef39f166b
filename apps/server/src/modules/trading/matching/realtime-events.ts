import type { MarketDepth, MarketTrade } from '@invest/contracts';
import type { Side } from '@invest/engine';
import type { Database } from '../../../platform/db/database';
import { enqueueEvent } from '../../../platform/events/outbox';
import type { MarketRow } from '../markets/markets.repository';
import type { OrderRow } from '../markets/orders.repository';

/** Announced through the outbox whenever settlement changes orders: their owners' feeds refresh them. */
export const orderUpdatedTopic = 'trading.order.updated';

export interface OrderUpdatedEvent {
  orders: { user_id: string; order_id: string }[];
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
    orders: [...orders.values()].map((order) => ({ user_id: order.userId, order_id: order.id })),
  };
  await enqueueEvent(tx, { tenantId: market.tenantId, topic: orderUpdatedTopic, payload });
}
