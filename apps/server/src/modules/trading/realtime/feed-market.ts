import {
  type ChannelMessage,
  type ChartPeriod,
  chartPeriods,
  depthLevels,
  type MarketChannel,
} from '@invest/contracts';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/database';
import type { EventBus } from '../../../platform/events/bus';
import type { RealtimeClient, RealtimeHub } from '../../../platform/realtime/hub';
import { createKeyedDrain } from '../../../platform/realtime/keyed-drain';
import { toCandle } from '../candles/candles.mapper';
import { findLatestBar } from '../candles/candles.repository';
import { toDepthLevels, toMarketTicker } from '../markets/market-data.mapper';
import { findDepthLevels, findTickerUnits } from '../markets/market-data.repository';
import type { MarketRow } from '../markets/markets.repository';
import { type MarketFeedEvent, marketFeedTopic } from '../matching/realtime-events';
import { marketTopic, serialize } from './feed-messages';

const dayMs = 24 * 60 * 60 * 1000;

export interface Subscription {
  close(): void;
}

export interface MarketFeed {
  /** Subscribes the client to a channel of the market: the snapshot (depth, ticker, candles) first, then each change. */
  subscribe(
    client: RealtimeClient,
    market: MarketRow,
    channel: MarketChannel,
    period?: ChartPeriod,
  ): Promise<Subscription>;
  close(): void;
}

interface Watch {
  market: MarketRow;
  clients: number;
  stop: () => void;
  /** What each deduplicated topic (ticker, candles) was last sent, so an unchanged one is not sent again. */
  lastSent: Map<string, string>;
}

/**
 * This process's side of the market feed: it follows the bus topic of every market one of its
 * clients watches, and turns each announcement into channel messages, each serialised once and
 * written to every subscriber. The ticker and the candles are read again from the fills after trades.
 */
export function createMarketFeed(deps: {
  db: Database;
  bus: EventBus;
  hub: RealtimeHub;
  clock: Clock;
  logError: (line: string) => void;
}): MarketFeed {
  const { db, hub } = deps;
  const watches = new Map<string, Watch>();

  function publish(watch: Watch, topic: string, message: ChannelMessage, isDeduplicated: boolean): void {
    if (!hub.hasSubscribers(topic)) return;
    const text = serialize(message);
    if (isDeduplicated) {
      if (watch.lastSent.get(topic) === text) return;
      watch.lastSent.set(topic, text);
    }
    hub.publish(topic, text);
  }

  async function tickerMessage(market: MarketRow): Promise<ChannelMessage> {
    const since = new Date(deps.clock.now().getTime() - dayMs);
    const data = toMarketTicker(market, await findTickerUnits(db, market.id, since));
    return { channel: 'ticker', symbol: market.symbol, data };
  }

  async function candleMessage(market: MarketRow, period: ChartPeriod): Promise<ChannelMessage | null> {
    const bar = await findLatestBar(db, market.id, period);
    return bar && { channel: 'candles', symbol: market.symbol, period, data: toCandle(market, bar) };
  }

  async function depthMessage(market: MarketRow): Promise<ChannelMessage> {
    const [bids, asks] = await Promise.all([
      findDepthLevels(db, market.id, 1, depthLevels),
      findDepthLevels(db, market.id, 2, depthLevels),
    ]);
    return {
      channel: 'depth',
      symbol: market.symbol,
      data: { bids: toDepthLevels(market, bids), asks: toDepthLevels(market, asks) },
    };
  }

  function snapshotOf(market: MarketRow, channel: MarketChannel, period: ChartPeriod | undefined) {
    if (channel === 'depth') return depthMessage(market);
    if (channel === 'ticker') return tickerMessage(market);
    if (channel === 'candles' && period) return candleMessage(market, period);
    return Promise.resolve(null);
  }

  const refreshes = createKeyedDrain<true>({
    merge: () => true,
    onError: (error) => deps.logError(`market feed: ${error instanceof Error ? error.message : String(error)}`),
    async run(marketId) {
      const watch = watches.get(marketId);
      if (!watch) return;
      const { market } = watch;
      const tickerTopic = marketTopic('ticker', market.id);
      if (hub.hasSubscribers(tickerTopic)) publish(watch, tickerTopic, await tickerMessage(market), true);
      for (const period of chartPeriods) {
        const topic = marketTopic('candles', market.id, period);
        if (!hub.hasSubscribers(topic)) continue;
        const message = await candleMessage(market, period);
        if (message) publish(watch, topic, message, true);
      }
    },
  });

  function onAnnouncement(watch: Watch, event: MarketFeedEvent): void {
    const { market } = watch;
    const tradesTopic = marketTopic('trades', market.id);
    for (const trade of event.trades) {
      publish(watch, tradesTopic, { channel: 'trades', symbol: market.symbol, data: trade }, false);
    }
    if (event.depth) {
      publish(
        watch,
        marketTopic('depth', market.id),
        { channel: 'depth', symbol: market.symbol, data: event.depth },
        false,
      );
    }
    if (event.trades.length > 0) refreshes.push(market.id, true);
  }

  function watch(market: MarketRow): Watch {
    const found = watches.get(market.id);
    if (found) {
      found.clients += 1;
      return found;
    }
    const created: Watch = { market, clients: 1, stop: () => undefined, lastSent: new Map() };
    const unsubscribe = deps.bus.subscribe(marketFeedTopic(market.id), (message) =>
      onAnnouncement(created, message.payload as MarketFeedEvent),
    );
    created.stop = () => {
      if (watches.get(market.id) !== created) return;
      watches.delete(market.id);
      unsubscribe();
    };
    watches.set(market.id, created);
    return created;
  }

  function unwatch(found: Watch): void {
    found.clients -= 1;
    if (found.clients === 0) found.stop();
  }

  return {
    async subscribe(client, market, channel, period) {
      const found = watch(market);
      const topic = marketTopic(channel, market.id, period);
      hub.join(client, topic);
      const close = () => {
        hub.leave(client, topic);
        unwatch(found);
      };
      const version = hub.version(topic);
      try {
        const snapshot = await snapshotOf(market, channel, period);
        // A change published meanwhile is newer than the snapshot, and the client has it already.
        if (snapshot && hub.version(topic) === version) client.send(serialize(snapshot));
      } catch (error) {
        close();
        throw error;
      }
      return { close };
    },
    close() {
      for (const found of [...watches.values()]) found.stop();
    },
  };
}
