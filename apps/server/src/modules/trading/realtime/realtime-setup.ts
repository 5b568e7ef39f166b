import type { OfferProfile } from '@invest/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WebSocket } from 'ws';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/database';
import type { EventBus } from '../../../platform/events/bus';
import type { Authenticate } from '../../../platform/http/guards';
import type { SilenceLimits } from '../../../platform/realtime/heartbeat';
import { createRealtimeHub } from '../../../platform/realtime/hub';
import type { MarketDeskDeps } from '../matching/market-desk';
import { createCurrencyFeed } from './feed-currencies';
import { createMarketFeed } from './feed-market';
import { createFeedPublisher } from './feed-publisher';
import { createUserFeed, type UserTopics } from './feed-users';
import { orderStreamRoutes } from './order-stream.routes';
import { wsRoutes } from './ws.routes';

export interface RealtimeLimits extends SilenceLimits {
  /** Unsent bytes past which a websocket or event-stream client is dropped. */
  maxBufferedBytes: number;
  maxSubscriptions: number;
}

/** API.md: a client silent for 60 s is pinged, then closed. */
export const defaultRealtimeLimits: RealtimeLimits = {
  idleMs: 60_000,
  answerMs: 10_000,
  maxBufferedBytes: 1024 * 1024,
  maxSubscriptions: 100,
};

export interface TradingRealtime {
  /** The market desk's hook: announces what each command settled. */
  onSettled: NonNullable<MarketDeskDeps['onSettled']>;
  /** GET /ws. */
  socketRoutes: FastifyPluginAsync;
  /** GET /orders/{id} as an event stream, under the trading host's /api. */
  streamRoutes: FastifyPluginAsyncZod;
  /** How many websocket clients are connected now. */
  websocketClients(): number;
  close(): void;
}

/** The live side of the trading host, built once per trading app: hub, feeds and their routes. */
export function createTradingRealtime(
  deps: {
    db: Database;
    bus: EventBus;
    clock: Clock;
    authenticate: Authenticate;
    wakeOutbox: () => void;
    /** The private per-user topics of other modules this process forwards to their users' notifications. */
    userTopics: UserTopics;
    /** The investor's countries, type and accreditation: the assets channel tells which offers are closed to them. */
    offerProfile: (tenantId: string, userId: string) => Promise<OfferProfile>;
    logError: (line: string) => void;
  },
  limits: RealtimeLimits = defaultRealtimeLimits,
): TradingRealtime {
  const { db, bus, clock, logError } = deps;
  const hub = createRealtimeHub({ maxBufferedBytes: limits.maxBufferedBytes });
  const markets = createMarketFeed({ db, bus, hub, clock, logError });
  const currencies = createCurrencyFeed({ db, bus, hub, clock, logError });
  const users = createUserFeed({
    db,
    bus,
    hub,
    userTopics: deps.userTopics,
    offerProfile: deps.offerProfile,
    logError,
  });
  const openSockets = new Set<WebSocket>();
  const sessionDeps = {
    db,
    clock,
    hub,
    markets,
    currencies,
    users,
    authenticate: deps.authenticate,
    silence: limits,
    maxSubscriptions: limits.maxSubscriptions,
    openSockets,
    logError,
  };
  return {
    onSettled: createFeedPublisher({ bus, wakeOutbox: deps.wakeOutbox, logError }),
    socketRoutes: async (app) => {
      await app.register(wsRoutes, sessionDeps);
    },
    streamRoutes: async (app) => {
      await app.register(orderStreamRoutes, { db, hub, users });
    },
    websocketClients: () => openSockets.size,
    close() {
      markets.close();
      currencies.close();
      users.close();
    },
  };
}
