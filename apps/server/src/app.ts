import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context';
import { getUserRecord } from './modules/auth';
import { paymentUpdatedTopic } from './modules/funding';
import { lookupsRoutes } from './modules/lookups';
import { reportsRoutes } from './modules/reports';
import { tenantPageRoutes, tenantsRoutes } from './modules/tenants';
import {
  createDayExpirySchedule,
  createMarketDesk,
  createMarketDirectory,
  createMarketMakerSchedule,
  createTradingHostClient,
  createTradingRealtime,
  type MarketMakerTick,
  type RealtimeLimits,
  tradingApiRoutes,
  tradingRoutes,
} from './modules/trading';
import { createIdempotencyStore } from './platform/http/idempotency-store';
import { createHttpServer } from './platform/http/server';
import type { IntervalJob } from './platform/jobs/interval-job';

declare module 'fastify' {
  interface FastifyInstance {
    /** The trading role's sandbox market maker (MARKET_MAKER=on); null when it is off. */
    marketMaker: IntervalJob<MarketMakerTick[]> | null;
  }
}

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

function tradingOrigin(context: AppContext, host: string): string {
  if (context.config.TRADING_PUBLIC_URL) return new URL(context.config.TRADING_PUBLIC_URL).origin;
  const protocol = new URL(context.config.PUBLIC_URL).protocol;
  const hostname = host.replace(/:\d+$/, '') || 'localhost';
  return `${protocol}//${hostname}:${context.config.TRADING_PORT}`;
}

/** Where the api role reaches the trading role: TRADING_INTERNAL_URL, else the trading port of this machine. */
function tradingInternalUrl(context: AppContext): string {
  return context.config.TRADING_INTERNAL_URL ?? `http://127.0.0.1:${context.config.TRADING_PORT}`;
}

/** The investor's countries, type and accreditation, which the offer restrictions of SPEC 5 read. */
function offerProfileOf(context: AppContext) {
  return async (tenantId: string, userId: string) => {
    const user = await getUserRecord(context.database.db, tenantId, userId);
    return { userType: user.userType, ...(await context.onboarding.payloadSections(user)) };
  };
}

function baseServer(context: AppContext, title: string) {
  const { config } = context;
  return createHttpServer({
    title,
    logLevel: config.LOG_LEVEL,
    prettyLogs: config.NODE_ENV === 'development' && process.stdout.isTTY === true,
    trustProxy: config.TRUST_PROXY === 'true',
    resolveTenant: (host) => context.tenants.resolveTenant(host),
    isAllowedOrigin: (origin) => context.tenants.isAllowedOrigin(origin),
    authenticate: (request, token) => context.auth.authenticate(request, token),
    idempotency: createIdempotencyStore(context.database.db, config.IDEMPOTENCY_STALE_AFTER),
    connectSources: config.TRADING_PUBLIC_URL
      ? [new URL(config.TRADING_PUBLIC_URL).origin, 'ws:', 'wss:']
      : [`http://*:${config.TRADING_PORT}`, `https://*:${config.TRADING_PORT}`, 'ws:', 'wss:'],
    ping: () => context.database.ping(),
  });
}

/** The main API role: /v1 and the web app. */
export async function buildApiApp(context: AppContext): Promise<FastifyInstance> {
  const app = await baseServer(context, 'Investing platform API');
  await app.register(
    async (v1) => {
      await v1.register(tenantsRoutes, { tenants: context.tenants });
      await v1.register(lookupsRoutes, { lookups: context.lookups });
      await v1.register(context.auth.routes);
      await v1.register(context.onboarding.routes);
      await v1.register(context.funding.routes);
      await v1.register(reportsRoutes, { deps: { db: context.database.db, clock: context.clock } });
      await v1.register(tradingApiRoutes, {
        db: context.database.db,
        clock: context.clock,
        offerProfile: offerProfileOf(context),
        tradingHost: createTradingHostClient({ baseUrl: tradingInternalUrl(context) }),
      });
    },
    { prefix: '/v1' },
  );
  await app.register(tenantPageRoutes, {
    tenants: context.tenants,
    webDist: context.config.WEB_DIST ?? defaultWebDist,
    tradingUrlFor: (host) => tradingOrigin(context, host),
  });
  return app;
}

/** The trading host role: /api. */
export async function buildTradingApp(
  context: AppContext,
  options: { realtime?: RealtimeLimits } = {},
): Promise<FastifyInstance> {
  const app = await baseServer(context, 'Investing platform trading API');
  const { db } = context.database;
  const realtime = createTradingRealtime(
    {
      db,
      bus: context.bus,
      clock: context.clock,
      authenticate: context.auth.authenticate,
      wakeOutbox: () => context.outbox.wake(),
      userTopics: { [paymentUpdatedTopic]: 'payment' },
      logError: context.logError,
    },
    options.realtime,
  );
  const desk = createMarketDesk({
    db,
    clock: context.clock,
    logError: context.logError,
    openLockSession: () => context.database.openLockSession(),
    onSettled: realtime.onSettled,
  });
  const dayExpiry = createDayExpirySchedule({ db, clock: context.clock, desk, logError: context.logError });
  const markets = createMarketDirectory({ db, bus: context.bus });
  const trading = { db, clock: context.clock, desk, markets, offerProfile: offerProfileOf(context) };
  const marketMaker =
    context.config.marketMaker &&
    createMarketMakerSchedule({
      trading,
      intervalSeconds: context.config.marketMaker.intervalSeconds,
      logError: context.logError,
    });
  app.decorate('marketMaker', marketMaker);
  if (marketMaker) {
    marketMaker.start();
    app.addHook('onClose', async () => marketMaker.stop());
  }
  dayExpiry.start();
  app.addHook('onClose', async () => dayExpiry.stop());
  app.addHook('onClose', () => desk.close());
  app.addHook('onClose', async () => markets.close());
  app.addHook('onClose', async () => realtime.close());
  await app.register(
    async (api) => {
      await api.register(tradingRoutes, trading);
      await api.register(realtime.streamRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(realtime.socketRoutes);
  return app;
}
