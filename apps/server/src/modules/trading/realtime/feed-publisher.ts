import { depthLevels } from '@invest/contracts';
import type { OrderBook } from '@invest/engine';
import type { EventBus } from '../../../platform/events/bus';
import type { MarketRow } from '../markets/markets.repository';
import { type MarketFeedEvent, marketFeedTopic, type SettledTrade } from '../matching/realtime-events';
import { toMarketDepth, toMarketTrade } from './feed-messages';

export interface FeedPublisherDeps {
  bus: EventBus;
  /** The outbox relay, when it runs in this process: the orders' changes go out at once. */
  wakeOutbox: () => void;
  logError: (line: string) => void;
}

/**
 * The market writer's side of the feed (the desk's onSettled): after each command that committed,
 * its trades and, when the top of the book moved, the book, on the market's bus topic. Market data
 * is announced straight from the writer, not through the outbox: it must be live, and what a crash
 * loses here the next change and every subscriber's snapshot carry anyway.
 */
export function createFeedPublisher(
  deps: FeedPublisherDeps,
): (market: MarketRow, book: OrderBook, trades: readonly SettledTrade[]) => void {
  const lastDepth = new Map<string, string>();
  return (market, book, trades) => {
    deps.wakeOutbox();
    const depth = toMarketDepth(market, book.depth(depthLevels));
    const depthText = JSON.stringify(depth);
    const hasDepthMoved = lastDepth.get(market.id) !== depthText;
    if (!hasDepthMoved && trades.length === 0) return;
    lastDepth.set(market.id, depthText);
    const event: MarketFeedEvent = {
      symbol: market.symbol,
      trades: trades.map((trade) => toMarketTrade(market, trade)),
      depth: hasDepthMoved ? depth : null,
    };
    deps.bus
      .publish({ topic: marketFeedTopic(market.id), tenantId: market.tenantId, payload: event })
      .catch((error: unknown) =>
        deps.logError(`market feed of ${market.symbol}: ${error instanceof Error ? error.message : String(error)}`),
      );
  };
}
