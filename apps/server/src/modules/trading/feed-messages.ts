import type {
  Candle,
  ChannelMessage,
  ChartPeriod,
  MarketChannel,
  MarketDepth,
  MarketTicker,
  MarketTrade,
  PrivateChannel,
  ReplyMessage,
} from '@invest/contracts';
import type { Depth } from '@invest/engine';
import { formatUnits, mulDivRound, scaleOf } from '@invest/money';
import type { LevelUnits, TickerUnits } from './feed.repository';
import type { MarketRow } from './markets.repository';
import type { SettledTrade } from './realtime-events';

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

export function toDepthLevels(market: Scales, levels: readonly LevelUnits[]): [string, string][] {
  return levels.map((level) => [
    formatUnits(level.priceUnits, market.priceScale),
    formatUnits(level.quantityUnits, market.quantityScale),
  ]);
}

/** The engine's book, best levels first. */
export function toMarketDepth(market: Scales, depth: Depth): MarketDepth {
  const units = (levels: Depth['bids']) =>
    levels.map((level) => ({ priceUnits: BigInt(level.price), quantityUnits: BigInt(level.quantity) }));
  return { bids: toDepthLevels(market, units(depth.bids)), asks: toDepthLevels(market, units(depth.asks)) };
}

/** The change from the reference price, in percent rounded to two decimals. */
function changePct(last: bigint | null, reference: bigint | null): string {
  if (last === null || reference === null || reference === 0n) return '0';
  return formatUnits(mulDivRound(last - reference, 10_000n, reference, 'half-up'), 2);
}

export function toMarketTicker(market: Scales & Pick<MarketRow, 'quoteAsset'>, ticker: TickerUnits): MarketTicker {
  const price = (units: bigint | null) => (units === null ? null : formatUnits(units, market.priceScale));
  return {
    Price: price(ticker.lastUnits),
    PriceDiffPct: changePct(ticker.lastUnits, ticker.referenceUnits),
    PricedVolume: formatUnits(ticker.volumeUnits, scaleOf(market.quoteAsset)),
    High: price(ticker.highUnits),
    Low: price(ticker.lowUnits),
  };
}

export interface BarUnits {
  time: number;
  openUnits: bigint;
  highUnits: bigint;
  lowUnits: bigint;
  closeUnits: bigint;
  volumeUnits: bigint;
}

export function toCandle(market: Scales, bar: BarUnits): Candle {
  const price = (units: bigint) => formatUnits(units, market.priceScale);
  return {
    time: bar.time,
    open: price(bar.openUnits),
    high: price(bar.highUnits),
    low: price(bar.lowUnits),
    close: price(bar.closeUnits),
    volume: formatUnits(bar.volumeUnits, market.quantityScale),
  };
}

/** The hub topic of a market channel; candles have one per period. */
export function marketTopic(channel: MarketChannel, marketId: string, period?: ChartPeriod): string {
  return channel === 'candles' ? `candles:${marketId}:${period}` : `${channel}:${marketId}`;
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
