import type { Database } from '../../../platform/db/database';
import type { EventBus } from '../../../platform/events/bus';
import { findMarket, type MarketRow } from './markets.repository';

/** The bus topic that tells every trading process a market's settings were written. */
export const marketChangedTopic = 'trading.market-changed';

/**
 * The markets orders are placed on, by symbol, kept in memory: every order names its market, and
 * reading the row for each one cost a database round trip per order. A market whose settings are
 * written (PUT /api/currencies/{symbol}, a halt or a resumption) is forgotten at once in the process
 * that wrote it, and in the others as soon as the event bus brings them the news, so the next order
 * reads it again; their websocket clients hear of it on the currencies channel (feed-currencies.ts).
 */
export interface MarketDirectory {
  /** The tenant's market with this symbol, or null when it has none (a miss is not remembered). */
  bySymbol(tenantId: string, symbol: string): Promise<MarketRow | null>;
  /** Says that the market's settings were written: every process reads it again. */
  changed(market: Pick<MarketRow, 'tenantId' | 'symbol'>): Promise<void>;
  close(): void;
}

const keyOf = (tenantId: string, symbol: string) => `${tenantId} ${symbol}`;

export function createMarketDirectory(deps: { db: Database; bus: EventBus }): MarketDirectory {
  const known = new Map<string, Promise<MarketRow | null>>();
  const forget = (tenantId: string | null, symbol: unknown) => {
    if (tenantId && typeof symbol === 'string') known.delete(keyOf(tenantId, symbol));
  };
  const unsubscribe = deps.bus.subscribe(marketChangedTopic, (message) =>
    forget(message.tenantId, (message.payload as { symbol?: unknown } | null)?.symbol),
  );
  return {
    bySymbol(tenantId, symbol) {
      const key = keyOf(tenantId, symbol);
      const cached = known.get(key);
      if (cached) return cached;
      // The promise is kept before it settles, so a change that lands meanwhile forgets this read too.
      const reading = findMarket(deps.db, tenantId, { symbol });
      known.set(key, reading);
      const drop = () => {
        if (known.get(key) === reading) known.delete(key);
      };
      reading.then((market) => market ?? drop(), drop);
      return reading;
    },
    async changed(market) {
      forget(market.tenantId, market.symbol);
      await deps.bus.publish({
        topic: marketChangedTopic,
        tenantId: market.tenantId,
        payload: { symbol: market.symbol },
      });
    },
    close() {
      unsubscribe();
      known.clear();
    },
  };
}
