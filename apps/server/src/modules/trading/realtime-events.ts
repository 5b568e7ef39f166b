import type { MarketDepth, MarketTrade } from '@invest/contracts';
import type { Database } from '../../platform/db/database';
import { enqueueEvent } from '../../platform/events/outbox';
import { recordTrades } from './feed-journal';
import type { MarketRow } from './markets.repository';
import type { NewFill, OrderRow } from './orders.repository';

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

/**
 * Called by settlement in its transaction: the orders it changed are announced through the outbox
 * (their owners must hear of them even if this process stops now), and its fills are handed to the
 * market feed, which announces them once the transaction has committed.
 */
export async function announceSettlement(
  tx: Database,
  market: MarketRow,
  fills: readonly NewFill[],
  fillIds: ReadonlyMap<number, string>,
  orders: ReadonlyMap<string, OrderRow>,
): Promise<void> {
  recordTrades(
    fills.map((fill) => {
      const id = fillIds.get(fill.sequence);
      if (!id) throw new Error('a fill was not inserted');
      return {
        id,
        priceUnits: fill.priceUnits,
        quantityUnits: fill.quantityUnits,
        takerSide: orders.get(fill.takerOrderId)?.side === 2 ? 2 : 1,
        createdAt: fill.createdAt,
      };
    }),
  );
  if (orders.size === 0) return;
  const payload: OrderUpdatedEvent = {
    orders: [...orders.values()].map((order) => ({ user_id: order.userId, order_id: order.id })),
  };
  await enqueueEvent(tx, { tenantId: market.tenantId, topic: orderUpdatedTopic, payload });
}
