import type {
  ChannelMessage,
  ChartPeriod,
  DomainChannel,
  MarketChannel,
  MarketDepth,
  MarketTrade,
  PrivateChannel,
  ReplyMessage,
} from '@invest/contracts';
import type { Depth } from '@invest/engine';
import { formatUnits } from '@invest/money';
import { toDepthLevels } from '../markets/market-data.mapper';
import type { MarketRow } from '../markets/markets.repository';
import type { SettledTrade } from '../matching/realtime-events';

/** Rows and engine state to the wire shapes of packages/contracts realtime.ts, and their topics. */

type Scales = Pick<MarketRow, 'priceScale' | 'quantityScale'>;

export function toMarketTrade(market: Scales, trade: SettledTrade): MarketTrade {
  return {
    id: trade.id,
    price: formatUnits(trade.priceUnits, market.priceScale),
    quantity: formatUnits(trade.quantityUnits, market.quantityScale),
    side: trade.takerSide,
    time: trade.createdAt.toISOString(),
  };
}

/** The engine's book, best levels first. */
export function toMarketDepth(market: Scales, depth: Depth): MarketDepth {
  const units = (levels: Depth['bids']) =>
    levels.map((level) => ({ priceUnits: BigInt(level.price), quantityUnits: BigInt(level.quantity) }));
  return { bids: toDepthLevels(market, units(depth.bids)), asks: toDepthLevels(market, units(depth.asks)) };
}

/** The hub topic of a market channel; candles have one per period. */
export function marketTopic(channel: MarketChannel, marketId: string, period?: ChartPeriod): string {
  return channel === 'candles' ? `candles:${marketId}:${period}` : `${channel}:${marketId}`;
}

/** The hub topic of a channel of the whole domain. */
export function domainTopic(channel: DomainChannel, tenantId: string): string {
  return `${channel}:${tenantId}`;
}

export function userTopic(channel: PrivateChannel, userId: string): string {
  return `${channel}:${userId}`;
}

/** The event stream of one order (GET /api/orders/{id}). */
export function orderStreamTopic(orderId: string): string {
  return `order:${orderId}`;
}

export function serialize(message: ChannelMessage | ReplyMessage): string {
  return JSON.stringify(message);
}
