import type { OfferProfile } from '@invest/contracts';
import type { Clock } from '../../platform/clock';
import type { Database, LockSession } from '../../platform/db/database';
import type { EventBus } from '../../platform/events/bus';
import type { OutboxHandler } from '../../platform/events/outbox';
import type { Authenticate } from '../../platform/http/guards';
import type { IntervalJob } from '../../platform/jobs/interval-job';
import type { RoleParts, ServerModule } from '../../platform/module';
import { boardRoutes } from './board/board.routes';
import { createTradingHostClient } from './board/trading-host-client';
import type { MarketMakerTick } from './market-maker/market-maker';
import { createMarketMakerSchedule } from './market-maker/market-maker-schedule';
import { createMarketDirectory } from './markets/market-directory';
import { createDayExpirySchedule } from './matching/day-expiry-schedule';
import { createMarketDesk } from './matching/market-desk';
import type { UserTopics } from './realtime/feed-users';
import { createMarketSessionSchedule, type MarketSessionSchedule } from './realtime/market-session-schedule';
import { createTradingRealtime, type RealtimeLimits } from './realtime/realtime-setup';
import type { TradingDeps } from './trading.deps';
import { tradingRoutes } from './trading.routes';
import { createVenueReportHandler, venueExecutionsTopic } from './venues/venue-reports';
import { createSandboxVenue } from './venues/venue-sandbox';

/** What trading needs from the process: built once, whichever roles it runs. */
export interface TradingModuleDeps {
  db: Database;
  bus: EventBus;
  clock: Clock;
  /** A database session for advisory locks: a market's writer is the trading process holding its lock. */
  openLockSession(): Promise<LockSession>;
  /** Signs in a websocket client with its access token. */
  authenticate: Authenticate;
  /** The investor's countries, type and accreditation, for the offer restrictions of SPEC 5. */
  offerProfile(tenantId: string, userId: string): Promise<OfferProfile>;
  /** Where the api role reaches the trading role, which places the orders of POST /v1/assets/trade. */
  tradingHostUrl: string;
  /** Other modules' private per-user topics, forwarded to their users' notifications channel. */
  userTopics: UserTopics;
  /** The outbox relay, when it runs in this process: the changes of a batch's orders go out at once. */
  wakeOutbox(): void;
  /** Told how long each batch of a market's writer took to write, and whether it committed (the metrics). */
  observeOrderBatch(seconds: number, isCommitted: boolean): void;
  /** The sandbox market maker (MARKET_MAKER=on): seconds between its ticks; null when it is off. */
  marketMaker: { intervalSeconds: number } | null;
  logError(line: string): void;
}

export interface TradingRoleParts extends Required<RoleParts> {
  /** This trading role's sandbox market maker, started with the role; null when it is off. */
  marketMaker: IntervalJob<MarketMakerTick[]> | null;
  /** The announcement of markets opening and closing by their hours, started with the role. */
  marketSessions: MarketSessionSchedule;
  /** How many websocket clients this trading role has connected now. */
  websocketClients(): number;
}

export interface TradingModule extends ServerModule {
  /** The trading calls of the main API under /v1, which relay orders to the trading role over HTTP. */
  api(): Required<Pick<RoleParts, 'routes'>>;
  /**
   * The trading host: each market's writer (the desk), the market directory, the realtime feeds,
   * the expiry of ended Day orders, the announcement of markets opening and closing and the sandbox
   * market maker; /api and the websocket. Realtime limits are API.md's unless given.
   */
  trading(options?: { realtime?: RealtimeLimits }): TradingRoleParts;
  outboxHandlers: Record<string, OutboxHandler>;
}

/**
 * Trading as the process runs it (ARCHITECTURE.md): the parts of each role and the outbox topics it
 * handles. Its folders, each with its own routes where it has any: markets/ (markets, their orders
 * and fills of record, currencies), matching/ (each market's one writer), queries/ (order lists),
 * candles/ (bars and closing prices), accounts/ (trading accounts, ledger, reports, fee discounts),
 * realtime/ (feeds, websocket, order stream), venues/ (outside venues' reports), market-maker/ (the
 * sandbox market maker) and board/ (the main API's trading calls).
 */
export function createTradingModule(deps: TradingModuleDeps): TradingModule {
  const { db, clock, logError } = deps;
  return {
    api() {
      const board = {
        db,
        clock,
        offerProfile: deps.offerProfile,
        tradingHost: createTradingHostClient({ baseUrl: deps.tradingHostUrl }),
      };
      return {
        routes: async (v1) => {
          await v1.register(boardRoutes, board);
        },
      };
    },
    trading(options = {}) {
      const realtime = createTradingRealtime(
        {
          db,
          bus: deps.bus,
          clock,
          authenticate: deps.authenticate,
          wakeOutbox: deps.wakeOutbox,
          userTopics: deps.userTopics,
          offerProfile: deps.offerProfile,
          logError,
        },
        options.realtime,
      );
      const desk = createMarketDesk({
        db,
        clock,
        logError,
        openLockSession: deps.openLockSession,
        onSettled: realtime.onSettled,
        onBatchWritten: deps.observeOrderBatch,
      });
      const dayExpiry = createDayExpirySchedule({ db, clock, desk, logError });
      const marketSessions = createMarketSessionSchedule({
        db,
        bus: deps.bus,
        clock,
        openLockSession: deps.openLockSession,
        logError,
      });
      const markets = createMarketDirectory({ db, bus: deps.bus });
      const trading: TradingDeps = { db, clock, desk, markets, offerProfile: deps.offerProfile };
      const marketMaker = deps.marketMaker
        ? createMarketMakerSchedule({ trading, intervalSeconds: deps.marketMaker.intervalSeconds, logError })
        : null;
      return {
        marketMaker,
        marketSessions,
        websocketClients: realtime.websocketClients,
        routes: async (api) => {
          await api.register(tradingRoutes, trading);
          await api.register(realtime.streamRoutes);
        },
        rootRoutes: realtime.socketRoutes,
        start() {
          marketMaker?.start();
          dayExpiry.start();
          marketSessions.start();
        },
        async stop() {
          realtime.close();
          markets.close();
          await desk.close();
          dayExpiry.stop();
          await marketSessions.stop();
          marketMaker?.stop();
        },
      };
    },
    outboxHandlers: {
      [venueExecutionsTopic]: createVenueReportHandler({
        merj: createSandboxVenue('merj'),
        bosonic: createSandboxVenue('bosonic'),
      }),
    },
  };
}
