import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/database';
import type { BusMessage, EventBus } from '../../../platform/events/bus';
import type { RealtimeClient, RealtimeHub } from '../../../platform/realtime/hub';
import { createKeyedDrain } from '../../../platform/realtime/keyed-drain';
import { marketChangedTopic } from '../markets/market-directory';
import { findMarket } from '../markets/markets.repository';
import { currencyOf } from '../markets/markets.service';
import type { Subscription } from './feed-market';
import { domainTopic, serialize } from './feed-messages';
import { marketSessionTopic } from './market-session-schedule';

export interface CurrencyFeed {
  /** Subscribes the client to the currencies channel of the domain: each market as an administrator changes it, or as it opens or closes. */
  subscribe(client: RealtimeClient, tenantId: string): Subscription;
  close(): void;
}

/**
 * This process's side of the currencies channel: every trading process hears that a market's settings
 * were written (the market directory's bus topic, after the change committed) or that it opened or
 * closed by its hours (market-session-schedule.ts), reads the market again and sends it, as GET
 * /api/currencies shows it, to the clients of that domain, so an investor's screen shows a halt, a
 * resumption, an opening or a closing at once. Changes that pile up are sent once, the latest state.
 */
export function createCurrencyFeed(deps: {
  db: Database;
  bus: EventBus;
  hub: RealtimeHub;
  clock: Clock;
  logError: (line: string) => void;
}): CurrencyFeed {
  const { db, hub } = deps;
  const changes = createKeyedDrain<Set<string>>({
    merge: (waiting, next) => new Set([...waiting, ...next]),
    onError: (error) => deps.logError(`currencies feed: ${error instanceof Error ? error.message : String(error)}`),
    async run(tenantId, symbols) {
      const topic = domainTopic('currencies', tenantId);
      for (const symbol of symbols) {
        if (!hub.hasSubscribers(topic)) return;
        const market = await findMarket(db, tenantId, { symbol });
        if (!market) continue;
        const data = await currencyOf(db, market, deps.clock.now());
        hub.publish(topic, serialize({ channel: 'currencies', data }));
      }
    },
  });
  const onMarketChanged = (message: BusMessage) => {
    const symbol = (message.payload as { symbol?: unknown } | null)?.symbol;
    if (!message.tenantId || typeof symbol !== 'string') return;
    if (hub.hasSubscribers(domainTopic('currencies', message.tenantId))) {
      changes.push(message.tenantId, new Set([symbol]));
    }
  };
  const unsubscribes = [marketChangedTopic, marketSessionTopic].map((topic) =>
    deps.bus.subscribe(topic, onMarketChanged),
  );
  return {
    subscribe(client, tenantId) {
      const topic = domainTopic('currencies', tenantId);
      hub.join(client, topic);
      return { close: () => hub.leave(client, topic) };
    },
    close() {
      for (const unsubscribe of unsubscribes) unsubscribe();
    },
  };
}
